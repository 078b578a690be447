// The engine's requests (src/engine): what the page's worker answers is what the core makes
// in process, and a step crosses as JSON unchanged.
#include <doctest/doctest.h>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/game/hint_session.h"
#include "core/text/json.h"
#include "engine/engine_task.h"
#include "engine/step_json.h"

using namespace sudoku;

namespace {
json::Value parsed(const std::string& text) {
    json::Parsed p = json::parse(text);
    REQUIRE_MESSAGE(p.ok, text);
    return p.value;
}
std::string field(const json::Value& v, const char* key) {
    const json::Value* x = v.find(key);
    return x && x->is_string() ? x->string : std::string("<none>");
}
// The forum's hardest (tests/core/logic_forcing_test.cpp), played up to its first forcing
// chain: a position whose next step needs the long search.
const char* kHardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
CandidateGrid forcing_position() {
    CandidateGrid s = CandidateGrid::from_grid(parse_grid(kHardest).grid);
    for (int i = 0; i < 300; ++i) {
        auto step = find_next_step(s);
        REQUIRE(step);
        if (int(step->technique) >= int(Technique::ContradictionChain)) break;
        apply_step(s, *step);
    }
    return s;
}
}  // namespace

TEST_CASE("engine: a new game by request is the puzzle generate_puzzle makes, killers included") {
    for (const char* word : {"6x6", "killer", "jigsaw"}) {
        CAPTURE(word);
        PuzzleOptions o{*parse_variant_kind(word), Level::Medium, 4242, false};
        const GeneratedPuzzle want = generate_puzzle(o);
        const json::Value a = parsed(engine::answer(std::string(R"({"op":"generate","variant":")") + word +
                                                    R"(","level":"medium","seed":4242})"));
        PuzzleTextResult p = parse_puzzle_text(field(a, "puzzle"));
        REQUIRE_MESSAGE(p.ok, p.error);
        CHECK(*p.puzzle.geometry == *want.geometry);
        CHECK(p.puzzle.givens == want.givens);
        CHECK(p.puzzle.solution == want.solution);
    }
}

// Runs a task a step per slice (a budget of 0 still does one), checking that its progress
// never goes back; returns the number of slices before the last.
static int run_in_slices(engine::Task& t) {
    int slices = 0;
    double last = 0;
    while (!t.step(0)) {
        ++slices;
        CHECK(t.progress() >= last);
        last = t.progress();
    }
    return slices;
}

TEST_CASE("engine: a task run in small slices reports progress and ends with the same answer") {
    const std::string request = R"({"op":"generate","variant":"12x12","level":"hard","seed":9})";
    engine::Task t(request);
    const int slices = run_in_slices(t);
    CHECK(slices > 0);
    CHECK(t.answer() == engine::answer(request));
}

TEST_CASE("engine: a hint's search by request finds the step StepSearch finds, and it round-trips as JSON") {
    const CandidateGrid s = forcing_position();
    StepSearch search(s);
    while (!search.step(1'000'000)) {
    }
    REQUIRE(search.result());
    const Step& want = *search.result();
    CHECK(int(want.technique) >= int(Technique::ContradictionChain));
    json::Writer w;
    w.begin_object().field("op", "hint").raw(engine::grid_members(s)).end_object();
    const json::Value a = parsed(engine::answer(w.str()));
    const json::Value* step = a.find("step");
    REQUIRE(step);
    Step got;
    REQUIRE(engine::step_from_json(*step, got));
    CHECK(got.technique == want.technique);
    CHECK(got.eliminations == want.eliminations);
    CHECK(got.placements == want.placements);
    CHECK(got.explanation == want.explanation);
    CHECK(got.marks == want.marks);
    CHECK(got.links == want.links);
    CHECK(engine::step_json(got) == engine::step_json(want));
}

TEST_CASE("engine: a position with pencil marks and another geometry crosses unchanged") {
    PuzzleOptions o{*parse_variant_kind("killer"), Level::Hard, 77, false};
    const GeneratedPuzzle p = generate_puzzle(o);
    CandidateGrid s = CandidateGrid::from_cells(p.geometry, p.givens);
    // Take a few steps, so the candidates are narrower than the filled cells say.
    for (int i = 0; i < 5; ++i)
        if (auto step = next_step(s)) apply_step(s, *step);
    json::Writer w;
    w.begin_object().raw(engine::grid_members(s)).end_object();
    CandidateGrid back;
    REQUIRE(engine::grid_from_json(parsed(w.str()), back).empty());
    CHECK(back.cells() == s.cells());
    for (int c = 0; c < s.cell_count(); ++c) CHECK(back.cand[std::size_t(c)] == s.cand[std::size_t(c)]);
    CHECK(back.geometry() == s.geometry());
}

TEST_CASE("engine: a typed-in puzzle is checked: no solution, several, or one with its level") {
    const std::string unique = "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
    json::Value a = parsed(engine::answer(R"({"op":"check","puzzle":")" + unique + "\"}"));
    CHECK(a.find("count")->as_int() == 1);
    CHECK(field(a, "level") == level_name(grade(parse_grid(unique).grid).level));
    std::string two = unique;
    two[0] = '.';
    two[2] = '.';
    two[4] = '.';
    two[6] = '.';
    a = parsed(engine::answer(R"({"op":"check","puzzle":")" + two + "\"}"));
    CHECK(a.find("count")->as_int() == 2);
    CHECK(a.find("level") == nullptr);
}

TEST_CASE("engine: a check without its grade, then the grade in slices: the level grade() and grade_variant() give") {
    const std::string unique = "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
    json::Value a = parsed(engine::answer(R"({"op":"check","grade":false,"puzzle":")" + unique + "\"}"));
    CHECK(a.find("count")->as_int() == 1);
    CHECK(a.find("level") == nullptr);
    CHECK(field(a, "solution").size() > 81);
    // The grade a step per slice (a budget of 0 still does one step): as grade() does at once.
    engine::Task t(R"({"op":"grade","puzzle":")" + unique + "\"}");
    const int slices = run_in_slices(t);
    const Grade g = grade(parse_grid(unique).grid);
    a = parsed(t.answer());
    CHECK(field(a, "level") == level_name(g.level));
    CHECK(a.find("steps")->as_int() == g.steps);
    CHECK(slices == g.steps);
    CHECK(field(a, "hardest") == technique_key(*g.hardest));
    // A variant (a killer made here) grades as grade_variant does.
    PuzzleOptions o;
    o.kind = *parse_variant_kind("killer");
    o.level = Level::Hard;
    o.seed = 11;
    const GeneratedPuzzle k = generate_puzzle(o);
    const std::string line = format_puzzle_json(PuzzleText{k.geometry, k.givens, {}, {}, -1});
    a = parsed(engine::answer(R"({"op":"grade","puzzle":)" + json::quote(line) + "}"));
    const VariantGrade vg = grade_variant(*k.geometry, k.givens);
    CHECK(field(a, "level") == level_name(vg.level));
    CHECK(a.find("steps")->as_int() == vg.steps);
    CHECK(field(a, "hardest") == vg.hardest_key);
}

TEST_CASE("engine: a grade past its limit stops with the level so far, said as capped") {
    const std::string hardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    engine::Task t(R"({"op":"grade","limitMs":0,"puzzle":")" + hardest + "\"}");
    CHECK(t.step(0));  // one step, then over its limit of nothing
    const json::Value a = parsed(t.answer());
    CHECK(a.find("capped") != nullptr);
    CHECK(a.find("steps")->as_int() == 1);
    CHECK(field(a, "level") == "easy");  // its first step is a single
}

TEST_CASE("engine: bad requests answer ok false with the reason") {
    for (const char* bad : {"", "[1]", R"({"op":"fly"})", R"({"op":"generate","variant":"13x13"})",
                            R"({"op":"generate","level":"impossible"})", R"({"op":"hint","grid":"{}","cand":[]})",
                            R"({"op":"check"})"}) {
        CAPTURE(bad);
        const json::Value a = parsed(engine::answer(bad));
        REQUIRE(a.find("ok"));
        CHECK(a.find("ok")->boolean == false);
        CHECK(field(a, "error").size() > 5);
    }
}

TEST_CASE("HintSession: a Thinking search ended elsewhere shows the step as work() would") {
    const Grid p = parse_grid(kHardest).grid;
    const CandidateGrid s = forcing_position();
    Game game;
    REQUIRE(Game::create(game, p).empty());
    for (int c = 0; c < kCells; ++c) {  // the position as a player's entries and centre marks
        if (p[c]) continue;
        if (s.grid[std::size_t(c)]) game.apply(Move::set_digit(c, s.grid[std::size_t(c)]));
        else game.apply(Move::set_marks(MarkKind::Centre, c, s.cand[std::size_t(c)]));
    }
    HintSession here, there;
    REQUIRE(here.advance(game, 0));
    REQUIRE(there.advance(game, 0));
    REQUIRE(there.stage() == HintStage::Thinking);
    while (!here.work(1'000'000)) {
    }
    StepSearch search(there.grid());
    while (!search.step(1'000'000)) {
    }
    there.finish(search.result());
    CHECK(there.stage() == here.stage());
    CHECK(there.text() == here.text());
    CHECK(there.apply_move() == here.apply_move());
}
