// For commands that need a proper puzzle (grade, hint): one solution, or a line saying
// why not, in the style of `solve`.
#pragma once
#include "input.h"

namespace sudoku::cli {

// True when the puzzle is well formed and has exactly one solution. Otherwise prints
// "invalid: <reason>", "none: ..." or "multiple: ..." and returns false.
bool require_unique(const PuzzleInput& p, Grid* solution = nullptr);

}  // namespace sudoku::cli
