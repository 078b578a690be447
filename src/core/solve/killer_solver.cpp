// Propagation and binary search for puzzles with cages; see killer_solver.h.
#include "core/solve/killer_solver.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>

#include "core/solve/killer_rules.h"

namespace sudoku {

namespace {

using KillerCellBits = std::array<std::uint64_t, kMaxCells / 64>;

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

// Two houses sharing two cells or more (a row and a box): each one's cells outside the other.
struct KillerCrossing {
    std::vector<int> a_rest, b_rest;
};

class KillerSearch {
public:
    KillerSearch(const Geometry& g, int limit, Rng* rng, std::uint64_t max_nodes)
        : g_(g), n_(g.size()), cells_(g.cells()), all_(g.all_digits()), limit_(limit), rng_(rng),
          max_nodes_(max_nodes), rules_(killer_sum_rules(g)), combos_(g.size()) {
        // Checks by id: houses (with their crossings), then sums; each cell lists its own.
        const auto& houses = g.houses();
        checks_of_.assign(std::size_t(cells_), {});
        crossings_.assign(houses.size(), {});
        wide_.assign(houses.size(), 0);
        for (std::size_t h = 0; h < houses.size(); ++h)
            for (int c : houses[h].cells) checks_of_[std::size_t(c)].push_back(int(h));
        auto outside = [](const House& a, const House& b) {
            std::vector<int> rest;
            std::set_difference(a.cells.begin(), a.cells.end(), b.cells.begin(), b.cells.end(), std::back_inserter(rest));
            return rest;
        };
        std::vector<int> shared;
        for (std::size_t a = 0; a < houses.size(); ++a)
            for (std::size_t b = 0; b < houses.size(); ++b) {
                shared.clear();
                std::set_intersection(houses[a].cells.begin(), houses[a].cells.end(), houses[b].cells.begin(),
                                      houses[b].cells.end(), std::back_inserter(shared));
                if (a == b || shared.size() < 2) continue;
                crossings_[a].push_back(KillerCrossing{outside(houses[a], houses[b]), outside(houses[b], houses[a])});
                if (shared.size() > 3) wide_[a] = 1;
            }
        first_rule_ = int(houses.size());
        for (std::size_t r = 0; r < rules_.size(); ++r) {
            for (int c : rules_[r].cells) checks_of_[std::size_t(c)].push_back(first_rule_ + int(r));
            for (int c : rules_[r].minus) checks_of_[std::size_t(c)].push_back(first_rule_ + int(r));
        }
        pending_.assign(std::size_t(first_rule_) + rules_.size(), 0);
        for (int id = 0; id < int(pending_.size()); ++id) mark(id);
        peer_bits_.assign(std::size_t(cells_), KillerCellBits{});
        for (int c = 0; c < cells_; ++c)
            for (int p : g.peers(c)) peer_bits_[std::size_t(c)][std::size_t(p / 64)] |= std::uint64_t(1) << (p % 64);
        cand_.assign(std::size_t(cells_), all_);
        weight_.assign(std::size_t(cells_), 0);
        // Before any conflict, cells in more houses and sums weigh more (ISS's priorities).
        for (int c = 0; c < cells_; ++c) weight_[std::size_t(c)] = unsigned(checks_of_[std::size_t(c)].size());
        queue_.reserve(std::size_t(cells_) * 2);
        saved_.resize(std::size_t(cells_) * std::size_t(cells_ + 1));
    }

    // Places every given; false when one breaks a rule.
    bool load(const Cells& givens) {
        for (int c = 0; c < cells_; ++c)
            if (int d = givens[std::size_t(c)]; d) {
                if (d < 0 || d > n_ || !assign(c, d)) return false;
            }
        return true;
    }

    void run(VariantSolve& out) {
        out_ = &out;
        search(0, -1);
    }

private:
    static bool single(Mask m) { return !(m & (m - 1)); }

    void mark(int id) {
        if (pending_[std::size_t(id)]) return;
        pending_[std::size_t(id)] = 1;
        (id < first_rule_ ? cheap_ : sums_).push_back(id);
    }
    void touch(int c) {
        for (int id : checks_of_[std::size_t(c)]) mark(id);
    }
    bool assign(int c, int d) {
        const Mask m = bit(d), old = cand_[std::size_t(c)];
        if (!(old & m)) return false;
        if (old == m) return true;
        cand_[std::size_t(c)] = m;
        queue_.push_back(c);
        touch(c);
        return true;
    }
    bool eliminate(int c, Mask m) {
        const Mask old = cand_[std::size_t(c)];
        if (!(old & m)) return true;
        const Mask now = Mask(old & ~m);
        cand_[std::size_t(c)] = now;
        if (!now) return false;
        if (single(now)) queue_.push_back(c);
        touch(c);
        return true;
    }

    // Hidden singles of a house; false when a digit has no place left. `few`: the digits
    // with two or three places, the only ones a crossing of three cells can lock in.
    bool house(const House& h, Mask& few) {
        Mask once = 0, twice = 0, thrice = 0, more = 0;
        for (int c : h.cells) {
            const Mask m = cand_[std::size_t(c)];
            more |= Mask(thrice & m), thrice |= Mask(twice & m), twice |= Mask(once & m), once |= m;
        }
        if (once != all_) return false;
        few = Mask(twice & ~more);
        for (Mask hidden = Mask(once & ~twice); hidden; hidden &= Mask(hidden - 1)) {
            const int d = lowest_digit(hidden);
            for (int c : h.cells)
                if (cand_[std::size_t(c)] & bit(d)) {
                    if (!assign(c, d)) return false;
                    break;
                }
        }
        return true;
    }

    // Digits every way of making the sum uses must sit in the open cells: a cell seeing all
    // places of one loses it (a cage inside a house acts as a hidden subset there).
    bool confine(const int* open, int k, Mask required) {
        for (; required; required &= Mask(required - 1)) {
            const int d = lowest_digit(required);
            KillerCellBits common;
            common.fill(~std::uint64_t(0));
            int places = 0, last = -1;
            for (int i = 0; i < k; ++i)
                if (cand_[std::size_t(open[i])] & bit(d)) {
                    ++places, last = open[i];
                    const KillerCellBits& p = peer_bits_[std::size_t(open[i])];
                    for (std::size_t w = 0; w < common.size(); ++w) common[w] &= p[w];
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
    bool exact(const int* u, const int* sign, int k, int rest, Mask forced) {
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
    bool bounds(const SumRule& rule) {
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

    bool filter(const SumRule& rule) {
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
                if (!confine(open, k, required)) return false;
            }
        }
        return bounds(rule);  // cells may have been filled above: it counts afresh
    }

    // A house (a) and one crossing it (b, a row and a box): b's cells outside a take only
    // digits a's cells outside b can take (locked candidates; the other way round when b is
    // checked).
    bool crossing(const KillerCrossing& x) {
        Mask a = 0;
        for (int c : x.a_rest) a |= cand_[std::size_t(c)];
        if (a == all_) return true;
        for (int c : x.b_rest)
            if (!eliminate(c, Mask(~a))) return false;
        return true;
    }

    bool check(int id) {
        if (id >= first_rule_) return filter(rules_[std::size_t(id - first_rule_)]);
        Mask few = 0;
        if (!house(g_.houses()[std::size_t(id)], few)) return false;
        if (few || wide_[std::size_t(id)])  // a digit with 4+ places fits no 3-cell crossing
            for (const KillerCrossing& x : crossings_[std::size_t(id)])
                if (!crossing(x)) return false;
        return true;
    }

    // To a fixed point: singles first (cheapest), then houses and crossings, then sums.
    bool propagate() {
        for (;;) {
            while (head_ < queue_.size()) {
                const int c = queue_[head_++];
                const Mask m = cand_[std::size_t(c)];
                for (int p : g_.peers(c))
                    if (!eliminate(p, m)) return false;
            }
            int id;
            if (cheap_head_ < cheap_.size()) id = cheap_[cheap_head_++];
            else if (sums_head_ < sums_.size()) id = sums_[sums_head_++];
            else {
                cheap_.clear(), sums_.clear(), cheap_head_ = sums_head_ = 0;
                return true;
            }
            pending_[std::size_t(id)] = 0;
            if (!check(id)) {
                failed_ = id;
                return false;
            }
        }
    }

    // The branch (dom/wdeg, as ISS and CP solvers do): the open cell with the highest weight
    // per candidate, a weight being its houses and sums plus its recent conflicts. Where no
    // open cell weighs anything (decayed), the fewest candidates, or, where every open cell
    // has three or more, a digit with two places left in a house. False when every cell is
    // filled.
    bool choose(int& cell, int& digit) {
        int best = -1, best_count = kMaxSize + 1, heavy = -1, heavy_count = 1;
        unsigned heavy_weight = 0;
        for (int c = 0; c < cells_; ++c) {
            const int k = popcount(cand_[std::size_t(c)]);
            if (k <= 1) continue;
            if (k < best_count) best = c, best_count = k;
            const unsigned w = weight_[std::size_t(c)];
            if (std::uint64_t(w) * unsigned(heavy_count) > std::uint64_t(heavy_weight) * unsigned(k)) heavy = c, heavy_weight = w, heavy_count = k;
        }
        if (best < 0) return false;
        cell = heavy >= 0 ? heavy : best;
        Mask m = cand_[std::size_t(cell)];
        if (heavy < 0 && best_count > 2) {
            for (const House& h : g_.houses()) {
                Mask once = 0, twice = 0, more = 0;
                for (int c : h.cells) {
                    const Mask x = single(cand_[std::size_t(c)]) ? Mask(0) : cand_[std::size_t(c)];
                    more |= Mask(twice & x), twice |= Mask(once & x), once |= x;
                }
                if (const Mask two = Mask(twice & ~more)) {
                    digit = lowest_digit(two);
                    for (int c : h.cells)
                        if (!single(cand_[std::size_t(c)]) && (cand_[std::size_t(c)] & bit(digit))) {
                            cell = c;
                            return true;
                        }
                }
            }
        }
        if (rng_) {
            for (int skip = int(rng_->below(std::uint32_t(popcount(m)))); skip > 0; --skip) m &= Mask(m - 1);
        }
        digit = lowest_digit(m);
        return true;
    }

    // A conflict after branching on `cell`: it weighs more, and so do the cells of the check
    // that failed (dom/wdeg); old conflicts fade.
    void bump(int cell) {
        ++weight_[std::size_t(cell)];
        if (failed_ >= 0) {  // wdeg: the cells of the house or sum that failed weigh more too
            const auto& cs = failed_ < first_rule_ ? g_.houses()[std::size_t(failed_)].cells : rules_[std::size_t(failed_ - first_rule_)].cells;
            for (int c : cs) ++weight_[std::size_t(c)];
            if (failed_ >= first_rule_)
                for (int c : rules_[std::size_t(failed_ - first_rule_)].minus) ++weight_[std::size_t(c)];
        }
        failed_ = -1;
        if (++bumps_ % 4096 == 0)
            for (unsigned& w : weight_) w >>= 1;
    }

    void save(int depth) { std::memcpy(&saved_[std::size_t(depth) * std::size_t(cells_)], cand_.data(), sizeof(Mask) * std::size_t(cells_)); }
    void restore(int depth) {
        std::memcpy(cand_.data(), &saved_[std::size_t(depth) * std::size_t(cells_)], sizeof(Mask) * std::size_t(cells_));
        queue_.clear(), head_ = 0;
        for (int id : cheap_) pending_[std::size_t(id)] = 0;
        for (int id : sums_) pending_[std::size_t(id)] = 0;
        cheap_.clear(), sums_.clear(), cheap_head_ = sums_head_ = 0;
    }

    // True when the search must stop (limit reached or budget spent). On false the state is
    // left dead; the caller restores it.
    bool search(int depth, int from) {
        for (;;) {
            if (!propagate()) {
                if (from >= 0) bump(from);
                return false;
            }
            int c = -1, d = 0;
            if (!choose(c, d)) {
                Cells found(static_cast<std::size_t>(cells_), 0);
                for (int i = 0; i < cells_; ++i) found[std::size_t(i)] = std::uint8_t(lowest_digit(cand_[std::size_t(i)]));
                if (++out_->count == 1) out_->solution = found;
                else if (out_->count == 2) out_->second = found;
                return out_->count >= limit_;
            }
            if (max_nodes_ && out_->nodes >= max_nodes_) {
                out_->gave_up = true;
                return true;
            }
            ++out_->nodes;
            save(depth);
            if (assign(c, d) && search(depth + 1, c)) return true;
            restore(depth);
            if (!eliminate(c, bit(d))) {
                bump(c);
                return false;
            }
            from = c;
        }
    }

    const Geometry& g_;
    const int n_, cells_;
    const Mask all_;
    int limit_;
    Rng* rng_;
    std::uint64_t max_nodes_;
    std::vector<SumRule> rules_;
    DigitCombos combos_;
    std::vector<std::vector<KillerCrossing>> crossings_;  // by house
    std::vector<char> wide_;  // by house: it shares more than 3 cells with a crossing house
    int first_rule_ = 0;
    std::vector<std::vector<int>> checks_of_;
    std::vector<char> pending_;
    std::vector<int> cheap_, sums_;  // checks to run, first in first out
    std::size_t cheap_head_ = 0, sums_head_ = 0;
    std::vector<KillerCellBits> peer_bits_;
    std::vector<Mask> cand_, saved_;
    std::vector<int> queue_;
    std::size_t head_ = 0;
    std::vector<unsigned> weight_;  // conflicts by cell, for choose()
    unsigned bumps_ = 0;
    int failed_ = -1;  // the check that failed last (-1: a cell left with no digit)
    VariantSolve* out_ = nullptr;
};

}  // namespace

VariantSolve solve_killer(const Geometry& g, const Cells& givens, int limit, Rng* rng, std::uint64_t max_nodes) {
    VariantSolve out;
    if (int(givens.size()) != g.cells()) return out;
    KillerSearch s(g, limit, rng, max_nodes);
    if (!s.load(givens)) return out;
    s.run(out);
    return out;
}

}  // namespace sudoku
