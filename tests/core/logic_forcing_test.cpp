// Forcing chains: the forum's hardest is finished by chains (no trial step), each forcing
// step is sound and drawn as branches, the sliced StepSearch takes sound steps, and past
// the nesting allowed the trial step (search) is named and drawn as what it is.
#include <doctest/doctest.h>

#include "core/logic/grader.h"
#include "core/game/hint_session.h"
#include "core/solve/solver.h"

using namespace sudoku;

namespace {

// Forum "hardest" (SE 10+) and Sudoku Explainer 8.3 / 7.8 puzzles (../shared/data).
const char* kHardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
const char* kSe83 = "020003050800420007003009200402000090090060070070000105004300500200046001080100040";
const char* kSe78 = "000209000790000081005070400006402900800000007500000004230050069004607200000000000";
const char* kSe83b = "706000034500400100080002007001508070000020000050704600400200090008005006230000801";

Grid grid_of(const char* text) {
    auto r = parse_grid(text);
    REQUIRE(r.ok);
    return r.grid;
}

// Every step keeps the solution; returns how many steps were forcing chains.
int check_path(const Grade& g, const Grid& solution) {
    int forcing = 0;
    for (const auto& step : g.path) {
        for (auto p : step.placements) CHECK_MESSAGE(solution[p.cell] == p.digit, format_step(step));
        for (auto e : step.eliminations) CHECK_MESSAGE(solution[e.cell] != e.digit, format_step(step));
        CHECK(!step.explanation.empty());
        CHECK(!step.marks.empty());
        CHECK(step.technique != Technique::Trial);  // chains all the way, no search
        if (int(step.technique) >= int(Technique::ContradictionChain)) {
            ++forcing;
            CHECK(!step.links.empty());
            CHECK(step.rating >= 7.5);
        }
    }
    return forcing;
}

}  // namespace

TEST_CASE("chain length bonus follows Sudoku Explainer's ceilings 4, 6, 8, 12, 16") {
    const int lengths[] = {2, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17};
    const double bonus[] = {0, 0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5};
    for (int i = 0; i < 11; ++i) CHECK(chain_length_bonus(lengths[i]) == doctest::Approx(bonus[i]));
}

TEST_CASE("logic finishes puzzles that need forcing chains, every step sound and drawn") {
    for (const char* text : {kSe83b, kSe83, kHardest}) {
        CAPTURE(text);
        Grid p = grid_of(text);
        auto solved = solve_fast(p, 2);
        REQUIRE(solved.count == 1);
        GradeOptions o;
        o.path = true;
        Grade g = grade(p, o);
        CHECK(!g.stuck);
        CHECK(g.end.classic_grid() == solved.solution);
        CHECK(check_path(g, solved.solution) > 0);
        CHECK(int(g.level) >= int(Level::Master));
    }
    // The forum puzzle needs nesting: extreme, rated on SE's scale above 9.
    Grade g = grade(grid_of(kHardest));
    CHECK(g.level == Level::Extreme);
    CHECK(g.rating > 9.0);
    CHECK(g.rating < technique_rating(Technique::Trial));
    CHECK(*g.hardest == Technique::NestedForcingChain);
}

namespace {
// Sets the nesting for one scope (it is per thread, and other tests expect the default).
struct Nesting {
    explicit Nesting(int level) { set_max_nesting_level(level); }
    ~Nesting() { set_max_nesting_level(kMaxNesting); }
};
}  // namespace

TEST_CASE("trial: past the nesting allowed, a candidate disproved by search, named and worded as such") {
    CHECK(max_nesting_level() == kMaxNesting);
    // Above the most a nested chain can rate: level 4 (10.5) plus the length bonus of every
    // node (2 x 729) in nine branches.
    CHECK(technique_rating(Technique::Trial) > 10.5 + chain_length_bonus(9 * 2 * 729));
    Grid p = grid_of(kHardest);
    auto solved = solve_fast(p, 2);
    REQUIRE(solved.count == 1);
    Nesting one(1);
    GradeOptions o;
    o.path = true;
    Grade g = grade(p, o);
    REQUIRE(!g.stuck);
    CHECK(g.end.classic_grid() == solved.solution);
    CHECK(g.hardest == Technique::Trial);
    CHECK(g.level == Level::Extreme);
    CHECK(g.rating == technique_rating(Technique::Trial));
    int trials = 0;
    for (const auto& step : g.path) {
        if (step.technique != Technique::Trial) continue;
        ++trials;
        CAPTURE(format_step(step));
        REQUIRE(step.eliminations.size() == 1);
        CHECK(step.placements.empty());
        const Candidate x = step.eliminations[0];
        CHECK(solved.solution[x.cell] != x.digit);  // only a false candidate goes
        CHECK(step_title(step) == "Trial");
        CHECK(step.explanation == cell_name(x.cell) + " = " + std::to_string(x.digit) +
                                      " leaves the puzzle without a solution (checked by search), so " +
                                      cell_name(x.cell) + " is not " + std::to_string(x.digit) + ".");
        // Drawn as the candidate tried, removed: no chain, no links.
        REQUIRE(step.marks.size() == 1);
        CHECK(step.marks[0] == Mark{x, Role::Elim, 0});
        CHECK(step.links.empty());
        CHECK(format_step(step).rfind("Trial [" + cell_name(x.cell) + "]: ", 0) == 0);
    }
    CHECK(trials > 0);
}

TEST_CASE("a forcing step names its branches and ends in the result") {
    Grid p = grid_of(kSe83);
    // Solve up to the first forcing chain step.
    CandidateGrid s = CandidateGrid::from_grid(p);
    std::optional<Step> step;
    for (int i = 0; i < 200; ++i) {
        step = find_next_step(s);
        REQUIRE(step);
        if (int(step->technique) >= int(Technique::ContradictionChain)) break;
        apply_step(s, *step);
    }
    REQUIRE(int(step->technique) >= int(Technique::ContradictionChain));
    CAPTURE(format_step(*step));
    CHECK(step_title(*step).find("(cell)") == std::string::npos);  // the kind is named once
    CHECK(step_title(*step).find("(unit)") == std::string::npos);
    int branches = 0, results = 0;
    for (const auto& m : step->marks) {
        branches = std::max(branches, int(m.branch));
        results += m.role == Role::Place || m.role == Role::Elim;
    }
    CHECK(branches >= 2);
    CHECK(results == int(step->placements.size() + step->eliminations.size()));
    CHECK((step->explanation.find("Either way") != std::string::npos ||
           step->explanation.find("cannot both be") != std::string::npos));
}

// StepSearch starts with find_next_step for the quick techniques, so comparing the two
// proves little: the sliced steps are checked against the solution instead, and must
// finish the puzzle on their own.
TEST_CASE("StepSearch in small slices solves a forcing-chain puzzle with sound steps") {
    Grid p = grid_of(kSe83);
    auto solved = solve_fast(p, 2);
    REQUIRE(solved.count == 1);
    CandidateGrid s = CandidateGrid::from_grid(p);
    int sliced = 0, forcing = 0;
    for (int i = 0; i < 200 && !s.solved(); ++i) {
        StepSearch search(s);
        int calls = 1;
        while (!search.step(0)) ++calls;  // one unit of work a call
        REQUIRE(search.done());
        REQUIRE(search.result());
        const Step& step = *search.result();
        CAPTURE(format_step(step));
        CHECK((!step.placements.empty() || !step.eliminations.empty()));
        for (auto x : step.placements) CHECK(solved.solution[x.cell] == x.digit);
        for (auto e : step.eliminations) CHECK(solved.solution[e.cell] != e.digit);
        CHECK(step.technique != Technique::Trial);
        forcing += int(step.technique) >= int(Technique::ContradictionChain);
        if (calls > 10) ++sliced;
        apply_step(s, step);
    }
    CHECK(s.classic_grid() == solved.solution);
    CHECK(forcing > 0);
    CHECK(sliced > 0);  // the forcing-chain steps took many slices
}

TEST_CASE("StepSearch reaches the trial step past the nesting allowed") {
    Nesting one(1);
    Grid p = grid_of(kHardest);
    auto solved = solve_fast(p, 2);
    CandidateGrid s = CandidateGrid::from_grid(p);
    // Up to the first trial step, taken by the unsliced search.
    std::optional<Step> step;
    for (int i = 0; i < 300 && !s.solved(); ++i) {
        step = find_next_step(s, kHardestTechnique, false);
        REQUIRE(step);
        if (step->technique == Technique::Trial) break;
        apply_step(s, *step);
    }
    REQUIRE(step->technique == Technique::Trial);
    StepSearch search(s);
    while (!search.step(0)) {
    }
    REQUIRE(search.result());
    CHECK(search.result()->technique == Technique::Trial);
    CHECK(search.result()->rating == technique_rating(Technique::Trial));
    REQUIRE(search.result()->eliminations.size() == 1);
    const Candidate x = search.result()->eliminations[0];
    CHECK(solved.solution[x.cell] != x.digit);
}

TEST_CASE("why is this wrong: a chain from a wrong digit to a contradiction") {
    Grid p = grid_of(kSe78);
    auto solved = solve_fast(p, 2);
    CandidateGrid s = CandidateGrid::from_grid(p);
    int explained = 0;
    for (int c = 0; c < kCells && explained < 10; ++c)
        for (Mask m = s.cand[c]; m && explained < 10; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (d == solved.solution[c]) continue;
            auto step = explain_contradiction(s, {std::uint8_t(c), std::uint8_t(d)});
            REQUIRE(step);
            CHECK(step->technique == Technique::ContradictionChain);
            REQUIRE(step->eliminations.size() == 1);
            CHECK(step->eliminations[0] == Candidate{std::uint8_t(c), std::uint8_t(d)});
            CHECK(step->explanation.find("cannot both be") != std::string::npos);
            ++explained;
        }
    CHECK(explained == 10);
    // The solution's own digit has no contradiction to show.
    int c = 0;
    while (p[c]) ++c;
    CHECK(!explain_contradiction(s, {std::uint8_t(c), std::uint8_t(solved.solution[c])}));
}

TEST_CASE("a hint on a hard position thinks in slices and then shows the step") {
    // The forum puzzle, played up to its first nested forcing chain: entries for the
    // placed cells, centre marks for the candidates.
    Grid p = grid_of(kHardest);
    CandidateGrid s = CandidateGrid::from_grid(p);
    for (int i = 0; i < 300; ++i) {
        auto step = find_next_step(s);
        REQUIRE(step);
        if (step->technique == Technique::NestedForcingChain) break;
        apply_step(s, *step);
    }
    Game game;
    REQUIRE(Game::create(game, p).empty());
    for (int c = 0; c < kCells; ++c) {
        if (p[c]) continue;
        if (s.grid[c]) game.apply(Move::set_digit(c, s.grid[c]));
        else game.apply(Move::set_marks(MarkKind::Centre, c, s.cand[c]));
    }
    HintSession hint;
    REQUIRE(hint.advance(game));
    // A nested search usually takes longer than the first slice: then the hint says it is
    // thinking, offers nothing to apply, and ends after more slices.
    int slices = 0;
    if (hint.stage() == HintStage::Thinking) {
        CHECK(hint.text().find("Thinking: trying ") == 0);
        CHECK(!hint.apply_move());
        while (hint.stage() == HintStage::Thinking && slices < 1000000) {
            hint.work(2000);
            ++slices;
        }
        CHECK(slices >= 1);
    }
    CHECK(hint.stage() == HintStage::House);
    REQUIRE(hint.step());
    CHECK(hint.step()->technique == Technique::NestedForcingChain);
    CHECK(!hint.failed());
    CHECK(hint.apply_move());
}

TEST_CASE("the static contradiction chain on its own: sound, two branches to one clash") {
    Grid p = grid_of(kSe83);
    auto solved = solve_fast(p, 2);
    CandidateGrid s = CandidateGrid::from_grid(p);
    int found = 0;
    for (int i = 0; i < 200 && !s.solved(); ++i) {
        if (auto c = find_technique(s, Technique::ContradictionChain)) {
            ++found;
            CAPTURE(format_step(*c));
            for (auto e : c->eliminations) CHECK(solved.solution[e.cell] != e.digit);
            for (auto x : c->placements) CHECK(solved.solution[x.cell] == x.digit);
            CHECK(c->rating >= 7.5);
            CHECK(c->explanation.find("cannot both be") != std::string::npos);
        }
        auto step = find_next_step(s);
        REQUIRE(step);
        apply_step(s, *step);
    }
    CHECK(found > 0);
}
