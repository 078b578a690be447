// The commands' text for puzzles of any geometry (the JSON lines of docs/variants.md): the
// solution line, and a VariantStep as text and JSON.
#pragma once
#include <string>

#include "core/grid/puzzle_json.h"
#include "core/logic/variant_logic.h"

namespace sudoku::cli {

// One character per cell (1-9, A-G; '.' for a blank), row by row.
std::string cells_line(const Cells& cells);
// "<Technique> [<cells>]: <sentence> => r1c2=5, r3c4<>A", like the classic's hints.
std::string step_line(const Geometry& g, const VariantStep& s);
// {"technique", "key", "title", "text", "difficulty", "placements": [{cell, digit}], "eliminations": [...],
//  "highlights": [...], "houses": [...], "cages": [...]}; digits as numbers 1-16.
std::string step_json(const VariantStep& s);

}  // namespace sudoku::cli
