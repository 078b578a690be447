// Cross-checks of the solvers (sudoku check-consistency): the fast solver, the classic
// search, the resumable search strategies and the logic engine must agree on every
// puzzle, and generated puzzles must be unique by independent counters.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "core/generate/generator.h"
#include "core/grid/grid.h"

namespace sudoku::cli {

struct ConsistencyLimits {
    std::uint64_t classic_steps = 4'000'000;  // classic search to its first solution; capped: skipped
    std::uint64_t search_steps = 2'000'000;   // each strategy counting to 2; capped: skipped
};

// What was checked (a capped run counts under skipped_*, not as checked).
struct ConsistencyTally {
    std::uint64_t puzzles = 0, unique = 0, multiple = 0, none = 0;
    std::uint64_t classic = 0, skipped_classic = 0;
    std::uint64_t search[4] = {}, skipped_search[4] = {};  // per Strategy
    std::uint64_t logic_solved = 0, logic_stuck = 0;
    std::uint64_t logic_trial = 0;  // solved, but with a trial step (search, not a chain)
    // Every step of every logic path checked against the solution (puzzles with one
    // solution; uniqueness techniques assume one, so other puzzles are skipped and counted).
    std::uint64_t logic_steps = 0, logic_not_unique = 0;
    std::uint64_t level_match = 0;  // generated puzzles graded at the level asked for
    std::uint64_t disagreements = 0;
    void add(const ConsistencyTally& o);
};

// Called with one line per disagreement: what disagreed, with the puzzle.
using Report = std::function<void(const std::string&)>;

// Checks one puzzle (conflict-free givens).
void check_puzzle(const Grid& puzzle, const ConsistencyLimits& limits, ConsistencyTally& t, const Report& report);

// Generates a puzzle and checks it is unique per the fast, classic and DLX counters, that
// the fast solver finds the generator's solution and that it grades at the level asked.
void check_generated(const GeneratorOptions& options, const ConsistencyLimits& limits, ConsistencyTally& t,
                     const Report& report);

// "puzzles=1465 unique=1465 ... disagreements=0": key=value pairs for scripts.
std::string format_tally(const ConsistencyTally& t);

}  // namespace sudoku::cli
