// solve(): which engine takes a puzzle, and the plain depth-first search; see solver.h.
#include "core/solve/solver.h"

#include <memory>

#include "core/grid/rule_filter.h"
#include "core/solve/killer_solver.h"

namespace sudoku {

namespace {

// Digit sets by size and sum, for the cages' cuts: combos[size][sum].
struct CageCombos {
    std::vector<std::vector<std::vector<Mask>>> combos;
    explicit CageCombos(int n) : combos(n + 1, std::vector<std::vector<Mask>>(n * (n + 1) / 2 + 1)) {
        for (unsigned m = 0; m < (1u << n); ++m) {
            int s = 0;
            for (unsigned r = m; r; r &= r - 1) s += lowest_digit(r);
            combos[popcount(m)][s].push_back(Mask(m));
        }
    }
    // Digits a cage with `free_cells` blanks and `rest` still to make can use, given `used`.
    Mask allowed(int free_cells, int rest, Mask used) const {
        if (free_cells < 0 || rest < 0 || free_cells >= int(combos.size()) || rest >= int(combos[0].size())) return 0;
        Mask out = 0;
        for (Mask m : combos[free_cells][rest])
            if (!(m & used)) out |= m;
        return out;
    }
};

class VsolveSearch {
public:
    VsolveSearch(const Geometry& g, int limit, Rng* rng, std::uint64_t max_nodes)
        : g_(g), limit_(limit), rng_(rng), max_nodes_(max_nodes), house_used_(g.houses().size(), 0),
          cage_used_(g.cages().size(), 0), cage_sum_(g.cages().size(), 0), cage_filled_(g.cages().size(), 0) {
        if (!g.cages().empty()) combos_ = std::make_unique<CageCombos>(g.size());
        cage_any_.assign(g.cages().size(), 0);
        cage_all_.assign(g.cages().size(), 0);
        cand_.assign(std::size_t(g.cells()), 0);
        trail_.reserve(std::size_t(g.cells()));
    }

    // Places every given; false when one breaks a rule.
    bool load(const Cells& givens) {
        cells_.assign(givens.size(), 0);
        bool ok = true;
        for (int c = 0; c < g_.cells(); ++c)
            if (int d = givens[c]; d > 0 && d <= g_.size()) {
                if (!(candidates(c) & bit(d))) ok = false;
                place(c, d);
            } else if (d) {
                ok = false;
            }
        return ok;
    }

    Mask candidates(int c) const {
        Mask used = 0;
        for (int h : g_.houses_of(c)) used |= house_used_[h];
        Mask m = Mask(g_.all_digits() & ~used);
        for (int p : g_.rule_peers(c))
            if (cells_[std::size_t(p)]) m &= Mask(~bit(cells_[std::size_t(p)]));
        int k = g_.cage_of(c);
        if (k >= 0) {
            const Cage& cage = g_.cages()[k];
            if (!cage.has_sum()) m &= Mask(~cage_used_[k]);  // no sum: only no repeat
            else m &= combos_->allowed(int(cage.cells.size()) - cage_filled_[k], cage.sum - cage_sum_[k], cage_used_[k]);
        }
        return m;
    }

    void run(Solutions& out) {
        out_ = &out;
        search();
    }

private:
    void place(int c, int d) {
        cells_[c] = std::uint8_t(d);
        for (int h : g_.houses_of(c)) house_used_[h] |= bit(d);
        if (int k = g_.cage_of(c); k >= 0) {
            cage_used_[k] |= bit(d);
            cage_sum_[k] += d;
            ++cage_filled_[k];
        }
    }
    void unplace(int c, int d) {
        cells_[c] = 0;
        for (int h : g_.houses_of(c)) house_used_[h] &= Mask(~bit(d));
        if (int k = g_.cage_of(c); k >= 0) {
            cage_used_[k] &= Mask(~bit(d));
            cage_sum_[k] -= d;
            --cage_filled_[k];
        }
    }

    // Cage digit sets still possible, for every cage, from the filled cells.
    void cage_masks() {
        for (std::size_t k = 0; k < g_.cages().size(); ++k) {
            const Cage& cage = g_.cages()[k];
            const int free_cells = int(cage.cells.size()) - cage_filled_[k];
            const int rest = cage.sum - cage_sum_[k];
            Mask any = 0, all = Mask(g_.all_digits());
            bool some = false;
            if (!cage.has_sum()) {  // no sum: any digit not yet in it, none required
                cage_any_[k] = Mask(g_.all_digits() & ~cage_used_[k]);
                cage_all_[k] = 0;
                continue;
            }
            if (free_cells > 0 && rest > 0 && rest < int(combos_->combos[0].size()))
                for (Mask m : combos_->combos[free_cells][rest])
                    if (!(m & cage_used_[k])) any |= m, all &= m, some = true;
            cage_any_[k] = any;
            cage_all_[k] = some ? all : Mask(0);
        }
    }

    // Places d in c after checking it is still allowed; records it for undo. False when not.
    bool force(int c, int d) {
        if (cells_[c] || !(candidates(c) & bit(d))) return false;
        place(c, d);
        trail_.push_back(c);
        ++out_->nodes;
        return true;
    }
    enum class Round { Dead, Progress, Stable };

    // One round of propagation: candidates of every blank (into cand_), naked singles, then
    // hidden singles in houses and digits a cage must hold with one place left.
    Round propagate(int& best, Mask& best_mask) {
        const bool killer = !g_.cages().empty();
        if (killer) cage_masks();
        // The rules' props over every cell's candidates (filled cells as their digit).
        const bool ruled = g_.has_constraints();
        if (ruled) {
            rule_cand_.resize(std::size_t(g_.cells()));
            for (int c = 0; c < g_.cells(); ++c) rule_cand_[std::size_t(c)] = cells_[c] ? bit(cells_[c]) : candidates(c);
            if (!props_fixpoint(g_, rule_cand_.data())) return Round::Dead;
        }
        best = -1;
        int best_count = 99;
        bool progress = false;
        for (int c = 0; c < g_.cells(); ++c) {
            if (cells_[c]) continue;
            Mask used = 0;
            for (int h : g_.houses_of(c)) used |= house_used_[h];
            Mask m = Mask(g_.all_digits() & ~used);
            if (killer)
                if (int k = g_.cage_of(c); k >= 0) m &= cage_any_[k];
            if (ruled) {
                for (int p : g_.rule_peers(c))
                    if (cells_[std::size_t(p)]) m &= Mask(~bit(cells_[std::size_t(p)]));
                m &= rule_cand_[std::size_t(c)];
            }
            cand_[c] = m;
            const int k = popcount(m);
            if (k == 0) return Round::Dead;
            if (k == 1) {
                if (!force(c, lowest_digit(m))) return Round::Dead;
                progress = true;
            } else if (k < best_count) {
                best = c, best_count = k, best_mask = m;
            }
        }
        if (progress) return Round::Progress;
        if (best < 0) return Round::Stable;  // solved
        const auto& houses = g_.houses();
        for (std::size_t h = 0; h < houses.size(); ++h) {
            Mask once = 0, twice = 0;
            for (int c : houses[h].cells)
                if (!cells_[c]) twice |= Mask(once & cand_[c]), once |= cand_[c];
            const Mask missing = Mask(g_.all_digits() & ~house_used_[h]);
            if (missing & ~once) return Round::Dead;
            // Every hidden single of the house; cand_ may be stale after a placement, but only
            // ever too wide, and force() checks the cell afresh.
            for (Mask single = Mask(once & ~twice & missing); single; single &= Mask(single - 1)) {
                const int d = lowest_digit(single);
                for (int c : houses[h].cells)
                    if (!cells_[c] && (cand_[c] & bit(d))) {
                        if (!force(c, d)) return Round::Dead;
                        progress = true;
                        break;
                    }
            }
        }
        if (progress) return Round::Progress;
        for (std::size_t k = 0; k < g_.cages().size(); ++k) {
            const Mask must = cage_all_[k];
            if (!must) continue;
            Mask once = 0, twice = 0;
            for (int c : g_.cages()[k].cells)
                if (!cells_[c]) twice |= Mask(once & cand_[c]), once |= cand_[c];
            if (must & ~once) return Round::Dead;
            if (Mask single = Mask(once & ~twice & must)) {
                const int d = lowest_digit(single);
                for (int c : g_.cages()[k].cells)
                    if (!cells_[c] && (cand_[c] & bit(d))) return force(c, d) ? Round::Progress : Round::Dead;
            }
        }
        return Round::Stable;
    }

    void undo_to(std::size_t mark) {
        while (trail_.size() > mark) {
            int c = trail_.back();
            trail_.pop_back();
            unplace(c, cells_[c]);
        }
    }

    // True when the search must stop (limit reached or budget spent).
    bool search() {
        const std::size_t mark = trail_.size();
        int best = -1;
        Mask best_mask = 0;
        for (;;) {
            if (max_nodes_ && out_->nodes >= max_nodes_) {
                out_->gave_up = true;
                undo_to(mark);
                return true;
            }
            Round r = propagate(best, best_mask);
            if (r == Round::Dead) {
                undo_to(mark);
                return false;
            }
            if (r == Round::Stable) break;
        }
        if (best < 0) {
            if (++out_->count == 1) out_->solution = cells_;
            else if (out_->count == 2) out_->second = cells_;
            undo_to(mark);
            return out_->count >= limit_;
        }
        int digits[kMaxSize], count = 0;
        for (Mask m = best_mask; m; m &= Mask(m - 1)) digits[count++] = lowest_digit(m);
        if (rng_)
            for (int i = count - 1; i > 0; --i) std::swap(digits[i], digits[rng_->below(std::uint32_t(i + 1))]);
        bool stop = false;
        for (int i = 0; i < count && !stop; ++i) {
            if (max_nodes_ && out_->nodes >= max_nodes_) {
                out_->gave_up = true;
                stop = true;
                break;
            }
            ++out_->nodes;
            place(best, digits[i]);
            stop = search();
            unplace(best, digits[i]);
        }
        undo_to(mark);
        return stop;
    }

    const Geometry& g_;
    int limit_;
    Rng* rng_;
    std::uint64_t max_nodes_;
    Cells cells_;
    std::vector<Mask> house_used_, cage_used_;
    std::vector<int> cage_sum_, cage_filled_;
    std::unique_ptr<CageCombos> combos_;
    std::vector<Mask> cage_any_, cage_all_, cand_, rule_cand_;
    std::vector<int> trail_;
    Solutions* out_ = nullptr;
};

}  // namespace

Solutions solve(const Geometry& g, const Cells& givens, int limit, Rng* rng, std::uint64_t max_nodes) {
    if (!g.cages().empty() || g.has_constraints()) return solve_killer(g, givens, limit, rng, max_nodes);
    if (!g.is_classic9() || rng || max_nodes || int(givens.size()) != g.cells())
        return solve_plain(g, givens, limit, rng, max_nodes);  // random order, budgets: the plain search
    Grid grid{};
    for (int c = 0; c < kCells; ++c) {
        if (givens[c] > 9) return Solutions{};  // not a digit of the 9x9
        grid[c] = givens[c];
    }
    const SolveResult fast = solve_fast(grid, limit);
    Solutions out;
    out.count = fast.count;
    out.nodes = fast.guesses;
    if (fast.count > 0) out.solution.assign(fast.solution.cells.begin(), fast.solution.cells.end());
    if (fast.count > 1) out.second.assign(fast.second.cells.begin(), fast.second.cells.end());
    return out;
}

Solutions solve_plain(const Geometry& g, const Cells& givens, int limit, Rng* rng, std::uint64_t max_nodes) {
    Solutions out;
    if (int(givens.size()) != g.cells()) return out;
    VsolveSearch s(g, limit, rng, max_nodes);
    if (!s.load(givens)) return out;
    s.run(out);
    return out;
}

std::vector<Mask> cell_candidates(const Geometry& g, const Cells& cells) {
    std::vector<Mask> out(g.cells(), 0);
    VsolveSearch s(g, 1, nullptr, 0);
    s.load(cells);  // a position with mistakes still has candidates to show
    for (int c = 0; c < g.cells(); ++c)
        if (!cells[c]) out[c] = s.candidates(c);
    return out;
}

}  // namespace sudoku
