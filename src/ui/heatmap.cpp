#include "heatmap.h"

#include <algorithm>
#include <cmath>

namespace sudoku::ui {
namespace {
ImDrawCallback g_renderer = nullptr;
std::array<HeatmapData, 8> g_pool;
int g_used = 0;
}  // namespace

void set_heatmap_renderer(ImDrawCallback cb) { g_renderer = cb; }
bool heatmap_available() { return g_renderer != nullptr; }
void begin_heatmap_frame() { g_used = 0; }

void draw_heatmap(ImDrawList* dl, const HeatmapData& d) {
    if (!g_renderer || g_used >= int(g_pool.size())) return;
    g_pool[g_used] = d;
    dl->AddCallback(g_renderer, &g_pool[g_used++]);
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

std::array<float, 81> heat_values(const std::array<std::uint64_t, 81>& counts) {
    std::array<float, 81> v{};
    const std::uint64_t top = *std::max_element(counts.begin(), counts.end());
    if (top == 0) return v;
    const double scale = std::log1p(double(top));
    for (int i = 0; i < 81; ++i) v[i] = float(std::log1p(double(counts[i])) / scale);
    return v;
}

}  // namespace sudoku::ui
