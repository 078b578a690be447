// The constraint-variant test set (tests/data/constraints/puzzles.fpuzzles, made by
// scripts/make_constraint_puzzles.py and cross-checked with ISS): every puzzle is read from its
// f-puzzles JSON, solved to its known solution and proven unique; the logic then hints it from
// the start, every step checked against the solution (no true candidate removed, no wrong digit
// placed), to the end or as far as the techniques go short of trial.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <string>

#include "core/constraints/constraint_kind.h"
#include "core/logic/topology.h"
#include "core/generate/generator.h"
#include "core/grid/fpuzzles.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/logic/logic.h"
#include "core/solve/solver.h"

using namespace sudoku;

namespace {

// The 38 (cross-checked with ISS), then kropki dots and whispers lines with a number written on
// them (puzzles_marked.fpuzzles, from the same script: ISS's strings there do not carry them),
// then two non-consecutive puzzles as the generator makes them (puzzles_generated.fpuzzles:
// `sudoku generate --variant non-consecutive --level expert --seed 1` and `--seed 4`, 24 and
// 22 givens), beside the set's two minimal ones with 7 givens.
std::vector<std::string> set_lines() {
    std::vector<std::string> out;
    for (const char* file : {"puzzles.fpuzzles", "puzzles_marked.fpuzzles", "puzzles_generated.fpuzzles"}) {
        std::ifstream in(std::string(SUDOKU_FIXTURES) + "/../data/constraints/" + file);
        for (std::string line; std::getline(in, line);)
            if (!line.empty()) out.push_back(line);
    }
    return out;
}

std::string title_of(const std::string& line) {
    const auto at = line.find("\"title\":\"");
    return at == std::string::npos ? "?" : line.substr(at + 9, line.find('"', at + 9) - at - 9);
}

// The rules' links in a position agree with the solution: of a weak link's two candidates at
// most one is true, of a strong link's at least one. Returns the links checked.
int check_links(const CandidateGrid& s, const Cells& sol) {
    const Geometry& g = s.topology().geometry();
    auto truth = [&](Candidate c) { return int(sol[c.cell]) == int(c.digit); };
    int n = 0;
    for (auto [p, q] : logic::constraint_weak_links(g, s.grid.data(), s.cand.data())) {
        CHECK_FALSE((truth(p) && truth(q)));
        ++n;
    }
    for (auto [p, q] : logic::constraint_strong_links(g, s.grid.data(), s.cand.data())) {
        CHECK((truth(p) || truth(q)));
        ++n;
    }
    return n;
}

// Steps true to the solution: no true candidate removed, no wrong digit placed.
void check_step(const Step& step, const Cells& sol) {
    CAPTURE(technique_name(step.technique));
    for (auto e : step.eliminations) CHECK(int(e.digit) != int(sol[e.cell]));
    for (auto p : step.placements) CHECK(int(p.digit) == int(sol[p.cell]));
}

}  // namespace

// Heavy: the plain search over the whole set was the slowest case under the sanitizers (9 s);
// both searches still run there on constraint grids (constraints_test.cpp, and the generator's
// uniqueness proofs in the seed-21 case below).
TEST_CASE("constraint puzzles: each solves to its solution, unique, on the fast and the plain search" * doctest::test_suite("heavy")) {
    const auto lines = set_lines();
    REQUIRE(lines.size() >= 44);
    for (const auto& line : lines) {
        CAPTURE(title_of(line));
        PuzzleTextResult r = parse_puzzle_text(line);
        REQUIRE_MESSAGE(r.ok, r.error);
        REQUIRE(r.puzzle.solution.size() == 81);
        const Geometry& g = *r.puzzle.geometry;
        CHECK(first_conflict(g, r.puzzle.solution).empty());
        Solutions s = solve(g, r.puzzle.givens, 2);
        CHECK(s.count == 1);
        CHECK(s.solution == r.puzzle.solution);
        Solutions p = solve_plain(g, r.puzzle.givens, 2);
        CHECK(p.count == 1);
    }
}

TEST_CASE("constraint puzzles: each goes out as an f-puzzles link and comes back the same") {
    for (const auto& line : set_lines()) {
        CAPTURE(title_of(line));
        PuzzleTextResult r = parse_puzzle_text(line);
        REQUIRE(r.ok);
        const std::string link = fpuzzles_link(r.puzzle, title_of(line));
        FpuzzlesResult back = parse_fpuzzles(link);
        REQUIRE_MESSAGE(back.ok, back.error);
        CHECK(*back.puzzle.geometry == *r.puzzle.geometry);
        CHECK(back.puzzle.givens == r.puzzle.givens);
        CHECK(back.puzzle.solution == r.puzzle.solution);
        CHECK(back.title == title_of(line));
    }
}

// A puzzle of the set (it must read) and its candidates at the start, for the hint walks below.
static PuzzleTextResult read_set_puzzle(const std::string& line) {
    PuzzleTextResult r = parse_puzzle_text(line);
    REQUIRE(r.ok);
    return r;
}
static CandidateGrid start_of(const PuzzleTextResult& r) {
    return CandidateGrid::from_cells(r.puzzle.geometry, r.puzzle.givens, {});
}

// Every technique up to ALS (no forcing chain): where none applies the solution's digit is
// placed in the cell with fewest candidates (counted: those puzzles need chains or trial), so
// every position along the way is checked cheaply. `sudoku hint --path` runs the whole engine.
TEST_CASE("constraint puzzles: the hints' path, every step true to the solution") {
    int logic_only = 0;
    std::vector<int> seen(kTechniques, 0);
    for (const auto& line : set_lines()) {
        const std::string name = title_of(line);
        CAPTURE(name);
        const PuzzleTextResult r = read_set_puzzle(line);
        const Cells& sol = r.puzzle.solution;
        CandidateGrid s = start_of(r);
        int steps = 0, forced = 0, rule_steps = 0;
        int links = 0;
        while (!s.solved() && steps < 600) {
            links += check_links(s, sol);
            auto step = find_next_step(s, Technique::AlsXyWing, true, TechniqueSet::NoUniqueness);
            if (!step) {
                int best = -1;
                for (int c = 0; c < s.cell_count(); ++c)
                    if (!s.grid[std::size_t(c)] && (best < 0 || popcount(s.cand[std::size_t(c)]) < popcount(s.cand[std::size_t(best)])))
                        best = c;
                REQUIRE(best >= 0);
                REQUIRE((s.cand[std::size_t(best)] & bit(sol[std::size_t(best)])));  // the true digit is still a candidate
                s.place(best, sol[std::size_t(best)]);
                ++forced, ++steps;
                continue;
            }
            CAPTURE(technique_name(step->technique));
            for (auto e : step->eliminations) CHECK(int(e.digit) != int(sol[e.cell]));
            for (auto p : step->placements) CHECK(int(p.digit) == int(sol[p.cell]));
            const bool rule = (int(step->technique) >= int(Technique::ConstraintParity) &&
                               int(step->technique) <= int(Technique::QuadrupleDigits)) ||
                              step->technique == Technique::RulePointing || step->technique == Technique::NeighbourSet ||
                              step->technique == Technique::NeighbourClash;
            if (rule) {  // its sentence is filled in, and the kept candidates of the rule are drawn
                CHECK(step->explanation.find('{') == std::string::npos);
                CHECK(!step->explanation.empty());
                CHECK(!step->marks.empty());
            }
            rule_steps += rule;
            ++seen[std::size_t(step->technique)];
            apply_step(s, *step);
            ++steps;
        }
        CHECK(s.solved());
        for (int c = 0; c < s.cell_count(); ++c) CHECK(int(s.grid[std::size_t(c)]) == int(sol[std::size_t(c)]));
        logic_only += forced == 0;
        MESSAGE(name << ": " << steps << " steps, " << rule_steps << " by the rules' techniques, " << forced
                     << " digits past the techniques, " << links << " rule links checked");
    }
    MESSAGE(logic_only << " solved by the techniques up to ALS alone");
    // Every family's technique takes part somewhere in the set.
    for (Technique t : {Technique::ConstraintParity, Technique::ThermoRange, Technique::KropkiPair, Technique::XVPair,
                        Technique::NeighbourRule, Technique::WhisperLine, Technique::PalindromeLine, Technique::ArrowSum,
                        Technique::RenbanSpan, Technique::BetweenLine, Technique::LittleKillerSum, Technique::SandwichSum,
                        Technique::QuadrupleDigits}) {
        CAPTURE(technique_name(t));
        CHECK(seen[std::size_t(t)] > 0);
    }
    MESSAGE("seen through a rule: " << seen[std::size_t(Technique::RulePointing)] << " steps");
}

// The whole engine (forcing chains, then trial) from the start to the end of every puzzle of the
// set, each step true to the solution, at the default nesting with no trial step; but the two
// minimal non-consecutive puzzles (7 givens each) need level-4 chains for about a minute each
// there (`sudoku grade` ends both with no trial step: docs/variants.md), so they stop nesting at
// level 1 (trial ends what level 1 does not). Every kind keeps two puzzles hinted to the end at
// the default nesting: for non-consecutive, the two generated ones.
TEST_CASE("constraint puzzles: the engine's hints reach the end of every puzzle" * doctest::test_suite("heavy")) {
    int trials = 0;
    std::map<std::string, int> uncapped;  // kind (the title without its number) -> its puzzles ended with no trial
    for (const auto& line : set_lines()) {
        const std::string name = title_of(line);
        CAPTURE(name);
        const bool capped = name == "nonconsecutive-1" || name == "nonconsecutive-2";
        set_max_nesting_level(capped ? 1 : kMaxNesting);
        const PuzzleTextResult r = read_set_puzzle(line);
        const Cells& sol = r.puzzle.solution;
        CandidateGrid s = start_of(r);
        int steps = 0, here = 0;
        while (!s.solved() && steps < 1000) {
            auto step = next_step(s);
            REQUIRE(step);
            check_step(*step, sol);
            here += step->technique == Technique::Trial;
            apply_step(s, *step);
            ++steps;
        }
        CHECK(s.solved());
        for (int c = 0; c < s.cell_count(); ++c) CHECK(int(s.grid[std::size_t(c)]) == int(sol[std::size_t(c)]));
        if (!capped) {
            CHECK(here == 0);
            uncapped[name.substr(0, name.rfind('-'))] += s.solved() && here == 0;
        }
        trials += here;
    }
    set_max_nesting_level(kMaxNesting);
    CHECK(uncapped.size() == 21);  // the 19 kinds, and the marked whispers and kropki
    for (const auto& kind : uncapped) {  // (not a structured binding: CAPTURE's lambda takes it)
        CAPTURE(kind.first);
        CHECK(kind.second >= 2);
    }
    CHECK(uncapped["nonconsecutive"] == 2);
    MESSAGE(trials << " trial steps in the set (the non-consecutive puzzles at level 1)");
}

// Generated puzzles of the digging kinds: along the techniques' path (up to ALS, the solution's
// digit where they stop) every step and every rule link is true to the solution.
static void check_generated(std::uint64_t seed) {
    for (const char* w : {"anti-knight", "anti-king", "non-consecutive", "kropki", "xv", "thermo"}) {
        CAPTURE(w);
        CAPTURE(seed);
        GeneratedPuzzle p = generate_puzzle({*parse_variant_kind(w), Level::Hard, seed});
        CandidateGrid s = CandidateGrid::from_cells(p.geometry, p.givens, {});
        int steps = 0, links = 0;
        while (!s.solved() && steps < 600) {
            links += check_links(s, p.solution);
            auto step = find_next_step(s, Technique::AlsXyWing, true, TechniqueSet::NoUniqueness);
            if (!step) {
                int best = -1;
                for (int c = 0; c < s.cell_count(); ++c)
                    if (!s.grid[std::size_t(c)]) best = c;
                REQUIRE(best >= 0);
                s.place(best, p.solution[std::size_t(best)]);
            } else {
                check_step(*step, p.solution);
                apply_step(s, *step);
            }
            ++steps;
        }
        CHECK(s.solved());
        if (std::string(w).rfind("anti-", 0) != 0) CHECK(links > 0);  // anti-knight, anti-king: peers, no props
    }
}

// Seeds 21 and 22 of each kind: one under the sanitizers, the other at full speed (heavy).
TEST_CASE("constraint puzzles: generated ones (seed 21 of each kind), every step and rule link true") {
    check_generated(21);
}
TEST_CASE("constraint puzzles: generated ones (seed 22 of each kind), every step and rule link true" * doctest::test_suite("heavy")) {
    check_generated(22);
}
