// Locked candidates: pointing (a box or region confines a digit to one line) and claiming
// (a line, row, column or diagonal, confines a digit to one box or region). On any
// geometry: a jigsaw region may meet a row in many cells, a diagonal meets boxes too.
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

// The digit's cells in `inside` all lie in `other`: remove it from the rest of `other`.
bool locked(const Context& x, int inside, int other, int digit, Step& out) {
    const auto in = x.t.house(inside);
    auto in_house = [&](int cell) { return std::find(in.begin(), in.end(), cell) != in.end(); };
    for (auto c : x.t.house(other))
        if ((x.s.cand[c] & bit(digit)) && !in_house(c))
            out.eliminations.push_back({c, std::uint8_t(digit)});
    if (out.eliminations.empty()) return false;
    for (auto c : in)
        if (x.s.cand[c] & bit(digit)) out.pattern.push_back({c, std::uint8_t(digit)});
    out.houses = {inside, other};
    finish_step(out);
    return true;
}

// Tries every house other than `house` (of the wanted kind) holding all the places `pos`
// of `digit` in `house`, in the first cell's house order (rows, columns, boxes, diagonals).
bool lock_in_common(const Context& x, int house, unsigned pos, int digit, bool to_lines, Step& out) {
    const int first = x.t.house_cell(house, __builtin_ctz(pos));
    for (int k = 0; k < x.t.house_count(first); ++k) {
        int other = x.t.house_of(first, k);
        if (other == house || x.t.is_box(other) == to_lines) continue;
        bool all = true;
        for (unsigned p = pos & (pos - 1); p && all; p &= p - 1) all = x.t.in_house(x.t.house_cell(house, __builtin_ctz(p)), other);
        if (all && locked(x, house, other, digit, out)) return true;
    }
    return false;
}

}  // namespace

bool find_pointing(const Context& x, Step& out) {
    for (int b = 2 * x.t.n; b < 3 * x.t.n; ++b)
        for (int d = 1; d <= x.t.n; ++d) {
            unsigned pos = positions(x, b, d);
            if (count(pos) >= 2 && lock_in_common(x, b, pos, d, true, out)) return true;
        }
    return false;
}

bool find_claiming(const Context& x, Step& out) {
    for (int l = 0; l < x.t.houses; ++l) {
        if (x.t.is_box(l)) continue;
        for (int d = 1; d <= x.t.n; ++d) {
            unsigned pos = positions(x, l, d);
            if (count(pos) >= 2 && lock_in_common(x, l, pos, d, false, out)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
