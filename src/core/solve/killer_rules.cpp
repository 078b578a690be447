// Cages and 45-rule cages for the killer search; see killer_rules.h.
#include "core/solve/killer_rules.h"

#include <algorithm>
#include <iterator>

namespace sudoku {

DigitCombos::DigitCombos(int n) : combos(std::size_t(n + 1), std::vector<std::vector<Mask>>(std::size_t(n * (n + 1) / 2 + 1))) {
    for (unsigned m = 0; m < (1u << n); ++m) {
        int s = 0;
        for (unsigned r = m; r; r &= r - 1) s += lowest_digit(r);
        combos[std::size_t(popcount(m))][std::size_t(s)].push_back(Mask(m));
    }
}

const std::vector<Mask>& DigitCombos::of(int count, int sum) const {
    static const std::vector<Mask> none;
    if (count < 0 || count >= int(combos.size()) || sum < 0 || sum >= int(combos[0].size())) return none;
    return combos[std::size_t(count)][std::size_t(sum)];
}

namespace {

// Greedy split into groups of mutually seeing cells: each group's digits differ, which is
// what makes the sum bounds tight (distinct digits rather than any digits).
std::vector<std::vector<int>> see_groups(const Geometry& g, const std::vector<int>& cells) {
    std::vector<std::vector<int>> groups;
    for (int c : cells) {
        bool placed = false;
        for (auto& grp : groups) {
            if (std::all_of(grp.begin(), grp.end(), [&](int o) { return g.sees(c, o); })) {
                grp.push_back(c);
                placed = true;
                break;
            }
        }
        if (!placed) groups.push_back({c});
    }
    return groups;
}

// Unions of houses that hold every digit once per house: each row, column and region, each
// run of adjacent rows or columns, adjacent boxes in a band or a stack, each diagonal.
std::vector<std::pair<std::vector<int>, int>> house_unions(const Geometry& g) {
    const int n = g.size();
    std::vector<std::pair<std::vector<int>, int>> out;
    auto add = [&](std::vector<int> houses) {
        std::vector<int> cells;
        for (int h : houses)
            for (int c : g.houses()[std::size_t(h)].cells) cells.push_back(c);
        std::sort(cells.begin(), cells.end());
        out.push_back({cells, int(houses.size())});
    };
    for (int kind = 0; kind < 2; ++kind)  // rows 0..n-1, columns n..2n-1
        for (int a = 0; a < n; ++a)
            for (int b = a; b < n && b - a + 1 < n; ++b) {
                std::vector<int> hs;
                for (int i = a; i <= b; ++i) hs.push_back(kind * n + i);
                add(hs);
            }
    for (int r = 0; r < n; ++r) add({2 * n + r});
    if (g.box_rows()) {
        const int across = n / g.box_cols(), down = n / g.box_rows();
        for (int b = 0; b < n; ++b) {
            if (b % across + 1 < across) add({2 * n + b, 2 * n + b + 1});
            if (b / across + 1 < down) add({2 * n + b, 2 * n + b + across});
        }
    }
    // Boxes (or regions) 1..k and k..n in reading order, as ISS does: L-shaped unions.
    for (int k = 3; k < n - 1; ++k) {
        std::vector<int> first, last;
        for (int i = 0; i < k; ++i) first.push_back(2 * n + i), last.push_back(3 * n - 1 - i);
        if (k % (g.box_rows() ? n / g.box_cols() : n)) add(first), add(last);  // whole bands are row runs
    }
    for (std::size_t h = std::size_t(3 * n); h < g.houses().size(); ++h) add({int(h)});
    return out;
}

}  // namespace

std::vector<SumRule> killer_sum_rules(const Geometry& g, int max_derived) {
    const int n = g.size(), full = n * (n + 1) / 2;
    std::vector<SumRule> rules;
    auto add = [&](std::vector<int> cells, int sum, std::vector<int> minus = {}) {
        std::sort(cells.begin(), cells.end());
        std::sort(minus.begin(), minus.end());
        for (const SumRule& r : rules)
            if (r.cells == cells && r.minus == minus) return;
        SumRule r;
        r.cells = cells;
        r.minus = minus;
        r.sum = sum;
        r.groups = see_groups(g, r.cells);
        r.minus_groups = see_groups(g, r.minus);
        if (r.minus.empty() && r.cells.size() < std::size_t(n))
            for (int h : g.houses_of(r.cells[0])) {
                const auto& hc = g.houses()[std::size_t(h)].cells;
                if (!std::includes(hc.begin(), hc.end(), r.cells.begin(), r.cells.end())) continue;
                std::vector<int> rest;
                std::set_difference(hc.begin(), hc.end(), r.cells.begin(), r.cells.end(), std::back_inserter(rest));
                r.outside.push_back(rest);
            }
        rules.push_back(std::move(r));
    };
    for (const Cage& cage : g.cages())
        if (cage.has_sum()) add(cage.cells, cage.sum);
    // Small rules, or larger ones whose digits all differ (then cheap and strong: digit sets).
    auto fits = [&](const std::vector<int>& cells) {
        return int(cells.size()) <= max_derived || (int(cells.size()) < n && see_groups(g, cells).size() == 1);
    };
    const int cells = g.cells();
    for (const auto& [region, count] : house_unions(g)) {
        std::vector<char> in(std::size_t(cells), 0);
        for (int c : region) in[std::size_t(c)] = 1;
        // Innies: the region's cells outside the cages wholly inside it, summing to the
        // region's total less those cages. Outies: the cells outside the region of the cages
        // crossing its border, summing to all touching cages less the region's total (known
        // only when every cell of the region is in a cage with a sum).
        int inside_sum = 0, touching_sum = 0;
        bool outies_known = true;
        std::vector<int> innies, outies;
        std::vector<char> seen(g.cages().size(), 0);
        for (int c : region) {
            const int k = g.cage_of(c);
            if (k < 0 || !g.cages()[std::size_t(k)].has_sum()) {
                innies.push_back(c);
                outies_known = false;
                continue;
            }
            const Cage& cage = g.cages()[std::size_t(k)];
            const bool inside = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int o) { return in[std::size_t(o)] != 0; });
            if (!inside) innies.push_back(c);
            if (seen[std::size_t(k)]) continue;
            seen[std::size_t(k)] = 1;
            touching_sum += cage.sum;
            if (inside) inside_sum += cage.sum;
            else
                for (int o : cage.cells)
                    if (!in[std::size_t(o)]) outies.push_back(o);
        }
        if (!innies.empty() && fits(innies)) add(innies, full * count - inside_sum);
        if (outies_known && !outies.empty() && fits(outies)) add(outies, touching_sum - full * count);
        // Innies less outies: the cages with more than half their cells inside count as in.
        std::vector<int> plus, minus;
        int pieces = 0;
        std::vector<char> used(g.cages().size(), 0);
        for (int c : region) {
            const int k = g.cage_of(c);
            if (k >= 0 && !used[std::size_t(k)] && g.cages()[std::size_t(k)].has_sum()) {
                const Cage& cage = g.cages()[std::size_t(k)];
                const auto in_count = std::count_if(cage.cells.begin(), cage.cells.end(), [&](int o) { return in[std::size_t(o)] != 0; });
                if (2 * in_count > std::ptrdiff_t(cage.cells.size())) {
                    used[std::size_t(k)] = 1;
                    pieces += cage.sum;
                    for (int o : cage.cells)
                        if (!in[std::size_t(o)]) minus.push_back(o);
                }
            }
        }
        for (int c : region) {
            const int k = g.cage_of(c);
            if (k < 0 || !used[std::size_t(k)]) plus.push_back(c);
        }
        const std::size_t a = plus.size(), b = minus.size();
        if (!a && b && fits(minus)) add(minus, pieces - full * count);
        if (a && b && std::min(a, b) <= 2 && int(a + b) <= std::max(max_derived, n)) add(plus, full * count - pieces, minus);
    }
    return rules;
}

}  // namespace sudoku
