// The play panel's own widgets shared by its files (play_panel.cpp, panel_toolbar.cpp,
// result_card.cpp).
#pragma once
#include "play_panel.h"

namespace sudoku::ui {

inline constexpr float kPi = 3.14159265f;

// A label too wide for its button (a long word in some language on a narrow phone) gets
// the button's whole width: the side padding goes. True when it pushed a style var.
bool fit_label(const char* label, float w);
// A button w wide (h 0: the font's height) whose label fits it; greyed when not enabled.
bool wide_button(const char* label, float w, float h = 0, bool enabled = true);
// The four core tools (Undo, Erase, Notes, Hint) and the Tools drawer's button.
void toolbar(const PanelView& v, PanelActions& a, float width, bool tools_open);

}  // namespace sudoku::ui
