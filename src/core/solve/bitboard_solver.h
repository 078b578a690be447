// The 9x9 classic's fast solver (the specialisation solve() in solver.h picks for it):
// band-oriented candidate bitmasks, propagation of singles (and locked candidates),
// branching on the cell with the fewest candidates, counting up to a limit. 9x9-only code
// (the classic generator, its bank, the benchmark) calls it on a Grid directly.
#pragma once
#include <cstdint>

#include "core/grid/grid.h"

namespace sudoku {

struct SolveResult {
    int count = 0;            // solutions found, at most the limit asked for
    Grid solution;            // the first solution found (valid when count > 0)
    Grid second;              // the second one (valid when count > 1)
    // Trial assignments at branch points. At each branch point every candidate but the
    // last is tried on a copy and counted; the last one is what is left, not a guess.
    std::uint64_t guesses = 0;
};

// Counts the solutions of `puzzle` up to `limit` (limit 2 answers "is it unique?").
// The puzzle must be conflict-free (see find_conflicts); a conflicting one answers 0.
// Deterministic: the same puzzle gives the same solution and guesses in every build
// (SIMD or portable, native or WebAssembly).
SolveResult solve_fast(const Grid& puzzle, int limit = 2);

}  // namespace sudoku
