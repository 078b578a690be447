// The search for puzzles with cages (killer, killer X, cages with no sum), as the fastest
// killer solvers do it: candidate masks with propagation to a fixed point at every node, then
// a binary branch (a cell holds a digit, or not) on the tightest cell or house digit.
// Propagation: singles (naked and hidden); each cage and 45-rule cage (killer_rules.h) by the
// digit sets that make its sum, by bounds from the cells' smallest and largest candidates,
// exactly when two or three cells are open; a cage's required digits confined to it (any cell
// that sees all of a required digit's places loses that digit).
// solve() sends every geometry with cages here.
#pragma once
#include "core/solve/solver.h"

namespace sudoku {

Solutions solve_killer(const Geometry& g, const Cells& givens, int limit = 2, Rng* rng = nullptr,
                          std::uint64_t max_nodes = 0);

}  // namespace sudoku
