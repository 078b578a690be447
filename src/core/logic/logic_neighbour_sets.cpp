// Neighbour sets: a few touching open cells of one house, filled every way their candidates
// allow with different digits and no two touching cells breaking a neighbour rule
// (non-consecutive, the negative kropki and XV rules). A candidate of theirs that no filling
// uses is false; so is a candidate outside that every filling rules out (the same digit in a
// house, or a forbidden neighbour across the rule). The players' "r4c7, r5c7 and r6c7 hold
// 1, 2 and 7, and 1 and 2 cannot touch, so 7 is in the middle", and "r1c1 and r1c2 hold only
// 4, 5 and 7: 4 and 5 cannot both go there, so the 7 is one of them".
#include <algorithm>

#include "core/constraints/cage_internal.h"
#include "core/logic/logic_internal.h"

namespace sudoku::logic {

bool neighbour_rule_prop(const Prop& p) {
    using T = ConstraintType;
    return p.kind == PropKind::Pair &&
           (p.source == T::NonConsecutive || p.source == T::WhiteNegative || p.source == T::BlackNegative ||
            p.source == T::XVNegative);
}

namespace {

using T = ConstraintType;

constexpr int kMaxSet = 4;        // cells in a set
constexpr int kMaxFillings = 24;  // more and the set says little a player could follow

// The digits `other` may hold beside `cell` holding d, by every neighbour rule joining them
// (all digits where none does).
Mask allowed_beside(const Geometry& g, int cell, int d, int other, Mask all) {
    Mask m = all;
    for (int id : g.props_of(cell)) {
        const Prop& p = g.props()[std::size_t(id)];
        if (!neighbour_rule_prop(p) || (p.cells[0] != other && p.cells[1] != other)) continue;
        m &= p.allow[std::size_t(d)];
    }
    return m;
}

bool touches(const Geometry& g, int a, int b) {
    for (int id : g.props_of(a)) {
        const Prop& p = g.props()[std::size_t(id)];
        if (neighbour_rule_prop(p) && (p.cells[0] == b || p.cells[1] == b)) return true;
    }
    return false;
}

struct SetSearch {
    const Geometry& g;
    const CandidateGrid& s;
    Mask all;
    std::vector<int> cells;        // the set
    std::vector<int> outside;      // open cells a filling may rule something out of
    int fill[kMaxSet + 1] = {};  // one spare: the compiler cannot see i < kMaxSet
    int fillings = 0;
    Mask used[kMaxSet] = {};       // digits some filling puts in each cell of the set
    std::vector<Mask> ruled;       // per cell of `outside`: digits every filling rules out
    std::vector<std::vector<int>> listed;  // the first fillings, for the sentence

    bool ok_here(int i, int d) const {
        for (int j = 0; j < i; ++j) {
            if (fill[j] == d) return false;
            if (!(allowed_beside(g, cells[std::size_t(j)], fill[j], cells[std::size_t(i)], all) & bit(d))) return false;
        }
        return true;
    }
    void record() {
        ++fillings;
        if (listed.size() < 4) listed.emplace_back(fill, fill + cells.size());
        for (std::size_t i = 0; i < cells.size(); ++i) used[i] |= bit(fill[i]);
        for (std::size_t o = 0; o < outside.size(); ++o) {
            const int c = outside[o];
            Mask out = 0;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const int a = cells[i];
                if (g.sees(a, c)) out |= bit(fill[i]);
                out |= Mask(all & ~allowed_beside(g, a, fill[i], c, all));
            }
            ruled[o] &= out;
        }
    }
    void run(int i) {
        if (fillings > kMaxFillings) return;
        if (i == int(cells.size()) || i >= kMaxSet) return record();
        for (unsigned m = s.cand[std::size_t(cells[std::size_t(i)])]; m; m &= m - 1) {
            const int d = lowest_digit(m);
            if (!ok_here(i, d)) continue;
            fill[i] = d;
            run(i + 1);
        }
    }
};

// Connected sets of open cells of a house (touching through a neighbour rule), 2..kMaxSet
// cells, each once: grown from their lowest cell, in the house's order.
void connected_sets(const Geometry& g, const std::vector<int>& open, std::vector<std::vector<int>>& out) {
    const int n = int(open.size());
    unsigned adj[kMaxSize] = {};  // which open cells of the house each one touches
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (touches(g, open[std::size_t(i)], open[std::size_t(j)])) adj[i] |= 1u << j, adj[j] |= 1u << i;
    // Subsets by bitmask over the house's open cells (at most 2^n per house).
    for (unsigned m = 1; m < (1u << n); ++m) {
        const int k = popcount(m);
        if (k < 2 || k > kMaxSet) continue;
        // Connected: a flood from the lowest cell reaches all.
        unsigned reached = m & (0u - m), grown = reached;
        while (grown) {
            unsigned next = 0;
            for (unsigned r = grown; r; r &= r - 1) next |= adj[__builtin_ctz(r)];
            grown = next & m & ~reached;
            reached |= grown;
        }
        if (reached != m) continue;
        std::vector<int> pick;
        for (int i = 0; i < n; ++i)
            if (m & (1u << i)) pick.push_back(open[std::size_t(i)]);
        out.push_back(std::move(pick));
    }
}

std::string fillings_text(const SetSearch& f) {
    std::vector<std::string> v;
    for (const auto& one : f.listed) {
        std::string t;
        for (int d : one) t += (t.empty() ? "" : "-") + cages::vt_digit(d);
        v.push_back(t);
    }
    return text::join(v, text::tr("word.or"));
}

}  // namespace

bool find_neighbour_set(const Context& x, Step& out) {
    const Geometry& g = x.t.geometry();
    if (!std::any_of(g.props().begin(), g.props().end(), neighbour_rule_prop)) return false;
    const CandidateGrid& s = x.s;
    const Mask all = g.all_digits();
    std::vector<int> open;
    std::vector<std::vector<int>> sets;
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        open.clear();
        for (int c : houses[std::size_t(h)].cells)
            if (!s.grid[std::size_t(c)]) open.push_back(c);
        sets.clear();
        connected_sets(g, open, sets);
        for (const auto& set : sets) {
            SetSearch counted{g, s, all, set, {}, {}, 0, {}, {}, {}};
            counted.run(0);  // first only counted: most sets fill too many ways to say anything
            if (counted.fillings == 0 || counted.fillings > kMaxFillings) continue;  // broken (singles report it), or too loose
            SetSearch f{g, s, all, set, {}, {}, 0, {}, {}, {}};
            // Outside: open cells seeing or touching a cell of the set.
            for (int c = 0; c < g.cells(); ++c) {
                if (s.grid[std::size_t(c)] || std::find(set.begin(), set.end(), c) != set.end()) continue;
                if (std::any_of(set.begin(), set.end(), [&](int a) { return g.sees(a, c) || touches(g, a, c); }))
                    f.outside.push_back(c);
            }
            f.ruled.assign(f.outside.size(), all);
            f.run(0);
            if (f.fillings == 0 || f.fillings > kMaxFillings) continue;  // broken (singles report it), or too loose
            std::vector<Candidate> elims;
            for (std::size_t i = 0; i < set.size(); ++i)
                for (unsigned m = s.cand[std::size_t(set[i])] & ~f.used[i]; m; m &= m - 1)
                    elims.push_back(cages::cd(set[i], lowest_digit(m)));
            for (std::size_t o = 0; o < f.outside.size(); ++o)
                for (unsigned m = s.cand[std::size_t(f.outside[o])] & f.ruled[o]; m; m &= m - 1)
                    elims.push_back(cages::cd(f.outside[o], lowest_digit(m)));
            if (elims.empty()) continue;
            std::sort(elims.begin(), elims.end());
            out.eliminations = elims;
            out.houses = {h};
            out.cells = set;
            for (std::size_t i = 0; i < set.size(); ++i)
                for (unsigned m = f.used[i]; m; m &= m - 1) out.pattern.push_back(cages::cd(set[i], lowest_digit(m)));
            Mask digits = 0;
            for (int c : set) digits |= s.cand[std::size_t(c)];
            const std::string key = f.fillings <= int(f.listed.size()) ? "constraint.explain.neighbour_set"
                                                                       : "constraint.explain.neighbour_set_many";
            out.explanation = text::capitalised(text::tr(key, {{"cells", cages::vt_cells(g, set)},
                                                               {"in_house", name_house(h, "in")},
                                                               {"digits", cages::vt_digits(digits)},
                                                               {"fillings", fillings_text(f)},
                                                               {"count", std::to_string(f.fillings)},
                                                               {"removals", cages::vt_removals(g, elims)}}));
            finish_step(out);
            return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
