// The board as a standalone SVG picture (for blog posts): givens, entries and centre
// marks, light or dark; optionally a hint drawn on the candidates.
#pragma once
#include <array>
#include <string>

#include "core/grid/grid.h"

namespace sudoku {

struct HintDrawing;

struct SvgOptions {
    int size = 450;      // width and height in px
    bool dark = false;
    bool marks = true;   // draw pencil marks of blank cells
    // A hint to draw: every candidate of the blank cells (in place of the marks) with the
    // step's roles (classes cand-on, cand-off, cand-place, cand-elim, cand-fin,
    // cand-group) and links (link-strong solid, link-weak dashed, with arrows).
    const HintDrawing* hint = nullptr;
};

std::string board_svg(const Grid& givens, const Grid& values, const std::array<Mask, kCells>& marks,
                      const SvgOptions& options = {});

}  // namespace sudoku
