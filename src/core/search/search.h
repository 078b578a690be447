// Resumable search that emits one event per step, for watching a solver work.
//
// [SECTION] Events: what one step reports
// [SECTION] Counters and options
// [SECTION] Search: create, advance by a budget, read the state, snapshot/restore
//
// The search keeps an explicit stack (no recursion), so it can stop after any event and
// resume on the next call: a UI calls run(budget) once per frame. Everything the search
// is, is one plain SearchState value: copying it is a checkpoint (see timeline.h).
// Deterministic: the same puzzle, strategy and options give the same event sequence.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/grid/grid.h"

namespace sudoku {

// Classic: the seeds' textbook backtracking: first blank in row-major order, digits 1..9
//          ascending, each checked against the row, then the column, then the box.
// Mrv:     fewest candidates first (ties: lowest cell), only candidate digits tried.
// Forward: Mrv plus forward checking and propagation of naked and hidden singles
//          (what the givens alone force is propagated once and never undone).
// Dlx:     Knuth's Algorithm X on dancing links, column with the fewest rows first.
enum class Strategy : std::uint8_t { Classic, Mrv, Forward, Dlx };
constexpr int kStrategies = 4;
const char* strategy_name(Strategy s);  // "classic", "mrv", "forward", "dlx"
bool parse_strategy(std::string_view name, Strategy& out);

// ---------------------------------------------------------------------------------------
// [SECTION] Events
// ---------------------------------------------------------------------------------------
enum class EventKind : std::uint8_t {
    None,       // no event yet (step 0)
    Try,        // cell, digit: the digit is being tried in the cell
    Reject,     // cell, digit, by, house: the check failed, `by` already holds the digit
    Place,      // cell, digit: written after a passing try (a branch of the search)
    Propagate,  // cell, digit, rule (house for hidden singles): written by a rule
    DeadEnd,    // cell with no candidate left, or (house, digit) with no place left
    Backtrack,  // cell, digit: erased; rule != None when it had been propagated
    Solved,     // every cell filled
    Exhausted,  // nothing left to try (no further solution)
};
constexpr int kEventKinds = 9;
using EventMask = unsigned;  // bit per EventKind, for run_until
constexpr EventMask event_bit(EventKind k) { return 1u << unsigned(k); }

enum class Rule : std::uint8_t { None, NakedSingle, HiddenSingle };

struct Event {
    EventKind kind = EventKind::None;
    std::int8_t cell = -1;   // -1 when the event has no cell
    std::int8_t digit = 0;   // 0 when the event has no digit
    std::int8_t by = -1;     // Reject: the conflicting cell
    std::int8_t house = -1;  // Reject: the house it shares; HiddenSingle, DeadEnd: the house
    Rule rule = Rule::None;
    bool operator==(const Event& o) const {
        return kind == o.kind && cell == o.cell && digit == o.digit && by == o.by && house == o.house &&
               rule == o.rule;
    }
    bool operator!=(const Event& o) const { return !(*this == o); }
};

// One line of `sudoku trace --events`: "try r1c2 4", "reject r1c2 4 by r1c5 row 1",
// "place r1c2 4", "propagate hidden-single r2c3 5 in box 1", "dead-end r4c4",
// "dead-end 7 in row 2", "backtrack r1c2 4", "backtrack r2c3 5 propagated", "solved".
std::string describe(const Event& e);
const char* event_kind_name(EventKind k);  // "try", "reject", ...

// ---------------------------------------------------------------------------------------
// [SECTION] Counters and options
// ---------------------------------------------------------------------------------------
struct SearchCounters {
    std::uint64_t steps = 0;         // events emitted so far (= the step index)
    std::uint64_t tries = 0;         // Try events: (cell, digit) checks
    std::uint64_t placements = 0;    // Place events: digits written after a passing try
    std::uint64_t backtracks = 0;    // placed digits erased after the search below failed
    std::uint64_t propagations = 0;  // Propagate events
    std::uint64_t undone = 0;        // propagated digits erased when backtracking
    std::uint64_t dead_ends = 0;     // DeadEnd events
    std::uint64_t solutions = 0;
    std::int32_t depth = 0;          // open branches (placed digits on the stack)
    std::int32_t max_depth = 0;
};

enum class SearchResult : std::uint8_t { Running, Solved, None, Capped };
const char* result_name(SearchResult r);  // "running", "solved", "none", "capped"

struct SearchOptions {
    std::uint64_t step_cap = 0;  // stop with result Capped after this many steps (0: none)
    bool all_solutions = false;  // go on after Solved until Exhausted (counts solutions)
};

// Where a cell's digit came from.
enum class Origin : std::uint8_t { Blank, Given, Placed, NakedSingle, HiddenSingle };

// ---------------------------------------------------------------------------------------
// [SECTION] Search
// ---------------------------------------------------------------------------------------
// The whole mutable state, a plain value (~2.3 KB). Opaque to callers: copy it with
// Search::save() and hand it back to load() on a Search of the same puzzle and strategy.
struct SearchState {
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

class Search {
public:
    // The puzzle should be conflict-free; one with conflicting givens has no solution and
    // its only event is Exhausted.
    Search(const Grid& puzzle, Strategy strategy, SearchOptions options = {});
    Search(const Search& o);
    Search& operator=(const Search& o);
    Search(Search&&) noexcept;
    Search& operator=(Search&&) noexcept;
    ~Search();

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

    const SearchState& save() const { return st_; }
    void load(const SearchState& s);

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
    SearchState st_;
    std::unique_ptr<Dlx> dlx_;  // links for Dlx (rebuilt by load), null for other strategies
};

}  // namespace sudoku
