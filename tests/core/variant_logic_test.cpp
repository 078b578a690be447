// The variant logic engine: soundness over many made puzzles of every variant, and each
// technique on a hand-made position with its sentence.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>

#include "core/logic/variant_logic.h"
#include "core/text/text.h"
#include "variant_puzzles.h"

using namespace sudoku;

namespace {

int sample_scale() {
    const char* s = std::getenv("SUDOKU_VARLOGIC_SAMPLE");
    return s && std::atoi(s) > 0 ? std::atoi(s) : 1;
}

// A position from rows of digits ('.' blank) with candidates from the filled cells.
VariantPosition position_of(const Geometry& g, const std::string& rows) {
    Cells cells;
    for (char ch : rows)
        if (ch != ' ' && ch != '|') cells.push_back(std::uint8_t(digit_value(ch) < 0 ? 0 : digit_value(ch)));
    REQUIRE(int(cells.size()) == g.cells());
    return variant_position(g, cells);
}

}  // namespace

TEST_CASE("variant logic: no hint ever removes a true candidate, on every variant") {
    text::set_language("en");
    const int scale = sample_scale();
    const std::pair<const char*, int> kinds[] = {{"4x4", 40}, {"6x6", 30}, {"9x9", 12}, {"12x12", 3},
                                                 {"16x16", 1}, {"jigsaw", 12}, {"x", 12}, {"killer", 12}};
    for (auto [kind, count] : kinds) {
        vtest::HintRun run;
        int made = 0;
        for (int i = 0; i < count * scale; ++i) {
            auto m = vtest::make_puzzle(kind, 1000 + std::uint64_t(i));
            if (!m.g) continue;
            ++made;
            vtest::walk_hints(m, run);
        }
        std::string fired;
        for (auto& [k, v] : run.fired) fired += " " + k + "=" + std::to_string(v);
        MESSAGE(std::string(kind) << ": " << made << " puzzles, " << run.steps << " steps, " << run.solved << " solved by logic, " << run.stuck
                                     << " stuck positions given a true digit;" << fired);
        CHECK_MESSAGE(run.wrong == 0, run.first_wrong);
        CHECK_MESSAGE(made * 10 >= count * scale * 9, "too few puzzles made");  // a random jigsaw may have no grid
        CHECK(run.steps > 0);
    }
}

TEST_CASE("variant logic: singles on a 4x4") {
    text::set_language("en");
    auto g = Geometry::classic(4);
    // 1 2 | 3 .   the last cell of row 1 is a full house
    auto p = position_of(*g, "123. .... .... ....");
    auto s = variant_next_step(*g, p);
    REQUIRE(s.has_value());
    CHECK(s->key == "full-house");
    CHECK(s->text == "r1c4 is the only empty cell left in row 1, so it takes the missing 4.");
    CHECK(s->placements == std::vector<CellDigit>{{3, 4}});
    // Hidden single: in row 2 the 1 can only go in r2c2 (columns 1 and 4 hold a 1).
    p = position_of(*g, ".... ..2. 1... ...1");
    s = variant_next_step(*g, p);
    REQUIRE(s.has_value());
    CHECK(s->key == "hidden-single");
    CHECK(s->text == "In row 2 the 1 can only go in r2c2.");
    CHECK(s->placements == std::vector<CellDigit>{{5, 1}});
    CHECK(s->houses == std::vector<int>{1});
}

TEST_CASE("variant logic: naked single on a 16x16 names digits A-G") {
    text::set_language("en");
    auto g = Geometry::classic(16);
    std::string rows(256, '.');
    // r1c1 sees 1-9, A-F in row 1 and column 1 but not G.
    const std::string digits = "123456789ABCDEF";
    for (int i = 0; i < 8; ++i) rows[1 + i] = digits[i];
    for (int i = 8; i < 15; ++i) rows[(i - 7) * 16 + 4] = digits[i];  // column 5: not seen by r1c1
    for (int i = 8; i < 15; ++i) rows[(i - 7 + 4) * 16] = digits[i];  // column 1, below box 1
    auto p = position_of(*g, rows);
    CHECK(p.candidates[0] == bit(16));
    auto s = variant_next_step(*g, p);
    REQUIRE(s.has_value());
    CHECK(s->key == "naked-single");
    CHECK(s->text == "r1c1 has only one candidate left: G.");
}

TEST_CASE("variant logic: the last cell of a killer cage") {
    text::set_language("en");
    auto r = Geometry::make(Variant::Killer, 4, {}, false, {{7, {0, 4}}});
    REQUIRE(bool(r.geometry));
    auto p = position_of(*r.geometry, "3... .... .... ....");
    auto s = variant_next_step(*r.geometry, p);
    REQUIRE(s.has_value());
    CHECK(s->key == "cage-single");
    CHECK(s->text == "r2c1 is the last empty cell of the cage at r1c1 (sum 7) and the others add up to 3, so it is 4.");
    CHECK(s->cages == std::vector<int>{0});
}

TEST_CASE("variant logic: grade_variant rates made puzzles solved by singles as easy") {
    auto m = vtest::make_puzzle("4x4", 7);
    REQUIRE(bool(m.g));
    auto gr = grade_variant(*m.g, m.givens);
    CHECK(gr.solved);
    CHECK(gr.level == Level::Easy);
    CHECK(gr.steps > 0);
    CHECK(gr.rating >= 1.0);
    CHECK(gr.rating < 3.0);
    // An empty 9x9 is beyond the techniques: not solved, rated after every solved puzzle.
    auto none = grade_variant(*Geometry::classic9(), Cells(81, 0));
    CHECK_FALSE(none.solved);
    CHECK(none.rating >= 10.0);
}
