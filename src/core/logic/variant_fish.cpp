// Fish (X-Wing, Swordfish, Jellyfish) for any geometry: k houses of one kind (rows, columns
// or regions) whose places for a digit all lie in k houses of another kind; one digit per
// base house means one per cover house, so the covers lose the digit outside the bases.
// Jigsaw regions make fish rows and columns alone do not.
#include <functional>

#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

namespace {

// Kinds: 0 rows, 1 columns, 2 regions (house index kind * n + i).
int variant_fish_index(const Geometry& g, int kind, int cell) {
    return kind == 0 ? g.row_of(cell) : kind == 1 ? g.col_of(cell) : g.region_of(cell);
}

// "in rows 2 and 7", "in regions 1, 4 and 5", "in boxes 2 and 5".
std::string variant_fish_houses(const Geometry& g, int kind, const std::vector<int>& idx, std::string_view form) {
    std::vector<std::string> nums;
    for (int i : idx) nums.push_back(std::to_string(i + 1));
    std::string f = form.empty() ? "" : std::string(form) + ".";
    const char* word = kind == 0 ? "rows" : kind == 1 ? "columns" : g.box_rows() ? "boxes" : "regions";
    std::string key = (kind == 2 && !g.box_rows()) ? "variant.house." + f + word : "house." + f + word;
    return text::tr(key, {{"n", text::join(nums)}});
}

}  // namespace

bool find_fish(const Ctx& x, VariantStep& out, int k) {
    static const int ranks[5] = {0, 0, kXWing, kSwordfish, kJellyfish};
    const int n = x.n;
    for (int d = 1; d <= n; ++d)
        for (int base = 0; base < 3; ++base)
            for (int cover = 0; cover < 3; ++cover) {
                if (base == cover) continue;
                // Bases with 2..k places for d, and the covers each touches.
                std::vector<int> bases;
                std::vector<std::uint32_t> touch;
                for (int i = 0; i < n; ++i) {
                    int h = base * n + i;
                    std::uint32_t w = x.where[h][d];
                    if ((x.placed[h] & bit(d)) || popcount(w) < 2 || popcount(w) > k) continue;
                    std::uint32_t t = 0;
                    for (std::uint32_t m = w; m; m &= m - 1)
                        t |= 1u << variant_fish_index(x.g, cover, x.g.houses()[h].cells[lowest_digit(m) - 1]);
                    if (popcount(t) > k) continue;
                    bases.push_back(i);
                    touch.push_back(t);
                }
                if (int(bases.size()) < k) continue;
                std::vector<int> pick;
                std::function<bool(int, std::uint32_t)> rec = [&](int start, std::uint32_t covers) -> bool {
                    if (popcount(covers) > k) return false;
                    if (int(pick.size()) == k) {
                        if (popcount(covers) != k) return false;
                        std::uint32_t base_set = 0;
                        for (int i : pick) base_set |= 1u << bases[i];
                        std::vector<CellDigit> elims;
                        std::vector<int> cover_idx;
                        for (std::uint32_t m = covers; m; m &= m - 1) {
                            int ci = lowest_digit(m) - 1;
                            cover_idx.push_back(ci);
                            for (int c : x.g.houses()[cover * n + ci].cells)
                                if (x.has(c, d) && !(base_set >> variant_fish_index(x.g, base, c) & 1)) elims.push_back(cd(c, d));
                        }
                        if (elims.empty()) return false;
                        std::vector<int> base_idx;
                        for (int i : pick) {
                            base_idx.push_back(bases[i]);
                            out.houses.push_back(base * n + bases[i]);
                            for (int c : x.g.houses()[base * n + bases[i]].cells)
                                if (x.has(c, d)) out.highlights.push_back(cd(c, d));
                        }
                        for (int ci : cover_idx) out.houses.push_back(cover * n + ci);
                        out.eliminations = elims;
                        vt_finish(out, ranks[k], "fish",
                                  {{"in_base", variant_fish_houses(x.g, base, base_idx, "in")},
                                   {"digit", vt_digit(d)},
                                   {"in_cover", variant_fish_houses(x.g, cover, cover_idx, "in")},
                                   {"removals", vt_removals(x.g, elims)}});
                        return true;
                    }
                    for (int i = start; i < int(bases.size()); ++i) {
                        pick.push_back(i);
                        if (rec(i + 1, covers | touch[i])) return true;
                        pick.pop_back();
                    }
                    return false;
                };
                if (rec(0, 0)) return true;
            }
    return false;
}

bool find_x_wing(const Ctx& x, VariantStep& out) { return find_fish(x, out, 2); }
bool find_swordfish(const Ctx& x, VariantStep& out) { return find_fish(x, out, 3); }
bool find_jellyfish(const Ctx& x, VariantStep& out) { return find_fish(x, out, 4); }

}  // namespace sudoku::vlogic
