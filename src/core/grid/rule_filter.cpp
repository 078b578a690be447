// The filters of the rule kinds (rule_filter.h), one per PropKind.
#include "core/grid/rule_filter.h"

#include <bitset>

namespace sudoku {

namespace {

inline int top_digit(unsigned m) { return 32 - __builtin_clz(m); }
inline Mask above(int d, int n) { return Mask(((1u << n) - 1) & ~((1u << d) - 1)); }  // digits > d
inline Mask below(int d) { return d <= 1 ? Mask(0) : Mask((1u << (d - 1)) - 1); }      // digits < d

// Strictly increasing from the bulb: each cell above the smallest before it, below the largest after.
bool filter_thermo(int k, int n, Mask* m) {
    int lo = 0;
    for (int i = 0; i < k; ++i) {
        m[i] &= above(lo, n);
        if (!m[i]) return false;
        lo = lowest_digit(m[i]);
    }
    int hi = n + 1;
    for (int i = k - 1; i >= 0; --i) {
        m[i] &= below(hi);
        if (!m[i]) return false;
        hi = top_digit(m[i]);
    }
    return true;
}

// The circle's number (its cells read left to right) is the shaft's sum; bounds both ways.
bool filter_arrow(const Prop& p, Mask* m) {
    const int circle = p.value < 1 ? 1 : p.value, k = int(p.cells.size());
    int lo = 0, hi = 0;
    for (int i = circle; i < k; ++i) {
        if (!m[i]) return false;
        lo += lowest_digit(m[i]), hi += top_digit(m[i]);
    }
    Mask keep[3] = {0, 0, 0};
    int nlo = 1 << 30, nhi = -1;
    auto take = [&](int number, const int* d) {
        if (number < lo || number > hi) return;
        for (int i = 0; i < circle; ++i) keep[i] |= bit(d[i]);
        nlo = std::min(nlo, number), nhi = std::max(nhi, number);
    };
    int d[3];
    for (unsigned a = m[0]; a; a &= a - 1) {
        d[0] = lowest_digit(a);
        if (circle == 1) {
            take(d[0], d);
            continue;
        }
        for (unsigned b = m[1]; b; b &= b - 1) {
            d[1] = lowest_digit(b);
            if (circle == 2) {
                take(d[0] * 10 + d[1], d);
                continue;
            }
            for (unsigned c = m[2]; c; c &= c - 1) {
                d[2] = lowest_digit(c);
                take(d[0] * 100 + d[1] * 10 + d[2], d);
            }
        }
    }
    if (nhi < 0) return false;
    for (int i = 0; i < circle; ++i) m[i] = keep[i];
    for (int i = circle; i < k; ++i) {
        const int olo = lo - lowest_digit(m[i]), ohi = hi - top_digit(m[i]);
        Mask ok = 0;
        for (unsigned r = m[i]; r; r &= r - 1) {
            const int x = lowest_digit(r);
            if (x + olo <= nhi && x + ohi >= nlo) ok |= bit(x);
        }
        m[i] = ok;
        if (!ok) return false;
    }
    return true;
}

// A run of len consecutive digits that every cell can meet and the cells together cover.
bool filter_renban(int k, int n, Mask* m) {
    // No repeat: a cell's single digit leaves the others.
    for (int i = 0; i < k; ++i)
        if (m[i] && !(m[i] & (m[i] - 1)))
            for (int j = 0; j < k; ++j)
                if (j != i) m[j] &= Mask(~m[i]);
    Mask keep[kMaxSize] = {};
    bool any = false;
    for (int s = 1; s + k - 1 <= n; ++s) {
        const Mask w = Mask(((1u << k) - 1) << (s - 1));
        Mask cover = 0;
        bool each = true;
        for (int i = 0; i < k && each; ++i) {
            each = (m[i] & w) != 0;
            cover |= Mask(m[i] & w);
        }
        if (!each || cover != w) continue;
        any = true;
        for (int i = 0; i < k; ++i) keep[i] |= Mask(m[i] & w);
    }
    for (int i = 0; i < k; ++i) m[i] = keep[i];
    return any;
}

// Ends first and last: the cells between lie strictly between the ends' digits.
bool filter_between(int k, Mask* m) {
    Mask keep[kMaxCells] = {};
    bool any = false;
    for (unsigned ra = m[0]; ra; ra &= ra - 1)
        for (unsigned rb = m[k - 1]; rb; rb &= rb - 1) {
            const int a = lowest_digit(ra), b = lowest_digit(rb), lo = std::min(a, b), hi = std::max(a, b);
            if (hi - lo < 2) continue;
            const Mask inside = Mask(below(hi) & ~((1u << lo) - 1));
            bool each = true;
            for (int i = 1; i < k - 1 && each; ++i) each = (m[i] & inside) != 0;
            if (!each) continue;
            any = true;
            keep[0] |= bit(a), keep[k - 1] |= bit(b);
            for (int i = 1; i < k - 1; ++i) keep[i] |= Mask(m[i] & inside);
        }
    for (int i = 0; i < k; ++i) m[i] = keep[i];
    return any;
}

using Sums = std::bitset<288>;  // every sum of up to 16 digits of at most 16

// Cells m[0..k) adding up to `sum` (digits may repeat): each keeps the digits some way uses.
// Sums below 64 (a 9x9's sandwiches, most lines): the same in one word. Sums above `sum` never
// come back down, so dropping those past bit 63 loses nothing.
bool filter_sum_small(int k, int sum, Mask* m) {
    std::uint64_t pre[kMaxSize + 1], suf[kMaxSize + 1];
    pre[0] = 1;
    for (int i = 0; i < k; ++i) {
        pre[i + 1] = 0;
        for (unsigned r = m[i]; r; r &= r - 1) pre[i + 1] |= pre[i] << lowest_digit(r);
    }
    if (!((pre[k] >> sum) & 1)) return false;
    suf[k] = 1;
    for (int i = k - 1; i >= 0; --i) {
        suf[i] = 0;
        for (unsigned r = m[i]; r; r &= r - 1) suf[i] |= suf[i + 1] << lowest_digit(r);
    }
    for (int i = 0; i < k; ++i) {
        std::uint64_t reach = 0;  // s + t for s a sum before cell i, t one after it
        for (std::uint64_t b = pre[i]; b; b &= b - 1) reach |= suf[i + 1] << __builtin_ctzll(b);
        Mask ok = 0;
        for (unsigned r = m[i]; r; r &= r - 1) {
            const int rest = sum - lowest_digit(r);
            if (rest >= 0 && ((reach >> rest) & 1)) ok |= Mask(r & (0u - r));
        }
        m[i] = ok;
        if (!ok) return false;
    }
    return true;
}

bool filter_sum(int k, int sum, Mask* m) {
    if (k == 0) return sum == 0;
    if (sum < 0 || sum >= 288) return false;
    if (sum < 64) return filter_sum_small(k, sum, m);
    Sums pre[kMaxSize + 1], suf[kMaxSize + 1];
    pre[0].set(0);
    for (int i = 0; i < k; ++i)
        for (unsigned r = m[i]; r; r &= r - 1) pre[i + 1] |= pre[i] << std::size_t(lowest_digit(r));
    if (!pre[k].test(std::size_t(sum))) return false;
    suf[k].set(0);
    for (int i = k - 1; i >= 0; --i)
        for (unsigned r = m[i]; r; r &= r - 1) suf[i] |= suf[i + 1] << std::size_t(lowest_digit(r));
    for (int i = 0; i < k; ++i) {
        Mask ok = 0;
        for (unsigned r = m[i]; r; r &= r - 1) {
            const int d = lowest_digit(r), rest = sum - d;
            if (rest < 0) continue;
            // Some s before and t after with s + t == rest.
            for (int s = 0; s <= rest; ++s)
                if (pre[i].test(std::size_t(s)) && suf[i + 1].test(std::size_t(rest - s))) {
                    ok |= bit(d);
                    break;
                }
        }
        m[i] = ok;
        if (!ok) return false;
    }
    return true;
}

// The row or column's 1 and n, and the cells between them adding up to the clue.
bool filter_sandwich(int k, int n, int sum, Mask* m) {
    const Mask one = bit(1), top = bit(n), ends = Mask(one | top), mid = Mask(((1u << n) - 1) & ~ends);
    Mask keep[kMaxSize] = {}, part[kMaxSize];
    bool any = false;
    for (int p = 0; p < k; ++p) {
        if (!(m[p] & one)) continue;
        for (int q = 0; q < k; ++q) {
            if (q == p || !(m[q] & top)) continue;
            const int a = std::min(p, q), b = std::max(p, q), len = b - a - 1;
            // The cells between hold len different digits of 2..n-1 (the line is a row or a
            // column): a clue out of their range rules this pair of places out at once.
            const int least = len * (len + 3) / 2, most = len * (2 * n - 1 - len) / 2;
            if (sum < least || sum > most) continue;
            bool ok = true;
            for (int i = 0; i < k && ok; ++i) {
                if (i == p || i == q) continue;
                part[i] = Mask(m[i] & (i > a && i < b ? mid : Mask(~ends)));
                ok = part[i] != 0;
            }
            if (!ok || !filter_sum(b - a - 1, sum, part + a + 1)) continue;
            any = true;
            keep[p] |= one, keep[q] |= top;
            for (int i = 0; i < k; ++i)
                if (i != p && i != q) keep[i] |= part[i];
        }
    }
    for (int i = 0; i < k; ++i) m[i] = keep[i];
    return any;
}

// Each digit of the circle, as often as written, among the four cells.
bool filter_quadruple(const Prop& p, int n, Mask* m) {
    const int k = int(p.cells.size());
    int needed = 0;
    Mask wanted = 0;
    for (int d = 1; d <= n; ++d) {
        const int want = p.allow[std::size_t(d)];
        if (!want) continue;
        needed += want, wanted |= bit(d);
        int places = 0;
        for (int i = 0; i < k; ++i) places += (m[i] >> (d - 1)) & 1;
        if (places < want) return false;
        if (places == want)
            for (int i = 0; i < k; ++i)
                if (m[i] & bit(d)) m[i] = bit(d);
    }
    if (needed > k) return false;
    if (needed == k)
        for (int i = 0; i < k; ++i) m[i] &= wanted;
    for (int i = 0; i < k; ++i)
        if (!m[i]) return false;
    return true;
}

}  // namespace

bool prop_filter(const Prop& p, int n, Mask* m) {
    const int k = int(p.cells.size());
    switch (p.kind) {
    case PropKind::Unary: m[0] &= p.allow[0]; return m[0] != 0;
    case PropKind::Pair: return filter_pair(p, m);
    case PropKind::Thermo: return filter_thermo(k, n, m);
    case PropKind::Arrow: return filter_arrow(p, m);
    case PropKind::Renban: return filter_renban(k, n, m);
    case PropKind::Between: return filter_between(k, m);
    case PropKind::SumLine: return filter_sum(k, p.value, m);
    case PropKind::Sandwich: return filter_sandwich(k, n, p.value, m);
    case PropKind::Quadruple: return filter_quadruple(p, n, m);
    }
    return true;
}

bool props_fixpoint(const Geometry& g, Mask* cand) {
    const auto& props = g.props();
    Mask local[kMaxCells];
    for (bool changed = true; changed;) {
        changed = false;
        for (const Prop& p : props) {
            const int k = int(p.cells.size());
            for (int i = 0; i < k; ++i) local[i] = cand[p.cells[std::size_t(i)]];
            if (!prop_filter(p, g.size(), local)) return false;
            for (int i = 0; i < k; ++i) {
                Mask& c = cand[p.cells[std::size_t(i)]];
                if (c != (c & local[i])) c &= local[i], changed = true;
            }
        }
    }
    return true;
}

std::string rule_conflict(const Geometry& g, const std::vector<std::uint8_t>& cells) {
    for (int c = 0; c < g.cells(); ++c)
        if (cells[std::size_t(c)])
            for (int p : g.rule_peers(c))
                if (p > c && cells[std::size_t(p)] == cells[std::size_t(c)])
                    return g.cell_name(c) + " and " + g.cell_name(p) + " both hold " + std::string(1, digit_char(cells[std::size_t(c)])) +
                           ", which the rules forbid";
    Mask local[kMaxCells];
    for (const Prop& p : g.props()) {
        const int k = int(p.cells.size());
        bool filled = false;
        for (int i = 0; i < k; ++i) {
            const int d = cells[std::size_t(p.cells[std::size_t(i)])];
            local[i] = d ? bit(d) : g.all_digits();
            filled |= d != 0;
        }
        if (!filled || prop_filter(p, g.size(), local)) continue;
        std::string s = "the " + std::string(constraint_key(p.source)) + " rule at " + g.cell_name(p.cells[0]) + " is broken by";
        bool first = true;
        for (int c : p.cells)
            if (cells[std::size_t(c)]) {
                s += std::string(first ? " " : ", ") + g.cell_name(c) + " (" + digit_char(cells[std::size_t(c)]) + ")";
                first = false;
            }
        return s;
    }
    return "";
}

}  // namespace sudoku
