// The seeds' textbook backtracking: the classic strategy of the step-by-step search
// (core/search.h), the one implementation behind the watch view, `trace`, `bench` and
// `check-consistency`. Its event stream is checked step for step against an independent
// transcription in search_test.cpp; here, counts a reader can check by hand.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "core/search/classic_search.h"
#include "core/solve/solver.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {

Grid grid(const std::string& text) {
    auto r = parse_grid(text);
    REQUIRE(r.ok);
    return r.grid;
}

ClassicSearch run_classic(const Grid& p, std::uint64_t cap = 0) {
    ClassicSearch s(p, Strategy::Classic, {cap, false});
    while (s.run(1u << 22)) {}
    return s;
}

std::vector<std::string> easy_puzzles() {
    std::vector<std::string> out;
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/easy_puzzles.txt");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("classic: one step is one event, and tries, placements and backtracks count kinds of them") {
    Grid g = grid(kSeedSolution);
    g[0] = 0;  // r1c1 must be 7: digits 1..6 fail their check, 7 passes
    ClassicSearch s(g, Strategy::Classic);
    std::vector<std::string> events;
    for (Event e = s.step(); e.kind != EventKind::None; e = s.step()) events.push_back(describe(e));
    // Row 1 is 7 3 2 4 5 8 6 1 9: each of 1..6 is met in the row, the first house checked.
    const std::vector<std::string> expect = {
        "try r1c1 1", "reject r1c1 1 by r1c8 row 1", "try r1c1 2", "reject r1c1 2 by r1c3 row 1",
        "try r1c1 3", "reject r1c1 3 by r1c2 row 1", "try r1c1 4", "reject r1c1 4 by r1c4 row 1",
        "try r1c1 5", "reject r1c1 5 by r1c5 row 1", "try r1c1 6", "reject r1c1 6 by r1c7 row 1",
        "try r1c1 7", "place r1c1 7", "solved"};
    CHECK(events == expect);
    const SearchCounters& k = s.counters();
    CHECK(k.steps == 15);
    CHECK(k.tries == 7);
    CHECK(k.placements == 1);
    CHECK(k.backtracks == 0);
    CHECK(s.grid()[0] == 7);
}

TEST_CASE("classic: the seeds' example, counts pinned") {
    // Pinned from this implementation and cross-checked with an independent transcription
    // of the seeds' loop (search_test.cpp: same order, row-major first blank, digits 1..9).
    ClassicSearch s = run_classic(grid(kSeed));
    REQUIRE(s.result() == SearchResult::Solved);
    CHECK(format_line(s.grid()) == kSeedSolution);
    const SearchCounters& k = s.counters();
    CHECK(k.steps == 683259);
    CHECK(k.tries == 323663);
    CHECK(k.placements == 35989);
    CHECK(k.backtracks == 35932);
    // Every try is rejected or placed; every placement is kept or taken back (the 57 kept
    // ones fill the blanks); one more step says solved.
    CHECK(k.steps == 2 * k.tries + k.backtracks + 1);
    CHECK(k.placements - k.backtracks == 81 - 24);
}

TEST_CASE("classic: the step cap stops it, counting steps as events") {
    ClassicSearch s = run_classic(grid(kSeed), 1000);
    CHECK(s.result() == SearchResult::Capped);
    CHECK(s.steps() == 1000);
    CHECK(s.counters().tries < 1000);
    // Exactly enough steps still solves it.
    CHECK(run_classic(grid(kSeed), 683259).result() == SearchResult::Solved);
    CHECK(run_classic(grid(kSeed), 683258).result() == SearchResult::Capped);
}

TEST_CASE("classic: no solution, and conflicting givens") {
    ClassicSearch s = run_classic(grid(kSeedNone));
    CHECK(s.result() == SearchResult::None);
    CHECK(s.last_event().kind == EventKind::Exhausted);
    CHECK(s.grid() == grid(kSeedNone));  // every placement was taken back
    CHECK(s.counters().placements == s.counters().backtracks);
    CHECK(s.counters().tries == 152451);
    std::string clash = kSeed;
    clash[1] = '7';  // r1c2 = 7 beside r1c1 = 7
    ClassicSearch c = run_classic(grid(clash));
    CHECK(c.result() == SearchResult::None);
    CHECK(c.steps() == 1);  // one event, exhausted: nothing is tried
    CHECK(c.counters().tries == 0);
}

TEST_CASE("classic and fast agree on easy puzzles") {
    auto puzzles = easy_puzzles();
    REQUIRE(puzzles.size() == 8);
    for (const auto& text : puzzles) {
        CAPTURE(text);
        Grid p = grid(text);
        ClassicSearch c = run_classic(p, 200000);
        SolveResult f = solve_fast(p);
        REQUIRE(c.result() == SearchResult::Solved);
        CHECK(f.count == 1);
        CHECK(c.grid() == f.solution);
        CHECK(is_solution_of(c.grid(), p));
    }
}
