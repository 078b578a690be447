// Each rule kind's propagation, the one every engine runs (the solvers, the watchable search,
// the logic's constraint kind and forcing chains): a Prop (constraints.h) narrows the candidates of its
// own cells to the digits some filling of them that keeps the prop allows. Filters are sound (a
// digit of some solution is never removed) and cheap; where exactness would cost much they use
// bounds (sums where digits may repeat).
#pragma once
#include <string>
#include <vector>

#include "core/grid/geometry.h"

namespace sudoku {

// m[i]: the candidates of p.cells[i] (a filled cell: its digit's bit), narrowed in place; false
// when some cell is left with none (the prop cannot be kept).
bool prop_filter(const Prop& p, int n, Mask* m);

// Every prop of g over the whole candidate array (cells x masks) until nothing changes; false
// on a contradiction.
bool props_fixpoint(const Geometry& g, Mask* cand);

// The first rule the filled cells break ("the thermo at r1c1 is broken by r1c2 (3) and r1c3 (2)",
// "r2c2 and r3c4 both hold 5 (anti-knight)"), or "" when none: blanks may still take any digit.
std::string rule_conflict(const Geometry& g, const std::vector<std::uint8_t>& cells);

}  // namespace sudoku
