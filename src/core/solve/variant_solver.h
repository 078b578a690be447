// The solver for any geometry (sizes, jigsaw, X, killer): depth-first search on candidate
// masks, the cell with fewest candidates first, cages cut by the digit sets that can still
// make their sums. The 9x9 classic has its faster solver (solver.h); this one is the
// reference every variant engine (generator, grader, game) asks for solutions.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/geometry.h"
#include "core/grid/random.h"

namespace sudoku {

// One digit per cell of a geometry, row by row; 0 = blank.
using Cells = std::vector<std::uint8_t>;

struct VariantSolve {
    int count = 0;           // solutions found, at most the limit asked for
    Cells solution;          // the first one found (empty when none)
    Cells second;            // the second one found (limit >= 2), where the two differ tells why
    std::uint64_t nodes = 0; // cells tried
    bool gave_up = false;    // the node budget ran out first: count is then a lower bound
};

// Counts solutions up to `limit` (2 tells a unique puzzle from others). With `rng`, digits are
// tried in a random order (the generator's random full grids). `max_nodes` 0 = no budget.
// A cage with sum 0 has no sum: its digits only differ.
VariantSolve solve_variant(const Geometry& g, const Cells& givens, int limit = 2, Rng* rng = nullptr,
                           std::uint64_t max_nodes = 0);

// The plain search above without the killer propagation (killer_solver.h), which
// solve_variant() uses for geometries with cages: the reference the tests check it against.
VariantSolve solve_variant_plain(const Geometry& g, const Cells& givens, int limit = 2, Rng* rng = nullptr,
                                 std::uint64_t max_nodes = 0);

// The first rule the filled cells break, in reading order ("r1c1 and r1c5 both hold 7 in row 1",
// "cage at r3c4 holds 3, 5 and 9, more than its sum 15"), or "" when none.
std::string variant_conflict(const Geometry& g, const Cells& cells);

// Candidates of every blank cell from the filled ones (0 for filled cells): houses, and for
// killer the digits a cage can still use.
std::vector<Mask> variant_candidates(const Geometry& g, const Cells& cells);

}  // namespace sudoku
