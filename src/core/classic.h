// The seeds' textbook backtracking, kept faithful as a reference and for teaching:
// take the first blank cell in row-major order, try digits 1..9 in turn, check the row,
// column and box by looping over them, recurse, and reset the cell to 0 on failure.
// It stops at the first solution. A step cap makes pathological puzzles end with
// "gave up after N steps" instead of running for hours.
#pragma once
#include <cstdint>
#include <string>

#include "grid.h"

namespace sudoku {

struct ClassicStats {
    std::uint64_t tries = 0;       // (cell, digit) validity checks; one step each
    std::uint64_t placements = 0;  // digits written after a passing check
    std::uint64_t backtracks = 0;  // written digits erased after the search below them failed
};

enum class ClassicStatus { solved, no_solution, gave_up, invalid };

struct ClassicResult {
    ClassicStatus status = ClassicStatus::no_solution;
    // solved: the solution; no_solution: the puzzle (every placement was erased);
    // gave_up: the grid as the search left it; invalid: the puzzle.
    Grid grid;
    ClassicStats stats;
};

constexpr std::uint64_t kClassicDefaultSteps = 100'000'000;

// The seeds' check: `digit` is absent from the row, the column and the box of `cell`.
bool classic_can_place(const Grid& g, int cell, int digit);

// Gives up once `max_steps` tries have been made. Givens that conflict answer `invalid`
// at once (the seeds did not check them; searching such a grid proves nothing).
ClassicResult solve_classic(const Grid& puzzle, std::uint64_t max_steps = kClassicDefaultSteps);

// "solved after 4 tries, 3 placements, 0 backtracks", "no solution (...)",
// "gave up after 1000 steps (...)", "invalid givens".
std::string describe(const ClassicResult& r);

}  // namespace sudoku
