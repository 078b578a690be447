// Writing a puzzle as f-puzzles JSON and as a link f-puzzles opens; see fpuzzles.h.
#include <algorithm>

#include "core/grid/fpuzzles.h"
#include "core/text/json.h"
#include "core/text/lz_base64.h"

namespace sudoku {

namespace {

using CT = ConstraintType;

std::string rc_name(int row, int col) { return "R" + std::to_string(row + 1) + "C" + std::to_string(col + 1); }

void write_cells(json::Writer& w, const Geometry& g, const std::vector<int>& cells) {
    w.begin_array();
    for (int c : cells) w.value(rc_name(g.row_of(c), g.col_of(c)));
    w.end_array();
}

// The f-puzzles key of a constraint with cells, or null for those written otherwise.
const char* key_of(CT k) {
    switch (k) {
    case CT::Odd: return "odd";
    case CT::Even: return "even";
    case CT::ExtraRegion: return "extraregion";
    case CT::Thermo: return "thermometer";
    case CT::KropkiWhite: return "difference";
    case CT::KropkiBlack: return "ratio";
    case CT::X: case CT::V: return "xv";
    case CT::Arrow: return "arrow";
    case CT::Whisper: return "whispers";
    case CT::Renban: return "renban";
    case CT::Palindrome: return "palindrome";
    case CT::Between: return "betweenline";
    case CT::LittleKiller: return "littlekillersum";
    case CT::Sandwich: return "sandwichsum";
    case CT::Quadruple: return "quadruple";
    default: return nullptr;
    }
}

void write_item(json::Writer& w, const Geometry& g, const Constraint& k) {
    w.begin_object();
    switch (k.kind) {
    case CT::Odd: case CT::Even:
        w.key("cell").value(rc_name(g.row_of(k.cells[0]), g.col_of(k.cells[0])));
        break;
    case CT::Thermo: case CT::Whisper: case CT::Renban: case CT::Palindrome: case CT::Between:
        w.key("lines").begin_array();
        write_cells(w, g, k.cells);
        w.end_array();
        if (k.kind == CT::Whisper && k.value > 0) w.key("value").value(std::to_string(k.value));
        break;
    case CT::KropkiWhite: case CT::KropkiBlack:  // a difference or ratio other than 1 or 2 is written
        w.key("cells");
        write_cells(w, g, k.cells);
        if (k.value > 0) w.key("value").value(std::to_string(k.value));
        break;
    case CT::Arrow: {
        const std::vector<int> circle(k.cells.begin(), k.cells.begin() + k.value);
        w.key("cells");
        write_cells(w, g, circle);
        std::vector<int> line = {circle.back()};  // the shaft leaves the circle
        line.insert(line.end(), k.cells.begin() + k.value, k.cells.end());
        w.key("lines").begin_array();
        write_cells(w, g, line);
        w.end_array();
        break;
    }
    case CT::X: case CT::V:
        w.key("cells");
        write_cells(w, g, k.cells);
        w.key("value").value(k.kind == CT::X ? "X" : "V");
        break;
    case CT::LittleKiller: {
        const int dr = g.row_of(k.cells[0]) - k.clue_row, dc = g.col_of(k.cells[0]) - k.clue_col;
        w.key("cell").value(rc_name(k.clue_row, k.clue_col));
        w.key("direction").value(std::string(dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L"));
        w.key("value").value(std::to_string(k.value));
        break;
    }
    case CT::Sandwich:
        w.key("cell").value(rc_name(k.clue_row, k.clue_col));
        w.key("value").value(std::to_string(k.value));
        break;
    case CT::Quadruple:
        w.key("cells");
        write_cells(w, g, k.cells);
        w.key("values").begin_array();
        for (int d : k.digits) w.value(d);
        w.end_array();
        break;
    default:
        w.key("cells");
        write_cells(w, g, k.cells);
        break;
    }
    w.end_object();
}

}  // namespace

std::string fpuzzles_json(const PuzzleText& p, std::string_view title) {
    const Geometry& g = *p.geometry;
    const int n = g.size();
    json::Writer w;
    w.begin_object();
    w.key("size").value(n);
    if (!title.empty()) w.key("title").value(title);
    w.key("grid").begin_array();
    for (int r = 0; r < n; ++r) {
        w.begin_array();
        for (int c = 0; c < n; ++c) {
            const int cell = r * n + c;
            w.begin_object();
            if (std::size_t(cell) < p.givens.size() && p.givens[std::size_t(cell)])
                w.key("value").value(int(p.givens[std::size_t(cell)])).key("given").value(true);
            if (!g.box_rows()) w.key("region").value(g.region_of(cell));
            w.end_object();
        }
        w.end_array();
    }
    w.end_array();
    if (g.diagonals()) w.key("diagonal+").value(true).key("diagonal-").value(true);
    std::vector<std::string> negative;
    for (const Constraint& k : g.constraints()) switch (k.kind) {
        case CT::AntiKnight: w.key("antiknight").value(true); break;
        case CT::AntiKing: w.key("antiking").value(true); break;
        case CT::NonConsecutive: w.key("nonconsecutive").value(true); break;
        case CT::DisjointGroups: w.key("disjointgroups").value(true); break;
        case CT::Diagonal: w.key(k.value ? "diagonal+" : "diagonal-").value(true); break;
        case CT::WhiteNegative: negative.push_back("difference"); break;
        case CT::BlackNegative: negative.push_back("ratio"); break;
        case CT::XVNegative: negative.push_back("xv"); break;
        default: break;
        }
    if (!negative.empty()) {
        w.key("negative").begin_array();
        for (const auto& s : negative) w.value(s);
        w.end_array();
    }
    if (!g.cages().empty()) {
        w.key("killercage").begin_array();
        for (const Cage& cage : g.cages()) {
            w.begin_object().key("cells");
            write_cells(w, g, cage.cells);
            if (cage.has_sum()) w.key("value").value(std::to_string(cage.sum));
            w.end_object();
        }
        w.end_array();
    }
    // Each key once, its items in the order of the rules.
    std::vector<std::string> done;
    for (const Constraint& first : g.constraints()) {
        const char* key = key_of(first.kind);
        if (!key || std::find(done.begin(), done.end(), key) != done.end()) continue;
        done.push_back(key);
        w.key(key).begin_array();
        for (const Constraint& k : g.constraints())
            if (key_of(k.kind) && std::string(key_of(k.kind)) == key) write_item(w, g, k);
        w.end_array();
    }
    if (!p.solution.empty()) {
        w.key("solution").begin_array();
        for (std::uint8_t d : p.solution) w.value(int(d));
        w.end_array();
    }
    // Ours, beside f-puzzles' fields (it ignores keys it does not know): the generator's grade.
    if (!p.level.empty()) w.field("level", p.level);
    if (p.rating >= 0) w.field("rating", p.rating);
    w.end_object();
    return w.str();
}

std::string fpuzzles_link(const PuzzleText& p, std::string_view title) {
    return "https://f-puzzles.com/?load=" + text::lz_compress_base64(fpuzzles_json(p, title));
}

}  // namespace sudoku
