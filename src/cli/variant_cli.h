// The commands' answers for puzzles of other variants than the 9x9 classic (JSON lines,
// docs/variants.md): uniqueness, the solution line, and steps as text and JSON.
#pragma once
#include <string>

#include "core/grid/puzzle_json.h"
#include "core/logic/variant_logic.h"

namespace sudoku::cli {

// "none: ..." or "multiple: ..." like the classic's, or "" with `solution` set.
std::string variant_problem(const PuzzleText& t, Cells* solution = nullptr);
// One character per cell (1-9, A-G; '.' for a blank), row by row.
std::string variant_cells_line(const Cells& cells);
// "<Technique> [<cells>]: <sentence> => r1c2=5, r3c4<>A", like the classic's hints.
std::string variant_step_line(const Geometry& g, const VariantStep& s);
// {"technique", "key", "title", "text", "difficulty", "placements": [{cell, digit}], "eliminations": [...],
//  "highlights": [...], "houses": [...], "cages": [...]}; digits as numbers 1-16.
std::string variant_step_json(const VariantStep& s);

}  // namespace sudoku::cli
