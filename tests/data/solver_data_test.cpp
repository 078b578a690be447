// The fast solver over the shared benchmark sets: every answer is checked.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "core/solve/solver.h"
#include "data_sets.h"

using namespace sudoku;

namespace {

// Solves each puzzle counting to 2; returns how many were not uniquely solved with a
// checked solution.
int unsolved_or_wrong(const std::vector<std::string>& lines, std::size_t step = 1) {
    int failures = 0;
    for (std::size_t i = 0; i < lines.size(); i += step) {
        auto p = parse_grid(lines[i]);
        SolveResult r = solve_fast(p.grid, 2);
        if (!p.ok || r.count != 1 || !is_solution_of(r.solution, p.grid)) {
            if (failures++ < 5) MESSAGE("line " << i + 1 << ": count " << r.count << " " << lines[i]);
        }
    }
    return failures;
}

}  // namespace

TEST_CASE("every magictour top1465 puzzle is solved, uniquely, and checked") {
    auto lines = read_data_set("puzzles3_magictour_top1465");
    REQUIRE(lines.size() == 1465);
    CHECK(unsolved_or_wrong(lines) == 0);
}

TEST_CASE("a sample of the 17-clue puzzles is solved and checked") {
    auto lines = read_data_set("puzzles2_17_clue");
    REQUIRE(lines.size() == 49158);
    CHECK(unsolved_or_wrong(lines, 7) == 0);  // every 7th: 7,023 puzzles
}

TEST_CASE("a sample of the hardest puzzles is solved and checked") {
    auto lines = read_data_set("puzzles5_forum_hardest_1905_11+", 2000);
    REQUIRE(lines.size() == 2000);
    CHECK(unsolved_or_wrong(lines) == 0);
}

TEST_CASE("every serg benchmark puzzle has two or more solutions") {
    auto lines = read_data_set("puzzles7_serg_benchmark");
    REQUIRE(lines.size() == 10000);
    int wrong = 0;
    for (const auto& line : lines) {
        auto p = parse_grid(line);
        SolveResult r = solve_fast(p.grid, 2);
        // The first solution found is still a real one.
        if (!p.ok || r.count != 2 || !is_solution_of(r.solution, p.grid)) ++wrong;
    }
    CHECK(wrong == 0);
}

TEST_CASE("sudoku solve answers `multiple` for every serg benchmark puzzle") {
    std::string cmd = std::string(SUDOKU_CLI) + " solve " + data_dir() + "/puzzles7_serg_benchmark";
    FILE* p = popen(cmd.c_str(), "r");
    REQUIRE(p != nullptr);
    char line[256];
    int multiple = 0, other = 0;
    while (std::fgets(line, sizeof line, p)) (std::string(line) == "multiple\n" ? multiple : other)++;
    CHECK(pclose(p) == 0);
    CHECK(multiple == 10000);
    CHECK(other == 0);
}
