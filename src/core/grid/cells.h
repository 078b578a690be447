// The digits of a grid of any geometry as one row-by-row list, and the first rule such a
// list breaks: what the text forms check and every engine above them reads.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/geometry.h"

namespace sudoku {

// One digit per cell of a geometry, row by row; 0 = blank.
using Cells = std::vector<std::uint8_t>;

// The first rule the filled cells break, in reading order ("r1c1 and r1c5 both hold 7 in row 1",
// "cage at r3c4 holds 3, 5 and 9, more than its sum 15"), or "" when none.
std::string first_conflict(const Geometry& g, const Cells& cells);

}  // namespace sudoku
