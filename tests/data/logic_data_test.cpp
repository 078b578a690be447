// The grader over samples of the shared data sets (the sizes are in the test names): every
// step of every path keeps the solution's digits (checked against the fast solver), logic
// finishes without the trial step (search), and each set grades as its source says.
#include <doctest/doctest.h>

#include <string>

#include "core/logic/grader.h"
#include "core/solve/solver.h"
#include "data_sets.h"

using namespace sudoku;

namespace {

struct Histogram {
    int levels[kLevels] = {};
    int graded = 0, unsound = 0, wrong_end = 0, trial = 0;  // trial: puzzles that needed a trial step
};

// Grades every `step`-th puzzle of the first `count` with its path and checks each step
// against the solution; a path that stops short (stuck) ends away from it.
// `total`: the set's size, which the test name states.
Histogram grade_sample(const std::string& set, std::size_t total, std::size_t count, std::size_t step) {
    Histogram h;
    auto lines = read_data_set(set);
    REQUIRE(lines.size() == total);
    for (std::size_t i = 0; i < count; i += step) {
        Grid p = parse_grid(lines[i]).grid;
        auto solved = solve_fast(p, 2);
        REQUIRE(solved.count == 1);
        Grade g = grade(p, {true, kHardestTechnique, TechniqueSet::All});
        ++h.levels[int(g.level)];
        ++h.graded;
        h.trial += g.hardest == Technique::Trial;
        for (const auto& s : g.path) {
            bool bad = false;
            for (auto e : s.eliminations) bad = bad || solved.solution[e.cell] == e.digit;
            for (auto x : s.placements) bad = bad || solved.solution[x.cell] != x.digit;
            if (bad && h.unsound++ < 3) MESSAGE(set << " line " << i + 1 << ": " << format_step(s));
        }
        if (g.end.classic_grid() != solved.solution) ++h.wrong_end;
    }
    std::string counts;
    for (int l = 0; l < kLevels; ++l) counts += std::string(l ? ", " : "") + level_name(Level(l)) + " " + std::to_string(h.levels[l]);
    MESSAGE(set << ": " << counts << ", trial " << h.trial);
    return h;
}

}  // namespace

TEST_CASE("unbiased minimal puzzles (1,000 of 42,417): sound paths, no trial step, the first five levels represented") {
    Histogram h = grade_sample("puzzles1_unbiased", 42417, 3000, 3);
    REQUIRE(h.graded == 1000);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.trial == 0);
    for (int l = 0; l < int(Level::Master); ++l) CHECK(h.levels[l] > 0);
}

TEST_CASE("17-clue puzzles (500 of 49,158): sound paths, no trial step") {
    Histogram h = grade_sample("puzzles2_17_clue", 49158, 20000, 40);
    REQUIRE(h.graded == 500);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.trial == 0);
}

TEST_CASE("magictour top1465 (733 of 1,465): sound paths, no trial step, mostly beyond medium") {
    Histogram h = grade_sample("puzzles3_magictour_top1465", 1465, 1465, 2);
    REQUIRE(h.graded == 733);
    CHECK(h.unsound == 0);
    CHECK(h.wrong_end == 0);
    CHECK(h.trial == 0);
    // Mostly beyond medium: at least two thirds of the 733 graded are hard or harder.
    int beyond = 0;
    for (int l = int(Level::Hard); l < kLevels; ++l) beyond += h.levels[l];
    CHECK(3 * beyond >= 2 * h.graded);
}

// Nested chains take seconds a puzzle here: 10 of each set.
TEST_CASE("forum hardest (10 of 48,766 and 10 of 375): sound paths, no trial step, nearly all at the top levels") {
    const std::pair<const char*, std::size_t> sets[] = {{"puzzles5_forum_hardest_1905_11+", 48766},
                                                        {"puzzles6_forum_hardest_1106", 375}};
    for (const auto& [set, size] : sets) {
        CAPTURE(set);
        Histogram h = grade_sample(set, size, 300, 30);
        REQUIRE(h.graded == 10);
        CHECK(h.unsound == 0);
        CHECK(h.wrong_end == 0);
        CHECK(h.trial == 0);
        CHECK(h.levels[int(Level::Extreme)] + h.levels[int(Level::Master)] >= 9);  // of 10 graded
    }
}
