// Solving paths on real puzzles: each technique appears where expected, and no step ever
// removes the true solution's digit (the solution comes from the fast solver).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "core/logic/grader.h"
#include "core/solve/solver.h"

using namespace sudoku;

namespace {

struct Fixture {
    std::string puzzle, technique;
};

std::vector<Fixture> load() {
    std::vector<Fixture> out;
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/logic_puzzles.txt");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        Fixture f;
        ls >> f.puzzle >> f.technique;
        out.push_back(f);
    }
    return out;
}

// Every step keeps the solution's digits; returns false at the first that does not.
bool sound(const Grade& g, const Grid& solution, std::string& why) {
    for (const auto& step : g.path) {
        for (auto p : step.placements)
            if (solution[p.cell] != p.digit) why = "wrong placement: " + format_step(step);
        for (auto e : step.eliminations)
            if (solution[e.cell] == e.digit) why = "removes the solution: " + format_step(step);
        if (!why.empty()) return false;
    }
    return true;
}

// The cage and rule techniques never apply to a classic grid: the variant tests
// (logic_geometries_test, engine_variants_test, constraint_puzzles_test) have them.
const int kVariantTechniques = [] {
    int n = 0;
    for (int t = 0; t < kTechniques; ++t) n += variant_technique(Technique(t));
    return n;
}();

}  // namespace

TEST_CASE("solving paths use each technique and never remove the solution" * doctest::test_suite("heavy")) {
    auto fixtures = load();
    // The static contradiction chain is never the easiest step on real puzzles (nice loops
    // and AICs find its deductions first): logic_forcing_test checks it directly.
    // X-Chain (five or more strong links) and simple colouring come after the short
    // strong-link chains of Sukaku Explainer's order, which take nearly all their steps:
    // logic_chains_more_test and logic_test check them on positions of their own.
    // Trial is the last resort after nesting, never reached at the default nesting on
    // these: logic_forcing_test forces it with a lower nesting.
    const auto rare = [](int t) {
        return Technique(t) == Technique::ContradictionChain || Technique(t) == Technique::XChain ||
               Technique(t) == Technique::SimpleColouring || Technique(t) == Technique::Trial || variant_technique(Technique(t));
    };
    REQUIRE(fixtures.size() >= 3 * (kTechniques - 4 - kVariantTechniques));
    std::vector<int> seen(kTechniques, 0);
    for (const auto& f : fixtures) {
        CAPTURE(f.puzzle);
        Grid p = parse_grid(f.puzzle).grid;
        auto solved = solve_fast(p, 2);
        REQUIRE(solved.count == 1);
        Grade g = grade(p, {true, kHardestTechnique, TechniqueSet::All});  // the hints' path
        std::string why;
        CHECK_MESSAGE(sound(g, solved.solution, why), why);
        for (const auto& step : g.path) {
            CHECK(!step.explanation.empty());
            CHECK((!step.placements.empty() || !step.eliminations.empty()));
        }
        CHECK(!g.stuck);
        CHECK(g.end.classic_grid() == solved.solution);
        bool used = false;
        for (const auto& step : g.path) used = used || f.technique == technique_key(step.technique);
        CHECK_MESSAGE(used, f.technique);
        for (int t = 0; t < kTechniques; ++t)
            if (f.technique == technique_key(Technique(t))) ++seen[t];
    }
    for (int t = 0; t < kTechniques; ++t)
        if (!rare(t)) CHECK_MESSAGE(seen[t] >= 3, technique_key(Technique(t)));
}

TEST_CASE("grade: level is the hardest technique's level, rating the hardest step's" * doctest::test_suite("heavy")) {
    auto fixtures = load();
    REQUIRE(fixtures.size() >= 3 * (kTechniques - 4 - kVariantTechniques));
    for (const auto& f : fixtures) {
        CAPTURE(f.puzzle);
        Grade g = grade(parse_grid(f.puzzle).grid, {true});
        REQUIRE(!g.stuck);  // every fixture has one solution, so logic (or trial) finishes it
        double max = 0;
        for (const auto& step : g.path) max = std::max(max, step.rating);
        CHECK(g.rating == max);
        CHECK(g.level == technique_level(*g.hardest));
        CHECK(g.steps == int(g.path.size()));
        // The same puzzle grades the same without the path (the generator's fast path).
        Grade quick = grade(parse_grid(f.puzzle).grid);
        CHECK(quick.level == g.level);
        CHECK(quick.rating == g.rating);
        CHECK(quick.path.empty());
    }
}

TEST_CASE("levels: names, parsing and the technique table") {
    CHECK(std::string(level_name(Level::Easy)) == "easy");
    CHECK(parse_level("Hard") == Level::Hard);
    CHECK(parse_level("1") == Level::Easy);
    CHECK(!parse_level("impossible"));
    CHECK(technique_level(Technique::HiddenSingle) == Level::Easy);
    CHECK(technique_level(Technique::AIC) == Level::Expert);
    CHECK(technique_level(kHardestTechnique) == kHardestLogicLevel);
    CHECK(parse_level("search") == Level::Extreme);  // the old name of the top level
    for (int t = 1; t < kTechniques; ++t) {
        CHECK(technique_rating(Technique(t)) >= technique_rating(Technique(t - 1)));
        CHECK(int(technique_level(Technique(t))) >= int(technique_level(Technique(t - 1))));
    }
    for (int l = 0; l < kLevels; ++l) CHECK(technique_level(level_limit(Level(l))) == Level(l));
    // Trial grades extreme, yet no level's limit (the generator's) lets it in.
    CHECK(technique_level(Technique::Trial) == Level::Extreme);
    CHECK(level_limit(Level::Extreme) == Technique::NestedForcingChain);
}
