// The one logic engine on every geometry: the classic techniques on 16x16 and jigsaw grids,
// forcing chains that follow killer cages, and (heavy) no step removing a true candidate and
// no hint path stuck, over generated puzzles of every variant and level.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "core/generate/generator.h"
#include "core/logic/logic.h"
#include "core/logic/logic_implication.h"
#include "core/text/text.h"
#include "variant_puzzles.h"

using namespace sudoku;

namespace {

// The techniques the old variant engine had (variant_*.cpp, removed): a step outside them
// shows what the one engine adds on that geometry.
bool old_variant_technique(Technique t) {
    using T = Technique;
    static const std::set<T> old = {T::FullHouse, T::CageSingle, T::HiddenSingle, T::NakedSingle, T::CageCombination,
                                    T::Pointing, T::Claiming, T::CagePointing, T::InnieOutie, T::NakedPair,
                                    T::HiddenPair, T::VirtualCage, T::NakedTriple, T::HiddenTriple, T::XWing,
                                    T::XYWing, T::Swordfish, T::NakedQuad, T::HiddenQuad, T::Jellyfish,
                                    T::XChain, T::XYChain, T::AIC};
    return old.count(t) > 0;
}

struct Walk {
    int steps = 0, trials = 0, wrong = 0;
    bool solved = false;
    std::map<std::string, int> fired;
    std::string first_wrong;
};

// Hints from the givens to the end: every placement and elimination checked against the
// solution; every drawn candidate a candidate of the position.
Walk walk(const GeometryPtr& g, const Cells& givens, const Cells& solution) {
    Walk w;
    CandidateGrid s = CandidateGrid::from_cells(g, givens);
    while (!s.solved() && w.steps < 4 * g->cells() * g->size()) {
        auto step = find_next_step(s);
        if (!step) break;
        ++w.steps;
        ++w.fired[technique_key(step->technique)];
        if (step->technique == Technique::Trial) ++w.trials;
        bool bad = step->explanation.empty() || step->explanation.find('{') != std::string::npos ||
                   (step->placements.empty() && step->eliminations.empty());
        for (auto p : step->placements) bad |= solution[p.cell] != p.digit || s.grid[p.cell];
        for (auto e : step->eliminations) bad |= solution[e.cell] == e.digit || !(s.cand[e.cell] & bit(e.digit));
        for (const auto& m : step->marks) bad |= !(s.cand[m.candidate.cell] & bit(m.candidate.digit)) && !s.grid[m.candidate.cell];
        for (int h : step->houses) bad |= h < 0 || h >= int(g->houses().size());
        if (bad) {
            if (!w.wrong++) w.first_wrong = g->name() + " " + technique_key(step->technique) + ": " + format_step(s, *step);
            return w;
        }
        apply_step(s, *step);
    }
    w.solved = s.cells() == solution;
    return w;
}

// The first of a few minimal puzzles (dug while unique) whose hint path needs a technique the
// old variant engine did not have.
struct Needing {
    vtest::Made made;
    Walk walk;
    std::string beyond;  // the first such technique's key
};
Needing first_beyond_old(const char* kind, std::uint64_t seed, int tries) {
    Needing out;
    for (int i = 0; i < tries; ++i) {
        auto m = vtest::make_puzzle(kind, seed + std::uint64_t(i));
        if (!m.g) continue;
        CandidateGrid s = CandidateGrid::from_cells(m.g, m.givens);
        while (!s.solved()) {
            auto step = find_next_step(s, kHardestTechnique, false);
            if (!step) break;
            if (!old_variant_technique(step->technique)) {
                out.made = m;
                out.beyond = technique_key(step->technique);
                out.walk = walk(m.g, m.givens, m.solution);
                return out;
            }
            apply_step(s, *step);
        }
    }
    return out;
}

}  // namespace

// A puzzle of `kind` needing a technique the old engine lacked is finished soundly by hints.
// Whole solving paths (minimal puzzles tried until one needs such a technique): heavy, at full
// speed; the sanitizers keep the small cases of the same techniques on these geometries
// (logic_geometries_test.cpp, and the sentences and fish cases below).
static void check_beyond_old(const char* kind, int tries) {
    text::set_language("en");
    auto n = first_beyond_old(kind, 1000, tries);
    REQUIRE(bool(n.made.g));
    MESSAGE(kind << ": needs " << n.beyond << "; " << n.walk.steps << " steps");
    CHECK_MESSAGE(n.walk.wrong == 0, n.walk.first_wrong);
    CHECK(n.walk.solved);
    CHECK(n.walk.trials == 0);
}

TEST_CASE("one engine: a 16x16 puzzle needing a technique the variant engine lacked, solved to the end" * doctest::test_suite("heavy")) {
    check_beyond_old("16x16", 2);
}

TEST_CASE("one engine: a jigsaw puzzle needing a technique the variant engine lacked, solved to the end" * doctest::test_suite("heavy")) {
    check_beyond_old("jigsaw", 6);
}

TEST_CASE("one engine: sentences name regions and 16x16 digits with the geometry's words") {
    text::set_language("en");
    // A jigsaw: the last cell of r1c1's region is named "in region <n>".
    Rng rng(3);
    auto jig = Geometry::make(Variant::Jigsaw, 9, vtest::random_regions(9, rng), false, {});
    REQUIRE(bool(jig.geometry));
    const int region = jig.geometry->region_of(0);
    Cells cells(81, 0);
    int next = 1;
    for (int c = 1; c < 81; ++c)
        if (jig.geometry->region_of(c) == region) cells[std::size_t(c)] = std::uint8_t(next++);
    REQUIRE(next == 9);
    auto s = CandidateGrid::from_cells(jig.geometry, cells);
    auto step = find_next_step(s);
    REQUIRE(step);
    CHECK(step->placements == std::vector<Candidate>{{0, 9}});
    CHECK_MESSAGE(step->explanation.find("region " + std::to_string(region + 1)) != std::string::npos, step->explanation);
    // A 16x16 elimination names its digit G and its cell r16c16 in the tools' line.
    auto g16 = Geometry::classic(16);
    Cells c16(256, 0);
    auto s16 = CandidateGrid::from_cells(g16, c16);
    Step e;
    e.technique = Technique::Trial;
    e.eliminations = {{255, 16}};
    e.explanation = "-";
    CHECK(format_step(s16, e).find("r16c16<>G") != std::string::npos);
}

TEST_CASE("one engine: forcing chains follow a killer cage's sum") {
    // Cage r1c1+r1c2 = 10: assuming r1c1 is 1 makes r1c2 the 9 (the cage's propagation);
    // the houses alone leave r1c2 with many candidates.
    auto r = Geometry::make(Variant::Killer, 9, {}, false, {{10, {0, 1}}});
    REQUIRE(bool(r.geometry));
    auto s = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    logic::Implications imp(s, logic::ChainMode{true, 0});
    REQUIRE(imp.run(logic::node_on(0, 1)));
    CHECK(imp.has(logic::node_on(1, 9)));
    CHECK(imp.has(logic::node_off(1, 8)));
    // On the classic (no cage) the same assumption says nothing of r1c2's 9.
    auto c = CandidateGrid::from_cells(Geometry::classic9(), Cells(81, 0));
    logic::Implications plain(c, logic::ChainMode{true, 0});
    REQUIRE(plain.run(logic::node_on(0, 1)));
    CHECK_FALSE(plain.has(logic::node_on(1, 9)));
}

TEST_CASE("one engine: sound and never stuck on generated puzzles of every variant and level" * doctest::test_suite("heavy")) {
    text::set_language("en");
    const char* kinds[] = {"4x4", "6x6", "9x9", "12x12", "16x16", "jigsaw", "x", "killer"};
    const Level levels[] = {Level::Easy, Level::Medium, Level::Hard, Level::Expert};
    int puzzles = 0;
    for (const char* word : kinds) {
        auto kind = parse_variant_kind(word);
        REQUIRE(kind);
        Walk all;
        int made = 0, solved = 0;
        for (Level level : levels)
            for (std::uint64_t seed = 1; seed <= (kind->size >= 12 ? 2u : 4u); ++seed) {
                GeneratedPuzzle p = generate_puzzle({*kind, level, seed});
                REQUIRE(bool(p.geometry));
                ++made;
                Walk w = walk(p.geometry, p.givens, p.solution);
                all.steps += w.steps;
                all.trials += w.trials;
                solved += w.solved;
                for (auto& [k, v] : w.fired) all.fired[k] += v;
                if (w.wrong && !all.wrong++) all.first_wrong = w.first_wrong;
            }
        puzzles += made;
        std::string fired;
        for (auto& [k, v] : all.fired) fired += " " + k + "=" + std::to_string(v);
        MESSAGE(std::string(word) << ": " << made << " generated puzzles, " << solved << " finished by hints, " << all.steps << " steps, "
                     << all.trials << " trial steps;" << fired);
        CHECK_MESSAGE(all.wrong == 0, all.first_wrong);
        CHECK(solved == made);
        CHECK(all.trials == 0);  // the generator's puzzles need no search
    }
    CHECK(puzzles >= 100);
}

TEST_CASE("one engine: minimal puzzles of every variant are finished by hints, trial counted" * doctest::test_suite("heavy")) {
    text::set_language("en");
    const std::pair<const char*, int> kinds[] = {{"4x4", 30}, {"6x6", 30}, {"9x9", 12}, {"12x12", 4},
                                                 {"16x16", 2}, {"jigsaw", 20}, {"x", 20}, {"killer", 20}};
    for (auto [word, count] : kinds) {
        int made = 0, solved = 0, trials = 0, steps = 0, beyond = 0, wrong = 0;
        std::string first_wrong;
        for (int i = 0; i < count; ++i) {
            auto m = vtest::make_puzzle(word, 5000 + std::uint64_t(i));
            if (!m.g) continue;
            ++made;
            Walk w = walk(m.g, m.givens, m.solution);
            solved += w.solved;
            trials += w.trials;
            steps += w.steps;
            bool new_technique = false;
            for (auto& [k, v] : w.fired)
                for (int t = 0; t < kTechniques; ++t)
                    if (k == technique_key(Technique(t)) && !old_variant_technique(Technique(t))) new_technique = true;
            beyond += new_technique;
            if (w.wrong && !wrong++) first_wrong = w.first_wrong;
        }
        MESSAGE(std::string(word) << ": " << made << " minimal puzzles, " << solved << " finished by hints, " << steps << " steps, "
                     << trials << " trial steps, " << beyond << " needing a technique the variant engine lacked");
        CHECK_MESSAGE(wrong == 0, first_wrong);
        CHECK(solved == made);
    }
}

TEST_CASE("one engine: unique rectangles only where swapping the two digits keeps every rule") {
    text::set_language("en");
    // r1c1, r1c4, r2c1 hold only 1 and 2, r2c4 also 3: on the classic (two boxes) a type 1
    // rectangle takes 1 and 2 out of r2c4.
    auto with_rectangle = [](const GeometryPtr& g) {
        auto s = CandidateGrid::from_cells(g, Cells(std::size_t(g->cells()), 0));
        for (int c : {0, 3, 9}) s.cand[std::size_t(c)] = Mask(bit(1) | bit(2));
        s.cand[12] = Mask(bit(1) | bit(2) | bit(3));
        return s;
    };
    auto classic = find_technique(with_rectangle(Geometry::classic9()), Technique::UniqueRectangle);
    REQUIRE(classic);
    CHECK(classic->eliminations == std::vector<Candidate>{{12, 1}, {12, 2}});
    // A jigsaw whose regions are the boxes: the same argument holds.
    auto jig = Geometry::make(Variant::Jigsaw, 9, {}, false, {});
    CHECK(find_technique(with_rectangle(jig.geometry), Technique::UniqueRectangle));
    // X: r1c1 lies on a diagonal, where the swap could repeat a digit.
    auto x = Geometry::make(Variant::X, 9, {}, true, {});
    CHECK_FALSE(find_technique(with_rectangle(x.geometry), Technique::UniqueRectangle));
    // Killer: a cage (here far away) could see its sum change; no rectangle with cages.
    auto k = Geometry::make(Variant::Killer, 9, {}, false, {{17, {79, 80}}});
    CHECK_FALSE(find_technique(with_rectangle(k.geometry), Technique::UniqueRectangle));
}

TEST_CASE("one engine: on a jigsaw, fish take regions as bases or covers") {
    text::set_language("en");
    // Irregular regions (boxes with random swaps), so the engine runs its jigsaw fish.
    Rng rng(11);
    GeometryPtr g;
    for (int i = 0; i < 50 && !g; ++i) g = Geometry::make(Variant::Jigsaw, 9, vtest::random_regions(9, rng), false, {}).geometry;
    REQUIRE(bool(g));
    REQUIRE(g->box_rows() == 0);
    // r1c1's region and another region meeting row 2 keep their 7s in rows 1 and 2 only: an
    // X-Wing with the two regions as bases and the two rows as covers removes 7 from the
    // rest of rows 1 and 2 (no row or column X-Wing exists: 7 is everywhere else).
    auto s = CandidateGrid::from_cells(g, Cells(81, 0));
    const int r1 = g->region_of(0);
    int r2 = -1;
    for (int c = 9; c < 18 && r2 < 0; ++c)
        if (g->region_of(c) != r1) r2 = g->region_of(c);
    REQUIRE(r2 >= 0);
    for (int c = 0; c < 81; ++c)
        if ((g->region_of(c) == r1 || g->region_of(c) == r2) && c >= 18) s.cand[std::size_t(c)] &= Mask(~bit(7));
    auto step = find_technique(s, Technique::XWing);
    REQUIRE(step);
    for (auto e : step->eliminations) {
        CHECK(e.digit == 7);
        CHECK(e.cell < 18);  // in rows 1 and 2
        CHECK(g->region_of(e.cell) != r1);
        CHECK(g->region_of(e.cell) != r2);
    }
    CHECK(step->explanation.find("regions") != std::string::npos);
}

TEST_CASE("one engine: a cage's required digit with two places is a strong link for chains") {
    // Cage r1c1+r1c2+r1c3 = 7 holds 1, 2 and 4; with r1c3 left {2, 4}, the 1 has two places in
    // the cage, neither cell bivalue: "r1c1 is not 1" makes r1c2 the 1 in static chains.
    auto r = Geometry::make(Variant::Killer, 9, {}, false, {{7, {0, 1, 2}}});
    REQUIRE(bool(r.geometry));
    auto s = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    REQUIRE(s.cand[0] == Mask(bit(1) | bit(2) | bit(4)));
    s.cand[2] = Mask(bit(2) | bit(4));
    logic::Implications imp(s, logic::ChainMode{false, 0});
    REQUIRE(imp.run(logic::node_off(0, 1)));
    CHECK(imp.has(logic::node_on(1, 1)));
    // Without the cage (the classic) nothing follows for r1c2.
    auto c = CandidateGrid::from_cells(Geometry::classic9(), Cells(81, 0));
    for (int cell : {0, 1}) c.cand[std::size_t(cell)] = Mask(bit(1) | bit(2) | bit(4));
    c.cand[2] = Mask(bit(2) | bit(4));
    logic::Implications plain(c, logic::ChainMode{false, 0});
    REQUIRE(plain.run(logic::node_off(0, 1)));
    CHECK_FALSE(plain.has(logic::node_on(1, 1)));
}
