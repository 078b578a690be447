// Finned fish: n base lines hold a digit only in n cover lines, apart from fins that all lie
// in one box. Either a fin is true, or the fish is, so cover cells outside the base lines
// that also see every fin (they are in the fins' box) lose the digit. Sashimi: without its
// fins a base line would keep fewer than two cells, so the fish alone would be degenerate.
// Ratings (SE has none): finned X-Wing 7.0, Swordfish 7.1, Jellyfish 7.2; sashimi alike.
#include "core/logic/logic_pattern_text.h"

namespace sudoku::logic {
namespace {

using namespace pattern_text;

const char* kFishNames[] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};

// Lines of one kind ("rows 2 and 7") from a bit mask of line indexes.
// "in rows 1, 4 and 7", "of column 3" (form "in" or "of", see text::house)
std::string lines_text(bool rows, unsigned mask, const char* form) {
    std::vector<std::string> n;
    for (int i = 0; i < kMaxSize; ++i)
        if (mask & (1u << i)) n.push_back(std::to_string(i + 1));
    const char* kind = rows ? (n.size() > 1 ? "rows" : "row") : (n.size() > 1 ? "columns" : "column");
    return text::tr(std::string("house.") + form + "." + kind, {{"n", join_words(n)}});
}

// The fish on base lines `idx` (cross-line masks `pos`) with these covers and fins (fin
// cross lines, all in `block`): fills `out` when the fins share a box and something goes.
// The fish's name (finned or sashimi, its size), rating and houses: the bases, the covers,
// then the box or region holding the fins.
void name_finned_fish(Step& out, int n, int size, int base, const int* lines, const unsigned* pos, const int* idx,
                      int cover, unsigned covers, int fin_house) {
    bool sashimi = false;
    for (int i = 0; i < n; ++i) sashimi = sashimi || count(pos[idx[i]] & covers) < 2;
    out.variant = std::string(sashimi ? "sashimi " : "finned ") + kFishNames[n];
    out.rating = technique_rating(out.technique) + 0.1 * (n - 2);
    out.houses.clear();
    for (int i = 0; i < n; ++i) out.houses.push_back(base + lines[idx[i]]);
    for (int j = 0; j < size; ++j)
        if (covers & (1u << j)) out.houses.push_back(cover + j);
    out.houses.push_back(fin_house);
}

bool fish_with_fins(const Context& x, int d, int n, int base, const int* lines, const unsigned* pos, const int* idx,
                    unsigned covers, unsigned fin_lines, int block, Step& out) {
    const bool rows = base == 0;
    const int cover = 9 - base;
    unsigned bases = 0;
    int fin_band = -1;  // the block of base lines holding the fins
    for (int i = 0; i < n; ++i) {
        unsigned p = pos[idx[i]];
        if (!(p & covers)) return false;  // a base line made only of fins: not this pattern
        bases |= 1u << lines[idx[i]];
        if (!(p & fin_lines)) continue;
        if (fin_band >= 0 && fin_band != lines[idx[i]] / 3) return false;
        fin_band = lines[idx[i]] / 3;
    }
    const int fin_box = rows ? fin_band * 3 + block : block * 3 + fin_band;
    // Cover cells in the fins' box, off the base lines.
    out.eliminations.clear();
    for (unsigned j = covers & (7u << (3 * block)); j; j &= j - 1)
        for (int i = fin_band * 3; i < fin_band * 3 + 3; ++i) {
            int cell = house_cells()[cover + __builtin_ctz(j)][i];
            if (!(bases & (1u << i)) && (x.s.cand[cell] & bit(d))) out.eliminations.push_back(cand_at(cell, d));
        }
    if (out.eliminations.empty()) return false;

    name_finned_fish(out, n, 9, base, lines, pos, idx, cover, covers, 18 + fin_box);
    std::vector<int> fins;
    for (int i = 0; i < n; ++i)
        for (unsigned f = pos[idx[i]]; f; f &= f - 1) {
            int cell = house_cells()[base + lines[idx[i]]][__builtin_ctz(f)];
            bool fin = fin_lines & (f & -f);
            out.pattern.push_back(cand_at(cell, d));
            set_mark(out, cand_at(cell, d), fin ? Role::Fin : Role::On);
            if (fin) fins.push_back(cell);
        }
    finish_step(out);
    mark_effect(out);
    std::sort(fins.begin(), fins.end());
    std::string sd = name_digit(d);
    out.explanation = text::capitalised(text::tr(
        "fish.finned", {{"in_base", lines_text(rows, bases, "in")}, {"digit", sd}, {"in_cover", lines_text(!rows, covers, "in")},
                        {"fins", text::tr(fins.size() > 1 ? "fish.fins" : "fish.fin", {{"cells", cell_list(fins)}})},
                        {"fish", kFishNames[n]}, {"a_fin", text::tr(fins.size() > 1 ? "fish.a_fin" : "fish.the_fin")},
                        {"of_fin_cover", lines_text(!rows, covers & (7u << (3 * block)), "of")},
                        {"in_box", name_house(18 + fin_box, "in")}, {"removed", cannot_be(out.eliminations)}}));
    return true;
}

bool finned(const Context& x, int n, Step& out) {
    for (int d = 1; d <= 9; ++d)
        for (int base = 0; base < 18; base += 9) {  // rows as base lines, then columns
            int lines[9], k = 0;
            unsigned pos[9];
            for (int l = 0; l < 9; ++l) {
                unsigned p = x.positions(base + l, d);
                if (p && count(p) <= n + 3) {  // at most 3 fins in a line (one box)
                    pos[k] = p;
                    lines[k++] = l;
                }
            }
            bool found = combinations(k, n, [&](const int* idx) {
                unsigned all = 0;
                for (int i = 0; i < n; ++i) all |= pos[idx[i]];
                if (count(all) <= n || count(all) > n + 3) return false;
                // The fins lie in one block of three cross lines; the covers are every line
                // the base cells use outside it and some of those inside it.
                for (int block = 0; block < 3; ++block) {
                    const unsigned inside = all & (7u << (3 * block)), outside = all & ~inside;
                    const int need = n - count(outside);
                    if (need < 0 || need >= count(inside)) continue;
                    for (unsigned sub = inside;; sub = (sub - 1) & inside) {
                        if (count(sub) == need &&
                            fish_with_fins(x, d, n, base, lines, pos, idx, outside | sub, inside & ~sub, block, out))
                            return true;
                        if (!sub) break;
                    }
                }
                return false;
            });
            if (found) return true;
        }
    return false;
}

// Any geometry: the same pattern with the fins in one box or jigsaw region (any shape), and
// the cover cells of that region off the base lines losing the digit.
bool finned_any(const Context& x, int n, Step& out) {
    const int N = x.t.n;
    for (int d = 1; d <= N; ++d)
        for (int base = 0; base < 2 * N; base += N) {
            const bool rows = base == 0;
            const int cover = N - base;
            int lines[kMaxSize], k = 0;
            unsigned pos[kMaxSize];
            for (int l = 0; l < N; ++l) {
                unsigned p = x.positions(base + l, d);
                if (p && count(p) <= n + 3) pos[k] = p, lines[k++] = l;
            }
            bool found = combinations(k, n, [&](const int* idx) {
                unsigned all = 0, bases = 0;
                for (int i = 0; i < n; ++i) all |= pos[idx[i]], bases |= 1u << lines[idx[i]];
                if (count(all) <= n || count(all) > n + 3) return false;
                for (unsigned fin_lines = all;; fin_lines = (fin_lines - 1) & all) {  // the cross lines holding fins
                    const unsigned covers = all & ~fin_lines;
                    if (fin_lines && count(covers) == n) {
                        // Every fin in one region, every base line with a cell in the covers.
                        int region = -1;
                        bool ok = true;
                        std::vector<int> fins;
                        for (int i = 0; i < n && ok; ++i) {
                            ok = (pos[idx[i]] & covers) != 0;
                            for (unsigned f = pos[idx[i]] & fin_lines; f && ok; f &= f - 1) {
                                int cell = x.t.house_cell(base + lines[idx[i]], __builtin_ctz(f));
                                ok = region < 0 || x.t.box(cell) == region;
                                region = x.t.box(cell);
                                fins.push_back(cell);
                            }
                        }
                        out.eliminations.clear();
                        unsigned fin_covers = 0;
                        for (unsigned j = covers; j && ok; j &= j - 1)
                            for (int i = 0; i < N; ++i) {
                                int cell = x.t.house_cell(cover + __builtin_ctz(j), i);
                                if ((bases & (1u << i)) || x.t.box(cell) != region || !(x.s.cand[cell] & bit(d))) continue;
                                out.eliminations.push_back(cand_at(cell, d));
                                fin_covers |= j & (0u - j);
                            }
                        if (ok && !out.eliminations.empty()) {
                            name_finned_fish(out, n, N, base, lines, pos, idx, cover, covers, 2 * N + region);
                            for (int i = 0; i < n; ++i)
                                for (unsigned f = pos[idx[i]]; f; f &= f - 1) {
                                    int cell = x.t.house_cell(base + lines[idx[i]], __builtin_ctz(f));
                                    bool fin = fin_lines & (f & (0u - f));
                                    out.pattern.push_back(cand_at(cell, d));
                                    set_mark(out, cand_at(cell, d), fin ? Role::Fin : Role::On);
                                }
                            finish_step(out);
                            mark_effect(out);
                            std::sort(fins.begin(), fins.end());
                            out.explanation = text::capitalised(text::tr(
                                "fish.finned",
                                {{"in_base", lines_text(rows, bases, "in")}, {"digit", name_digit(d)},
                                 {"in_cover", lines_text(!rows, covers, "in")},
                                 {"fins", text::tr(fins.size() > 1 ? "fish.fins" : "fish.fin", {{"cells", cell_list(fins)}})},
                                 {"fish", kFishNames[n]}, {"a_fin", text::tr(fins.size() > 1 ? "fish.a_fin" : "fish.the_fin")},
                                 {"of_fin_cover", lines_text(!rows, fin_covers, "of")},
                                 {"in_box", name_house(2 * N + region, "in")}, {"removed", cannot_be(out.eliminations)}}));
                            return true;
                        }
                        out.eliminations.clear();
                    }
                    if (!fin_lines) break;
                }
                return false;
            });
            if (found) return true;
        }
    return false;
}

}  // namespace

// Smallest fish first, so the lowest rated step comes first.
bool find_finned_fish(const Context& x, Step& out) {
    for (int n = 2; n <= 4; ++n)
        if (x.t.is_classic9() ? finned(x, n, out) : finned_any(x, n, out)) return true;
    return false;
}

}  // namespace sudoku::logic
