// The sums a killer search enforces: the puzzle's cages, plus cages derived by the 45 rule
// (innies and outies of every house and run of adjacent houses), each with its cells split
// into groups that must hold different digits. Built once a puzzle; see killer_solver.h.
#pragma once
#include <vector>

#include "core/grid/geometry.h"

namespace sudoku {

// The cells' digits add up to `sum`, less those of `minus` (innies less outies); a cage
// with no sum carries no rule.
struct SumRule {
    std::vector<int> cells, minus;                // sorted
    int sum = 0;
    std::vector<std::vector<int>> groups, minus_groups;  // cells that see each other, group by group
    // For each house holding every cell of the rule, its other cells: a digit none of them
    // can take must be in the rule (the cage and its complement, filtered together).
    std::vector<std::vector<int>> outside;
    bool distinct() const { return minus.empty() && groups.size() == 1; }
};

// The cages with a sum, then the derived rules of at most `max_derived` cells (a rule equal
// to one already listed is left out): for each union of houses, its innies, its outies, and
// (as ISS does) the cells it has outside the cages mostly inside it less those cages' cells
// outside it, where one side has at most two cells.
std::vector<SumRule> killer_sum_rules(const Geometry& g, int max_derived = 8);

// Every set of distinct digits by count and sum: combos[count][sum], for sizes up to n.
struct DigitCombos {
    std::vector<std::vector<std::vector<Mask>>> combos;
    explicit DigitCombos(int n);
    const std::vector<Mask>& of(int count, int sum) const;
};

}  // namespace sudoku
