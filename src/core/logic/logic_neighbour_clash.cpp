// Neighbour clash: what a digit would rule out around itself at once (the same digit from its
// peers, the digits a neighbour rule forbids beside it), read in one house. Where that leaves
// a digit of the house no place, or two or three digits fewer places than digits, or a cell
// no digit, the digit cannot go there. The players' "a 4 in r2c8 would keep both 3 and 5 out
// of r1c8, r2c7, r2c9 and r3c8, and box 3 has no other room for both of them than r3c7".
#include <algorithm>

#include "core/constraints/cage_internal.h"
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

using T = ConstraintType;

// Why the assumption fails: a digit's places in a house (none left, or digits crowded into
// fewer cells than they number), or a cell left empty.
struct Clash {
    int house = -1, cell = -1;
    Mask digits = 0;
    std::vector<int> places;  // where those digits could still go
};

// The candidates placing d in c removes at once (its other digits, d from its peers, and what
// a neighbour rule forbids beside it), as a mask per cell.
void direct_removals(const Geometry& g, const CandidateGrid& s, int c, int d, std::vector<Mask>& gone) {
    std::fill(gone.begin(), gone.end(), Mask(0));
    gone[std::size_t(c)] = Mask(s.cand[std::size_t(c)] & ~bit(d));
    for (int p : g.peers(c))
        if (!s.grid[std::size_t(p)]) gone[std::size_t(p)] |= Mask(s.cand[std::size_t(p)] & bit(d));
    for (const Geometry::PropRef& r : g.prop_refs(c)) {
        const Prop& p = g.props()[std::size_t(r.id)];
        if (!neighbour_rule_prop(p)) continue;
        const int o = p.cells[0] == c ? p.cells[1] : p.cells[0];
        if (!s.grid[std::size_t(o)]) gone[std::size_t(o)] |= Mask(s.cand[std::size_t(o)] & ~p.allow[std::size_t(d)]);
    }
}

bool find_clash(const Geometry& g, const CandidateGrid& s, const std::vector<Mask>& gone, int c, int d, Clash& out) {
    for (int o = 0; o < g.cells(); ++o)
        if (o != c && gone[std::size_t(o)] && !s.grid[std::size_t(o)] && !(s.cand[std::size_t(o)] & ~gone[std::size_t(o)])) {
            out.cell = o;
            return true;
        }
    const auto& houses = g.houses();
    std::uint16_t pos[kMaxSize + 1];
    for (int h = 0; h < int(houses.size()); ++h) {
        const auto& cells = houses[std::size_t(h)].cells;
        bool touched = false, holds_c = false;
        Mask placed = 0;
        std::fill(pos, pos + g.size() + 1, std::uint16_t(0));
        for (int i = 0; i < int(cells.size()); ++i) {
            const int x = cells[std::size_t(i)];
            if (s.grid[std::size_t(x)]) {
                placed |= bit(s.grid[std::size_t(x)]);
                continue;
            }
            touched |= gone[std::size_t(x)] != 0 && x != c;
            holds_c |= x == c;
            for (unsigned m = s.cand[std::size_t(x)] & ~gone[std::size_t(x)]; m; m &= m - 1) pos[lowest_digit(m)] |= std::uint16_t(1u << i);
        }
        if (!touched) continue;
        auto report = [&](Mask digits, unsigned where) {
            out.house = h;
            out.digits = digits;
            for (int i = 0; i < int(cells.size()); ++i)
                if (where & (1u << i)) out.places.push_back(cells[std::size_t(i)]);
            return true;
        };
        // The assumed digit is settled in its own house: the others compete for the rest.
        if (holds_c) placed |= bit(d);
        // One digit with no place; then two digits crowded into one cell, then three into two.
        Mask open_digits = 0;
        for (int e = 1; e <= g.size(); ++e) {
            if (placed & bit(e)) continue;
            if (!pos[e]) return report(bit(e), 0);
            if (popcount(pos[e]) <= 2) open_digits |= bit(e);
        }
        for (unsigned a = open_digits; a; a &= a - 1)
            for (unsigned b = a & (a - 1); b; b &= b - 1) {
                const int e = lowest_digit(a), f = lowest_digit(b);
                if (popcount(unsigned(pos[e] | pos[f])) < 2) return report(Mask(bit(e) | bit(f)), pos[e] | pos[f]);
            }
        for (unsigned a = open_digits; a; a &= a - 1)
            for (unsigned b = a & (a - 1); b; b &= b - 1)
                for (unsigned r = b & (b - 1); r; r &= r - 1) {
                    const int e = lowest_digit(a), f = lowest_digit(b), k = lowest_digit(r);
                    const unsigned three = pos[e] | pos[f] | pos[k];
                    if (popcount(three) < 3) return report(Mask(bit(e) | bit(f) | bit(k)), three);
                }
    }
    return false;
}

}  // namespace

bool find_neighbour_clash(const Context& x, Step& out) {
    const Geometry& g = x.t.geometry();
    if (!std::any_of(g.props().begin(), g.props().end(), neighbour_rule_prop)) return false;
    const CandidateGrid& s = x.s;
    std::vector<Mask> gone(std::size_t(g.cells()), 0);
    for (int c = 0; c < g.cells(); ++c) {
        if (s.grid[std::size_t(c)] || popcount(s.cand[std::size_t(c)]) < 2) continue;
        for (unsigned m = s.cand[std::size_t(c)]; m; m &= m - 1) {
            const int d = lowest_digit(m);
            direct_removals(g, s, c, d, gone);
            Clash clash;
            if (!find_clash(g, s, gone, c, d, clash)) continue;
            const Candidate assumed = cages::cd(c, d);
            out.eliminations = {assumed};
            out.pattern = {assumed};
            std::string why;
            if (clash.cell >= 0) {
                out.pattern.push_back(cages::cd(clash.cell, lowest_digit(s.cand[std::size_t(clash.cell)])));
                why = text::tr("constraint.clash.cell", {{"cell", g.cell_name(clash.cell)}});
                out.marks.push_back({assumed, Role::Elim, 0});
                for (unsigned r = s.cand[std::size_t(clash.cell)]; r; r &= r - 1)
                    out.marks.push_back({cages::cd(clash.cell, lowest_digit(r)), Role::Off, 0});
            } else {
                out.houses = {clash.house};
                out.marks.push_back({assumed, Role::Elim, 0});
                for (int p : clash.places)
                    for (unsigned r = s.cand[std::size_t(p)] & clash.digits & ~gone[std::size_t(p)]; r; r &= r - 1)
                        out.pattern.push_back(cages::cd(p, lowest_digit(r))), out.marks.push_back({cages::cd(p, lowest_digit(r)), Role::Group, 0});
                // The clash digits the assumption takes from the house: what to look at.
                for (int p : g.houses()[std::size_t(clash.house)].cells)
                    if (p != c)
                        for (unsigned r = gone[std::size_t(p)] & clash.digits; r; r &= r - 1)
                            out.marks.push_back({cages::cd(p, lowest_digit(r)), Role::Off, 0});
                const std::string in_house = name_house(clash.house, "in");
                if (clash.places.empty())
                    why = text::tr("constraint.clash.none", {{"in_house", in_house}, {"digit", cages::vt_digits(clash.digits)}});
                else
                    why = text::tr("constraint.clash.crowd", {{"in_house", in_house},
                                                              {"digits", cages::vt_digits(clash.digits)},
                                                              {"cells", cages::vt_cells(g, clash.places)}});
            }
            out.explanation = text::capitalised(text::tr("constraint.explain.clash", {{"cell", g.cell_name(c)},
                                                                                     {"digit", cages::vt_digit(d)},
                                                                                     {"why", why}}));
            finish_step(out);
            return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
