#include "core/game/board_svg.h"

#include <cmath>
#include <cstdio>

#include "core/logic/hint_drawing.h"

namespace sudoku {
namespace {
void append(std::string& s, const char* fmt, double a, double b = 0, double c = 0, double d = 0) {
    char buf[160];
    std::snprintf(buf, sizeof buf, fmt, a, b, c, d);
    s += buf;
}

std::string hex(std::uint32_t rgb) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%06X", unsigned(rgb & 0xFFFFFF));
    return buf;
}

// Board geometry of the picture: a margin, then nine cells.
struct Frame {
    double m, cell;
    double x(float u) const { return m + u * cell; }
};

// The marks of a drawn hint under the candidates' digits: discs, rings, outlines.
void hint_shapes(std::string& s, const HintDrawing& h, const HintColours& k, const Frame& f) {
    const double r = kCandidateRadius * f.cell, w = std::max(1.2, f.cell * 0.035);
    for (const Mark& m : h.marks) {
        const Point p = candidate_centre(m.candidate);
        const std::string col = hex(mark_colour(k, m.role, m.branch));
        const double x = f.x(p.x), y = f.x(p.y);
        switch (m.role) {
            case Role::On:
                append(s, "<circle class=\"cand-on\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" ", x, y, r);
                s += "fill=\"" + col + "\"/>\n";
                break;
            case Role::Off:
                append(s, "<circle class=\"cand-off\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"none\" ", x, y, r - w / 2);
                append(s, "stroke-width=\"%.2f\" ", w);
                s += "stroke=\"" + col + "\"/>\n";
                break;
            case Role::Place:
                append(s, "<circle class=\"cand-place\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" ", x, y, r * 0.85);
                append(s, "stroke-width=\"%.2f\" ", w);
                s += "fill=\"" + col + "\" stroke=\"" + col + "\"/>\n";
                append(s, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"none\" ", x, y, r + w);
                append(s, "stroke-width=\"%.2f\" ", w);
                s += "stroke=\"" + col + "\"/>\n";
                break;
            case Role::Fin:
                append(s, "<rect class=\"cand-fin\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"none\" ",
                       x - r, y - r, 2 * r, 2 * r);
                append(s, "stroke-width=\"%.2f\" ", w);
                s += "stroke=\"" + col + "\"/>\n";
                break;
            case Role::Group:
                append(s, "<rect class=\"cand-group\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" rx=\"3\" ",
                       x - r, y - r, 2 * r, 2 * r);
                append(s, "stroke-width=\"%.2f\" stroke-dasharray=\"%.2f %.2f\" ", w, w * 2, w * 1.5);
                s += "fill=\"" + col + "\" fill-opacity=\"0.18\" stroke=\"" + col + "\"/>\n";
                break;
            case Role::Elim: break;  // struck out over the digit
        }
    }
}

void hint_links(std::string& s, const HintDrawing& h, const HintColours& k, const Frame& f) {
    const double w = std::max(1.2, f.cell * 0.03);
    for (std::size_t i = 0; i < h.links.size() && i < h.curves.size(); ++i) {
        const Link& l = h.links[i];
        const LinkCurve& c = h.curves[i];
        const std::string col = hex(link_colour(k, l.branch));
        s += std::string("<path class=\"") + (l.strong ? "link-strong" : "link-weak") + "\" d=\"";
        append(s, "M%.2f %.2f", f.x(c.from.x), f.x(c.from.y));
        append(s, "Q%.2f %.2f %.2f %.2f\" fill=\"none\" ", f.x(c.control.x), f.x(c.control.y), f.x(c.to.x), f.x(c.to.y));
        append(s, "stroke-width=\"%.2f\" ", w);
        if (!l.strong) append(s, "stroke-dasharray=\"%.2f %.2f\" ", w * 3, w * 2.5);
        s += "stroke=\"" + col + "\" stroke-linecap=\"round\"/>\n";
        if (!h.arrows || l.from.cell == l.to.cell) continue;
        // The arrow head, along the curve's last direction.
        const double dx = c.to.x - c.control.x, dy = c.to.y - c.control.y, len = std::sqrt(dx * dx + dy * dy);
        if (len < 1e-6) continue;
        const double ux = dx / len, uy = dy / len, a = w * 3.2;
        const double tx = f.x(c.to.x), ty = f.x(c.to.y);
        append(s, "<path class=\"arrow\" d=\"M%.2f %.2fL%.2f %.2f", tx, ty, tx - a * ux + a * 0.6 * uy, ty - a * uy - a * 0.6 * ux);
        append(s, "L%.2f %.2fZ\" fill=\"", tx - a * ux - a * 0.6 * uy, ty - a * uy + a * 0.6 * ux);
        s += col + "\"/>\n";
    }
}

// A removed candidate: one line through its digit, which stays legible.
void hint_strikes(std::string& s, const HintDrawing& h, const HintColours& k, const Frame& f) {
    const double a = kCandidateRadius * f.cell, w = std::max(1.2, f.cell * 0.028);
    for (const Mark& m : h.marks) {
        if (m.role != Role::Elim) continue;
        const Point p = candidate_centre(m.candidate);
        const double x = f.x(p.x), y = f.x(p.y);
        s += "<path class=\"cand-elim\" d=\"";
        append(s, "M%.2f %.2fL%.2f %.2f\" ", x - a, y, x + a, y);
        append(s, "stroke-width=\"%.2f\" ", w);
        s += "stroke=\"" + hex(k.elim) + "\" stroke-linecap=\"round\"/>\n";
    }
}

}  // namespace

std::string board_svg(const Grid& givens, const Grid& values, const std::array<Mask, kCells>& marks,
                      const SvgOptions& o) {
    const double n = o.size, m = n * 0.02, cell = (n - 2 * m) / 9;
    const Frame frame{m, cell};
    const char* bg = o.dark ? "#1D222B" : "#FFFFFF";
    const char* thin = o.dark ? "#3A4250" : "#C9CED8";
    const char* thick = o.dark ? "#AEB8C9" : "#344055";
    const char* given = o.dark ? "#E8ECF3" : "#1B2230";
    const char* entry = o.dark ? "#7FA7FF" : "#2456C7";
    const char* mark = o.dark ? "#9AA4B5" : "#5A6478";
    const HintColours& colours = hint_colours(o.dark);
    std::string s;
    append(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n", n, n, n, n);
    s += std::string("<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"") + bg + "\"/>\n";
    for (int k = 1; k < 9; ++k) {
        if (k % 3 == 0) continue;
        const double p = m + k * cell;
        append(s, "<path d=\"M%.2f %.2fV%.2fM", p, m, n - m);
        append(s, "%.2f %.2fH%.2f\" stroke=\"", m, p, n - m);
        s += std::string(thin) + "\" stroke-width=\"1\"/>\n";
    }
    for (int k = 0; k <= 9; k += 3) {
        const double p = m + k * cell;
        append(s, "<path d=\"M%.2f %.2fV%.2fM", p, m, n - m);
        append(s, "%.2f %.2fH%.2f\" stroke=\"", m, p, n - m);
        s += std::string(thick) + "\" stroke-width=\"" + (k % 9 ? "2.5" : "3") + "\" stroke-linecap=\"square\"/>\n";
    }
    // A hint shows every candidate; its filled marks carry light digits, struck ones plain
    // digits of full contrast (legible across their strike).
    std::array<std::array<char, 10>, kCells> style{};  // per candidate: 'f' filled, 'e' struck, 'm' marked
    if (o.hint) {
        hint_shapes(s, *o.hint, colours, frame);
        for (const Mark& k : o.hint->marks) {
            char& st = style[k.candidate.cell][k.candidate.digit];
            const char want = k.role == Role::On || k.role == Role::Place ? 'f' : k.role == Role::Elim ? 'e' : 'm';
            if (st != 'f') st = want;
        }
    }
    s += "<g font-family=\"Inter, Helvetica, Arial, sans-serif\" text-anchor=\"middle\" dominant-baseline=\"central\">\n";
    for (int c = 0; c < kCells; ++c) {
        const double x = m + (c % 9 + 0.5) * cell, y = m + (c / 9 + 0.5) * cell;
        const Mask shown = o.hint ? o.hint->candidates[c] : (o.marks ? marks[c] : Mask(0));
        if (values[c] && (!o.hint || o.hint->values[c])) {  // a hint may reason from a filled cell's candidates
            append(s, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.1f\" ", x, y, cell * 0.62);
            s += std::string("font-weight=\"") + (givens[c] ? "600" : "400") + "\" fill=\"" + (givens[c] ? given : entry) +
                 "\">" + char('0' + values[c]) + "</text>\n";
        } else if (shown) {
            for (int d = 1; d <= 9; ++d) {
                if (!(shown & bit(d))) continue;
                const double mx = x + ((d - 1) % 3 - 1) * cell * 0.3, my = y + ((d - 1) / 3 - 1) * cell * 0.3;
                append(s, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.1f\" ", mx, my, cell * (o.hint ? 0.27 : 0.22));
                const char st = style[c][d];
                std::string fill = st == 'f' ? hex(colours.on_text) : st == 'e' ? given : mark;
                if (st == 'f' || st == 'm') s += "font-weight=\"700\" ";
                s += "fill=\"" + fill + "\">" + char('0' + d) + "</text>\n";
            }
        }
    }
    s += "</g>\n";
    if (o.hint) {
        hint_links(s, *o.hint, colours, frame);
        hint_strikes(s, *o.hint, colours, frame);
    }
    s += "</svg>\n";
    return s;
}

}  // namespace sudoku
