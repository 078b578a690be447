// The sums' filters of the killer search (killer_search.h): digit sets by size and sum, a
// house's forced digits, exact filtering of one to three open cells, bounds, confinement.
#include "core/solve/killer_search.h"

namespace sudoku {
namespace killer_detail {

namespace {

// Digits v with lo <= v <= hi, as a mask.
Mask killer_range(int lo, int hi, int n) {
    if (lo < 1) lo = 1;
    if (hi > n) hi = n;
    if (lo > hi) return 0;
    return Mask(((1u << hi) - 1) & ~((1u << (lo - 1)) - 1));
}
// Sum of the `count` smallest (or largest) digits of m; -1 when m has fewer.
int killer_smallest(Mask m, int count) {
    int s = 0;
    for (; count > 0; --count, m &= Mask(m - 1)) {
        if (!m) return -1;
        s += lowest_digit(m);
    }
    return s;
}
int killer_largest(Mask m, int count) {
    int s = 0;
    for (; count > 0; --count) {
        if (!m) return -1;
        const int d = 32 - __builtin_clz(unsigned(m));
        s += d;
        m &= Mask(~bit(d));
    }
    return s;
}

}  // namespace

// Digits every way of making the sum uses must sit in the open cells: a cell seeing all
// places of one loses it (a cage inside a house acts as a hidden subset there).
bool KillerSearch::confine(const int* open, int k, Mask required) {
    for (; required; required &= Mask(required - 1)) {
        const int d = lowest_digit(required);
        KillerCellBits common;
        common.fill(~std::uint64_t(0));
        int places = 0, last = -1;
        for (int i = 0; i < k; ++i)
            if (cand_[std::size_t(open[i])] & bit(d)) {
                ++places, last = open[i];
                const KillerCellBits& p = peer_bits_[std::size_t(open[i])];
                for (std::size_t w = 0; w * 64 < std::size_t(cells_); ++w) common[w] &= p[w];
            }
        if (places == 0) return false;
        if (places == 1) {
            if (!assign(last, d)) return false;
            continue;
        }
        for (std::size_t w = 0; w * 64 < std::size_t(cells_); ++w)
            for (std::uint64_t b = common[w]; b; b &= b - 1) {
                const int x = int(w * 64) + __builtin_ctzll(b);
                if ((cand_[std::size_t(x)] & bit(d)) && !eliminate(x, bit(d))) return false;
            }
    }
    return true;
}

// One to three open cells: every candidate kept is part of a way to make the rest
// (sign[i] -1 for a cell subtracted).
bool KillerSearch::exact(const int* u, const int* sign, int k, int rest, Mask forced) {
    auto ok = [&](int v) { return v >= 1 && v <= n_; };
    if (k == 1) {
        const int v = rest * sign[0];
        return ok(v) && !(forced & ~bit(v)) && assign(u[0], v);
    }
    Mask keep[3] = {0, 0, 0}, required = all_;
    const Mask ma = cand_[std::size_t(u[0])], mb = cand_[std::size_t(u[1])];
    const bool sab = g_.sees(u[0], u[1]);
    if (k == 2) {
        for (Mask a = ma; a; a &= Mask(a - 1)) {
            const int va = lowest_digit(a), vb = (rest - sign[0] * va) * sign[1];
            if (!ok(vb) || !(mb & bit(vb)) || (sab && va == vb) || (forced & ~(bit(va) | bit(vb)))) continue;
            keep[0] |= bit(va), keep[1] |= bit(vb), required &= Mask(bit(va) | bit(vb));
        }
    } else {
        const Mask mc = cand_[std::size_t(u[2])];
        const bool sac = g_.sees(u[0], u[2]), sbc = g_.sees(u[1], u[2]);
        for (Mask a = ma; a; a &= Mask(a - 1)) {
            const int va = lowest_digit(a);
            for (Mask b = mb; b; b &= Mask(b - 1)) {
                const int vb = lowest_digit(b), vc = (rest - sign[0] * va - sign[1] * vb) * sign[2];
                if (!ok(vc) || !(mc & bit(vc)) || (sab && va == vb) || (sac && va == vc) || (sbc && vb == vc) ||
                    (forced & ~(bit(va) | bit(vb) | bit(vc))))
                    continue;
                keep[0] |= bit(va), keep[1] |= bit(vb), keep[2] |= bit(vc);
                required &= Mask(bit(va) | bit(vb) | bit(vc));
            }
        }
    }
    if (!keep[0]) return false;
    for (int i = 0; i < k; ++i)
        if (!eliminate(u[i], Mask(~keep[i]))) return false;
    return confine(u, k, required);
}

// Bounds: each group of cells that see each other holds distinct digits, so its least
// total is its count of smallest candidates; a cell can take no digit that pushes the
// rest beyond what the other cells can still make up.
bool KillerSearch::bounds(const SumRule& rule) {
    // Per group, the range of its part of the total: [lo, hi], and [lo1, hi1] without
    // one of its open cells; a subtracted group's part is negative.
    struct Part { int lo, hi, lo1, hi1; };
    Part parts[kMaxCells / 2];
    int rest = rule.sum, lo_total = 0, hi_total = 0, np = 0;
    for (int side = 0; side < 2; ++side)
        for (const auto& grp : side ? rule.minus_groups : rule.groups) {
            Mask u = 0;
            int k = 0;
            for (int c : grp) {
                const Mask m = cand_[std::size_t(c)];
                if (single(m)) rest -= side ? -lowest_digit(m) : lowest_digit(m);
                else u |= m, ++k;
            }
            Part p{killer_smallest(u, k), killer_largest(u, k), k ? killer_smallest(u, k - 1) : 0,
                   k ? killer_largest(u, k - 1) : 0};
            if (p.lo < 0) return false;
            if (side) p = Part{-p.hi, -p.lo, -p.hi1, -p.lo1};
            lo_total += p.lo, hi_total += p.hi;
            parts[np++] = p;
        }
    if (rest < lo_total || rest > hi_total) return false;
    // With that much slack both ways no cell can lose a digit (ISS's early exit).
    if (rest - lo_total >= n_ - 1 && hi_total - rest >= n_ - 1) return true;
    int i = 0;
    for (int side = 0; side < 2; ++side)
        for (const auto& grp : side ? rule.minus_groups : rule.groups) {
            const Part& p = parts[i++];
            // The cell's part t: rest - (others' highest) <= t <= rest - (others' lowest).
            const int t_lo = rest - (hi_total - p.hi + p.hi1), t_hi = rest - (lo_total - p.lo + p.lo1);
            const Mask range = side ? killer_range(-t_hi, -t_lo, n_) : killer_range(t_lo, t_hi, n_);
            for (int c : grp)
                if (!single(cand_[std::size_t(c)]) && !eliminate(c, Mask(~range))) return false;
        }
    return true;
}

bool KillerSearch::filter(const SumRule& rule) {
    int rest = rule.sum, k = 0, open[kMaxSize * 4], sign[kMaxSize * 4];
    Mask fixed = 0;
    for (int c : rule.cells) {
        const Mask m = cand_[std::size_t(c)];
        if (single(m)) rest -= lowest_digit(m), fixed |= m;
        else open[k] = c, sign[k++] = 1;
    }
    for (int c : rule.minus) {
        const Mask m = cand_[std::size_t(c)];
        if (single(m)) rest += lowest_digit(m);
        else open[k] = c, sign[k++] = -1;
    }
    if (k == 0) return rest == 0;
    if (rule.minus.empty() && rest < k) return false;
    // Digits a house holding the rule can place nowhere else: the open cells take them.
    Mask forced = 0;
    for (const auto& others : rule.outside) {
        Mask u = 0;
        for (int c : others) u |= cand_[std::size_t(c)];
        forced |= Mask(all_ & ~u);
    }
    forced &= Mask(~fixed);
    if (k <= 3) return exact(open, sign, k, rest, forced);
    if (rule.distinct()) {
        const std::vector<Mask>& list = combos_.of(k, rest);
        if (list.empty()) return false;
        if (list.size() <= 64) {
            Mask u = 0;
            for (int i = 0; i < k; ++i) u |= cand_[std::size_t(open[i])];
            Mask any = 0, required = all_;
            for (Mask m : list) {
                if ((m & ~u) || (forced & ~m)) continue;
                bool fits = true;
                for (int i = 0; i < k && fits; ++i) fits = (cand_[std::size_t(open[i])] & m) != 0;
                if (fits) any |= m, required &= m;
            }
            if (!any) return false;
            for (int i = 0; i < k; ++i)
                if (!eliminate(open[i], Mask(~any))) return false;
            return confine(open, k, required);  // the digit sets cover what bounds would cut
        }
    }
    return bounds(rule);  // cells may have been filled above: it counts afresh
}

}  // namespace killer_detail
}  // namespace sudoku
