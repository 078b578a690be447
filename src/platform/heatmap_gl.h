// Creates (and frees) the heat map's GL program; call with a current GL context.
#pragma once

namespace sudoku::platform {
bool init_heatmap();
void shutdown_heatmap();
}  // namespace sudoku::platform
