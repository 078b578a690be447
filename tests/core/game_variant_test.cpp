// The game model on every variant's geometry: moves and marks up to 16 digits, conflicts in
// houses and cages, checking, candidates, singles, colours, savepoints, undo, saves.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/game/game.h"
#include "core/game/share.h"
#include "core/generate/generator.h"

using namespace sudoku;

namespace {

Game variant_game(const char* word, std::uint64_t seed = 3) {
    auto kind = parse_variant_kind(word);
    REQUIRE(kind);
    GeneratedPuzzle p = generate_puzzle({*kind, Level::Easy, seed});
    Game g;
    REQUIRE(Game::create(g, p.geometry, p.givens, p.solution, GameInfo{"easy", seed}) == "");
    return g;
}

int first_blank(const Game& g, int from = 0) {
    for (int c = from; c < g.cell_count(); ++c)
        if (!g.value(c)) return c;
    return -1;
}

}  // namespace

TEST_CASE("a game holds the classic by default and any variant's n*n cells when made so") {
    Game classic;
    CHECK(classic.classic());
    CHECK(classic.cell_count() == 81);
    for (const char* word : {"4x4", "6x6", "12x12", "16x16", "jigsaw", "x", "killer"}) {
        CAPTURE(std::string(word));
        Game g = variant_game(word);
        CHECK(!g.classic());
        CHECK(g.cell_count() == g.size() * g.size());
        CHECK(variant_kind_name(variant_kind_of(g.geometry())) == word);
        const Cells givens = g.cell_givens();
        CHECK(givens.size() == std::size_t(g.cell_count()));
        CHECK(g.remaining()[1] == g.size() - int(std::count(givens.begin(), givens.end(), 1)));
    }
}

TEST_CASE("16x16: digits and marks up to 16, checked against the solution") {
    Game g = variant_game("16x16");
    const int c = first_blank(g);
    REQUIRE(c >= 0);
    const int right = g.solution_at(c);
    const int wrong = right % 16 + 1;
    CHECK(g.apply(Move::toggle_mark(MarkKind::Centre, c, 16)).changed);
    CHECK(g.marks(MarkKind::Centre, c) == bit(16));
    CHECK(g.apply(Move::set_marks(MarkKind::Corner, c, Mask(0xFFFF))).changed);
    CHECK(validate(Move::set_digit(c, 17), g.geometry()) == "digit 17 out of range 1-16");
    MoveResult r = g.apply(Move::set_digit(c, wrong));
    CHECK(r.changed);
    CHECK(r.mistake);
    CHECK(g.check(c) == CellCheck::Wrong);
    CHECK(g.wrong_cells()[c]);
    REQUIRE(!g.contradictions().empty());
    CHECK(g.contradictions()[0].message().find(g.geometry().cell_name(c)) != std::string::npos);
    CHECK(g.apply(Move::set_digit(c, right)).changed);
    CHECK(g.check(c) == CellCheck::Right);
    CHECK(g.undo());
    CHECK(g.value(c) == wrong);
    CHECK(g.redo());
    CHECK(g.value(c) == right);
}

TEST_CASE("the classic's move checks keep their words, and a 4x4 refuses digit 5") {
    CHECK(validate(Move::set_digit(81, 1)) == "cell 81 out of range 0-80");
    CHECK(validate(Move::set_digit(0, 10)) == "digit 10 out of range 1-9");
    Game g = variant_game("4x4");
    CHECK(validate(Move::set_digit(0, 5), g.geometry()) == "digit 5 out of range 1-4");
    CHECK(validate(Move::set_digit(16, 1), g.geometry()) == "cell 16 out of range 0-15");
    CHECK(validate(Move::set_marks(MarkKind::Centre, 0, Mask(0x10)), g.geometry()) == "marks mask 0x10 has bits beyond digit 4");
    CHECK(!g.apply(Move::set_digit(first_blank(g), 5)).error.empty());
}

TEST_CASE("killer: a digit repeated in a cage is a conflict, and auto candidates follow the cages' sums") {
    Game g = variant_game("killer", 5);
    const Geometry& geo = g.geometry();
    REQUIRE(!geo.cages().empty());
    // Two blank cells of one cage that share no house: the same digit there breaks the cage only.
    int a = -1, b = -1;
    for (const Cage& cage : geo.cages())
        for (int x : cage.cells)
            for (int y : cage.cells) {
                if (a >= 0 || x >= y || g.value(x) || g.value(y)) continue;
                bool house = false;
                for (int h : geo.houses_of(x))
                    for (int z : geo.houses()[std::size_t(h)].cells) house = house || z == y;
                if (!house) a = x, b = y;
            }
    if (a >= 0) {
        g.apply(Move::set_digit(a, 1));
        g.apply(Move::set_digit(b, 1));
        CHECK(g.conflict_cells()[a]);
        CHECK(g.conflict_cells()[b]);
        g.undo();
        g.undo();
    } else {
        MESSAGE("no two blank cells of one cage outside a shared house in this puzzle: cage conflict not tried");
    }
    CHECK(g.apply(Move::auto_candidates(MarkKind::Centre)).changed);
    const auto want = cell_candidates(geo, g.cell_values());
    for (int c = 0; c < g.cell_count(); ++c) {
        CHECK(g.marks(MarkKind::Centre, c) == (g.value(c) ? 0 : want[std::size_t(c)]));
        if (!g.value(c)) CHECK((g.marks(MarkKind::Centre, c) & bit(g.solution_at(c))));
    }
}

TEST_CASE("solve singles on a variant places only the solution's digits") {
    for (const char* word : {"6x6", "jigsaw", "x", "killer", "12x12"}) {
        CAPTURE(std::string(word));
        Game g = variant_game(word);
        REQUIRE(g.solve_singles_refusal() == "");
        REQUIRE(g.apply(Move::solve_singles()).changed);
        for (int c = 0; c < g.cell_count(); ++c)
            if (g.value(c)) CHECK(g.value(c) == g.solution_at(c));
        CHECK(fill_singles(g.geometry(), g.cell_values()).empty());
    }
}

TEST_CASE("a variant's save (SDK3) brings back the geometry, entries, marks, colours, savepoints and history") {
    for (const char* word : {"4x4", "16x16", "jigsaw", "killer", "x"}) {
        CAPTURE(std::string(word));
        Game g = variant_game(word);
        const int c = first_blank(g), d = first_blank(g, c + 1);
        g.apply(Move::set_digit(c, g.solution_at(c)));
        g.apply(Move::mark_savepoint());
        g.apply(Move::toggle_mark(MarkKind::Centre, d, g.size()));
        g.apply(Move::set_colour(d, g.size(), 4));
        g.apply(Move::set_colour(c, 0, 2));
        g.undo();
        const std::string s = g.save();
        CHECK(s.rfind("SDK3:", 0) == 0);
        Game back;
        REQUIRE(Game::load(back, s) == "");
        CHECK(back.geometry() == g.geometry());
        CHECK(back.cell_givens() == g.cell_givens());
        CHECK(back.cell_solution() == g.cell_solution());
        CHECK(back.board() == g.board());
        CHECK(back.history_size() == g.history_size());
        CHECK(back.history_position() == g.history_position());
        CHECK(back.savepoint_count() == 1);
        CHECK(back.info().seed == g.info().seed);
        CHECK(back.redo());
        CHECK(back.board().cell_colour[c] == 2);
        CHECK(back.save() != s);
    }
    // The classic still writes version 2.
    Game classic;
    CHECK(classic.save().rfind("SDK2:", 0) == 0);
}

TEST_CASE("a damaged variant save is refused with a reason") {
    Game g = variant_game("6x6");
    std::string s = g.save();
    Game out;
    CHECK(Game::load(out, "SDK3:" + std::string("AAAAAA")).rfind("corrupt save:", 0) == 0);
    s[s.size() - 3] = s[s.size() - 3] == 'A' ? 'B' : 'A';
    CHECK(Game::load(out, s).rfind("corrupt save:", 0) == 0);
    CHECK(out.classic());  // untouched
}

TEST_CASE("a variant game refuses a solution that breaks its rules or does not fit") {
    auto kind = parse_variant_kind("jigsaw");
    GeneratedPuzzle p = generate_puzzle({*kind, Level::Easy, 9});
    Game g;
    Cells bad = p.solution;
    std::swap(bad[0], bad[1]);
    CHECK(!Game::create(g, p.geometry, p.givens, bad).empty());
    CHECK(Game::create(g, p.geometry, Cells(3, 0), p.solution).find("expected 81 cells") == 0);
    CHECK(Game::create(g, p.geometry, p.givens, GameInfo{"easy"}) == "");
    CHECK(g.cell_solution() == p.solution);
}
