// Internals shared by the search strategy files (not for callers of search.h).
#pragma once
#include <array>
#include <cstdint>

#include "core/search/classic_search.h"

namespace sudoku::search_detail {

// Where the state machine stands between two events.
enum Phase : std::uint8_t {
    kNext,   // Classic: try the next digit at this level; Mrv/Dlx: next candidate or row
    kCheck,  // Classic: check the tried digit (Reject or Place)
    kEnter,  // Mrv/Forward/Dlx: a new level (propagate, then choose a cell or column)
    kPlace,  // Mrv/Forward/Dlx: write the tried digit
    kUndo,   // erase trail entries down to the parent's frame, one per event
    kFail,   // the puzzle's givens conflict: the next event is Exhausted
    kDone,
};

struct CellHouses {
    std::uint8_t row, col, box;  // house indices: row, 9 + column, 18 + box
};
constexpr std::array<CellHouses, kCells> make_cell_houses() {
    std::array<CellHouses, kCells> t{};
    for (int c = 0; c < kCells; ++c)
        t[c] = {std::uint8_t(row_of(c)), std::uint8_t(9 + col_of(c)), std::uint8_t(18 + box_of(c))};
    return t;
}
inline constexpr std::array<CellHouses, kCells> kCellHouses = make_cell_houses();

// Dancing links over the 324 x 729 exact-cover matrix of Sudoku. Node 0 is the root,
// 1..324 the column headers (81 cells, then row-digit, column-digit, box-digit), then
// four nodes per matrix row (cell * 9 + digit - 1), in that order.
constexpr int kDlxColumns = 324;
constexpr int kDlxRows = 729;
constexpr int kDlxNodes = 1 + kDlxColumns + 4 * kDlxRows;
constexpr int dlx_row_node(int cell, int digit) { return 1 + kDlxColumns + 4 * (cell * 9 + digit - 1); }

struct DlxLinks {
    std::array<std::uint16_t, kDlxNodes> l, r, u, d;
    std::array<std::uint16_t, kDlxColumns + 1> size;
};

// Column of every node and the matrix row (cell * 9 + digit - 1) of every row node.
struct DlxTables {
    std::array<std::uint16_t, kDlxNodes> column{};
    std::array<std::uint16_t, kDlxNodes> row{};
    DlxLinks empty{};  // the full matrix, nothing covered
    DlxTables();
};
const DlxTables& dlx_tables();

// Shared by the Mrv/Forward and Dlx loops, which differ only in how a level picks its
// branch and undoes it. `emit(kind, cell, digit)` forwards to ClassicSearch::emit (private).

// Calls step(frame of the current level) once per phase until the budget is spent, the
// search is done, or (kStop) an event whose kind is in `stop` was emitted.
template <bool kStop, class Step>
std::uint64_t run_steps(ClassicSearchState& s, std::uint64_t budget, EventMask stop, Step&& step) {
    SearchCounters& k = s.counters;
    const std::uint64_t start = k.steps, end = k.steps + budget;
    while (k.steps < end && s.phase != kDone) {
        const std::uint64_t before = k.steps;
        step(s.frames[k.depth]);
        if constexpr (kStop) {
            if (k.steps != before && (stop & event_bit(s.last_kind))) break;
        }
    }
    return k.steps - start;
}

// The helpers below serve ClassicSearch (ClassicSearchState) and GeometrySearch (GeometrySearchState), whose
// states share these field names.

// A step cap: trims `budget` to the steps left; false (and the search Capped) when none is.
template <class St>
bool cap_budget(St& s, std::uint64_t step_cap, std::uint64_t& budget) {
    if (!step_cap) return true;
    const std::uint64_t left = step_cap > s.counters.steps ? step_cap - s.counters.steps : 0;
    if (left == 0) {
        s.result = SearchResult::Capped;
        s.phase = kDone;
        return false;
    }
    if (left < budget) budget = left;
    return true;
}

// Every cell is filled: stop, or with all_solutions go_on() (the level continues as if failed).
template <class St, class Emit, class GoOn>
void step_solved_then(St& s, bool all_solutions, Emit&& emit, GoOn&& go_on) {
    ++s.counters.solutions;
    emit(EventKind::Solved, -1, 0);
    if (!all_solutions) {
        s.result = SearchResult::Solved;
        s.phase = kDone;
        return;
    }
    go_on();
}

// The same, for loops whose frame counts the candidates left in `a`.
template <class St, class Emit>
void step_solved(St& s, typename St::Frame& f, bool all_solutions, Emit&& emit) {
    step_solved_then(s, all_solutions, emit, [&] {
        f.a = 0;
        s.phase = kNext;
    });
}

// The level has nothing left to try: Exhausted at the root, else undo the parent's digit.
template <class St, class Emit>
void step_failed(St& s, Emit&& emit) {
    if (s.counters.depth == 0) {
        emit(EventKind::Exhausted, -1, 0);
        s.result = s.counters.solutions ? SearchResult::Solved : SearchResult::None;
        s.phase = kDone;
    } else {
        s.phase = kUndo;
    }
}

// f.cell and f.digit are chosen: Try, then place it.
template <class St, class Emit>
void step_try(St& s, const typename St::Frame& f, Emit&& emit) {
    ++s.counters.tries;
    ++s.heat[std::size_t(f.cell)];
    emit(EventKind::Try, f.cell, f.digit);
    s.phase = kPlace;
}

// f.digit is written in f.cell: Place, then enter the next level.
template <class St, class Emit>
void step_placed(St& s, const typename St::Frame& f, Emit&& emit) {
    SearchCounters& k = s.counters;
    ++k.placements;
    emit(EventKind::Place, f.cell, f.digit);
    if (++k.depth > k.max_depth) k.max_depth = k.depth;
    if (k.depth > s.window_max) s.window_max = k.depth;
    s.phase = kEnter;
}

// The parent's own digit is erased: back to the parent's next candidate.
template <class St>
void step_up(St& s) {
    if (--s.counters.depth < s.window_min) s.window_min = s.counters.depth;
    s.phase = kNext;
}

// Mrv/Forward: the blank cell with the fewest candidates (ties: the lowest), its candidates
// into f.a, and a DeadEnd when it has none (then true: an event was emitted).
template <class St, class Cand, class Emit>
bool choose_fewest(St& s, typename St::Frame& f, int cells, int digits, Cand&& candidates, Emit&& emit) {
    int best = -1, best_count = digits + 1;
    Mask best_mask = 0;
    for (int c = 0; c < cells && best_count > 1; ++c) {
        if (s.grid[std::size_t(c)]) continue;
        const Mask m = candidates(c);
        const int n = popcount(m);
        if (n < best_count) best = c, best_count = n, best_mask = m;
    }
    f.cell = decltype(f.cell)(best);
    f.digit = 0;
    f.a = best_mask;
    s.phase = kNext;
    if (best_mask) return false;
    ++s.counters.dead_ends;
    emit(EventKind::DeadEnd, best, 0);
    return true;
}

// What forward checking found at a level (Forward strategy): a cell or a house left with no
// place for a digit, or a naked or hidden single to write.
struct Forced {
    enum Kind { Nothing, DeadCell, DeadHouse, Naked, Hidden } kind = Nothing;
    int cell = -1, digit = 0, house = -1;
};

}  // namespace sudoku::search_detail

namespace sudoku {

// The 9x9 engine's writes and events, defined here so every strategy's loop inlines them
// (the loops live in separate files, which a unity build may put in separate batches).
inline void ClassicSearch::write(int cell, int digit, Origin how) {
    const search_detail::CellHouses& h = search_detail::kCellHouses[cell];
    Mask b = bit(digit);
    st_.grid[cell] = std::uint8_t(digit);
    st_.origin[cell] = how;
    st_.used[h.row] |= b;
    st_.used[h.col] |= b;
    st_.used[h.box] |= b;
    --st_.blanks_left;
}

inline void ClassicSearch::erase(int cell) {
    const search_detail::CellHouses& h = search_detail::kCellHouses[cell];
    Mask keep = Mask(~bit(st_.grid[cell]));
    st_.grid[cell] = 0;
    st_.origin[cell] = Origin::Blank;
    st_.used[h.row] &= keep;
    st_.used[h.col] &= keep;
    st_.used[h.box] &= keep;
    ++st_.blanks_left;
}

inline void ClassicSearch::emit(EventKind k, int cell, int digit, int house, Rule rule) {
    st_.last_kind = k;
    st_.last_cell = std::int8_t(cell);
    st_.last_digit = std::int8_t(digit);
    st_.last_house = std::int8_t(house);
    st_.last_rule = rule;
    ++st_.counters.steps;
}

struct ClassicSearch::Dlx {
    search_detail::DlxLinks now;   // the live matrix
    search_detail::DlxLinks base;  // after covering the givens: where load() starts from

    void cover(int c);
    void uncover(int c);
    void cover_others(int node);    // the other columns of node's row, left to right
    void uncover_others(int node);  // the same, undone right to left
};

}  // namespace sudoku
