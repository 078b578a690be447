#include "unique.h"

#include <cstdio>

#include "core/solver.h"

namespace sudoku::cli {

bool require_unique(const PuzzleInput& p, Grid* solution) {
    if (!p.ok) {
        std::printf("invalid: %s\n", p.error.c_str());
        return false;
    }
    SolveResult r = solve_fast(p.grid, 2);
    if (r.count == 0) std::puts("none: the puzzle has no solution");
    else if (r.count > 1) std::puts("multiple: the puzzle has more than one solution");
    else if (solution) *solution = r.solution;
    return r.count == 1;
}

}  // namespace sudoku::cli
