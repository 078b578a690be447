// A hint drawn on the board's candidates (the step's marks, links and strikes): the same
// picture as the SVG export (core/board_svg), with ImGui draw lists.
#pragma once
#include <imgui.h>

#include "core/logic/hint_drawing.h"
#include "layout.h"
#include "theme.h"

namespace sudoku::ui {

// Every candidate of the blank cells in its fixed place, with the step's marks; then the
// links and the strikes on top.
void draw_hint(ImDrawList* dl, const BoardGeometry& g, const HintDrawing& h, const Palette& p);

}  // namespace sudoku::ui
