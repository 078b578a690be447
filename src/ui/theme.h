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

enum class Theme { Light, Dark, Contrast };

const Palette& palette(Theme t);
inline const Palette& palette(bool dark) { return palette(dark ? Theme::Dark : Theme::Light); }
void apply_imgui_style(Theme t, float scale);

}  // namespace sudoku::ui
