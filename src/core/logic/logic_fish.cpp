// Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). n base lines confine a digit to n
// cover lines, so the digit leaves the cover lines' other cells.
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

bool fish(const Context& x, int n, Step& out) {
    const int N = x.t.n;
    for (int d = 1; d <= N; ++d)
        for (int base = 0; base < 2 * N; base += N) {  // rows as base lines, then columns
            int cover = N - base;                      // columns cover rows, rows cover columns
            int lines[kMaxSize], k = 0;
            unsigned pos[kMaxSize];
            for (int l = 0; l < N; ++l) {
                unsigned p = positions(x, base + l, d);
                if (count(p) >= 2 && count(p) <= n) {
                    pos[k] = p;
                    lines[k++] = l;
                }
            }
            bool found = combinations(k, n, [&](const int* idx) {
                unsigned covers = 0, bases = 0;
                for (int i = 0; i < n; ++i) {
                    covers |= pos[idx[i]];
                    bases |= 1u << lines[idx[i]];
                }
                if (count(covers) != n) return false;
                out.eliminations.clear();
                for (int j = 0; j < N; ++j) {
                    if (!(covers & (1u << j))) continue;
                    const auto cells = x.t.house(cover + j);
                    for (int i = 0; i < N; ++i)
                        if (!(bases & (1u << i)) && (x.s.cand[cells[i]] & bit(d)))
                            out.eliminations.push_back({std::uint8_t(cells[i]), std::uint8_t(d)});
                }
                if (out.eliminations.empty()) return false;
                out.houses.clear();
                for (int i = 0; i < n; ++i) {
                    int l = base + lines[idx[i]];
                    out.houses.push_back(l);
                    for (auto c : x.t.house(l))
                        if (x.s.cand[c] & bit(d)) out.pattern.push_back({c, std::uint8_t(d)});
                }
                for (int j = 0; j < N; ++j)
                    if (covers & (1u << j)) out.houses.push_back(cover + j);
                return true;
            });
            if (found) {
                finish_step(out);
                return true;
            }
        }
    return false;
}

// Jigsaw: k regions as bases and k rows or columns as covers, or the other way round (a kind
// of house: 0 rows, 1 columns, 2 regions; each cell lies in one house of each kind).
bool region_fish(const Context& x, int n, Step& out) {
    const int N = x.t.n;
    auto index_in_kind = [&](int cell, int kind) { return kind == 0 ? x.t.row(cell) : kind == 1 ? x.t.col(cell) : x.t.box(cell); };
    const int pairs[4][2] = {{2, 0}, {2, 1}, {0, 2}, {1, 2}};  // base kind, cover kind
    for (int d = 1; d <= N; ++d)
        for (const auto& pr : pairs) {
            const int bk = pr[0], ck = pr[1];
            int lines[kMaxSize], k = 0;
            unsigned covers_of[kMaxSize];  // per base house: the cover houses of its places
            for (int l = 0; l < N; ++l) {
                unsigned p = positions(x, bk * N + l, d), c = 0;
                for (unsigned q = p; q; q &= q - 1) c |= 1u << index_in_kind(x.t.house_cell(bk * N + l, __builtin_ctz(q)), ck);
                if (count(p) >= 2 && count(c) >= 2 && count(c) <= n) covers_of[k] = c, lines[k++] = l;
            }
            bool found = combinations(k, n, [&](const int* idx) {
                unsigned covers = 0, bases = 0;
                for (int i = 0; i < n; ++i) covers |= covers_of[idx[i]], bases |= 1u << lines[idx[i]];
                if (count(covers) != n) return false;
                out.eliminations.clear();
                for (unsigned j = covers; j; j &= j - 1)
                    for (int c : x.t.house(ck * N + __builtin_ctz(j)))
                        if (!(bases & (1u << index_in_kind(c, bk))) && (x.s.cand[c] & bit(d)))
                            out.eliminations.push_back({std::uint8_t(c), std::uint8_t(d)});
                if (out.eliminations.empty()) return false;
                out.houses.clear();
                for (int i = 0; i < n; ++i) {
                    int h = bk * N + lines[idx[i]];
                    out.houses.push_back(h);
                    for (auto c : x.t.house(h))
                        if (x.s.cand[c] & bit(d)) out.pattern.push_back({c, std::uint8_t(d)});
                }
                for (unsigned j = covers; j; j &= j - 1) out.houses.push_back(ck * N + __builtin_ctz(j));
                return true;
            });
            if (found) {
                finish_step(out);
                return true;
            }
        }
    return false;
}

bool any_fish(const Context& x, int n, Step& out) {
    if (fish(x, n, out)) return true;
    return x.t.geometry().box_rows() == 0 && region_fish(x, n, out);
}

}  // namespace

bool find_x_wing(const Context& x, Step& out) { return any_fish(x, 2, out); }
bool find_swordfish(const Context& x, Step& out) { return any_fish(x, 3, out); }
bool find_jellyfish(const Context& x, Step& out) { return any_fish(x, 4, out); }

}  // namespace sudoku::logic
