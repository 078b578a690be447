// Loops, grouped chains, 3D Medusa, ALS and Sue de Coq on hand-built positions: the effect,
// the sentence, the drawing (marks and links), and, where the pattern is the easiest step
// of the position, that find_next_step takes it.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/logic/logic.h"
#include "logic_fixtures.h"

using namespace sudoku;
using namespace fixtures;

namespace {

Step must_find(const CandidateGrid& s, Technique t) {
    auto step = find_technique(s, t);
    REQUIRE_MESSAGE(step.has_value(), technique_name(t));
    CHECK(step->technique == t);
    return *step;
}

// The easiest step of the position is this one.
void check_easiest(const CandidateGrid& s, const Step& step) {
    auto next = find_next_step(s);
    REQUIRE(next.has_value());
    CHECK(step_title(*next) == step_title(step));
    CHECK(next->eliminations == step.eliminations);
    CHECK(next->rating == doctest::Approx(step.rating));
}

// An easier step of Sukaku Explainer's order (a short strong-link chain, a WXYZ-Wing)
// comes first here: it is technique t, rated below the step.
void check_easier(const CandidateGrid& s, const Step& step, Technique t) {
    auto next = find_next_step(s);
    REQUIRE(next.has_value());
    CHECK(next->technique == t);
    CHECK(next->rating < step.rating);
}

Candidate at(const std::string& name) {  // "5r1c1"
    return {std::uint8_t(cell(name.substr(1))), std::uint8_t(name[0] - '0')};
}

// Candidates drawn with a role, sorted: "5r1c4 5r3c2".
std::string with_role(const Step& s, Role r) {
    std::vector<Candidate> v;
    for (const auto& m : s.marks)
        if (m.role == r) v.push_back(m.candidate);
    return names(v);
}

// Links as "5r1c1=5r1c4 5r1c4-5r2c6 ..." in the step's order.
std::string links(const Step& s) {
    std::string out;
    for (const auto& l : s.links)
        out += (out.empty() ? "" : " ") + candidate_name(l.from) + (l.strong ? "=" : "-") + candidate_name(l.to);
    return out;
}

// Every eliminated candidate is drawn as eliminated.
void check_elims_drawn(const Step& s) {
    CHECK(with_role(s, Role::Elim) == names(s.eliminations));
}

}  // namespace

TEST_CASE("nice loop: continuous, one digit") {
    auto s = open_grid();
    only(s, 5, row(1), {"r1c1", "r1c4"});
    only(s, 5, col(6), {"r2c6", "r8c6"});
    only(s, 5, col(2), {"r8c2", "r3c2"});
    auto step = must_find(s, Technique::NiceLoop);
    CHECK(step.variant == "continuous");
    // The weak links (box 2, row 8, box 1) become strong: their other 5s go.
    CHECK(names(step.eliminations) == expect({5}, {"r2c4", "r2c5", "r3c4", "r3c5", "r8c1", "r8c3", "r8c4", "r8c5",
                                                   "r8c7", "r8c8", "r8c9", "r2c1", "r2c3", "r3c1", "r3c3"}));
    CHECK(step.rating == doctest::Approx(6.6));  // an X-cycle (6.5), six nodes (+0.1)
    CHECK(step.explanation.rfind("If r1c1 is not 5, then r1c4 is 5, so r2c6 is not 5, so r8c6 is 5, so r8c2 is not "
                                 "5, so r3c2 is 5, so r1c1 is not 5 again: the loop closes",
                                 0) == 0);
    CHECK(step.explanation.find("(5r1c1=5r1c4-5r2c6=5r8c6-5r8c2=5r3c2-5r1c1).") != std::string::npos);
    CHECK(with_role(step, Role::On) == "5r1c4 5r3c2 5r8c6");
    CHECK(with_role(step, Role::Off) == "5r1c1 5r2c6 5r8c2");
    check_elims_drawn(step);
    CHECK(links(step) == "5r1c1=5r1c4 5r1c4-5r2c6 5r2c6=5r8c6 5r8c6-5r8c2 5r8c2=5r3c2 5r3c2-5r1c1");
    CHECK(step.houses == std::vector<int>{row(1), box(2), col(6), row(8), col(2), box(1)});
    check_easier(s, step, Technique::Skyscraper);  // 5r2c6=5r8c6-5r8c2=5r3c2 comes first
    s.cand[cell("r5c2")] |= bit(5);  // column 2 has three 5s: the loop is open
    s.cand[cell("r5c6")] |= bit(5);
    CHECK(!find_technique(s, Technique::NiceLoop));
}

TEST_CASE("nice loop: continuous, bivalue cells") {
    auto s = open_grid();
    set(s, "r1c1", {1, 3});
    set(s, "r1c5", {2, 3});
    set(s, "r5c5", {2, 6});
    set(s, "r5c1", {1, 6});
    auto step = must_find(s, Technique::NiceLoop);
    CHECK(step.variant == "continuous");
    CHECK(step.rating == doctest::Approx(6.7));  // a Y-cycle (6.5), eight nodes (+0.2)
    auto e = names(step.eliminations);
    CHECK(e.find("3r1c2") != std::string::npos);  // row 1 keeps its 3 in r1c1 or r1c5
    CHECK(e.find("1r9c1") != std::string::npos);  // column 1 its 1 in r1c1 or r5c1
    CHECK(e.find("2r2c5") != std::string::npos);
    CHECK(e.find("6r5c9") != std::string::npos);
    CHECK(step.eliminations.size() == 28);
    CHECK(step.explanation.find("r1c2, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9 are not 3") != std::string::npos);
    CHECK(links(step) == "1r1c1=3r1c1 3r1c1-3r1c5 3r1c5=2r1c5 2r1c5-2r5c5 2r5c5=6r5c5 6r5c5-6r5c1 6r5c1=1r5c1 "
                         "1r5c1-1r1c1");
    check_elims_drawn(step);
    check_easiest(s, step);
    set(s, "r5c1", {1, 6, 7});
    CHECK(!find_technique(s, Technique::NiceLoop));
}

TEST_CASE("nice loop: discontinuous, two strong links place the digit") {
    auto s = open_grid();
    only(s, 5, row(1), {"r1c1", "r1c5"});
    only(s, 5, col(1), {"r1c1", "r5c1"});
    only(s, 5, row(4), {"r4c5", "r4c2"});
    auto step = must_find(s, Technique::NiceLoop);
    CHECK(step.variant == "discontinuous");
    CHECK(names(step.placements) == "5r1c1");
    CHECK(step.eliminations.empty());
    CHECK(step.explanation ==
          "If r1c1 is not 5, then r5c1 is 5, so r4c2 is not 5, so r4c5 is 5, so r1c5 is not 5, so r1c1 is 5: a "
          "contradiction, so r1c1 is 5 (5r1c1=5r5c1-5r4c2=5r4c5-5r1c5=5r1c1).");
    CHECK(with_role(step, Role::Place) == "5r1c1");
    CHECK(with_role(step, Role::On) == "5r4c5 5r5c1");
    CHECK(with_role(step, Role::Off) == "5r1c5 5r4c2");
    CHECK(links(step) == "5r1c1=5r5c1 5r5c1-5r4c2 5r4c2=5r4c5 5r4c5-5r1c5 5r1c5=5r1c1");
    CHECK(step.rating == doctest::Approx(6.7));  // a forcing X-chain (6.6), five nodes (+0.1)
    // Here a chain of four nodes removing 5r5c1 is one node shorter, so it is the easier
    // step (the single-digit patterns name it: a skyscraper).
    auto next = find_next_step(s);
    REQUIRE(next);
    CHECK((next->technique == Technique::XChain || next->technique == Technique::Skyscraper));
    CHECK(names(next->eliminations).find("5r5c1") != std::string::npos);
}

TEST_CASE("grouped X-Chain") {
    auto s = open_grid();
    only(s, 5, row(1), {"r1c1", "r1c7", "r1c8"});
    only(s, 5, col(9), {"r3c9", "r7c9"});
    auto step = must_find(s, Technique::GroupedAIC);
    CHECK(step.variant == "X-Chain");
    CHECK(step_title(step) == "Grouped AIC (X-Chain)");
    CHECK(names(step.eliminations) == "5r7c1");
    CHECK(step.explanation ==
          "If r1c1 is not 5, then the 5 is in r1c7 or r1c8, so r3c9 is not 5, so r7c9 is 5; so r1c1 or r7c9 is 5, "
          "and either way r7c1 is not 5 (5r1c1=5r1c78-5r3c9=5r7c9).");
    CHECK(with_role(step, Role::Group) == "5r1c7 5r1c8");
    CHECK(with_role(step, Role::Off) == "5r1c1 5r3c9");
    CHECK(with_role(step, Role::On) == "5r7c9");
    check_elims_drawn(step);
    CHECK(links(step) == "5r1c1=5r1c7 5r1c7-5r3c9 5r3c9=5r7c9");
    CHECK(step.houses == std::vector<int>{row(1), box(3), col(9)});
    CHECK(step.rating == doctest::Approx(7.1));
    check_easier(s, step, Technique::GroupedTurbotFish);
    s.cand[cell("r1c5")] |= bit(5);  // row 1's 5 no longer in r1c1 or the group
    CHECK(!find_technique(s, Technique::GroupedAIC));
}

TEST_CASE("grouped AIC") {
    auto s = open_grid();
    set(s, "r5c1", {2, 7});
    set(s, "r7c8", {2, 7});
    only(s, 7, row(4), {"r4c2", "r4c3", "r4c8"});
    auto step = must_find(s, Technique::GroupedAIC);
    CHECK(step.variant.empty());
    CHECK(names(step.eliminations) == "2r5c8 2r7c1");
    CHECK(step.explanation ==
          "If r5c1 is not 2, then r5c1 is 7, so neither r4c2 nor r4c3 is 7, so r4c8 is 7, so r7c8 is not 7, so r7c8 "
          "is 2; so r5c1 or r7c8 is 2, and either way r5c8 and r7c1 are not 2 "
          "(2r5c1=7r5c1-7r4c23=7r4c8-7r7c8=2r7c8).");
    CHECK(with_role(step, Role::Group) == "7r4c2 7r4c3");
    CHECK(links(step) == "2r5c1=7r5c1 7r5c1-7r4c2 7r4c2=7r4c8 7r4c8-7r7c8 7r7c8=2r7c8");
    CHECK(step.rating == doctest::Approx(7.3));  // 7.2 mixed, six nodes
    check_elims_drawn(step);
    check_easiest(s, step);
}

TEST_CASE("3D Medusa: colour trap and colour wrap") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2});
    only(s, 2, row(1), {"r1c1", "r1c7"});
    set(s, "r1c7", {2, 3});
    only(s, 3, col(7), {"r1c7", "r5c7"});
    set(s, "r5c7", {1, 3});
    auto step = must_find(s, Technique::Medusa3D);
    CHECK(step.variant == "colour trap");
    CHECK(names(step.eliminations) == "1r5c1");  // sees 1r1c1 and 1r5c7, of the two colours
    CHECK(step.explanation.find("one of them all true; 1r5c1 sees a 1 of each set, so r5c1 is not 1.") !=
          std::string::npos);
    CHECK(with_role(step, Role::On) == "1r1c1 2r1c7 3r5c7");
    CHECK(with_role(step, Role::Off) == "2r1c1 3r1c7 1r5c7");
    check_elims_drawn(step);
    CHECK(step.links.size() == 5);  // the strong links that coloured the cluster
    for (const auto& l : step.links) CHECK(l.strong);

    auto w = open_grid();
    set(w, "r1c1", {1, 2});
    only(w, 2, col(1), {"r1c1", "r5c1"});
    set(w, "r5c1", {2, 3});
    only(w, 3, row(5), {"r5c1", "r5c9"});
    set(w, "r5c9", {1, 3});
    only(w, 1, col(9), {"r5c9", "r1c9"});
    auto wrap = must_find(w, Technique::Medusa3D);
    CHECK(wrap.variant == "colour wrap");
    // 1r1c1 and 1r1c9 share a colour in row 1: that colour is false.
    CHECK(names(wrap.eliminations) == "1r1c1 1r1c9 2r5c1 3r5c9");
    CHECK(wrap.explanation.find("r1c1 and r1c9 have their 1 in the same set and see each other, so that set is "
                                "false") != std::string::npos);
    CHECK(with_role(wrap, Role::On) == "2r1c1 3r5c1 1r5c9");
    check_elims_drawn(wrap);
    // Every Medusa elimination is also an AIC's: the chains come first in this position.
    CHECK(find_next_step(w)->technique != Technique::Medusa3D);
}

TEST_CASE("Sue de Coq") {
    auto s = open_grid();
    set(s, "r1c1", {1, 2, 3, 4});
    set(s, "r1c2", {1, 2, 3, 4});
    set(s, "r1c5", {1, 2});
    set(s, "r2c2", {3, 4});
    auto step = must_find(s, Technique::SueDeCoq);
    CHECK(names(step.eliminations) ==
          names([&] {
              std::vector<Candidate> v;
              for (auto c : {"r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"})
                  for (int d : {1, 2}) v.push_back({std::uint8_t(cell(c)), std::uint8_t(d)});
              for (auto c : {"r1c3", "r2c1", "r2c3", "r3c1", "r3c2", "r3c3"})
                  for (int d : {3, 4}) v.push_back({std::uint8_t(cell(c)), std::uint8_t(d)});
              return v;
          }()));
    CHECK(step.explanation.rfind("r1c1 and r1c2, where row 1 meets box 1, hold 1, 2, 3 and 4; with r1c5 (1 and 2) in "
                                 "the row and r2c2 (3 and 4) in the box, these cells take exactly those digits, so "
                                 "the 1 and 2 stay in row 1 and the 3 and 4 in box 1: ",
                                 0) == 0);
    CHECK(with_role(step, Role::Group) == "1r1c1 2r1c1 3r1c1 4r1c1 1r1c2 2r1c2 3r1c2 4r1c2 1r1c5 2r1c5 3r2c2 4r2c2");
    check_elims_drawn(step);
    CHECK(step.houses == std::vector<int>{row(1), box(1)});
    CHECK(step.rating == doctest::Approx(7.3));
    check_easier(s, step, Technique::WXYZWing);
    set(s, "r2c2", {3, 5});  // the box cell's digits are no longer the intersection's
    CHECK(!find_technique(s, Technique::SueDeCoq));
}

TEST_CASE("ALS-XZ") {
    auto s = open_grid();
    set(s, "r1c5", {1, 2, 3});
    set(s, "r2c5", {1, 2, 3});
    set(s, "r7c5", {1, 2, 4});
    set(s, "r7c6", {2, 4});
    auto step = must_find(s, Technique::AlsXz);
    CHECK(step.variant.empty());
    // r7c6 (2/4) and r1c5, r2c5, r7c5 (1/2/3/4) share a restricted 4 (r7c5, r7c6): the 2
    // is in one of them, and r8c5, r9c5 see all their 2s.
    CHECK(names(step.eliminations) == "2r8c5 2r9c5");
    CHECK(step.explanation ==
          "In the cell r7c6 (2 and 4) and the cells r1c5, r2c5 and r7c5 (1, 2, 3 and 4), each set holds one digit "
          "more than it has cells; their 4s all see each other, so one set has no 4 and keeps all its other digits, "
          "and either way every digit the two share is in one of them: r8c5 and r9c5 are not 2.");
    CHECK(with_role(step, Role::Group) == "1r1c5 2r1c5 3r1c5 1r2c5 2r2c5 3r2c5 1r7c5 2r7c5 4r7c5 2r7c6 4r7c6");
    check_elims_drawn(step);
    CHECK(links(step) == "4r7c6-4r7c5");
    CHECK(step.rating == doctest::Approx(7.4));
    check_easier(s, step, Technique::WXYZWing);
    set(s, "r1c5", {1, 2, 3, 6});  // r1c5 and r2c5 are no longer almost locked
    CHECK(!find_technique(s, Technique::AlsXz));
}

TEST_CASE("ALS-XZ: doubly linked") {
    auto s = open_grid();
    set(s, "r1c1", {1, 3, 4});
    set(s, "r1c5", {2, 3});
    set(s, "r1c7", {3, 4});
    set(s, "r5c1", {1, 6});
    set(s, "r5c5", {2, 6});
    auto step = must_find(s, Technique::AlsXz);
    CHECK(step.variant == "doubly linked");
    auto e = names(step.eliminations);
    CHECK(e.find("1r9c1") != std::string::npos);  // the 1 is in one of the sets, both in column 1
    CHECK(e.find("2r9c5") != std::string::npos);
    CHECK(e.find("3r1c9") != std::string::npos);  // each set keeps its other digits
    CHECK(e.find("4r1c9") != std::string::npos);
    CHECK(e.find("6r5c9") != std::string::npos);
    CHECK(step.eliminations.size() == 33);
    CHECK(step.explanation.find("their 1s and their 2s see each other, so each set has only one of 1 and 2 and keeps "
                                "all its other digits") != std::string::npos);
    CHECK(links(step) == "1r5c1-1r1c1 2r5c5-2r1c5");
    check_elims_drawn(step);
    CHECK(step.rating == doctest::Approx(7.6));  // 7.4, five cells (+0.1), doubly linked (+0.1)
    check_easiest(s, step);
}

TEST_CASE("ALS-XY-Wing") {
    auto s = open_grid();
    set(s, "r5c5", {1, 2});     // C
    set(s, "r5c1", {1, 3, 4});  // A = r4c1, r5c1: 1 restricted with C
    set(s, "r4c1", {3, 4});
    set(s, "r1c5", {2, 3, 5});  // B = r1c4, r1c5: 2 restricted with C
    set(s, "r1c4", {3, 5});
    auto step = must_find(s, Technique::AlsXyWing);
    CHECK(names(step.eliminations) == "3r1c1");  // sees every 3 of A and of B
    CHECK(step.explanation ==
          "In the cells r1c4 and r1c5 (2, 3 and 5), the cells r4c1 and r5c1 (1, 3 and 4) and the cell r5c5 (1 and "
          "2), each set holds one digit more than it has cells; if neither of the first two held a 3, both would "
          "keep all their other digits, taking a 2 and a 1 that see every 2 and 1 of the third, which would then be "
          "two digits short: r1c1 is not 3.");
    CHECK(links(step) == "2r1c5-2r5c5 1r5c5-1r5c1");
    CHECK(with_role(step, Role::Group).size() > 0);
    check_elims_drawn(step);
    CHECK(step.rating == doctest::Approx(7.6));
    check_easiest(s, step);
    set(s, "r5c5", {1, 2, 7});  // C is no longer almost locked
    CHECK(!find_technique(s, Technique::AlsXyWing));
}

TEST_CASE("chain sentences read as words, with the notation as a detail") {
    auto s = open_grid();
    only(s, 2, row(1), {"r1c1", "r1c4"});
    only(s, 2, row(5), {"r5c1", "r5c6"});
    auto x = must_find(s, Technique::XChain);
    CHECK(x.explanation ==
          "If r1c4 is not 2, then r1c1 is 2, so r5c1 is not 2, so r5c6 is 2; so r1c4 or r5c6 is 2, and either way "
          "r2c6, r3c6, r4c4 and r6c4 are not 2 (2r1c4=2r1c1-2r5c1=2r5c6).");
    CHECK(links(x) == "2r1c4=2r1c1 2r1c1-2r5c1 2r5c1=2r5c6");
    CHECK(with_role(x, Role::Off) == "2r1c4 2r5c1");

    auto a = open_grid();
    set(a, "r1c1", {1, 2});
    set(a, "r5c2", {1, 2});
    only(a, 2, col(7), {"r1c7", "r5c7"});
    auto aic = must_find(a, Technique::AIC);
    CHECK(aic.explanation ==
          "If r1c1 is not 1, then r1c1 is 2, so r1c7 is not 2, so r5c7 is 2, so r5c2 is not 2, so r5c2 is 1; so r1c1 "
          "or r5c2 is 1, and either way r1c2, r2c2, r3c2, r4c1, r5c1 and r6c1 are not 1 "
          "(1r1c1=2r1c1-2r1c7=2r5c7-2r5c2=1r5c2).");
}
