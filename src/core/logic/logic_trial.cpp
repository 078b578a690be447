// Trial, the last resort after the nested forcing chains: place a candidate and let the
// fast solver say whether any solution remains. That is search, not a chain a player can
// follow, so it is named, worded, drawn and rated as what it is (above every chain).
#include "core/logic/logic_internal.h"
#include "core/solve/solver.h"
#include "core/text/text.h"

namespace sudoku::logic {

bool has_one_solution(const CandidateGrid& s) {
    if (s.is_classic9()) return solve_fast(s.classic_grid(), 2).count == 1;
    return solve(s.geometry(), s.cells(), 2).count == 1;
}

namespace {
// Whether the filled cells plus `cell` = `digit` leave some solution.
bool placement_solvable(const CandidateGrid& s, int cell, int digit) {
    if (s.is_classic9()) {
        Grid g = s.classic_grid();
        g[cell] = std::uint8_t(digit);
        return find_conflicts(g).empty() && solve_fast(g, 1).count;
    }
    sudoku::Cells cells = s.cells();
    cells[std::size_t(cell)] = std::uint8_t(digit);
    return first_conflict(s.geometry(), cells).empty() && solve(s.geometry(), cells, 1).count;
}
}  // namespace

bool trial_step(const CandidateGrid& s, Step& out) {
    // "No solution" proves the candidate false only where the position has one solution.
    if (s.broken() || !has_one_solution(s)) return false;
    // A cell with the fewest candidates: its removal most often leaves a single behind.
    const Topology& t = s.topology();
    int best = -1;
    for (int c = 0; c < t.cells; ++c)
        if (count(s.cand[std::size_t(c)]) >= 2 && (best < 0 || count(s.cand[std::size_t(c)]) < count(s.cand[std::size_t(best)]))) best = c;
    if (best < 0) return false;
    for (Mask m = s.cand[std::size_t(best)]; m; m &= Mask(m - 1)) {
        const int d = lowest_digit(m);
        if (placement_solvable(s, best, d)) continue;
        const NamingScope naming(t);  // also when called without the driver (StepSearch)
        const Candidate x{std::uint8_t(best), std::uint8_t(d)};
        out.technique = Technique::Trial;
        out.eliminations = {x};
        out.pattern = {x};
        out.marks = {{x, Role::Elim, 0}};  // the candidate tried, and removed
        out.houses = {t.box_house(best)};
        out.rating = technique_rating(Technique::Trial);
        out.explanation = text::tr("trial.step", {{"cell", name_cell(best)}, {"digit", name_digit(d)}});
        finish_step(out);
        return true;
    }
    return false;  // unreachable with one solution: all but one candidate of a cell fail
}

bool find_trial(const Context& x, Step& out) { return trial_step(x.s, out); }

}  // namespace sudoku::logic
