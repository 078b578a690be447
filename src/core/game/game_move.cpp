// Moves: factories, validation and the pure board transition shared by apply, redo and load.
#include <algorithm>
#include <cstdio>

#include "core/game/game.h"
#include "core/solve/solver.h"
#include "core/text/text.h"

namespace sudoku {

namespace {

std::vector<std::uint8_t> to_cells(const std::vector<int>& cells) {
    std::vector<std::uint8_t> out;
    out.reserve(cells.size());
    // Cells beyond a byte become 255 so validate() reports them instead of wrapping.
    for (int c : cells) out.push_back(c >= 0 && c <= 255 ? std::uint8_t(c) : std::uint8_t(255));
    return out;
}

Move make(MoveKind k, const std::vector<int>& cells, int digit = 0) {
    Move m;
    m.kind = k;
    m.cells = to_cells(cells);
    m.digit = digit >= 0 && digit <= 255 ? std::uint8_t(digit) : std::uint8_t(255);
    return m;
}

// Ranges of the game's geometry: cells 0..cells-1, digits 1..n.
struct MoveRange {
    int cells = kCells, n = 9;
};

std::string check_cell(const MoveRange& g, int c) {
    return c < g.cells ? "" : "cell " + std::to_string(c) + " out of range 0-" + std::to_string(g.cells - 1);
}
std::string check_digit(const MoveRange& g, int d) {
    return d >= 1 && d <= g.n ? "" : "digit " + std::to_string(d) + " out of range 1-" + std::to_string(g.n);
}

std::string check_cells(const MoveRange& g, const std::vector<std::uint8_t>& cells) {
    if (cells.empty()) return "no cells";
    // A save writes the count in a byte: at most 255 cells a move.
    if (cells.size() > std::size_t(std::min(g.cells, 255))) return "too many cells (" + std::to_string(cells.size()) + ")";
    for (auto c : cells)
        if (auto e = check_cell(g, c); !e.empty()) return e;
    return {};
}

std::string check_pairs(const MoveRange& g, const std::vector<CellDigit>& v, const char* what) {
    if (v.size() > std::size_t(g.cells * g.n)) return std::string("too many ") + what;
    for (auto& p : v) {
        if (auto e = check_cell(g, p.cell); !e.empty()) return std::string(what) + ": " + e;
        if (auto e = check_digit(g, p.digit); !e.empty()) return std::string(what) + ": " + e;
    }
    return {};
}

std::string validate_in(const Move& m, const MoveRange& g) {
    if (int(m.kind) >= kMoveKinds) return "unknown move kind " + std::to_string(int(m.kind));
    if (m.marks != MarkKind::Corner && m.marks != MarkKind::Centre)
        return "unknown mark kind " + std::to_string(int(m.marks));
    const Mask all = Mask((1u << g.n) - 1);
    switch (m.kind) {
    case MoveKind::SetDigit:
    case MoveKind::ToggleMark:
        if (auto e = check_digit(g, m.digit); !e.empty()) return e;
        return check_cells(g, m.cells);
    case MoveKind::Erase:
        return check_cells(g, m.cells);
    case MoveKind::SetMarks:
        if (m.mask & ~all) {
            char buf[48];
            std::snprintf(buf, sizeof buf, "marks mask 0x%X has bits beyond digit %d", unsigned(m.mask), g.n);
            return buf;
        }
        return check_cells(g, m.cells);
    case MoveKind::SetColour:
        if (m.digit > g.n)
            return "digit " + std::to_string(m.digit) + " out of range 0-" + std::to_string(g.n) + " (0: the cell)";
        if (m.colour > kColours)
            return "colour " + std::to_string(m.colour) + " out of range 0-" + std::to_string(kColours) + " (0 clears)";
        return check_cells(g, m.cells);
    case MoveKind::ApplyHint:
        if (m.placements.empty() && m.eliminations.empty()) return "hint without placements or eliminations";
        if (auto e = check_pairs(g, m.placements, "placement"); !e.empty()) return e;
        return check_pairs(g, m.eliminations, "elimination");
    default:
        return {};
    }
}

// The digits no peer (house or cage) holds, for a blank cell.
Mask move_peer_candidates(const Geometry& g, const CellValues& v, int cell) {
    if (v[cell]) return 0;
    Mask m = g.all_digits();
    for (int p : g.peers(cell))
        if (v[p]) m &= Mask(~bit(v[p]));
    return m;
}

Cells move_cells_of(const Geometry& g, const CellValues& v) { return Cells(v.begin(), v.begin() + g.cells()); }

}  // namespace

Move Move::set_digit(int cell, int digit) { return make(MoveKind::SetDigit, {cell}, digit); }
Move Move::set_digit(const std::vector<int>& cells, int digit) { return make(MoveKind::SetDigit, cells, digit); }
Move Move::erase(int cell) { return make(MoveKind::Erase, {cell}); }
Move Move::erase(const std::vector<int>& cells) { return make(MoveKind::Erase, cells); }
Move Move::toggle_mark(MarkKind k, int cell, int digit) { return toggle_mark(k, std::vector<int>{cell}, digit); }
Move Move::toggle_mark(MarkKind k, const std::vector<int>& cells, int digit) {
    Move m = make(MoveKind::ToggleMark, cells, digit);
    m.marks = k;
    return m;
}
Move Move::set_marks(MarkKind k, int cell, Mask mask) { return set_marks(k, std::vector<int>{cell}, mask); }
Move Move::set_marks(MarkKind k, const std::vector<int>& cells, Mask mask) {
    Move m = make(MoveKind::SetMarks, cells);
    m.marks = k;
    m.mask = mask;
    return m;
}
Move Move::auto_candidates(MarkKind k) {
    Move m;
    m.kind = MoveKind::AutoCandidates;
    m.marks = k;
    return m;
}
Move Move::clear_all_marks() {
    Move m;
    m.kind = MoveKind::ClearAllMarks;
    return m;
}
Move Move::apply_hint(std::vector<CellDigit> placements, std::vector<CellDigit> eliminations) {
    Move m;
    m.kind = MoveKind::ApplyHint;
    m.placements = std::move(placements);
    m.eliminations = std::move(eliminations);
    return m;
}
Move Move::restart() {
    Move m;
    m.kind = MoveKind::Restart;
    return m;
}
Move Move::set_colour(int cell, int digit, int colour) { return set_colour(std::vector<int>{cell}, digit, colour); }
Move Move::set_colour(const std::vector<int>& cells, int digit, int colour) {
    Move m = make(MoveKind::SetColour, cells, digit);
    m.colour = colour >= 0 && colour <= 255 ? std::uint8_t(colour) : std::uint8_t(255);
    return m;
}
namespace {
Move bare(MoveKind k) {
    Move m;
    m.kind = k;
    return m;
}
}  // namespace
Move Move::clear_colours() { return bare(MoveKind::ClearColours); }
Move Move::mark_savepoint() { return bare(MoveKind::MarkSavepoint); }
Move Move::back_to_savepoint() { return bare(MoveKind::BackToSavepoint); }
Move Move::solve_singles() { return bare(MoveKind::SolveSingles); }

bool Board::has_colours() const {
    for (int c = 0; c < kMaxCells; ++c) {
        if (cell_colour[c]) return true;
        for (auto k : candidate_colour[c])
            if (k) return true;
    }
    return false;
}

bool Move::operator==(const Move& o) const {
    return kind == o.kind && marks == o.marks && digit == o.digit && colour == o.colour && time_ms == o.time_ms &&
           mask == o.mask &&
           clear_peers == o.clear_peers && cells == o.cells && placements == o.placements &&
           eliminations == o.eliminations;
}

std::string validate(const Move& m) { return validate_in(m, MoveRange{}); }
std::string validate(const Move& m, const Geometry& g) { return validate_in(m, MoveRange{g.cells(), g.size()}); }

Board next_board(const Board& b, const Grid& givens, const Move& m) {
    CellValues v{};
    std::copy(givens.cells.begin(), givens.cells.end(), v.begin());
    return next_board(b, *Geometry::classic9(), v, m);
}

Board next_board(const Board& b, const Geometry& geo, const CellValues& givens, const Move& m) {
    Board n = b;
    const int cells = geo.cells();
    // Candidates from the filled cells: the classic's peers; killer cages' sums count too.
    auto fresh_candidates = [&](const CellValues& values) {
        std::array<Mask, kMaxCells> out{};
        if (geo.variant() == Variant::Killer) {
            auto v = cell_candidates(geo, move_cells_of(geo, values));
            std::copy(v.begin(), v.end(), out.begin());
        } else {
            for (int c = 0; c < cells; ++c) out[c] = move_peer_candidates(geo, values, c);
        }
        return out;
    };
    auto blank = [&](int c) { return !givens[c] && !n.entries[c]; };
    auto kind_marks = [&](MarkKind k) -> std::array<Mask, kMaxCells>& { return k == MarkKind::Corner ? n.corner : n.centre; };
    auto place = [&](int c, int d) {
        if (givens[c] || n.entries[c] == d) return;
        n.entries[c] = std::uint8_t(d);
        if (!m.clear_peers) return;
        for (auto p : geo.peers(c)) {
            n.corner[p] &= Mask(~bit(d));
            n.centre[p] &= Mask(~bit(d));
        }
    };
    switch (m.kind) {
    case MoveKind::SetDigit:
        for (auto c : m.cells) place(c, m.digit);
        break;
    case MoveKind::Erase:
        for (auto c : m.cells) {
            if (givens[c]) continue;
            if (n.entries[c]) n.entries[c] = 0;  // the cell's own marks show again
            else n.corner[c] = n.centre[c] = 0;
        }
        break;
    case MoveKind::ToggleMark: {
        auto& mk = kind_marks(m.marks);
        bool all_have = true;
        for (auto c : m.cells)
            if (blank(c) && !(mk[c] & bit(m.digit))) all_have = false;
        for (auto c : m.cells)
            if (blank(c)) mk[c] = all_have ? Mask(mk[c] & ~bit(m.digit)) : Mask(mk[c] | bit(m.digit));
        break;
    }
    case MoveKind::SetMarks: {
        auto& mk = kind_marks(m.marks);
        for (auto c : m.cells)
            if (blank(c)) mk[c] = m.mask;
        break;
    }
    case MoveKind::AutoCandidates: {
        CellValues values = n.entries;
        for (int c = 0; c < cells; ++c)
            if (givens[c]) values[c] = givens[c];
        auto& mk = kind_marks(m.marks);
        auto cand = fresh_candidates(values);
        for (int c = 0; c < cells; ++c)
            if (!values[c]) mk[c] = cand[c];
        break;
    }
    case MoveKind::ClearAllMarks:
        n.corner.fill(0);
        n.centre.fill(0);
        break;
    case MoveKind::ApplyHint:
        for (auto& p : m.placements) place(p.cell, p.digit);
        for (auto& e : m.eliminations) {
            if (!blank(e.cell)) continue;
            // A cell without notes gets its candidates written first, so that the
            // elimination shows and the next hint does not find the same step again.
            if (!n.centre[e.cell] && !n.corner[e.cell]) {
                CellValues values = givens;
                for (int c = 0; c < cells; ++c)
                    if (!values[c]) values[c] = n.entries[c];
                n.centre[e.cell] = fresh_candidates(values)[e.cell];
            }
            n.corner[e.cell] &= Mask(~bit(e.digit));
            n.centre[e.cell] &= Mask(~bit(e.digit));
        }
        break;
    case MoveKind::Restart:
        n = Board{};
        break;
    case MoveKind::SetColour:
        for (auto c : m.cells) (m.digit ? n.candidate_colour[c][m.digit - 1] : n.cell_colour[c]) = m.colour;
        break;
    case MoveKind::ClearColours:
        n.cell_colour.fill(0);
        for (auto& k : n.candidate_colour) k.fill(0);
        break;
    case MoveKind::SolveSingles: {
        CellValues values = givens;
        for (int c = 0; c < cells; ++c)
            if (!values[c]) values[c] = n.entries[c];
        std::vector<CellDigit> singles;
        if (geo.is_classic9()) {
            Grid grid;
            std::copy(values.begin(), values.begin() + kCells, grid.cells.begin());
            singles = fill_singles(grid);
        } else {
            singles = fill_singles(geo, move_cells_of(geo, values));
        }
        for (const CellDigit& p : singles) place(p.cell, p.digit);
        break;
    }
    case MoveKind::MarkSavepoint:
    case MoveKind::BackToSavepoint:
        break;  // Game::step handles the savepoints
    }
    return n;
}

std::vector<CellDigit> fill_singles(const Grid& start) {
    std::vector<CellDigit> out;
    Grid v = start;
    if (!find_conflicts(v).empty()) return out;  // singles would build on a broken grid
    for (bool found = true; found;) {
        found = false;
        std::array<Mask, kCells> cand{};
        for (int c = 0; c < kCells; ++c)
            if (!v[c]) cand[c] = candidates(v, c);
        auto put = [&](int c, int d) {
            v[c] = std::uint8_t(d);
            out.push_back({std::uint8_t(c), std::uint8_t(d)});
            found = true;
        };
        // Naked singles (a full house is one too), then hidden singles; one pass each time
        // over a fresh candidate table, so every placement rests on the ones before.
        for (int c = 0; c < kCells && !found; ++c)
            if (!v[c] && popcount(cand[c]) == 1) put(c, lowest_digit(cand[c]));
        for (int h = 0; h < kHouses && !found; ++h)
            for (int d = 1; d <= 9 && !found; ++d) {
                int where = -1, count = 0;
                for (auto c : house_cells()[h]) {
                    if (v[c] == d) count = 2;  // placed already
                    else if (!v[c] && (cand[c] & bit(d))) { where = c; ++count; }
                }
                if (count == 1) put(where, d);
            }
    }
    return out;
}

std::string rule_break(const Grid& v) {
    auto conflicts = find_conflicts(v);
    if (!conflicts.empty()) return describe(conflicts.front());
    for (int c = 0; c < kCells; ++c)
        if (!v[c] && !candidates(v, c)) return text::tr("tools.no_digit_left", {{"cell", cell_name(c)}});
    for (int h = 0; h < kHouses; ++h)
        for (int d = 1; d <= 9; ++d) {
            bool placed = false, room = false;
            for (auto c : house_cells()[h]) {
                placed = placed || v[c] == d;
                room = room || (!v[c] && (candidates(v, c) & bit(d)));
            }
            if (!placed && !room) return text::tr("tools.no_place_left", {{"digit", std::to_string(d)}, {"in_house", text::house(h, "in")}});
        }
    return {};
}

std::vector<CellDigit> fill_singles(const Geometry& g, const Cells& start) {
    std::vector<CellDigit> out;
    Cells v = start;
    if (!first_conflict(g, v).empty()) return out;
    for (bool found = true; found;) {
        found = false;
        auto cand = cell_candidates(g, v);
        auto put = [&](int c, int d) {
            v[c] = std::uint8_t(d);
            out.push_back({std::uint8_t(c), std::uint8_t(d)});
            found = true;
        };
        for (int c = 0; c < g.cells() && !found; ++c)
            if (!v[c] && popcount(cand[c]) == 1) put(c, lowest_digit(cand[c]));
        for (std::size_t h = 0; h < g.houses().size() && !found; ++h)
            for (int d = 1; d <= g.size() && !found; ++d) {
                int where = -1, count = 0;
                for (int c : g.houses()[h].cells) {
                    if (v[c] == d) count = 2;
                    else if (!v[c] && (cand[c] & bit(d))) { where = c; ++count; }
                }
                if (count == 1) put(where, d);
            }
    }
    return out;
}

std::string rule_break(const Geometry& g, const Cells& v) {
    if (auto e = first_conflict(g, v); !e.empty()) return e;
    auto cand = cell_candidates(g, v);
    for (int c = 0; c < g.cells(); ++c)
        if (!v[c] && !cand[c]) return g.cell_name(c) + " has no digit left";
    for (std::size_t h = 0; h < g.houses().size(); ++h)
        for (int d = 1; d <= g.size(); ++d) {
            bool placed = false, room = false;
            for (int c : g.houses()[h].cells) {
                placed = placed || v[c] == d;
                room = room || (!v[c] && (cand[c] & bit(d)));
            }
            if (!placed && !room) return std::string(1, digit_char(d)) + " has no place left in " + g.house_name(int(h));
        }
    return {};
}

}  // namespace sudoku
