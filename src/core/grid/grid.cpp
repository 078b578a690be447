#include "core/grid/grid.h"

#include "core/text/text.h"

#include <cstdio>

namespace sudoku {

namespace {

struct Tables {
    std::array<std::array<std::uint8_t, 9>, kHouses> houses{};
    std::array<std::array<std::uint8_t, 20>, kCells> peers{};
    Tables() {
        for (int i = 0; i < 9; ++i)
            for (int j = 0; j < 9; ++j) {
                houses[i][j] = std::uint8_t(i * 9 + j);
                houses[9 + i][j] = std::uint8_t(j * 9 + i);
                houses[18 + i][j] = std::uint8_t((i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3);
            }
        for (int c = 0; c < kCells; ++c) {
            int n = 0;
            for (int o = 0; o < kCells; ++o)
                if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c)))
                    peers[c][n++] = std::uint8_t(o);
        }
    }
};

const Tables& tables() {
    static const Tables t;
    return t;
}

std::string show_char(unsigned char ch) {
    if (ch == 0) return "NUL";
    if (ch < 32 || ch >= 127) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", ch);
        return std::string("'") + buf + "'";
    }
    return std::string("'") + char(ch) + "'";
}

bool is_decoration(char ch) {
    return ch == ' ' || ch == '\t' || ch == '|' || ch == '-' || ch == '+' || ch == '\r';
}

}  // namespace

const std::array<std::array<std::uint8_t, 9>, kHouses>& house_cells() { return tables().houses; }
const std::array<std::array<std::uint8_t, 20>, kCells>& peers() { return tables().peers; }

std::string house_name(int house) { return text::house(house); }

std::string cell_name(int cell) {
    return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(col_of(cell) + 1);
}

int Grid::count_filled() const {
    int n = 0;
    for (auto v : cells) n += v != 0;
    return n;
}

ParseResult parse_grid(std::string_view text) {
    ParseResult r;
    bool multiline = text.find('\n') != std::string_view::npos;
    int cells = 0, line = 1, column = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char ch = text[i];
        ++column;
        if (ch == '\n') { ++line; column = 0; continue; }
        if (is_decoration(ch)) continue;
        if ((ch >= '1' && ch <= '9') || ch == '.' || ch == '0') {
            if (cells < kCells) r.grid.cells[cells] = (ch >= '1' && ch <= '9') ? std::uint8_t(ch - '0') : 0;
            ++cells;
            continue;
        }
        r.error = multiline ? ::sudoku::text::tr("error.bad_char_line", {{"char", show_char(static_cast<unsigned char>(ch))},
                                                               {"line", std::to_string(line)}, {"column", std::to_string(column)}})
                            : ::sudoku::text::tr("error.bad_char", {{"char", show_char(static_cast<unsigned char>(ch))},
                                                          {"n", std::to_string(i + 1)}});
        return r;
    }
    if (cells == 0) {
        r.error = ::sudoku::text::tr(text.empty() ? "error.empty" : "error.no_cells");
        return r;
    }
    if (cells != kCells) {
        r.error = ::sudoku::text::tr("error.length", {{"n", std::to_string(cells)}});
        return r;
    }
    r.ok = true;
    return r;
}

std::string format_line(const Grid& g, char blank) {
    std::string s(kCells, blank);
    for (int i = 0; i < kCells; ++i)
        if (g[i]) s[i] = char('0' + g[i]);
    return s;
}

std::string format_pretty(const Grid& g) {
    std::string s;
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) s += "------+-------+------\n";
        for (int c = 0; c < 9; ++c) {
            if (c == 3 || c == 6) s += "| ";
            int v = g[r * 9 + c];
            s += v ? char('0' + v) : '.';
            s += c == 8 ? '\n' : ' ';
        }
    }
    return s;
}

std::vector<Conflict> find_conflicts(const Grid& g) {
    std::vector<Conflict> out;
    for (int a = 0; a < kCells; ++a) {
        if (!g[a]) continue;
        for (int b = a + 1; b < kCells; ++b) {
            if (g[b] != g[a]) continue;
            int house = -1;
            if (row_of(a) == row_of(b)) house = row_of(a);
            else if (col_of(a) == col_of(b)) house = 9 + col_of(a);
            else if (box_of(a) == box_of(b)) house = 18 + box_of(a);
            if (house >= 0) out.push_back({a, b, house, g[a]});
        }
    }
    return out;
}

std::string describe(const Conflict& c) {
    return text::tr("conflict.both_hold", {{"a", cell_name(c.a)}, {"b", cell_name(c.b)},
                                          {"digit", std::to_string(c.digit)}, {"in_house", text::house(c.house, "in")}});
}

std::string validate_text(std::string_view text, Grid* out) {
    ParseResult p = parse_grid(text);
    if (!p.ok) return p.error;
    auto conflicts = find_conflicts(p.grid);
    if (!conflicts.empty()) return text::tr("error.conflict", {{"conflict", describe(conflicts.front())}});
    if (out) *out = p.grid;
    return {};
}

bool is_solved(const Grid& g) {
    for (const auto& h : house_cells()) {
        Mask seen = 0;
        for (auto c : h) {
            if (!g[c]) return false;
            seen |= bit(g[c]);
        }
        if (seen != kAllDigits) return false;
    }
    return true;
}

bool is_solution_of(const Grid& solution, const Grid& puzzle) {
    for (int i = 0; i < kCells; ++i)
        if (puzzle[i] && solution[i] != puzzle[i]) return false;
    return is_solved(solution);
}

Mask candidates(const Grid& g, int cell) {
    if (g[cell]) return 0;
    Mask used = 0;
    for (auto p : peers()[cell])
        if (g[p]) used |= bit(g[p]);
    return Mask(kAllDigits & ~used);
}

}  // namespace sudoku
