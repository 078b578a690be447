// Moves: factories, validation and the pure board transition shared by apply, redo and load.
#include <cstdio>

#include "game.h"

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

std::string check_cell(int c) {
    return c < kCells ? "" : "cell " + std::to_string(c) + " out of range 0-80";
}
std::string check_digit(int d) {
    return d >= 1 && d <= 9 ? "" : "digit " + std::to_string(d) + " out of range 1-9";
}

std::string check_cells(const std::vector<std::uint8_t>& cells) {
    if (cells.empty()) return "no cells";
    if (cells.size() > std::size_t(kCells)) return "too many cells (" + std::to_string(cells.size()) + ")";
    for (auto c : cells)
        if (auto e = check_cell(c); !e.empty()) return e;
    return {};
}

std::string check_pairs(const std::vector<CellDigit>& v, const char* what) {
    if (v.size() > std::size_t(kCells * 9)) return std::string("too many ") + what;
    for (auto& p : v) {
        if (auto e = check_cell(p.cell); !e.empty()) return std::string(what) + ": " + e;
        if (auto e = check_digit(p.digit); !e.empty()) return std::string(what) + ": " + e;
    }
    return {};
}

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

bool Move::operator==(const Move& o) const {
    return kind == o.kind && marks == o.marks && digit == o.digit && mask == o.mask &&
           clear_peers == o.clear_peers && cells == o.cells && placements == o.placements &&
           eliminations == o.eliminations;
}

std::string validate(const Move& m) {
    if (int(m.kind) >= kMoveKinds) return "unknown move kind " + std::to_string(int(m.kind));
    if (m.marks != MarkKind::Corner && m.marks != MarkKind::Centre)
        return "unknown mark kind " + std::to_string(int(m.marks));
    switch (m.kind) {
    case MoveKind::SetDigit:
    case MoveKind::ToggleMark:
        if (auto e = check_digit(m.digit); !e.empty()) return e;
        return check_cells(m.cells);
    case MoveKind::Erase:
        return check_cells(m.cells);
    case MoveKind::SetMarks:
        if (m.mask & ~kAllDigits) {
            char buf[48];
            std::snprintf(buf, sizeof buf, "marks mask 0x%X has bits beyond digit 9", unsigned(m.mask));
            return buf;
        }
        return check_cells(m.cells);
    case MoveKind::ApplyHint:
        if (m.placements.empty() && m.eliminations.empty()) return "hint without placements or eliminations";
        if (auto e = check_pairs(m.placements, "placement"); !e.empty()) return e;
        return check_pairs(m.eliminations, "elimination");
    default:
        return {};
    }
}

Board next_board(const Board& b, const Grid& givens, const Move& m) {
    Board n = b;
    auto blank = [&](int c) { return !givens[c] && !n.entries[c]; };
    auto kind_marks = [&](MarkKind k) -> std::array<Mask, kCells>& { return k == MarkKind::Corner ? n.corner : n.centre; };
    auto place = [&](int c, int d) {
        if (givens[c] || n.entries[c] == d) return;
        n.entries[c] = std::uint8_t(d);
        if (!m.clear_peers) return;
        for (auto p : peers()[c]) {
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
        Grid values = n.entries;
        for (int c = 0; c < kCells; ++c)
            if (givens[c]) values[c] = givens[c];
        auto& mk = kind_marks(m.marks);
        for (int c = 0; c < kCells; ++c)
            if (!values[c]) mk[c] = candidates(values, c);
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
            // A cell without centre notes gets its candidates written first, so that the
            // elimination shows and the next hint does not find the same step again.
            if (!n.centre[e.cell]) {
                Grid values = givens;
                for (int c = 0; c < kCells; ++c)
                    if (!values[c]) values[c] = n.entries[c];
                n.centre[e.cell] = candidates(values, e.cell);
            }
            n.corner[e.cell] &= Mask(~bit(e.digit));
            n.centre[e.cell] &= Mask(~bit(e.digit));
        }
        break;
    case MoveKind::Restart:
        n = Board{};
        break;
    }
    return n;
}

}  // namespace sudoku
