// Singles: full house, hidden single, naked single.
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

void single(Step& out, int house, int cell, int digit) {
    Candidate c{std::uint8_t(cell), std::uint8_t(digit)};
    if (house >= 0) out.houses.push_back(house);
    out.pattern.push_back(c);
    out.placements.push_back(c);
    finish_step(out);
}

}  // namespace

bool find_full_house(const Context& x, Step& out) {
    for (int i = 0; i < x.t.houses; ++i) {
        int h = x.t.scan_house(i), empty = -1, blanks = 0;
        Mask placed = 0;
        for (auto c : x.t.house(h)) {
            if (x.s.grid[c]) placed |= bit(x.s.grid[c]);
            else if (++blanks == 1) empty = c;
        }
        if (blanks != 1) continue;
        Mask missing = Mask(x.t.all & ~placed);
        if (count(missing) != 1 || !(x.s.cand[empty] & missing)) continue;
        single(out, h, empty, lowest_digit(missing));
        return true;
    }
    return false;
}

bool find_hidden_single(const Context& x, Step& out) {
    for (int i = 0; i < x.t.houses; ++i) {
        int h = x.t.scan_house(i);
        unsigned once = 0, twice = 0;
        for (auto c : x.t.house(h)) {
            twice |= once & x.s.cand[c];
            once |= x.s.cand[c];
        }
        unsigned only = once & ~twice;
        if (!only) continue;
        int d = lowest_digit(only);
        for (auto c : x.t.house(h))
            if (x.s.cand[c] & bit(d)) {
                single(out, h, c, d);
                return true;
            }
    }
    return false;
}

bool find_naked_single(const Context& x, Step& out) {
    for (int c = 0; c < x.t.cells; ++c)
        if (!x.s.grid[c] && count(x.s.cand[c]) == 1) {
            single(out, -1, c, lowest_digit(x.s.cand[c]));
            out.houses = {x.t.box_house(c), x.t.row_house(c), x.t.col_house(c)};
            return true;
        }
    return false;
}

}  // namespace sudoku::logic
