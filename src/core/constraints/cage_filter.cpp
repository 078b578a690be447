// The cage filter: per empty cell of a cage, the digits some digit set of its sum can put
// there with every cell's candidates. It runs inside forcing chains once per candidate an
// assumption removes, so there it allocates nothing and stays cheap: one, two or three cells
// are filtered exactly by loops, larger cages by the digit-set tables and bounds (a set is
// kept when every cell has one of its digits and the cells together cover it). The
// techniques ask for the exact answer: a search over the digits left, remembered per set of
// digits (at most 2^n states, where orders of digits were n!).
#include <cstring>

#include "core/constraints/cage_internal.h"
#include "core/logic/logic_internal.h"

namespace sudoku::cages {

namespace {

struct CageSearch {
    const int* cells;
    const Mask* cand;
    int k;
    Mask* ok;
    std::uint8_t* memo;  // per set of digits left: 0 unknown, 1 fits, 2 not

    // Whether the cells from index k - |left| on can take exactly the digits `left`.
    bool fits(Mask left) {
        const int i = k - logic::count(left);
        if (i == k) return true;
        std::uint8_t& known = memo[left];
        if (known) return known == 1;
        bool any = false;
        for (unsigned m = left & cand[cells[i]]; m; m &= m - 1) {
            const Mask d = Mask(m & (0u - m));
            if (fits(Mask(left & ~d))) {
                ok[i] |= d;
                any = true;
            }
        }
        known = any ? 1 : 2;
        return any;
    }
};

}  // namespace

bool cage_filter(int n, const int* cells, int k, const Mask* cand, int rest, Mask exclude, Mask need, Mask* ok,
                 std::vector<Mask>* sets) {
    for (int i = 0; i < k; ++i) ok[i] = 0;
    if (k == 0) return rest == 0 && !need;
    const Mask all = Mask(((1u << n) - 1) & ~exclude);
    if (!sets && !need) {
        // Exact loops for the small cages (most of a chain's work).
        if (k == 1) {
            if (rest < 1 || rest > n || !(all & cand[cells[0]] & bit(rest))) return false;
            ok[0] = bit(rest);
            return true;
        }
        if (k == 2) {
            const Mask a = Mask(cand[cells[0]] & all), b = Mask(cand[cells[1]] & all);
            for (unsigned m = a; m; m &= m - 1) {
                const int d = lowest_digit(m), e = rest - d;
                if (e < 1 || e > n || e == d || !(b & bit(e))) continue;
                ok[0] |= bit(d);
                ok[1] |= bit(e);
            }
            return ok[0] != 0;
        }
        if (k == 3) {
            const Mask a = Mask(cand[cells[0]] & all), b = Mask(cand[cells[1]] & all), c = Mask(cand[cells[2]] & all);
            for (unsigned m = a; m; m &= m - 1) {
                const int d = lowest_digit(m);
                for (unsigned r = b & ~bit(d); r; r &= r - 1) {
                    const int e = lowest_digit(r), f = rest - d - e;
                    if (f < 1 || f > n || f == d || f == e || !(c & bit(f))) continue;
                    ok[0] |= bit(d);
                    ok[1] |= bit(e);
                    ok[2] |= bit(f);
                }
            }
            return ok[0] != 0;
        }
    }
    Mask any = 0, single = 0;
    for (int i = 0; i < k; ++i) {
        any |= cand[cells[i]];
        if (logic::count(cand[cells[i]]) == 1) single |= cand[cells[i]];
    }
    any &= all;
    if (!sets && !need) {
        // Larger cages inside a chain: a set fits when every cell has one of its digits, the
        // cells cover it and it holds the cells' single candidates; each cell keeps the
        // digits of the sets that fit. Weaker than the search (no matching), never wrong.
        for (Mask m : combos(n, k, rest)) {
            if ((m & any) != m || (m & single) != single) continue;
            bool each = true;
            for (int i = 0; i < k && each; ++i) each = (cand[cells[i]] & m) != 0;
            if (!each) continue;
            for (int i = 0; i < k; ++i) ok[i] |= Mask(cand[cells[i]] & m);
        }
        return ok[0] != 0;
    }
    std::uint8_t small[512];
    std::vector<std::uint8_t> big;
    std::uint8_t* memo = small;
    if (n <= 9) std::memset(small, 0, sizeof small);
    else {
        big.assign(std::size_t(1) << n, 0);
        memo = big.data();
    }
    CageSearch s{cells, cand, k, ok, memo};
    bool found = false;
    for (Mask m : combos(n, k, rest)) {
        if ((m & any) != m || (m & need) != need) continue;  // a digit no cell can take, or one missing
        bool each = true;
        for (int i = 0; i < k && each; ++i) each = (cand[cells[i]] & m) != 0;
        if (!each || !s.fits(m)) continue;
        found = true;
        if (sets) sets->push_back(m);
    }
    return found;
}

}  // namespace sudoku::cages
