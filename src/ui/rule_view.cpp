#include "rule_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/text/text.h"
#include "fonts.h"

namespace sudoku::ui {
namespace {

constexpr ImU32 rgb(unsigned v, unsigned a = 255) { return IM_COL32((v >> 16) & 255, (v >> 8) & 255, v & 255, a); }

// Contrast against the board (WCAG; measured in tests/e2e/constraints.js): edges and lines
// 3:1 or more (thermo edge 5.0 light, 6.3 dark; whispers 3.6 / 7.1; renban 5.1 / 5.8;
// palindrome 4.0 / 5.5; arrows 4.5 / 6.3), and the fills under digits light enough that the
// given and entered digits keep 4.5:1 on them (entry blue on the thermo 5.4 light, 4.6 dark).
const RuleColours kLight = {rgb(0xCFCFCF), rgb(0x6F6F6F), rgb(0x767676), rgb(0x2B9A3E), rgb(0xA043C8), rgb(0x808080),
                            rgb(0xCFCFCF), rgb(0x767676), rgb(0xE6E6E6), rgb(0xFFFFFF), rgb(0x000000), rgb(0x1B2230)};
const RuleColours kDark = {rgb(0x3C4350), rgb(0x9AA3B2), rgb(0x9AA3B2), rgb(0x4CC36A), rgb(0xC77DEB), rgb(0x8F99A8),
                           rgb(0x3C4350), rgb(0x9AA3B2), rgb(0x2A313D), rgb(0xFFFFFF), rgb(0x000000), rgb(0xC9D1DE)};
const RuleColours kContrast = {rgb(0x4D4D4D), rgb(0xFFFFFF), rgb(0xFFFFFF), rgb(0x3DFF5A), rgb(0xE58CFF), rgb(0xC8C8C8),
                               rgb(0x4D4D4D), rgb(0xFFFFFF), rgb(0x262626), rgb(0xFFFFFF), rgb(0x000000), rgb(0xFFFFFF)};
const RuleColours kContrastLight = {rgb(0xC4C4C4), rgb(0x000000), rgb(0x000000), rgb(0x006B1A), rgb(0x7A00A8), rgb(0x4D4D4D),
                                    rgb(0xC4C4C4), rgb(0x000000), rgb(0xE0E0E0), rgb(0xFFFFFF), rgb(0x000000), rgb(0x000000)};

ImVec2 centre(const BoardGeometry& g, int cell) {
    const Rect r = g.cell_rect(cell);
    return {r.x + r.w / 2, r.y + r.h / 2};
}
// The centre of a place outside the grid (row or column -1 or n).
ImVec2 outside_centre(const BoardGeometry& g, int row, int col) {
    return {g.area.x + (float(col) + 0.5f) * g.cell, g.area.y + (float(row) + 0.5f) * g.cell};
}

void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, const std::string& s) {
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, s.c_str());
    dl->AddText(font, size, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), col, s.c_str());
}

// A polyline through cell centres with round joins and ends.
void line_through(ImDrawList* dl, const BoardGeometry& g, const std::vector<int>& cells, ImU32 col, float w) {
    for (std::size_t i = 0; i + 1 < cells.size(); ++i) dl->AddLine(centre(g, cells[i]), centre(g, cells[i + 1]), col, w);
    for (int c : cells) dl->AddCircleFilled(centre(g, c), w / 2, col, 16);
}

ImVec2 unit(ImVec2 a, ImVec2 b) {
    const float dx = b.x - a.x, dy = b.y - a.y, l = std::sqrt(dx * dx + dy * dy);
    return l > 0 ? ImVec2(dx / l, dy / l) : ImVec2(0, 0);
}

void arrow_head(ImDrawList* dl, ImVec2 tip, ImVec2 dir, float len, ImU32 col, float w) {
    const ImVec2 n(-dir.y, dir.x);
    dl->AddLine(tip, ImVec2(tip.x - dir.x * len + n.x * len * 0.8f, tip.y - dir.y * len + n.y * len * 0.8f), col, w);
    dl->AddLine(tip, ImVec2(tip.x - dir.x * len - n.x * len * 0.8f, tip.y - dir.y * len - n.y * len * 0.8f), col, w);
}

void draw_thermos(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const RuleColours& k) {
    const float w = g.cell * 0.3f, bulb = g.cell * 0.36f, edge = std::max(1.5f, g.cell * 0.04f);
    // Edges of every thermometer first, then the fills: touching thermometers merge cleanly.
    for (int pass = 0; pass < 2; ++pass)
        for (const Constraint& r : geo.constraints()) {
            if (r.kind != ConstraintType::Thermo || r.cells.empty()) continue;
            const ImU32 col = pass ? k.thermo_fill : k.thermo_edge;
            const float grow = pass ? 0 : edge;
            line_through(dl, g, r.cells, col, w + 2 * grow);
            dl->AddCircleFilled(centre(g, r.cells.front()), bulb + grow, col, 32);
        }
}

void draw_arrow(ImDrawList* dl, const BoardGeometry& g, const Constraint& r, const RuleColours& k, ImU32 board) {
    const int circle = std::clamp(r.value, 1, int(r.cells.size()));
    const float w = std::max(2.0f, g.cell * 0.05f), rad = g.cell * 0.38f;
    std::vector<int> shaft(r.cells.begin() + circle, r.cells.end());
    if (!shaft.empty()) {
        // From the circle cell nearest the shaft, leaving at the circle's edge.
        int from = r.cells.front();
        float best = 1e9f;
        for (int i = 0; i < circle; ++i) {
            const ImVec2 a = centre(g, r.cells[std::size_t(i)]), b = centre(g, shaft.front());
            const float d = (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
            if (d < best) best = d, from = r.cells[std::size_t(i)];
        }
        const ImVec2 c = centre(g, from), d = unit(c, centre(g, shaft.front()));
        std::vector<ImVec2> pts{ImVec2(c.x + d.x * rad, c.y + d.y * rad)};
        for (int s : shaft) pts.push_back(centre(g, s));
        for (std::size_t i = 0; i + 1 < pts.size(); ++i) dl->AddLine(pts[i], pts[i + 1], k.arrow, w);
        for (std::size_t i = 1; i + 1 < pts.size(); ++i) dl->AddCircleFilled(pts[i], w / 2, k.arrow, 12);
        const ImVec2 tip = pts.back(), dir = unit(pts[pts.size() - 2], tip);
        arrow_head(dl, tip, dir, g.cell * 0.2f, k.arrow, w);
    }
    // The circle (or pill) over the shaft's start, board-filled so the digit in it reads.
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < circle; ++i) {
        const ImVec2 c = centre(g, r.cells[std::size_t(i)]);
        x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
    }
    const ImVec2 a(x0 - rad, y0 - rad), b(x1 + rad, y1 + rad);
    dl->AddRectFilled(a, b, board, rad);
    dl->AddRect(a, b, k.arrow, rad, 0, w);
}

void draw_between(ImDrawList* dl, const BoardGeometry& g, const Constraint& r, const RuleColours& k, ImU32 board) {
    if (r.cells.size() < 2) return;
    const float w = std::max(2.0f, g.cell * 0.06f), rad = g.cell * 0.38f;
    line_through(dl, g, r.cells, k.arrow, w);
    for (int c : {r.cells.front(), r.cells.back()}) {
        dl->AddCircleFilled(centre(g, c), rad, board, 32);
        dl->AddCircle(centre(g, c), rad, k.arrow, 32, w);
    }
}

// The point between two neighbouring cells (a dot's or an X's place).
ImVec2 edge_between(const BoardGeometry& g, int a, int b) {
    const ImVec2 p = centre(g, a), q = centre(g, b);
    return {(p.x + q.x) / 2, (p.y + q.y) / 2};
}

void draw_quadruple(ImDrawList* dl, const BoardGeometry& g, const Constraint& r, const RuleColours& k, const Palette& p) {
    if (r.cells.empty()) return;
    int r0 = 99, c0 = 99;
    for (int c : r.cells) r0 = std::min(r0, c / g.n), c0 = std::min(c0, c % g.n);
    const ImVec2 at(g.area.x + float(c0 + 1) * g.cell, g.area.y + float(r0 + 1) * g.cell);
    const float rad = g.cell * 0.3f, w = std::max(1.5f, g.cell * 0.04f);
    dl->AddCircleFilled(at, rad, p.board, 32);
    dl->AddCircle(at, rad, k.dot_edge, 32, w);
    std::string digits;
    for (int d : r.digits) digits += char('0' + std::clamp(d, 0, 9));
    const float size = std::max(9.0f, g.cell * (digits.size() > 2 ? 0.22f : 0.26f));
    if (digits.size() <= 2) {
        text_at(dl, fonts().ui, size, at, p.text, digits);
    } else {
        const std::size_t half = (digits.size() + 1) / 2;
        text_at(dl, fonts().ui, size, ImVec2(at.x, at.y - size * 0.45f), p.text, digits.substr(0, half));
        text_at(dl, fonts().ui, size, ImVec2(at.x, at.y + size * 0.45f), p.text, digits.substr(half));
    }
}

void draw_outside_clue(ImDrawList* dl, const BoardGeometry& g, const Constraint& r, const Palette& p, const RuleColours& k) {
    if (r.clue_row < -1 || r.clue_col < -1) return;
    const ImVec2 c = outside_centre(g, r.clue_row, r.clue_col);
    const std::string label = std::to_string(r.value);
    if (r.kind == ConstraintType::Sandwich || r.cells.empty()) {
        // Half a cell out is where the margin's middle is (the margin is 0.75 cell).
        const bool column = r.clue_row < 0 || r.clue_row >= g.n;
        const ImVec2 at(column ? c.x : c.x + (r.clue_col < 0 ? 0.12f : -0.12f) * g.cell,
                        column ? c.y + (r.clue_row < 0 ? 0.12f : -0.12f) * g.cell : c.y);
        text_at(dl, fonts().ui_bold, std::max(14.0f, g.cell * 0.42f), at, p.text, label);
        return;
    }
    // Little killer: the sum, and a small arrow along the diagonal toward the grid.
    const ImVec2 first = centre(g, r.cells.front());
    const ImVec2 d = unit(c, first);
    const float size = std::max(14.0f, g.cell * 0.4f), w = std::max(1.5f, g.cell * 0.04f);
    const ImVec2 at(c.x + d.x * g.cell * 0.05f, c.y + d.y * g.cell * 0.05f);
    text_at(dl, fonts().ui_bold, size, at, p.text, label);
    const ImVec2 tip(c.x + d.x * g.cell * 0.62f, c.y + d.y * g.cell * 0.62f);
    const ImVec2 tail(c.x + d.x * g.cell * 0.38f, c.y + d.y * g.cell * 0.38f);
    dl->AddLine(tail, tip, k.arrow, w);
    arrow_head(dl, tip, d, g.cell * 0.1f, k.arrow, w);
}

}  // namespace

const RuleColours& rule_colours(const Palette& p) {
    if (&p == &palette(Theme::Contrast)) return kContrast;
    if (&p == &palette(Theme::ContrastLight)) return kContrastLight;
    return p.dark ? kDark : kLight;
}

bool has_outside_clues(const Geometry& geo) {
    for (const Constraint& r : geo.constraints())
        if (r.kind == ConstraintType::LittleKiller || r.kind == ConstraintType::Sandwich) return true;
    return false;
}

std::vector<std::string> rule_sentences(const Geometry& geo) {
    std::vector<std::string> out;
    bool seen[kConstraintTypes] = {};
    for (const Constraint& r : geo.constraints()) {
        if (seen[int(r.kind)]) continue;
        seen[int(r.kind)] = true;
        out.push_back(rule_sentence(geo.constraints(), r.kind, geo.size()));
    }
    return out;
}

void draw_rule_shading(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p) {
    const RuleColours& k = rule_colours(p);
    for (const Constraint& r : geo.constraints()) {
        if (r.kind != ConstraintType::ExtraRegion) continue;
        for (int c : r.cells) {
            const Rect rc = g.cell_rect(c);
            dl->AddRectFilled(ImVec2(rc.x, rc.y), ImVec2(rc.x + rc.w, rc.y + rc.h), k.region);
        }
    }
}

void draw_rule_pictures(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p) {
    const RuleColours& k = rule_colours(p);
    const float cell = g.cell;
    // Lowest first: diagonals, cell shapes, lines, thermometers, arrows; then marks on edges
    // and corners, which sit on top of lines; clues outside last.
    for (const Constraint& r : geo.constraints()) {
        if (r.kind == ConstraintType::Diagonal) {
            const Rect& a = g.area;
            const ImU32 col = (k.arrow & 0x00FFFFFFu) | 0xB0000000u;
            if (r.value == 0) dl->AddLine(ImVec2(a.x, a.y), ImVec2(a.x + a.w, a.y + a.h), col, 2.0f);
            else dl->AddLine(ImVec2(a.x + a.w, a.y), ImVec2(a.x, a.y + a.h), col, 2.0f);
        } else if (r.kind == ConstraintType::Odd || r.kind == ConstraintType::Even) {
            const ImVec2 c = centre(g, r.cells.empty() ? 0 : r.cells.front());
            const float h = cell * 0.36f, w = std::max(1.5f, cell * 0.04f);
            if (r.kind == ConstraintType::Odd) {
                dl->AddCircleFilled(c, h, k.shade, 32);
                dl->AddCircle(c, h, k.shade_edge, 32, w);
            } else {
                dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), k.shade);
                dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), k.shade_edge, 0, 0, w);
            }
        }
    }
    const float line_w = std::max(4.0f, cell * 0.16f);
    for (const Constraint& r : geo.constraints()) {
        if (r.kind == ConstraintType::Whisper) {
            line_through(dl, g, r.cells, k.whisper, line_w);
            if (r.value > 0 && !r.cells.empty()) {  // a difference other than the size's: its number at the line's start
                const ImVec2 c = centre(g, r.cells.front());
                const float size = std::max(9.0f, g.cell * 0.24f), h = size * 0.45f;
                const ImVec2 at(c.x - g.cell * 0.3f, c.y - g.cell * 0.3f);
                dl->AddRectFilled(ImVec2(at.x - h, at.y - h), ImVec2(at.x + h, at.y + h), p.board, 2);
                dl->AddRect(ImVec2(at.x - h, at.y - h), ImVec2(at.x + h, at.y + h), k.whisper, 2, 0, 1.5f);
                text_at(dl, fonts().ui_bold, size, at, p.text, std::to_string(r.value));
            }
        }
        else if (r.kind == ConstraintType::Renban) line_through(dl, g, r.cells, k.renban, line_w);
        else if (r.kind == ConstraintType::Palindrome) line_through(dl, g, r.cells, k.palindrome, line_w);
    }
    draw_thermos(dl, g, geo, k);
    for (const Constraint& r : geo.constraints()) {
        if (r.kind == ConstraintType::Between) draw_between(dl, g, r, k, p.board);
        else if (r.kind == ConstraintType::Arrow && !r.cells.empty()) draw_arrow(dl, g, r, k, p.board);
    }
    for (const Constraint& r : geo.constraints()) {
        if (r.cells.size() < 2) continue;
        const float rad = std::max(4.0f, cell * 0.13f), w = std::max(1.5f, cell * 0.035f);
        if (r.kind == ConstraintType::KropkiWhite || r.kind == ConstraintType::KropkiBlack) {
            const ImVec2 at = edge_between(g, r.cells[0], r.cells[1]);
            const bool white = r.kind == ConstraintType::KropkiWhite;
            // A dot marked with its difference or ratio (not 1 or 2) is larger and shows the number.
            const bool marked = r.value > 0 && r.value != (white ? 1 : 2);
            const float rd = marked ? std::max(7.0f, cell * 0.19f) : rad;
            dl->AddCircleFilled(at, rd, white ? k.dot_white : k.dot_black, 24);
            dl->AddCircle(at, rd, k.dot_edge, 24, w);
            if (marked)
                text_at(dl, fonts().ui_bold, std::max(9.0f, cell * 0.26f), at, white ? p.text : p.board, std::to_string(r.value));
        } else if (r.kind == ConstraintType::X || r.kind == ConstraintType::V) {
            const ImVec2 at = edge_between(g, r.cells[0], r.cells[1]);
            const float size = std::max(12.0f, cell * 0.4f);
            // A patch of board under the letter, so the grid line does not cross it.
            const float h = size * 0.32f;
            dl->AddRectFilled(ImVec2(at.x - h, at.y - h), ImVec2(at.x + h, at.y + h), p.board, 2);
            text_at(dl, fonts().ui_bold, size, at, p.text, r.kind == ConstraintType::X ? "X" : "V");
        }
    }
    for (const Constraint& r : geo.constraints()) {
        if (r.kind == ConstraintType::Quadruple) draw_quadruple(dl, g, r, k, p);
        else if (r.kind == ConstraintType::LittleKiller || r.kind == ConstraintType::Sandwich) draw_outside_clue(dl, g, r, p, k);
    }
}

}  // namespace sudoku::ui
