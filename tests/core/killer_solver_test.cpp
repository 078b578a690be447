// The killer search (killer_solver.h) against the plain search (solve_plain) on many
// small random killers, on generated ones, with cages of no sum and with diagonals.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/solve/killer_rules.h"
#include "core/solve/killer_search.h"
#include "core/solve/killer_solver.h"

using namespace sudoku;

namespace {

// A random full grid of size n (with the diagonals when asked).
Cells random_grid(int n, bool diagonals, Rng& rng) {
    GeometryPtr g = diagonals ? Geometry::make(Variant::X, n, {}, true, {}).geometry : Geometry::classic(n);
    return solve_plain(*g, Cells(std::size_t(n * n), 0), 1, &rng).solution;
}

// Cages grown on the grid from random cells through orthogonal neighbours with digits not in
// the cage yet, 1 to max_size cells; some cells stay out of every cage, some cages get no sum.
std::vector<Cage> random_cages(int n, const Cells& grid, Rng& rng, int max_size) {
    const int cells = n * n;
    std::vector<int> order(static_cast<std::size_t>(cells)), owner(static_cast<std::size_t>(cells), -1);
    for (int c = 0; c < cells; ++c) order[std::size_t(c)] = c;
    rng.shuffle(order.data(), cells);
    std::vector<Cage> cages;
    for (int start : order) {
        if (owner[std::size_t(start)] >= 0) continue;
        if (rng.below(10) == 0) {  // out of every cage
            owner[std::size_t(start)] = -2;
            continue;
        }
        Cage cage;
        cage.cells.push_back(start);
        owner[std::size_t(start)] = int(cages.size());
        Mask used = bit(grid[std::size_t(start)]);
        const int size = 1 + int(rng.below(std::uint32_t(max_size)));
        for (int tries = 0; int(cage.cells.size()) < size && tries < 20; ++tries) {
            const int from = cage.cells[rng.below(std::uint32_t(cage.cells.size()))];
            const int r = from / n, k = from % n, dir = int(rng.below(4));
            const int to = dir == 0 ? (r > 0 ? from - n : -1) : dir == 1 ? (r + 1 < n ? from + n : -1)
                         : dir == 2 ? (k > 0 ? from - 1 : -1) : (k + 1 < n ? from + 1 : -1);
            if (to < 0 || owner[std::size_t(to)] != -1 || (used & bit(grid[std::size_t(to)]))) continue;
            owner[std::size_t(to)] = int(cages.size());
            used |= bit(grid[std::size_t(to)]);
            cage.cells.push_back(to);
        }
        for (int c : cage.cells) cage.sum += grid[std::size_t(c)];
        if (rng.below(8) == 0) cage.sum = 0;  // no sum
        cages.push_back(cage);
    }
    return cages;
}

bool valid_solution(const Geometry& g, const Cells& s) {
    return int(s.size()) == g.cells() && std::count(s.begin(), s.end(), 0) == 0 && first_conflict(g, s).empty();
}

// Same counts (up to `limit`) from both searches, and every solution found keeps the rules.
void cross_check(int n, int puzzles, int max_size, int givens_per_100, std::uint64_t seed, bool diagonals = false) {
    Rng rng(seed);
    int unique = 0, several = 0;
    for (int i = 0; i < puzzles; ++i) {
        const Cells grid = random_grid(n, diagonals, rng);
        const GeometryResult made = Geometry::make(Variant::Killer, n, {}, diagonals, random_cages(n, grid, rng, max_size));
        REQUIRE(bool(made.geometry));
        const Geometry& g = *made.geometry;
        Cells givens(grid.size(), 0);
        for (std::size_t c = 0; c < grid.size(); ++c)
            if (int(rng.below(100)) < givens_per_100) givens[c] = grid[c];
        // Now and then a wrong given, so that puzzles with no solution are checked too.
        if (rng.below(8) == 0) givens[rng.below(std::uint32_t(grid.size()))] = std::uint8_t(1 + rng.below(std::uint32_t(n)));
        const Solutions fast = solve_killer(g, givens, 4);
        const Solutions plain = solve_plain(g, givens, 4, nullptr, 2000000);
        if (plain.gave_up) continue;
        CAPTURE(i);
        const std::string line = format_puzzle_json(PuzzleText{made.geometry, givens, {}, "", -1});
        CAPTURE(line);
        REQUIRE(fast.count == plain.count);
        if (fast.count >= 1) CHECK(valid_solution(g, fast.solution));
        if (fast.count >= 2) CHECK(valid_solution(g, fast.second));
        unique += fast.count == 1, several += fast.count > 1;
    }
    // Not vacuous: both kinds of answer were compared.
    CHECK(unique > 0);
    CHECK(several > 0);
}

}  // namespace

TEST_CASE("killer solver: same counts as the plain search on random 4x4 killers") {
    cross_check(4, 400, 4, 10, 11);
}

TEST_CASE("killer solver: same counts as the plain search on random 6x6 killers") {
    cross_check(6, 250, 5, 15, 12);
}

TEST_CASE("killer solver: same counts as the plain search on random 9x9 killers and killer X") {
    cross_check(9, 40, 5, 30, 13);
    cross_check(9, 25, 4, 15, 14, true);
}

TEST_CASE("killer solver: generated killers are unique, as the plain search says") {
    for (std::uint64_t seed : {1u, 2u}) {
        GeneratedPuzzle p = generate_puzzle({{Variant::Killer, 9}, Level::Medium, seed});
        REQUIRE(bool(p.geometry));
        const Solutions fast = solve_killer(*p.geometry, p.givens, 2);
        CHECK(fast.count == 1);
        CHECK(fast.solution == p.solution);
        CHECK(solve_plain(*p.geometry, p.givens, 2).count == 1);
    }
}

TEST_CASE("killer solver: a cage with sum 0 only keeps its digits apart") {
    // Two cells in no common house: every 4x4 grid where they differ.
    const GeometryPtr apart = Geometry::make(Variant::Killer, 4, {}, false, {{0, {0, 6}}}).geometry;
    REQUIRE(bool(apart));
    const Cells empty(16, 0);
    const Solutions fast = solve_killer(*apart, empty, 1000);
    CHECK(fast.count == solve_plain(*apart, empty, 1000).count);
    CHECK(fast.count > 0);
    CHECK(fast.count < 288);  // 288 grids of 4x4; some hold the same digit in r1c1 and r2c3
    // Inside a row, a cage with no sum adds nothing.
    const GeometryPtr row = Geometry::make(Variant::Killer, 4, {}, false, {{0, {0, 1, 2}}}).geometry;
    REQUIRE(bool(row));
    CHECK(solve_killer(*row, empty, 1000).count == 288);
    // No 45-rule from a house holding a cage with no sum: the rule's cells take it in.
    for (const SumRule& r : killer_sum_rules(*row)) CHECK(r.sum != 0);
}

TEST_CASE("killer solver: the 45-rule cages hold on the solution") {
    Rng rng(5);
    for (int i = 0; i < 30; ++i) {
        const Cells grid = random_grid(9, i % 2 == 1, rng);
        const GeometryPtr g = Geometry::make(Variant::Killer, 9, {}, i % 2 == 1, random_cages(9, grid, rng, 6)).geometry;
        REQUIRE(bool(g));
        for (const SumRule& r : killer_sum_rules(*g)) {
            int s = 0;
            for (int c : r.cells) s += grid[std::size_t(c)];
            for (int c : r.minus) s -= grid[std::size_t(c)];
            CHECK(s == r.sum);
        }
    }
}

TEST_CASE("killer X: a killer line may set the diagonals") {
    PuzzleTextResult r = parse_puzzle_text(
        "{\"variant\":\"killer\",\"size\":4,\"diagonals\":true,\"cages\":[{\"sum\":3,\"cells\":[0,1]}],\"givens\":\"................\"}");
    REQUIRE(r.ok);
    CHECK(r.puzzle.geometry->diagonals());
    CHECK(format_puzzle_json(r.puzzle).find("\"diagonals\":true") != std::string::npos);
}

TEST_CASE("killer search: its check queue keeps first in first out across the ring's end") {
    killer_detail::KillerQueue q;
    q.reset(3);
    std::vector<int> out;
    // Each check waits at most once, so three places hold any moment; the ring wraps.
    for (int round = 0; round < 5; ++round) {
        q.push(10 * round), q.push(10 * round + 1);
        out.push_back(q.pop());
        q.push(10 * round + 2);
        while (q.count) out.push_back(q.pop());
    }
    std::vector<int> want;
    for (int round = 0; round < 5; ++round)
        for (int i = 0; i < 3; ++i) want.push_back(10 * round + i);
    CHECK(out == want);
    killer_detail::KillerQueue empty;
    empty.reset(0);  // a puzzle with no sums: one place, never used
    empty.push(7);
    CHECK(empty.pop() == 7);
    CHECK(empty.count == 0);
}
