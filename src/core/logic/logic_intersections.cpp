// Locked candidates: pointing (a box confines a digit to one line) and claiming (a line
// confines a digit to one box).
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

// The digit's cells in `inside` all lie in `other`: remove it from the rest of `other`.
bool locked(const Context& x, int inside, int other, int digit, Step& out) {
    const auto& in = house_cells()[inside];
    std::vector<Candidate> pattern;
    auto in_house = [&](int cell) { return std::find(in.begin(), in.end(), cell) != in.end(); };
    for (auto c : house_cells()[other])
        if ((x.s.cand[c] & bit(digit)) && !in_house(c))
            out.eliminations.push_back({c, std::uint8_t(digit)});
    if (out.eliminations.empty()) return false;
    for (auto c : in)
        if (x.s.cand[c] & bit(digit)) out.pattern.push_back({c, std::uint8_t(digit)});
    out.houses = {inside, other};
    finish_step(out);
    return true;
}

// The line (row 0-8 / column 9-17) holding all of `cells`, or -1.
int common_line(unsigned pos, int house, bool rows) {
    int line = -1;
    const auto& hc = house_cells()[house];
    for (int i = 0; i < 9; ++i) {
        if (!(pos & (1u << i))) continue;
        int l = rows ? row_of(hc[i]) : 9 + col_of(hc[i]);
        if (line >= 0 && l != line) return -1;
        line = l;
    }
    return line;
}

}  // namespace

bool find_pointing(const Context& x, Step& out) {
    for (int b = 18; b < 27; ++b)
        for (int d = 1; d <= 9; ++d) {
            unsigned pos = positions(x, b, d);
            if (count(pos) < 2) continue;
            for (bool rows : {true, false}) {
                int line = common_line(pos, b, rows);
                if (line >= 0 && locked(x, b, line, d, out)) return true;
            }
        }
    return false;
}

bool find_claiming(const Context& x, Step& out) {
    for (int l = 0; l < 18; ++l)
        for (int d = 1; d <= 9; ++d) {
            unsigned pos = positions(x, l, d);
            if (count(pos) < 2) continue;
            int box = -1;
            bool one = true;
            for (int i = 0; i < 9 && one; ++i)
                if (pos & (1u << i)) {
                    int b = 18 + box_of(house_cells()[l][i]);
                    one = box < 0 || b == box;
                    box = b;
                }
            if (one && locked(x, l, box, d, out)) return true;
        }
    return false;
}

}  // namespace sudoku::logic
