#include "touch_scroll.h"

#include <cmath>

#include <imgui.h>
#include <imgui_internal.h>

namespace sudoku::ui {

void touch_scroll() {
    ImGuiIO& io = ImGui::GetIO();
    if (io.MouseSource != ImGuiMouseSource_TouchScreen || !ImGui::IsMouseDragging(0, 8.0f)) return;
    if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) return;
    const ImVec2 drag = ImGui::GetMouseDragDelta(0);
    if (std::fabs(drag.y) <= std::fabs(drag.x)) return;
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
    // The finger is scrolling: the button it started on must not fire on release.
    if (ImGui::GetActiveID() != 0) ImGui::ClearActiveID();
}

}  // namespace sudoku::ui
