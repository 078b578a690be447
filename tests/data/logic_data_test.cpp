// The grader over the shared data sets: every step of every path keeps the solution's
// digits (checked against the fast solver), and each set grades as its source says.
#include <doctest/doctest.h>

#include <string>

#include "core/logic/grader.h"
#include "core/solve/solver.h"
#include "data_sets.h"

using namespace sudoku;

namespace {

struct Histogram {
    int levels[kLevels] = {};
    int unsound = 0, wrong_end = 0, stuck = 0;
};

// Grades every `step`-th puzzle with its path and checks each step against the solution.
Histogram grade_sample(const std::string& set, std::size_t count, std::size_t step) {
    Histogram h;
    auto lines = read_data_set(set);
    REQUIRE(lines.size() >= count);
    for (std::size_t i = 0; i < count; i += step) {
        Grid p = parse_grid(lines[i]).grid;
        auto solved = solve_fast(p, 2);
        REQUIRE(solved.count == 1);
        Grade g = grade(p, {true, kHardestTechnique, TechniqueSet::All});
        ++h.levels[int(g.level)];
        h.stuck += g.stuck;
        for (const auto& s : g.path) {
            bool bad = false;
            for (auto e : s.eliminations) bad = bad || solved.solution[e.cell] == e.digit;
            for (auto x : s.placements) bad = bad || solved.solution[x.cell] != x.digit;
            if (bad && h.unsound++ < 3) MESSAGE(set << " line " << i + 1 << ": " << format_step(s));
        }
        if (g.end.grid != solved.solution) ++h.wrong_end;
    }
    std::string counts;
    for (int l = 0; l < kLevels; ++l) counts += std::string(l ? ", " : "") + level_name(Level(l)) + " " + std::to_string(h.levels[l]);
    MESSAGE(set << ": " << counts << ", stuck " << h.stuck);
    return h;
}

}  // namespace

TEST_CASE("unbiased minimal puzzles: sound paths, never stuck, the first five levels represented") {
    Histogram h = grade_sample("puzzles1_unbiased", 3000, 3);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.stuck == 0);
    for (int l = 0; l < int(Level::Master); ++l) CHECK(h.levels[l] > 0);
}

TEST_CASE("17-clue puzzles: sound paths, never stuck") {
    Histogram h = grade_sample("puzzles2_17_clue", 20000, 40);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.stuck == 0);
}

TEST_CASE("magictour top1465: sound paths, never stuck, mostly beyond medium") {
    Histogram h = grade_sample("puzzles3_magictour_top1465", 1465, 2);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.stuck == 0);
    // Mostly beyond medium: at least two thirds of the 733 graded are hard or harder.
    int beyond = 0, graded = 0;
    for (int l = 0; l < kLevels; ++l) {
        graded += h.levels[l];
        if (l > int(Level::Medium)) beyond += h.levels[l];
    }
    REQUIRE(graded == 733);
    CHECK(3 * beyond >= 2 * graded);
}

TEST_CASE("forum hardest sets: logic finishes every one, nearly all at the top levels") {
    for (const char* set : {"puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106"}) {
        Histogram h = grade_sample(set, 300, 30);  // 10 of each: nested chains take seconds each
        CHECK(h.unsound == 0);
        CHECK(h.wrong_end == 0);
        CHECK(h.stuck == 0);
        CHECK(h.levels[int(Level::Extreme)] + h.levels[int(Level::Master)] >= 9);  // of 10 graded
    }
}
