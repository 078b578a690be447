// The app's fonts (Inter, embedded at build time), rasterised at the device pixel ratio
// so text stays crisp on high-DPI screens.
#pragma once
#include <imgui.h>

namespace sudoku::ui {

struct Fonts {
    ImFont* ui = nullptr;        // body text
    ImFont* ui_bold = nullptr;   // titles, buttons
    ImFont* digits = nullptr;    // board digits, rasterised at the cell's size
    ImFont* marks = nullptr;     // pencil marks
    ImFont* hint = nullptr;       // a drawn hint's candidates, a little larger than marks
    ImFont* hint_bold = nullptr;  // ... the ones the hint marks
    float dpr = 0;
    float digit_css = 0;
};

const Fonts& fonts();
// Pencil marks' and a hint's candidates' size, as a share of the digits' (9x9 and smaller).
constexpr float kMarkScale = 0.55f;

// Size (CSS px) of the digits on a board with cells of `cell` px: the atlas size on the
// main board, scaled down on smaller ones (a race shows up to four boards).
float digit_size(float cell);

// Rebuilds the atlas if the pixel ratio or the board's cell size (CSS px) moved to another
// size step. Returns true when rebuilt: the renderer must then upload the texture again.
bool ensure_fonts(float dpr, float cell_css);

}  // namespace sudoku::ui
