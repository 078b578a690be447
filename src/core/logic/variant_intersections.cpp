// Locked candidates between any two houses that share two or more cells: a digit whose
// places in one house all lie in another leaves the rest of that other house. Covers
// pointing and claiming (boxes or jigsaw regions against rows and columns) and the X
// diagonals against boxes, rows and columns.
#include <algorithm>

#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

namespace {

bool variant_in_house(const Geometry& g, int cell, int house) {
    const auto& hs = g.houses_of(cell);
    return std::find(hs.begin(), hs.end(), house) != hs.end();
}

}  // namespace

bool find_locked_candidates(const Ctx& x, VariantStep& out) {
    const auto& houses = x.g.houses();
    for (std::size_t a = 0; a < houses.size(); ++a)
        for (int d = 1; d <= x.n; ++d) {
            std::uint32_t w = x.where[a][d];
            if (popcount(w) < 2) continue;
            std::vector<int> places;
            for (std::uint32_t m = w; m; m &= m - 1) places.push_back(houses[a].cells[lowest_digit(m) - 1]);
            for (int b : x.g.houses_of(places[0])) {
                if (b == int(a)) continue;
                bool inside = std::all_of(places.begin(), places.end(), [&](int c) { return variant_in_house(x.g, c, b); });
                if (!inside) continue;
                std::vector<CellDigit> elims;
                for (int c : houses[b].cells)
                    if (x.has(c, d) && !variant_in_house(x.g, c, int(a))) elims.push_back(cd(c, d));
                if (elims.empty()) continue;
                out.eliminations = elims;
                for (int c : places) out.highlights.push_back(cd(c, d));
                out.houses = {int(a), b};
                vt_finish(out, kLockedCandidates, "locked",
                          {{"in_house", vt_house(x.g, int(a), "in")},
                           {"digit", vt_digit(d)},
                           {"other", vt_house(x.g, b)},
                           {"in_other", vt_house(x.g, b, "in")},
                           {"removals", vt_removals(x.g, elims)}});
                return true;
            }
        }
    return false;
}

}  // namespace sudoku::vlogic
