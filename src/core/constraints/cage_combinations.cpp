// Killer cages: the combinations a cage's sum still allows with its cells' candidates, the
// digits every combination needs (seen from outside the cage), and a house's digit confined
// to a cage (so the cage must hold it). Cages without a sum take no part here.
#include <algorithm>

#include "core/constraints/cage_internal.h"

namespace sudoku::cages {

// Digit sets by size and sum for every supported n, made once: [n][cells][sum].
const std::vector<Mask>& combos(int n, int cells, int sum) {
    using Table = std::vector<std::vector<std::vector<Mask>>>;
    static const std::vector<Table> tables = [] {
        std::vector<Table> t(kMaxSize + 1);
        for (int size = 1; size <= kMaxSize; ++size) {
            t[size].assign(size + 1, std::vector<std::vector<Mask>>(size * (size + 1) / 2 + 1));
            for (unsigned m = 1; m < (1u << size); ++m) {
                int s = 0;
                for (unsigned r = m; r; r &= r - 1) s += lowest_digit(r);
                t[size][popcount(m)][s].push_back(Mask(m));
            }
        }
        return t;
    }();
    static const std::vector<Mask> none;
    if (n < 1 || n > kMaxSize || cells < 1 || cells > n || sum < 0 || sum >= int(tables[n][cells].size())) return none;
    return tables[n][cells][sum];
}

// `need`: digits the empty cells must include (0 = none beyond the sum). A cage without a
// sum has no combinations (no sum reasoning; its "no repeat" is in the peers).
CageView make_cage_view(const Ctx& x, int k, Mask need) {
    const Cage& cage = x.g.cages()[k];
    CageView v;
    if (!cage.has_sum()) return v;
    v.rest = cage.sum;
    for (int c : cage.cells) {
        if (x.digits[c]) {
            v.placed |= bit(x.digits[c]);
            v.rest -= x.digits[c];
        } else {
            v.blanks.push_back(c);
        }
    }
    v.ok.assign(v.blanks.size(), 0);
    if (v.blanks.empty()) return v;
    cage_filter(x.n, v.blanks.data(), int(v.blanks.size()), x.mask, v.rest, v.placed, need, v.ok.data(), &v.combos);
    // In reading order of their digits: 1+9 before 2+8.
    std::sort(v.combos.begin(), v.combos.end(), [](Mask a, Mask b) {
        unsigned diff = a ^ b;
        return diff && (a & diff & (0u - diff));
    });
    return v;
}

namespace {

// "1+5+9 or 2+4+9" with the placed digits included.
std::string combo_text(const CageView& v) {
    std::vector<std::string> parts;
    for (Mask m : v.combos) {
        std::string s;
        for (unsigned r = Mask(m | v.placed); r; r &= r - 1) s += (s.empty() ? "" : "+") + vt_digit(lowest_digit(r));
        parts.push_back(s);
    }
    return text::join(parts, text::tr("word.or"));
}

// Removals of the digits no fitting combination puts in a cell.
std::vector<Candidate> cage_removals(const Ctx& x, const CageView& v) {
    std::vector<Candidate> elims;
    for (std::size_t i = 0; i < v.blanks.size(); ++i)
        for (unsigned m = x.cand(v.blanks[i]) & ~v.ok[i]; m; m &= m - 1) elims.push_back(cd(v.blanks[i], lowest_digit(m)));
    return elims;
}

void cage_highlights(const CageView& v, Found& out) {
    for (std::size_t i = 0; i < v.blanks.size(); ++i)
        for (unsigned m = v.ok[i]; m; m &= m - 1) out.highlights.push_back(cd(v.blanks[i], lowest_digit(m)));
}

}  // namespace

const CageView& cage_view(const Ctx& x, int k) {
    if (!x.cage_ready[k]) {
        x.cage_views[k] = make_cage_view(x, k);
        x.cage_ready[k] = 1;
    }
    return x.cage_views[k];
}

Mask cage_required_digits(const Ctx& x, int k) {
    const CageView& v = cage_view(x, k);
    if (v.blanks.empty() || v.combos.empty()) return 0;
    Mask required = v.combos[0];
    for (Mask m : v.combos) required &= m;
    return required;
}

bool find_cage_combination(const Ctx& x, Found& out) {
    for (int k = 0; k < int(x.g.cages().size()); ++k) {
        const CageView& v = cage_view(x, k);
        if (v.blanks.empty() || v.combos.empty()) continue;  // an empty list is a broken position
        auto elims = cage_removals(x, v);
        if (elims.empty()) continue;
        out.eliminations = elims;
        out.cages = {k};
        cage_highlights(v, out);
        if (v.combos.size() <= 4)
            vt_finish(out, "cage_combination",
                      {{"cage", vt_cage(x.g, k)}, {"combos", combo_text(v)}, {"removals", vt_removals(x.g, elims)}});
        else
            vt_finish(out, "cage_combination_many",
                      {{"of_cage", vt_cage(x.g, k, "of")}, {"removals", vt_removals(x.g, elims)}});
        return true;
    }
    return false;
}

bool find_cage_pointing(const Ctx& x, Found& out) {
    const auto& cages = x.g.cages();
    // A digit every fitting combination has: cells outside that see all its places lose it.
    for (int k = 0; k < int(cages.size()); ++k) {
        const CageView& v = cage_view(x, k);
        if (v.blanks.empty() || v.combos.empty()) continue;
        const Mask required = cage_required_digits(x, k);
        for (unsigned r = required; r; r &= r - 1) {
            int d = lowest_digit(r);
            std::vector<int> places;
            for (int c : v.blanks)
                if (x.has(c, d)) places.push_back(c);
            if (places.empty()) continue;
            std::vector<Candidate> elims;
            for (int q : x.g.peers(places[0])) {
                if (x.g.cage_of(q) == k || !x.has(q, d)) continue;
                if (std::all_of(places.begin(), places.end(), [&](int c) { return x.g.sees(q, c); })) elims.push_back(cd(q, d));
            }
            if (elims.empty()) continue;
            out.eliminations = elims;
            out.cages = {k};
            for (int c : places) out.highlights.push_back(cd(c, d));
            for (int h : x.g.houses_of(places[0])) {
                const auto& hc = x.g.houses()[h].cells;
                if (std::all_of(places.begin(), places.end(), [&](int c) { return std::binary_search(hc.begin(), hc.end(), c); }))
                    out.houses.push_back(h);
            }
            vt_finish(out, "cage_pointing",
                      {{"of_cage", vt_cage(x.g, k, "of")},
                       {"digit", vt_digit(d)},
                       {"cells", vt_cells(x.g, places)},
                       {"removals", vt_removals(x.g, elims)}});
            return true;
        }
    }
    // A house whose places for a digit all lie in one cage: the cage holds that digit.
    const auto& houses = x.g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h)
        for (int d = 1; d <= x.n; ++d) {
            std::uint32_t w = x.where[h][d];
            if (!w || (x.placed[h] & bit(d))) continue;
            int k = x.g.cage_of(houses[h].cells[lowest_digit(w) - 1]);
            if (k < 0) continue;
            bool inside = true;
            for (std::uint32_t m = w; m; m &= m - 1) inside &= x.g.cage_of(houses[h].cells[lowest_digit(m) - 1]) == k;
            if (!inside) continue;
            CageView v = make_cage_view(x, k, bit(d));
            if (v.blanks.empty() || v.combos.empty()) continue;
            auto elims = cage_removals(x, v);
            if (elims.empty()) continue;
            out.eliminations = elims;
            out.cages = {k};
            out.houses = {int(h)};
            for (std::uint32_t m = w; m; m &= m - 1) out.highlights.push_back(cd(houses[h].cells[lowest_digit(m) - 1], d));
            vt_finish(out, "cage_needs",
                      {{"in_house", vt_house(x.g, int(h), "in")},
                       {"digit", vt_digit(d)},
                       {"of_cage", vt_cage(x.g, k, "of")},
                       {"removals", vt_removals(x.g, elims)}});
            return true;
        }
    return false;
}

}  // namespace sudoku::cages
