// The commands' text for puzzles of any geometry; see step_text.h.
#include "step_text.h"

#include <algorithm>

#include "core/logic/hint_drawing.h"  // json_string

namespace sudoku::cli {

std::string cells_line(const Cells& cells) {
    std::string s;
    for (auto d : cells) s += digit_char(d);
    return s;
}

std::string step_line(const Geometry& g, const VariantStep& s) {
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

static std::string digits_json(const std::vector<CellDigit>& list) {
    std::string o = "[";
    for (std::size_t i = 0; i < list.size(); ++i)
        o += (i ? ",{\"cell\":" : "{\"cell\":") + std::to_string(list[i].cell) + ",\"digit\":" + std::to_string(list[i].digit) + "}";
    return o + "]";
}

static std::string ints_json(const std::vector<int>& list) {
    std::string o = "[";
    for (std::size_t i = 0; i < list.size(); ++i) o += (i ? "," : "") + std::to_string(list[i]);
    return o + "]";
}

std::string step_json(const VariantStep& s) {
    return "{\"technique\":" + json_string(s.key) + ",\"title\":" + json_string(s.technique) +
           ",\"text\":" + json_string(s.text) + ",\"difficulty\":" + std::to_string(s.difficulty) +
           ",\"placements\":" + digits_json(s.placements) + ",\"eliminations\":" + digits_json(s.eliminations) +
           ",\"highlights\":" + digits_json(s.highlights) + ",\"houses\":" + ints_json(s.houses) +
           ",\"cages\":" + ints_json(s.cages) + "}";
}

}  // namespace sudoku::cli
