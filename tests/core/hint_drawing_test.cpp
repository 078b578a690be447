// What a hint draws: the roles and links of steps (checked as sound on real solving
// paths), the curves of links, the JSON the page and the CLI print, the hint session's
// stages, "Why is this wrong?", and the SVG picture of a hint.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

#include "core/game/board_svg.h"
#include "core/logic/grader.h"
#include "core/logic/hint_drawing.h"
#include "core/game/hint_session.h"
#include "core/solve/solver.h"

using namespace sudoku;

namespace {

// An AIC is the easiest step here (found with `sudoku hint --json` on a solving path).
const char* kAicPosition = "123..5...45617938278932.15.5.......83....7..92...1.4..9154628738347.1...672....41";

int count(const std::string& s, const std::string& what) {
    int n = 0;
    for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
    return n;
}

bool in_house(int cell, int h) {
    return h < 9 ? row_of(cell) == h : h < 18 ? col_of(cell) == h - 9 : box_of(cell) == h - 18;
}

// "One of the two is true" from the grid alone: a bivalue cell, or a digit's only two
// places in a house.
bool conjugate(const CandidateGrid& s, Candidate a, Candidate b) {
    if (a.cell == b.cell) return s.cand[a.cell] == (bit(a.digit) | bit(b.digit));
    if (a.digit != b.digit) return false;
    for (int h = 0; h < kHouses; ++h) {
        if (!in_house(a.cell, h) || !in_house(b.cell, h)) continue;
        int places = 0;
        for (auto c : house_cells()[h]) places += (s.cand[c] & bit(a.digit)) != 0;
        if (places == 2) return true;
    }
    return false;
}

// "Not both": two digits of one cell, or one digit in two cells that see each other.
bool exclusive(Candidate a, Candidate b) {
    if (a.cell == b.cell) return a.digit != b.digit;
    if (a.digit != b.digit) return false;
    return row_of(a.cell) == row_of(b.cell) || col_of(a.cell) == col_of(b.cell) || box_of(a.cell) == box_of(b.cell);
}

// Techniques whose links join single candidates of the grid as it stands.
bool static_links(Technique t) {
    switch (t) {
        case Technique::XChain: case Technique::XYChain: case Technique::AIC: case Technique::XWing:
        case Technique::Swordfish: case Technique::Jellyfish: case Technique::SimpleColouring:
        case Technique::XYWing: case Technique::XYZWing: case Technique::WWing: case Technique::Skyscraper:
        case Technique::TwoStringKite: case Technique::TurbotFish:
            return true;
        default: return false;
    }
}

const Mark* find_mark(const Step& st, Candidate c, Role r) {
    for (const auto& m : st.marks)
        if (m.candidate == c && m.role == r) return &m;
    return nullptr;
}

std::vector<std::string> fixture_puzzles() {
    std::vector<std::string> out;
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/logic_puzzles.txt");
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line.substr(0, 81));
    return out;
}

}  // namespace

TEST_CASE("every step of the solving paths is drawn, and its links are sound" * doctest::test_suite("heavy")) {
    auto puzzles = fixture_puzzles();
    REQUIRE(puzzles.size() > 40);
    int linked = 0, steps = 0;
    std::vector<int> drawn(kTechniques, 0);
    for (const auto& text : puzzles) {
        CAPTURE(text);
        const Grid puzzle = parse_grid(text).grid;
        auto solved = solve_fast(puzzle, 2);
        REQUIRE(solved.count == 1);
        CandidateGrid s = CandidateGrid::from_grid(puzzle);
        while (!s.solved()) {
            auto st = find_next_step(s);
            if (!st) break;
            CAPTURE(format_step(*st));
            ++steps;
            ++drawn[int(st->technique)];
            REQUIRE(!st->marks.empty());
            for (auto p : st->placements) CHECK(find_mark(*st, p, Role::Place));
            for (auto e : st->eliminations) CHECK(find_mark(*st, e, Role::Elim));
            for (const auto& m : st->marks) CHECK((s.cand[m.candidate.cell] & bit(m.candidate.digit)) != 0);
            // Pattern candidates only appear as on or off where the step does not place them.
            for (const auto& m : st->marks)
                if (m.role == Role::On || m.role == Role::Off)
                    CHECK(std::find(st->placements.begin(), st->placements.end(), m.candidate) == st->placements.end());
            for (const auto& l : st->links) {
                CAPTURE(candidate_name(l.from) + (l.strong ? "=" : "-") + candidate_name(l.to));
                CHECK((s.cand[l.from.cell] & bit(l.from.digit)) != 0);
                CHECK((s.cand[l.to.cell] & bit(l.to.digit)) != 0);
                // Links between single candidates of the grid as it stands. (Grouped nodes
                // stand for several candidates; forcing chains' links hold under their
                // assumption only.)
                if (!static_links(st->technique)) continue;
                if (st->technique == Technique::SimpleColouring) {
                    // The two colours: exactly one is true, so linked ones see each other.
                    CHECK(exclusive(l.from, l.to));
                    CHECK(find_mark(*st, l.from, Role::On) != find_mark(*st, l.to, Role::On));
                } else if (l.strong) {
                    CHECK(conjugate(s, l.from, l.to));
                } else {
                    CHECK(exclusive(l.from, l.to));
                }
                // Both ends hold the solution's digit "at least one" (strong) / "not both" (weak).
                const bool a = solved.solution[l.from.cell] == l.from.digit, b = solved.solution[l.to.cell] == l.to.digit;
                if (l.strong) CHECK((a || b));
                else CHECK(!(a && b));
            }
            linked += !st->links.empty();
            apply_step(s, *st);
        }
    }
    // Chains, wings, X-Wings and colouring come with links.
    CHECK(linked >= 15);
    CHECK(steps > 1000);
    // (X-Chains of two to four strong links and most colourings are taken earlier, in
    // Sukaku Explainer's order, as the named strong-link patterns: logic_chains_more_test
    // and logic_test draw X-Chain and simple colouring on positions of their own.)
    for (Technique t : {Technique::Skyscraper, Technique::ThreeLinkXChain, Technique::XYChain, Technique::AIC,
                        Technique::XWing, Technique::XYWing, Technique::XYZWing, Technique::WWing})
        CHECK_MESSAGE(drawn[int(t)] > 0, technique_key(t));
}

TEST_CASE("chains: nodes alternate off and on, links strong and weak") {
    CandidateGrid s = CandidateGrid::from_grid(parse_grid(kAicPosition).grid);
    auto st = find_next_step(s);
    REQUIRE(st);
    REQUIRE(st->technique == Technique::AIC);
    REQUIRE(st->links.size() + 1 == st->pattern.size());
    for (std::size_t i = 0; i < st->pattern.size(); ++i)
        CHECK(find_mark(*st, st->pattern[i], i % 2 ? Role::On : Role::Off));
    for (std::size_t i = 0; i < st->links.size(); ++i) {
        CHECK(st->links[i].from == st->pattern[i]);
        CHECK(st->links[i].to == st->pattern[i + 1]);
        CHECK(st->links[i].strong == (i % 2 == 0));
    }
}

TEST_CASE("the X-Wing's diagonals are its two colours, its base lines strong links") {
    for (const auto& text : fixture_puzzles()) {
        CandidateGrid s = CandidateGrid::from_grid(parse_grid(text).grid);
        while (auto st = find_next_step(s)) {
            if (st->technique == Technique::XWing) {
                CAPTURE(format_step(*st));
                REQUIRE(st->pattern.size() == 4);
                int on = 0, off = 0;
                for (const auto& m : st->marks) on += m.role == Role::On, off += m.role == Role::Off;
                CHECK(on == 2);
                CHECK(off == 2);
                CHECK(st->links.size() == 2);
                CHECK(!make_hint_drawing(s, *st).arrows);  // no order to read: no arrow heads
                // Same-coloured corners share neither row nor column.
                for (const auto& a : st->marks)
                    for (const auto& b : st->marks)
                        if (&a != &b && a.role == b.role && a.role != Role::Elim)
                            CHECK((row_of(a.candidate.cell) != row_of(b.candidate.cell) &&
                                   col_of(a.candidate.cell) != col_of(b.candidate.cell)));
                return;
            }
            apply_step(s, *st);
        }
    }
    FAIL("no X-Wing in the fixtures");
}

TEST_CASE("link curves bend off the straight line and keep clear of digits") {
    CandidateGrid s = CandidateGrid::from_grid(parse_grid(kAicPosition).grid);
    auto st = find_next_step(s);
    REQUIRE(st);
    HintDrawing d = make_hint_drawing(s, *st);
    CHECK(d.arrows);
    REQUIRE(d.curves.size() == st->links.size());
    for (std::size_t i = 0; i < d.links.size(); ++i) {
        const LinkCurve& c = d.curves[i];
        const Point a = candidate_centre(d.links[i].from), b = candidate_centre(d.links[i].to);
        // The ends sit on the candidates' rings.
        CHECK(std::hypot(c.from.x - a.x, c.from.y - a.y) == doctest::Approx(kCandidateRadius).epsilon(0.01));
        CHECK(std::hypot(c.to.x - b.x, c.to.y - b.y) == doctest::Approx(kCandidateRadius).epsilon(0.01));
        // Bent: the control point is off the line through the two candidates.
        const float cross = (b.x - a.x) * (c.control.y - a.y) - (b.y - a.y) * (c.control.x - a.x);
        CHECK(std::fabs(cross) > 0.01f);
        // No better than the straight line would do? It crosses no digit at all here.
        CHECK(digits_crossed(c, d.links[i], d) == 0);
    }
    // A straight line along row 1 would cross the digits in between: the curve does not.
    const Link along{{0 * 9 + 3, 8}, {0 * 9 + 8, 6}, true, 0};
    HintDrawing row = d;
    LinkCurve straight{candidate_centre(along.from), candidate_centre(along.from), candidate_centre(along.to)};
    straight.control = {(straight.from.x + straight.to.x) / 2, (straight.from.y + straight.to.y) / 2};
    CHECK(digits_crossed(link_curve(along, row), along, row) < digits_crossed(straight, along, row));
    // The drawing shows every candidate of the grid.
    for (int c = 0; c < kCells; ++c) CHECK((d.candidates[c] & s.cand[c]) == s.cand[c]);
}

TEST_CASE("hint JSON: candidates with roles, links with kinds, escaped text") {
    CandidateGrid s = CandidateGrid::from_grid(parse_grid(kAicPosition).grid);
    auto st = find_next_step(s);
    REQUIRE(st);
    auto j = nlohmann::json::parse(step_json(*st));
    CHECK(j["technique"] == "aic");
    CHECK(j["title"] == step_title(*st));
    CHECK(j["text"] == st->explanation);
    REQUIRE(j["candidates"].size() == st->marks.size());
    for (std::size_t i = 0; i < st->marks.size(); ++i) {
        CHECK(j["candidates"][i]["cell"] == st->marks[i].candidate.cell);
        CHECK(j["candidates"][i]["digit"] == st->marks[i].candidate.digit);
        CHECK(j["candidates"][i]["role"] == role_name(st->marks[i].role));
        CHECK(!j["candidates"][i].contains("branch"));
    }
    REQUIRE(j["links"].size() == st->links.size());
    CHECK(j["links"][0]["kind"] == "strong");
    CHECK(j["links"][1]["kind"] == "weak");
    CHECK(j["links"][0]["from"]["cell"] == st->links[0].from.cell);
    CHECK(j["eliminations"].size() == st->eliminations.size());
    // Branches of forcing chains are named; odd text is escaped.
    Step f = *st;
    f.marks[0].branch = 2;
    f.links[0].branch = 1;
    f.explanation = "quote \" backslash \\ line\nend";
    auto k = nlohmann::json::parse(step_json(f));
    CHECK(k["candidates"][0]["branch"] == 2);
    CHECK(k["links"][0]["branch"] == 1);
    CHECK(k["text"] == f.explanation);
}

TEST_CASE("hint session: the drawing appears at the Pattern stage, titled") {
    Game g;
    REQUIRE(Game::create(g, parse_grid(kAicPosition).grid) == "");
    HintSession h;
    REQUIRE(h.advance(g));
    CHECK(h.stage() == HintStage::House);
    CHECK(!h.drawing());
    CHECK(h.title().empty());
    REQUIRE(h.advance(g));
    CHECK(!h.drawing());
    CHECK(h.title() == "Alternating inference chain");
    CHECK(h.text().rfind("Try an alternating inference chain", 0) == 0);
    REQUIRE(h.advance(g));
    REQUIRE(h.drawing());
    CHECK(h.text().rfind(h.title() + ": ", 0) == 0);
    CHECK(h.drawing()->marks == h.step()->marks);
    CHECK(h.drawing()->links.size() == h.step()->links.size());
    // The candidates are the computed ones here (no marks), shown in every blank cell.
    for (int c = 0; c < kCells; ++c) CHECK((g.value(c) != 0) == (h.drawing()->candidates[c] == 0));
    CHECK(!h.can_explain_wrong());
    h.clear();
    CHECK(!h.drawing());
}

TEST_CASE("hint session: Why is this wrong? explains a wrong entry or says so plainly") {
    Game g;
    REQUIRE(Game::create(g, parse_grid(kAicPosition).grid) == "");
    // A digit that is a candidate (no rule broken) but not the solution's.
    int cell = -1, digit = 0;
    const CandidateGrid s = CandidateGrid::from_grid(g.values());
    for (int c = 0; c < kCells && cell < 0; ++c)
        for (int d = 1; d <= 9; ++d)
            if ((s.cand[c] & bit(d)) && g.solution()[c] != d) {
                cell = c, digit = d;
                break;
            }
    REQUIRE(cell >= 0);
    g.apply(Move::set_digit(cell, digit));
    HintSession h;
    CHECK(!h.explain_wrong(g));  // nothing reported yet
    REQUIRE(h.advance(g));
    REQUIRE(h.contradiction());
    CHECK(h.can_explain_wrong());
    REQUIRE(h.explain_wrong(g));
    CHECK(!h.can_explain_wrong());
    REQUIRE(h.wrong_entry());
    CHECK(h.wrong_entry()->cell == cell);
    CHECK(h.wrong_entry()->digit == digit);
    if (h.step()) {  // a chain from the entry to a contradiction, drawn like a hint
        CHECK(h.drawing());
        CHECK(std::find(h.step()->eliminations.begin(), h.step()->eliminations.end(), *h.wrong_entry()) !=
              h.step()->eliminations.end());
        CHECK(h.text().rfind("Why " + cell_name(cell) + " cannot be " + std::to_string(digit) + ": ", 0) == 0);
    } else {
        MESSAGE("explain_contradiction found no chain: the plain sentence is checked");
        CHECK(!h.drawing());
        CHECK(h.text() == "Your " + std::to_string(digit) + " in " + cell_name(cell) +
                              " differs from the solution; no short chain of reasoning shows why from here.");
    }
    // Apply still erases the entry.
    REQUIRE(h.apply_move());
    g.apply(*h.apply_move());
    CHECK(g.value(cell) == 0);

    // A digit repeating a right one in its row is explained by that cell.
    Game r;
    REQUIRE(Game::create(r, parse_grid(kAicPosition).grid) == "");
    r.apply(Move::set_digit(3, 1));  // r1c1 holds 1
    HintSession k;
    REQUIRE(k.advance(r));
    REQUIRE(k.explain_wrong(r));
    CHECK(k.text() == "Your 1 in r1c4 repeats the 1 in r1c1, which shares a row with it.");
}

TEST_CASE("SVG of a hint: every candidate, roles, links and strikes") {
    const Grid puzzle = parse_grid(kAicPosition).grid;
    CandidateGrid s = CandidateGrid::from_grid(puzzle);
    auto st = find_next_step(s);
    REQUIRE(st);
    HintDrawing d = make_hint_drawing(s, *st);
    SvgOptions o;
    o.size = 540;
    o.hint = &d;
    std::array<Mask, kCells> no_marks{};
    const std::string svg = board_svg(puzzle, puzzle, no_marks, o);
    int candidates = 0, filled = 0;
    for (int c = 0; c < kCells; ++c) candidates += __builtin_popcount(s.cand[c]), filled += puzzle[c] != 0;
    CHECK(count(svg, "<text") == candidates + filled);
    int on = 0, off = 0, elim = 0, strong = 0, weak = 0;
    for (const auto& m : st->marks) on += m.role == Role::On, off += m.role == Role::Off, elim += m.role == Role::Elim;
    for (const auto& l : st->links) strong += l.strong, weak += !l.strong;
    CHECK(count(svg, "class=\"cand-on\"") == on);
    CHECK(count(svg, "class=\"cand-off\"") == off);
    CHECK(count(svg, "class=\"cand-elim\"") == elim);
    CHECK(count(svg, "class=\"link-strong\"") == strong);
    CHECK(count(svg, "class=\"link-weak\"") == weak);
    int between_cells = 0;
    for (const auto& l : st->links) between_cells += l.from.cell != l.to.cell;
    CHECK(count(svg, "class=\"arrow\"") == between_cells);
    CHECK(count(svg, "stroke-dasharray") == weak);
    CHECK(count(svg, " Q") + count(svg, "\"Q") + count(svg, "Q") >= strong + weak);  // quadratic curves
    CHECK(svg.find(std::string("#") + "1D5FD6") != std::string::npos);  // light theme's on colour
    // Placements and the other roles have their own shapes.
    Step p = *st;
    p.marks = {{st->pattern[0], Role::Place, 0}, {st->pattern[1], Role::Fin, 0}, {st->pattern[2], Role::Group, 0},
               {st->pattern[3], Role::On, 3}};
    p.links.clear();
    HintDrawing e = make_hint_drawing(s, p);
    o.hint = &e;
    o.dark = true;
    const std::string dark = board_svg(puzzle, puzzle, no_marks, o);
    CHECK(count(dark, "class=\"cand-place\"") == 1);
    CHECK(count(dark, "class=\"cand-fin\"") == 1);
    CHECK(count(dark, "class=\"cand-group\"") == 1);
    CHECK(dark.find("#B69CFF") != std::string::npos);  // branch 3's colour in the dark theme
    CHECK(count(dark, "class=\"link-") == 0);
}

TEST_CASE("applying a hint that only eliminates writes the cell's notes, so hints move on") {
    Game g;
    REQUIRE(Game::create(g, parse_grid(kAicPosition).grid) == "");
    HintSession h;
    for (int i = 0; i < 3; ++i) REQUIRE(h.advance(g));
    REQUIRE(h.step());
    REQUIRE(h.step()->placements.empty());
    const Candidate e = h.step()->eliminations.at(0);
    CHECK(g.marks(MarkKind::Centre, e.cell) == 0);
    auto m = h.apply_move();
    REQUIRE(m);
    CHECK(g.apply(*m).changed);
    // The cell's computed candidates less the eliminated one.
    CHECK(g.marks(MarkKind::Centre, e.cell) == Mask(candidates(g.values(), e.cell) & ~bit(e.digit)));
    HintSession next;
    for (int i = 0; i < 3; ++i) REQUIRE(next.advance(g));
    REQUIRE(next.step());
    CHECK(format_step(*next.step()) != format_step(*h.step()));
    // A puzzle finished by hints alone.
    for (int n = 0; n < 300 && !g.completed(); ++n) {
        HintSession k;
        REQUIRE(k.advance(g));
        REQUIRE(k.apply_move());
        g.apply(*k.apply_move());
    }
    CHECK(g.completed());
}
