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

namespace {
void log_scale(const std::uint64_t* counts, std::size_t n, float* out) {
    const std::uint64_t top = n ? *std::max_element(counts, counts + n) : 0;
    if (top == 0) return;
    const double scale = std::log1p(double(top));
    for (std::size_t i = 0; i < n; ++i) out[i] = float(std::log1p(double(counts[i])) / scale);
}
}  // namespace

std::array<float, 81> heat_values(const std::array<std::uint64_t, 81>& counts) {
    std::array<float, 81> v{};
    log_scale(counts.data(), counts.size(), v.data());
    return v;
}

std::vector<float> heat_values(const std::vector<std::uint64_t>& counts) {
    std::vector<float> v(counts.size(), 0.0f);
    log_scale(counts.data(), counts.size(), v.data());
    return v;
}

void draw_heat_cells(ImDrawList* dl, const BoardGeometry& g, const std::vector<float>& values) {
    // shaders/heatmap_frag.glsl's ramp and alpha.
    auto mix = [](ImVec4 a, ImVec4 b, float t) { return ImVec4(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, 1); };
    const ImVec4 lo(0.10f, 0.05f, 0.30f, 1), mid(0.75f, 0.20f, 0.35f, 1), hi(0.98f, 0.80f, 0.25f, 1);
    for (std::size_t c = 0; c < values.size(); ++c) {
        const float t = values[c];
        if (t <= 0) continue;
        ImVec4 col = t < 0.5f ? mix(lo, mid, t * 2) : mix(mid, hi, t * 2 - 1);
        col.w = 0.55f * (0.25f + 0.75f * t);
        const Rect r = g.cell_rect(int(c));
        const float in = r.w * 0.06f;
        dl->AddRectFilled(ImVec2(r.x + in, r.y + in), ImVec2(r.x + r.w - in, r.y + r.h - in), ImGui::GetColorU32(col), 3);
    }
}

}  // namespace sudoku::ui
