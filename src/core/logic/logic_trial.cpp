// Trial, the last resort after the nested forcing chains: place a candidate and let the
// fast solver say whether any solution remains. That is search, not a chain a player can
// follow, so it is named, worded, drawn and rated as what it is (above every chain).
#include "core/logic/logic_internal.h"
#include "core/solve/solver.h"
#include "core/text/text.h"

namespace sudoku::logic {

bool trial_step(const CandidateGrid& s, Step& out) {
    // "No solution" proves the candidate false only where the position has one solution.
    if (s.broken() || solve_fast(s.grid, 2).count != 1) return false;
    // A cell with the fewest candidates: its removal most often leaves a single behind.
    int best = -1;
    for (int c = 0; c < kCells; ++c)
        if (count(s.cand[c]) >= 2 && (best < 0 || count(s.cand[c]) < count(s.cand[best]))) best = c;
    if (best < 0) return false;
    for (Mask m = s.cand[best]; m; m &= Mask(m - 1)) {
        const int d = lowest_digit(m);
        Grid g = s.grid;
        g[best] = std::uint8_t(d);
        if (find_conflicts(g).empty() && solve_fast(g, 1).count) continue;
        const Candidate x{std::uint8_t(best), std::uint8_t(d)};
        out.technique = Technique::Trial;
        out.eliminations = {x};
        out.pattern = {x};
        out.marks = {{x, Role::Elim, 0}};  // the candidate tried, and removed
        out.houses = {box_of(best) + 18};
        out.rating = technique_rating(Technique::Trial);
        out.explanation = text::tr("trial.step", {{"cell", cell_name(best)}, {"digit", std::to_string(d)}});
        finish_step(out);
        return true;
    }
    return false;  // unreachable with one solution: all but one candidate of a cell fail
}

bool find_trial(const Context& x, Step& out) { return trial_step(x.s, out); }

}  // namespace sudoku::logic
