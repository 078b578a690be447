#include "board_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "fonts.h"
#include "hint_view.h"
#include "opaque_fill.h"
#include "rule_view.h"

namespace sudoku::ui {
namespace {

ImVec2 tl(const Rect& r) { return {r.x, r.y}; }
ImVec2 br(const Rect& r) { return {r.x + r.w, r.y + r.h}; }

// On a board with rule pictures, digits and marks get a thin halo of board colour, so they
// read over a line or a dot; set by draw_board.
ImU32 g_halo = 0;

void draw_text_centered(ImDrawList* dl, ImFont* font, float size, ImVec2 center, ImU32 col, const char* s) {
    ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, s);
    const ImVec2 at(center.x - ts.x * 0.5f, center.y - ts.y * 0.5f);
    if (g_halo)
        for (const ImVec2 o : {ImVec2(-1, -1), ImVec2(1, -1), ImVec2(-1, 1), ImVec2(1, 1)})
            dl->AddText(font, size, ImVec2(at.x + o.x, at.y + o.y), g_halo, s);
    dl->AddText(font, size, at, col, s);
}

bool is_peer(const Geometry* geo, int a, int b) {
    if (geo) return a != b && geo->sees(a, b);
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

// The board's digit count, for mark places; set by draw_board before any mark is drawn.
int g_marks_n = 9;

ImVec2 mark_centre(const Rect& r, int d) {
    const MarkSpot m = mark_spot(d, g_marks_n);
    return {r.x + r.w * m.x, r.y + r.h * m.y};
}

// The same size as a hint's candidates (hint_view.cpp: kMarkScale), so a hint draws the marks
// where and as large as they were; digits 9 CSS px tall on a 390 px phone.
float mark_text_size(float cell) { return digit_size(cell) * (g_marks_n > 9 ? 0.48f : kMarkScale); }

// A dashed line: dashes of `dash` px and gaps of `gap`.
void dashed_line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col, float width, float dash, float gap) {
    const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
    if (len <= 0) return;
    for (float t = 0; t < len; t += dash + gap) {
        const float e = std::min(len, t + dash);
        dl->AddLine(ImVec2(a.x + dx * t / len, a.y + dy * t / len), ImVec2(a.x + dx * e / len, a.y + dy * e / len), col, width);
    }
}

// Killer cages: a dashed outline inset in their cells (the region lines stay visible
// outside it), the sum on a patch of board colour in the cage's first cell's corner.
void draw_cages(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p,
                const std::vector<int>& focus) {
    const int n = geo.size();
    const float inset = std::max(3.0f, g.cell * 0.1f);
    const float width = g.cell > 30 ? 1.5f : 1.2f;
    const float dash = std::max(3.0f, g.cell * 0.09f), gap = std::max(2.0f, g.cell * 0.06f);
    for (std::size_t k = 0; k < geo.cages().size(); ++k) {
        const Cage& cage = geo.cages()[k];
        const bool lit = std::find(focus.begin(), focus.end(), int(k)) != focus.end();
        const ImU32 col = lit ? p.hint_border : p.line_thick;
        const float w = lit ? width + 1.5f : width;
        auto in = [&](int r, int c) { return r >= 0 && c >= 0 && r < n && c < n && geo.cage_of(r * n + c) == int(k); };
        for (int cell : cage.cells) {
            const int r = cell / n, c = cell % n;
            const Rect rc = g.cell_rect(cell);
            const float x0 = rc.x, y0 = rc.y, x1 = rc.x + rc.w, y1 = rc.y + rc.h;
            // Where a side's line starts and ends: at the inset corner when the cage turns
            // outward, at the cell's edge when it goes on, past it round an inner corner.
            auto from = [&](bool side, bool diag) { return side ? (diag ? -inset : 0.0f) : inset; };
            if (!in(r - 1, c))
                dashed_line(dl, ImVec2(x0 + from(in(r, c - 1), in(r - 1, c - 1)), y0 + inset),
                            ImVec2(x1 - from(in(r, c + 1), in(r - 1, c + 1)), y0 + inset), col, w, dash, gap);
            if (!in(r + 1, c))
                dashed_line(dl, ImVec2(x0 + from(in(r, c - 1), in(r + 1, c - 1)), y1 - inset),
                            ImVec2(x1 - from(in(r, c + 1), in(r + 1, c + 1)), y1 - inset), col, w, dash, gap);
            if (!in(r, c - 1))
                dashed_line(dl, ImVec2(x0 + inset, y0 + from(in(r - 1, c), in(r - 1, c - 1))),
                            ImVec2(x0 + inset, y1 - from(in(r + 1, c), in(r + 1, c - 1))), col, w, dash, gap);
            if (!in(r, c + 1))
                dashed_line(dl, ImVec2(x1 - inset, y0 + from(in(r - 1, c), in(r - 1, c + 1))),
                            ImVec2(x1 - inset, y1 - from(in(r + 1, c), in(r + 1, c + 1))), col, w, dash, gap);
        }
        // The sum: small, on the first cell's top-left corner, over the dashes (none for a
        // cage without a sum: its outline alone says its digits differ).
        if (!cage.has_sum()) continue;
        const Rect rc = g.cell_rect(cage.cells.front());
        const std::string sum = std::to_string(cage.sum);
        const float size = std::max(10.0f, g.cell * 0.28f);  // readable on a phone's 40 px cells
        const ImVec2 ts = fonts().ui->CalcTextSizeA(size, 1e9f, 0, sum.c_str());
        const ImVec2 at(rc.x + 2, rc.y + 1);
        dl->AddRectFilled(at, ImVec2(at.x + ts.x + 2, at.y + ts.y), p.board);
        dl->AddText(fonts().ui, size, ImVec2(at.x + 1, at.y), lit ? p.hint_border : p.text, sum.c_str());
    }
}

// Region borders: a thin line between cells of one region, a thick one where regions change.
void draw_region_lines(ImDrawList* dl, const BoardGeometry& g, const Geometry& geo, const Palette& p, float thick) {
    const int n = geo.size();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int i = r * n + c;
            const Rect rc = g.cell_rect(i);
            if (c + 1 < n) {
                const bool change = geo.region_of(i) != geo.region_of(i + 1);
                dl->AddLine(ImVec2(rc.x + rc.w, rc.y), ImVec2(rc.x + rc.w, rc.y + rc.h), change ? p.line_thick : p.line_thin,
                            change ? thick : 1.0f);
            }
            if (r + 1 < n) {
                const bool change = geo.region_of(i) != geo.region_of(i + n);
                dl->AddLine(ImVec2(rc.x, rc.y + rc.h), ImVec2(rc.x + rc.w, rc.y + rc.h), change ? p.line_thick : p.line_thin,
                            change ? thick : 1.0f);
            }
        }
    // Thick segments again on top, with square ends so corners meet without notches.
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int i = r * n + c;
            const Rect rc = g.cell_rect(i);
            const float h = thick / 2;
            if (c + 1 < n && geo.region_of(i) != geo.region_of(i + 1))
                dl->AddRectFilled(ImVec2(rc.x + rc.w - h, rc.y - h), ImVec2(rc.x + rc.w + h, rc.y + rc.h + h), p.line_thick);
            if (r + 1 < n && geo.region_of(i) != geo.region_of(i + n))
                dl->AddRectFilled(ImVec2(rc.x - h, rc.y + rc.h - h), ImVec2(rc.x + rc.w + h, rc.y + rc.h + h), p.line_thick);
        }
}

// Marks in fixed places, painted candidates on discs of their colour: how a cell shows
// its marks once a candidate is coloured, and every cell's in colour mode (so a tap can
// pick a candidate).
void draw_marks_grid(ImDrawList* dl, const Rect& r, Mask marks, const std::array<std::uint8_t, kMaxSize>& paint,
                     const Palette& p, const ToolColours& t) {
    const Fonts& f = fonts();
    const float size = mark_text_size(r.w);
    char s[2] = {0, 0};
    for (int d = 1; d <= g_marks_n; ++d) {
        const int k = paint[d - 1];
        if (!(marks & bit(d)) && !k) continue;
        const ImVec2 c = mark_centre(r, d);
        if (k) dl->AddCircleFilled(c, r.w * (g_marks_n > 9 ? 0.11f : 0.15f), t.paint[k], 20);
        s[0] = digit_char(d);
        draw_text_centered(dl, f.marks, size, c, k ? ink_on(t.paint[k]) : p.mark, s);
    }
}

// Stripes across a cell: the second cue of paint 6-9.
void draw_stripes(ImDrawList* dl, const Rect& r, ImU32 col) {
    const float step = r.w / 4;
    for (float o = step; o < 2 * r.w; o += step) {
        ImVec2 a(r.x + std::max(0.0f, o - r.w), r.y + std::min(r.h, o)), b(r.x + std::min(r.w, o), r.y + std::max(0.0f, o - r.h));
        dl->AddLine(a, b, col, std::max(1.5f, r.w * 0.05f));
    }
}

void draw_marks(ImDrawList* dl, const Rect& r, Mask corner, Mask center, int highlight, const Palette& p) {
    const Fonts& f = fonts();
    const float size = mark_text_size(r.w);
    char s[2] = {0, 0};
    for (int d = 1; d <= g_marks_n; ++d) {
        if (!(corner & bit(d))) continue;
        // Fixed positions: digit d sits in cell (d-1)%3, (d-1)/3 of a 3x3 grid inside the cell
        // (a 4-column grid past 9 digits).
        ImVec2 c = mark_centre(r, d);
        if (d == highlight) dl->AddCircleFilled(c, r.w * (g_marks_n > 9 ? 0.11f : 0.15f), p.same_digit_fill);
        s[0] = digit_char(d);
        draw_text_centered(dl, f.marks, size, c, d == highlight ? p.accent : p.mark, s);
    }
    if (center) {
        char buf[kMaxSize + 1];
        int n = 0;
        for (int d = 1; d <= g_marks_n; ++d)
            if (center & bit(d)) buf[n++] = digit_char(d);
        buf[n] = 0;
        if (g_marks_n > 9 && n > 4) {  // many marks of a big grid: two lines
            const int half = (n + 1) / 2;
            std::string a(buf, buf + half), b(buf + half, buf + n);
            const float cs = size * (half > 4 ? 0.7f : 0.85f);
            draw_text_centered(dl, f.marks, cs, ImVec2(r.x + r.w / 2, r.y + r.h * 0.33f), p.mark, a.c_str());
            draw_text_centered(dl, f.marks, cs, ImVec2(r.x + r.w / 2, r.y + r.h * 0.67f), p.mark, b.c_str());
            return;
        }
        float cs = size * (n > 5 ? 0.8f : 1.0f);
        draw_text_centered(dl, f.marks, cs, ImVec2(r.x + r.w / 2, r.y + r.h / 2), p.mark, buf);
    }
}

}  // namespace

void draw_board(ImDrawList* dl, const BoardGeometry& g, const BoardModel& m, const Palette& p) {
    const Fonts& f = fonts();
    fill_rect_opaque(dl, tl(g.area), br(g.area), p.board);
    const int sel = m.selected;
    const int sel_digit = m.highlight_digit;
    const ToolColours& t = tool_colours(p.dark);
    const Geometry* geo = m.geometry && !m.geometry->is_classic9() ? m.geometry : nullptr;
    const int n = geo ? geo->size() : 9, cells = n * n;
    g_marks_n = n;
    const bool pictures = geo && geo->has_constraints();
    g_halo = 0;
    if (pictures) draw_rule_shading(dl, g, *geo, p);

    for (int i = 0; i < cells; ++i) {
        Rect r = g.cell_rect(i);
        ImU32 fill = 0;
        if (m.show_peers && sel >= 0 && is_peer(geo, i, sel)) fill = p.peer_fill;
        if (sel_digit && m.values[i] == sel_digit) fill = p.same_digit_fill;
        if (m.flags[i] & kFilter) fill = t.filter_fill;
        if (m.flags[i] & kHintTarget) fill = p.hint_fill;
        if (m.flags[i] & (kConflict | kWrong)) fill = m.flags[i] & kConflict ? p.conflict_fill : p.wrong_fill;
        if (i == sel) fill = p.selected_fill;
        if (fill) dl->AddRectFilled(tl(r), br(r), fill);
        // Paint over the highlight, see-through: both show, and the digit drawn later stays on top.
        if (const int k = m.cell_colour[i]) {
            dl->AddRectFilled(tl(r), br(r), t.paint_fill[k]);
            if (paint_striped(k)) draw_stripes(dl, r, t.paint_fill[k]);
        }
        if (m.flags[i] & kFilter)
            dl->AddRect(ImVec2(r.x + 3, r.y + 3), ImVec2(r.x + r.w - 3, r.y + r.h - 3), t.filter_border, 3, 0, 2.5f);
        if (m.flags[i] & kHintFocus) dl->AddRect(ImVec2(r.x + 2, r.y + 2), ImVec2(r.x + r.w - 2, r.y + r.h - 2), p.hint_border, 4, 0, 2.5f);
    }

    const float thick = g.cell > 40 ? 3.0f : 2.0f;
    if (geo) {
        draw_region_lines(dl, g, *geo, p, thick);
        if (geo->diagonals()) {  // X: both diagonals, light, under the digits
            const ImU32 col = (p.accent & 0x00FFFFFFu) | 0x70000000u;
            dl->AddLine(tl(g.area), br(g.area), col, 2.0f);
            dl->AddLine(ImVec2(g.area.x + g.area.w, g.area.y), ImVec2(g.area.x, g.area.y + g.area.h), col, 2.0f);
        }
        if (!geo->cages().empty()) draw_cages(dl, g, *geo, p, m.hint ? m.hint->cages : std::vector<int>{});
    }
    // Thin lines, then thick box lines on top.
    for (int k = 1; k < 9 && !geo; ++k) {
        if (k % 3 == 0) continue;
        float x = g.area.x + k * g.cell, y = g.area.y + k * g.cell;
        dl->AddLine(ImVec2(x, g.area.y), ImVec2(x, g.area.y + g.area.h), p.line_thin, 1.0f);
        dl->AddLine(ImVec2(g.area.x, y), ImVec2(g.area.x + g.area.w, y), p.line_thin, 1.0f);
    }
    for (int k = 3; k < 9 && !geo; k += 3) {
        float x = g.area.x + k * g.cell, y = g.area.y + k * g.cell;
        dl->AddLine(ImVec2(x, g.area.y), ImVec2(x, g.area.y + g.area.h), p.line_thick, thick);
        dl->AddLine(ImVec2(g.area.x, y), ImVec2(g.area.x + g.area.w, y), p.line_thick, thick);
    }
    dl->AddRect(tl(g.area), br(g.area), p.line_thick, 4.0f, 0, thick);
    if (pictures) {  // under the selection ring, the digits and the marks
        draw_rule_pictures(dl, g, *geo, p);
        g_halo = p.board;
    }
    if (sel >= 0) {
        Rect r = g.cell_rect(sel);
        dl->AddRect(ImVec2(r.x + 1, r.y + 1), ImVec2(r.x + r.w - 1, r.y + r.h - 1), p.selected_border, 3, 0, 2.5f);
    }

    char s[2] = {0, 0};
    if (geo && m.hint) {  // another geometry's hint: its houses outlined (the classic's are tinted)
        for (int h : m.hint->houses)
            if (h >= 0 && h < int(geo->houses().size()))
                for (int c : geo->houses()[std::size_t(h)].cells) {
                    Rect r = g.cell_rect(c);
                    dl->AddRect(ImVec2(r.x + 1, r.y + 1), ImVec2(r.x + r.w - 1, r.y + r.h - 1), p.hint_border, 2, 0, 1.5f);
                }
    }
    for (int i = 0; i < cells; ++i) {
        Rect r = g.cell_rect(i);
        int v = m.values[i];
        if (m.hint && !m.hint->values[i]) v = 0;  // the hint reasons from this cell's candidates
        if (!v) {
            if (m.hint) continue;
            bool painted = false;
            for (auto k : m.candidate_colour[i]) painted = painted || k;
            if (painted || m.colouring) draw_marks_grid(dl, r, m.corner[i] | m.center[i], m.candidate_colour[i], p, t);
            else draw_marks(dl, r, m.corner[i], m.center[i], sel_digit, p);
            if ((m.flags[i] & kFilterDigit) && m.filter_digit && !(m.corner[i] | m.center[i]) && !painted && !m.colouring) {
                s[0] = digit_char(m.filter_digit);  // the digit the filter looks for, in its place
                draw_text_centered(dl, f.marks, mark_text_size(r.w), mark_centre(r, m.filter_digit), t.filter_border, s);
            }
            if (m.colouring && i == sel && m.colour_digit)  // the candidate a colour goes to
                dl->AddCircle(mark_centre(r, m.colour_digit), r.w * 0.17f, p.selected_border, 20, 2.0f);
            continue;
        }
        const bool given = m.givens[i] != 0;
        ImU32 col = given ? p.given : p.entry;
        if (m.flags[i] & (kConflict | kWrong)) col = p.conflict_text;
        else if (!given && (m.flags[i] & kCorrect)) col = p.correct_text;
        s[0] = digit_char(v);
        // Killer cells give room to the sum in their corner: the digit a little smaller and lower.
        const bool caged = geo && !geo->cages().empty();
        draw_text_centered(dl, f.digits, digit_size(g.cell) * (caged ? 0.85f : 1.0f),
                           ImVec2(r.x + r.w / 2, r.y + r.h / 2 + (caged ? r.h * 0.06f : 1.0f)), col, s);
        // Cues besides colour, one shape each: a conflict (a peer holds the same digit)
        // gets a corner flag, a wrong entry (not the solution's digit) a strike through it.
        if (m.flags[i] & kConflict)
            dl->AddTriangleFilled(ImVec2(r.x + r.w * 0.66f, r.y + 2), ImVec2(r.x + r.w - 2, r.y + 2),
                                  ImVec2(r.x + r.w - 2, r.y + r.h * 0.34f), col);
        if (m.flags[i] & kWrong)
            dl->AddLine(ImVec2(r.x + r.w * 0.24f, r.y + r.h * 0.78f), ImVec2(r.x + r.w * 0.76f, r.y + r.h * 0.22f), col,
                        std::max(2.0f, r.w * 0.05f));
    }
    if (m.hint) draw_hint(dl, g, *m.hint, p);
}

void draw_loupe(ImDrawList* dl, const Loupe& l, const BoardModel& m, const Palette& p) {
    if (!l.shown) return;
    const ImVec2 a(l.strip.x, l.strip.y), b(l.strip.x + l.strip.w, l.strip.y + l.strip.h);
    dl->AddRectFilled(ImVec2(a.x + 2, a.y + 3), ImVec2(b.x + 2, b.y + 4), IM_COL32(0, 0, 0, 60), 4);  // a shadow
    dl->PushClipRect(a, b, true);
    draw_board(dl, l.zoomed, m, p);
    dl->PopClipRect();
    dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), p.text, 3, 0, 2.5f);
}

}  // namespace sudoku::ui
