// A small, separate solver over a candidate state (the 81 masks of a CandidateGrid), so the
// logic harness can ask "is there a solution with this candidate?" after steps that removed
// candidates (solve_fast takes only givens). Plain and slow on purpose: it shares no code
// with the engines it judges. Answers -1 when its node budget runs out (then nothing is
// concluded).
#pragma once
#include <array>

#include "core/grid/grid.h"

namespace fuzz {

// The judge need not be covered: coverage feedback from it would only steer the fuzzer
// towards the oracle's own branches, and its counters cost a third of the run.
#define FUZZ_UNCOVERED __attribute__((no_sanitize("coverage")))

using Masks = std::array<sudoku::Mask, sudoku::kCells>;

class Oracle {
public:
    explicit Oracle(long budget) : left_(budget) {}
    // Solutions consistent with `m` (a filled cell is a one-digit mask), up to `limit`;
    // the first lands in `first`. -1 when the budget ran out.
    FUZZ_UNCOVERED int count(Masks m, int limit, Masks* first = nullptr) {
        found_ = 0;
        limit_ = limit;
        first_ = first;
        if (!search(m)) return -1;
        return found_;
    }

private:
    // Naked and hidden singles to a fixpoint; false on a contradiction.
    FUZZ_UNCOVERED static bool propagate(Masks& m) {
        using namespace sudoku;
        for (bool changed = true; changed;) {
            changed = false;
            for (int c = 0; c < kCells; ++c) {
                if (!m[c]) return false;
                if (popcount(m[c]) != 1) continue;
                for (int p : peers()[c])
                    if (m[p] & m[c]) {
                        m[p] = Mask(m[p] & ~m[c]);
                        if (!m[p]) return false;
                        changed = true;
                    }
            }
            for (const auto& h : house_cells())
                for (int d = 1; d <= 9; ++d) {
                    int n = 0, at = -1;
                    for (int c : h)
                        if (m[c] & bit(d)) ++n, at = c;
                    if (n == 0) return false;
                    if (n == 1 && m[at] != bit(d)) m[at] = bit(d), changed = true;
                }
        }
        return true;
    }
    // False when the budget ran out.
    FUZZ_UNCOVERED bool search(Masks m) {
        if (--left_ < 0) return false;
        if (!propagate(m)) return true;
        int best = -1;
        for (int c = 0; c < sudoku::kCells; ++c)
            if (sudoku::popcount(m[c]) > 1 && (best < 0 || sudoku::popcount(m[c]) < sudoku::popcount(m[best]))) best = c;
        if (best < 0) {
            if (found_++ == 0 && first_) *first_ = m;
            return true;
        }
        for (sudoku::Mask rest = m[best]; rest && found_ < limit_; rest &= sudoku::Mask(rest - 1)) {
            Masks next = m;
            next[best] = sudoku::Mask(rest & -rest);
            if (!search(next)) return false;
        }
        return true;
    }

    long left_;
    int found_ = 0, limit_ = 1;
    Masks* first_ = nullptr;
};

}  // namespace fuzz
