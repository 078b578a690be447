// The commands' text for puzzles of any geometry (the JSON lines of docs/variants.md): the
// solution line. Steps print as the classic's (format_step, step_json).
#pragma once
#include <string>

#include "core/grid/puzzle_json.h"

namespace sudoku::cli {

// One character per cell (1-9, A-G; '.' for a blank), row by row.
std::string cells_line(const Cells& cells);

}  // namespace sudoku::cli
