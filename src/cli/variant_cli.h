// The commands' answers for puzzles of other variants than the 9x9 classic (JSON lines,
// docs/variants.md): uniqueness and the solution line. Their steps print as the classic's
// (format_step, step_json).
#pragma once
#include <string>

#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/solve/variant_solver.h"

namespace sudoku::cli {

// "none: ..." or "multiple: ..." like the classic's, or "" with `solution` set.
std::string variant_problem(const PuzzleText& t, Cells* solution = nullptr);
// One character per cell (1-9, A-G; '.' for a blank), row by row.
std::string variant_cells_line(const Cells& cells);

}  // namespace sudoku::cli
