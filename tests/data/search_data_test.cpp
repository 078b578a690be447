// The step-by-step search on the shared data sets: answers agree with the fast solver,
// and a Timeline over 10^8 classic steps stays small and seeks exactly.
#include <doctest/doctest.h>

#include <cstring>

#include "core/search.h"
#include "core/solver.h"
#include "core/timeline.h"
#include "data_sets.h"

using namespace sudoku;

TEST_CASE("search strategies agree with the fast solver on hard sets") {
    std::vector<std::string> puzzles = read_data_set("puzzles3_magictour_top1465", 100);
    for (const auto& line : read_data_set("puzzles2_17_clue", 100)) puzzles.push_back(line);
    for (const auto& line : read_data_set("puzzles6_forum_hardest_1106", 50)) puzzles.push_back(line);
    REQUIRE(puzzles.size() == 250);
    for (const auto& text : puzzles) {
        Grid p = parse_grid(text).grid;
        SolveResult fast = solve_fast(p, 1);
        REQUIRE(fast.count == 1);
        for (Strategy st : {Strategy::Mrv, Strategy::Forward, Strategy::Dlx, Strategy::Classic}) {
            SearchOptions o;
            if (st == Strategy::Classic) o.step_cap = 3'000'000;  // most need far more
            Search s(p, st, o);
            while (s.run(1u << 24)) {}
            if (s.result() == SearchResult::Capped) continue;
            CAPTURE(text);
            CAPTURE(std::string(strategy_name(st)));
            CHECK(s.result() == SearchResult::Solved);
            CHECK(s.grid() == fast.solution);
        }
    }
}

TEST_CASE("a timeline over 1.25e8 classic steps: bounded memory, exact seeks") {
    // Line 2 of the 17-clue set: 124,902,464 classic steps.
    auto lines = read_data_set("puzzles2_17_clue", 2);
    REQUIRE(lines.size() == 2);
    Grid p = parse_grid(lines[1]).grid;
    Timeline t(p, Strategy::Classic);
    const std::size_t bytes = t.memory_bytes();
    std::size_t most = 0;
    while (t.advance(1u << 22)) most = std::max(most, t.checkpoint_count());
    CHECK(t.position() == 124902464);
    CHECK(t.search().result() == SearchResult::Solved);
    CHECK(t.search().grid() == solve_fast(p, 1).solution);
    CHECK(most <= 256);
    CHECK(t.memory_bytes() == bytes);
    CHECK(bytes < 1024 * 1024);
    for (std::uint64_t k : {99'999'999ull, 1'234'567ull, 77'777'777ull}) {
        Search straight(p, Strategy::Classic);
        straight.run(k);
        t.seek(k);
        CHECK(t.position() == k);
        CHECK(t.search().grid() == straight.grid());
        CHECK(std::memcmp(&t.search().counters(), &straight.counters(), sizeof(SearchCounters)) == 0);
        CHECK(t.search().heat() == straight.heat());
        t.step_back();
        straight = Search(p, Strategy::Classic);
        straight.run(k - 1);
        CHECK(t.search().grid() == straight.grid());
        CHECK(t.search().counters().steps == k - 1);
    }
}
