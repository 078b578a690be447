// The watchable search on any geometry (core/search/search.h) and its timeline.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "core/generate/generator.h"
#include "core/search/search.h"
#include "core/search/timeline.h"
#include "core/solve/solver.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {

const Strategy kAllStrategies[] = {Strategy::Classic, Strategy::Mrv, Strategy::Forward, Strategy::Dlx};

struct VsCase {
    const char* kind;
    std::uint64_t seed;  // chosen so the classic backtracking stays short
};
const VsCase kCases[] = {{"4x4", 1}, {"6x6", 1}, {"12x12", 1}, {"jigsaw", 3}, {"x", 3}, {"killer", 3}, {"killer", 1}};

GeneratedPuzzle make(const VsCase& c) {
    auto kind = parse_variant_kind(c.kind);
    REQUIRE(kind);
    return generate_puzzle({*kind, Level::Easy, c.seed});
}

Search run_to_end(const GeneratedPuzzle& p, Strategy s, SearchOptions o = {}) {
    Search x(p.geometry, p.givens, s, o);
    while (x.run(1u << 22)) {}
    return x;
}

int solutions(const Geometry& g, const Cells& cells) { return solve(g, cells, 3).count; }

// The solution with givens taken away (reading order, skipping any that would give more
// than two solutions) until exactly two solutions are left.
Cells two_solutions(const GeneratedPuzzle& p) {
    Cells cells = p.solution;
    for (std::size_t c = 0; c < cells.size(); ++c) {
        const std::uint8_t keep = cells[c];
        cells[c] = 0;
        const int n = solutions(*p.geometry, cells);
        if (n == 2) return cells;
        if (n > 2) cells[c] = keep;
    }
    return {};
}

// A cage with `free` blanks, digits `used` adding up to `sum` so far, can still make its total.
bool vs_reachable(int n, int free, int rest, Mask used) {
    if (free == 0) return rest == 0;
    for (Mask m : cage_combinations(free, rest, n))
        if (!(m & used)) return true;
    return false;
}

std::vector<std::uint64_t> heats(const Search& s) {
    std::vector<std::uint64_t> v;
    for (int c = 0; c < s.geometry().cells(); ++c) v.push_back(s.heat(c));
    return v;
}

bool same_view(const Search& a, const Search& b) {
    const SearchCounters &x = a.counters(), &y = b.counters();
    return a.grid() == b.grid() && x.steps == y.steps && x.tries == y.tries && x.placements == y.placements &&
           x.backtracks == y.backtracks && x.propagations == y.propagations && x.undone == y.undone &&
           x.dead_ends == y.dead_ends && x.solutions == y.solutions && x.depth == y.depth &&
           x.max_depth == y.max_depth && a.last_event() == b.last_event() && heats(a) == heats(b) &&
           a.result() == b.result();
}

}  // namespace

TEST_CASE("search: every strategy solves every kind as solve does") {
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        const Cells expected = solve(*p.geometry, p.givens, 1).solution;
        for (Strategy s : kAllStrategies) {
            CAPTURE(c.kind);
            CAPTURE(c.seed);
            CAPTURE(strategy_name(s));
            if (!strategy_error(*p.geometry, s).empty()) continue;  // killer with dlx: below
            Search x = run_to_end(p, s);
            CHECK(x.result() == SearchResult::Solved);
            CHECK(x.last_event().kind == EventKind::Solved);
            CHECK(x.grid() == expected);
            CHECK(x.counters().solutions == 1);
            CHECK(x.counters().tries + x.counters().propagations > 0);
            if (s == Strategy::Classic) CHECK(x.counters().propagations == 0);
        }
    }
}

TEST_CASE("search: all_solutions counts the two solutions of a puzzle with two") {
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        Cells two = two_solutions(p);
        REQUIRE(!two.empty());
        for (Strategy s : kAllStrategies) {
            CAPTURE(c.kind);
            CAPTURE(strategy_name(s));
            if (!strategy_error(*p.geometry, s).empty()) continue;
            SearchOptions o;
            o.all_solutions = true;
            Search x(p.geometry, two, s, o);
            while (x.run(1u << 22)) {}
            CHECK(x.counters().solutions == 2);
            CHECK(x.result() == SearchResult::Solved);
            CHECK(x.last_event().kind == EventKind::Exhausted);
            CHECK(x.depth() == 0);
            // Without the option it stops at the first.
            Search first(p.geometry, two, s);
            while (first.run(1u << 22)) {}
            CHECK(first.counters().solutions == 1);
            CHECK(first.last_event().kind == EventKind::Solved);
        }
    }
}

TEST_CASE("search: conflicting givens give only Exhausted") {
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        const Geometry& g = *p.geometry;
        std::vector<Cells> bad;
        // A blank given the digit of a given in its row.
        for (int cell = 0; cell < g.cells() && bad.size() < 1; ++cell) {
            if (p.givens[std::size_t(cell)]) continue;
            for (int other : g.houses()[std::size_t(g.row_of(cell))].cells)
                if (p.givens[std::size_t(other)]) {
                    Cells x = p.givens;
                    x[std::size_t(cell)] = p.givens[std::size_t(other)];
                    bad.push_back(x);
                    break;
                }
        }
        // Killer: a cage of two or more cells whose first cell alone is given its whole sum,
        // and a cage given one digit twice.
        for (const Cage& cage : g.cages())
            if (cage.cells.size() >= 2 && cage.sum <= g.size()) {
                Cells x = p.givens;
                for (int k : cage.cells) x[std::size_t(k)] = 0;
                x[std::size_t(cage.cells[0])] = std::uint8_t(cage.sum);
                bad.push_back(x);
                break;
            }
        for (const Cage& cage : g.cages())
            if (cage.cells.size() >= 2) {
                Cells x = p.givens;
                x[std::size_t(cage.cells[0])] = x[std::size_t(cage.cells[1])] = 1;
                bad.push_back(x);
                break;
            }
        if (!g.cages().empty()) CHECK(bad.size() == 3);
        REQUIRE(!bad.empty());
        for (const Cells& x : bad)
            for (Strategy s : kAllStrategies) {
                CAPTURE(c.kind);
                CAPTURE(strategy_name(s));
                REQUIRE(solutions(g, x) == 0);
                Search v(p.geometry, x, s);
                Event e = v.step();
                CHECK(e.kind == EventKind::Exhausted);
                CHECK(v.finished());
                CHECK(v.result() == SearchResult::None);
                CHECK(v.step().kind == EventKind::None);
                CHECK(v.steps() == 1);
            }
    }
}

TEST_CASE("search: every reject names a real conflict, cage sums included") {
    int sum_rejects = 0, cage_repeats = 0;
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        const Geometry& g = *p.geometry;
        if (g.size() > 9) continue;  // the 12x12's millions of steps: the solve test covers it
        Search x(p.geometry, p.givens, Strategy::Classic);
        std::uint64_t rejects = 0;
        bool all_real = true;
        for (Event e = x.step(); e.kind != EventKind::None; e = x.step()) {
            if (e.kind != EventKind::Reject) continue;
            ++rejects;
            const Cells grid = x.grid();  // unchanged since the check
            bool real = grid[std::size_t(e.cell)] == 0;
            if (e.cage < 0) {
                // The `by` cell holds the digit and shares the named house.
                real = real && e.by >= 0 && grid[std::size_t(e.by)] == e.digit && e.house >= 0;
                if (real) {
                    const auto& hs = g.houses_of(e.cell);
                    const auto& hc = g.houses()[std::size_t(e.house)].cells;
                    real = std::find(hs.begin(), hs.end(), int(e.house)) != hs.end() &&
                           std::find(hc.begin(), hc.end(), int(e.by)) != hc.end();
                }
            } else {
                const Cage& cage = g.cages()[std::size_t(e.cage)];
                real = real && g.cage_of(e.cell) == e.cage;
                if (e.by >= 0) {
                    ++cage_repeats;
                    real = real && grid[std::size_t(e.by)] == e.digit && g.cage_of(e.by) == e.cage;
                } else {
                    ++sum_rejects;
                    int sum = 0, filled = 0;
                    Mask used = 0;
                    for (int k : cage.cells)
                        if (grid[std::size_t(k)]) sum += grid[std::size_t(k)], ++filled, used |= bit(grid[std::size_t(k)]);
                    real = real && !(used & bit(e.digit)) &&
                           !vs_reachable(g.size(), int(cage.cells.size()) - filled - 1, cage.sum - sum - e.digit,
                                         Mask(used | bit(e.digit)));
                }
                // No house already held the digit (houses are checked first).
                for (int h : g.houses_of(e.cell))
                    for (int k : g.houses()[std::size_t(h)].cells) real = real && grid[std::size_t(k)] != e.digit;
            }
            if (!real) {
                all_real = false;
                CAPTURE(c.kind);
                FAIL_CHECK(describe(g, e));
                break;
            }
        }
        CHECK(all_real);
        CHECK(rejects == x.counters().tries - x.counters().placements);
    }
    CHECK(sum_rejects > 0);
    CHECK(cage_repeats > 0);
}

TEST_CASE("search: classic starts in the first blank with 1, mrv and forward never reject") {
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        const int first = int(std::find(p.givens.begin(), p.givens.end(), 0) - p.givens.begin());
        Search x(p.geometry, p.givens, Strategy::Classic);
        Event e = x.step();
        CHECK(e.kind == EventKind::Try);
        CHECK(e.cell == first);
        CHECK(e.digit == 1);
        CHECK(describe(*p.geometry, e) == "try " + p.geometry->cell_name(first) + " 1");
        for (Strategy s : {Strategy::Mrv, Strategy::Forward}) {
            Search m = run_to_end(p, s);
            CHECK(m.counters().tries == m.counters().placements);
        }
    }
}

TEST_CASE("search: on the 9x9 classic the fixed-table engine and the engine for any geometry agree, event for event") {
    std::vector<std::string> puzzles = {kSeed, kSeedNone};
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/search_puzzles.txt");
    for (std::string line; std::getline(in, line) && puzzles.size() < 5;)
        if (!line.empty() && line[0] != '#') puzzles.push_back(line);
    REQUIRE(puzzles.size() == 5);
    for (const std::string& text : puzzles) {
        auto r = parse_grid(text);
        REQUIRE(r.ok);
        Cells cells(r.grid.cells.begin(), r.grid.cells.end());
        for (Strategy s : kAllStrategies) {
            CAPTURE(text);
            CAPTURE(strategy_name(s));
            ClassicSearch a(r.grid, s);
            GeometrySearch b(Geometry::classic9(), cells, s);
            Search picked(Geometry::classic9(), cells, s);  // what the page and the CLI run
            bool same = true;
            for (Event e = a.step(); e.kind != EventKind::None && same; e = a.step()) {
                Event v = b.step();
                same = v.kind == e.kind && v.cell == e.cell && v.digit == e.digit && v.by == e.by &&
                       v.house == e.house && v.rule == e.rule && v.cage == -1;
                if (!same) CHECK(describe(e) == describe(*Geometry::classic9(), v));
            }
            CHECK(same);
            CHECK(b.step().kind == EventKind::None);
            picked.run(~0ull);
            CHECK(picked.counters().steps == a.counters().steps);
            CHECK(picked.grid() == b.grid());
            CHECK(a.counters().steps == b.counters().steps);
            CHECK(a.counters().tries == b.counters().tries);
            CHECK(a.counters().backtracks == b.counters().backtracks);
            CHECK(a.counters().max_depth == b.counters().max_depth);
            CHECK(a.result() == b.result());
        }
    }
}

TEST_CASE("search: seeking a Timeline back and forth matches a fresh run") {
    for (const VsCase& c : kCases) {
        GeneratedPuzzle p = make(c);
        if (p.geometry->size() > 9) continue;
        for (Strategy s : kAllStrategies) {
            if (!strategy_error(*p.geometry, s).empty()) continue;
            CAPTURE(c.kind);
            CAPTURE(strategy_name(s));
            TimelineOptions to;
            to.first_interval = 16;
            to.max_checkpoints = 8;
            to.fine_checkpoints = 4;
            SearchOptions so;
            so.step_cap = 20000;
            Timeline t(Search(p.geometry, p.givens, s, so), to);
            while (t.advance(997)) {}
            const std::uint64_t end = t.known_steps();
            CHECK(t.end_known());
            CHECK(t.memory_bytes() > 0);
            const std::uint64_t targets[] = {end / 2, 1, end, end / 3, 0, end - 1, end / 7, end / 2 + 1};
            for (std::uint64_t at : targets) {
                CAPTURE(at);
                CHECK(t.seek(at) == at);
                Search fresh(p.geometry, p.givens, s, so);
                fresh.run(at);
                CHECK(same_view(t.search(), fresh));
            }
            t.seek(end);
            for (int i = 0; i < 5 && t.step_back(); ++i) {}
            Search fresh(p.geometry, p.givens, s, so);
            fresh.run(t.position());
            CHECK(same_view(t.search(), fresh));
        }
    }
}

TEST_CASE("search: dlx refuses killer with a sentence, other strategies take it") {
    GeneratedPuzzle p = make({"killer", 3});
    const std::string why = strategy_error(*p.geometry, Strategy::Dlx);
    CHECK(why.find("killer") != std::string::npos);
    CHECK(why.rfind("dlx: ", 0) == 0);
    Search x(p.geometry, p.givens, Strategy::Dlx);
    CHECK(x.step().kind == EventKind::Exhausted);
    CHECK(x.result() == SearchResult::None);
    CHECK(x.steps() == 1);
    for (Strategy s : {Strategy::Classic, Strategy::Mrv, Strategy::Forward})
        CHECK(strategy_error(*p.geometry, s).empty());
    CHECK(strategy_error(*make({"jigsaw", 3}).geometry, Strategy::Dlx).empty());
}

TEST_CASE("search: step_cap stops with Capped, heat and erased_at follow the events") {
    GeneratedPuzzle p = make({"x", 3});
    SearchOptions o;
    o.step_cap = 500;
    Search x(p.geometry, p.givens, Strategy::Classic, o);
    std::vector<std::uint64_t> tries(std::size_t(p.geometry->cells()), 0);
    std::uint64_t last_backtrack_step = 0;
    int last_backtrack_cell = -1;
    for (Event e = x.step(); e.kind != EventKind::None; e = x.step()) {
        if (e.kind == EventKind::Try) ++tries[std::size_t(e.cell)];
        if (e.kind == EventKind::Backtrack) last_backtrack_step = x.steps(), last_backtrack_cell = e.cell;
    }
    CHECK(x.result() == SearchResult::Capped);
    CHECK(x.steps() == 500);
    CHECK(heats(x) == tries);
    REQUIRE(last_backtrack_cell >= 0);
    CHECK(x.erased_at(last_backtrack_cell) == last_backtrack_step);
    for (int level = 0; level < x.depth(); ++level)
        CHECK(x.digit(x.branch_cell(level)) == x.branch_digit(level));
}
