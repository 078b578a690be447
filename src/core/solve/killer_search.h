// The killer search's state and steps, shared by killer_solver.cpp (propagation to a fixed
// point, branching, search) and killer_sums.cpp (the sums' filters). Internal to solve/.
#pragma once
#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>
#include <vector>

#include "core/grid/rule_filter.h"
#include "core/solve/killer_rules.h"
#include "core/solve/killer_solver.h"

namespace sudoku {
namespace killer_detail {

using KillerCellBits = std::array<std::uint64_t, kMaxCells / 64>;

// Two houses sharing two cells or more (a row and a box): the checked house's cells outside
// the other, as positions in the house (bit i: its i-th cell), and the other's cells outside it.
struct KillerCrossing {
    std::uint32_t a_rest = 0;
    std::vector<int> b_rest;
};

// Checks waiting to run, first in first out. Each check waits at most once, so a ring as long
// as their count never overflows.
struct KillerQueue {
    std::vector<int> ids;
    int head = 0, count = 0;
    void reset(std::size_t capacity) { ids.assign(std::max<std::size_t>(capacity, 1), 0), head = count = 0; }
    void push(int id) {
        int at = head + count++;
        if (at >= int(ids.size())) at -= int(ids.size());
        ids[std::size_t(at)] = id;
    }
    int pop() {
        const int id = ids[std::size_t(head)];
        if (++head == int(ids.size())) head = 0;
        --count;
        return id;
    }
};

class KillerSearch {
public:
    KillerSearch(const Geometry& g, int limit, Rng* rng, std::uint64_t max_nodes)
        : g_(g), n_(g.size()), cells_(g.cells()), all_(g.all_digits()), limit_(limit), rng_(rng),
          max_nodes_(max_nodes), rules_(g.cages().empty() ? std::vector<SumRule>{} : killer_sum_rules(g)), combos_(g.size()) {
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
                KillerCrossing x;
                for (std::size_t i = 0; i < houses[a].cells.size(); ++i)
                    if (!std::binary_search(shared.begin(), shared.end(), houses[a].cells[i])) x.a_rest |= std::uint32_t(1) << i;
                x.b_rest = outside(houses[b], houses[a]);
                crossings_[a].push_back(std::move(x));
                if (shared.size() > 3) wide_[a] = 1;
            }
        first_rule_ = int(houses.size());
        for (std::size_t r = 0; r < rules_.size(); ++r) {
            for (int c : rules_[r].cells) checks_of_[std::size_t(c)].push_back(first_rule_ + int(r));
            for (int c : rules_[r].minus) checks_of_[std::size_t(c)].push_back(first_rule_ + int(r));
        }
        // Then the rules' props (rule_filter.h), queued with the sums.
        first_prop_ = first_rule_ + int(rules_.size());
        for (std::size_t p = 0; p < g.props().size(); ++p)
            for (int c : g.props()[p].cells) checks_of_[std::size_t(c)].push_back(first_prop_ + int(p));
        // The same lists in one array (touch() is the hottest loop): cell c's are
        // check_list_[check_start_[c] .. check_start_[c + 1]).
        check_start_.assign(std::size_t(cells_) + 1, 0);
        for (int c = 0; c < cells_; ++c) {
            check_start_[std::size_t(c) + 1] = check_start_[std::size_t(c)] + int(checks_of_[std::size_t(c)].size());
            check_list_.insert(check_list_.end(), checks_of_[std::size_t(c)].begin(), checks_of_[std::size_t(c)].end());
        }
        pending_.assign(std::size_t(first_prop_) + g.props().size(), 0);
        // Each check is pending at most once: its queue never holds more.
        cheap_.reset(std::size_t(first_rule_));
        sums_.reset(rules_.size() + g.props().size());
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

    void run(Solutions& out) {
        out_ = &out;
        search(0, -1);
    }

private:
    static bool single(Mask m) { return !(m & (m - 1)); }

    void mark(int id) {
        if (pending_[std::size_t(id)]) return;
        pending_[std::size_t(id)] = 1;
        (id < first_rule_ ? cheap_ : sums_).push(id);
    }
    void touch(int c) {
        const int* id = &check_list_[std::size_t(check_start_[std::size_t(c)])];
        const int* end = &check_list_[0] + check_start_[std::size_t(c) + 1];
        for (; id != end; ++id) mark(*id);
    }
    bool assign(int c, int d) {
        const Mask m = bit(d), old = cand_[std::size_t(c)];
        return old == m || ((old & m) && place(c, m));
    }
    // The change itself, out of line as remove() is: fewer bytes at the many call sites.
    __attribute__((noinline)) bool place(int c, Mask m) {
        cand_[std::size_t(c)] = m;
        queue_.push_back(c);
        touch(c);
        return true;
    }
    // Most calls change nothing: that test stays inline, the change does not.
    bool eliminate(int c, Mask m) { return !(cand_[std::size_t(c)] & m) || remove(c, m); }
    __attribute__((noinline)) bool remove(int c, Mask m) {
        const Mask now = Mask(cand_[std::size_t(c)] & ~m);
        cand_[std::size_t(c)] = now;
        if (!now) return false;
        if (single(now)) queue_.push_back(c);
        touch(c);
        return true;
    }

    // Hidden singles of a house; false when a digit has no place left. `few`: the digits
    // with two or three places, the only ones a crossing of three cells can lock in.
    bool house(const House& h, Mask& few, Mask* at) {
        Mask once = 0, twice = 0, thrice = 0, more = 0;
        const int k = int(h.cells.size());
        for (int i = 0; i < k; ++i) {
            const Mask m = at[i] = cand_[std::size_t(h.cells[std::size_t(i)])];
            more |= Mask(thrice & m), thrice |= Mask(twice & m), twice |= Mask(once & m), once |= m;
        }
        if (once != all_) return false;
        few = Mask(twice & ~more);
        for (Mask hidden = Mask(once & ~twice); hidden; hidden &= Mask(hidden - 1)) {
            const int d = lowest_digit(hidden);
            for (int i = 0; i < k; ++i)
                if (at[i] & bit(d)) {
                    if (!assign(h.cells[std::size_t(i)], d)) return false;
                    at[i] = bit(d);
                    break;
                }
        }
        return true;
    }

    // Digits every way of making the sum uses must sit in the open cells: a cell seeing all
    // places of one loses it (a cage inside a house acts as a hidden subset there).
    bool confine(const int* open, int k, Mask required);
    // One to three open cells: every candidate kept is part of a way to make the rest
    // (sign[i] -1 for a cell subtracted).
    bool exact(const int* u, const int* sign, int k, int rest, Mask forced);
    // Bounds by groups of cells that see each other (distinct digits).
    bool bounds(const SumRule& rule);
    // A sum: digit sets, the house's forced digits, exact when few cells are open, bounds.
    bool filter(const SumRule& rule);

    // A house (a) and one crossing it (b, a row and a box): b's cells outside a take only
    // digits a's cells outside b can take (locked candidates; the other way round when b is
    // checked).
    bool crossing(const KillerCrossing& x, const Mask* at) {
        Mask a = 0;
        for (std::uint32_t r = x.a_rest; r; r &= r - 1) a |= at[__builtin_ctz(r)];
        if (a == all_) return true;
        for (int c : x.b_rest)
            if (!eliminate(c, Mask(~a))) return false;
        return true;
    }

    // A rule's prop: its filter over its cells' candidates.
    bool prop(const Prop& p) {
        Mask m[kMaxCells];
        const int k = int(p.cells.size());
        for (int i = 0; i < k; ++i) m[i] = cand_[std::size_t(p.cells[std::size_t(i)])];
        if (!prop_filter(p, n_, m)) return false;
        for (int i = 0; i < k; ++i)
            if (!eliminate(p.cells[std::size_t(i)], Mask(~m[i]))) return false;
        return true;
    }

    bool check(int id) {
        if (id >= first_prop_) return prop(g_.props()[std::size_t(id - first_prop_)]);
        if (id >= first_rule_) return filter(rules_[std::size_t(id - first_rule_)]);
        Mask few = 0, at[kMaxCells];  // the house's candidates before its hidden singles
        if (!house(g_.houses()[std::size_t(id)], few, at)) return false;
        if (few || wide_[std::size_t(id)])  // a digit with 4+ places fits no 3-cell crossing
            for (const KillerCrossing& x : crossings_[std::size_t(id)])
                if (!crossing(x, at)) return false;
        return true;
    }

    // To a fixed point: singles first (cheapest), then sums, then houses and crossings.
    bool propagate() {
        for (;;) {
            while (head_ < queue_.size()) {
                const int c = queue_[head_++];
                const Mask m = cand_[std::size_t(c)];
                for (int p : g_.peers(c))
                    if (!eliminate(p, m)) return false;
            }
            int id;
            // Sums before houses: a sum's filter does most of the work of the houses it
            // triggers (on the shared 13: 18% more branches, each 27% cheaper).
            if (sums_.count) id = sums_.pop();
            else if (cheap_.count) id = cheap_.pop();
            else return true;
            pending_[std::size_t(id)] = 0;
            if (!check(id)) {
                failed_ = id;
                return false;
            }
        }
    }

    // The branch (dom/wdeg, as ISS and CP solvers do): the open cell with the highest weight
    // per candidate, a weight being its houses and sums plus its recent conflicts; where no
    // open cell weighs anything (decayed), the fewest candidates. (Branching on a digit's two
    // places in a house was tried: with the weights it never came first.) False when every
    // cell is filled.
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
            const auto& cs = failed_ < first_rule_   ? g_.houses()[std::size_t(failed_)].cells
                             : failed_ >= first_prop_ ? g_.props()[std::size_t(failed_ - first_prop_)].cells
                                                      : rules_[std::size_t(failed_ - first_rule_)].cells;
            for (int c : cs) ++weight_[std::size_t(c)];
            if (failed_ >= first_rule_ && failed_ < first_prop_)
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
        while (cheap_.count) pending_[std::size_t(cheap_.pop())] = 0;
        while (sums_.count) pending_[std::size_t(sums_.pop())] = 0;
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
    int first_rule_ = 0, first_prop_ = 0;
    std::vector<std::vector<int>> checks_of_;
    std::vector<int> check_start_, check_list_;  // checks_of_ flat, for touch()
    std::vector<int> pending_;  // not char: a char store could alias every pointer here
    KillerQueue cheap_, sums_;  // houses, sums
    std::vector<KillerCellBits> peer_bits_;
    std::vector<Mask> cand_, saved_;
    std::vector<int> queue_;
    std::size_t head_ = 0;
    std::vector<unsigned> weight_;  // conflicts by cell, for choose()
    unsigned bumps_ = 0;
    int failed_ = -1;  // the check that failed last (-1: a cell left with no digit)
    Solutions* out_ = nullptr;
};

}  // namespace killer_detail
}  // namespace sudoku
