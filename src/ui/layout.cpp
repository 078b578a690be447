#include "layout.h"

#include <algorithm>
#include <cmath>

namespace sudoku::ui {

ScreenLayout layout_screen(float w, float h) {
    ScreenLayout s;
    const float margin = std::max(8.0f, std::min(w, h) * 0.02f);
    s.portrait = w < h * 1.15f;
    if (s.portrait) {
        // Board on top, full width; controls below it.
        const float panel_min = std::min(h * 0.42f, 300.0f);
        float side = std::min(w - 2 * margin, h - panel_min - 2 * margin);
        side = std::max(side, 90.0f);
        // Centred when it fits; when the window is narrower than the 90 px minimum, from
        // the left edge, so the first column stays on screen.
        s.board = {std::max(0.0f, std::floor((w - side) / 2)), margin, side, side};
        s.panel = {margin, s.board.y + side + margin, w - 2 * margin, h - side - 3 * margin};
    } else {
        // Board on the left, as large as the height allows; controls on the right.
        const float panel_w = std::clamp(w * 0.3f, 240.0f, 380.0f);
        float side = std::min(h - 2 * margin, w - panel_w - 3 * margin);
        side = std::max(side, 90.0f);
        const float total = side + margin + panel_w;
        const float x0 = std::max(margin, std::floor((w - total) / 2));
        s.board = {x0, std::max(0.0f, std::floor((h - side) / 2)), side, side};  // top row on screen
        s.panel = {x0 + side + margin, s.board.y, panel_w, side};
    }
    return s;
}

ScreenLayout race_layout(const ScreenLayout& s, int lanes, float caption) {
    if (!s.portrait || lanes != 2) return s;
    ScreenLayout r = s;
    const float need = std::ceil(s.board.w / 2 + caption + 8);
    const float spare = s.board.h - need;
    if (spare <= 0) return s;
    r.board.h = need;
    r.panel.y -= spare;
    r.panel.h += spare;
    return r;
}

BoardGeometry board_geometry(const Rect& board, int n, float outside) {
    BoardGeometry g;
    g.n = n;
    g.cell = std::floor(std::min(board.w, board.h) / (float(n) + 2 * std::max(0.0f, outside)));
    const float side = g.cell * float(n);
    g.area = {std::floor(board.x + (board.w - side) / 2), std::floor(board.y + (board.h - side) / 2), side, side};
    return g;
}

Loupe loupe_for(const BoardGeometry& g, int selected, bool phone) {
    Loupe l;
    if (!phone || g.n < 12 || selected < 0 || selected >= g.n * g.n || g.cell <= 0 || g.cell >= 44) return l;
    const float zc = std::ceil(std::max(44.0f, g.cell * 1.8f));
    const int row = selected / g.n, col = selected % g.n;
    l.zoomed.n = g.n;
    l.zoomed.cell = zc;
    const float side = zc * float(g.n);
    // The selected column in the middle of the strip, the strip full of cells.
    float x = g.area.x + g.area.w / 2 - (float(col) + 0.5f) * zc;
    x = std::clamp(x, g.area.x + g.area.w - side, g.area.x);
    const Rect sel = g.cell_rect(selected);
    const float y = row < g.n / 2 ? sel.y + g.cell + 2 : sel.y - zc - 2;
    l.strip = {g.area.x, y, g.area.w, zc};
    l.zoomed.area = {std::ceil(x), y - float(row) * zc, side, side};  // whole pixels, still covering the strip
    l.shown = true;
    return l;
}

Rect BoardGeometry::cell_rect(int i) const {
    return {area.x + float(i % n) * cell, area.y + float(i / n) * cell, cell, cell};
}

int BoardGeometry::hit(float px, float py) const {
    if (cell <= 0 || !area.contains(px, py)) return -1;
    int c = std::min(n - 1, int((px - area.x) / cell));
    int r = std::min(n - 1, int((py - area.y) / cell));
    return r * n + c;
}

int BoardGeometry::candidate_at(float px, float py) const {
    const int c = hit(px, py);
    if (c < 0) return 0;
    const Rect r = cell_rect(c);
    if (n > 9) {  // a 4-column mini grid, spots at the middle of equal slices
        const int cols = mark_columns(n), rows = (n + cols - 1) / cols;
        const int x = std::clamp(int((px - r.x) / r.w * float(cols)), 0, cols - 1);
        const int y = std::clamp(int((py - r.y) / r.h * float(rows)), 0, rows - 1);
        const int d = y * cols + x + 1;
        return d <= n ? d : 0;
    }
    // Marks are centred at 0.2, 0.5 and 0.8 of the cell: the borders fall half way.
    auto third = [](float f) { return f < 0.35f ? 0 : f < 0.65f ? 1 : 2; };
    const int d = third((py - r.y) / r.h) * 3 + third((px - r.x) / r.w) + 1;
    return d <= n ? d : 0;
}

int mark_columns(int n) { return n > 9 ? 4 : 3; }

MarkSpot mark_spot(int d, int n) {
    if (n > 9) {
        const int cols = mark_columns(n), rows = (n + cols - 1) / cols;
        return {(float((d - 1) % cols) + 0.5f) / float(cols), (float((d - 1) / cols) + 0.5f) / float(rows)};
    }
    return {0.2f + 0.3f * float((d - 1) % 3), 0.2f + 0.3f * float((d - 1) / 3)};
}

int move_selection(int cell, int dr, int dc, int n) {
    if (cell < 0) return 0;
    int r = (cell / n + dr + n) % n;
    int c = (cell % n + dc + n) % n;
    return r * n + c;
}

}  // namespace sudoku::ui
