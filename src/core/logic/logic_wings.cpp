// Wings: XY-Wing, XYZ-Wing, W-Wing. Each shows that one of two cells holds digit z, so
// z leaves every cell that sees both (and, for XYZ, the pivot too).
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {


// Removes z from the cells seeing all of `cells`.
void eliminate_seen(const Context& x, std::initializer_list<int> cells, int z, Step& out) {
    out.eliminations.clear();
    for (int c = 0; c < x.t.cells; ++c) {
        if (!(x.s.cand[c] & bit(z))) continue;
        bool all = true;
        for (int w : cells) all = all && x.t.sees(c, w);
        if (all) out.eliminations.push_back(cand(c, z));
    }
}

void add_cell(const Context& x, int c, Step& out) {
    for (int d : digits_of(x.s.cand[c])) out.pattern.push_back(cand(c, d));
}

// The first house shared by two cells (row, column, box or region, diagonal); -1 when they
// see each other through a cage only.
int shared_house(const Context& x, int a, int b) {
    for (int k = 0; k < x.t.house_count(a); ++k)
        if (x.t.in_house(b, x.t.house_of(a, k))) return x.t.house_of(a, k);
    return -1;
}

// A pivot with `pivot_size` candidates and two bivalue pincers it sees, each sharing a
// different digit with the pivot plus the common digit z.
bool wing(const Context& x, int pivot_size, Step& out) {
    for (int p = 0; p < x.t.cells; ++p) {
        Mask pm = x.s.cand[p];
        if (count(pm) != pivot_size) continue;
        int wings[kMaxCells], k = 0;  // bivalue peers sharing a digit with the pivot
        for (auto c : x.t.peers(p))
            if (count(x.s.cand[c]) == 2 && (x.s.cand[c] & pm)) wings[k++] = c;
        for (int i = 0; i < k; ++i) {
            int a = wings[i];
            Mask am = x.s.cand[a];
            for (int j = i + 1; j < k; ++j) {
                int b = wings[j];
                Mask bm = x.s.cand[b];
                if (bm == am) continue;
                Mask z = am & bm;
                if (count(z) != 1) continue;
                if (pivot_size == 2) {  // XY: pivot {x,y}, pincers {x,z} {y,z}, z not in pivot
                    if ((pm & z) || (am | bm) != (pm | z)) continue;
                    eliminate_seen(x, {a, b}, lowest_digit(z), out);
                } else {  // XYZ: pivot {x,y,z}, pincers {x,z} {y,z}
                    if ((am | bm) != pm) continue;
                    eliminate_seen(x, {p, a, b}, lowest_digit(z), out);
                }
                if (out.eliminations.empty()) continue;
                add_cell(x, p, out);
                add_cell(x, a, out);
                add_cell(x, b, out);
                out.houses.clear();
                for (int h : {shared_house(x, p, a), shared_house(x, p, b)})
                    if (h >= 0) out.houses.push_back(h);
                if (out.houses.empty()) out.houses.push_back(x.t.box_house(p));
                finish_step(out);
                return true;
            }
        }
    }
    return false;
}

}  // namespace

bool find_xy_wing(const Context& x, Step& out) { return wing(x, 2, out); }
bool find_xyz_wing(const Context& x, Step& out) { return wing(x, 3, out); }

// Two cells holding the same pair {x,y}, and a house where x fits only in two cells, one
// seeing each: one of the pair cells must be y.
bool find_w_wing(const Context& x, Step& out) {
    for (int a = 0; a < x.t.cells; ++a) {
        Mask m = x.s.cand[a];
        if (count(m) != 2) continue;
        for (int b = a + 1; b < x.t.cells; ++b) {
            if (x.s.cand[b] != m || x.t.sees(a, b)) continue;
            for (int xd : digits_of(m)) {
                int y = lowest_digit(m & ~bit(xd));
                eliminate_seen(x, {a, b}, y, out);
                if (out.eliminations.empty()) continue;
                for (int h = 0; h < x.t.houses; ++h) {
                    unsigned pos = positions(x, h, xd);
                    if (count(pos) != 2) continue;
                    int u = x.t.house_cell(h, __builtin_ctz(pos));
                    int v = x.t.house_cell(h, 31 - __builtin_clz(pos));
                    if (u == a || u == b || v == a || v == b) continue;
                    if (!((x.t.sees(u, a) && x.t.sees(v, b)) || (x.t.sees(u, b) && x.t.sees(v, a)))) continue;
                    add_cell(x, a, out);
                    add_cell(x, b, out);
                    out.pattern.push_back(cand(u, xd));
                    out.pattern.push_back(cand(v, xd));
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
