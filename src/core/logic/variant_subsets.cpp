// Naked and hidden pairs, triples and quads in any house; naked ones also inside killer cages
// (no digit repeats in a cage, so k cells with k digits between them keep those digits).
#include <algorithm>
#include <functional>

#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

namespace {

const int kNakedRank[5] = {0, 0, kNakedPair, kNakedTriple, kNakedQuad};
const int kHiddenRank[5] = {0, 0, kHiddenPair, kHiddenTriple, kHiddenQuad};

// Calls f on each k-subset of `items` (as indices) until it returns true.
bool variant_each_subset(int count, int k, const std::function<bool(const std::vector<int>&)>& f) {
    std::vector<int> idx(k);
    std::function<bool(int, int)> rec = [&](int start, int depth) {
        if (depth == k) return f(idx);
        for (int i = start; i <= count - (k - depth); ++i) {
            idx[depth] = i;
            if (rec(i + 1, depth + 1)) return true;
        }
        return false;
    };
    return k <= count && rec(0, 0);
}

// A group of cells that never repeats a digit: a house, or a cage (house < 0).
bool variant_naked_in(const Ctx& x, const std::vector<int>& group, int house, int cage, int k, VariantStep& out) {
    std::vector<int> small, blanks;
    for (int c : group)
        if (!x.p.cells[c]) {
            blanks.push_back(c);
            if (popcount(x.cand(c)) <= k) small.push_back(c);
        }
    if (int(blanks.size()) <= k) return false;
    return variant_each_subset(int(small.size()), k, [&](const std::vector<int>& idx) {
        Mask u = 0;
        std::vector<int> cells;
        for (int i : idx) {
            u |= x.cand(small[i]);
            cells.push_back(small[i]);
        }
        if (popcount(u) != k) return false;
        std::vector<CellDigit> elims;
        for (int c : blanks) {
            if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
            for (unsigned m = x.cand(c) & u; m; m &= m - 1) elims.push_back(cd(c, lowest_digit(m)));
        }
        if (elims.empty()) return false;
        out.eliminations = elims;
        for (int c : cells)
            for (unsigned m = x.cand(c); m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
        if (house >= 0) out.houses = {house};
        else out.cages = {cage};
        vt_finish(out, kNakedRank[k], "naked_set",
                  {{"cells", vt_cells(x.g, cells)},
                   {"digits", vt_digits(u)},
                   {"of_house", house >= 0 ? vt_house(x.g, house, "of") : vt_cage(x.g, cage, "of")},
                   {"removals", vt_removals(x.g, elims)}});
        return true;
    });
}

}  // namespace

bool find_naked_subset(const Ctx& x, VariantStep& out, int k) {
    const auto& houses = x.g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h)
        if (variant_naked_in(x, houses[h].cells, int(h), -1, k, out)) return true;
    const auto& cages = x.g.cages();
    for (std::size_t c = 0; c < cages.size(); ++c)
        if (variant_naked_in(x, cages[c].cells, -1, int(c), k, out)) return true;
    return false;
}

bool find_hidden_subset(const Ctx& x, VariantStep& out, int k) {
    const auto& houses = x.g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        std::vector<int> digits;
        int blanks = 0;
        for (int c : houses[h].cells) blanks += !x.p.cells[c];
        if (blanks <= k) continue;
        for (int d = 1; d <= x.n; ++d) {
            int places = popcount(x.where[h][d]);
            if (!(x.placed[h] & bit(d)) && places >= 1 && places <= k) digits.push_back(d);
        }
        bool found = variant_each_subset(int(digits.size()), k, [&](const std::vector<int>& idx) {
            std::uint32_t where = 0;
            Mask ds = 0;
            for (int i : idx) {
                where |= x.where[h][digits[i]];
                ds |= bit(digits[i]);
            }
            if (popcount(where) != k) return false;
            std::vector<int> cells;
            std::vector<CellDigit> elims;
            for (std::uint32_t m = where; m; m &= m - 1) {
                int c = houses[h].cells[lowest_digit(m) - 1];
                cells.push_back(c);
                for (unsigned r = x.cand(c) & ~ds; r; r &= r - 1) elims.push_back(cd(c, lowest_digit(r)));
            }
            if (elims.empty()) return false;
            out.eliminations = elims;
            for (int c : cells)
                for (unsigned r = x.cand(c) & ds; r; r &= r - 1) out.highlights.push_back(cd(c, lowest_digit(r)));
            out.houses = {int(h)};
            vt_finish(out, kHiddenRank[k], "hidden_set",
                      {{"in_house", vt_house(x.g, int(h), "in")},
                       {"digits", vt_digits(ds)},
                       {"cells", vt_cells(x.g, cells)},
                       {"removals", vt_removals(x.g, elims)}});
            return true;
        });
        if (found) return true;
    }
    return false;
}

bool find_naked_pair(const Ctx& x, VariantStep& out) { return find_naked_subset(x, out, 2); }
bool find_naked_triple(const Ctx& x, VariantStep& out) { return find_naked_subset(x, out, 3); }
bool find_naked_quad(const Ctx& x, VariantStep& out) { return find_naked_subset(x, out, 4); }
bool find_hidden_pair(const Ctx& x, VariantStep& out) { return find_hidden_subset(x, out, 2); }
bool find_hidden_triple(const Ctx& x, VariantStep& out) { return find_hidden_subset(x, out, 3); }
bool find_hidden_quad(const Ctx& x, VariantStep& out) { return find_hidden_subset(x, out, 4); }

}  // namespace sudoku::vlogic
