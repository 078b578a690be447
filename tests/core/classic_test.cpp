#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "core/classic.h"
#include "core/solver.h"

using namespace sudoku;

namespace {

const char* kSeedExample = "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
const char* kSeedSolution = "732458619956173824184629537871564392643892751295317468329786145418235976567941283";

std::vector<std::string> easy_puzzles() {
    std::vector<std::string> out;
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/easy_puzzles.txt");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("classic: the seeds' example, counts pinned") {
    // Pinned from this implementation and cross-checked with an independent transcription
    // of the seeds' loop (same order: row-major first blank, digits 1..9, row/column/box).
    Grid puzzle = parse_grid(kSeedExample).grid;
    ClassicResult r = solve_classic(puzzle);
    REQUIRE(r.status == ClassicStatus::solved);
    CHECK(format_line(r.grid) == kSeedSolution);
    CHECK(r.stats.tries == 323663);
    CHECK(r.stats.placements == 35989);
    CHECK(r.stats.backtracks == 35932);
    // Every placement is kept or taken back: the 57 kept ones fill the blanks.
    CHECK(r.stats.placements - r.stats.backtracks == 81 - 24);
    CHECK(describe(r) == "solved after 323663 tries, 35989 placements, 35932 backtracks");
}

TEST_CASE("classic: hand-checkable counts on a grid with one blank") {
    Grid g = parse_grid(kSeedSolution).grid;
    g[0] = 0;  // r1c1 must be 7: digits 1..6 fail their check, 7 passes
    ClassicResult r = solve_classic(g);
    CHECK(r.status == ClassicStatus::solved);
    CHECK(r.stats.tries == 7);
    CHECK(r.stats.placements == 1);
    CHECK(r.stats.backtracks == 0);
    CHECK(r.grid[0] == 7);
}

TEST_CASE("classic: the step cap gives up") {
    Grid puzzle = parse_grid(kSeedExample).grid;
    ClassicResult r = solve_classic(puzzle, 1000);
    CHECK(r.status == ClassicStatus::gave_up);
    CHECK(r.stats.tries == 1000);
    CHECK(describe(r).rfind("gave up after 1000 steps (", 0) == 0);
    // Exactly enough steps still solves it.
    CHECK(solve_classic(puzzle, 323663).status == ClassicStatus::solved);
    CHECK(solve_classic(puzzle, 323662).status == ClassicStatus::gave_up);
}

TEST_CASE("classic: no solution, and conflicting givens") {
    // The seed example with r3c7 = 4: no clash among the givens, yet unsolvable.
    Grid none = parse_grid("7.2.5.6.......3...1....94..8......9..43...75..9......8..97....5...2.......7.4.2.3").grid;
    ClassicResult r = solve_classic(none);
    CHECK(r.status == ClassicStatus::no_solution);
    CHECK(r.grid == none);  // every placement was taken back
    CHECK(r.stats.placements == r.stats.backtracks);
    CHECK(r.stats.tries == 152451);
    std::string clash = kSeedExample;
    clash[1] = '7';
    ClassicResult c = solve_classic(parse_grid(clash).grid);
    CHECK(c.status == ClassicStatus::invalid);
    CHECK(c.stats.tries == 0);
}

TEST_CASE("classic: the validity check loops over row, column and box") {
    Grid g = parse_grid(kSeedExample).grid;
    CHECK(!classic_can_place(g, 1, 7));   // row 1 has 7
    CHECK(!classic_can_place(g, 1, 9));   // column 2 has 9 (r6c2)
    CHECK(!classic_can_place(g, 10, 1));  // box 1 has 1 (r3c1)
    CHECK(classic_can_place(g, 1, 3));
}

TEST_CASE("classic and fast agree on easy puzzles") {
    auto puzzles = easy_puzzles();
    REQUIRE(puzzles.size() == 8);
    for (const auto& text : puzzles) {
        CAPTURE(text);
        Grid p = parse_grid(text).grid;
        ClassicResult c = solve_classic(p, 100000);
        SolveResult f = solve_fast(p);
        REQUIRE(c.status == ClassicStatus::solved);
        CHECK(f.count == 1);
        CHECK(c.grid == f.solution);
        CHECK(is_solution_of(c.grid, p));
    }
}
