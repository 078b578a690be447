#include <doctest/doctest.h>

#include <string>

#include "core/solve/solver.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {

// Hardest-list puzzle (many guesses), and a 17-clue one.
const char* kHard = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
const char* k17 = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

Grid grid(const std::string& text) {
    auto r = parse_grid(text);
    REQUIRE(r.ok);
    return r.grid;
}

// Blanks a rectangle a b / b a of the solution that spans two boxes: both ways of
// filling it are valid, so the puzzle has exactly two solutions.
Grid two_solutions() {
    Grid g = parse_grid(kSeedSolution).grid;
    for (int r1 = 0; r1 < 9; ++r1)
        for (int r2 = r1 + 1; r2 < 9 && r2 / 3 == r1 / 3; ++r2)
            for (int c1 = 0; c1 < 9; ++c1)
                for (int c2 = c1 + 1; c2 < 9; ++c2)
                    if (c1 / 3 != c2 / 3 && g[r1 * 9 + c1] == g[r2 * 9 + c2] && g[r1 * 9 + c2] == g[r2 * 9 + c1]) {
                        g[r1 * 9 + c1] = g[r1 * 9 + c2] = g[r2 * 9 + c1] = g[r2 * 9 + c2] = 0;
                        return g;
                    }
    FAIL("no swappable rectangle");
    return g;
}

}  // namespace

TEST_CASE("fast solver: unique puzzles give their solution") {
    for (const std::string& text : {kSeed, std::string(kHard), std::string(k17)}) {
        CAPTURE(text);
        Grid puzzle = grid(text);
        SolveResult r = solve_fast(puzzle);
        CHECK(r.count == 1);
        CHECK(is_solution_of(r.solution, puzzle));
    }
    CHECK(format_line(solve_fast(grid(kSeed)).solution) == kSeedSolution);
    // Pinned: the branching heuristic decides this figure, and every build (SIMD or not,
    // native or WebAssembly) must give the same; update it when the heuristic changes.
    CHECK(solve_fast(grid(kHard)).guesses == 83);
}

TEST_CASE("fast solver: a full grid is its own solution, without guessing") {
    Grid full = grid(kSeedSolution);
    SolveResult r = solve_fast(full);
    CHECK(r.count == 1);
    CHECK(r.solution == full);
    CHECK(r.guesses == 0);
}

TEST_CASE("fast solver: counts up to the limit") {
    Grid empty;
    CHECK(solve_fast(empty, 1).count == 1);
    CHECK(is_solved(solve_fast(empty, 1).solution));
    CHECK(solve_fast(empty).count == 2);
    CHECK(solve_fast(empty, 100).count == 100);
    Grid two = two_solutions();
    CHECK(two.count_filled() == 77);
    SolveResult r = solve_fast(two, 5);
    CHECK(r.count == 2);
    CHECK(is_solution_of(r.solution, two));
    CHECK(is_solution_of(r.second, two));  // the other one, kept too
    CHECK(r.second != r.solution);
    CHECK(r.guesses >= 1);
    Grid serg = grid("8.........95.......76.........426798...571243...893165......916....3.487....1.532");
    SolveResult m = solve_fast(serg, 2);
    CHECK(m.count == 2);
    CHECK(is_solution_of(m.solution, serg));
    CHECK(is_solution_of(m.second, serg));
    CHECK(m.second != m.solution);
    CHECK(solve_fast(serg, 1).count == 1);
    CHECK(solve_fast(serg, 0).count == 0);
}

TEST_CASE("fast solver: no solution, with and without an immediate conflict") {
    Grid none = grid(kSeedNone);
    CHECK(find_conflicts(none).empty());
    CHECK(solve_fast(none).count == 0);
    // r1c9 sees 1-8 in its row and the 9 of r2c9 in its box: no candidate left.
    Grid dead = grid("12345678.........9...............................................................");
    CHECK(find_conflicts(dead).empty());
    CHECK(candidates(dead, 8) == 0);
    CHECK(solve_fast(dead).count == 0);
    // Conflicting givens answer 0 (callers report them through find_conflicts first).
    std::string clash = kSeed;
    clash[1] = '7';
    CHECK(solve_fast(grid(clash)).count == 0);
    Grid column;
    column[0] = column[9 * 8] = 4;
    CHECK(solve_fast(column).count == 0);
}

TEST_CASE("fast solver: the same answers under the 81 cells' symmetries") {
    // Transposing the grid must not change the count; the solution transposes too.
    Grid p = grid(kHard), t;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) t[c * 9 + r] = p[r * 9 + c];
    SolveResult a = solve_fast(p), b = solve_fast(t);
    REQUIRE(a.count == 1);
    REQUIRE(b.count == 1);
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) CHECK(b.solution[c * 9 + r] == a.solution[r * 9 + c]);
}
