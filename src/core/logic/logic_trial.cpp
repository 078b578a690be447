// Trial, the last resort after the nested forcing chains: place a candidate and let the
// fast solver say whether any solution remains. That is search, not a chain a player can
// follow, so it is named, worded, drawn and rated as what it is (above every chain).
#include "core/logic/logic_internal.h"
#include "core/solve/solver.h"
#include "core/text/text.h"

namespace sudoku::logic {

namespace {
// The last position proven to have one solution, and that solution (per thread, one geometry
// at a time). A position that keeps its filled cells and fills more has at most that
// solution: it has it exactly when its digits agree with it. Along a path (each step fills or
// removes) the search is then asked once, not at every step that reaches nesting or trial
// (measured: a quarter of the hard killers' hints).
struct OneSolution {
    std::weak_ptr<const Topology> topo;
    bool classic = true, valid = false;
    sudoku::Cells filled, solution;
};
thread_local OneSolution g_one_solution;

// 1: one solution (the remembered one), 0: none, -1: not known from the remembered position.
int known_solutions(const CandidateGrid& s, const sudoku::Cells& cells) {
    const OneSolution& m = g_one_solution;
    if (!m.valid || m.classic != s.is_classic9() || m.topo.owner_before(s.topo) || s.topo.owner_before(m.topo) ||
        m.filled.size() != cells.size())
        return -1;
    for (std::size_t c = 0; c < cells.size(); ++c)
        if (m.filled[c] && cells[c] != m.filled[c]) return -1;
    for (std::size_t c = 0; c < cells.size(); ++c)
        if (cells[c] && cells[c] != m.solution[c]) return 0;
    return 1;
}

sudoku::Cells filled_cells(const CandidateGrid& s) {
    if (!s.is_classic9()) return s.cells();
    const Grid g = s.classic_grid();
    return sudoku::Cells(g.cells.begin(), g.cells.end());
}
}  // namespace

bool has_one_solution(const CandidateGrid& s) {
    sudoku::Cells cells = filled_cells(s);
    if (const int known = known_solutions(s, cells); known >= 0) return known == 1;
    sudoku::Cells solution;
    if (s.is_classic9()) {
        const SolveResult r = solve_fast(s.classic_grid(), 2);
        if (r.count != 1) return false;
        solution.assign(r.solution.cells.begin(), r.solution.cells.end());
    } else {
        Solutions r = solve(s.geometry(), cells, 2);
        if (r.count != 1) return false;
        solution = std::move(r.solution);
    }
    OneSolution& m = g_one_solution;
    m.topo = s.topo;
    m.classic = s.is_classic9();
    m.valid = true;
    m.filled = std::move(cells);
    m.solution = std::move(solution);
    return true;
}

namespace {
// Whether the filled cells plus `cell` = `digit` leave some solution.
bool placement_solvable(const CandidateGrid& s, int cell, int digit) {
    sudoku::Cells cells = filled_cells(s);
    cells[std::size_t(cell)] = std::uint8_t(digit);
    if (const int known = known_solutions(s, cells); known >= 0) return known == 1;
    if (s.is_classic9()) {
        Grid g = s.classic_grid();
        g[cell] = std::uint8_t(digit);
        return find_conflicts(g).empty() && solve_fast(g, 1).count;
    }
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
