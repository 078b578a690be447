// Geometry of every variant, and the solver for any geometry.
#include <doctest/doctest.h>

#include "core/grid/geometry.h"
#include "core/solve/solver.h"
#include "seed_puzzle.h"

using namespace sudoku;

TEST_CASE("geometry: houses and peers of each size") {
    for (int n : {4, 6, 9, 12, 16}) {
        auto g = Geometry::classic(n);
        CHECK(g->houses().size() == std::size_t(3 * n));
        auto [br, bc] = Geometry::box_shape(n);
        CHECK(int(g->peers(0).size()) == 2 * (n - 1) + (br * bc - 1) - (br - 1) - (bc - 1));
        for (const auto& h : g->houses()) CHECK(int(h.cells.size()) == n);
    }
    auto six = Geometry::classic(6);
    CHECK(six->region_of(3) == 1);   // 2 rows x 3 columns boxes
    CHECK(six->region_of(6) == 0);
    CHECK(six->region_of(12) == 2);
    CHECK(six->house_name(13) == "box 2");
}

TEST_CASE("geometry: refuses bad regions and cages, naming the field") {
    auto r = Geometry::make(Variant::Jigsaw, 4, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3}, false, {});
    CHECK_FALSE(bool(r.geometry));
    CHECK(r.error.find("regions: 15 entries") != std::string::npos);
    r = Geometry::make(Variant::Jigsaw, 4, {0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}, false, {});
    CHECK(r.error.find("region 0 has 5 cells") != std::string::npos);
    r = Geometry::make(Variant::Killer, 9, {}, false, {{50, {0, 1}}});
    CHECK(r.error.find("cages[0]") != std::string::npos);
    CHECK(r.error.find("add up to 50") != std::string::npos);
    r = Geometry::make(Variant::Killer, 9, {}, false, {{3, {0, 1}}, {4, {1, 2}}});
    CHECK(r.error.find("already in cages[0]") != std::string::npos);
    r = Geometry::make(Variant::Classic, 7, {}, false, {});
    CHECK(r.error.find("size: 7") != std::string::npos);
}

TEST_CASE("geometry: X adds both diagonals as houses") {
    auto r = Geometry::make(Variant::X, 9, {}, true, {});
    REQUIRE(bool(r.geometry));
    CHECK(r.geometry->houses().size() == 29u);
    CHECK(r.geometry->sees(0, 80));
    CHECK(r.geometry->sees(8, 72));
    CHECK(!Geometry::classic9()->sees(0, 80));
    CHECK(r.geometry->house_name(28) == "the anti-diagonal");
}

TEST_CASE("solver: the plain search agrees with the fast solver on the classic, and solve() with both") {
    Grid p = parse_grid(kSeed).grid;
    Cells givens(p.cells.begin(), p.cells.end());
    auto fast = solve_fast(p);
    auto mine = solve_plain(*Geometry::classic9(), givens, 2);
    REQUIRE(mine.count == 1);
    CHECK(Cells(fast.solution.cells.begin(), fast.solution.cells.end()) == mine.solution);
    auto picked = solve(*Geometry::classic9(), givens, 2);
    CHECK(picked.count == 1);
    CHECK(picked.solution == mine.solution);
    CHECK(picked.nodes == fast.guesses);  // the bit-parallel engine took it
    for (int c = 0; c < 81; ++c) givens[c] = 0;
    CHECK(solve_plain(*Geometry::classic9(), givens, 2).count == 2);
    auto two = solve(*Geometry::classic9(), givens, 2);
    CHECK(two.count == 2);
    CHECK(first_conflict(*Geometry::classic9(), two.second).empty());
    CHECK(two.second != two.solution);
}

TEST_CASE("variant solver: a random full grid of every size obeys every house") {
    for (int n : {4, 6, 9, 12, 16}) {
        auto g = Geometry::classic(n);
        Rng rng(n);
        auto r = solve(*g, Cells(g->cells(), 0), 1, &rng);
        REQUIRE(r.count == 1);
        CHECK(first_conflict(*g, r.solution).empty());
        for (auto d : r.solution) CHECK((d >= 1 && d <= n));
    }
}

TEST_CASE("variant solver: killer cages cut by their sums") {
    // Every row of a 4x4 as one cage of sum 10 says nothing; a cage {r1c1, r1c2} of 3 forces {1,2}.
    auto r = Geometry::make(Variant::Killer, 4, {}, false, {{3, {0, 1}}});
    REQUIRE(bool(r.geometry));
    auto cand = cell_candidates(*r.geometry, Cells(16, 0));
    CHECK(cand[0] == Mask(0b0011));
    CHECK(cand[2] == Mask(0b1111));
    Cells bad(16, 0);
    bad[0] = 2, bad[1] = 2;
    CHECK(first_conflict(*r.geometry, bad).find("both hold 2 in row 1") != std::string::npos);
    bad[1] = 3;
    CHECK(first_conflict(*r.geometry, bad).find("its sum is 3") != std::string::npos);
    CHECK(solve(*r.geometry, bad, 2).count == 0);
}
