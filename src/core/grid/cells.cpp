// The first rule a grid's digits break (cells.h).
#include "core/grid/cells.h"

#include "core/grid/rule_filter.h"

namespace sudoku {

std::string first_conflict(const Geometry& g, const Cells& cells) {
    for (std::size_t h = 0; h < g.houses().size(); ++h) {
        const auto& hc = g.houses()[h].cells;
        for (std::size_t i = 0; i < hc.size(); ++i)
            for (std::size_t j = i + 1; j < hc.size(); ++j)
                if (cells[hc[i]] && cells[hc[i]] == cells[hc[j]])
                    return g.cell_name(hc[i]) + " and " + g.cell_name(hc[j]) + " both hold " +
                           std::string(1, digit_char(cells[hc[i]])) + " in " + g.house_name(int(h));
    }
    for (const Cage& cage : g.cages()) {
        int sum = 0, filled = 0;
        Mask seen = 0;
        for (int c : cage.cells) {
            if (!cells[c]) continue;
            if (seen & bit(cells[c]))
                return "the cage at " + g.cell_name(cage.cells[0]) + " repeats " + std::string(1, digit_char(cells[c]));
            seen |= bit(cells[c]);
            sum += cells[c];
            ++filled;
        }
        const int free_cells = int(cage.cells.size()) - filled;
        if (!cage.has_sum()) continue;
        if (sum > cage.sum || (free_cells == 0 && sum != cage.sum) ||
            (free_cells > 0 && cage.sum - sum < cage_min_sum(free_cells)))
            return "the cage at " + g.cell_name(cage.cells[0]) + " adds up to " + std::to_string(sum) +
                   (free_cells ? " with " + std::to_string(free_cells) + " cells left" : std::string()) +
                   ", but its sum is " + std::to_string(cage.sum);
    }
    if (g.has_constraints()) return rule_conflict(g, cells);
    return "";
}

}  // namespace sudoku
