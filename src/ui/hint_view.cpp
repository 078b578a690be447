#include "hint_view.h"

#include <algorithm>
#include <cmath>

#include "fonts.h"

namespace sudoku::ui {
namespace {

ImU32 col32(std::uint32_t rgb, int alpha = 255) {
    return IM_COL32((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, alpha);
}

struct Mapper {
    const BoardGeometry& g;
    ImVec2 operator()(Point p) const { return {g.area.x + p.x * g.cell, g.area.y + p.y * g.cell}; }
};

void draw_digit(ImDrawList* dl, ImFont* font, float size, ImVec2 c, ImU32 col, int d) {
    const char s[2] = {digit_char(d), 0};
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, s);
    dl->AddText(font, size, ImVec2(std::round(c.x - ts.x * 0.5f), std::round(c.y - ts.y * 0.5f)), col, s);
}

// A dashed quadratic curve: short pieces of the curve, every other one drawn.
void dashed_curve(ImDrawList* dl, const Mapper& at, const LinkCurve& c, ImU32 col, float width, float dash_px) {
    const ImVec2 a = at(c.from), b = at(c.to), k = at(c.control);
    const float len = std::hypot(k.x - a.x, k.y - a.y) + std::hypot(b.x - k.x, b.y - k.y);
    const int pieces = std::max(3, int(len / dash_px)) | 1;  // odd: both ends drawn
    const int sub = 4;
    for (int i = 0; i < pieces; i += 2) {
        dl->PathClear();
        for (int j = 0; j <= sub; ++j) dl->PathLineTo(at(c.at((float(i) + float(j) / sub) / float(pieces))));
        dl->PathStroke(col, 0, width);
    }
}

}  // namespace

void draw_hint(ImDrawList* dl, const BoardGeometry& g, const HintDrawing& h, const Palette& p) {
    const Fonts& f = fonts();
    const HintColours& k = hint_colours(p.dark);
    const Mapper at{g};
    const int n = h.n;
    const float r = candidate_radius(n) * g.cell;
    const float w = std::max(1.5f, g.cell * 0.035f);
    // As large as pencil marks: a hint shows the candidates where and as the marks were
    // (board_view.cpp: mark_text_size).
    const float size = digit_size(g.cell) * (n > 9 ? 0.48f : kMarkScale);

    // Per candidate: 'f' filled (light digit), 'e' struck (plain digit, a line through it), 'm' marked (bold).
    std::array<std::array<char, kMaxSize + 1>, kMaxCells> style{};
    for (const Mark& m : h.marks) {
        if (m.candidate.cell >= n * n || m.candidate.digit < 1 || m.candidate.digit > n) continue;
        const ImVec2 c = at(candidate_centre(m.candidate, n));
        const ImU32 col = col32(mark_colour(k, m.role, m.branch));
        char& st = style[m.candidate.cell][m.candidate.digit];
        switch (m.role) {
            case Role::On: dl->AddCircleFilled(c, r, col, 24); break;
            case Role::Off: dl->AddCircle(c, r - w / 2, col, 24, w); break;
            case Role::Place:
                dl->AddCircleFilled(c, r * 0.85f, col, 24);
                dl->AddCircle(c, r + w * 0.6f, col, 24, w);
                break;
            case Role::Fin: dl->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), col, 0, 0, w); break;
            case Role::Group:
                dl->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), col32(mark_colour(k, m.role, 0), 50), r * 0.3f);
                dl->AddRect(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), col, r * 0.3f, 0, w);
                break;
            case Role::Elim: break;
        }
        const char want = m.role == Role::On || m.role == Role::Place ? 'f' : m.role == Role::Elim ? 'e' : 'm';
        if (st != 'f') st = want;
    }
    // The candidates' digits.
    const ImU32 on_text = col32(k.on_text);
    const ImU32 elim = col32(k.elim);
    for (int cell = 0; cell < n * n; ++cell) {
        if (h.values[cell] || !h.candidates[cell]) continue;
        for (int d = 1; d <= n; ++d) {
            if (!(h.candidates[cell] & bit(d))) continue;
            const ImVec2 c = at(candidate_centre({std::uint8_t(cell), std::uint8_t(d)}, n));
            const char st = style[cell][d];
            if (st == 'f') draw_digit(dl, f.hint_bold, size, c, on_text, d);
            else if (st == 'm') draw_digit(dl, f.hint_bold, size, c, p.text, d);
            else if (st == 'e') draw_digit(dl, f.hint, size, c, p.text, d);  // legible: the strike says it goes
            else draw_digit(dl, f.hint, size, c, p.mark, d);
        }
    }
    // Links: strong solid, weak dashed, an arrow head where each one arrives.
    const float lw = std::max(1.5f, g.cell * 0.032f);
    for (std::size_t i = 0; i < h.links.size() && i < h.curves.size(); ++i) {
        const Link& l = h.links[i];
        const LinkCurve& c = h.curves[i];
        const ImU32 col = col32(link_colour(k, l.branch));
        if (l.strong) dl->AddBezierQuadratic(at(c.from), at(c.control), at(c.to), col, lw, 0);
        else dashed_curve(dl, at, c, col, lw, std::max(4.0f, lw * 2.5f));
        if (!h.arrows || l.from.cell == l.to.cell) continue;
        const ImVec2 tip = at(c.to), back = at(c.control);
        const float dx = tip.x - back.x, dy = tip.y - back.y, len = std::hypot(dx, dy);
        if (len < 1e-3f) continue;
        const float ux = dx / len, uy = dy / len, a = lw * 3.2f;
        dl->AddTriangleFilled(tip, ImVec2(tip.x - a * ux + a * 0.6f * uy, tip.y - a * uy - a * 0.6f * ux),
                              ImVec2(tip.x - a * ux - a * 0.6f * uy, tip.y - a * uy + a * 0.6f * ux), col);
    }
    // Eliminations struck through with one line in the elimination colour: the digit stays
    // legible above and below it (a cross over it hid what the step removes).
    const float s = r, sw = std::max(1.5f, g.cell * 0.028f);
    for (const Mark& m : h.marks) {
        if (m.role != Role::Elim || m.candidate.cell >= n * n) continue;
        const ImVec2 c = at(candidate_centre(m.candidate, n));
        dl->AddLine(ImVec2(c.x - s, c.y), ImVec2(c.x + s, c.y), elim, sw);
    }
}

}  // namespace sudoku::ui
