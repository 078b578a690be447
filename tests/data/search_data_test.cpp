// The step-by-step search on the shared data sets: answers agree with the fast solver,
// and a Timeline over 10^8 classic steps stays small and seeks exactly.
#include <doctest/doctest.h>

#include <cstring>

#include "core/search/classic_search.h"
#include "core/solve/solver.h"
#include "core/search/timeline.h"
#include "data_sets.h"

using namespace sudoku;

TEST_CASE("search strategies agree with the fast solver on hard sets") {
    struct Sample {
        const char* set;
        std::size_t count;
        bool classic;  // the classic search takes 10^8 steps and more on nearly every 17-clue puzzle
    };
    const Sample samples[] = {{"puzzles3_magictour_top1465", 100, true},
                              {"puzzles2_17_clue", 100, false},
                              {"puzzles6_forum_hardest_1106", 50, true}};
    constexpr std::uint64_t kClassicCap = 20'000'000;
    std::uint64_t compared[kStrategies] = {}, capped[kStrategies] = {}, not_run[kStrategies] = {};
    for (const Sample& sample : samples) {
        const auto lines = read_data_set(sample.set, sample.count);
        REQUIRE(lines.size() == sample.count);
        for (const auto& text : lines) {
            Grid p = parse_grid(text).grid;
            SolveResult fast = solve_fast(p, 1);
            REQUIRE(fast.count == 1);
            for (int i = 0; i < kStrategies; ++i) {
                const Strategy st = Strategy(i);
                if (st == Strategy::Classic && !sample.classic) {
                    ++not_run[i];
                    continue;
                }
                SearchOptions o;
                if (st == Strategy::Classic) o.step_cap = kClassicCap;  // many need far more
                ClassicSearch s(p, st, o);
                while (s.run(1u << 24)) {}
                if (s.result() == SearchResult::Capped) {
                    ++capped[i];
                    continue;
                }
                ++compared[i];
                CAPTURE(text);
                CAPTURE(std::string(strategy_name(st)));
                CHECK(s.result() == SearchResult::Solved);
                CHECK(s.grid() == fast.solution);
            }
        }
    }
    for (int i = 0; i < kStrategies; ++i)
        MESSAGE(std::string(strategy_name(Strategy(i))) << ": compared " << compared[i] << " of 250, capped " << capped[i]
                                                        << ", not run " << not_run[i]);
    CHECK(compared[int(Strategy::Mrv)] == 250);
    CHECK(compared[int(Strategy::Forward)] == 250);
    CHECK(compared[int(Strategy::Dlx)] == 250);
    // Deterministic: these 104 of the 150 finish within the cap (70 magictour, 34 hardest).
    CHECK(compared[int(Strategy::Classic)] == 104);
    CHECK(capped[int(Strategy::Classic)] == 46);
}

TEST_CASE("a timeline over 1.25e8 classic steps: bounded memory, exact seeks") {
    // Line 2 of the 17-clue set: 124,902,464 classic steps.
    auto lines = read_data_set("puzzles2_17_clue", 2);
    REQUIRE(lines.size() == 2);
    Grid p = parse_grid(lines[1]).grid;
    ClassicTimeline t(p, Strategy::Classic);
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
        ClassicSearch straight(p, Strategy::Classic);
        straight.run(k);
        t.seek(k);
        CHECK(t.position() == k);
        CHECK(t.search().grid() == straight.grid());
        CHECK(std::memcmp(&t.search().counters(), &straight.counters(), sizeof(SearchCounters)) == 0);
        CHECK(t.search().heat() == straight.heat());
        t.step_back();
        straight = ClassicSearch(p, Strategy::Classic);
        straight.run(k - 1);
        CHECK(t.search().grid() == straight.grid());
        CHECK(t.search().counters().steps == k - 1);
    }
}
