// The heat map's GL side: init registers its draw callback, which builds the GL program
// the first time a heat map is drawn; shutdown frees it (with the GL context current).
#pragma once

namespace sudoku::platform {
void init_heatmap();
void shutdown_heatmap();
}  // namespace sudoku::platform
