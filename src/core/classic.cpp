#include "classic.h"

namespace sudoku {
namespace {

// Plain recursion on purpose: the order of work is the algorithm being shown.
struct Classic {
    Grid g;
    ClassicStats st;
    std::uint64_t cap = 0;
    bool gave_up = false;

    bool solve() {
        int cell = 0;
        while (cell < kCells && g[cell] != 0) ++cell;
        if (cell == kCells) return true;
        for (int digit = 1; digit <= 9; ++digit) {
            if (st.tries == cap) {
                gave_up = true;
                return false;
            }
            ++st.tries;
            if (!classic_can_place(g, cell, digit)) continue;
            g[cell] = std::uint8_t(digit);
            ++st.placements;
            if (solve()) return true;
            if (gave_up) return false;
            g[cell] = 0;
            ++st.backtracks;
        }
        return false;
    }
};

}  // namespace

bool classic_can_place(const Grid& g, int cell, int digit) {
    const int row = row_of(cell), col = col_of(cell);
    for (int i = 0; i < 9; ++i)
        if (g[row * 9 + i] == digit) return false;
    for (int i = 0; i < 9; ++i)
        if (g[i * 9 + col] == digit) return false;
    const int top = row / 3 * 3, left = col / 3 * 3;
    for (int i = 0; i < 9; ++i)
        if (g[(top + i / 3) * 9 + left + i % 3] == digit) return false;
    return true;
}

ClassicResult solve_classic(const Grid& puzzle, std::uint64_t max_steps) {
    ClassicResult r;
    r.grid = puzzle;
    if (!find_conflicts(puzzle).empty()) {
        r.status = ClassicStatus::invalid;
        return r;
    }
    Classic c;
    c.g = puzzle;
    c.cap = max_steps;
    const bool ok = c.solve();
    r.status = ok ? ClassicStatus::solved : c.gave_up ? ClassicStatus::gave_up : ClassicStatus::no_solution;
    r.grid = c.g;
    r.stats = c.st;
    return r;
}

std::string describe(const ClassicResult& r) {
    const auto& s = r.stats;
    std::string counts = std::to_string(s.tries) + " tries, " + std::to_string(s.placements) + " placements, " +
                         std::to_string(s.backtracks) + " backtracks";
    switch (r.status) {
        case ClassicStatus::solved: return "solved after " + counts;
        case ClassicStatus::no_solution: return "no solution (" + counts + ")";
        case ClassicStatus::gave_up: return "gave up after " + std::to_string(s.tries) + " steps (" + counts + ")";
        case ClassicStatus::invalid: break;
    }
    return "invalid givens";
}

}  // namespace sudoku
