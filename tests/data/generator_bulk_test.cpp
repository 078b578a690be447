// The bulk of the generator check (with tests/core/generator_test.cpp: 1,000 puzzles):
// each generated puzzle has one solution, grades at the level asked, and comes out the
// same when generated again from its seed.
#include <doctest/doctest.h>

#include "core/generate/generator.h"
#include "core/solve/solver.h"

using namespace sudoku;

TEST_CASE("740 generated puzzles across levels, symmetries and seeds") {
    int n = 0, failures = 0;
    const int per_level[kLevels] = {160, 160, 160, 160, 50, 50};  // master and extreme: the bank
    for (int l = 0; l < kLevels; ++l)
        for (int i = 0; i < per_level[l]; ++i) {
            GeneratorOptions o;
            o.seed = 5000000 + std::uint64_t(l) * 100000 + std::uint64_t(i) * 7919;
            o.level = Level(l);
            o.symmetry = Symmetry(i % 4);
            Generated r = generate(o);
            bool ok = solve_fast(r.puzzle, 2).count == 1 && grade(r.puzzle).level == o.level &&
                      is_symmetric(r.puzzle, o.symmetry) && is_solution_of(r.solution, r.puzzle) &&
                      generate(o).puzzle == r.puzzle;
            if (!ok && failures++ < 5) MESSAGE("seed " << o.seed << " level " << level_name(o.level) << ": " << format_line(r.puzzle));
            ++n;
        }
    CHECK(failures == 0);
    CHECK(n == 740);
}
