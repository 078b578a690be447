// The heat map's GL side: init registers its draw callback, which builds the GL program
// the first time a heat map is drawn; shutdown frees it (with the GL context current).
#pragma once
#include <imgui.h>

namespace sudoku::platform {
void init_heatmap();
bool is_heatmap_callback(ImDrawCallback cb);  // the heat map's draw (its data is ui::HeatmapData)
void shutdown_heatmap();
}  // namespace sudoku::platform
