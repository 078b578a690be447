// Cages inside a house, seen together: a killer pair or triple (k groups of a house, cages
// wholly inside it or single cells, each holding one of the same k digits in every way it
// can be filled: those digits are theirs, the rest of the house loses them), and a cage
// combination that would leave another cage or cell of the house no digits (it goes).
#include <algorithm>

#include "core/constraints/cage_internal.h"
#include "core/logic/logic_internal.h"

namespace sudoku::cages {

namespace {

// A part of a house that fills independently: a cage wholly inside it (its fitting digit
// sets) or a blank cell outside those cages (its candidates, one set each).
struct Group {
    int cage = -1;            // or -1 for a cell
    int cell = -1;
    std::vector<int> cells;   // empty cells
    std::vector<Mask> sets;   // the digit sets it may take
};

// The house's groups; false when a cage inside has no fitting set (a broken position).
bool house_groups(const Ctx& x, int h, std::vector<Group>& out) {
    out.clear();
    const auto& hc = x.g.houses()[std::size_t(h)].cells;
    std::vector<int> seen;
    for (int c : hc) {
        if (x.digits[c]) continue;
        const int k = x.g.cage_of(c);
        bool inside = k >= 0 && x.g.cages()[std::size_t(k)].has_sum();
        if (inside)
            for (int q : x.g.cages()[std::size_t(k)].cells) inside &= std::binary_search(hc.begin(), hc.end(), q);
        if (!inside) {
            Group gr;
            gr.cell = c;
            gr.cells = {c};
            for (unsigned m = x.cand(c); m; m &= m - 1) gr.sets.push_back(Mask(m & (0u - m)));
            out.push_back(std::move(gr));
            continue;
        }
        if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
        seen.push_back(k);
        const CageView& v = cage_view(x, k);
        if (v.combos.empty()) return false;
        Group gr;
        gr.cage = k;
        gr.cells = v.blanks;
        gr.sets = v.combos;
        out.push_back(std::move(gr));
    }
    return true;
}

std::string group_name(const Ctx& x, const Group& gr) {
    return gr.cage >= 0 ? vt_cage(x.g, gr.cage) : x.g.cell_name(gr.cell);
}

std::string group_list(const Ctx& x, const std::vector<const Group*>& groups) {
    std::vector<std::string> v;
    for (const Group* gr : groups) v.push_back(group_name(x, *gr));
    return text::join(v);
}

// In house h, the groups meeting D (k digits) with every set they may take: each holds one
// digit of D, so when k of them do (one a cage) D is theirs and the house's other cells lose
// it. (More than k such groups would be a broken position.)
bool subset_step(const Ctx& x, int h, const std::vector<Group>& groups, Mask d, int k, Found& out) {
    const Group* chosen[4];
    int hits = 0;
    bool cage = false;
    for (const Group& gr : groups) {
        if (!std::all_of(gr.sets.begin(), gr.sets.end(), [&](Mask m) { return (m & d) != 0; })) continue;
        if (hits == k) return false;
        chosen[hits++] = &gr;
        cage |= gr.cage >= 0 && gr.cells.size() > 1;
    }
    if (hits != k || !cage) return false;  // cells alone: a naked subset
    auto mine = [&](int c) {
        for (int i = 0; i < k; ++i)
            if (std::find(chosen[i]->cells.begin(), chosen[i]->cells.end(), c) != chosen[i]->cells.end()) return true;
        return false;
    };
    std::vector<Candidate> elims;
    for (int c : x.g.houses()[std::size_t(h)].cells)
        if (!x.digits[c] && (x.cand(c) & d) && !mine(c))
            for (unsigned m = x.cand(c) & d; m; m &= m - 1) elims.push_back(cd(c, lowest_digit(m)));
    if (elims.empty()) return false;
    for (int i = 0; i < k; ++i) {
        if (chosen[i]->cage >= 0) out.cages.push_back(chosen[i]->cage);
        for (int c : chosen[i]->cells)
            for (unsigned m = x.cand(c) & d; m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
    }
    out.eliminations = elims;
    out.houses = {h};
    out.variant = k == 2 ? "pair" : "triple";
    out.rating = k == 2 ? 3.5 : 3.9;
    vt_finish(out, "killer_subset",
              {{"in_house", vt_house(x.g, h, "in")},
               {"groups", group_list(x, std::vector<const Group*>(chosen, chosen + k))},
               {"digits", vt_digits(d)},
               {"removals", vt_removals(x.g, elims)}});
    return true;
}

}  // namespace

bool find_killer_subset(const Ctx& x, Found& out) {
    std::vector<Group> groups;
    const unsigned all = (1u << x.n) - 1;
    for (int k = 2; k <= 3; ++k)
        for (int h = 0; h < int(x.g.houses().size()); ++h) {
            const Mask open = Mask(all & ~x.placed[std::size_t(h)]);
            if (logic::count(open) <= k + 1 || !house_groups(x, h, groups) || int(groups.size()) <= k) continue;
            if (std::none_of(groups.begin(), groups.end(), [](const Group& gr) { return gr.cage >= 0 && gr.cells.size() > 1; }))
                continue;
            const std::vector<int> digits = logic::digits_of(open);
            if (logic::combinations(int(digits.size()), k, [&](const int* di) {
                    Mask d = 0;
                    for (int i = 0; i < k; ++i) d |= bit(digits[std::size_t(di[i])]);
                    return subset_step(x, h, groups, d, k, out);
                }))
                return true;
        }
    return false;
}

bool find_cage_conflict(const Ctx& x, Found& out) {
    std::vector<Group> groups;
    for (int h = 0; h < int(x.g.houses().size()); ++h) {
        if (!house_groups(x, h, groups)) continue;
        for (const Group& a : groups) {
            if (a.cage < 0 || a.sets.size() < 2) continue;
            // Each set of the cage, and the first other group it leaves with no set.
            std::vector<Mask> gone;
            std::vector<const Group*> blockers;
            Mask ok[kMaxSize] = {}, one[kMaxSize];
            const int nb = int(a.cells.size());
            const CageView& v = cage_view(x, a.cage);
            for (Mask m : a.sets) {
                const Group* blocker = nullptr;
                for (const Group& b : groups) {
                    if (&b == &a) continue;
                    if (std::none_of(b.sets.begin(), b.sets.end(), [&](Mask s) { return !(s & m); })) {
                        blocker = &b;
                        break;
                    }
                }
                if (blocker) {
                    gone.push_back(m);
                    if (std::find(blockers.begin(), blockers.end(), blocker) == blockers.end()) blockers.push_back(blocker);
                    continue;
                }
                // The digits this set puts in each cell (the filter with every other digit excluded).
                std::vector<Mask> fit;  // asked for: the exact filter
                cage_filter(x.n, a.cells.data(), nb, x.mask, v.rest, Mask(~m), 0, one, &fit);
                for (int i = 0; i < nb; ++i) ok[i] |= one[i];
            }
            if (gone.empty() || gone.size() == a.sets.size()) continue;
            std::vector<Candidate> elims;
            for (int i = 0; i < nb; ++i)
                for (unsigned m = x.cand(a.cells[std::size_t(i)]) & ~ok[i]; m; m &= m - 1)
                    elims.push_back(cd(a.cells[std::size_t(i)], lowest_digit(m)));
            if (elims.empty()) continue;
            out.eliminations = elims;
            out.houses = {h};
            out.cages = {a.cage};
            for (const Group* b : blockers) {
                if (b->cage >= 0) out.cages.push_back(b->cage);
                for (int c : b->cells)
                    for (unsigned m = x.cand(c); m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
            }
            for (int i = 0; i < nb; ++i)
                for (unsigned m = ok[i]; m; m &= m - 1) out.highlights.push_back(cd(a.cells[std::size_t(i)], lowest_digit(m)));
            std::vector<std::string> sets;
            for (Mask m : gone) {
                std::string s;
                for (unsigned r = Mask(m | v.placed); r; r &= r - 1) s += (s.empty() ? "" : "+") + vt_digit(lowest_digit(r));
                sets.push_back(s);
            }
            vt_finish(out, "cage_conflict",
                      {{"in_house", vt_house(x.g, h, "in")},
                       {"combos", text::join(sets, text::tr("word.or"))},
                       {"of_cage", vt_cage(x.g, a.cage, "of")},
                       {"others", group_list(x, blockers)},
                       {"removals", vt_removals(x.g, elims)}});
            return true;
        }
    }
    return false;
}

}  // namespace sudoku::cages
