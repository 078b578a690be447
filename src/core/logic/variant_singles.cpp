// Variant singles: full house, the last cell of a cage, hidden single, naked single.
#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

bool find_full_house(const Ctx& x, VariantStep& out) {
    const auto& houses = x.g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        int empty = -1, blanks = 0;
        for (int c : houses[h].cells)
            if (!x.p.cells[c] && ++blanks == 1) empty = c;
        if (blanks != 1) continue;
        Mask missing = Mask(x.g.all_digits() & ~x.placed[h]);
        if (popcount(missing) != 1 || !(x.cand(empty) & missing)) continue;
        int d = lowest_digit(missing);
        out.placements.push_back(cd(empty, d));
        out.highlights.push_back(cd(empty, d));
        out.houses.push_back(int(h));
        vt_finish(out, kFullHouse, "full_house",
                  {{"cell", x.g.cell_name(empty)}, {"in_house", vt_house(x.g, int(h), "in")}, {"digit", vt_digit(d)}});
        return true;
    }
    return false;
}

bool find_cage_single(const Ctx& x, VariantStep& out) {
    const auto& cages = x.g.cages();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (!cages[k].has_sum()) continue;  // no sum: nothing says its last digit
        int empty = -1, blanks = 0, rest = cages[k].sum;
        for (int c : cages[k].cells) {
            if (!x.p.cells[c]) {
                if (++blanks == 1) empty = c;
            } else {
                rest -= x.p.cells[c];
            }
        }
        if (blanks != 1 || rest < 1 || rest > x.n || !x.has(empty, rest)) continue;
        out.placements.push_back(cd(empty, rest));
        out.highlights.push_back(cd(empty, rest));
        out.cages.push_back(int(k));
        vt_finish(out, kCageSingle, "cage_single",
                  {{"cell", x.g.cell_name(empty)},
                   {"of_cage", vt_cage(x.g, int(k), "of")},
                   {"others", std::to_string(cages[k].sum - rest)},
                   {"digit", vt_digit(rest)}});
        return true;
    }
    return false;
}

bool find_hidden_single(const Ctx& x, VariantStep& out) {
    const auto& houses = x.g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h)
        for (int d = 1; d <= x.n; ++d) {
            std::uint32_t w = x.where[h][d];
            if (popcount(w) != 1 || (x.placed[h] & bit(d))) continue;
            int c = houses[h].cells[lowest_digit(w) - 1];
            out.placements.push_back(cd(c, d));
            out.highlights.push_back(cd(c, d));
            out.houses.push_back(int(h));
            vt_finish(out, kHiddenSingle, "hidden_single",
                      {{"in_house", vt_house(x.g, int(h), "in")}, {"digit", vt_digit(d)}, {"cell", x.g.cell_name(c)}});
            return true;
        }
    return false;
}

bool find_naked_single(const Ctx& x, VariantStep& out) {
    for (int c = 0; c < x.g.cells(); ++c)
        if (!x.p.cells[c] && popcount(x.cand(c)) == 1) {
            int d = lowest_digit(x.cand(c));
            out.placements.push_back(cd(c, d));
            out.highlights.push_back(cd(c, d));
            out.houses = x.g.houses_of(c);
            if (x.g.cage_of(c) >= 0) out.cages.push_back(x.g.cage_of(c));
            vt_finish(out, kNakedSingle, "naked_single", {{"cell", x.g.cell_name(c)}, {"digit", vt_digit(d)}});
            return true;
        }
    return false;
}

}  // namespace sudoku::vlogic
