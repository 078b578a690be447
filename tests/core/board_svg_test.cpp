#include <doctest/doctest.h>

#include <string>

#include "core/game/board_svg.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {
int count(const std::string& s, const std::string& what) {
    int n = 0;
    for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
    return n;
}
}  // namespace

TEST_CASE("board SVG draws every digit, givens bold, marks small") {
    Grid givens = parse_grid(kSeed).grid;
    Grid values = givens;
    values[1] = 8;  // an entry
    std::array<Mask, kCells> marks{};
    marks[3] = bit(1) | bit(9);
    std::string svg = board_svg(givens, values, marks, {300, false, true});
    CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\"", 0) == 0);
    CHECK(svg.find("</svg>") != std::string::npos);
    CHECK(count(svg, "font-weight=\"600\"") == 24);          // the givens
    CHECK(count(svg, "font-weight=\"400\" fill=\"#2456C7\">8<") == 1);  // the entry
    CHECK(count(svg, "<text") == 24 + 1 + 2);                // plus two marks
    std::string no_marks = board_svg(givens, values, marks, {300, true, false});
    CHECK(count(no_marks, "<text") == 25);
    CHECK(no_marks.find("#1D222B") != std::string::npos);   // dark background
}
