// Solving any puzzle: one entry point, solve(), for every geometry (4x4 to 16x16, jigsaw,
// diagonals, cages with or without a sum). It picks the fastest engine that applies:
//   - the 9x9 classic: the bit-parallel solver (bitboard_solver.h, also callable on a Grid);
//   - a geometry with cages: the killer search (killer_solver.h);
//   - any other geometry: a depth-first search on candidate masks, the cell with fewest
//     candidates first (solve_plain, here), also the reference the others are tested against.
// Also here: the candidates a grid's houses and cages allow (the first rule it breaks: grid/cells.h).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/cells.h"
#include "core/grid/geometry.h"
#include "core/grid/random.h"
#include "core/solve/bitboard_solver.h"

namespace sudoku {

struct Solutions {
    int count = 0;           // solutions found, at most the limit asked for
    Cells solution;          // the first one found (empty when none)
    Cells second;            // the second one found (limit >= 2), where the two differ tells why
    std::uint64_t nodes = 0; // cells tried (the 9x9 fast path: its guesses)
    bool gave_up = false;    // the node budget ran out first: count is then a lower bound
};

// Counts solutions up to `limit` (2 tells a unique puzzle from others). With `rng`, digits are
// tried in a random order (the generator's random full grids). `max_nodes` 0 = no budget.
// A cage with sum 0 has no sum: its digits only differ. The same givens give the same answer
// on every platform.
Solutions solve(const Geometry& g, const Cells& givens, int limit = 2, Rng* rng = nullptr,
                std::uint64_t max_nodes = 0);

// The plain depth-first search alone, never a specialised engine: the reference the tests
// check the bit-parallel and killer engines against.
Solutions solve_plain(const Geometry& g, const Cells& givens, int limit = 2, Rng* rng = nullptr,
                      std::uint64_t max_nodes = 0);

// Candidates of every blank cell from the filled ones (0 for filled cells): houses, and for
// cages the digits a cage can still use.
std::vector<Mask> cell_candidates(const Geometry& g, const Cells& cells);

}  // namespace sudoku
