// Dragging a panel with a finger scrolls it: ImGui scrolls only with a wheel, and on a
// phone the panel's lower sections would otherwise be out of reach.
#pragma once

namespace sudoku::ui {

// Call inside a child window, after its content. A mostly vertical drag that started on a
// button scrolls instead of pressing it; a horizontal drag still moves a slider.
void touch_scroll();

}  // namespace sudoku::ui
