// Shared by the generators' files: the 9x9 classic's (classic_generator.cpp,
// generator_*.cpp) and every other kind's (generator.cpp, generator_no_givens.cpp).
#pragma once
#include <vector>

#include "core/generate/classic_generator.h"
#include "core/generate/generator.h"
#include "core/grid/level.h"
#include "core/grid/random.h"
#include "core/logic/grade_any.h"

namespace sudoku {

// A random full grid by shuffled backtracking (restarts on the rare slow start).
Grid random_full_grid(Rng& rng);

namespace vgen {

// One puzzle of a variant made: its geometry, givens, solution and grade.
struct Attempt {
    GeometryPtr geometry;
    Cells givens, solution;
    VariantGrade grade;
};

// A 4-neighbour of cell c on an n x n grid (dir 0-3: up, down, left, right), or -1.
int neighbour(int n, int c, int dir);
// Cell lists (empty ones skipped) as cages with their sums in the solution, sorted by first cell.
std::vector<Cage> cages_of(const std::vector<std::vector<int>>& lists, const Cells& solution);

// The digging kinds with rules (generator_rules.cpp): the geometry whose full grids keep a
// whole-grid rule (the classic for the others), then the geometry with the marks read off
// the solution (the grid's own for whole-grid rules).
GeometryPtr rules_grid_geometry(GameRules rules);
GeometryPtr rules_marks_geometry(GameRules rules, const GeometryPtr& grid, const Cells& solution, Rng& rng);

// Killers without givens (generator_no_givens.cpp): grids tried per level, and one try
// (false when this grid does not get there in time).
int k0_attempts(Level target);
bool k0_try_no_givens(int n, Rng& rng, Attempt& out);

}  // namespace vgen
}  // namespace sudoku
