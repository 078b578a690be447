// Wings: XY-Wing, XYZ-Wing, W-Wing. Each shows that one of two cells holds digit z, so
// z leaves every cell that sees both (and, for XYZ, the pivot too).
#include "logic_internal.h"

namespace sudoku::logic {
namespace {

Candidate cand(int cell, int digit) { return {std::uint8_t(cell), std::uint8_t(digit)}; }

// Removes z from the cells seeing all of `cells`.
void eliminate_seen(const CandidateGrid& s, std::initializer_list<int> cells, int z, Step& out) {
    out.eliminations.clear();
    for (int c = 0; c < kCells; ++c) {
        if (!(s.cand[c] & bit(z))) continue;
        bool all = true;
        for (int w : cells) all = all && sees(c, w);
        if (all) out.eliminations.push_back(cand(c, z));
    }
}

void add_cell(const CandidateGrid& s, int c, Step& out) {
    for (int d : digits_of(s.cand[c])) out.pattern.push_back(cand(c, d));
}

// The first house shared by two cells (row, column, box).
int shared_house(int a, int b) {
    if (row_of(a) == row_of(b)) return row_of(a);
    if (col_of(a) == col_of(b)) return 9 + col_of(a);
    return 18 + box_of(a);
}

// A pivot with `pivot_size` candidates and two bivalue pincers it sees, each sharing a
// different digit with the pivot plus the common digit z.
bool wing(const CandidateGrid& s, int pivot_size, Step& out) {
    for (int p = 0; p < kCells; ++p) {
        Mask pm = s.cand[p];
        if (popcount(pm) != pivot_size) continue;
        const auto& pp = peers()[p];
        for (int i = 0; i < 20; ++i) {
            int a = pp[i];
            Mask am = s.cand[a];
            if (popcount(am) != 2) continue;
            for (int j = i + 1; j < 20; ++j) {
                int b = pp[j];
                Mask bm = s.cand[b];
                if (popcount(bm) != 2 || bm == am) continue;
                Mask z = am & bm;
                if (popcount(z) != 1) continue;
                if (pivot_size == 2) {  // XY: pivot {x,y}, pincers {x,z} {y,z}, z not in pivot
                    if ((pm & z) || (am | bm) != (pm | z)) continue;
                    eliminate_seen(s, {a, b}, lowest_digit(z), out);
                } else {  // XYZ: pivot {x,y,z}, pincers {x,z} {y,z}
                    if ((am | bm) != pm) continue;
                    eliminate_seen(s, {p, a, b}, lowest_digit(z), out);
                }
                if (out.eliminations.empty()) continue;
                add_cell(s, p, out);
                add_cell(s, a, out);
                add_cell(s, b, out);
                out.houses = {shared_house(p, a), shared_house(p, b)};
                finish_step(out);
                return true;
            }
        }
    }
    return false;
}

}  // namespace

bool find_xy_wing(const CandidateGrid& s, Step& out) { return wing(s, 2, out); }
bool find_xyz_wing(const CandidateGrid& s, Step& out) { return wing(s, 3, out); }

// Two cells holding the same pair {x,y}, and a house where x fits only in two cells, one
// seeing each: one of the pair cells must be y.
bool find_w_wing(const CandidateGrid& s, Step& out) {
    for (int a = 0; a < kCells; ++a) {
        Mask m = s.cand[a];
        if (popcount(m) != 2) continue;
        for (int b = a + 1; b < kCells; ++b) {
            if (s.cand[b] != m || sees(a, b)) continue;
            for (int x : digits_of(m)) {
                int y = lowest_digit(m & ~bit(x));
                eliminate_seen(s, {a, b}, y, out);
                if (out.eliminations.empty()) continue;
                for (int h = 0; h < kHouses; ++h) {
                    unsigned pos = positions(s, h, x);
                    if (popcount(pos) != 2) continue;
                    int u = house_cells()[h][__builtin_ctz(pos)];
                    int v = house_cells()[h][31 - __builtin_clz(pos)];
                    if (u == a || u == b || v == a || v == b) continue;
                    if (!((sees(u, a) && sees(v, b)) || (sees(u, b) && sees(v, a)))) continue;
                    add_cell(s, a, out);
                    add_cell(s, b, out);
                    out.pattern.push_back(cand(u, x));
                    out.pattern.push_back(cand(v, x));
                    out.houses = {h};
                    finish_step(out);
                    return true;
                }
            }
        }
    }
    return false;
}

}  // namespace sudoku::logic
