// The watch mode's heat map: how often each cell was visited, drawn by a GL pass with the
// shaders in shaders/heatmap_*.glsl. The view queues a callback into the draw list; the
// platform layer registers the function that does the GL work.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include <imgui.h>

#include "layout.h"

namespace sudoku::ui {

struct HeatmapData {
    Rect rect;                        // the board, CSS px
    std::array<float, 81> values{};   // 0..1 per cell
    float alpha = 0.55f;
    bool dark = false;
};

void set_heatmap_renderer(ImDrawCallback cb);
bool heatmap_available();
// Queues the heat map into `dl`; the data is copied and lives until the next frame.
void draw_heatmap(ImDrawList* dl, const HeatmapData& d);
void begin_heatmap_frame();  // forget last frame's queued data
// Scales visit counts to 0..1 on a log scale (hot cells do not flatten the rest).
std::array<float, 81> heat_values(const std::array<std::uint64_t, 81>& counts);
std::vector<float> heat_values(const std::vector<std::uint64_t>& counts);  // any number of cells
// The heat map of a board of any size drawn with ImGui, cell by cell (the GL pass is made for
// 81 cells): the shader's ramp, as filled cells.
void draw_heat_cells(ImDrawList* dl, const BoardGeometry& g, const std::vector<float>& values);

}  // namespace sudoku::ui
