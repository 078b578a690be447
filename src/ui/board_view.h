// Draws the board of any geometry (4x4 to 16x16, jigsaw regions, X diagonals, killer cages)
// with ImGui draw lists from plain data; no game logic here.
#pragma once
#include <array>
#include <cstdint>

#include <imgui.h>

#include "core/grid/geometry.h"
#include "core/grid/grid.h"
#include <vector>
#include "core/logic/hint_drawing.h"
#include "layout.h"
#include "theme.h"

namespace sudoku::ui {

enum CellFlag : std::uint8_t {
    kConflict = 1,    // shares a digit with a peer
    kWrong = 2,       // differs from the solution (checking on)
    kCorrect = 4,     // equals the solution (checking on)
    kHintTarget = 8,  // part of the current hint's pattern or overlay
    kHintFocus = 16,  // the cell the hint places into / eliminates from
    kFilter = 32,     // the filter picks it (a digit still possible, or two candidates)
    kFilterDigit = 64,  // ... and the filter's digit is one of its candidates
};

struct BoardModel {
    const Geometry* geometry = nullptr;  // null: the 9x9 classic
    std::array<std::uint8_t, kMaxCells> givens{};
    std::array<std::uint8_t, kMaxCells> values{};  // givens and entries
    std::array<Mask, kMaxCells> center{}; // pencil marks shown centred
    std::array<Mask, kMaxCells> corner{}; // pencil marks shown in fixed corner positions
    std::array<std::uint8_t, kMaxCells> flags{};
    int selected = -1;
    int highlight_digit = 0;           // the digit to highlight everywhere (0: none)
    bool show_peers = true;
    // A hint at its Pattern stage, on any geometry: blank cells show its candidates (not the
    // player's marks) with the step drawn on them; other geometries outline its houses and cages.
    const HintDrawing* hint = nullptr;
    // The player's paint (0 none, 1-9 a colour of tool_colours).
    std::array<std::uint8_t, kMaxCells> cell_colour{};
    std::array<std::array<std::uint8_t, kMaxSize>, kMaxCells> candidate_colour{};  // [cell][digit - 1]
    bool colouring = false;  // colour mode: marks in fixed places, the colour target ringed
    int colour_digit = 0;    // the selected cell's candidate being coloured (0: the cell)
    int filter_digit = 0;    // the digit filter's digit: shown (kFilterDigit) in cells without marks
};

void draw_board(ImDrawList* dl, const BoardGeometry& g, const BoardModel& m, const Palette& p);
// The magnified row over the board (layout.h's Loupe): the board drawn at its scale,
// clipped to its strip, framed.
void draw_loupe(ImDrawList* dl, const Loupe& l, const BoardModel& m, const Palette& p);

}  // namespace sudoku::ui
