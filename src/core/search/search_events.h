// The words of every watchable search (search.h): strategies, the events one step reports,
// counters, options, and the sentences of `sudoku trace --events`.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "core/grid/geometry.h"
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

// One step of a search on any geometry (up to 256 cells): `house` indexes
// Geometry::houses() (on the 9x9: 0-8 rows, 9-17 columns, 18-26 boxes); `cage` is the cage
// (Geometry::cages()) whose repeat or sum rejected a try, -1 otherwise.
struct Event {
    EventKind kind = EventKind::None;
    std::int16_t cell = -1;   // -1 when the event has no cell
    std::int16_t digit = 0;   // 0 when the event has no digit
    std::int16_t by = -1;     // Reject: the cell already holding the digit (-1 for a cage sum)
    std::int16_t house = -1;  // Reject: the house it shares; HiddenSingle, DeadEnd: the house
    Rule rule = Rule::None;
    std::int16_t cage = -1;   // Reject by a killer cage
    bool operator==(const Event& o) const {
        return kind == o.kind && cell == o.cell && digit == o.digit && by == o.by && house == o.house &&
               rule == o.rule && cage == o.cage;
    }
    bool operator!=(const Event& o) const { return !(*this == o); }
};

// One line of `sudoku trace --events`: "try r1c2 4", "reject r1c2 4 by r1c5 row 1",
// "place r1c2 4", "propagate hidden-single r2c3 5 in box 1", "dead-end r4c4",
// "dead-end 7 in row 2", "backtrack r1c2 4", "backtrack r2c3 5 propagated", "solved".
// That is the seeds' wording, kept for the 9x9 classic; on any geometry (digits 10-16 as
// A-G): "reject r1c2 4 by r1c5 in row 1", "reject r1c2 9 by the cage at r1c1 (sum 10)",
// "propagate hidden-single r2c3 5 in region 2". describe(g, e) picks the 9x9's on the classic.
std::string describe(const Event& e);
std::string describe(const Geometry& g, const Event& e);
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

// "" when the strategy works on the geometry, else why not ("dlx: ...killer cages...").
std::string strategy_error(const Geometry& g, Strategy s);

struct SearchOptions {
    std::uint64_t step_cap = 0;  // stop with result Capped after this many steps (0: none)
    bool all_solutions = false;  // go on after Solved until Exhausted (counts solutions)
};

// Where a cell's digit came from.
enum class Origin : std::uint8_t { Blank, Given, Placed, NakedSingle, HiddenSingle };

}  // namespace sudoku
