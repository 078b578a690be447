// The watchable search: one solver working a puzzle of any geometry step by step, emitting one
// event per step (search_events.h), for the page's Watch mode and `sudoku trace`.
//
//   Search s(geometry, givens, Strategy::Mrv);
//   while (!s.finished()) { s.run(4000); show(s.grid(), s.last_event()); }   // one call a frame
//
// It picks its engine from the geometry: the 9x9 classic runs on fixed tables
// (classic_search.h), every other geometry (sizes 4-16, jigsaw, diagonals, cages) on the
// engine for any houses (geometry_search.h). Both give the same events on the 9x9; the
// choice only changes the speed. Resumable after any event, deterministic, and its state is
// one value: save() is a checkpoint a Timeline keeps (timeline.h), load() goes back to it.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "core/search/classic_search.h"
#include "core/search/geometry_search.h"

namespace sudoku {

// A checkpoint of a Search: opaque to callers; hand it back to load() on a Search of the same
// puzzle and strategy.
struct SearchState {
    std::vector<ClassicSearchState> classic;  // the 9x9 engine's (one), else empty
    GeometrySearchState any;                  // the engine for any geometry's
    std::size_t heap_bytes() const;           // what the vectors hold (for memory figures)
};

class Search {
public:
    // The puzzle (g->cells() digits, 0 blank) should be conflict-free; one with conflicting
    // givens has no solution and its only event is Exhausted. A strategy the geometry does not
    // allow (strategy_error) behaves the same way.
    Search(GeometryPtr geometry, const Cells& puzzle, Strategy strategy, SearchOptions options = {});
    // The 9x9 classic.
    Search(const Grid& puzzle, Strategy strategy, SearchOptions options = {});

    using State = SearchState;

    // Advances up to max_events events (fewer when the search finishes or hits the cap);
    // returns how many. run_until also stops right after an event whose kind is in `stop`.
    std::uint64_t run(std::uint64_t max_events) { return classic_ ? classic_->run(max_events) : any_->run(max_events); }
    std::uint64_t run_until(std::uint64_t max_events, EventMask stop) {
        return classic_ ? classic_->run_until(max_events, stop) : any_->run_until(max_events, stop);
    }
    // One event; returns it (kind None when already finished).
    Event step() { return classic_ ? classic_->step() : any_->step(); }
    void restart() { classic_ ? classic_->restart() : any_->restart(); }

    bool finished() const { return classic_ ? classic_->finished() : any_->finished(); }
    SearchResult result() const { return classic_ ? classic_->result() : any_->result(); }
    const SearchCounters& counters() const { return classic_ ? classic_->counters() : any_->counters(); }
    std::uint64_t steps() const { return counters().steps; }
    Event last_event() const { return classic_ ? classic_->last_event() : any_->last_event(); }

    const Geometry& geometry() const { return *geometry_; }
    const GeometryPtr& geometry_ptr() const { return geometry_; }
    const Cells& puzzle() const { return puzzle_; }
    Strategy strategy() const { return strategy_; }
    const SearchOptions& options() const { return options_; }
    Cells grid() const;
    std::uint8_t digit(int cell) const { return classic_ ? classic_->digit(cell) : any_->digit(cell); }
    Origin origin(int cell) const { return classic_ ? classic_->origin(cell) : any_->origin(cell); }
    bool is_given(int cell) const { return puzzle_[std::size_t(cell)] != 0; }
    // Digits its houses (and cage) allow (0 when filled).
    Mask candidates(int cell) const { return classic_ ? classic_->candidates(cell) : any_->candidates(cell); }
    // How often the cell was visited: tries in it plus digits propagated into it.
    std::uint64_t heat(int cell) const {
        return classic_ ? classic_->heat()[std::size_t(cell)] : any_->heat()[std::size_t(cell)];
    }
    // Step index of the cell's latest erasure (0: never), for fading backtrack traces.
    std::uint64_t erased_at(int cell) const { return classic_ ? classic_->erased_at(cell) : any_->erased_at(cell); }
    // The open branches, root first: level i placed digit branch_digit(i) in branch_cell(i).
    int depth() const { return counters().depth; }
    int branch_cell(int level) const { return classic_ ? classic_->branch_cell(level) : any_->branch_cell(level); }
    int branch_digit(int level) const { return classic_ ? classic_->branch_digit(level) : any_->branch_digit(level); }
    // Lowest and highest depth since the last reset, for a depth-over-time plot.
    int window_min_depth() const { return classic_ ? classic_->window_min_depth() : any_->window_min_depth(); }
    int window_max_depth() const { return classic_ ? classic_->window_max_depth() : any_->window_max_depth(); }
    void reset_depth_window() { classic_ ? classic_->reset_depth_window() : any_->reset_depth_window(); }

    State save() const;
    void load(const State& s);

private:
    GeometryPtr geometry_;
    Cells puzzle_;
    Strategy strategy_;
    SearchOptions options_;
    std::optional<ClassicSearch> classic_;  // the 9x9 classic's engine, or
    std::optional<GeometrySearch> any_;     // any other geometry's
};

}  // namespace sudoku
