// Innies and outies (the 45 rule) for killer: an area of whole houses (a house, or a run of
// rows or columns) holds each digit once per house, so its sum is known; minus the cages
// wholly inside (and known digits), the cells left inside add up to the rest (innies); the
// cages covering the area minus its sum give the cells sticking out (outies). One such cell
// has that value; two are treated as a cage of that sum.
#include <algorithm>

#include "core/constraints/cage_internal.h"

namespace sudoku::cages {

namespace {

struct Area {
    std::vector<int> houses;  // disjoint houses, each holding every digit once
    int kind = -1, from = 0, to = 0;  // a run of rows (0) or columns (1); 2: two boxes side by side; -1: houses[0] alone
};

// The areas depend only on the size, the boxes and the diagonals: made once per such shape.
const std::vector<Area>& areas_of(const Geometry& g) {
    static thread_local int key = -1;
    static thread_local std::vector<Area> out;
    const int k = ((g.size() * 32 + g.box_rows()) * 32 + g.box_cols()) * 64 + int(g.houses().size());
    if (k == key) return out;
    key = k;
    out.clear();
    const int n = g.size();
    for (int h = 0; h < int(g.houses().size()); ++h) out.push_back(Area{{h}, -1, 0, 0});
    for (int kind = 0; kind < 2; ++kind)
        for (int len = 2; len < n; ++len)
            for (int from = 0; from + len <= n; ++from) {
                Area a{{}, kind, from, from + len - 1};
                for (int i = from; i < from + len; ++i) a.houses.push_back(kind * n + i);
                out.push_back(a);
            }
    // Two boxes side by side (a band's or a stack's neighbours).
    if (g.box_rows()) {
        const int across = n / g.box_cols(), down = n / g.box_rows();
        for (int b = 0; b < n; ++b) {
            if (b % across + 1 < across) out.push_back(Area{{2 * n + b, 2 * n + b + 1}, 2, 0, 0});
            if (b / across + 1 < down) out.push_back(Area{{2 * n + b, 2 * n + b + across}, 2, 0, 0});
        }
    }
    return out;
}

std::string area_name(const Geometry& g, const Area& a, std::string_view form) {
    if (a.kind < 0) return vt_house(g, a.houses[0], form);
    if (a.kind == 2) {
        std::vector<std::string> nums;
        for (int h : a.houses) nums.push_back(std::to_string(g.houses()[h].index + 1));
        return text::tr(std::string("house.") + (form.empty() ? "" : std::string(form) + ".") + "boxes", {{"n", text::join(nums)}});
    }
    if (a.to == a.from + 1)  // "rows 4 and 5"
        return text::tr(std::string("house.") + (form.empty() ? "" : std::string(form) + ".") + (a.kind ? "columns" : "rows"),
                        {{"n", text::join({std::to_string(a.from + 1), std::to_string(a.to + 1)})}});
    std::string key = std::string("variant.area.") + (form.empty() ? "" : std::string(form) + ".") + (a.kind ? "columns" : "rows");
    return text::tr(key, {{"from", std::to_string(a.from + 1)}, {"to", std::to_string(a.to + 1)}});
}

// Removals in two cells that add up to `sum` (different digits when they see each other).
std::vector<Candidate> pair_removals(const Ctx& x, int a, int b, int sum) {
    std::vector<Candidate> elims;
    const bool distinct = x.g.sees(a, b);
    for (int pass = 0; pass < 2; ++pass) {
        int c = pass ? b : a, o = pass ? a : b;
        for (unsigned m = x.cand(c); m; m &= m - 1) {
            int d = lowest_digit(m), e = sum - d;
            bool fits = e >= 1 && e <= x.n && x.has(o, e) && !(distinct && e == d);
            if (!fits) elims.push_back(cd(c, d));
        }
    }
    return elims;
}

// Removals in empty cells that add up to `sum`: exact by the digit-set tables when their
// digits differ (all in one house or one cage), else by bounds (each cell's digit plus the
// others' smallest and largest candidates).
std::vector<Candidate> set_removals(const Ctx& x, const std::vector<int>& cells, int sum) {
    std::vector<Candidate> elims;
    const int k = int(cells.size());
    bool distinct = false;
    for (int h : x.g.houses_of(cells[0])) {
        const auto& hc = x.g.houses()[std::size_t(h)].cells;
        distinct |= std::all_of(cells.begin(), cells.end(), [&](int c) { return std::binary_search(hc.begin(), hc.end(), c); });
    }
    const int k0 = x.g.cage_of(cells[0]);
    distinct |= k0 >= 0 && std::all_of(cells.begin(), cells.end(), [&](int c) { return x.g.cage_of(c) == k0; });
    Mask ok[kMaxSize];
    if (distinct && k <= x.n) {
        std::vector<Mask> fit;
        if (!cage_filter(x.n, cells.data(), k, x.mask, sum, 0, 0, ok, &fit)) return elims;  // broken: no step
    } else {
        int lo = 0, hi = 0;
        for (int c : cells) {
            lo += lowest_digit(x.cand(c));
            hi += 32 - __builtin_clz(unsigned(x.cand(c)));
        }
        for (int i = 0; i < k; ++i) {
            const int c = cells[std::size_t(i)];
            const int olo = lo - lowest_digit(x.cand(c)), ohi = hi - (32 - __builtin_clz(unsigned(x.cand(c))));
            ok[i] = 0;
            for (unsigned m = x.cand(c); m; m &= m - 1) {
                const int d = lowest_digit(m);
                if (sum - d >= olo && sum - d <= ohi) ok[i] |= bit(d);
            }
        }
    }
    for (int i = 0; i < k; ++i)
        for (unsigned m = x.cand(cells[std::size_t(i)]) & ~ok[i]; m; m &= m - 1) elims.push_back(cd(cells[std::size_t(i)], lowest_digit(m)));
    return elims;
}

// Cage splitting: innies of 3 to 7 cells inside one cage are part of it, so the rest of
// the cage adds up to the rest of its sum (and has different digits).
bool split_rest(const Ctx& x, const std::vector<int>& part, int sum, int& cage, std::vector<int>& rest, int& rest_sum) {
    cage = x.g.cage_of(part[0]);
    if (cage < 0 || !x.g.cages()[std::size_t(cage)].has_sum()) return false;
    rest.clear();
    rest_sum = x.g.cages()[std::size_t(cage)].sum - sum;
    for (int c : x.g.cages()[std::size_t(cage)].cells) {
        if (x.digits[c]) rest_sum -= x.digits[c];
        else if (std::find(part.begin(), part.end(), c) == part.end()) rest.push_back(c);
    }
    return !rest.empty() && std::all_of(part.begin(), part.end(), [&](int c) { return x.g.cage_of(c) == cage; });
}

// The candidates the step keeps in the cells (drawn as the pattern; the removed ones are drawn as removed).
void set_highlights(const Ctx& x, const std::vector<int>& cells, Found& out) {
    for (int c : cells)
        for (unsigned m = x.cand(c); m; m &= m - 1) {
            const Candidate k = cd(c, lowest_digit(m));
            if (std::find(out.eliminations.begin(), out.eliminations.end(), k) == out.eliminations.end()) out.highlights.push_back(k);
        }
}

// Innies of 3 to 7 cells: as a cage of their sum, and where they are part of one cage, the
// rest of that cage as a cage of the rest of its sum.
bool step_split(const Ctx& x, const std::vector<int>& innies, int sum, const Area& area, const std::vector<int>& inside,
                int known, int total, Found& out) {
    auto elims = set_removals(x, innies, sum);
    int cage = -1, rest_sum = 0;
    std::vector<int> rest;
    if (elims.empty()) {
        if (!split_rest(x, innies, sum, cage, rest, rest_sum)) return false;
        elims = set_removals(x, rest, rest_sum);
        if (elims.empty()) return false;
    }
    out.eliminations = elims;
    set_highlights(x, innies, out);
    set_highlights(x, rest, out);
    out.houses = area.houses;
    out.cages = inside;
    if (rest.empty()) {
        vt_finish(out, "cage_split",
                  {{"in_area", area_name(x.g, area, "in")},
                   {"total", std::to_string(total)},
                   {"inside", std::to_string(known)},
                   {"cells", vt_cells(x.g, innies)},
                   {"sum", std::to_string(sum)},
                   {"removals", vt_removals(x.g, elims)}});
        return true;
    }
    out.cages.push_back(cage);
    vt_finish(out, "cage_split_rest",
              {{"in_area", area_name(x.g, area, "in")},
               {"total", std::to_string(total)},
               {"inside", std::to_string(known)},
               {"cells", vt_cells(x.g, innies)},
               {"sum", std::to_string(sum)},
               {"of_cage", vt_cage(x.g, cage, "of")},
               {"rest", vt_cells(x.g, rest)},
               {"rest_sum", std::to_string(rest_sum)},
               {"removals", vt_removals(x.g, elims)}});
    return true;
}

// Finds an area whose innies or outies are `want` (1 or 2; 3: 3 to 7) empty cells giving a step.
bool innies_outies(const Ctx& x, Found& out, int want) {
    const Geometry& g = x.g;
    const auto& cages = g.cages();
    if (cages.empty()) return false;
    const int n = x.n, total_house = n * (n + 1) / 2;
    // Stamps (the area's index) instead of clearing per area: cells in it, cages touching it,
    // cages wholly inside it.
    const std::vector<Area>& areas = areas_of(g);
    std::vector<int> in(g.cells(), -1), touch_stamp(cages.size(), -1), inside_stamp(cages.size(), -1), count(cages.size(), 0);
    std::vector<int> area_cells, inside, touching, innies, outies, reaching;
    for (int ai = 0; ai < int(areas.size()); ++ai) {
        const Area& area = areas[ai];
        area_cells.clear();
        for (int h : area.houses)
            for (int c : g.houses()[h].cells) {
                in[c] = ai;
                area_cells.push_back(c);
            }
        const int total = total_house * int(area.houses.size());
        // Cages inside the area, and the ones reaching out of it.
        inside.clear();
        touching.clear();
        bool all_caged = true;
        for (int c : area_cells) {
            int k = g.cage_of(c);
            if (k < 0 || !cages[k].has_sum()) {  // a cage without a sum says nothing of totals
                all_caged = false;
                continue;
            }
            if (touch_stamp[k] != ai) {
                touch_stamp[k] = ai;
                count[k] = 0;
                touching.push_back(k);
            }
            ++count[k];
        }
        std::sort(touching.begin(), touching.end());
        // A cage without a sum is never "inside": its cells count as unknown cells of the area.
        for (int k : touching)
            if (count[k] == int(cages[k].cells.size()) && cages[k].has_sum()) {
                inside_stamp[k] = ai;
                inside.push_back(k);
            }
        // Innies: the area's cells outside the inside cages.
        {
            int known = 0;
            innies.clear();
            for (int k : inside) known += cages[k].sum;
            for (int c : area_cells) {
                if (g.cage_of(c) >= 0 && inside_stamp[g.cage_of(c)] == ai) continue;
                if (x.digits[c]) known += x.digits[c];
                else innies.push_back(c);
            }
            const int sum = total - known;
            std::sort(innies.begin(), innies.end());
            if (want == 3 && innies.size() >= 3 && innies.size() <= 7 && step_split(x, innies, sum, area, inside, known, total, out))
                return true;
            if (int(innies.size()) != want) innies.clear();
            if (int(innies.size()) == want && want == 1 && sum >= 1 && sum <= n && x.has(innies[0], sum) && popcount(x.cand(innies[0])) > 1) {
                out.placements = {cd(innies[0], sum)};
                out.highlights = {cd(innies[0], sum)};
                out.houses = area.houses;
                out.cages = inside;
                vt_finish(out, "innie",
                          {{"in_area", area_name(g, area, "in")},
                           {"total", std::to_string(total)},
                           {"inside", std::to_string(known)},
                           {"cell", g.cell_name(innies[0])},
                           {"digit", vt_digit(sum)}});
                return true;
            }
            if (int(innies.size()) == want && want == 2) {
                auto elims = pair_removals(x, innies[0], innies[1], sum);
                if (!elims.empty()) {
                    out.eliminations = elims;
                    for (int c : innies)
                        for (unsigned m = x.cand(c); m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
                    out.houses = area.houses;
                    out.cages = inside;
                    vt_finish(out, "innie_pair",
                              {{"in_area", area_name(g, area, "in")},
                               {"total", std::to_string(total)},
                               {"inside", std::to_string(known)},
                               {"cells", vt_cells(g, innies)},
                               {"sum", std::to_string(sum)},
                               {"removals", vt_removals(g, elims)}});
                    return true;
                }
            }
        }
        // Outies: the cells of the touching cages outside the area (every area cell caged).
        if (!all_caged || touching.size() == inside.size()) continue;
        if (std::any_of(touching.begin(), touching.end(), [&](int k) { return !cages[k].has_sum(); })) continue;
        int cage_sum = 0, known_out = 0;
        outies.clear();
        reaching.clear();
        for (int k : touching) {
            cage_sum += cages[k].sum;
            if (inside_stamp[k] == ai) continue;
            reaching.push_back(k);
            for (int c : cages[k].cells) {
                if (in[c] == ai) continue;
                if (x.digits[c]) known_out += x.digits[c];
                else outies.push_back(c);
            }
        }
        std::sort(outies.begin(), outies.end());
        const int sum = cage_sum - total - known_out;
        if (want == 3 && outies.size() >= 3 && outies.size() <= 7) {
            auto elims = set_removals(x, outies, sum);
            if (elims.empty()) continue;
            out.eliminations = elims;
            set_highlights(x, outies, out);
            out.houses = area.houses;
            out.cages = reaching;
            vt_finish(out, "cage_split_out",
                      {{"area", area_name(g, area, "")},
                       {"cages", std::to_string(cage_sum)},
                       {"total", std::to_string(total)},
                       {"known", std::to_string(known_out)},
                       {"cells", vt_cells(g, outies)},
                       {"sum", std::to_string(sum)},
                       {"removals", vt_removals(g, elims)}});
            return true;
        }
        if (int(outies.size()) != want) continue;
        if (want == 1 && sum >= 1 && sum <= n && x.has(outies[0], sum) && popcount(x.cand(outies[0])) > 1) {
            out.placements = {cd(outies[0], sum)};
            out.highlights = {cd(outies[0], sum)};
            out.houses = area.houses;
            out.cages = reaching;
            vt_finish(out, known_out ? "outie_known" : "outie",
                      {{"area", area_name(g, area, "")},
                       {"cages", std::to_string(cage_sum)},
                       {"total", std::to_string(total)},
                       {"out", std::to_string(cage_sum - total)},
                       {"known", std::to_string(known_out)},
                       {"cell", g.cell_name(outies[0])},
                       {"digit", vt_digit(sum)}});
            return true;
        }
        if (want == 2) {
            auto elims = pair_removals(x, outies[0], outies[1], sum);
            if (elims.empty()) continue;
            out.eliminations = elims;
            for (int c : outies)
                for (unsigned m = x.cand(c); m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
            out.houses = area.houses;
            out.cages = reaching;
            vt_finish(out, known_out ? "outie_pair_known" : "outie_pair",
                      {{"area", area_name(g, area, "")},
                       {"cages", std::to_string(cage_sum)},
                       {"total", std::to_string(total)},
                       {"out", std::to_string(cage_sum - total)},
                       {"known", std::to_string(known_out)},
                       {"cells", vt_cells(g, outies)},
                       {"sum", std::to_string(sum)},
                       {"removals", vt_removals(g, elims)}});
            return true;
        }
    }
    return false;
}

}  // namespace

bool find_innie_outie(const Ctx& x, Found& out) { return innies_outies(x, out, 1); }
bool find_virtual_cage(const Ctx& x, Found& out) { return innies_outies(x, out, 2); }
bool find_cage_split(const Ctx& x, Found& out) { return innies_outies(x, out, 3); }

// The 45 rule's sums of every area: its innies, and its outies where every cell of it is in a
// cage with a sum, each of 2 to 4 empty cells.
std::vector<DerivedSum> derived_sums(const Ctx& x) {
    const Geometry& g = x.g;
    const auto& cages = g.cages();
    std::vector<DerivedSum> out;
    const int total_house = x.n * (x.n + 1) / 2;
    std::vector<int> in(g.cells(), -1);
    auto add = [&](std::vector<int> cells, int sum) {
        if (cells.size() < 2 || cells.size() > 4) return;
        std::sort(cells.begin(), cells.end());
        for (const auto& d : out)
            if (d.cells == cells) return;
        DerivedSum d;
        d.cells = cells;
        d.sum = sum;
        for (int h : g.houses_of(cells[0])) {
            const auto& hc = g.houses()[std::size_t(h)].cells;
            d.distinct |= std::all_of(cells.begin(), cells.end(), [&](int c) { return std::binary_search(hc.begin(), hc.end(), c); });
        }
        const int k0 = g.cage_of(cells[0]);
        d.distinct |= k0 >= 0 && std::all_of(cells.begin(), cells.end(), [&](int c) { return g.cage_of(c) == k0; });
        out.push_back(std::move(d));
    };
    const std::vector<Area>& areas = areas_of(g);
    for (int ai = 0; ai < int(areas.size()); ++ai) {
        const Area& area = areas[std::size_t(ai)];
        std::vector<int> cells;
        for (int h : area.houses)
            for (int c : g.houses()[std::size_t(h)].cells) {
                in[c] = ai;
                cells.push_back(c);
            }
        std::vector<int> touching;
        bool all_caged = true;
        for (int c : cells) {
            const int k = g.cage_of(c);
            if (k < 0 || !cages[std::size_t(k)].has_sum()) all_caged = false;
            else if (std::find(touching.begin(), touching.end(), k) == touching.end()) touching.push_back(k);
        }
        int known = 0, cage_sum = 0, known_out = 0;
        std::vector<int> innies, outies;
        for (int k : touching) {
            bool inside = std::all_of(cages[std::size_t(k)].cells.begin(), cages[std::size_t(k)].cells.end(), [&](int c) { return in[c] == ai; });
            cage_sum += cages[std::size_t(k)].sum;
            if (inside) known += cages[std::size_t(k)].sum;
            else
                for (int c : cages[std::size_t(k)].cells)
                    if (in[c] != ai) (x.digits[c] ? known_out += x.digits[c] : (outies.push_back(c), 0));
        }
        for (int c : cells) {
            const int k = g.cage_of(c);
            const bool inside = k >= 0 && cages[std::size_t(k)].has_sum() &&
                                std::all_of(cages[std::size_t(k)].cells.begin(), cages[std::size_t(k)].cells.end(), [&](int q) { return in[q] == ai; });
            if (inside) continue;
            if (x.digits[c]) known += x.digits[c];
            else innies.push_back(c);
        }
        const int total = total_house * int(area.houses.size());
        add(innies, total - known);
        if (all_caged) add(outies, cage_sum - total - known_out);
    }
    return out;
}

}  // namespace sudoku::cages
