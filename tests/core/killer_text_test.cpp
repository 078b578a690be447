// The killer formats players trade (short "snarfable" and SudoCue's long form): reading,
// writing, round trips, each refusal with its place; cages without a sum and killer X through
// the geometry, the JSON form, the solver, the candidates and the variant logic.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/grade_any.h"
#include "core/text/text.h"
#include "seed_puzzle.h"
#include "variant_puzzles.h"

using namespace sudoku;

namespace {

// An easy killer without givens (generate --variant killer --no-givens --level easy --seed 1,
// written by validate --to short) and its solution.
const std::string kShort1 =
    "9<7<9<KB<EC<K<9^`F^7<^B^^'^EL<<^IF<^^`D<^^``V^O<9<^E'^C^39<'^'^^^^K<GH<AF<<^'^``^";
const std::string kSolution1 = "273418956984657123516932874659723481148569237327184569891276345462395718735841692";

std::string repeat(const std::string& s, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += s;
    return out;
}

Cells cells_of(const std::string& s) {
    Cells out;
    for (char ch : s) out.push_back(std::uint8_t(digit_value(ch)));
    return out;
}

std::string error_of(const std::string& text) {
    PuzzleTextResult r = parse_puzzle_text(text);
    CHECK_FALSE(r.ok);
    return r.error;
}

GeometryPtr read(const std::string& text) {
    PuzzleTextResult r = parse_puzzle_text(text);
    REQUIRE_MESSAGE(r.ok, r.error);
    return r.puzzle.geometry;
}

GeometryPtr killer(std::vector<Cage> cages, bool diagonals = false) {
    GeometryResult r = Geometry::make(Variant::Killer, 9, {}, diagonals, std::move(cages));
    REQUIRE_MESSAGE(bool(r.geometry), r.error);
    return r.geometry;
}

const Cells kNoGivens(81, 0);

std::string short_of(const Geometry& g, const Cells& givens = kNoGivens) {
    std::string why, s = format_killer_short(g, givens, why);
    CHECK_MESSAGE(why.empty(), why);
    return s;
}
std::string long_of(const Geometry& g, const Cells& givens = kNoGivens) {
    std::string why, s = format_killer_long(g, givens, why);
    CHECK_MESSAGE(why.empty(), why);
    return s;
}
std::string short_refusal(const Geometry& g, const Cells& givens = kNoGivens) {
    std::string why, s = format_killer_short(g, givens, why);
    CHECK(s.empty());
    return why;
}

}  // namespace

TEST_CASE("killer text: the short form reads sums, arrows and cages") {
    // 27 cages of three cells in a row: the sum 15 ('F') and two arrows left.
    GeometryPtr g = read(repeat("F<<", 27));
    CHECK(g->variant() == Variant::Killer);
    CHECK_FALSE(g->diagonals());
    REQUIRE(g->cages().size() == 27u);
    for (int k = 0; k < 27; ++k) {
        CHECK(g->cages()[k].sum == 15);
        CHECK(g->cages()[k].cells == std::vector<int>{3 * k, 3 * k + 1, 3 * k + 2});
    }
    PuzzleTextResult r = parse_puzzle_text(repeat("F<<", 27));
    CHECK(r.puzzle.givens == kNoGivens);
    CHECK(r.puzzle.solution.empty());

    // Every arrow: box 1 is one cage whose eight outer cells point at its centre, which holds
    // 45 ('j'); sums past 9 in both cases ('A' is 10, 'Z' 35, 'a' 36).
    const std::string line = ".v,F<<F<<" ">j<F<<F<<" "'^`F<<F<<" + repeat("F<<", 18);
    REQUIRE(line.size() == 81u);
    g = read(line);
    CHECK(g->cages()[0].cells == std::vector<int>{0, 1, 2, 9, 10, 11, 18, 19, 20});
    CHECK(g->cages()[0].sum == 45);
    // Sums past 9: 'Z' 35 on seven cells, 'a' 36 on eight, 'A' 10; '0' a cage without a sum.
    g = read("Z<<<<<<9<" "a<<<<<<<5" "A<<F<<F<<" "0<<F<<F<<" + repeat("F<<", 15));
    REQUIRE(g->cages().size() >= 6u);
    CHECK(g->cages()[0].sum == 35);
    CHECK(g->cages()[0].cells.size() == 7u);
    CHECK(g->cages()[1].sum == 9);
    CHECK(g->cages()[2].sum == 36);
    CHECK(g->cages()[2].cells.size() == 8u);
    CHECK(g->cages()[3].sum == 5);
    CHECK(g->cages()[4].sum == 10);
    CHECK(g->cages()[7].cells == std::vector<int>{27, 28, 29});
    CHECK(!g->cages()[7].has_sum());

    // The easy killer, with its solution after a space: solved by the variant solver.
    r = parse_puzzle_text(kShort1 + " " + kSolution1);
    REQUIRE_MESSAGE(r.ok, r.error);
    CHECK(r.puzzle.solution == cells_of(kSolution1));
    Solutions s = solve(*r.puzzle.geometry, r.puzzle.givens, 2);
    CHECK(s.count == 1);
    CHECK(s.solution == cells_of(kSolution1));
}

TEST_CASE("killer text: which lines are read as a killer form") {
    CHECK(killer_format_of(kSeed) == KillerFormat::None);
    CHECK(killer_format_of(kSeedSolution) == KillerFormat::None);
    CHECK(killer_format_of(std::string(81, '.')) == KillerFormat::None);  // digits and dots stay a classic
    CHECK(killer_format_of("{\"givens\":\"" + kSeed + "\"}") == KillerFormat::None);
    CHECK(killer_format_of(kShort1) == KillerFormat::Short);
    CHECK(killer_format_of("  " + kShort1 + " " + kSolution1 + "\r\n") == KillerFormat::Short);
    CHECK(killer_format_of(kShort1.substr(0, 70)) == KillerFormat::Short);  // then refused for its length
    CHECK(killer_format_of("?" + kShort1.substr(1)) == KillerFormat::Short);  // then refused for the '?'
    CHECK(killer_format_of("hello, this is not a puzzle but a sentence of some length about a puzzle v") ==
          KillerFormat::None);
    CHECK(killer_format_of("3x3::k:1:2") == KillerFormat::Long);
    CHECK(killer_format_of("3x3:d:k:") == KillerFormat::Long);
    // The classic reader still reads and refuses the classic's lines.
    CHECK(parse_puzzle_text(kSeed).ok);
    CHECK(parse_puzzle_text(kSeed).puzzle.geometry->is_classic9());
}

TEST_CASE("killer text: short, long and JSON round trips") {
    GeometryPtr g = read(kShort1);
    CHECK(short_of(*g) == kShort1);  // the writer's own form comes back character for character
    const std::string lng = long_of(*g);
    CHECK(lng.rfind("3x3::k:", 0) == 0);
    CHECK(lng.back() == ':');
    CHECK((*read(lng) == *g));
    CHECK(long_of(*read(lng)) == lng);
    PuzzleText t{g, kNoGivens, cells_of(kSolution1), "", -1};
    CHECK((*read(format_puzzle_json(t)) == *g));
    // The first cage is 9 = 2 + 7 on r1c1 and r1c2: id 1, so 9 * 256 + 1 on both.
    CHECK(lng.substr(0, 17) == "3x3::k:2305:2305:");

    // Killer X: the long form's d, the JSON form's diagonals; the short form has none.
    GeometryPtr x = killer(g->cages(), true);
    const std::string xl = long_of(*x);
    CHECK(xl.rfind("3x3:d:k:", 0) == 0);
    CHECK(read(xl)->diagonals());
    CHECK((*read(xl) == *x));
    CHECK(short_refusal(*x) == "the short killer format has no diagonals (the long one has: 3x3:d:k:)");
    const std::string xj = format_puzzle_json(PuzzleText{x, kNoGivens, {}, "", -1});
    CHECK(xj.find("\"variant\":\"killer\",\"size\":9,\"diagonals\":true,\"cages\"") != std::string::npos);
    CHECK((*read(xj) == *x));

    // A cage without a sum: '0' in the short form, sum 0 with its id in the long one, no "sum"
    // in the JSON line.
    std::vector<Cage> cages = g->cages();
    cages[0].sum = 0;
    GeometryPtr none = killer(cages);
    const std::string ns = short_of(*none);
    CHECK(ns.substr(0, 2) == "0<");
    CHECK((*read(ns) == *none));
    const std::string nl = long_of(*none);
    CHECK(nl.substr(0, 11) == "3x3::k:1:1:");
    CHECK((*read(nl) == *none));
    const std::string nj = format_puzzle_json(PuzzleText{none, kNoGivens, {}, "", -1});
    CHECK(nj.find("\"cages\":[{\"cells\":[0,1]},{\"sum\":7,") != std::string::npos);
    CHECK((*read(nj) == *none));

    // A solution carried through: the writers put it after a space (validate --to does), and
    // the reader checks it.
    PuzzleTextResult r = parse_puzzle_text(lng + " " + kSolution1);
    REQUIRE_MESSAGE(r.ok, r.error);
    CHECK(r.puzzle.solution == cells_of(kSolution1));
}

TEST_CASE("killer text: the writers refuse what a form cannot hold, saying why") {
    GeometryPtr g = read(kShort1);
    std::string why;
    CHECK(format_killer_short(*Geometry::classic9(), kNoGivens, why).empty());
    CHECK(why == "the short killer format holds 9x9 killers only, not a 9x9");
    CHECK(format_killer_long(*Geometry::make(Variant::Killer, 6, {}, false, {Cage{3, {0, 1}}}).geometry, Cells(36, 0), why)
              .empty());
    CHECK(why == "the long killer format holds 9x9 killers only, not a killer of size 6");
    Cells givens = kNoGivens;
    givens[5] = 8;
    CHECK(format_killer_long(*g, givens, why).empty());
    CHECK(why == "the long killer format has no givens, and this puzzle has 1 (the JSON line keeps them)");
    CHECK(short_refusal(*g, givens) == "the short killer format has no givens, and this puzzle has 1 (the JSON line keeps them)");

    // A cell in no cage: the long form writes 0 for it, the short form a lone '0'.
    std::vector<Cage> cages(g->cages().begin() + 1, g->cages().end());  // r1c1 and r1c2 in none
    GeometryPtr open = killer(cages);
    const std::string shrt = short_of(*open);
    CHECK(shrt.rfind("00", 0) == 0);
    CHECK((*read(shrt) == *open));
    const std::string lng = long_of(*open);
    CHECK(lng.rfind("3x3::k:0:0:", 0) == 0);
    CHECK((*read(lng) == *open));
    // A cage in two pieces.
    std::vector<Cage> split = {Cage{3, {0, 80}}};
    for (int c = 1; c < 80; ++c) split.push_back(Cage{5, {c}});
    CHECK(short_refusal(*killer(split)) == "the cage at r1c1 is not in one piece, which the short killer format cannot hold");
}

TEST_CASE("killer text: each refusal names its place and reason") {
    auto put = [](std::string s, std::size_t i, char ch) {
        s[i] = ch;
        return s;
    };
    CHECK(error_of(kShort1.substr(0, 80)) == "killer short format: 80 characters, expected 81 (one per cell, row by row)");
    CHECK(error_of(put(kShort1, 16, '?')) ==
          "killer short format: character 17 (r2c8) '?' is neither a sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)");
    CHECK(error_of(put(kShort1, 16, 'k')) ==
          "killer short format: character 17 (r2c8) 'k' is neither a sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)");
    CHECK(error_of(put(kShort1, 8, '^')) == "killer short format: the arrow '^' at r1c9 (character 9) points outside the grid");
    CHECK(error_of(put(kShort1, 72, ',')) == "killer short format: the arrow ',' at r9c1 (character 73) points outside the grid");
    std::string cycle = kShort1;
    cycle[0] = '>', cycle[1] = 'v', cycle[10] = '<', cycle[9] = '^';
    CHECK(error_of(cycle) == "killer short format: the arrows at r1c1, r1c2, r2c2, r2c1 go round in a circle and reach no sum");
    CHECK(error_of(put(repeat("F<<", 27), 1, '>')) ==
          "killer short format: the arrows at r1c2, r1c3 go round in a circle and reach no sum");
    // A lone '0' that no arrow joins is a cell in no cage (forum files write them so).
    GeometryPtr lone = read(put(kShort1, 40, '0'));
    REQUIRE(bool(lone));
    CHECK(lone->cage_of(40) == -1);
    CHECK(error_of("A<<<<<<<<" + repeat("^", 9) + repeat("F<<", 21)) ==
          "killer short format: the cage at r1c1 has 18 cells (r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, ...), more than 9");
    CHECK(error_of(put(kShort1, 0, 'I')) ==
          "killer short format: the cage at r1c1 (2 cells) cannot add up to 18: 2 different digits from 1 to 9 make 3 to 17");
    CHECK(error_of(put(repeat("F<<", 27), 0, '5')) ==
          "killer short format: the cage at r1c1 (3 cells) cannot add up to 5: 3 different digits from 1 to 9 make 6 to 24");

    const std::string zeros80 = [] {
        std::string s;
        for (int i = 0; i < 80; ++i) s += "0:";
        return s;
    }();
    CHECK(error_of("3x3:x:k:1:2:3") ==
          "killer long format: expected \"3x3::k:\" or \"3x3:d:k:\" (d: both diagonals) at the start, found \"3x3:x:k:1:2:...\"");
    CHECK(error_of("3x3::k:" + zeros80) ==
          "killer long format: 80 numbers after \"3x3::k:\", expected 81 (one per cell, row by row, separated by ':')");
    CHECK(error_of("3x3:d:k:" + zeros80 + "0:0:") ==
          "killer long format: 82 numbers after \"3x3:d:k:\", expected 81 (one per cell, row by row, separated by ':')");
    CHECK(error_of("3x3::k:" + zeros80.substr(0, 32) + "x1:" + zeros80.substr(32)) ==
          "killer long format: number 17 (r2c8) \"x1\" is not a whole number (sum * 256 + cage id)");
    CHECK(error_of("3x3::k:" + zeros80.substr(0, 32) + "-3:" + zeros80.substr(32)) ==
          "killer long format: number 17 (r2c8) \"-3\" is not a whole number (sum * 256 + cage id)");
    CHECK(error_of("3x3::k:3845:" + zeros80.substr(0, 30) + "4101:" + zeros80.substr(32)) ==
          "killer long format: cage id 5 has sum 15 at r1c1 but sum 16 at r2c8 (number 17)");
    CHECK(error_of("3x3::k:12801:12801:" + zeros80.substr(2)) ==
          "killer long format: the cage at r1c1 (2 cells) cannot add up to 50: 2 different digits from 1 to 9 make 3 to 17");
    std::string ten = "3x3::k:";
    for (int c = 0; c < 81; ++c) ten += c < 10 ? "1:" : "0:";  // sum 0, id 1: a cage without a sum
    CHECK(error_of(ten) == "killer long format: the cage at r1c1 has 10 cells (r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, ...), more than 9");

    // The solution after the puzzle: its length, its digits, the houses and the cages.
    CHECK(error_of(kShort1 + " 123") == "solution: 3 characters, expected 81 digits after the puzzle and a space");
    CHECK(error_of(kShort1 + " " + put(kSolution1, 4, '.')) == "solution: '.' at r1c5 (character 5) is not a digit 1-9");
    CHECK(error_of(kShort1 + " " + put(kSolution1, 1, '2')) == "solution: r1c1 and r1c2 both hold 2 in row 1");
    // Another valid grid (the seed's): rows, columns and boxes hold, the first cage does not.
    CHECK(error_of(kShort1 + " " + kSeedSolution) == "solution: the cage at r1c1 adds up to 10, but its sum is 9");
}

TEST_CASE("cages without a sum: no repeat only, in the JSON form, solver, candidates, conflicts and logic") {
    // JSON: no "sum", null or 0 all mean none; below 0 is refused; 10 cells are refused.
    const std::string blank = ",\"givens\":\"" + std::string(81, '.') + "\"}";
    for (const char* cage : {"{\"cells\":[0,10]}", "{\"sum\":null,\"cells\":[0,10]}", "{\"sum\":0,\"cells\":[0,10]}"}) {
        GeometryPtr g = read(std::string("{\"variant\":\"killer\",\"cages\":[") + cage + "]" + blank);
        CHECK_FALSE(g->cages()[0].has_sum());
    }
    CHECK(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":-1,\"cells\":[0,10]}]" + blank) ==
          "cages[0].sum: -1 is below 0 (0 or no sum: a cage without a sum)");
    CHECK(error_of("{\"variant\":\"killer\",\"cages\":[{\"cells\":[0,1,2,3,4,5,6,7,8,9]}]" + blank) ==
          "cages[0]: 10 cells, but only 9 different digits (r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, ...)");
    CHECK(error_of("{\"variant\":\"classic\",\"diagonals\":true" + blank) ==
          "diagonals: true needs variant \"x\" or \"killer\" (killer X)");

    // The seed's classic puzzle with cages of two cells that share no house (r3c3+r4c4, ...):
    // without sums they only forbid a repeat, which its solution keeps.
    const Cells sol = cells_of(kSeedSolution), givens = cells_of(kSeed);
    std::vector<Cage> cages;
    for (int a : {20, 23, 47, 50}) {  // r3c3, r3c6, r6c3, r6c6 with their down-right neighbours
        REQUIRE(sol[a] != sol[a + 10]);
        cages.push_back(Cage{0, {a, a + 10}});
    }
    GeometryPtr g = killer(cages);
    CHECK(first_conflict(*g, sol).empty());
    Solutions s = solve(*g, givens, 2);
    CHECK(s.count == 1);
    CHECK(s.solution == sol);
    Cells five(81, 0);
    five[20] = 5;
    CHECK_FALSE((cell_candidates(*g, five)[30] & bit(5)) != 0);                  // r4c4 sees r3c3 through the cage
    CHECK((cell_candidates(*Geometry::classic9(), five)[30] & bit(5)) != 0);     // and through nothing else
    CHECK((cell_candidates(*g, five)[31] & bit(5)) != 0);
    five[30] = 5;
    CHECK(first_conflict(*g, five) == "the cage at r3c3 repeats 5");
    // The logic solves it without any sum technique.
    CandidateGrid p = CandidateGrid::from_cells(g, givens);
    int steps = 0;
    while (auto step = next_step(p)) {
        const std::string key = technique_key(step->technique);
        INFO(key);
        CHECK(key.rfind("cage-", 0) != 0);
        CHECK(key != "innie-outie");
        CHECK(key != "virtual-cage");
        for (auto pl : step->placements) CHECK(sol[pl.cell] == pl.digit);
        apply_step(p, *step);
        ++steps;
    }
    CHECK(p.cells() == sol);
    CHECK(steps > 0);
    CHECK(text::tr("variant.house.of.cage_no_sum", {{"cell", "r3c3"}}) == "of the cage at r3c3 (no sum)");

    // Beside cages with sums: the easy killer with its first cage's sum taken away keeps its
    // solution, and the logic's sum techniques never name that cage.
    std::vector<Cage> mixed = read(kShort1)->cages();
    mixed[0].sum = 0;
    GeometryPtr m = killer(mixed);
    CHECK(first_conflict(*m, cells_of(kSolution1)).empty());
    CandidateGrid q = CandidateGrid::from_cells(m, kNoGivens);
    for (int i = 0; i < 400; ++i) {
        auto step = next_step(q);
        if (!step) break;
        if (std::string(technique_key(step->technique)).rfind("cage-", 0) == 0) CHECK(std::find(step->cages.begin(), step->cages.end(), 0) == step->cages.end());
        for (auto pl : step->placements) CHECK(cells_of(kSolution1)[pl.cell] == pl.digit);
        for (auto e : step->eliminations) CHECK(cells_of(kSolution1)[e.cell] != e.digit);
        apply_step(q, *step);
    }
}

TEST_CASE("killer X: the diagonals count in the solver, conflicts and logic") {
    vtest::Made x = vtest::make_puzzle("x", 5);
    REQUIRE(bool(x.g));
    Rng rng(9);
    std::vector<Cage> cages = vtest::random_cages(9, x.solution, rng);
    for (Cage& c : cages) std::sort(c.cells.begin(), c.cells.end());
    std::sort(cages.begin(), cages.end(), [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
    GeometryPtr g = killer(cages, true);  // cages in the order the readers give them
    CHECK(g->name() == "killer");
    CHECK(g->houses().size() == 29u);
    CHECK(first_conflict(*g, x.solution).empty());
    Solutions s = solve(*g, x.givens, 2);
    CHECK(s.count == 1);
    CHECK(s.solution == x.solution);
    CHECK(grade_variant(*g, x.givens).solved);
    Cells two(81, 0);
    two[0] = two[80] = 4;
    CHECK(first_conflict(*g, two) == "r1c1 and r9c9 both hold 4 in the diagonal");
    two[80] = 0;
    CHECK_FALSE((cell_candidates(*g, two)[40] & bit(4)) != 0);  // the centre is on the diagonal with r1c1
    CHECK((cell_candidates(*g, two)[41] & bit(4)) != 0);        // r5c6 is not
    // Its long form keeps the diagonals.
    CHECK((*read(long_of(*g)) == *g));
}
