// Each rule kind's propagation, the one every engine runs (the solvers, the watchable search,
// the logic's constraint kind and forcing chains): a Prop (constraints.h) narrows the candidates of its
// own cells to the digits some filling of them that keeps the prop allows. Filters are sound (a
// digit of some solution is never removed) and cheap; where exactness would cost much they use
// bounds (sums where digits may repeat).
#pragma once
#include <string>
#include <vector>

#include "core/grid/geometry.h"

namespace sudoku {

// m[i]: the candidates of p.cells[i] (a filled cell: its digit's bit), narrowed in place; false
// when some cell is left with none (the prop cannot be kept).
bool prop_filter(const Prop& p, int n, Mask* m);

// prop_filter's pair (two cells, allow[] a symmetric relation), inline: forcing chains on
// non-consecutive and kropki grids call it for every candidate an assumption removes.
// A pair's filter from its table and cover (Prop::allow, Prop::cover): each cell keeps the digits
// the other's allow; false when one is left without a digit.
inline bool filter_pair(const Mask* allow, int cover, Mask* m) {
    // Both cells hold more digits than can leave out one of the other's: nothing goes (the
    // common case inside forcing chains on non-consecutive grids).
    if (popcount(m[0]) > cover && popcount(m[1]) > cover) return true;
    Mask a = 0, b = 0;
    for (unsigned r = m[0]; r; r &= r - 1) b |= allow[std::size_t(lowest_digit(r))];
    b &= m[1];
    for (unsigned r = b; r; r &= r - 1) a |= allow[std::size_t(lowest_digit(r))];  // symmetric relations
    a &= m[0];
    m[0] = a, m[1] = b;
    return a && b;
}
inline bool filter_pair(const Prop& p, Mask* m) { return filter_pair(p.allow.data(), p.cover, m); }

// Every prop of g over the whole candidate array (cells x masks) until nothing changes; false
// on a contradiction.
bool props_fixpoint(const Geometry& g, Mask* cand);

// The first rule the filled cells break ("the thermo at r1c1 is broken by r1c2 (3) and r1c3 (2)",
// "r2c2 and r3c4 both hold 5 (anti-knight)"), or "" when none: blanks may still take any digit.
std::string rule_conflict(const Geometry& g, const std::vector<std::uint8_t>& cells);

}  // namespace sudoku
