#include "variant_cli.h"

#include <algorithm>

#include "core/logic/hint_drawing.h"  // json_string

namespace sudoku::cli {

std::string variant_problem(const PuzzleText& t, Cells* solution) {
    Solutions r = solve(*t.geometry, t.givens, 2);
    if (r.count == 0) return "none: the puzzle has no solution";
    if (r.count > 1) return "multiple: the puzzle has more than one solution";
    if (solution) *solution = r.solution;
    return {};
}

std::string variant_cells_line(const Cells& cells) {
    std::string s;
    for (auto d : cells) s += digit_char(d);
    return s;
}

std::string variant_step_line(const Geometry& g, const VariantStep& s) {
    std::string o = s.technique;
    std::vector<int> cells;
    for (auto h : s.highlights)
        if (std::find(cells.begin(), cells.end(), h.cell) == cells.end()) cells.push_back(h.cell);
    for (auto p : s.placements)
        if (std::find(cells.begin(), cells.end(), p.cell) == cells.end()) cells.push_back(p.cell);
    std::sort(cells.begin(), cells.end());
    o += " [";
    for (std::size_t i = 0; i < cells.size(); ++i) o += (i ? " " : "") + g.cell_name(cells[i]);
    o += "]: " + s.text;
    const char* sep = " => ";
    for (auto p : s.placements) o += sep + g.cell_name(p.cell) + "=" + digit_char(p.digit), sep = ", ";
    for (auto e : s.eliminations) o += sep + g.cell_name(e.cell) + "<>" + digit_char(e.digit), sep = ", ";
    return o;
}

static std::string variant_cli_digits(const std::vector<CellDigit>& list) {
    std::string o = "[";
    for (std::size_t i = 0; i < list.size(); ++i)
        o += (i ? ",{\"cell\":" : "{\"cell\":") + std::to_string(list[i].cell) + ",\"digit\":" + std::to_string(list[i].digit) + "}";
    return o + "]";
}

static std::string variant_cli_ints(const std::vector<int>& list) {
    std::string o = "[";
    for (std::size_t i = 0; i < list.size(); ++i) o += (i ? "," : "") + std::to_string(list[i]);
    return o + "]";
}

std::string variant_step_json(const VariantStep& s) {
    return "{\"technique\":" + json_string(s.key) + ",\"title\":" + json_string(s.technique) +
           ",\"text\":" + json_string(s.text) + ",\"difficulty\":" + std::to_string(s.difficulty) +
           ",\"placements\":" + variant_cli_digits(s.placements) + ",\"eliminations\":" + variant_cli_digits(s.eliminations) +
           ",\"highlights\":" + variant_cli_digits(s.highlights) + ",\"houses\":" + variant_cli_ints(s.houses) +
           ",\"cages\":" + variant_cli_ints(s.cages) + "}";
}

}  // namespace sudoku::cli
