// The killer techniques (killer pairs and triples, cage combination conflicts, cage splitting
// by the 45 rule over houses and runs of houses) and the cage filter that chains follow:
// the fast filter never drops a digit the exact one keeps; every technique, tried at every
// position of the hint paths of generated killers of every level and of minimal ones, never
// removes a true candidate nor places a wrong digit, and each of them fires somewhere.
#include <doctest/doctest.h>

#include <map>

#include "core/constraints/cage_internal.h"
#include "core/generate/generator.h"
#include "core/logic/logic.h"
#include "core/text/text.h"
#include "variant_puzzles.h"

using namespace sudoku;

TEST_CASE("cage filter: the chains' fast filter keeps what the exact one keeps, equal up to three cells") {
    Rng rng(7);
    int cases = 0, narrower = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        const int k = 1 + int(rng.below(6));
        int cells[6];
        Mask cand[6];
        for (int i = 0; i < k; ++i) {
            cells[i] = i;
            cand[i] = Mask(1 + rng.below(511));
        }
        const int rest = k + int(rng.below(std::uint32_t(9 * k - k + 1)));
        Mask fast[6], exact[6];
        std::vector<Mask> sets;
        const bool any_fast = cages::cage_filter(9, cells, k, cand, rest, 0, 0, fast);
        const bool any_exact = cages::cage_filter(9, cells, k, cand, rest, 0, 0, exact, &sets);
        ++cases;
        CHECK(any_exact == !sets.empty());
        if (any_exact) CHECK(any_fast);
        for (int i = 0; i < k; ++i) {
            INFO("k=" << k << " rest=" << rest << " cell " << i);
            CHECK((exact[i] & ~fast[i]) == 0);  // never narrower than the truth
            CHECK((fast[i] & ~cand[i]) == 0);
            if (k <= 3 && any_exact) CHECK(fast[i] == exact[i]);
            narrower += fast[i] != exact[i];
        }
    }
    MESSAGE(cases << " random cages; the fast filter kept more than the exact one in " << narrower << " cells (4 cells and up)");
}

namespace {

const Technique kKiller[] = {Technique::CageSingle,  Technique::CageCombination, Technique::CagePointing,
                             Technique::InnieOutie,  Technique::VirtualCage,     Technique::KillerSubset,
                             Technique::CageConflict, Technique::CageSplit};

struct Tally {
    std::map<std::string, int> fired;
    int positions = 0, wrong = 0, finished = 0, puzzles = 0;
    std::string first_wrong;
};

bool sound(const CandidateGrid& s, const Step& st, const Cells& solution) {
    if (st.explanation.empty() || st.explanation.find('{') != std::string::npos) return false;
    if (st.placements.empty() && st.eliminations.empty()) return false;
    for (auto p : st.placements)
        if (solution[p.cell] != p.digit || s.grid[p.cell]) return false;
    for (auto e : st.eliminations)
        if (solution[e.cell] == e.digit || !(s.cand[e.cell] & bit(e.digit))) return false;
    for (const auto& m : st.marks)
        if (!(s.cand[m.candidate.cell] & bit(m.candidate.digit)) && !s.grid[m.candidate.cell]) return false;
    return true;
}

// Along the hint path (the easiest step each time), every killer technique tried.
void check_path(const GeometryPtr& g, const Cells& givens, const Cells& solution, Tally& t) {
    ++t.puzzles;
    CandidateGrid s = CandidateGrid::from_cells(g, givens);
    for (int guard = 0; !s.solved() && guard < 2 * g->cells() * g->size(); ++guard) {
        ++t.positions;
        for (Technique k : kKiller) {
            auto st = find_technique(s, k);
            if (!st) continue;
            ++t.fired[technique_key(k)];
            if (!sound(s, *st, solution) && !t.wrong++) t.first_wrong = g->name() + ": " + format_step(s, *st);
        }
        auto step = find_next_step(s);
        if (!step) break;
        if (!sound(s, *step, solution) && !t.wrong++) t.first_wrong = g->name() + ": " + format_step(s, *step);
        apply_step(s, *step);
    }
    t.finished += s.cells() == solution;
}

}  // namespace

TEST_CASE("killer techniques: sound at every position of generated killers of every level and minimal ones" * doctest::test_suite("heavy")) {
    text::set_language("en");
    Tally t;
    auto kind = parse_variant_kind("killer");
    REQUIRE(kind);
    for (Level level : {Level::Easy, Level::Medium, Level::Hard, Level::Expert})
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GeneratedPuzzle p = generate_puzzle({*kind, level, seed});
            REQUIRE(bool(p.geometry));
            check_path(p.geometry, p.givens, p.solution, t);
        }
    for (int i = 0; i < 12; ++i) {
        auto m = vtest::make_puzzle("killer", 7000 + std::uint64_t(i));
        if (m.g) check_path(m.g, m.givens, m.solution, t);
    }
    std::string fired;
    for (auto& [k, v] : t.fired) fired += " " + k + "=" + std::to_string(v);
    MESSAGE(t.puzzles << " killers, " << t.positions << " positions, " << t.finished << " finished;" << fired);
    CHECK_MESSAGE(t.wrong == 0, t.first_wrong);
    CHECK(t.finished == t.puzzles);
    for (const char* key : {"killer-subset", "cage-conflict", "cage-split"}) CHECK_MESSAGE(t.fired[key] > 0, std::string(key));
}

TEST_CASE("killer techniques on 12x12 and 16x16 killers: sound against a solution the cages were grown on") {
    text::set_language("en");
    for (int n : {12, 16}) {
        Rng rng(std::uint64_t(40 + n));
        GeometryPtr plain = Geometry::classic(n);
        auto full = solve(*plain, Cells(std::size_t(plain->cells()), 0), 1, &rng, 200000);
        REQUIRE(full.count == 1);
        const Cells& sol = full.solution;
        GeometryPtr g = Geometry::make(Variant::Killer, n, {}, false, vtest::random_cages(n, sol, rng)).geometry;
        REQUIRE(bool(g));
        // Half the cells given: the cage techniques have work, and every solution of the
        // position keeps `sol`'s candidates only if the techniques are sound for it.
        Cells givens = sol;
        for (int c = 0; c < g->cells(); ++c)
            if (rng.below(2)) givens[std::size_t(c)] = 0;
        CandidateGrid s = CandidateGrid::from_cells(g, givens);
        int fired = 0;
        for (int round = 0; round < 40 && !s.solved(); ++round) {
            bool any = false;
            for (Technique k : kKiller) {
                auto st = find_technique(s, k);
                if (!st) continue;
                INFO(n << "x" << n << " " << technique_key(k) << ": " << format_step(s, *st));
                for (auto p : st->placements) CHECK(sol[p.cell] == p.digit);
                for (auto e : st->eliminations) CHECK(sol[e.cell] != e.digit);
                ++fired;
                apply_step(s, *st);
                any = true;
                break;
            }
            if (!any) break;
        }
        MESSAGE(n << "x" << n << " killer: " << fired << " cage steps");
        CHECK(fired > 0);
    }
}
