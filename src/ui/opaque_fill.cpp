#include "opaque_fill.h"

#include <array>
#include <cmath>

namespace sudoku::ui {
namespace {
ImDrawCallback g_fill_renderer = nullptr;
std::array<OpaqueFill, 16> g_fills;  // a frame draws a board or a few (the watch's race, the loupe)
int g_fills_used = 0;

// The first pixel whose centre lies at or past `edge` (framebuffer px); false when the
// edge is within 1/8 px of a centre, where subpixel snapping and the tie rule decide.
bool first_covered(float edge, int& out) {
    const float f = edge - std::floor(edge);
    if (std::fabs(f - 0.5f) < 0.125f) return false;
    out = int(std::ceil(edge - 0.5f));
    return true;
}
}  // namespace

void set_opaque_fill_renderer(ImDrawCallback cb) { g_fill_renderer = cb; }
void begin_opaque_fill_frame() { g_fills_used = 0; }

void fill_rect_opaque(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col) {
    // The backend's projection: display coordinates times (int)(size x scale) / size.
    const ImGuiIO& io = ImGui::GetIO();
    const float sx = io.DisplaySize.x > 0 ? float(int(io.DisplaySize.x * io.DisplayFramebufferScale.x)) / io.DisplaySize.x : 0;
    const float sy = io.DisplaySize.y > 0 ? float(int(io.DisplaySize.y * io.DisplayFramebufferScale.y)) / io.DisplaySize.y : 0;
    OpaqueFill f;
    const bool exact = first_covered(a.x * sx, f.x0) && first_covered(b.x * sx, f.x1) && first_covered(a.y * sy, f.y0) &&
                       first_covered(b.y * sy, f.y1);
    if (!g_fill_renderer || g_fills_used >= int(g_fills.size()) || (col >> IM_COL32_A_SHIFT & 0xFF) != 0xFF || !exact || sx <= 0 || sy <= 0) {
        dl->AddRectFilled(a, b, col);
        return;
    }
    if (f.x1 <= f.x0 || f.y1 <= f.y0) return;  // covers no pixel centre: the quad draws nothing either
    f.r = float(col >> IM_COL32_R_SHIFT & 0xFF) / 255.0f;
    f.g = float(col >> IM_COL32_G_SHIFT & 0xFF) / 255.0f;
    f.b = float(col >> IM_COL32_B_SHIFT & 0xFF) / 255.0f;
    g_fills[std::size_t(g_fills_used)] = f;
    dl->AddCallback(g_fill_renderer, &g_fills[std::size_t(g_fills_used++)]);
}

}  // namespace sudoku::ui
