// Constraints beyond houses and cages (core/grid/constraints.h): each kind's filter, the
// geometry's houses and peers they add, the solver and the watchable search on them, the
// logic kind's techniques, the f-puzzles reader and writer and lz-string links.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/grid/rule_filter.h"
#include "core/grid/fpuzzles.h"
#include "core/logic/logic.h"
#include "core/search/geometry_search.h"
#include "core/solve/solver.h"
#include "core/text/lz_base64.h"
#include "cli_run.h"

using namespace sudoku;
using CT = ConstraintType;

namespace {

Mask digits(std::initializer_list<int> ds) {
    Mask m = 0;
    for (int d : ds) m |= bit(d);
    return m;
}

GeometryPtr with(std::vector<Constraint> rules, const GeometryPtr& base = Geometry::classic9()) {
    GeometryResult r = Geometry::with_constraints(base, std::move(rules));
    REQUIRE_MESSAGE(bool(r.geometry), r.error);
    return r.geometry;
}

Constraint rule(CT kind, std::vector<int> cells, int value = 0) {
    Constraint k;
    k.kind = kind;
    k.cells = std::move(cells);
    k.value = value;
    return k;
}

// The single prop a one-rule geometry compiles, filtered over `m`.
bool filter_one(CT kind, std::vector<int> cells, std::vector<Mask>& m, int value = 0) {
    auto g = with({rule(kind, std::move(cells), value)});
    REQUIRE(g->props().size() >= 1);
    bool ok = true;
    for (const Prop& p : g->props()) {
        std::vector<Mask> local;
        for (int c : p.cells) {
            const auto& cs = g->constraints()[0].cells;
            local.push_back(m[std::size_t(std::find(cs.begin(), cs.end(), c) - cs.begin())]);
        }
        ok = ok && prop_filter(p, 9, local.data());
        for (std::size_t i = 0; i < p.cells.size(); ++i) {
            const auto& cs = g->constraints()[0].cells;
            m[std::size_t(std::find(cs.begin(), cs.end(), p.cells[i]) - cs.begin())] = local[i];
        }
    }
    return ok;
}

}  // namespace

TEST_CASE("constraint filters: thermometer ranges, kropki pairs, whispers, renban span, arrows, sums") {
    const Mask all = 0x1FF;
    std::vector<Mask> m(4, all);
    CHECK(filter_one(CT::Thermo, {0, 1, 2, 3}, m));
    CHECK(m == std::vector<Mask>{digits({1, 2, 3, 4, 5, 6}), digits({2, 3, 4, 5, 6, 7}), digits({3, 4, 5, 6, 7, 8}),
                                 digits({4, 5, 6, 7, 8, 9})});
    m = {all, digits({7})};
    CHECK_FALSE(filter_one(CT::KropkiBlack, {0, 1}, m));  // 7 has no half or double: the pair cannot hold
    m = {all, all};
    CHECK(filter_one(CT::KropkiBlack, {0, 1}, m));
    CHECK(m[0] == digits({1, 2, 3, 4, 6, 8}));
    m = {all, all, all};
    CHECK(filter_one(CT::Whisper, {0, 1, 2}, m));
    CHECK(!(m[1] & bit(5)));  // 5 never on a whispers line
    m = {digits({1}), all, all};
    CHECK(filter_one(CT::Renban, {0, 10, 20}, m));
    CHECK(m[1] == digits({2, 3}));
    m = {all, digits({1, 2}), digits({1, 2})};  // circle, shaft: the circle is 2 to 4
    CHECK(filter_one(CT::Arrow, {0, 1, 2}, m, 1));
    CHECK(m[0] == digits({2, 3, 4}));
    m = {digits({2}), all, all, digits({6})};
    CHECK(filter_one(CT::Between, {0, 1, 2, 3}, m));
    CHECK(m[1] == digits({3, 4, 5}));
    m = {digits({9}), all, digits({9})};  // a little killer of 20: the middle is 2
    CHECK(filter_one(CT::LittleKiller, {0, 10, 20}, m, 20));
    CHECK(m[1] == digits({2}));
    m = {digits({1}), digits({9}), digits({1})};
    CHECK(!filter_one(CT::LittleKiller, {0, 10, 20}, m, 20));
}

TEST_CASE("constraint filters: sandwich, quadruple, parity") {
    std::vector<Mask> row(9, 0x1FF);
    row[0] = bit(1);
    row[4] = bit(9);  // 1 and 9 fixed: the three cells between add up to 9 with digits 2 to 8
    auto g = with({[] {
        Constraint k = rule(CT::Sandwich, {0, 1, 2, 3, 4, 5, 6, 7, 8}, 9);
        k.clue_row = 0, k.clue_col = -1;
        return k;
    }()});
    REQUIRE(g->props().size() == 1);
    CHECK(prop_filter(g->props()[0], 9, row.data()));
    for (int i = 1; i < 4; ++i) CHECK(row[std::size_t(i)] == digits({2, 3, 4, 5}));  // sums by bounds: 2+2+5 passes
    CHECK(row[5] == Mask(0x1FF & ~digits({1, 9})));
    Constraint q = rule(CT::Quadruple, {0, 1, 9, 10});
    q.digits = {3, 3};
    auto gq = with({q});
    std::vector<Mask> m = {0x1FF, bit(4), 0x1FF, bit(5)};
    m[1] = digits({4}), m[2] = digits({3, 6});
    CHECK(prop_filter(gq->props()[0], 9, m.data()));
    CHECK(m[0] == bit(3));  // two 3s, two places left
    CHECK(m[2] == bit(3));
    std::vector<Mask> one = {0x1FF};
    CHECK(filter_one(CT::Odd, {40}, one));
    CHECK(one[0] == digits({1, 3, 5, 7, 9}));
}

TEST_CASE("constraints add houses and peers: anti-knight, anti-king, windoku, disjoint groups, one diagonal") {
    auto g = with({rule(CT::AntiKnight, {}), rule(CT::AntiKing, {})});
    CHECK(g->sees(0, 11));   // r1c1 - r2c3: a knight's move
    CHECK(g->sees(0, 10));   // r2c2: a king's move
    CHECK(!g->sees(0, 22));  // r3c5: neither
    CHECK(!g->is_classic9());
    std::vector<Constraint> extra;
    for (int r0 : {1, 5})
        for (int c0 : {1, 5}) {
            Constraint k = rule(CT::ExtraRegion, {});
            for (int i = 0; i < 3; ++i)
                for (int j = 0; j < 3; ++j) k.cells.push_back((r0 + i) * 9 + c0 + j);
            extra.push_back(k);
        }
    extra.push_back(rule(CT::DisjointGroups, {}));
    extra.push_back(rule(CT::Diagonal, {}, 1));
    auto w = with(extra);
    CHECK(w->houses().size() == 27 + 4 + 9 + 1);
    CHECK(w->houses().back().kind == HouseKind::Extra);
    CHECK(w->sees(0, 30));  // r1c1 and r4c4: the same place in their boxes
    // Refused: a dot between cells that do not touch, a cell off the grid.
    CHECK_FALSE(bool(Geometry::with_constraints(Geometry::classic9(), {rule(CT::KropkiWhite, {0, 2})}).geometry));
    CHECK(Geometry::with_constraints(Geometry::classic9(), {rule(CT::Thermo, {0, 81})}).error.find("outside") != std::string::npos);
}

TEST_CASE("lz-string base64: the format's own vectors, and back again") {
    auto x = text::lz_decompress_base64("N4IgHiBcDMC+Q===");
    REQUIRE(x);
    CHECK(*x == "{\"x\":3}");
    CHECK(text::lz_compress_base64("{\"x\":3}") == "N4IgHiBcDMC+Q===");
    const std::string s = "{\"size\":9,\"title\":\"héllo 😀\",\"grid\":[[{},{},{}]]} aaaaaaaaaaaabababab";
    auto back = text::lz_decompress_base64(text::lz_compress_base64(s));
    REQUIRE(back);
    CHECK(*back == s);
    CHECK_FALSE(text::lz_decompress_base64("N4Ig"));  // cut short: no end mark
    CHECK_FALSE(text::lz_decompress_base64("!!!!"));
}

namespace {
std::string empty_grid_json(const std::string& extra) {
    std::string s = "{\"size\":9,\"grid\":[";
    for (int r = 0; r < 9; ++r) {
        s += r ? ",[" : "[";
        for (int c = 0; c < 9; ++c) s += c ? ",{}" : (r == 0 ? "{\"value\":5,\"given\":true}" : "{}");
        s += "]";
    }
    return s + "]" + extra + "}";
}
}  // namespace

TEST_CASE("f-puzzles: constraints read, unknown ones refused by name, cosmetic ones listed") {
    auto r = parse_fpuzzles(empty_grid_json(
        ",\"antiknight\":true,\"thermometer\":[{\"lines\":[[\"R2C2\",\"R2C3\",\"R2C4\"]]}],\"ratio\":[{\"cells\":[\"R5C5\",\"R5C6\"]}],"
        "\"arrow\":[{\"cells\":[\"R7C1\"],\"lines\":[[\"R7C1\",\"R8C1\",\"R9C1\"]]}],\"negative\":[\"xv\"],"
        "\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"DR\",\"value\":\"12\"}],\"sandwichsum\":[{\"cell\":\"R3C0\",\"value\":\"10\"}],"
        "\"text\":[{\"cells\":[\"R1C1\"],\"value\":\"hi\"}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]"));
    REQUIRE_MESSAGE(r.ok, r.error);
    const auto& rules = r.puzzle.geometry->constraints();
    auto count = [&](CT k) { return std::count_if(rules.begin(), rules.end(), [&](const Constraint& c) { return c.kind == k; }); };
    CHECK(count(CT::AntiKnight) == 1);
    CHECK(count(CT::Thermo) == 1);
    CHECK(count(CT::KropkiBlack) == 1);
    CHECK(count(CT::XVNegative) == 1);
    const auto arrow = std::find_if(rules.begin(), rules.end(), [](const Constraint& c) { return c.kind == CT::Arrow; });
    REQUIRE(arrow != rules.end());
    CHECK(arrow->cells == std::vector<int>{54, 63, 72});  // the circle, then the shaft
    const auto lk = std::find_if(rules.begin(), rules.end(), [](const Constraint& c) { return c.kind == CT::LittleKiller; });
    REQUIRE(lk != rules.end());
    CHECK(lk->cells.front() == 1);  // R1C2, going down-right from above R1C1... R0C1's diagonal
    CHECK(lk->cells.size() == 8);
    const auto sw = std::find_if(rules.begin(), rules.end(), [](const Constraint& c) { return c.kind == CT::Sandwich; });
    REQUIRE(sw != rules.end());
    CHECK(sw->cells.front() == 18);  // row 3
    CHECK(r.puzzle.givens[0] == 5);
    CHECK(r.cosmetic.size() == 2);
    auto bad = parse_fpuzzles(empty_grid_json(",\"clone\":[{\"cells\":[\"R1C1\"],\"cloneCells\":[\"R9C9\"]}]"));
    CHECK_FALSE(bad.ok);
    CHECK(bad.error.find("\"clone\"") != std::string::npos);
    auto off = parse_fpuzzles(empty_grid_json(",\"odd\":[{\"cell\":\"R10C1\"}]"));
    CHECK_FALSE(off.ok);
    CHECK(off.error.find("R10C1") != std::string::npos);
}

TEST_CASE("f-puzzles: links in, links out, and every engine on the constraints") {
    auto r = parse_fpuzzles(empty_grid_json(",\"antiking\":true,\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}],\"xv\":[{\"cells\":[\"R9C8\",\"R9C9\"],\"value\":\"X\"}]"));
    REQUIRE_MESSAGE(r.ok, r.error);
    const std::string link = fpuzzles_link(r.puzzle);
    CHECK(link.rfind("https://f-puzzles.com/?load=", 0) == 0);
    for (const std::string& text : {link, "https://sudokupad.app/fpuzzles" + link.substr(link.find('=') + 1),
                                    "fpuzzles" + link.substr(link.find('=') + 1)}) {
        auto back = parse_fpuzzles(text);
        REQUIRE_MESSAGE(back.ok, back.error);
        CHECK(*back.puzzle.geometry == *r.puzzle.geometry);
        CHECK(back.puzzle.givens == r.puzzle.givens);
    }
    // The same puzzle through the one text reader (puzzle_json.h) and its writer.
    auto text = parse_puzzle_text(link);
    REQUIRE(text.ok);
    auto again = parse_puzzle_text(format_puzzle_json(text.puzzle));
    REQUIRE(again.ok);
    CHECK(*again.puzzle.geometry == *r.puzzle.geometry);
    // Solutions keep every rule; the plain search agrees with the fast one on a count.
    const Geometry& g = *r.puzzle.geometry;
    Solutions fast = solve(g, r.puzzle.givens, 1);
    REQUIRE(fast.count == 1);
    CHECK(first_conflict(g, fast.solution).empty());
    CHECK(std::abs(fast.solution[0] - fast.solution[1]) == 1);
    CHECK(fast.solution[79] + fast.solution[80] == 10);
    Solutions plain = solve_plain(g, r.puzzle.givens, 1);
    REQUIRE(plain.count == 1);
    CHECK(first_conflict(g, plain.solution).empty());
    Cells broken = fast.solution;
    std::swap(broken[0], broken[1]);  // still consecutive: swap a dot's digits with a neighbour's instead
    broken[1] = broken[0];
    CHECK_FALSE(first_conflict(g, broken).empty());
    // The watchable search finds a solution that keeps the rules too.
    GeometrySearch s(r.puzzle.geometry, r.puzzle.givens, Strategy::Forward);
    s.run_until(2000000, event_bit(EventKind::Solved));
    REQUIRE(s.counters().solutions >= 1);
    CHECK(first_conflict(g, s.grid()).empty());
}

TEST_CASE("constraint techniques: a thermometer's ranges and 5 off a whispers line, as steps") {
    auto g = with({rule(CT::Thermo, {0, 1, 2, 3}), rule(CT::Whisper, {72, 73, 74})});
    CandidateGrid s = CandidateGrid::from_cells(g, Cells(81, 0), {});
    auto step = find_next_step(s, kHardestTechnique, true, TechniqueSet::All);
    REQUIRE(step);
    CHECK(step->technique == Technique::ThermoRange);
    CHECK(std::find(step->eliminations.begin(), step->eliminations.end(), Candidate{0, 9}) != step->eliminations.end());
    CHECK(step->explanation.find("r1c1") != std::string::npos);
    apply_step(s, *step);
    step = find_next_step(s, kHardestTechnique, true, TechniqueSet::All);
    REQUIRE(step);
    CHECK(step->technique == Technique::WhisperLine);
    CHECK(std::all_of(step->eliminations.begin(), step->eliminations.end(), [](Candidate c) { return c.digit == 5; }));
    CHECK(step->explanation.find("5") != std::string::npos);
}

TEST_CASE("CLI: every command reads f-puzzles JSON lines and links, and names an unknown rule") {
    const std::string json = empty_grid_json(",\"antiknight\":true,\"thermometer\":[{\"lines\":[[\"R2C2\",\"R2C3\",\"R2C4\"]]}]");
    auto r = parse_fpuzzles(json);
    REQUIRE(r.ok);
    Solutions s = solve(*r.puzzle.geometry, r.puzzle.givens, 1);
    REQUIRE(s.count == 1);
    // Pin a unique puzzle: the solution's first 60 cells as givens.
    PuzzleText p = r.puzzle;
    for (int c = 0; c < 60; ++c) p.givens[std::size_t(c)] = s.solution[std::size_t(c)];
    REQUIRE(solve(*p.geometry, p.givens, 2).count == 1);
    const std::string link = fpuzzles_link(p);
    std::string want;
    for (auto d : s.solution) want += char('0' + d);
    CliRun a = run_shell("echo '" + link + "' | " + std::string(SUDOKU_CLI) + " solve");
    CHECK(a.out == want + "\n");
    CliRun b = run_shell("echo '" + fpuzzles_json(p) + "' | " + std::string(SUDOKU_CLI) + " validate");
    CHECK(b.out == "ok\n");
    CliRun rules = run_shell("echo '" + fpuzzles_json(p) + "' | " + std::string(SUDOKU_CLI) + " validate --rules");
    CHECK(rules.out == std::string("ok\nrule: ") + constraint_sentence(CT::AntiKnight) + "\nrule: " + constraint_sentence(CT::Thermo) + "\n");
    CliRun h = run_shell("echo '" + fpuzzles_json(p) + "' | " + std::string(SUDOKU_CLI) + " hint");
    CHECK(h.out.find("=>") != std::string::npos);
    CliRun bad = run_shell("echo '" + empty_grid_json(",\"minimum\":[{\"cell\":\"R1C1\"}]") + "' | " + std::string(SUDOKU_CLI) + " solve");
    CHECK(bad.out.find("\"minimum\"") != std::string::npos);
}

// Kropki dots and whispers lines with a number written on them (f-puzzles' "value"): read,
// filtered by that number, written back, named in the rule's sentence, refused out of range.
TEST_CASE("f-puzzles: dots with a difference or ratio, whispers with a difference") {
    const Mask all = 0x1FF;
    std::vector<Mask> m = {digits({1}), all};
    CHECK(filter_one(CT::KropkiWhite, {0, 1}, m, 3));  // difference 3 from a 1: only 4
    CHECK(m[1] == digits({4}));
    m = {all, all};
    CHECK(filter_one(CT::KropkiBlack, {0, 1}, m, 3));  // ratio 3: 1-3, 2-6, 3-9
    CHECK(m[0] == digits({1, 2, 3, 6, 9}));
    m = {digits({5}), all, all};
    CHECK(filter_one(CT::Whisper, {0, 1, 2}, m, 3));  // difference 3: 5 has 1, 2, 8, 9 beside it
    CHECK(m[1] == digits({1, 2, 8, 9}));

    auto r = parse_fpuzzles(empty_grid_json(
        ",\"difference\":[{\"cells\":[\"R1C3\",\"R1C4\"],\"value\":\"3\"},{\"cells\":[\"R2C3\",\"R2C4\"]}],"
        "\"ratio\":[{\"cells\":[\"R3C3\",\"R3C4\"],\"value\":3},{\"cells\":[\"R4C3\",\"R4C4\"],\"value\":\"2\"}],"
        "\"whispers\":[{\"lines\":[[\"R6C1\",\"R6C2\",\"R6C3\"]],\"value\":\"4\"},{\"lines\":[[\"R7C1\",\"R7C2\"]],\"value\":\"5\"}]"));
    REQUIRE_MESSAGE(r.ok, r.error);
    std::vector<std::pair<CT, int>> got;
    for (const Constraint& c : r.puzzle.geometry->constraints()) got.push_back({c.kind, c.value});
    // The plain values (1, 2, and 5 on 9x9) are the plain rules (value 0).
    CHECK(got == std::vector<std::pair<CT, int>>{{CT::KropkiWhite, 3}, {CT::KropkiWhite, 0}, {CT::KropkiBlack, 3},
                                                  {CT::KropkiBlack, 0}, {CT::Whisper, 4}, {CT::Whisper, 0}});
    // Written back and read again: the same geometry.
    const std::string link = fpuzzles_link(r.puzzle, "marked");
    auto back = parse_fpuzzles(link);
    REQUIRE_MESSAGE(back.ok, back.error);
    CHECK(*back.puzzle.geometry == *r.puzzle.geometry);
    // One solution-count check through every engine: the rules hold in what the solvers find.
    Solutions s = solve(*r.puzzle.geometry, r.puzzle.givens, 1);
    REQUIRE(s.count == 1);
    CHECK(std::abs(int(s.solution[2]) - int(s.solution[3])) == 3);
    CHECK((s.solution[20] == 3 * s.solution[21] || s.solution[21] == 3 * s.solution[20]));
    CHECK(std::abs(int(s.solution[45]) - int(s.solution[46])) >= 4);
    CHECK(std::abs(int(s.solution[46]) - int(s.solution[47])) >= 4);
    // The sentence says what a number means.
    const auto& rules = r.puzzle.geometry->constraints();
    CHECK(rule_sentence(rules, CT::KropkiWhite, 9).find("number") != std::string::npos);
    CHECK(rule_sentence(rules, CT::Whisper, 9).find("at least 5") != std::string::npos);
    CHECK(rule_sentence({}, CT::KropkiWhite, 9).find("number") == std::string::npos);
    // Out of range: refused with the number.
    for (const char* bad : {",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"9\"}]",
                            ",\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"1\"}]",
                            ",\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"value\":\"0\"}]"}) {
        auto b = parse_fpuzzles(empty_grid_json(bad));
        CAPTURE(bad);
        CHECK_FALSE(b.ok);
        CHECK(b.error.find(" of ") != std::string::npos);
    }
}
