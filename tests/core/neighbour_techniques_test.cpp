// The non-consecutive techniques (src/core/logic/logic_neighbour_sets.cpp, _clash.cpp): what
// they must find in hand-made positions, and that they never remove a true candidate, run at
// every position of the constraint set's paths and of generated non-consecutive puzzles.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/logic/logic.h"

using namespace sudoku;

namespace {

// An empty 9x9 with the non-consecutive rule.
CandidateGrid empty_nonconsecutive() {
    std::string json = "{\"size\":9,\"nonconsecutive\":true,\"grid\":[";
    for (int r = 0; r < 9; ++r) json += std::string(r ? "," : "") + "[{},{},{},{},{},{},{},{},{}]";
    json += "]}";
    PuzzleTextResult p = parse_puzzle_text(json);
    REQUIRE_MESSAGE(p.ok, p.error);
    return CandidateGrid::from_cells(p.puzzle.geometry, p.puzzle.givens, {});
}

Mask digits(std::initializer_list<int> ds) {
    Mask m = 0;
    for (int d : ds) m |= bit(d);
    return m;
}

// Applies one technique until it finds nothing more; returns the steps taken.
int exhaust(CandidateGrid& s, Technique t) {
    int n = 0;
    while (auto step = technique_step(s, t)) {
        CHECK(!step->explanation.empty());
        CHECK(step->explanation.find('{') == std::string::npos);
        CHECK(!step->marks.empty());
        apply_step(s, *step);
        if (++n > 200) break;
    }
    return n;
}

int cell(int r, int c) { return (r - 1) * 9 + c - 1; }

}  // namespace

TEST_CASE("neighbour set: 1, 2 and 7 in three touching cells of a column put the 7 in the middle") {
    CandidateGrid s = empty_nonconsecutive();
    for (int r : {4, 5, 6}) s.cand[std::size_t(cell(r, 7))] = digits({1, 2, 7});
    REQUIRE(exhaust(s, Technique::NeighbourSet) > 0);
    CHECK(s.cand[std::size_t(cell(5, 7))] == digits({7}));
    CHECK(s.cand[std::size_t(cell(4, 7))] == digits({1, 2}));
    CHECK(s.cand[std::size_t(cell(6, 7))] == digits({1, 2}));
    // The 7 leaves the rest of column 7 and box 6, and 6 and 8 leave r5c7's neighbours.
    CHECK_FALSE((s.cand[std::size_t(cell(1, 7))] & bit(7)));
    CHECK_FALSE((s.cand[std::size_t(cell(5, 9))] & bit(7)));
    CHECK_FALSE((s.cand[std::size_t(cell(5, 6))] & digits({6, 8})));
    CHECK((s.cand[std::size_t(cell(5, 6))] & digits({1, 5, 9})) == digits({1, 5, 9}));
    // Nothing more than the fillings allow: 1 and 2 stay in r4c7 and r6c7's row neighbours.
    CHECK((s.cand[std::size_t(cell(4, 6))] & bit(3)));
}

TEST_CASE("neighbour set: two touching cells holding 4, 5 and 7 lock the 7 in them") {
    CandidateGrid s = empty_nonconsecutive();
    s.cand[std::size_t(cell(1, 1))] = digits({4, 5, 7});
    s.cand[std::size_t(cell(1, 2))] = digits({4, 5, 7});
    REQUIRE(exhaust(s, Technique::NeighbourSet) > 0);
    for (int c = 3; c <= 9; ++c) CHECK_FALSE((s.cand[std::size_t(cell(1, c))] & bit(7)));
    CHECK_FALSE((s.cand[std::size_t(cell(2, 2))] & bit(7)));  // box 1 too
    CHECK((s.cand[std::size_t(cell(2, 4))] & bit(7)));        // not beyond
    CHECK(s.cand[std::size_t(cell(1, 1))] == digits({4, 5, 7}));
}

TEST_CASE("neighbour clash: a 4 that would crowd the 3 and the 5 of a box into one cell") {
    CandidateGrid s = empty_nonconsecutive();
    // Box 1: the 3 only in r1c2 and r3c3, the 5 only in r2c1 and r3c3; r2c2 touches r1c2 and r2c1.
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c) {
            const int x = cell(r, c);
            if (x != cell(1, 2) && x != cell(3, 3)) s.cand[std::size_t(x)] &= Mask(~bit(3));
            if (x != cell(2, 1) && x != cell(3, 3)) s.cand[std::size_t(x)] &= Mask(~bit(5));
        }
    auto step = technique_step(s, Technique::NeighbourClash);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 1);
    // The first such digit in cell order: r1c1 = 4 takes 3 and 5 from r1c2 and r2c1 as well.
    CHECK(step->eliminations[0] == Candidate{std::uint8_t(cell(1, 1)), 4});
    exhaust(s, Technique::NeighbourClash);
    CHECK_FALSE((s.cand[std::size_t(cell(2, 2))] & bit(4)));
    CHECK((s.cand[std::size_t(cell(2, 2))] & bit(9)));  // a 9 there touches neither
    CHECK((s.cand[std::size_t(cell(3, 3))] & bit(4)));  // r3c3 touches neither r1c2 nor r2c1
}

// Soundness: at every position along a path (the engine's steps up to ALS, the solution's digit
// where they stop), both techniques run on their own, and nothing they remove is true.
static int check_sound(const CandidateGrid& start, const Cells& sol, int& found) {
    CandidateGrid s = start;
    int positions = 0;
    for (int steps = 0; !s.solved() && steps < 400; ++steps) {
        for (Technique t : {Technique::NeighbourSet, Technique::NeighbourClash})
            if (auto step = technique_step(s, t)) {
                ++found;
                for (auto e : step->eliminations) CHECK(int(e.digit) != int(sol[e.cell]));
            }
        ++positions;
        auto step = find_next_step(s, Technique::AlsXyWing, false, TechniqueSet::NoUniqueness);
        if (step) {
            apply_step(s, *step);
            continue;
        }
        for (int c = 0; c < s.cell_count(); ++c)
            if (!s.grid[std::size_t(c)]) {
                REQUIRE((s.cand[std::size_t(c)] & bit(sol[std::size_t(c)])));
                s.place(c, sol[std::size_t(c)]);
                break;
            }
    }
    return positions;
}

static void check_generated_sound(std::uint64_t first, int count) {
    int found = 0, positions = 0;
    for (std::uint64_t seed = first; seed < first + std::uint64_t(count); ++seed) {
        CAPTURE(seed);
        GeneratedPuzzle p = generate_puzzle({*parse_variant_kind("non-consecutive"), Level::Expert, seed});
        positions += check_sound(CandidateGrid::from_cells(p.geometry, p.givens, {}), p.solution, found);
    }
    MESSAGE(count << " generated non-consecutive puzzles: " << positions << " positions, " << found << " steps checked");
    CHECK(found > 0);
}

// The soundness walks run in the optimised heavy build (under the sanitizers they took 21 s of
// the suite's processor time); the hand-made cases above keep the techniques there.
TEST_CASE("neighbour techniques: never a true candidate removed, on generated non-consecutive puzzles" * doctest::test_suite("heavy")) {
    check_generated_sound(1, 3);
}
TEST_CASE("neighbour techniques: never a true candidate removed, on 15 more generated ones" * doctest::test_suite("heavy")) {
    check_generated_sound(100, 15);  // 40 when they were written (docs/variants.md); the suite keeps its time
}

TEST_CASE("neighbour techniques: never a true candidate removed, on the constraint set" * doctest::test_suite("heavy")) {
    int found = 0, positions = 0, puzzles = 0;
    for (const char* file : {"puzzles.fpuzzles", "puzzles_marked.fpuzzles"}) {
        std::ifstream in(std::string(SUDOKU_FIXTURES) + "/../data/constraints/" + file);
        for (std::string line; std::getline(in, line);) {
            if (line.empty()) continue;
            PuzzleTextResult r = parse_puzzle_text(line);
            REQUIRE(r.ok);
            ++puzzles;
            positions += check_sound(CandidateGrid::from_cells(r.puzzle.geometry, r.puzzle.givens, {}), r.puzzle.solution, found);
        }
    }
    MESSAGE(puzzles << " puzzles of the set: " << positions << " positions, " << found << " steps checked");
    CHECK(found > 0);
}
