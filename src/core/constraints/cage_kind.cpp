// The killer cage, the first constraint kind: its propagation (the digit sets its sum still
// allows), its techniques (last cell, combinations, required digits, innies and outies,
// virtual cages, killer pairs and triples, combination conflicts, cage splitting) and the
// words of their sentences. A cage of sum 0 has no sum.
#include <algorithm>
#include <map>

#include "core/constraints/cage_internal.h"
#include "core/logic/logic_internal.h"

namespace sudoku::cages {

Ctx::Ctx(const Geometry& geo, const std::uint8_t* d, const Mask* c, bool houses_too)
    : g(geo), digits(d), mask(c), n(geo.size()), where(houses_too ? geo.houses().size() : 0),
      placed(houses_too ? geo.houses().size() : 0, 0), cage_views(geo.cages().size()), cage_ready(geo.cages().size(), 0) {
    if (!houses_too) return;
    const auto& houses = g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        auto& w = where[h];
        w.fill(0);
        const auto& cells = houses[h].cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            int cell = cells[i];
            if (digits[cell]) {
                placed[h] |= bit(digits[cell]);
                continue;
            }
            for (unsigned m = mask[cell]; m; m &= m - 1) w[std::size_t(lowest_digit(m))] |= 1u << i;
        }
    }
}

bool find_cage_single(const Ctx& x, Found& out) {
    const auto& cages = x.g.cages();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (!cages[k].has_sum()) continue;  // no sum: nothing says its last digit
        int empty = -1, blanks = 0, rest = cages[k].sum;
        for (int c : cages[k].cells) {
            if (!x.digits[c]) {
                if (++blanks == 1) empty = c;
            } else {
                rest -= x.digits[c];
            }
        }
        if (blanks != 1 || rest < 1 || rest > x.n || !x.has(empty, rest)) continue;
        out.placements.push_back(cd(empty, rest));
        out.highlights.push_back(cd(empty, rest));
        out.cages.push_back(int(k));
        vt_finish(out, "cage_single",
                  {{"cell", x.g.cell_name(empty)},
                   {"of_cage", vt_cage(x.g, int(k), "of")},
                   {"others", std::to_string(cages[k].sum - rest)},
                   {"digit", vt_digit(rest)}});
        return true;
    }
    return false;
}

// ---- words ----

using text::tr;

std::string vt_digit(int d) { return std::string(1, digit_char(d)); }

std::string vt_digits(Mask m, bool with_or) {
    std::vector<std::string> v;
    for (unsigned r = m; r; r &= r - 1) v.push_back(vt_digit(lowest_digit(r)));
    return with_or ? text::join(v, tr("word.or")) : text::join(v);
}

std::string vt_cells(const Geometry& g, std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::vector<std::string> v;
    for (int c : cells) v.push_back(g.cell_name(c));
    return text::join(v);
}

std::string vt_house(const Geometry&, int house, std::string_view form) { return logic::name_house(house, form); }

std::string vt_cage(const Geometry& g, int cage, std::string_view form) {
    const Cage& c = g.cages()[std::size_t(cage)];
    std::string key = "variant.house.";
    if (!form.empty()) key.append(form).append(".");
    if (!c.has_sum()) return tr(key + "cage_no_sum", {{"cell", g.cell_name(c.cells.front())}});
    return tr(key + "cage", {{"cell", g.cell_name(c.cells.front())}, {"sum", std::to_string(c.sum)}});
}

std::string vt_removals(const Geometry& g, const std::vector<Candidate>& elims) {
    std::map<int, std::vector<int>> by_digit;
    for (auto e : elims) by_digit[e.digit].push_back(e.cell);
    std::vector<std::pair<Mask, std::vector<int>>> groups;  // digits removed from the same cells
    for (auto& entry : by_digit) {
        std::vector<int>& cells = entry.second;
        std::sort(cells.begin(), cells.end());
        auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& gr) { return gr.second == cells; });
        if (same != groups.end()) same->first |= bit(entry.first);
        else groups.push_back({bit(entry.first), cells});
    }
    std::string s;
    for (std::size_t i = 0; i < groups.size(); ++i)
        s += (i ? "; " : "") +
             tr("explain.digits_from", {{"digits", vt_digits(groups[i].first)}, {"cells", vt_cells(g, groups[i].second)}});
    return tr("explain.remove", {{"what", s}});
}

void vt_finish(Found& out, std::string_view key, text::Args args) {
    out.text = text::capitalised(tr(std::string("variant.explain.") + std::string(key), args));
}

namespace {

// A cage finder as an engine finder: the position's cage view in, a Step out.
template <bool (*F)(const Ctx&, Found&)>
bool as_step(const logic::Context& x, Step& out) {
    const Ctx c(x.t.geometry(), x.s.grid.data(), x.s.cand.data());
    Found f;
    if (!F(c, f)) return false;
    out.placements = f.placements;
    out.eliminations = f.eliminations;
    out.pattern = f.highlights;
    out.houses = f.houses;
    out.cages = f.cages;
    out.explanation = f.text;
    out.variant = f.variant;
    out.rating = f.rating;
    logic::finish_step(out);
    return true;
}

class CageKind final : public logic::ConstraintKind {
public:
    const char* name() const override { return "cage"; }
    bool present(const Geometry& g) const override { return !g.cages().empty(); }

    // The digit sets the cage's sum allows with its cells' candidates: a candidate no set
    // puts in its cell is ruled out.
    void propagate(const Geometry& g, int cell, const std::uint8_t* digits, const Mask* cand,
                   std::vector<Candidate>& out, std::vector<int>& reasons) const override {
        const int k = g.cage_of(cell);
        if (k < 0 || !g.cages()[std::size_t(k)].has_sum()) return;
        const Cage& cage = g.cages()[std::size_t(k)];
        int blanks[kMaxSize];
        Mask ok[kMaxSize], placed = 0;
        int nb = 0, rest = cage.sum;
        for (int c : cage.cells) {
            if (digits[c]) {
                placed |= bit(digits[c]);
                rest -= digits[c];
            } else {
                blanks[nb++] = c;
            }
        }
        if (!nb) return;
        cage_filter(g.size(), blanks, nb, cand, rest, placed, 0, ok);
        for (int i = 0; i < nb; ++i)
            for (unsigned m = cand[blanks[i]] & ~ok[i]; m; m &= m - 1) out.push_back(cd(blanks[i], lowest_digit(m)));
        if (!out.empty())
            for (int c : g.cages()[std::size_t(k)].cells) reasons.push_back(c);
    }

    struct Derived {
        std::vector<DerivedSum> sums;
        std::vector<std::vector<int>> of_cell;  // the sums each cell is in
    };

    std::shared_ptr<const void> derive(const Geometry& g, const std::uint8_t* digits, const Mask* cand) const override {
        const Ctx x(g, digits, cand, /*houses=*/false);
        auto d = std::make_shared<Derived>();
        d->sums = derived_sums(x);
        d->of_cell.resize(std::size_t(g.cells()));
        for (int i = 0; i < int(d->sums.size()); ++i)
            for (int c : d->sums[std::size_t(i)].cells) d->of_cell[std::size_t(c)].push_back(i);
        if (d->sums.empty()) return nullptr;
        return d;
    }

    // Each 45-rule sum through the cell as a cage (exact up to three cells where the digits
    // differ), or by bounds where they may repeat.
    void propagate_derived(const Geometry& g, const void* state, int cell, const Mask* cand, std::vector<Candidate>& out,
                           std::vector<int>& reasons) const override {
        const auto& d = *static_cast<const Derived*>(state);
        for (int i : d.of_cell[std::size_t(cell)]) {
            const DerivedSum& ds = d.sums[std::size_t(i)];
            const int k = int(ds.cells.size());
            Mask ok[4];
            if (ds.distinct) {
                cage_filter(g.size(), ds.cells.data(), k, cand, ds.sum, 0, 0, ok);
            } else {
                int lo = 0, hi = 0;
                for (int c : ds.cells) {
                    if (!cand[c]) return;  // a cell without candidates: the singles report it
                    lo += lowest_digit(cand[c]);
                    hi += 32 - __builtin_clz(unsigned(cand[c]));
                }
                for (int j = 0; j < k; ++j) {
                    const int c = ds.cells[std::size_t(j)];
                    const int olo = lo - lowest_digit(cand[c]), ohi = hi - (32 - __builtin_clz(unsigned(cand[c])));
                    ok[j] = 0;
                    for (unsigned m = cand[c]; m; m &= m - 1)
                        if (ds.sum - lowest_digit(m) >= olo && ds.sum - lowest_digit(m) <= ohi) ok[j] |= Mask(m & (0u - m));
                }
            }
            const std::size_t before = out.size();
            for (int j = 0; j < k; ++j)
                for (unsigned m = cand[ds.cells[std::size_t(j)]] & ~ok[j]; m; m &= m - 1) out.push_back(cd(ds.cells[std::size_t(j)], lowest_digit(m)));
            if (out.size() > before)
                for (int c : ds.cells) reasons.push_back(c);
        }
    }

    // A digit every combination of the cage still needs, with two places left in it: one
    // of the two holds it.
    void strong_links(const Geometry& g, const std::uint8_t* digits, const Mask* cand,
                      std::vector<std::pair<Candidate, Candidate>>& out) const override {
        const Ctx x(g, digits, cand, /*houses=*/false);
        for (int k = 0; k < int(g.cages().size()); ++k) {
            if (!g.cages()[std::size_t(k)].has_sum()) continue;
            const CageView& v = cage_view(x, k);
            for (unsigned r = cage_required_digits(x, k); r; r &= r - 1) {
                const int d = lowest_digit(r);
                int a = -1, b = -1, places = 0;
                for (int c : v.blanks)
                    if (x.has(c, d)) (places++ ? b : a) = c;
                if (places == 2) out.push_back({cd(a, d), cd(b, d)});
            }
        }
    }

    const std::vector<TechniqueFinder>& techniques() const override {
        static const std::vector<TechniqueFinder> list = {
            {Technique::CageSingle, as_step<find_cage_single>},
            {Technique::CageCombination, as_step<find_cage_combination>},
            {Technique::CagePointing, as_step<find_cage_pointing>},
            {Technique::InnieOutie, as_step<find_innie_outie>},
            {Technique::VirtualCage, as_step<find_virtual_cage>},
            {Technique::KillerSubset, as_step<find_killer_subset>},
            {Technique::CageConflict, as_step<find_cage_conflict>},
            {Technique::CageSplit, as_step<find_cage_split>},
        };
        return list;
    }
};

}  // namespace
}  // namespace sudoku::cages

namespace sudoku::logic {

const std::vector<const ConstraintKind*>& constraint_kinds() {
    static const cages::CageKind cage;
    static const std::vector<const ConstraintKind*> kinds = {&cage, &rules_constraint_kind()};
    return kinds;
}

std::vector<std::pair<Candidate, Candidate>> constraint_strong_links(const Geometry& g, const std::uint8_t* digits,
                                                                     const Mask* cand) {
    std::vector<std::pair<Candidate, Candidate>> out;
    for (const ConstraintKind* kind : constraint_kinds())
        if (kind->present(g)) kind->strong_links(g, digits, cand, out);
    return out;
}

std::vector<std::pair<Candidate, Candidate>> constraint_weak_links(const Geometry& g, const std::uint8_t* digits,
                                                                   const Mask* cand) {
    std::vector<std::pair<Candidate, Candidate>> out;
    for (const ConstraintKind* kind : constraint_kinds())
        if (kind->present(g)) kind->weak_links(g, digits, cand, out);
    return out;
}

Finder constraint_finder(const Geometry& g, Technique t) {
    for (const ConstraintKind* kind : constraint_kinds()) {
        if (!kind->present(g)) continue;
        for (const auto& tf : kind->techniques())
            if (tf.technique == t) return tf.find;
    }
    return nullptr;
}

}  // namespace sudoku::logic
