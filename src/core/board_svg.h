// The board as a standalone SVG picture (for blog posts): givens, entries and centre
// marks, light or dark.
#pragma once
#include <array>
#include <string>

#include "grid.h"

namespace sudoku {

struct SvgOptions {
    int size = 450;      // width and height in px
    bool dark = false;
    bool marks = true;   // draw pencil marks of blank cells
};

std::string board_svg(const Grid& givens, const Grid& values, const std::array<Mask, kCells>& marks,
                      const SvgOptions& options = {});

}  // namespace sudoku
