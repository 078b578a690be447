#include "variant_cli.h"

namespace sudoku::cli {

std::string variant_problem(const PuzzleText& t, Cells* solution) {
    VariantSolve r = solve_variant(*t.geometry, t.givens, 2);
    if (r.count == 0) return "none: the puzzle has no solution";
    if (r.count > 1) return "multiple: the puzzle has more than one solution";
    if (solution) *solution = r.solution;
    return {};
}

std::string variant_cells_line(const Cells& cells) {
    std::string s;
    for (auto d : cells) s += digit_char(d);
    return s;
}

}  // namespace sudoku::cli
