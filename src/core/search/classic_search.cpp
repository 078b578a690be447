// ClassicSearch: construction, restart, snapshot/restore, dispatch to the strategy loops, and
// reading the state. The loops live in classic_search_backtracking.cpp, classic_search_mrv.cpp, classic_search_dlx.cpp.
#include "core/search/classic_search.h"

#include <algorithm>

#include "core/search/search_internal.h"

namespace sudoku {

using namespace search_detail;

ClassicSearch::ClassicSearch(const Grid& puzzle, Strategy strategy, SearchOptions options)
    : puzzle_(puzzle), strategy_(strategy), options_(options) {
    conflicting_ = !find_conflicts(puzzle).empty();
    for (int c = 0; c < kCells; ++c)
        if (!puzzle[c]) blanks_[blank_count_++] = std::uint8_t(c);
    if (strategy == Strategy::Dlx) dlx_ = std::make_unique<Dlx>();
    restart();
}

ClassicSearch::ClassicSearch(const ClassicSearch& o)
    : puzzle_(o.puzzle_), strategy_(o.strategy_), options_(o.options_), conflicting_(o.conflicting_),
      blank_count_(o.blank_count_), blanks_(o.blanks_), st_(o.st_),
      dlx_(o.dlx_ ? std::make_unique<Dlx>(*o.dlx_) : nullptr) {}

ClassicSearch& ClassicSearch::operator=(const ClassicSearch& o) {
    if (this != &o) *this = ClassicSearch(o);
    return *this;
}

ClassicSearch::ClassicSearch(ClassicSearch&&) noexcept = default;
ClassicSearch& ClassicSearch::operator=(ClassicSearch&&) noexcept = default;
ClassicSearch::~ClassicSearch() = default;

void ClassicSearch::restart() {
    st_ = ClassicSearchState{};
    for (int c = 0; c < kCells; ++c) {
        st_.grid[c] = puzzle_[c];
        if (!puzzle_[c]) continue;
        st_.origin[c] = Origin::Given;
        const CellHouses& h = kCellHouses[c];
        Mask b = bit(puzzle_[c]);
        st_.used[h.row] |= b;
        st_.used[h.col] |= b;
        st_.used[h.box] |= b;
    }
    st_.blanks_left = blank_count_;
    if (conflicting_) {
        st_.phase = kFail;
        return;
    }
    if (strategy_ == Strategy::Classic) {
        st_.phase = kNext;
        st_.frames[0].cell = blanks_[0];
        return;
    }
    st_.phase = kEnter;
    if (dlx_) {
        Dlx& x = *dlx_;
        x.now = dlx_tables().empty;
        for (int c = 0; c < kCells; ++c)
            if (puzzle_[c]) {
                int node = dlx_row_node(c, puzzle_[c]);
                x.cover(dlx_tables().column[node]);
                x.cover_others(node);
            }
        x.base = x.now;
    }
}

void ClassicSearch::load(const ClassicSearchState& s) {
    st_ = s;
    if (dlx_) dlx_rebuild();
}

std::uint64_t ClassicSearch::run(std::uint64_t max_events) { return run_any(max_events, 0); }

std::uint64_t ClassicSearch::run_until(std::uint64_t max_events, EventMask stop) { return run_any(max_events, stop); }

Event ClassicSearch::step() {
    return run_any(1, 0) ? last_event() : Event{};
}

std::uint64_t ClassicSearch::run_any(std::uint64_t budget, EventMask stop) {
    if (finished() || budget == 0) return 0;
    if (!search_detail::cap_budget(st_, options_.step_cap, budget)) return 0;
    std::uint64_t n = 0;
    if (st_.phase == kFail) {
        emit(EventKind::Exhausted);
        st_.result = SearchResult::None;
        st_.phase = kDone;
        n = 1;
    } else {
        switch (strategy_) {
        case Strategy::Classic: n = stop ? run_classic<true>(budget, stop) : run_classic<false>(budget, 0); break;
        case Strategy::Mrv:
        case Strategy::Forward: n = stop ? run_mrv<true>(budget, stop) : run_mrv<false>(budget, 0); break;
        case Strategy::Dlx: n = stop ? run_dlx<true>(budget, stop) : run_dlx<false>(budget, 0); break;
        }
    }
    if (!finished() && options_.step_cap && st_.counters.steps >= options_.step_cap) {
        st_.result = SearchResult::Capped;
        st_.phase = kDone;
    }
    return n;
}

Grid ClassicSearch::grid() const {
    Grid g;
    g.cells = st_.grid;
    return g;
}

Mask ClassicSearch::candidates(int cell) const {
    if (st_.grid[cell]) return 0;
    const CellHouses& h = kCellHouses[cell];
    return Mask(kAllDigits & ~(st_.used[h.row] | st_.used[h.col] | st_.used[h.box]));
}

Event ClassicSearch::last_event() const {
    Event e;
    e.kind = st_.last_kind;
    e.cell = st_.last_cell;
    e.digit = st_.last_digit;
    e.house = st_.last_house;
    e.rule = st_.last_rule;
    if (e.kind == EventKind::Reject) {
        // The grid is unchanged since the check: find the cell that rejected the digit,
        // scanning as the seeds do (row, then column, then box, each in reading order).
        const CellHouses& h = kCellHouses[e.cell];
        for (int house : {int(h.row), int(h.col), int(h.box)})
            for (int other : house_cells()[house])
                if (st_.grid[other] == e.digit) {
                    e.by = std::int8_t(other);
                    e.house = std::int8_t(house);
                    return e;
                }
    }
    return e;
}

}  // namespace sudoku
