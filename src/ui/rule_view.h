// The pictures of a puzzle's constraints on the board (core/grid/constraints.h), in the look
// players know from SudokuPad: grey thermometers with a bulb, arrows from a circle (or a
// pill), white and black dots, X and V on edges, green whispers, purple renban, grey
// palindromes, between lines ending in circles, odd circles and even squares, quadruple
// circles, shaded extra regions, diagonals, and little killer and sandwich clues outside.
// Drawn under the digits and marks; every line has at least 3:1 against the board and
// every text 4.5:1 (the colours are in rule_view.cpp, checked in tests/e2e/constraints.js).
#pragma once
#include <imgui.h>

#include <string>
#include <vector>

#include "core/grid/geometry.h"
#include "layout.h"
#include "theme.h"

namespace sudoku::ui {

struct RuleColours {
    ImU32 thermo_fill, thermo_edge;  // the fill is light, so digits on it read; the edge gives 3:1
    ImU32 arrow;                     // arrows, their circles, between lines and their circles
    ImU32 whisper, renban, palindrome;
    ImU32 shade, shade_edge;         // odd circles and even squares
    ImU32 region;                    // extra regions' tint
    ImU32 dot_white, dot_black, dot_edge;
};
const RuleColours& rule_colours(const Palette& p);

// Extra regions' tint: before the highlights (a selected cell shows its own fill).
void draw_rule_shading(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p);
// Every other picture: after the grid lines, before the digits.
void draw_rule_pictures(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p);
// True when a rule has a clue outside the grid (little killer, sandwich): the board leaves
// room for it (layout: board_geometry's `outside`).
bool has_outside_clues(const Geometry& geo);
// The rules in sentences, one a kind in the order they first come, in the current language
// ("rule.<key>" in the tables): the panel's rules and the page API's state().rules.
std::vector<std::string> rule_sentences(const Geometry& geo);

}  // namespace sudoku::ui
