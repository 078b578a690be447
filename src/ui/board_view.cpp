#include "board_view.h"

#include <algorithm>

#include "fonts.h"
#include "hint_view.h"

namespace sudoku::ui {
namespace {

ImVec2 tl(const Rect& r) { return {r.x, r.y}; }
ImVec2 br(const Rect& r) { return {r.x + r.w, r.y + r.h}; }

void draw_text_centered(ImDrawList* dl, ImFont* font, float size, ImVec2 center, ImU32 col, const char* s) {
    ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, s);
    dl->AddText(font, size, ImVec2(center.x - ts.x * 0.5f, center.y - ts.y * 0.5f), col, s);
}

bool is_peer(int a, int b) {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

ImVec2 mark_centre(const Rect& r, int d) {
    return {r.x + r.w * (0.2f + 0.3f * ((d - 1) % 3)), r.y + r.h * (0.2f + 0.3f * ((d - 1) / 3))};
}

// Marks in fixed places, painted candidates on discs of their colour: how a cell shows
// its marks once a candidate is coloured, and every cell's in colour mode (so a tap can
// pick a candidate).
void draw_marks_grid(ImDrawList* dl, const Rect& r, Mask marks, const std::array<std::uint8_t, 9>& paint,
                     const Palette& p, const ToolColours& t) {
    const Fonts& f = fonts();
    const float size = digit_size(r.w) * 0.36f;
    char s[2] = {0, 0};
    for (int d = 1; d <= 9; ++d) {
        const int k = paint[d - 1];
        if (!(marks & bit(d)) && !k) continue;
        const ImVec2 c = mark_centre(r, d);
        if (k) dl->AddCircleFilled(c, r.w * 0.15f, t.paint[k], 20);
        s[0] = char('0' + d);
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
    const float size = digit_size(r.w) * 0.36f;
    char s[2] = {0, 0};
    for (int d = 1; d <= 9; ++d) {
        if (!(corner & bit(d))) continue;
        // Fixed positions: digit d sits in cell (d-1)%3, (d-1)/3 of a 3x3 grid inside the cell.
        ImVec2 c = mark_centre(r, d);
        if (d == highlight) dl->AddCircleFilled(c, r.w * 0.15f, p.same_digit_fill);
        s[0] = char('0' + d);
        draw_text_centered(dl, f.marks, size, c, d == highlight ? p.accent : p.mark, s);
    }
    if (center) {
        char buf[10];
        int n = 0;
        for (int d = 1; d <= 9; ++d)
            if (center & bit(d)) buf[n++] = char('0' + d);
        buf[n] = 0;
        float cs = size * (n > 5 ? 0.8f : 1.0f);
        draw_text_centered(dl, f.marks, cs, ImVec2(r.x + r.w / 2, r.y + r.h / 2), p.mark, buf);
    }
}

}  // namespace

void draw_board(ImDrawList* dl, const BoardGeometry& g, const BoardModel& m, const Palette& p) {
    const Fonts& f = fonts();
    dl->AddRectFilled(tl(g.area), br(g.area), p.board);
    const int sel = m.selected;
    const int sel_digit = m.highlight_digit;
    const ToolColours& t = tool_colours(p.dark);

    for (int i = 0; i < kCells; ++i) {
        Rect r = g.cell_rect(i);
        ImU32 fill = 0;
        if (m.show_peers && sel >= 0 && is_peer(i, sel)) fill = p.peer_fill;
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

    // Thin lines, then thick box lines on top.
    for (int k = 1; k < 9; ++k) {
        if (k % 3 == 0) continue;
        float x = g.area.x + k * g.cell, y = g.area.y + k * g.cell;
        dl->AddLine(ImVec2(x, g.area.y), ImVec2(x, g.area.y + g.area.h), p.line_thin, 1.0f);
        dl->AddLine(ImVec2(g.area.x, y), ImVec2(g.area.x + g.area.w, y), p.line_thin, 1.0f);
    }
    const float thick = g.cell > 40 ? 3.0f : 2.0f;
    for (int k = 3; k < 9; k += 3) {
        float x = g.area.x + k * g.cell, y = g.area.y + k * g.cell;
        dl->AddLine(ImVec2(x, g.area.y), ImVec2(x, g.area.y + g.area.h), p.line_thick, thick);
        dl->AddLine(ImVec2(g.area.x, y), ImVec2(g.area.x + g.area.w, y), p.line_thick, thick);
    }
    dl->AddRect(tl(g.area), br(g.area), p.line_thick, 4.0f, 0, thick);
    if (sel >= 0) {
        Rect r = g.cell_rect(sel);
        dl->AddRect(ImVec2(r.x + 1, r.y + 1), ImVec2(r.x + r.w - 1, r.y + r.h - 1), p.selected_border, 3, 0, 2.5f);
    }

    char s[2] = {0, 0};
    for (int i = 0; i < kCells; ++i) {
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
                s[0] = char('0' + m.filter_digit);  // the digit the filter looks for, in its place
                draw_text_centered(dl, f.marks, digit_size(r.w) * 0.36f, mark_centre(r, m.filter_digit), t.filter_border, s);
            }
            if (m.colouring && i == sel && m.colour_digit)  // the candidate a colour goes to
                dl->AddCircle(mark_centre(r, m.colour_digit), r.w * 0.17f, p.selected_border, 20, 2.0f);
            continue;
        }
        const bool given = m.givens[i] != 0;
        ImU32 col = given ? p.given : p.entry;
        if (m.flags[i] & (kConflict | kWrong)) col = p.conflict_text;
        else if (!given && (m.flags[i] & kCorrect)) col = p.correct_text;
        s[0] = char('0' + v);
        draw_text_centered(dl, f.digits, digit_size(g.cell), ImVec2(r.x + r.w / 2, r.y + r.h / 2 + 1), col, s);
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

}  // namespace sudoku::ui
