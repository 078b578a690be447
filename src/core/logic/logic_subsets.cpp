// Naked and hidden subsets (pairs, triples, quads) inside one house.
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

// The first house (in index order) where `found(h)` fills `out`, which then names it.
template <class Found>
bool in_some_house(const Context& x, Step& out, Found found) {
    for (int h = 0; h < x.t.houses; ++h)
        if (found(h)) {
            out.houses = {h};
            finish_step(out);
            return true;
        }
    return false;
}

// Calls f(cell) for the cells of house h whose bit is set in `where`.
template <class F>
void for_cells(const Context& x, int h, unsigned where, F f) {
    for (int i = 0; i < x.t.n; ++i)
        if (where & (1u << i)) f(x.t.house_cell(h, i));
}

// Calls f(chosen) for the n-element subsets of the k masks in combinations()' order, until it
// returns true; a subset whose first members together already have more than n bits is
// skipped with every subset that starts with them (none of them can have n).
template <class F>
bool subsets_within(const unsigned* masks, int k, int n, F f) {
    int idx[4] = {-1, -1, -1, -1};
    unsigned below[5] = {};  // union of the members before each depth
    int depth = 0;
    while (depth >= 0) {
        const int i = ++idx[depth];
        if (i > k - (n - depth)) {
            --depth;
            continue;
        }
        const unsigned u = below[depth] | masks[i];
        if (count(u) > n) continue;
        if (depth == n - 1) {
            if (f(idx)) return true;
            continue;
        }
        below[depth + 1] = u;
        idx[++depth] = i;
    }
    return false;
}

// n blank cells of a house hold only n digits: those digits leave the house's other cells.
bool naked(const Context& x, int n, Step& out) {
    return in_some_house(x, out, [&](int h) {
        int cells[kMaxSize], k = 0;
        unsigned masks[kMaxSize];
        for (auto c : x.t.house(h))
            if (!x.s.grid[c] && count(x.s.cand[c]) >= 2 && count(x.s.cand[c]) <= n) masks[k] = x.s.cand[c], cells[k++] = c;
        return subsets_within(masks, k, n, [&](const int* idx) {
            unsigned digits = 0;
            for (int i = 0; i < n; ++i) {
                digits |= x.s.cand[cells[idx[i]]];
            }
            if (count(digits) != n) return false;
            out.eliminations.clear();
            for (auto c : x.t.house(h)) {
                bool member = false;
                for (int i = 0; i < n; ++i) member |= cells[idx[i]] == c;
                if (member) continue;
                for (int d : digits_of(x.s.cand[c] & digits)) out.eliminations.push_back({c, std::uint8_t(d)});
            }
            if (out.eliminations.empty()) return false;
            for (int i = 0; i < n; ++i)
                for (int d : digits_of(x.s.cand[cells[idx[i]]]))
                    out.pattern.push_back({std::uint8_t(cells[idx[i]]), std::uint8_t(d)});
            return true;
        });
    });
}

// n digits of a house fit only in n cells: those cells hold nothing else.
bool hidden(const Context& x, int n, Step& out) {
    return in_some_house(x, out, [&](int h) {
        int digits[kMaxSize], k = 0;
        unsigned pos[kMaxSize + 1] = {}, masks[kMaxSize];
        for (int d = 1; d <= x.t.n; ++d) {
            pos[d] = positions(x, h, d);
            if (count(pos[d]) >= 2 && count(pos[d]) <= n) masks[k] = pos[d], digits[k++] = d;
        }
        return subsets_within(masks, k, n, [&](const int* idx) {
            unsigned where = 0;
            Mask set = 0;
            for (int i = 0; i < n; ++i) {
                where |= pos[digits[idx[i]]];
                set |= bit(digits[idx[i]]);
            }
            if (count(where) != n) return false;
            out.eliminations.clear();
            for_cells(x, h, where, [&](int c) {
                for (int d : digits_of(x.s.cand[c] & ~set)) out.eliminations.push_back({std::uint8_t(c), std::uint8_t(d)});
            });
            if (out.eliminations.empty()) return false;
            for_cells(x, h, where, [&](int c) {
                for (int d : digits_of(x.s.cand[c] & set)) out.pattern.push_back({std::uint8_t(c), std::uint8_t(d)});
            });
            return true;
        });
    });
}

}  // namespace

bool find_naked_pair(const Context& x, Step& out) { return naked(x, 2, out); }
bool find_naked_triple(const Context& x, Step& out) { return naked(x, 3, out); }
bool find_naked_quad(const Context& x, Step& out) { return naked(x, 4, out); }
bool find_hidden_pair(const Context& x, Step& out) { return hidden(x, 2, out); }
bool find_hidden_triple(const Context& x, Step& out) { return hidden(x, 3, out); }
bool find_hidden_quad(const Context& x, Step& out) { return hidden(x, 4, out); }

}  // namespace sudoku::logic
