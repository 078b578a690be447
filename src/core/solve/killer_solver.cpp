// Propagation and binary search for puzzles with cages; see killer_solver.h.
#include "core/solve/killer_solver.h"

#include <array>
#include <cstring>

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

class KillerSearch {
public:
    KillerSearch(const Geometry& g, int limit, Rng* rng, std::uint64_t max_nodes)
        : g_(g), n_(g.size()), cells_(g.cells()), all_(g.all_digits()), limit_(limit), rng_(rng),
          max_nodes_(max_nodes), rules_(killer_sum_rules(g)), combos_(g.size()) {
        rules_of_.assign(std::size_t(cells_), {});
        for (std::size_t r = 0; r < rules_.size(); ++r)
            for (int c : rules_[r].cells) rules_of_[std::size_t(c)].push_back(int(r));
        peer_bits_.assign(std::size_t(cells_), KillerCellBits{});
        for (int c = 0; c < cells_; ++c)
            for (int p : g.peers(c)) peer_bits_[std::size_t(c)][std::size_t(p / 64)] |= std::uint64_t(1) << (p % 64);
        cand_.assign(std::size_t(cells_), all_);
        rule_dirty_.assign(rules_.size(), 1);
        house_dirty_.assign(g.houses().size(), 1);
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
        search(0);
    }

private:
    static bool single(Mask m) { return !(m & (m - 1)); }

    void touch(int c) {
        for (int r : rules_of_[std::size_t(c)]) rule_dirty_[std::size_t(r)] = 1;
        for (int h : g_.houses_of(c)) house_dirty_[std::size_t(h)] = 1;
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

    // Hidden singles of a house; false when a digit has no place left.
    bool house(const House& h) {
        Mask once = 0, twice = 0;
        for (int c : h.cells) {
            const Mask m = cand_[std::size_t(c)];
            twice |= Mask(once & m), once |= m;
        }
        if (once != all_) return false;
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
                for (std::uint64_t b = common[w]; b; b &= b - 1)
                    if (!eliminate(int(w * 64) + __builtin_ctzll(b), bit(d))) return false;
        }
        return true;
    }

    // Two or three open cells: every candidate kept is part of a way to make the rest.
    bool exact(const int* u, int k, int rest) {
        if (k == 1) return rest >= 1 && rest <= n_ && assign(u[0], rest);
        Mask keep[3] = {0, 0, 0}, required = all_;
        const Mask ma = cand_[std::size_t(u[0])], mb = cand_[std::size_t(u[1])];
        const bool sab = g_.sees(u[0], u[1]);
        if (k == 2) {
            for (Mask a = ma; a; a &= Mask(a - 1)) {
                const int va = lowest_digit(a), vb = rest - va;
                if (vb < 1 || vb > n_ || !(mb & bit(vb)) || (sab && va == vb)) continue;
                keep[0] |= bit(va), keep[1] |= bit(vb), required &= Mask(bit(va) | bit(vb));
            }
        } else {
            const Mask mc = cand_[std::size_t(u[2])];
            const bool sac = g_.sees(u[0], u[2]), sbc = g_.sees(u[1], u[2]);
            for (Mask a = ma; a; a &= Mask(a - 1)) {
                const int va = lowest_digit(a);
                for (Mask b = mb; b; b &= Mask(b - 1)) {
                    const int vb = lowest_digit(b), vc = rest - va - vb;
                    if (vc < 1 || vc > n_ || !(mc & bit(vc)) || (sab && va == vb) || (sac && va == vc) || (sbc && vb == vc))
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
        struct Part { int lo, hi, lo1, hi1; };
        Part parts[kMaxCells / 2];
        int rest = rule.sum, lo_total = 0, hi_total = 0, np = 0;
        for (const auto& grp : rule.groups) {
            Mask u = 0;
            int k = 0;
            for (int c : grp) {
                const Mask m = cand_[std::size_t(c)];
                if (single(m)) rest -= lowest_digit(m);
                else u |= m, ++k;
            }
            Part p{killer_smallest(u, k), killer_largest(u, k), killer_smallest(u, k - 1), killer_largest(u, k - 1)};
            if (p.lo < 0) return false;
            if (k == 0) p.lo1 = p.hi1 = 0;
            lo_total += p.lo, hi_total += p.hi;
            parts[np++] = p;
        }
        if (rest < lo_total || rest > hi_total) return false;
        int i = 0;
        for (const auto& grp : rule.groups) {
            const Part& p = parts[i++];
            const Mask range = killer_range(rest - (hi_total - p.hi + p.hi1), rest - (lo_total - p.lo + p.lo1), n_);
            for (int c : grp)
                if (!single(cand_[std::size_t(c)]) && !eliminate(c, Mask(~range))) return false;
        }
        return true;
    }

    bool filter(const SumRule& rule) {
        int rest = rule.sum, k = 0, open[kMaxSize * 4];
        for (int c : rule.cells) {
            const Mask m = cand_[std::size_t(c)];
            if (single(m)) rest -= lowest_digit(m);
            else open[k++] = c;
        }
        if (k == 0) return rest == 0;
        if (rest < k) return false;
        if (k <= 3) return exact(open, k, rest);
        if (rule.distinct()) {
            const std::vector<Mask>& list = combos_.of(k, rest);
            if (list.empty()) return false;
            if (list.size() <= 64) {
                Mask u = 0;
                for (int i = 0; i < k; ++i) u |= cand_[std::size_t(open[i])];
                Mask any = 0, required = all_;
                for (Mask m : list) {
                    if (m & ~u) continue;
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

    // To a fixed point: singles first (cheapest), then houses, then sums.
    bool propagate() {
        for (;;) {
            while (head_ < queue_.size()) {
                const int c = queue_[head_++];
                const Mask m = cand_[std::size_t(c)];
                for (int p : g_.peers(c))
                    if (!eliminate(p, m)) return false;
            }
            bool work = false;
            for (std::size_t h = 0; h < house_dirty_.size() && head_ == queue_.size(); ++h)
                if (house_dirty_[h]) {
                    house_dirty_[h] = 0, work = true;
                    if (!house(g_.houses()[h])) return false;
                }
            for (std::size_t r = 0; r < rule_dirty_.size() && head_ == queue_.size(); ++r)
                if (rule_dirty_[r]) {
                    rule_dirty_[r] = 0, work = true;
                    if (!filter(rules_[r])) return false;
                }
            if (!work && head_ == queue_.size()) return true;
        }
    }

    // The branch: a cell with the fewest candidates, or, where every open cell has three or
    // more, a digit with two places left in a house. False when every cell is filled.
    bool choose(int& cell, int& digit) {
        int best = -1, best_count = kMaxSize + 1;
        for (int c = 0; c < cells_; ++c) {
            const int k = popcount(cand_[std::size_t(c)]);
            if (k > 1 && k < best_count) {
                best = c, best_count = k;
                if (k == 2) break;
            }
        }
        if (best < 0) return false;
        cell = best;
        Mask m = cand_[std::size_t(best)];
        if (best_count > 2) {
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

    void save(int depth) { std::memcpy(&saved_[std::size_t(depth) * std::size_t(cells_)], cand_.data(), sizeof(Mask) * std::size_t(cells_)); }
    void restore(int depth) {
        std::memcpy(cand_.data(), &saved_[std::size_t(depth) * std::size_t(cells_)], sizeof(Mask) * std::size_t(cells_));
        queue_.clear(), head_ = 0;
        std::fill(rule_dirty_.begin(), rule_dirty_.end(), 0);
        std::fill(house_dirty_.begin(), house_dirty_.end(), 0);
    }

    // True when the search must stop (limit reached or budget spent). On false the state is
    // left dead; the caller restores it.
    bool search(int depth) {
        for (;;) {
            if (!propagate()) return false;
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
            if (assign(c, d) && search(depth + 1)) return true;
            restore(depth);
            if (!eliminate(c, bit(d))) return false;
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
    std::vector<std::vector<int>> rules_of_;
    std::vector<KillerCellBits> peer_bits_;
    std::vector<Mask> cand_, saved_;
    std::vector<char> rule_dirty_, house_dirty_;
    std::vector<int> queue_;
    std::size_t head_ = 0;
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
