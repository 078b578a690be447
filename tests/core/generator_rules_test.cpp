// The 9x9 kinds with rules made by digging (generator_rules.cpp): each keeps its rules, has
// one solution that keeps them, is graded at the level the grader gives it, and comes back the
// same from the same seed, also through its text form (f-puzzles JSON with level and rating).
#include <doctest/doctest.h>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/grid/rule_filter.h"
#include "core/logic/grade_any.h"

using namespace sudoku;

namespace {

bool has_rule(const Geometry& g, ConstraintType t) {
    for (const Constraint& r : g.constraints())
        if (r.kind == t) return true;
    return false;
}

}  // namespace

// Every kind at one level asked (seed 11): unique, graded, reproducible, its rules kept.
static void check_kinds(Level level) {
    const char* words[] = {"anti-knight", "anti-king", "non-consecutive", "kropki", "xv", "thermo"};
    for (const char* w : words) {
        CAPTURE(w);
        auto kind = parse_variant_kind(w);
        REQUIRE(kind);
        CHECK(variant_kind_name(*kind) == w);
        CAPTURE(level_name(level));
        GeneratedPuzzle p = generate_puzzle({*kind, level, 11});
        REQUIRE(bool(p.geometry));
        const Geometry& g = *p.geometry;
        CHECK(g.has_constraints());
        CHECK((variant_kind_of(g) == *kind));  // the kind reads back from the rules
        // One solution, the one made, and it keeps every rule.
        Solutions s = solve(g, p.givens, 2);
        CHECK(s.count == 1);
        CHECK(s.solution == p.solution);
        CHECK(rule_conflict(g, p.solution).empty());
        CHECK(first_conflict(g, p.solution).empty());
        // The grade is the grader's.
        VariantGrade gr = grade_variant(g, p.givens);
        CHECK(gr.solved);
        CHECK(gr.level == p.level);
        CHECK(p.level <= level);
        // The same seed: the same puzzle; another seed: another.
        GeneratedPuzzle again = generate_puzzle({*kind, level, 11});
        CHECK(again.givens == p.givens);
        CHECK((*again.geometry == g));
        GeneratedPuzzle other = generate_puzzle({*kind, level, 12});
        CHECK((other.solution != p.solution || !(*other.geometry == g)));
        // Its text form reads back the same, grade included.
        PuzzleText t{p.geometry, p.givens, p.solution, level_name(p.level), p.rating};
        PuzzleTextResult back = parse_puzzle_text(format_puzzle_json(t));
        REQUIRE_MESSAGE(back.ok, back.error);
        CHECK((*back.puzzle.geometry == g));
        CHECK(back.puzzle.givens == p.givens);
        CHECK(back.puzzle.level == level_name(p.level));
        CHECK(back.puzzle.rating == doctest::Approx(p.rating));
    }
}

// Easy and hard puzzles of each kind: the easy ones under the sanitizers, the hard ones
// (longer to dig and grade) at full speed (heavy).
TEST_CASE("generate rules kinds (easy): unique, graded, reproducible from a seed, their rules kept") {
    check_kinds(Level::Easy);
}
TEST_CASE("generate rules kinds (hard): unique, graded, reproducible from a seed, their rules kept" * doctest::test_suite("heavy")) {
    check_kinds(Level::Hard);
}

TEST_CASE("generate rules kinds: the marks kinds give every mark") {
    // The marks kinds give every mark: kropki and XV carry their negative rules.
    GeneratedPuzzle k = generate_puzzle({*parse_variant_kind("kropki"), Level::Medium, 3});
    CHECK(has_rule(*k.geometry, ConstraintType::WhiteNegative));
    CHECK(has_rule(*k.geometry, ConstraintType::BlackNegative));
    GeneratedPuzzle x = generate_puzzle({*parse_variant_kind("xv"), Level::Medium, 3});
    CHECK(has_rule(*x.geometry, ConstraintType::XVNegative));
    GeneratedPuzzle t = generate_puzzle({*parse_variant_kind("thermo"), Level::Medium, 3});
    CHECK(has_rule(*t.geometry, ConstraintType::Thermo));
}
