// Colours of the light, dark and high-contrast themes (colour-blind safe: conflicts are
// orange-red with a shape cue, highlights blue; never red vs. green alone).
#pragma once
#include <imgui.h>

namespace sudoku::ui {

struct Palette {
    ImU32 page, board, line_thin, line_thick;
    ImU32 given, entry, mark;
    ImU32 peer_fill, same_digit_fill, selected_fill, selected_border;
    ImU32 conflict_fill, conflict_text, correct_text, wrong_fill;
    ImU32 hint_fill, hint_border, accent, text, text_dim;
    bool dark;  // which hint colours go with it (core/hint_drawing.h)
};

enum class Theme { Light, Dark, Contrast, ContrastLight };  // Contrast: high contrast, dark

const Palette& palette(Theme t);
inline const Palette& palette(bool dark) { return palette(dark ? Theme::Dark : Theme::Light); }
// The player's paint (colouring cells and candidates) and the filter's marks. Paint 1-9
// follows Okabe and Ito's colour-blind safe set (orange, sky blue, bluish green, yellow,
// blue, vermillion, reddish purple) plus grey and a neutral; 6-9 also carry stripes, so
// pairs that some eyes mix up (orange and vermillion) differ by more than hue.
struct ToolColours {
    ImU32 paint[10];        // [k] solid, for swatches and candidate discs; [0] unused
    ImU32 paint_fill[10];   // [k] see-through, over a cell (its digit stays readable)
    ImU32 filter_fill, filter_border;
};
const ToolColours& tool_colours(bool dark);
inline bool paint_striped(int k) { return k >= 6; }
// Dark or white text, whichever reads better on a colour.
inline ImU32 ink_on(ImU32 col) {
    const float r = float(col & 255), g = float((col >> 8) & 255), b = float((col >> 16) & 255);
    return 0.299f * r + 0.587f * g + 0.114f * b > 140 ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255);
}
void apply_imgui_style(Theme t, float scale);

}  // namespace sudoku::ui
