// The search for puzzles with cages; see killer_solver.h (the steps: killer_search.h).
#include "core/solve/killer_solver.h"

#include "core/solve/killer_search.h"

namespace sudoku {

Solutions solve_killer(const Geometry& g, const Cells& givens, int limit, Rng* rng, std::uint64_t max_nodes) {
    Solutions out;
    if (int(givens.size()) != g.cells()) return out;
    killer_detail::KillerSearch s(g, limit, rng, max_nodes);
    if (!s.load(givens)) return out;
    s.run(out);
    return out;
}

}  // namespace sudoku
