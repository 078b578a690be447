// One HintSession for every geometry: the classic's stages, drawing and effect on variant
// games (6x6, 16x16, killer), and a wrong entry reported first (the Check stage).
#include <doctest/doctest.h>

#include "core/game/hint_session.h"
#include "core/text/text.h"
#include "variant_puzzles.h"

using namespace sudoku;

namespace {

Game game_of(const vtest::Made& m) {
    Game g;
    REQUIRE(Game::create(g, m.g, m.givens, m.solution) == "");
    return g;
}

// Asks until the search (if any) has ended; the stage it ends in.
HintStage settle(HintSession& h) {
    for (int i = 0; i < 100000 && h.stage() == HintStage::Thinking; ++i) h.work(50'000);
    return h.stage();
}

}  // namespace

TEST_CASE("hint session: every geometry gets the stages, the drawing on its candidates and the step's effect" * doctest::test_suite("heavy")) {
    text::set_language("en");
    for (const char* kind : {"4x4", "6x6", "16x16", "jigsaw", "x", "killer"}) {
        INFO(std::string(kind));
        vtest::Made m;
        for (std::uint64_t seed = 11; !m.g && seed < 30; ++seed) m = vtest::make_puzzle(kind, seed);  // a random jigsaw may have no grid
        REQUIRE(bool(m.g));
        Game g = game_of(m);
        const int n = m.g->size();
        HintSession h;
        REQUIRE(h.advance(g));
        REQUIRE(settle(h) == HintStage::House);
        REQUIRE(h.step());
        const Step st = *h.step();
        CHECK(h.title().empty());
        CHECK(!h.highlight_cells().empty());
        for (int c : h.highlight_cells()) CHECK((c >= 0 && c < m.g->cells()));
        CHECK(h.text().find('{') == std::string::npos);
        REQUIRE(h.advance(g));
        CHECK(h.stage() == HintStage::Technique);
        CHECK(h.title() == step_title(st));
        CHECK(!h.drawing());
        REQUIRE(h.advance(g));
        CHECK(h.stage() == HintStage::Pattern);
        CHECK(!h.more());
        REQUIRE(h.drawing());
        const HintDrawing& d = *h.drawing();
        CHECK(d.n == n);
        CHECK(d.houses == st.houses);
        CHECK(d.cages == st.cages);
        for (int c = 0; c < m.g->cells(); ++c) {
            CHECK(d.values[std::size_t(c)] == g.value(c));
            if (!g.value(c)) CHECK(d.candidates[std::size_t(c)] != 0);
        }
        for (const Mark& k : d.marks) CHECK((k.candidate.digit >= 1 && k.candidate.digit <= n));
        // Candidates sit inside their cells, in the board's fixed places.
        for (const Mark& k : d.marks) {
            const Point p = candidate_centre(k.candidate, n);
            CHECK(int(p.x) == k.candidate.cell % n);
            CHECK(int(p.y) == k.candidate.cell / n);
        }
        // Applying it keeps the solution: placements of the solution's digits, eliminations of others.
        auto mv = h.apply_move();
        REQUIRE(mv);
        REQUIRE(g.apply(*mv).error.empty());
        for (const auto& p : st.placements) CHECK(g.value(p.cell) == m.solution[p.cell]);
        for (const auto& e : st.eliminations) CHECK(m.solution[e.cell] != e.digit);
        CHECK(h.stale(g));
    }
}

TEST_CASE("hint session: a variant's wrong entry is reported first, at the Check stage, and explained") {
    text::set_language("en");
    vtest::Made m = vtest::make_puzzle("6x6", 5);
    REQUIRE(bool(m.g));
    Game g = game_of(m);
    int cell = 0;
    while (m.givens[std::size_t(cell)]) ++cell;
    const int wrong = m.solution[std::size_t(cell)] % 6 + 1;
    REQUIRE(g.apply(Move::set_digit(cell, wrong)).error.empty());
    HintSession h;
    REQUIRE(h.advance(g));
    CHECK(h.stage() == HintStage::Check);
    CHECK(std::string(hint_stage_name(h.stage())) == "check");
    CHECK(h.title() == "Check your entries");
    CHECK(h.focus_cells() == std::vector<int>{cell});
    CHECK(h.can_explain_wrong());
    REQUIRE(h.explain_wrong(g));
    REQUIRE(h.wrong_entry());
    CHECK(h.wrong_entry()->cell == cell);
    CHECK(!h.text().empty());
    CHECK(h.text().find('{') == std::string::npos);
    auto mv = h.apply_move();
    REQUIRE(mv);
    REQUIRE(g.apply(*mv).error.empty());
    CHECK(g.value(cell) == 0);
}
