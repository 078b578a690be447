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

}  // namespace

bool find_x_wing(const Context& x, Step& out) { return fish(x, 2, out); }
bool find_swordfish(const Context& x, Step& out) { return fish(x, 3, out); }
bool find_jellyfish(const Context& x, Step& out) { return fish(x, 4, out); }

}  // namespace sudoku::logic
