// The watchable search's engine for any geometry (4x4 to 16x16, jigsaw, X, killer), with the
// strategies, events, counters and options of search_events.h; Search (search.h) runs it for
// every geometry but the 9x9 classic, whose fixed-table engine (classic_search.h) gives the
// same events faster. Resumable one event at a time, deterministic, and its whole state is
// one value (GeometrySearchState) so a Timeline can checkpoint and seek it.
//
// Rules per strategy (as in search_events.h, with the geometry's houses in Geometry::houses() order:
// rows, columns, regions, diagonals):
//   Classic: first blank in row-major order, digits 1..n ascending; a try is checked against
//            each house of the cell in that order, then (killer) its cage: a repeat in the
//            cage, or a sum the cage's blanks can no longer reach, rejects it.
//   Mrv:     fewest candidates first (ties: lowest cell); candidates respect houses and cages
//            (no repeat, and only digits that keep the cage's sum reachable).
//   Forward: Mrv plus forward checking and naked and hidden singles (hidden in houses only).
//   Dlx:     exact cover (one digit per cell, each digit once per house); not for killer
//            or rules beyond houses (strategy_error says so).
// Rules (rules.h): a try or a candidate must keep every rule's peers and props, with the filled
// cells as they are and the blanks open.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/grid/geometry.h"
#include "core/solve/solver.h"
#include "core/search/search_events.h"

namespace sudoku {

// The whole mutable state: opaque to callers (copy with save(), hand back to load() on a
// GeometrySearch of the same puzzle and strategy). Sized by the geometry, so a 4x4's
// checkpoints stay small.
struct GeometrySearchState {
    struct Frame {
        std::int32_t a = 0;  // Mrv/Forward: candidates left to try; Dlx: column
        std::int32_t b = 0;  // Dlx: current row node
        std::int16_t cell = 0;
        std::int16_t digit = 0;
        std::int16_t trail = 0;  // trail length before this frame's placement
    };
    std::vector<std::uint8_t> grid;
    std::vector<Origin> origin;
    std::vector<Mask> used;           // digits present per house (Geometry::houses() order)
    std::vector<Mask> cage_used;      // digits present per cage
    std::vector<std::int16_t> cage_sum, cage_filled;
    std::vector<Frame> frames;        // cells + 1
    std::vector<std::int16_t> trail;  // written cells in order (Mrv, Forward, Dlx)
    int trail_len = 0;
    std::uint8_t phase = 0;
    SearchResult result = SearchResult::Running;
    int blanks_left = 0;
    std::int32_t window_min = 0, window_max = 0;  // depth range since reset_depth_window()
    EventKind last_kind = EventKind::None;
    Event last;
    SearchCounters counters;
    std::vector<std::uint64_t> heat;       // tries + propagations per cell
    std::vector<std::uint64_t> erased_at;  // step of each cell's last erasure (0: never)
    std::size_t heap_bytes() const;        // what the vectors hold (for memory figures)
};

class GeometrySearch {
public:
    // The puzzle (g->cells() digits, 0 blank) should be conflict-free; one with conflicting
    // givens has no solution and its only event is Exhausted. A strategy the geometry does
    // not allow (strategy_error) behaves the same way.
    GeometrySearch(GeometryPtr geometry, const Cells& puzzle, Strategy strategy, SearchOptions options = {});
    GeometrySearch(const GeometrySearch& o);
    GeometrySearch& operator=(const GeometrySearch& o);
    GeometrySearch(GeometrySearch&&) noexcept;
    GeometrySearch& operator=(GeometrySearch&&) noexcept;
    ~GeometrySearch();

    using State = GeometrySearchState;
    using EventType = Event;

    std::uint64_t run(std::uint64_t max_events);
    std::uint64_t run_until(std::uint64_t max_events, EventMask stop);
    Event step();
    void restart();

    bool finished() const;
    SearchResult result() const;
    const SearchCounters& counters() const;
    std::uint64_t steps() const { return counters().steps; }
    Event last_event() const;

    const Geometry& geometry() const { return *geometry_; }
    const GeometryPtr& geometry_ptr() const { return geometry_; }
    const Cells& puzzle() const { return puzzle_; }
    Strategy strategy() const { return strategy_; }
    const SearchOptions& options() const { return options_; }
    Cells grid() const;
    std::uint8_t digit(int cell) const;
    Origin origin(int cell) const;
    bool is_given(int cell) const { return puzzle_[std::size_t(cell)] != 0; }
    Mask candidates(int cell) const;  // digits its houses and cage allow (0 when filled)
    const std::vector<std::uint64_t>& heat() const;  // tries + propagations per cell
    std::uint64_t erased_at(int cell) const;         // step of the cell's latest erasure (0: never)
    int depth() const { return counters().depth; }
    int branch_cell(int level) const;
    int branch_digit(int level) const;
    int window_min_depth() const;
    int window_max_depth() const;
    void reset_depth_window();

    const State& save() const { return st_; }
    void load(const State& s);

private:
    struct Impl;  // tables built from the geometry and the puzzle, shared by copies
    struct Dlx;   // the live links (copied with the search)
    std::uint64_t run_any(std::uint64_t budget, EventMask stop);
    bool step_once();  // one phase; true when it emitted an event
    bool step_classic();
    bool step_mrv();
    bool step_dlx();
    void write(int cell, int digit, Origin how);
    void erase(int cell);
    void emit(EventKind k, int cell = -1, int digit = 0, int house = -1, Rule rule = Rule::None, int by = -1,
              int cage = -1);
    Mask cage_allowed(int cage) const;
    Mask rule_allowed(int cell) const;  // digits the rules (peers and props) allow with the filled cells
    void look();                  // fills scratch_cage_ (killer) for the cells' candidates
    Mask looked(int cell) const;  // candidates of a blank cell after look()
    void dlx_reset();
    void dlx_rebuild();

    GeometryPtr geometry_;
    Cells puzzle_;
    Strategy strategy_;
    SearchOptions options_;
    State st_;
    std::shared_ptr<const Impl> impl_;
    std::unique_ptr<Dlx> dlx_;        // Dlx only
    std::vector<Mask> scratch_cand_;  // Forward: candidates of every cell, per look
    std::vector<Mask> scratch_cage_;  // cage_allowed of every cage, per look
    std::vector<Mask> scratch_rule_;  // rule_allowed of every blank cell, per look (rules only)
};

}  // namespace sudoku
