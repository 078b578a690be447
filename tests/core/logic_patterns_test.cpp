// Pattern techniques (uniqueness, single-digit patterns, finned fish) on hand-built
// candidate states where each is the easiest step: the effect reasoned out by hand, the
// sentence, the drawing, and a state a little different where the pattern is gone.
#include <doctest/doctest.h>

#include <sstream>

#include "core/logic/logic.h"
#include "logic_fixtures.h"

using namespace sudoku;
using namespace fixtures;

namespace {

// find_next_step must choose technique t (nothing easier applies).
Step next_is(const CandidateGrid& s, Technique t) {
    auto step = find_next_step(s);
    REQUIRE_MESSAGE(step.has_value(), technique_name(t));
    INFO(format_step(*step));
    REQUIRE(step->technique == t);
    CHECK(!step->explanation.empty());
    return *step;
}

// The first instance of technique t, where an easier step also applies (in Sukaku
// Explainer's order the short strong-link chains come before BUG+1 and finned fish).
Step found_is(const CandidateGrid& s, Technique t) {
    auto step = find_technique(s, t);
    REQUIRE_MESSAGE(step.has_value(), technique_name(t));
    CHECK(!step->explanation.empty());
    return *step;
}

// "4r2c1:on 4r2c5:off ...", sorted by candidate.
std::string marks_text(const Step& s) {
    auto marks = s.marks;
    std::sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) { return a.candidate < b.candidate; });
    std::string t;
    for (const auto& m : marks) t += (t.empty() ? "" : " ") + candidate_name(m.candidate) + ":" + role_name(m.role);
    return t;
}

// "4r2c5=4r2c1 4r2c1-4r7c1": strong '=', weak '-', in the step's order.
std::string links_text(const Step& s) {
    std::string t;
    for (const auto& l : s.links)
        t += (t.empty() ? "" : " ") + candidate_name(l.from) + (l.strong ? "=" : "-") + candidate_name(l.to);
    return t;
}

// A candidate state from 81 tokens: "=5" a filled cell, "37" a blank cell's candidates.
CandidateGrid from_tokens(const std::string& text) {
    CandidateGrid s;
    std::istringstream in(text);
    std::string tok;
    int c = 0;
    while (in >> tok) {
        REQUIRE(c < kCells);
        if (tok[0] == '=') {
            s.grid[c] = std::uint8_t(tok[1] - '0');
        } else {
            for (char ch : tok) s.cand[c] |= bit(ch - '0');
        }
        ++c;
    }
    REQUIRE(c == kCells);
    return s;
}

// Removes digits from every cell of a house except the listed ones.
void clear(CandidateGrid& s, std::initializer_list<int> digits, int house, std::initializer_list<const char*> keep) {
    for (int d : digits) only(s, d, house, keep);
}

}  // namespace

// ---- Unique rectangles: the floor r1c1, r1c5 holds only 3 and 7; row 1 has no other 3 or 7
// (else the naked pair would come first).

namespace {
CandidateGrid rectangle_floor() {
    auto s = open_grid();
    set(s, "r1c1", {3, 7});
    set(s, "r1c5", {3, 7});
    clear(s, {3, 7}, row(1), {"r1c1", "r1c5"});
    return s;
}
}  // namespace

TEST_CASE("unique rectangle type 1") {
    auto s = rectangle_floor();
    set(s, "r2c1", {3, 7});
    clear(s, {3, 7}, col(1), {"r1c1", "r2c1"});
    clear(s, {3, 7}, box(1), {"r1c1", "r2c1"});
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "type 1");
    CHECK(step_title(step) == "Unique rectangle (type 1)");
    CHECK(step.rating == doctest::Approx(4.5));
    CHECK(names(step.eliminations) == "3r2c5 7r2c5");
    CHECK(step.cells == std::vector<int>{cell("r1c1"), cell("r1c5"), cell("r2c1"), cell("r2c5")});
    CHECK(step.explanation ==
          "r1c1, r1c5 and r2c1 hold only 3 and 7, so r2c5 cannot be 3 or 7: otherwise the rectangle r1c1, r1c5, r2c1, "
          "r2c5 would hold only 3 and 7, which could swap and give two solutions.");
    CHECK(marks_text(step) == "3r1c1:on 7r1c1:on 3r1c5:on 7r1c5:on 3r2c1:on 7r2c1:on 3r2c5:elim 7r2c5:elim");
    CHECK(step.links.empty());
    set(s, "r2c1", {3, 7, 9});  // two cells with extras, no common extra, no naked set: nothing
    CHECK(!find_technique(s, Technique::UniqueRectangle));
}

TEST_CASE("unique rectangle type 2") {
    auto s = rectangle_floor();
    set(s, "r2c1", {3, 7, 9});
    set(s, "r2c5", {3, 7, 9});
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "type 2");
    CHECK(step.rating == doctest::Approx(4.6));
    CHECK(names(step.eliminations) == expect({9}, {"r2c2", "r2c3", "r2c4", "r2c6", "r2c7", "r2c8", "r2c9"}));
    CHECK(step.houses.front() == row(2));
    CHECK(step.explanation.rfind("Unless r2c1 or r2c5 is 9, the rectangle r1c1, r1c5, r2c1, r2c5 would hold only 3 and "
                                 "7, which could swap and give two solutions; so r2c2, r2c3, ",
                                 0) == 0);
    CHECK(step.explanation.find("cannot be 9, as they see both.") != std::string::npos);
    CHECK(marks_text(step).find("9r2c1:fin") != std::string::npos);
    CHECK(marks_text(step).find("3r2c5:on 7r2c5:on 9r2c5:fin") != std::string::npos);
    set(s, "r2c5", {3, 7, 8});
    CHECK(!find_technique(s, Technique::UniqueRectangle));
}

TEST_CASE("unique rectangle type 3 (naked pair with the extras)") {
    auto s = rectangle_floor();
    set(s, "r2c1", {1, 3, 7});
    set(s, "r2c5", {2, 3, 7});
    set(s, "r2c8", {1, 2});
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "type 3");
    CHECK(step.rating == doctest::Approx(4.6));
    CHECK(names(step.eliminations) == expect({1, 2}, {"r2c2", "r2c3", "r2c4", "r2c6", "r2c7", "r2c9"}));
    CHECK(step.houses.front() == row(2));
    CHECK(step.explanation ==
          "Unless r2c1 or r2c5 holds 1 or 2, the rectangle r1c1, r1c5, r2c1, r2c5 would hold only 3 and 7, which could "
          "swap and give two solutions; so together they act as one cell that forms a naked pair on 1 and 2 with r2c8 in "
          "row 2, and r2c2, r2c3, r2c4, r2c6, r2c7 and r2c9 cannot be 1 or 2.");
    CHECK(marks_text(step).find("1r2c1:fin") != std::string::npos);
    CHECK(marks_text(step).find("1r2c8:group 2r2c8:group") != std::string::npos);
    set(s, "r2c8", {1, 4});
    CHECK(!find_technique(s, Technique::UniqueRectangle));
}

TEST_CASE("unique rectangle type 3 (naked triple: rated higher)") {
    auto s = rectangle_floor();
    set(s, "r2c1", {1, 3, 7});
    set(s, "r2c5", {2, 3, 7});
    set(s, "r2c8", {1, 4});
    set(s, "r2c9", {2, 4});
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "type 3");
    CHECK(step.rating == doctest::Approx(4.7));
    CHECK(names(step.eliminations) == expect({1, 2, 4}, {"r2c2", "r2c3", "r2c4", "r2c6", "r2c7"}));
    CHECK(step.explanation.find("a naked triple on 1, 2 and 4 with r2c8 and r2c9 in row 2") != std::string::npos);
}

TEST_CASE("unique rectangle type 4") {
    auto s = rectangle_floor();
    only(s, 3, row(2), {"r2c1", "r2c5"});
    // The 3s of rows 1 and 2 form an X-Wing in columns 1 and 5: its work done already.
    only(s, 3, col(1), {"r1c1", "r2c1"});
    only(s, 3, col(5), {"r1c5", "r2c5"});
    only(s, 3, row(3), {"r3c7", "r3c8", "r3c9"});  // box 3's pointing, done already
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "type 4");
    CHECK(step.rating == doctest::Approx(4.6));
    CHECK(names(step.eliminations) == "7r2c1 7r2c5");
    CHECK(step.houses.front() == row(2));
    CHECK(step.explanation ==
          "In row 2 the 3 can only go in r2c1 or r2c5, so if either were 7 the other would be 3 and the rectangle r1c1, "
          "r1c5, r2c1, r2c5 would hold only 3 and 7, which could swap and give two solutions; so r2c1 and r2c5 cannot be 7.");
    CHECK(links_text(step) == "3r2c1=3r2c5");
    CHECK(marks_text(step) == "3r1c1:on 7r1c1:on 3r1c5:on 7r1c5:on 3r2c1:on 7r2c1:elim 3r2c5:on 7r2c5:elim");
    s.cand[cell("r2c9")] |= bit(3);
    CHECK(!find_technique(s, Technique::UniqueRectangle));
}

TEST_CASE("unique rectangle: hidden") {
    auto s = open_grid();
    set(s, "r1c1", {3, 7});
    only(s, 3, row(2), {"r2c1", "r2c5"});
    only(s, 3, col(5), {"r1c5", "r2c5"});
    only(s, 3, box(2), {"r1c5", "r2c5"});  // the claiming its column 5 makes, done already
    auto step = next_is(s, Technique::UniqueRectangle);
    CHECK(step.variant == "hidden");
    CHECK(step.rating == doctest::Approx(4.7));
    CHECK(names(step.eliminations) == "7r2c5");
    CHECK(step.houses.front() == row(2));
    CHECK(step.explanation ==
          "r1c1 holds only 3 and 7, and in row 2 and in column 5 the 3 can only go in the rectangle; if r2c5 were 7, r2c1 "
          "and r1c5 would be 3, r1c1 would be 7 and the rectangle r1c1, r1c5, r2c1, r2c5 would hold only 3 and 7, which "
          "could swap and give two solutions; so r2c5 cannot be 7.");
    CHECK(links_text(step) == "3r2c5=3r2c1 3r2c5=3r1c5");
    s.cand[cell("r2c8")] |= bit(3);
    CHECK(!find_technique(s, Technique::UniqueRectangle));
}

TEST_CASE("BUG+1") {
    // From a magictour top1465 path: every unsolved cell is bivalue but r3c3.
    auto s = from_tokens(
        "=9 =8 67 =3 26 =4 =1 =5 27 "
        "=1 =2 =4 =7 =5 =9 =3 =6 =8 "
        "=5 37 367 =8 26 =1 =4 27 =9 "
        "=4 =1 37 =2 =8 =5 =9 37 =6 "
        "=6 =9 =5 =1 =7 =3 =2 =8 =4 "
        "=2 37 =8 =9 =4 =6 =5 =1 37 "
        "=3 =4 =2 =6 =1 =7 =8 =9 =5 "
        "=8 =6 =9 =5 =3 =2 =7 =4 =1 "
        "=7 =5 =1 =4 =9 =8 =6 23 23");
    auto step = found_is(s, Technique::BugPlusOne);  // a skyscraper on the 7s comes first
    CHECK(step.rating == doctest::Approx(5.6));
    CHECK(names(step.placements) == "7r3c3");
    CHECK(step.eliminations.empty());
    CHECK(step.houses.front() == box(1));
    CHECK(step.explanation ==
          "Every unsolved cell but r3c3 has two candidates and each digit has two places in every house, except the 7, "
          "which has three in r3c3's row, column and box; without it the grid would have two solutions or none, so r3c3 "
          "is 7.");
    CHECK(marks_text(step) == "7r1c3:on 7r3c2:on 7r3c3:place 7r3c8:on 7r4c3:on");
    s.cand[cell("r1c3")] = bit(6) | bit(7) | bit(2);  // a second cell with three candidates
    CHECK(!find_technique(s, Technique::BugPlusOne));
}

// ---- Single-digit patterns: A=B-C=D (conjugate pairs joined by a weak link), so A or D.

TEST_CASE("skyscraper") {
    auto s = open_grid();
    only(s, 4, row(2), {"r2c1", "r2c5"});
    only(s, 4, row(7), {"r7c1", "r7c6"});
    auto step = next_is(s, Technique::Skyscraper);
    CHECK(step.rating == doctest::Approx(4.0));  // two strong links in rows: SE's 4.0
    // Cells seeing both tops r2c5 and r7c6: box 2 in column 6, box 8 in column 5.
    CHECK(names(step.eliminations) == expect({4}, {"r1c6", "r3c6", "r8c5", "r9c5"}));
    CHECK(step.houses == std::vector<int>{row(2), row(7), col(1)});
    CHECK(step.explanation ==
          "The 4s in row 2 and row 7 have only two places each, and r2c1 and r7c1 in column 1 cannot both be 4, so "
          "r2c5 or r7c6 is 4, and r1c6, r3c6, r8c5 and r9c5 cannot be 4.");
    CHECK(names(step.pattern) == "4r2c1 4r2c5 4r7c1 4r7c6");
    CHECK(marks_text(step) == "4r1c6:elim 4r2c1:on 4r2c5:off 4r3c6:elim 4r7c1:off 4r7c6:on 4r8c5:elim 4r9c5:elim");
    CHECK(links_text(step) == "4r2c5=4r2c1 4r2c1-4r7c1 4r7c1=4r7c6");
    only(s, 4, row(7), {"r7c1", "r7c5"});  // tops in one column: an X-Wing, not a skyscraper
    CHECK(!find_technique(s, Technique::Skyscraper));
}

TEST_CASE("two-string kite") {
    auto s = open_grid();
    only(s, 5, row(3), {"r3c2", "r3c7"});
    only(s, 5, col(1), {"r1c1", "r6c1"});
    auto step = next_is(s, Technique::TwoStringKite);
    CHECK(step.rating == doctest::Approx(4.1));  // a row and a column
    CHECK(names(step.eliminations) == "5r6c7");
    CHECK(step.houses == std::vector<int>{row(3), col(1), box(1)});
    CHECK(step.explanation ==
          "In row 3 the 5 can only go in r3c7 or r3c2, and in column 1 only in r1c1 or r6c1; r3c2 and r1c1 share box 1 "
          "and cannot both be 5, so r3c7 or r6c1 is 5, and r6c7 cannot be 5.");
    CHECK(links_text(step) == "5r3c7=5r3c2 5r3c2-5r1c1 5r1c1=5r6c1");
    CHECK(marks_text(step) == "5r1c1:off 5r3c2:on 5r3c7:off 5r6c1:on 5r6c7:elim");
    s.cand[cell("r3c5")] |= bit(5);
    CHECK(!find_technique(s, Technique::TwoStringKite));
}

TEST_CASE("turbot fish") {
    auto s = open_grid();
    only(s, 6, box(1), {"r1c1", "r3c3"});
    only(s, 6, row(7), {"r7c3", "r7c8"});
    auto step = next_is(s, Technique::TurbotFish);
    CHECK(step.rating == doctest::Approx(4.1));  // a box and a row
    // 6r7c8 = 6r7c3 (row 7) - 6r3c3 (column 3) = 6r1c1 (box 1).
    CHECK(names(step.eliminations) == "6r1c8");  // r7c1 sees both ends but has no 6 left
    CHECK(step.houses == std::vector<int>{row(7), box(1), col(3)});
    CHECK(step.explanation ==
          "In row 7 the 6 can only go in r7c8 or r7c3, and in box 1 only in r3c3 or r1c1; r7c3 and r3c3 share column 3 "
          "and cannot both be 6, so r7c8 or r1c1 is 6, and r1c8 cannot be 6.");
    CHECK(links_text(step) == "6r7c8=6r7c3 6r7c3-6r3c3 6r3c3=6r1c1");
    s.cand[cell("r7c5")] |= bit(6);
    CHECK(!find_technique(s, Technique::TurbotFish));
}

TEST_CASE("empty rectangle") {
    auto s = open_grid();
    only(s, 8, box(5), {"r4c4", "r5c6", "r6c6"});  // on row 4 and column 6
    only(s, 8, col(2), {"r4c2", "r9c2"});
    auto step = next_is(s, Technique::EmptyRectangle);
    CHECK(step.rating == doctest::Approx(4.3));  // a grouped strong link
    CHECK(names(step.eliminations) == "8r9c6");
    CHECK(step.houses == std::vector<int>{box(5), col(2)});
    CHECK(step.explanation ==
          "In box 5 the 8 lies only in row 4 and column 6, and in column 2 it can only go in r4c2 or r9c2: if r9c2 is "
          "not 8 then r4c2 is, which leaves the 8 of box 5 in column 6, so either way r9c6 cannot be 8.");
    CHECK(marks_text(step) == "8r4c2:on 8r4c4:group 8r5c6:group 8r6c6:group 8r9c2:off 8r9c6:elim");
    CHECK(links_text(step) == "8r9c2=8r4c2 8r4c2-8r4c4 8r4c4=8r5c6");
    s.cand[cell("r5c5")] |= bit(8);  // off the cross
    CHECK(!find_technique(s, Technique::EmptyRectangle));
}

// ---- Finned fish: the fish or a fin holds, so cover cells in the fins' box go.

TEST_CASE("finned X-Wing") {
    auto s = open_grid();
    only(s, 4, row(2), {"r2c3", "r2c8"});
    only(s, 4, row(7), {"r7c3", "r7c8", "r7c9"});
    // The same deduction is a grouped turbot fish (4r2c8=4r2c3-4r7c3=4r7c89), which comes first.
    auto easier = find_next_step(s);
    REQUIRE(easier);
    CHECK(easier->technique == Technique::GroupedTurbotFish);
    CHECK(names(easier->eliminations) == "4r8c8 4r9c8");
    CHECK(easier->rating == doctest::Approx(4.3));
    auto step = found_is(s, Technique::FinnedFish);
    CHECK(step.variant == "finned X-Wing");
    CHECK(step_title(step) == "Finned fish (finned X-Wing)");
    CHECK(step.rating == doctest::Approx(7.0));
    CHECK(names(step.eliminations) == "4r8c8 4r9c8");
    CHECK(step.houses == std::vector<int>{row(2), row(7), col(3), col(8), box(9)});
    CHECK(step.explanation ==
          "In rows 2 and 7 the 4 can only go in columns 3 and 8 apart from the fin r7c9; either the X-Wing holds or the "
          "fin is 4, and both rule out the cells of column 8 in box 9, so r8c8 and r9c8 cannot be 4.");
    CHECK(marks_text(step) == "4r2c3:on 4r2c8:on 4r7c3:on 4r7c8:on 4r7c9:fin 4r8c8:elim 4r9c8:elim");
    s.cand[cell("r7c1")] |= bit(4);  // a second fin, in another box
    CHECK(!find_technique(s, Technique::FinnedFish));
}

TEST_CASE("sashimi X-Wing") {
    auto s = open_grid();
    only(s, 4, row(2), {"r2c3", "r2c8"});
    only(s, 4, row(7), {"r7c3", "r7c7", "r7c9"});  // no 4 left in r7c8
    auto step = found_is(s, Technique::FinnedFish);
    CHECK(step.variant == "sashimi X-Wing");
    CHECK(step.rating == doctest::Approx(7.0));
    CHECK(names(step.eliminations) == "4r8c8 4r9c8");
    CHECK(step.explanation.find("apart from the fins r7c7 and r7c9; either the X-Wing holds or a fin is 4") !=
          std::string::npos);
}

TEST_CASE("finned Swordfish") {
    auto s = open_grid();
    only(s, 4, row(1), {"r1c1", "r1c4"});
    only(s, 4, row(4), {"r4c4", "r4c7"});
    only(s, 4, row(7), {"r7c1", "r7c7", "r7c8"});
    auto step = found_is(s, Technique::FinnedFish);
    CHECK(step.variant == "finned Swordfish");
    CHECK(step.rating == doctest::Approx(7.1));
    CHECK(names(step.eliminations) == "4r8c7 4r9c7");
    CHECK(step.houses == std::vector<int>{row(1), row(4), row(7), col(1), col(4), col(7), box(9)});
}

TEST_CASE("sashimi Swordfish (columns)") {
    auto s = open_grid();
    only(s, 2, col(1), {"r1c1", "r4c1"});
    only(s, 2, col(4), {"r4c4", "r7c4"});
    only(s, 2, col(7), {"r1c7", "r8c7", "r9c7"});  // the 2 of r7c7 gone: fins r8c7, r9c7
    auto step = found_is(s, Technique::FinnedFish);
    CHECK(step.variant == "sashimi Swordfish");
    CHECK(names(step.eliminations) == "2r7c8 2r7c9");
    CHECK(step.explanation.rfind("In columns 1, 4 and 7 the 2 can only go in rows 1, 4 and 7 apart from the fins r8c7 "
                                 "and r9c7;",
                                 0) == 0);
}

TEST_CASE("finned Jellyfish") {
    auto s = open_grid();
    only(s, 9, row(1), {"r1c4", "r1c9"});
    only(s, 9, row(2), {"r2c2", "r2c3", "r2c9"});
    only(s, 9, row(5), {"r5c3", "r5c4", "r5c8", "r5c9"});
    only(s, 9, row(8), {"r8c2", "r8c3", "r8c4"});
    auto step = found_is(s, Technique::FinnedFish);
    CHECK(step.variant == "finned Jellyfish");
    CHECK(step.rating == doctest::Approx(7.2));
    CHECK(names(step.eliminations) == "9r4c9 9r6c9");
    CHECK(step.explanation ==
          "In rows 1, 2, 5 and 8 the 9 can only go in columns 2, 3, 4 and 9 apart from the fin r5c8; either the "
          "Jellyfish holds or the fin is 9, and both rule out the cells of column 9 in box 6, so r4c9 and r6c9 cannot "
          "be 9.");
}
