// Technique fixtures: a hand-built candidate state where the technique applies, with the
// exact effect reasoned out by hand, and a state a little different where it must not.
#include <doctest/doctest.h>

#include "core/logic/logic.h"
#include "logic_fixtures.h"

using namespace sudoku;
using namespace fixtures;

namespace {

const char* kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Step must_find(const CandidateGrid& s, Technique t) {
    auto step = find_technique(s, t);
    REQUIRE_MESSAGE(step.has_value(), technique_name(t));
    CHECK(step->technique == t);
    CHECK(!step->explanation.empty());
    return *step;
}

}  // namespace

TEST_CASE("full house") {
    Grid g = parse_grid(kSolution).grid;
    g[0] = 0;
    auto step = must_find(CandidateGrid::from_grid(g), Technique::FullHouse);
    CHECK(names(step.placements) == "5r1c1");
    CHECK(step.houses.front() == box(1));
    CHECK(step.explanation == "r1c1 is the only empty cell left in box 1, so it takes the missing 5.");
    g[1] = g[9] = g[10] = 0;  // box 1 has four blanks, row 1 and column 1 two each
    CHECK(!find_technique(CandidateGrid::from_grid(g), Technique::FullHouse));
}

TEST_CASE("hidden single") {
    auto s = open_grid();
    only(s, 7, box(5), {"r5c4"});
    auto step = must_find(s, Technique::HiddenSingle);
    CHECK(names(step.placements) == "7r5c4");
    CHECK(step.houses == std::vector<int>{box(5)});
    CHECK(step.explanation == "In box 5 the 7 can only go in r5c4.");
    CHECK(!find_technique(open_grid(), Technique::HiddenSingle));
}

TEST_CASE("naked single") {
    auto s = open_grid();
    set(s, "r3c3", {6});
    auto step = must_find(s, Technique::NakedSingle);
    CHECK(names(step.placements) == "6r3c3");
    CHECK(step.explanation == "r3c3 has only one candidate left: 6.");
    set(s, "r3c3", {6, 7});
    CHECK(!find_technique(s, Technique::NakedSingle));
}

TEST_CASE("pointing") {
    auto s = open_grid();
    only(s, 3, box(1), {"r2c1", "r2c2", "r2c3"});
    auto step = must_find(s, Technique::Pointing);
    CHECK(names(step.eliminations) == expect({3}, {"r2c4", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"}));
    CHECK(step.houses == std::vector<int>{box(1), row(2)});
    CHECK(step.explanation ==
          "In box 1 the 3 can only go in row 2, so remove 3 from r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9, the rest of row 2.");
    s.cand[cell("r1c1")] |= bit(3);
    CHECK(!find_technique(s, Technique::Pointing));
}

TEST_CASE("claiming") {
    auto s = open_grid();
    only(s, 3, row(1), {"r1c1", "r1c2", "r1c3"});
    auto step = must_find(s, Technique::Claiming);
    CHECK(names(step.eliminations) == expect({3}, {"r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}));
    CHECK(step.houses == std::vector<int>{row(1), box(1)});
    s.cand[cell("r1c5")] |= bit(3);
    CHECK(!find_technique(s, Technique::Claiming));
}

TEST_CASE("naked pair") {
    auto s = open_grid();
    set(s, "r1c2", {4, 8});
    set(s, "r1c7", {4, 8});
    auto step = must_find(s, Technique::NakedPair);
    CHECK(names(step.eliminations) == expect({4, 8}, {"r1c1", "r1c3", "r1c4", "r1c5", "r1c6", "r1c8", "r1c9"}));
    CHECK(names(step.pattern) == "4r1c2 8r1c2 4r1c7 8r1c7");
    CHECK(step.explanation.rfind("r1c2 and r1c7 can only hold 4 and 8, so no other cell of row 1 can: remove 4 and 8 from r1c1, r1c3,", 0) == 0);
    set(s, "r1c7", {4, 9});
    CHECK(!find_technique(s, Technique::NakedPair));
}

TEST_CASE("hidden pair") {
    auto s = open_grid();
    only(s, 4, row(1), {"r1c2", "r1c7"});
    only(s, 8, row(1), {"r1c2", "r1c7"});
    auto step = must_find(s, Technique::HiddenPair);
    CHECK(names(step.eliminations) == expect({1, 2, 3, 5, 6, 7, 9}, {"r1c2", "r1c7"}));
    CHECK(step.houses == std::vector<int>{row(1)});
    s.cand[cell("r1c9")] |= bit(8);
    CHECK(!find_technique(s, Technique::HiddenPair));
}

TEST_CASE("naked triple") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2});
    set(s, "r1c5", {2, 3});
    set(s, "r1c9", {1, 3});
    auto step = must_find(s, Technique::NakedTriple);
    CHECK(names(step.eliminations) == expect({1, 2, 3}, {"r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8"}));
    CHECK(step.explanation.rfind("r1c1, r1c5 and r1c9 can only hold 1, 2 and 3 between them", 0) == 0);
    set(s, "r1c9", {1, 4});
    CHECK(!find_technique(s, Technique::NakedTriple));
}

TEST_CASE("hidden triple") {
    auto s = open_grid();
    for (int d : {1, 2, 3}) only(s, d, col(5), {"r2c5", "r5c5", "r8c5"});
    auto step = must_find(s, Technique::HiddenTriple);
    CHECK(names(step.eliminations) == expect({4, 5, 6, 7, 8, 9}, {"r2c5", "r5c5", "r8c5"}));
    CHECK(step.houses == std::vector<int>{col(5)});
    s.cand[cell("r9c5")] |= bit(1);
    CHECK(!find_technique(s, Technique::HiddenTriple));
}

TEST_CASE("naked quad") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2});
    set(s, "r1c3", {2, 3});
    set(s, "r1c5", {3, 4});
    set(s, "r1c7", {1, 4});
    auto step = must_find(s, Technique::NakedQuad);
    CHECK(names(step.eliminations) == expect({1, 2, 3, 4}, {"r1c2", "r1c4", "r1c6", "r1c8", "r1c9"}));
    set(s, "r1c7", {1, 5});
    CHECK(!find_technique(s, Technique::NakedQuad));
}

TEST_CASE("hidden quad") {
    auto s = open_grid();
    for (int d : {1, 2, 3, 4}) only(s, d, row(9), {"r9c1", "r9c3", "r9c5", "r9c7"});
    auto step = must_find(s, Technique::HiddenQuad);
    CHECK(names(step.eliminations) == expect({5, 6, 7, 8, 9}, {"r9c1", "r9c3", "r9c5", "r9c7"}));
    s.cand[cell("r9c9")] |= bit(4);
    CHECK(!find_technique(s, Technique::HiddenQuad));
}

TEST_CASE("x-wing") {
    auto s = open_grid();
    only(s, 5, row(2), {"r2c3", "r2c8"});
    only(s, 5, row(7), {"r7c3", "r7c8"});
    auto step = must_find(s, Technique::XWing);
    CHECK(names(step.eliminations) ==
          expect({5}, {"r1c3", "r3c3", "r4c3", "r5c3", "r6c3", "r8c3", "r9c3", "r1c8", "r3c8", "r4c8", "r5c8", "r6c8",
                       "r8c8", "r9c8"}));
    CHECK(step.houses == std::vector<int>{row(2), row(7), col(3), col(8)});
    CHECK(step.explanation.rfind("In rows 2 and 7 the 5 can only go in columns 3 and 8, so remove 5 from", 0) == 0);
    s.cand[cell("r7c5")] |= bit(5);
    CHECK(!find_technique(s, Technique::XWing));
}

TEST_CASE("swordfish") {
    auto s = open_grid();
    only(s, 5, row(1), {"r1c1", "r1c4"});
    only(s, 5, row(4), {"r4c4", "r4c7"});
    only(s, 5, row(7), {"r7c1", "r7c7"});
    auto step = must_find(s, Technique::Swordfish);
    CHECK(names(step.eliminations) == expect({5}, {"r2c1", "r3c1", "r5c1", "r6c1", "r8c1", "r9c1", "r2c4", "r3c4", "r5c4",
                                                   "r6c4", "r8c4", "r9c4", "r2c7", "r3c7", "r5c7", "r6c7", "r8c7",
                                                   "r9c7"}));
    only(s, 5, row(7), {"r7c1", "r7c8"});
    s.cand[cell("r7c8")] |= bit(5);
    CHECK(!find_technique(s, Technique::Swordfish));
}

TEST_CASE("jellyfish") {
    auto s = open_grid();
    only(s, 5, row(1), {"r1c1", "r1c3"});
    only(s, 5, row(3), {"r3c3", "r3c5"});
    only(s, 5, row(5), {"r5c5", "r5c7"});
    only(s, 5, row(7), {"r7c7", "r7c1"});
    auto step = must_find(s, Technique::Jellyfish);
    std::vector<const char*> cells;
    CHECK(step.eliminations.size() == 20);  // columns 1, 3, 5, 7 in rows 2, 4, 6, 8, 9
    for (auto e : step.eliminations) {
        CHECK(e.digit == 5);
        CHECK((col_of(e.cell) % 2 == 0 && col_of(e.cell) < 7));
        CHECK((row_of(e.cell) % 2 == 1 || row_of(e.cell) == 8));
    }
    s.cand[cell("r7c9")] |= bit(5);
    CHECK(!find_technique(s, Technique::Jellyfish));
}

TEST_CASE("xy-wing") {
    auto s = open_grid();
    set(s, "r5c5", {1, 2});  // pivot
    set(s, "r5c1", {1, 3});
    set(s, "r2c5", {2, 3});
    auto step = must_find(s, Technique::XYWing);
    CHECK(names(step.eliminations) == "3r2c1");
    CHECK(step.cells == std::vector<int>{cell("r2c5"), cell("r5c1"), cell("r5c5")});
    CHECK(step.explanation ==
          "r5c5 (1/2) makes one of its wings r2c5 (2/3) and r5c1 (1/3) a 3, so cells seeing both wings cannot be 3: "
          "remove 3 from r2c1.");
    set(s, "r2c5", {2, 4});
    CHECK(!find_technique(s, Technique::XYWing));
}

TEST_CASE("xyz-wing") {
    auto s = open_grid();
    set(s, "r5c5", {1, 2, 3});  // pivot
    set(s, "r5c1", {1, 3});
    set(s, "r4c6", {2, 3});
    auto step = must_find(s, Technique::XYZWing);
    CHECK(names(step.eliminations) == "3r5c4 3r5c6");
    set(s, "r4c6", {2, 4});
    CHECK(!find_technique(s, Technique::XYZWing));
}

TEST_CASE("w-wing") {
    auto s = open_grid();
    set(s, "r1c1", {4, 6});
    set(s, "r9c9", {4, 6});
    only(s, 4, col(5), {"r1c5", "r9c5"});
    auto step = must_find(s, Technique::WWing);
    CHECK(names(step.eliminations) == "6r1c9 6r9c1");
    CHECK(step.houses == std::vector<int>{col(5)});
    s.cand[cell("r5c5")] |= bit(4);
    CHECK(!find_technique(s, Technique::WWing));
}

TEST_CASE("simple colouring: trap") {
    auto s = open_grid();
    only(s, 7, row(1), {"r1c1", "r1c5"});
    only(s, 7, box(2), {"r1c5", "r3c6"});
    only(s, 7, col(6), {"r3c6", "r8c6"});
    auto step = must_find(s, Technique::SimpleColouring);
    // Colours: r1c1, r3c6 | r1c5, r8c6. Only r8c1 sees both (column 1 and row 8).
    CHECK(names(step.eliminations) == "7r8c1");
    CHECK(names(step.pattern) == "7r1c1 7r3c6");
    CHECK(names(step.pattern2) == "7r1c5 7r8c6");
    s.cand[cell("r5c6")] |= bit(7);  // column 6 no longer a conjugate pair: three cells left
    CHECK(!find_technique(s, Technique::SimpleColouring));
}

TEST_CASE("simple colouring: wrap") {
    auto s = open_grid();
    only(s, 7, row(1), {"r1c1", "r1c5"});
    only(s, 7, col(5), {"r1c5", "r4c5"});
    only(s, 7, row(4), {"r4c5", "r4c2"});
    only(s, 7, col(2), {"r4c2", "r2c2"});
    auto step = must_find(s, Technique::SimpleColouring);
    // r1c1, r4c5, r2c2 share a colour and r1c1, r2c2 share box 1: that colour is false.
    CHECK(names(step.eliminations) == "7r1c1 7r2c2 7r4c5");
    CHECK(step.explanation.find("r1c1 and r2c2 have the same colour and see each other") != std::string::npos);
}

TEST_CASE("x-chain (skyscraper)") {
    auto s = open_grid();
    only(s, 2, row(1), {"r1c1", "r1c4"});
    only(s, 2, row(5), {"r5c1", "r5c6"});
    auto step = must_find(s, Technique::XChain);
    // 2r1c4 = 2r1c1 - 2r5c1 = 2r5c6 (or reversed): cells seeing r1c4 and r5c6 lose the 2.
    CHECK(names(step.eliminations) == "2r2c6 2r3c6 2r4c4 2r6c4");
    CHECK(step.pattern.size() == 4);
    s.cand[cell("r5c8")] |= bit(2);
    CHECK(!find_technique(s, Technique::XChain));
}

TEST_CASE("xy-chain") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2});
    set(s, "r1c6", {2, 3});
    set(s, "r5c6", {3, 4});
    set(s, "r5c9", {1, 4});
    auto step = must_find(s, Technique::XYChain);
    CHECK(names(step.eliminations) == "1r1c9 1r5c1");
    CHECK(step.pattern.size() == 8);
    CHECK(step.explanation.find("1r1c1=2r1c1-2r1c6=3r1c6-3r5c6=4r5c6-4r5c9=1r5c9") != std::string::npos);
    set(s, "r5c9", {4, 5});
    CHECK(!find_technique(s, Technique::XYChain));
}

TEST_CASE("alternating inference chain") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2});
    set(s, "r5c2", {1, 2});
    only(s, 2, col(7), {"r1c7", "r5c7"});
    auto step = must_find(s, Technique::AIC);
    // 1r1c1=2r1c1-2r1c7=2r5c7-2r5c2=1r5c2: r1c1 or r5c2 is 1.
    CHECK(names(step.eliminations) == expect({1}, {"r1c2", "r2c2", "r3c2", "r4c1", "r5c1", "r6c1"}));
    CHECK(step.pattern.size() == 6);
    s.cand[cell("r9c7")] |= bit(2);
    CHECK(!find_technique(s, Technique::AIC));
}

TEST_CASE("candidate state from pencil marks, and applying a step") {
    Grid g = parse_grid(kSolution).grid;
    g[0] = g[1] = g[10] = 0;  // r1c1 = 5, r1c2 = 3, r2c2 = 7
    std::array<Mask, kCells> marks{};
    marks[0] = bit(5) | bit(9);  // 9 is ruled out by the rules: dropped
    marks[1] = 0;                // no marks: computed candidates
    marks[10] = bit(7) | bit(3);  // 3 is in row 2 already: dropped
    auto s = CandidateGrid::from_marks(g, marks);
    CHECK(s.cand[0] == bit(5));
    CHECK(s.cand[1] == candidates(g, 1));
    CHECK(s.cand[10] == bit(7));
    CHECK(s.cand[2] == 0);  // filled
    auto step = find_next_step(s);
    REQUIRE(step);
    CHECK(step->technique == Technique::FullHouse);  // row 2 has one blank left
    CHECK(names(step->placements) == "7r2c2");
    apply_step(s, *step);
    CHECK(s.grid[10] == 7);
    CHECK(s.candidate_count() < CandidateGrid::from_marks(g, marks).candidate_count());
}

TEST_CASE("any conflict-free grid: solving takes steps, stops, and every step changes the state") {
    Grid base = parse_grid(kSolution).grid;
    unsigned seed = 12345;
    auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; };
    int stepped = 0, total = 0;  // grids where a step was taken; steps over all grids
    for (int trial = 0; trial < 200; ++trial) {
        Grid g;
        int clues = 12 + int(next() % 30);
        for (int i = 0; i < clues; ++i) {  // some true digits, some random ones
            int c = int(next() % 81);
            g[c] = trial % 3 ? base[c] : std::uint8_t(1 + next() % 9);
            if (!find_conflicts(g).empty()) g[c] = 0;
        }
        auto s = CandidateGrid::from_grid(g);
        int steps = 0;
        while (auto step = find_next_step(s)) {
            int before = s.candidate_count() + 100 * (81 - s.classic_grid().count_filled());
            apply_step(s, *step);
            REQUIRE(s.candidate_count() + 100 * (81 - s.classic_grid().count_filled()) < before);
            REQUIRE(++steps < 2000);
        }
        stepped += steps > 0;
        total += steps;
    }
    MESSAGE(stepped << " of 200 grids took a step, " << total << " steps in all");
    // Measured 160 and 1799 (the grids are seeded): most grids take steps.
    CHECK(stepped >= 150);
    CHECK(total >= 1500);
}

TEST_CASE("uses_uniqueness: unique rectangles and BUG+1, no other technique") {
    for (int t = 0; t < kTechniques; ++t) {
        const Technique tech = Technique(t);
        INFO(technique_name(tech));
        CHECK(uses_uniqueness(tech) == (tech == Technique::UniqueRectangle || tech == Technique::BugPlusOne));
    }
}
