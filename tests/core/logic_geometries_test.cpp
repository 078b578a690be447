// The one logic engine on every geometry (grade_any.h): soundness over many made puzzles of
// every variant, and each technique on a hand-made position with its sentence.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>

#include "core/logic/grade_any.h"
#include "core/logic/logic.h"
#include "core/text/text.h"
#include "variant_puzzles.h"

using namespace sudoku;

namespace {

int sample_scale() {
    const char* s = std::getenv("SUDOKU_VARLOGIC_SAMPLE");
    return s && std::atoi(s) > 0 ? std::atoi(s) : 1;
}

// A position from rows of digits ('.' blank) with candidates from the filled cells.
CandidateGrid position_of(const GeometryPtr& g, const std::string& rows) {
    Cells cells;
    for (char ch : rows)
        if (ch != ' ' && ch != '|') cells.push_back(std::uint8_t(digit_value(ch) < 0 ? 0 : digit_value(ch)));
    REQUIRE(int(cells.size()) == g->cells());
    return CandidateGrid::from_cells(g, cells);
}

std::string key_of(const Step& s) { return technique_key(s.technique); }

// The candidates a step's pattern shows (neither placed nor eliminated).
std::size_t pattern_marks(const Step& s) {
    return std::size_t(std::count_if(s.marks.begin(), s.marks.end(),
                                     [](const Mark& m) { return m.role != Role::Elim && m.role != Role::Place; }));
}

}  // namespace

TEST_CASE("variant logic: no hint ever removes a true candidate, on every variant" * doctest::test_suite("heavy")) {
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
    auto p = position_of(g, "123. .... .... ....");
    auto s = next_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "full-house");
    CHECK(s->explanation == "r1c4 is the only empty cell left in row 1, so it takes the missing 4.");
    CHECK(s->placements == std::vector<Candidate>{{3, 4}});
    // Hidden single: in row 2 the 1 can only go in r2c2 (columns 1 and 4 hold a 1).
    // Hidden single, boxes scanned first as a player does: in box 2 the 1 can only go in r1c3
    // (r2c3 holds 2 and column 4 has a 1).
    p = position_of(g, ".... ..2. 1... ...1");
    s = next_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "hidden-single");
    CHECK(s->explanation == "In box 2 the 1 can only go in r1c3.");
    CHECK(s->placements == std::vector<Candidate>{{2, 1}});
    CHECK(s->houses == std::vector<int>{9});
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
    auto p = position_of(g, rows);
    CHECK(p.cand[0] == bit(16));
    auto s = next_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "naked-single");
    CHECK(s->explanation == "r1c1 has only one candidate left: G.");
}

TEST_CASE("variant logic: the last cell of a killer cage") {
    text::set_language("en");
    auto r = Geometry::make(Variant::Killer, 4, {}, false, {{7, {0, 4}}});
    REQUIRE(bool(r.geometry));
    auto p = position_of(r.geometry, "3... .... .... ....");
    auto s = next_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "cage-single");
    CHECK(s->explanation == "r2c1 is the last empty cell of the cage at r1c1 (sum 7) and the others add up to 3, so it is 4.");
    CHECK(s->cages == std::vector<int>{0});
}

TEST_CASE("variant logic: grade_variant, levels per variant and a rating that orders puzzles") {
    text::set_language("en");
    auto m = vtest::make_puzzle("4x4", 7);
    REQUIRE(bool(m.g));
    // A 4x4 missing one digit needs a full house: easy; dug to the minimum it needs hidden
    // singles, which on a 4x4 is medium.
    Cells one = m.solution;
    one[5] = 0;
    auto easy = grade_variant(*m.g, one);
    CHECK(easy.solved);
    CHECK(easy.level == Level::Easy);
    CHECK(easy.hardest_key == "full-house");
    CHECK(easy.steps == 1);
    auto gr = grade_variant(*m.g, m.givens);
    CHECK(gr.solved);
    CHECK(gr.hardest_key == "hidden-single");
    CHECK(gr.level == Level::Medium);
    CHECK(gr.rating > easy.rating);
    // On a 9x9 the level follows the technique table: singles easy, pairs medium, X-Chain expert.
    int seen = 0, easy_seen = 0, expert_seen = 0;
    double last_easy = 0, first_expert = 100;
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        auto p = vtest::make_puzzle("9x9", seed);
        REQUIRE(bool(p.g));
        auto r = grade_variant(*p.g, p.givens);
        if (!r.solved) {
            CHECK(r.rating >= 10.0);
            continue;
        }
        ++seen;
        if (r.hardest_key == "hidden-single" || r.hardest_key == "naked-single") {
            CHECK(r.level == Level::Easy);
            last_easy = std::max(last_easy, r.rating);
            ++easy_seen;
        }
        if (r.hardest_key == "naked-pair" || r.hardest_key == "pointing" || r.hardest_key == "claiming") CHECK(r.level == Level::Medium);
        if (r.level == Level::Expert) {
            first_expert = std::min(first_expert, r.rating);
            ++expert_seen;
        }
        // Limited to its own level it is still solved; one level lower it is not.
        CHECK(grade_variant(*p.g, p.givens, r.level).solved);
        if (r.level > Level::Easy) CHECK_FALSE(grade_variant(*p.g, p.givens, Level(int(r.level) - 1)).solved);
    }
    CHECK(seen > 20);
    // Both ends were seen, so the order below compares two real ratings.
    REQUIRE(easy_seen > 0);
    REQUIRE(expert_seen > 0);
    CHECK(last_easy < first_expert);
    // An empty 9x9 is beyond the techniques: not solved, rated after every solved puzzle.
    auto none = grade_variant(*Geometry::classic9(), Cells(81, 0));
    CHECK_FALSE(none.solved);
    CHECK(none.rating >= 10.0);
}

// ---- each technique on a hand-made position: every blank cell starts with every digit, then
// candidates are taken away to make the pattern ----
namespace {

CandidateGrid open_position(const GeometryPtr& g) {
    CandidateGrid p = CandidateGrid::from_cells(g, Cells(std::size_t(g->cells()), 0));
    for (int c = 0; c < g->cells(); ++c) p.cand[std::size_t(c)] = g->all_digits();
    return p;
}

int at(const Geometry& g, int row, int col) { return (row - 1) * g.size() + (col - 1); }

void drop(CandidateGrid& p, const std::vector<int>& cells, int digit) {
    for (int c : cells) p.cand[std::size_t(c)] &= Mask(~bit(digit));
}

std::optional<Step> first_step(const CandidateGrid& p) {
    text::set_language("en");
    return next_step(p);
}

}  // namespace

TEST_CASE("variant logic: locked candidates, box against row (pointing)") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    drop(p, {at(*g, 1, 3), at(*g, 2, 1), at(*g, 2, 2), at(*g, 2, 3), at(*g, 3, 1), at(*g, 3, 2), at(*g, 3, 3)}, 5);
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "pointing");
    CHECK(s->explanation == "In box 1 the 5 can only go in row 1, so remove 5 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9, the rest of "
                     "row 1.");
    CHECK(s->houses == std::vector<int>{18, 0});
    CHECK(pattern_marks(*s) == 2u);
}

TEST_CASE("variant logic: locked candidates, the X diagonal against a box") {
    auto r = Geometry::make(Variant::X, 9, {}, true, {});
    REQUIRE(bool(r.geometry));
    const GeometryPtr& g = r.geometry;
    auto p = open_position(g);
    std::vector<int> diag;
    for (int i = 2; i < 9; ++i) diag.push_back(i * 9 + i);
    drop(p, diag, 5);
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "claiming");
    CHECK(s->explanation == "On the diagonal the 5 can only go in box 1, so remove 5 from r1c2, r1c3, r2c1, r2c3, r3c1 and r3c2, the "
                     "rest of box 1.");
}

TEST_CASE("variant logic: naked and hidden pairs") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    p.cand[at(*g, 1, 1)] = p.cand[at(*g, 1, 5)] = Mask(bit(1) | bit(2));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "naked-pair");
    CHECK(s->explanation.rfind("r1c1 and r1c5 can only hold 1 and 2, so no other cell of row 1 can: remove 1 and 2 from r1c2,", 0) == 0);
    CHECK(s->eliminations.size() == 14u);

    p = open_position(g);
    for (int c = 2; c <= 9; ++c)
        if (c != 5) drop(p, {at(*g, 1, c)}, 1), drop(p, {at(*g, 1, c)}, 2);
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "hidden-pair");
    CHECK(s->explanation == "In row 1 the 1 and 2 can only go in r1c1 and r1c5, so those cells hold nothing else: remove 3, 4, 5, 6, 7, "
                     "8 and 9 from r1c1 and r1c5.");
}

TEST_CASE("variant logic: X-Wing and Swordfish on rows") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    for (int row : {1, 5})
        for (int c = 1; c <= 9; ++c)
            if (c != 2 && c != 8) drop(p, {at(*g, row, c)}, 7);
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "x-wing");
    CHECK(s->explanation == "In rows 1 and 5 the 7 can only go in columns 2 and 8, so remove 7 from r2c2, r2c8, r3c2, r3c8, r4c2, r4c8, "
                     "r6c2, r6c8, r7c2, r7c8, r8c2, r8c8, r9c2 and r9c8, the rest of columns 2 and 8.");
    CHECK(s->eliminations.size() == 14u);
    CHECK(s->houses == std::vector<int>{0, 4, 10, 16});

    p = open_position(g);
    const int keep[3][2] = {{2, 5}, {5, 8}, {2, 8}};
    const int rows[3] = {1, 4, 7};
    for (int i = 0; i < 3; ++i)
        for (int c = 1; c <= 9; ++c)
            if (c != keep[i][0] && c != keep[i][1]) drop(p, {at(*g, rows[i], c)}, 3);
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "swordfish");
    CHECK(s->explanation.rfind("In rows 1, 4 and 7 the 3 can only go in columns 2, 5 and 8, so remove 3", 0) == 0);
    CHECK(s->eliminations.size() == 18u);
}

TEST_CASE("variant logic: XY-Wing") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    p.cand[at(*g, 5, 5)] = Mask(bit(1) | bit(2));
    p.cand[at(*g, 5, 1)] = Mask(bit(1) | bit(3));
    p.cand[at(*g, 1, 5)] = Mask(bit(2) | bit(3));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "xy-wing");
    CHECK(s->explanation == "r5c5 (1/2) makes one of its wings r1c5 (2/3) and r5c1 (1/3) a 3, so cells seeing both wings cannot be 3: "
                     "remove 3 from r1c1.");
    CHECK(s->eliminations == std::vector<Candidate>{{0, 3}});
}

TEST_CASE("variant logic: X-Chain") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    for (int r = 1; r <= 9; ++r) {
        if (r != 1 && r != 7) drop(p, {at(*g, r, 1)}, 4);
        if (r != 2 && r != 7) drop(p, {at(*g, r, 6)}, 4);
    }
    auto s = first_step(p);
    REQUIRE(s.has_value());
    // The one engine names this two-link X-Chain by its pattern: a skyscraper.
    CHECK(key_of(*s) == "skyscraper");
    CHECK(s->explanation == "The 4s in column 1 and column 6 have only two places each, and r7c1 and r7c6 in row 7 cannot both be 4, "
                     "so r1c1 or r2c6 is 4, and r1c4, r1c5, r2c2 and r2c3 cannot be 4.");
}

TEST_CASE("variant logic: killer cage combinations and a cage's required digit") {
    auto r = Geometry::make(Variant::Killer, 9, {}, false, {{10, {0, 1}}});
    REQUIRE(bool(r.geometry));
    auto p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    p.cand[0] = Mask(bit(1) | bit(2));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "cage-combination");
    CHECK(s->explanation == "With its cells' candidates, the cage at r1c1 (sum 10) can only be 1+9 or 2+8, so remove 1, 2, 3, 4, 6 and 7 from r1c2.");
    CHECK(s->cages == std::vector<int>{0});

    r = Geometry::make(Variant::Killer, 9, {}, false, {{3, {0, 1}}});
    REQUIRE(bool(r.geometry));
    p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "cage-pointing");
    CHECK(s->explanation.rfind("Every combination of the cage at r1c1 (sum 3) has the 1, and only r1c1 and r1c2 can take it, so cells that see "
                        "all of them cannot be 1: remove 1 from r1c3,", 0) == 0);
    CHECK(s->eliminations.size() == 13u);
}

TEST_CASE("variant logic: innies (the 45 rule), one cell and two as a virtual cage") {
    auto r = Geometry::make(Variant::Killer, 9, {}, false, {{8, {0, 1}}, {9, {2, 3}}, {11, {4, 5}}, {12, {6, 7}}, {6, {8, 17}}});
    REQUIRE(bool(r.geometry));
    auto p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "innie-outie");
    CHECK(s->explanation == "The digits in row 1 add up to 45 and the cages wholly inside with the other filled cells make 40, so r1c9 is 5.");
    CHECK(s->placements == std::vector<Candidate>{{8, 5}});

    r = Geometry::make(Variant::Killer, 9, {}, false, {{8, {0, 1}}, {9, {2, 3}}, {15, {4, 5, 6}}, {10, {7, 16}}, {10, {8, 17}}});
    REQUIRE(bool(r.geometry));
    p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "virtual-cage");
    CHECK(s->explanation == "The digits in row 1 add up to 45 and the cages wholly inside with the other filled cells make 32, so r1c8 "
                     "and r1c9 add up to 13; as a cage: remove 1, 2, 3 and 8 from r1c8 and r1c9.");
}

TEST_CASE("variant logic: XY-Chain through four cells with two candidates") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    p.cand[at(*g, 1, 1)] = Mask(bit(1) | bit(2));
    p.cand[at(*g, 1, 5)] = Mask(bit(2) | bit(3));
    p.cand[at(*g, 5, 5)] = Mask(bit(3) | bit(4));
    p.cand[at(*g, 5, 2)] = Mask(bit(4) | bit(1));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "xy-chain");
    CHECK(s->explanation == "If r1c1 is not 1, then r1c1 is 2, so r1c5 is not 2, so r1c5 is 3, so r5c5 is not 3, so r5c5 is 4, so r5c2 "
                     "is not 4, so r5c2 is 1; so r1c1 or r5c2 is 1, and either way r1c2, r2c2, r3c2, r4c1, r5c1 and r6c1 are not "
                     "1 (1r1c1=2r1c1-2r1c5=3r1c5-3r5c5=4r5c5-4r5c2=1r5c2).");
    CHECK(pattern_marks(*s) == 8u);
}

TEST_CASE("variant logic: a jigsaw region is named as a region") {
    // Regions: 0 0 0 1 / 0 1 1 1 / 2 2 3 3 / 2 2 3 3
    auto r = Geometry::make(Variant::Jigsaw, 4, {0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, false, {});
    REQUIRE(bool(r.geometry));
    auto p = open_position(r.geometry);
    drop(p, {3, 6, 7}, 1);
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "hidden-single");
    CHECK(s->explanation == "In region 2 the 1 can only go in r2c2.");
    text::set_language("de");
    s = next_step(p);
    REQUIRE(s.has_value());
    CHECK(s->explanation == "In Gebiet 2 kann die 1 nur in r2c2 stehen.");
    CHECK(step_title(*s) == "Versteckter Einer");  // the one engine's German name, as on the classic
    text::set_language("en");
}

TEST_CASE("variant logic: every technique has a name in every language table") {
    // The one engine's techniques, the killer ones too: technique.<key>, the hint's title.
    CHECK(text::problems().empty());  // every table read (they are read when first used)
    for (const auto& lang : text::languages()) {
        for (int t = 0; t < kTechniques; ++t) {
            const std::string key = technique_key(Technique(t));
            // (English keeps the hint engine's words in a table apart, read by tr: text.h)
            const std::string k = "technique." + key;
            const bool has = lang.code == "en" ? text::tr(k) != k : lang.find(k) != nullptr;
            CHECK_MESSAGE(has, lang.code << " lacks " << key);
        }
    }
    CHECK(text::languages().size() >= 5u);
}

TEST_CASE("variant logic: naked triple") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    p.cand[at(*g, 1, 1)] = Mask(bit(1) | bit(2));
    p.cand[at(*g, 1, 4)] = Mask(bit(2) | bit(3));
    p.cand[at(*g, 1, 7)] = Mask(bit(1) | bit(3));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "naked-triple");
    CHECK(s->explanation == "r1c1, r1c4 and r1c7 can only hold 1, 2 and 3 between them, so no other cell of row 1 can: remove 1, 2 and 3 "
                     "from r1c2, r1c3, r1c5, r1c6, r1c8 and r1c9.");
}

TEST_CASE("variant logic: an outie, and a house's digit that only a cage can hold") {
    auto r = Geometry::make(Variant::Killer, 9, {}, false, {{8, {0, 1}}, {9, {2, 3}}, {11, {4, 5}}, {19, {6, 7, 8, 17}}});
    REQUIRE(bool(r.geometry));
    auto p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "innie-outie");
    CHECK(s->explanation == "The cages covering row 1 add up to 47 and the digits there to 45, so the empty cell sticking out, r2c9, is 2.");
    CHECK(s->placements == std::vector<Candidate>{{17, 2}});
    CHECK(s->cages == std::vector<int>{3});

    r = Geometry::make(Variant::Killer, 9, {}, false, {{10, {2, 3}}});
    REQUIRE(bool(r.geometry));
    p = CandidateGrid::from_cells(r.geometry, Cells(81, 0));
    for (int c = 4; c < 9; ++c) p.cand[c] &= Mask(~bit(9));
    p.cand[0] &= Mask(~bit(9));
    p.cand[1] &= Mask(~bit(9));
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "cage-pointing");
    CHECK(s->explanation == "In row 1 the 9 can only go in cells of the cage at r1c3 (sum 10), so the cage holds it and its combinations "
                     "without it go: remove 2, 3, 4, 6, 7 and 8 from r1c3 and r1c4.");
}

TEST_CASE("variant logic: a malformed position gets no step, never a crash") {
    auto g = Geometry::classic(4);
    CandidateGrid p = CandidateGrid::from_cells(g, Cells(16, 0));
    p.grid[0] = 200;  // no digit of a 4x4
    CHECK_FALSE(next_step(p).has_value());
    p = CandidateGrid::from_cells(g, Cells(16, 0));
    p.cand[5] = 0;  // a blank with no candidate: broken, so no hint
    CHECK_FALSE(next_step(p).has_value());
    auto bad = grade_variant(*g, Cells(10, 0));
    CHECK_FALSE(bad.solved);
    CHECK(bad.steps == 0);
}

TEST_CASE("variant logic: hidden triple and Jellyfish") {
    auto g = Geometry::classic9();
    auto p = open_position(g);
    for (int c = 1; c <= 9; ++c)
        if (c != 1 && c != 5 && c != 9)
            for (int d = 1; d <= 3; ++d) drop(p, {at(*g, 1, c)}, d);
    auto s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "hidden-triple");
    CHECK(s->explanation == "In row 1 the 1, 2 and 3 can only go in r1c1, r1c5 and r1c9, so those cells hold nothing else: remove 4, 5, "
                     "6, 7, 8 and 9 from r1c1, r1c5 and r1c9.");

    // On the generic path (a jigsaw whose regions are the boxes), where no single-digit
    // pattern of the classic's comes first.
    auto jig = Geometry::make(Variant::Jigsaw, 9, {}, false, {});
    REQUIRE(bool(jig.geometry));
    g = jig.geometry;
    p = open_position(g);
    // Rows 1, 2, 4 and 7 keep their 7s in columns 1, 2, 4 and 7 (no three rows in three columns).
    const std::vector<std::vector<int>> keep = {{1, 4}, {1, 2, 7}, {4, 7}, {2, 7}};
    const int rows[4] = {1, 2, 4, 7};
    for (int i = 0; i < 4; ++i)
        for (int c = 1; c <= 9; ++c)
            if (std::find(keep[i].begin(), keep[i].end(), c) == keep[i].end()) drop(p, {at(*g, rows[i], c)}, 7);
    s = first_step(p);
    REQUIRE(s.has_value());
    CHECK(key_of(*s) == "jellyfish");
    CHECK(s->explanation.rfind("In rows 1, 2, 4 and 7 the 7 can only go in columns 1, 2, 4 and 7, so remove 7 from r3c1, r3c2, r3c4, "
                        "r3c7, r5c1,", 0) == 0);
    CHECK(s->eliminations.size() == 20u);
    CHECK(s->houses.size() == 8u);
}
