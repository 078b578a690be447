// The 9x9 classic's watchable search on fixed tables: the specialisation Search (search.h)
// picks for the 9x9, event for event what the search on any geometry does there, faster.
//
// The search keeps an explicit stack (no recursion), so it can stop after any event and
// resume on the next call: a UI calls run(budget) once per frame. Everything the search
// is, is one plain ClassicSearchState value: copying it is a checkpoint (see timeline.h).
// Deterministic: the same puzzle, strategy and options give the same event sequence.
#pragma once
#include <array>
#include <cstdint>
#include <memory>

#include "core/grid/grid.h"
#include "core/search/search_events.h"

namespace sudoku {

// The whole mutable state, a plain value (~2.3 KB). Opaque to callers: copy it with
// ClassicSearch::save() and hand it back to load() on a ClassicSearch of the same puzzle and strategy.
struct ClassicSearchState {
    struct Frame {
        std::uint16_t a = 0;  // Mrv/Forward: candidates left to try; Dlx: column
        std::uint16_t b = 0;  // Dlx: current row node
        std::uint8_t cell = 0;
        std::uint8_t digit = 0;
        std::uint8_t trail = 0;  // trail length before this frame's placement
        std::uint8_t pad = 0;
    };
    std::array<std::uint8_t, kCells> grid{};
    std::array<Origin, kCells> origin{};
    std::array<Mask, kHouses> used{};  // digits present per house (0-8 rows, 9-17 cols, 18-26 boxes)
    std::array<Frame, kCells + 1> frames{};
    std::array<std::uint8_t, kCells> trail{};  // written cells in order (Mrv, Forward, Dlx)
    std::uint8_t trail_len = 0;
    std::uint8_t phase = 0;
    SearchResult result = SearchResult::Running;
    std::uint8_t blanks_left = 0;
    std::int32_t window_min = 0, window_max = 0;  // depth range since reset_depth_window()
    // Last event, compact; Reject details are recomputed from the grid when read.
    EventKind last_kind = EventKind::None;
    std::int8_t last_cell = -1, last_digit = 0, last_house = -1;
    Rule last_rule = Rule::None;
    SearchCounters counters;
    std::array<std::uint64_t, kCells> heat{};       // tries + propagations per cell
    std::array<std::uint64_t, kCells> erased_at{};  // step of each cell's last erasure (0: never)
};

class ClassicSearch {
public:
    // The puzzle should be conflict-free; one with conflicting givens has no solution and
    // its only event is Exhausted.
    ClassicSearch(const Grid& puzzle, Strategy strategy, SearchOptions options = {});
    ClassicSearch(const ClassicSearch& o);
    ClassicSearch& operator=(const ClassicSearch& o);
    ClassicSearch(ClassicSearch&&) noexcept;
    ClassicSearch& operator=(ClassicSearch&&) noexcept;
    ~ClassicSearch();

    // Advances up to max_events events (fewer when the search finishes or hits the cap);
    // returns how many. Allocates nothing.
    std::uint64_t run(std::uint64_t max_events);
    // As run(), but stops right after an event whose kind is in `stop`.
    std::uint64_t run_until(std::uint64_t max_events, EventMask stop);
    // One event; returns it (kind None when already finished).
    Event step();
    void restart();

    bool finished() const { return st_.result != SearchResult::Running; }
    SearchResult result() const { return st_.result; }
    const SearchCounters& counters() const { return st_.counters; }
    std::uint64_t steps() const { return st_.counters.steps; }
    Event last_event() const;

    const Grid& puzzle() const { return puzzle_; }
    Strategy strategy() const { return strategy_; }
    const SearchOptions& options() const { return options_; }
    Grid grid() const;
    std::uint8_t digit(int cell) const { return st_.grid[cell]; }
    Origin origin(int cell) const { return st_.origin[cell]; }
    bool is_given(int cell) const { return puzzle_[cell] != 0; }
    Mask candidates(int cell) const;  // digits not in the cell's houses (0 when filled)
    // How often each cell was visited: tries in it plus digits propagated into it.
    const std::array<std::uint64_t, kCells>& heat() const { return st_.heat; }
    // Step index of the cell's latest erasure (0: never), for fading backtrack traces.
    std::uint64_t erased_at(int cell) const { return st_.erased_at[cell]; }
    // The open branches, root first: level i placed digit branch_digit(i) in branch_cell(i).
    int depth() const { return st_.counters.depth; }
    int branch_cell(int level) const { return st_.frames[level].cell; }
    int branch_digit(int level) const { return st_.frames[level].digit; }

    // Lowest and highest depth since the last reset, for a depth-over-time plot.
    int window_min_depth() const { return st_.window_min; }
    int window_max_depth() const { return st_.window_max; }
    void reset_depth_window() { st_.window_min = st_.window_max = st_.counters.depth; }

    const ClassicSearchState& save() const { return st_; }
    void load(const ClassicSearchState& s);

private:
    struct Dlx;
    template <bool kStop> std::uint64_t run_classic(std::uint64_t budget, EventMask stop);
    template <bool kStop> std::uint64_t run_mrv(std::uint64_t budget, EventMask stop);
    template <bool kStop> std::uint64_t run_dlx(std::uint64_t budget, EventMask stop);
    std::uint64_t run_any(std::uint64_t budget, EventMask stop);
    void write(int cell, int digit, Origin how);
    void erase(int cell);
    void emit(EventKind k, int cell = -1, int digit = 0, int house = -1, Rule rule = Rule::None);
    void dlx_rebuild();

    Grid puzzle_;
    Strategy strategy_;
    SearchOptions options_;
    bool conflicting_ = false;
    std::uint8_t blank_count_ = 0;
    std::array<std::uint8_t, kCells + 1> blanks_{};  // Classic: blank cells in row-major order
    ClassicSearchState st_;
    std::unique_ptr<Dlx> dlx_;  // links for Dlx (rebuilt by load), null for other strategies
};

}  // namespace sudoku
