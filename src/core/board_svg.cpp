#include "board_svg.h"

#include <cstdio>

namespace sudoku {
namespace {
void append(std::string& s, const char* fmt, double a, double b = 0, double c = 0, double d = 0) {
    char buf[160];
    std::snprintf(buf, sizeof buf, fmt, a, b, c, d);
    s += buf;
}
}  // namespace

std::string board_svg(const Grid& givens, const Grid& values, const std::array<Mask, kCells>& marks,
                      const SvgOptions& o) {
    const double n = o.size, m = n * 0.02, cell = (n - 2 * m) / 9;
    const char* bg = o.dark ? "#1D222B" : "#FFFFFF";
    const char* thin = o.dark ? "#3A4250" : "#C9CED8";
    const char* thick = o.dark ? "#AEB8C9" : "#344055";
    const char* given = o.dark ? "#E8ECF3" : "#1B2230";
    const char* entry = o.dark ? "#7FA7FF" : "#2456C7";
    const char* mark = o.dark ? "#9AA4B5" : "#5A6478";
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
    s += "<g font-family=\"Inter, Helvetica, Arial, sans-serif\" text-anchor=\"middle\" dominant-baseline=\"central\">\n";
    for (int c = 0; c < kCells; ++c) {
        const double x = m + (c % 9 + 0.5) * cell, y = m + (c / 9 + 0.5) * cell;
        if (values[c]) {
            append(s, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.1f\" ", x, y, cell * 0.62);
            s += std::string("font-weight=\"") + (givens[c] ? "600" : "400") + "\" fill=\"" + (givens[c] ? given : entry) +
                 "\">" + char('0' + values[c]) + "</text>\n";
        } else if (o.marks && marks[c]) {
            for (int d = 1; d <= 9; ++d) {
                if (!(marks[c] & bit(d))) continue;
                const double mx = x + ((d - 1) % 3 - 1) * cell * 0.3, my = y + ((d - 1) / 3 - 1) * cell * 0.3;
                append(s, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.1f\" ", mx, my, cell * 0.22);
                s += std::string("fill=\"") + mark + "\">" + char('0' + d) + "</text>\n";
            }
        }
    }
    s += "</g>\n</svg>\n";
    return s;
}

}  // namespace sudoku
