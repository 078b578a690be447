// The logic engine: find_next_step/apply_step until solved or stuck, on any legal grid.
// Checks: every step is well formed and makes progress (so the loop ends), and no step
// places a wrong digit or removes the digit of a known solution (sound techniques keep
// every solution, so this holds for puzzles with several solutions too).
#include "core/logic/logic.h"
#include "core/solve/solver.h"
#include "fuzz_util.h"

using namespace sudoku;

namespace {

void check_step(const CandidateGrid& s, const Step& st, const Grid* solution) {
    FUZZ_CHECK(!st.placements.empty() || !st.eliminations.empty());
    for (int h : st.houses) FUZZ_CHECK(h >= 0 && h < kHouses);
    for (int c : st.cells) FUZZ_CHECK(c >= 0 && c < kCells);
    for (auto p : st.placements) {
        FUZZ_CHECK(p.cell < kCells && p.digit >= 1 && p.digit <= 9);
        FUZZ_CHECK(!s.grid[p.cell] && (s.cand[p.cell] & bit(p.digit)));
        if (solution) FUZZ_CHECK((*solution)[p.cell] == p.digit);
    }
    for (auto e : st.eliminations) {
        FUZZ_CHECK(e.cell < kCells && e.digit >= 1 && e.digit <= 9);
        FUZZ_CHECK(s.cand[e.cell] & bit(e.digit));
        if (solution) FUZZ_CHECK((*solution)[e.cell] != e.digit);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Grid g = fuzz::grid_of(data, size);
    SolveResult r = solve_fast(g, 2);
    const Grid* solution = r.count ? &r.solution : nullptr;
    const bool explain = size & 1;  // explanations on half the inputs: they have their own code
    CandidateGrid s = CandidateGrid::from_grid(g);
    for (int n = 0; !s.solved(); ++n) {
        FUZZ_CHECK(n <= kCells * 10);  // progress below bounds it by 81 + 729 steps
        // One technique on its own, whether or not easier ones apply: more finder paths.
        auto t = Technique((n + (size ? data[0] : 0)) % kTechniques);
        if (auto one = find_technique(s, t, explain)) check_step(s, *one, solution);
        auto step = find_next_step(s, kHardestTechnique, explain);
        if (!step) break;
        check_step(s, *step, solution);
        if (explain) FUZZ_CHECK(!step->explanation.empty() && !format_step(*step).empty());
        const int filled = s.grid.count_filled(), cands = s.candidate_count();
        apply_step(s, *step);
        FUZZ_CHECK(s.grid.count_filled() > filled || s.candidate_count() < cands);
    }
    if (s.solved() && solution) FUZZ_CHECK(r.count == 1 && s.grid == r.solution);
    return 0;
}
