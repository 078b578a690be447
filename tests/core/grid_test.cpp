#include <doctest/doctest.h>

#include "core/grid/grid.h"
#include "seed_puzzle.h"

using namespace sudoku;


TEST_CASE("geometry tables") {
    CHECK(box_of(0) == 0);
    CHECK(box_of(80) == 8);
    CHECK(box_of(4 * 9 + 4) == 4);
    CHECK(house_cells()[18 + 4][0] == 30);
    CHECK(house_cells()[9 + 2][8] == 74);
    CHECK(cell_name(0) == "r1c1");
    CHECK(cell_name(80) == "r9c9");
    CHECK(house_name(0) == "row 1");
    CHECK(house_name(17) == "column 9");
    CHECK(house_name(22) == "box 5");
    for (int c = 0; c < kCells; ++c)
        for (auto p : peers()[c]) {
            CHECK(p != c);
            CHECK((row_of(p) == row_of(c) || col_of(p) == col_of(c) || box_of(p) == box_of(c)));
        }
}

TEST_CASE("parse one line with . and 0 blanks") {
    auto r = parse_grid(kSeed);
    REQUIRE(r.ok);
    CHECK(r.grid[0] == 7);
    CHECK(r.grid[1] == 0);
    CHECK(r.grid[80] == 3);
    CHECK(r.grid.count_filled() == 24);
    std::string zeros = kSeed;
    for (auto& ch : zeros) if (ch == '.') ch = '0';
    auto z = parse_grid(zeros);
    REQUIRE(z.ok);
    CHECK(z.grid == r.grid);
    CHECK(format_line(r.grid) == kSeed);
    CHECK(format_line(r.grid, '0') == zeros);
}

TEST_CASE("pretty board round trip and decorated input") {
    Grid g = parse_grid(kSeed).grid;
    std::string pretty = format_pretty(g);
    CHECK(pretty.substr(0, 22) == "7 . 2 | . 5 . | 6 . .\n");
    CHECK(pretty.find("------+-------+------\n") == 22 * 3);
    auto back = parse_grid(pretty);
    REQUIRE(back.ok);
    CHECK(back.grid == g);
    // Windows line endings and a trailing newline are decoration too.
    std::string crlf;
    for (char ch : pretty) { if (ch == '\n') crlf += '\r'; crlf += ch; }
    CHECK(parse_grid(crlf).ok);
}

TEST_CASE("bad input names what and where") {
    CHECK(parse_grid("").error == "empty input");
    CHECK(parse_grid("   \n ").error == "no cells: expected 81 digits or blanks");
    std::string s = kSeed;
    CHECK(parse_grid(s.substr(0, 80)).error == "wrong length: expected 81 cells, found 80");
    CHECK(parse_grid(s + "1").error == "wrong length: expected 81 cells, found 82");
    std::string bad = s;
    bad[11] = 'x';
    CHECK(parse_grid(bad).error == "bad character 'x' at position 12");
    bad[11] = '\0';
    CHECK(parse_grid(std::string_view(bad.data(), bad.size())).error == "bad character NUL at position 12");
    bad[11] = '\xC3';
    CHECK(parse_grid(bad).error == "bad character '\\xC3' at position 12");
    std::string pretty = format_pretty(parse_grid(s).grid);
    pretty[22 + 4] = '?';  // line 2, column 5
    CHECK(parse_grid(pretty).error == "bad character '?' at line 2, column 5");
}

TEST_CASE("conflicts name both cells and the house") {
    Grid g = parse_grid(kSeed).grid;
    CHECK(find_conflicts(g).empty());
    CHECK(validate_text(kSeed).empty());

    Grid row = g;
    row[1] = 7;  // r1c2 = 7 clashes with r1c1 in row 1 (and box 1: reported once, as the row)
    auto c = find_conflicts(row);
    REQUIRE(c.size() == 1);
    CHECK(describe(c[0]) == "r1c1 and r1c2 both hold 7 in row 1");

    Grid col = g;
    col[9 * 8] = 1;  // r9c1 = 1 clashes with r3c1
    c = find_conflicts(col);
    REQUIRE(c.size() == 1);
    CHECK(describe(c[0]) == "r3c1 and r9c1 both hold 1 in column 1");

    Grid box = g;
    box[10] = 2;  // r2c2 = 2 clashes with r1c3 in box 1 only
    c = find_conflicts(box);
    REQUIRE(c.size() == 1);
    CHECK(describe(c[0]) == "r1c3 and r2c2 both hold 2 in box 1");

    std::string text = kSeed;
    text[1] = '7';
    CHECK(validate_text(text) == "conflict: r1c1 and r1c2 both hold 7 in row 1");
}

TEST_CASE("solved grids and candidates") {
    Grid solved = parse_grid("123456789456789123789123456214365897365897214897214365531642978642978531978531642").grid;
    CHECK(is_solved(solved));
    Grid puzzle = solved;
    puzzle[0] = 0;
    CHECK(!is_solved(puzzle));
    CHECK(is_solution_of(solved, puzzle));
    CHECK(candidates(puzzle, 0) == bit(1));
    CHECK(candidates(puzzle, 1) == 0);
    Grid wrong = solved;
    std::swap(wrong[0], wrong[1]);
    CHECK(!is_solved(wrong));
    CHECK(!is_solution_of(wrong, puzzle));
}
