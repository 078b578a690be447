// Opaque rectangles filled by the GL clear instead of a textured, blended quad: a software GL
// (SwiftShader, the tests' browser) shades each pixel of an ImGui fill, while a scissored
// clear writes it as a block (a board's background: ~4 ms less a frame at 800x600, measured).
// The view queues a callback in the draw list, so what comes before and after stays in order;
// the platform layer registers the function that does the clear. Same pixels either way: the
// clear covers exactly the pixels whose centres the rectangle covers, within the clip rect.
#pragma once
#include <imgui.h>

namespace sudoku::ui {

struct OpaqueFill {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // framebuffer px, top-down, end exclusive
    float r = 0, g = 0, b = 0;
};

void set_opaque_fill_renderer(ImDrawCallback cb);
void begin_opaque_fill_frame();  // forget last frame's queued fills
// AddRectFilled(a, b, col) without rounding; a clear when col is opaque, a renderer is set
// and no edge falls near a pixel centre (where the rasteriser's tie rule would decide).
void fill_rect_opaque(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col);

}  // namespace sudoku::ui
