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

constexpr int kMaxSet = 4;        // cells in a set
constexpr int kMaxFillings = 24;  // more and the set says little a player could follow

// Per call: each open cell's neighbours across a neighbour rule, with the digits each may
// hold beside each digit (every such rule joining the two at once). The search reads these
// tables, not the props: it runs inside nested forcing chains' assumptions too.
struct Touch {
    int other;
    std::array<Mask, 17> allow;
};
struct Touches {
    std::vector<std::vector<Touch>> of;  // by cell
    explicit Touches(const Geometry& g) : of(std::size_t(g.cells())) {
        for (const Prop& p : g.props()) {
            if (!neighbour_rule_prop(p)) continue;
            for (int k = 0; k < 2; ++k) {
                auto& list = of[std::size_t(p.cells[std::size_t(k)])];
                const int o = p.cells[std::size_t(1 - k)];
                auto it = std::find_if(list.begin(), list.end(), [&](const Touch& t) { return t.other == o; });
                if (it == list.end()) {
                    list.push_back({o, {}});
                    list.back().allow.fill(Mask(0xffff));
                    it = list.end() - 1;
                }
                for (std::size_t d = 0; d < 17; ++d) it->allow[d] &= p.allow[d];
            }
        }
    }
    // The table of `other` beside `cell`, or null where no rule joins them.
    const Mask* beside(int cell, int other) const {
        for (const Touch& t : of[std::size_t(cell)])
            if (t.other == other) return t.allow.data();
        return nullptr;
    }
};

struct SetSearch {
    const Geometry& g;
    const CandidateGrid& s;
    Mask all;
    std::vector<int> cells;        // the set
    const Mask* pair[kMaxSet][kMaxSet] = {};  // [j][i]: cell i's digits beside cell j's digit; null: not touching
    std::vector<int> outside;      // open cells a filling may rule something out of
    std::vector<std::array<const Mask*, kMaxSet>> outside_beside;  // per outside cell and cell of the set
    std::vector<unsigned> outside_sees;  // per outside cell: which cells of the set see it
    bool full = false;             // record what the fillings use and rule out (else only count)
    int fill[kMaxSet + 1] = {};  // one spare: the compiler cannot see i < kMaxSet
    int fillings = 0;
    Mask used[kMaxSet] = {};       // digits some filling puts in each cell of the set
    std::vector<Mask> ruled;       // per cell of `outside`: digits every filling rules out
    std::vector<std::vector<int>> listed;  // the first fillings, for the sentence

    SetSearch(const Geometry& geometry, const CandidateGrid& grid, Mask a) : g(geometry), s(grid), all(a) {}
    void record() {
        ++fillings;
        if (!full) return;
        if (listed.size() < 4) listed.emplace_back(fill, fill + cells.size());
        for (std::size_t i = 0; i < cells.size(); ++i) used[i] |= bit(fill[i]);
        for (std::size_t o = 0; o < outside.size(); ++o) {
            Mask out = 0;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (outside_sees[o] & (1u << i)) out |= bit(fill[i]);
                if (const Mask* b = outside_beside[o][i]) out |= Mask(all & ~b[fill[i]]);
            }
            ruled[o] &= out;
        }
    }
    void run(int i, Mask taken) {
        if (fillings > kMaxFillings) return;
        if (i == int(cells.size()) || i >= kMaxSet) return record();
        Mask m = Mask(s.cand[std::size_t(cells[std::size_t(i)])] & ~taken);
        for (int j = 0; j < i; ++j)
            if (const Mask* b = pair[j][i]) m &= b[fill[j]];
        for (; m; m &= Mask(m - 1)) {
            const int d = lowest_digit(m);
            fill[i] = d;
            run(i + 1, Mask(taken | bit(d)));
        }
    }
};

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
    const Touches touch(g);
    std::vector<char> mark(std::size_t(g.cells()), 0);
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h) {
        const auto& hc = houses[std::size_t(h)].cells;
        const int n = int(hc.size());
        unsigned open = 0, adj[kMaxSize] = {};  // by index in the house
        for (int i = 0; i < n; ++i)
            if (!s.grid[std::size_t(hc[std::size_t(i)])]) open |= 1u << i;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if ((open >> i & 1) && (open >> j & 1) && touch.beside(hc[std::size_t(i)], hc[std::size_t(j)]))
                    adj[i] |= 1u << j, adj[j] |= 1u << i;
        // Connected sets of 2..kMaxSet open cells, by their mask in increasing order (the
        // order of the house's open cells alone: filled ones are in none).
        for (unsigned m = open & (0u - open); m; m = (m - open) & open) {
            const int k = popcount(m);
            if (k < 2 || k > kMaxSet) continue;
            unsigned reached = m & (0u - m), grown = reached;
            while (grown) {
                unsigned next = 0;
                for (unsigned r = grown; r; r &= r - 1) next |= adj[__builtin_ctz(r)];
                grown = next & m & ~reached;
                reached |= grown;
            }
            if (reached != m) continue;
            SetSearch f(g, s, all);
            for (unsigned r = m; r; r &= r - 1) f.cells.push_back(hc[std::size_t(__builtin_ctz(r))]);
            const std::vector<int>& set = f.cells;
            for (int j = 0; j < k; ++j)
                for (int i = 0; i < k; ++i)
                    if (i != j) f.pair[j][i] = touch.beside(set[std::size_t(j)], set[std::size_t(i)]);
            f.run(0, 0);  // first only counted: most sets fill too many ways to say anything
            if (f.fillings == 0 || f.fillings > kMaxFillings) continue;  // broken (singles report it), or too loose
            // Outside: open cells seeing or touching a cell of the set.
            for (int a : set) {
                for (int c : g.peers(a)) mark[std::size_t(c)] = 1;
                for (const Touch& t : touch.of[std::size_t(a)]) mark[std::size_t(t.other)] = 1;
            }
            for (int c = 0; c < g.cells(); ++c) {
                if (!mark[std::size_t(c)]) continue;
                mark[std::size_t(c)] = 0;
                if (s.grid[std::size_t(c)] || std::find(set.begin(), set.end(), c) != set.end()) continue;
                f.outside.push_back(c);
                std::array<const Mask*, kMaxSet> b{};
                unsigned sees = 0;
                for (int i = 0; i < k; ++i) {
                    b[std::size_t(i)] = touch.beside(set[std::size_t(i)], c);
                    if (g.sees(set[std::size_t(i)], c)) sees |= 1u << i;
                }
                f.outside_beside.push_back(b);
                f.outside_sees.push_back(sees);
            }
            f.ruled.assign(f.outside.size(), all);
            f.full = true;
            f.fillings = 0;
            f.run(0, 0);
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
