// Game::create without a known solution. Kept apart so that code which never calls it
// does not link the solver.
#include "core/game/game.h"
#include "core/text/text.h"
#include "core/solve/solver.h"

namespace sudoku {

std::string Game::create(Game& out, const Grid& puzzle, GameInfo info, GameOptions options) {
    for (int c = 0; c < kCells; ++c)
        if (puzzle[c] > 9) return "cell " + cell_name(c) + " holds a value above 9";
    auto conflicts = find_conflicts(puzzle);
    if (!conflicts.empty()) return text::tr("error.conflict", {{"conflict", describe(conflicts.front())}});
    SolveResult s = solve_fast(puzzle, 2);
    if (s.count == 0) return text::tr("error.no_solution");
    if (s.count > 1) return text::tr("error.many_solutions");
    return create(out, puzzle, s.solution, std::move(info), options);
}

std::string Game::create(Game& out, GeometryPtr geometry, const Cells& puzzle, GameInfo info, GameOptions options) {
    if (!geometry) return "no geometry";
    if (int(puzzle.size()) != geometry->cells())
        return "expected " + std::to_string(geometry->cells()) + " cells for " + geometry->name();
    for (int c = 0; c < geometry->cells(); ++c)
        if (puzzle[c] > geometry->size())
            return "cell " + geometry->cell_name(c) + " holds a value above " + std::to_string(geometry->size());
    if (auto e = first_conflict(*geometry, puzzle); !e.empty()) return text::tr("error.conflict", {{"conflict", e}});
    Solutions s = solve(*geometry, puzzle, 2);
    if (s.count == 0) return text::tr("error.no_solution");
    if (s.count > 1) return text::tr("error.many_solutions");
    return create(out, std::move(geometry), puzzle, s.solution, std::move(info), options);
}

}  // namespace sudoku
