// The logic engine: find_next_step/apply_step until solved or stuck, on any legal grid, and
// every 8th round one technique on its own (whether or not easier ones apply).
// Checks: every step is well formed and makes progress (so the loop ends), and what it
// removes (eliminations, and a placement's other candidates) is in no solution of the
// position. The position's solutions come from a separate solver (fuzz_oracle.h).
// Uniqueness techniques (uses_uniqueness) assume one solution: where the position has
// several they may remove some, but only a solution with a twin, one that differs from it
// inside the pattern alone (a rectangle's swap; for BUG+1, the blank cells).
// The techniques tried depend on cost (see the mix below) so that an input takes milliseconds.
#include "core/logic/logic.h"
#include "core/logic/logic_implication.h"
#include "core/solve/solver.h"
#include "fuzz_oracle.h"
#include "fuzz_util.h"

using namespace sudoku;

namespace {

// Which candidates some solution of the position holds, asked lazily and remembered.
struct Judge {
    fuzz::Masks state{};
    fuzz::Oracle oracle{200000};  // nodes per input, over every question
    std::array<std::array<std::int8_t, 10>, kCells> in{};  // 1 some solution, -1 none, 0 unknown
    int solutions = 0;                                      // up to 2; -1 unknown

    void reset(const CandidateGrid& s) {
        for (int c = 0; c < kCells; ++c) state[c] = s.grid[c] ? bit(s.grid[c]) : s.cand[c];
        for (auto& row : in) row.fill(0);
        solutions = oracle.count(state, 2);
    }
    void witness(const fuzz::Masks& sol) {
        for (int c = 0; c < kCells; ++c) in[c][lowest_digit(sol[c])] = 1;
    }
    // 1: some solution has `d` in `c` (in `sol`), -1: none, 0: unknown (budget).
    int holds(int c, int d, fuzz::Masks* sol = nullptr) {
        if (in[c][d] && !sol) return in[c][d];
        fuzz::Masks m = state, first;
        m[c] = bit(d);
        int n = oracle.count(m, 1, &first);
        if (n < 0) return 0;
        if (n) witness(first);
        if (sol) *sol = first;
        return in[c][d] = n ? 1 : -1;
    }
};

// What a step removes: its eliminations and, per placement, the cell's other candidates.
std::vector<Candidate> removed(const CandidateGrid& s, const Step& st) {
    std::vector<Candidate> out(st.eliminations);
    for (auto p : st.placements)
        for (Mask m = Mask(s.cand[p.cell] & ~bit(p.digit)); m; m &= Mask(m - 1))
            out.push_back({p.cell, std::uint8_t(lowest_digit(m))});
    return out;
}

void check_form(const CandidateGrid& s, const Step& st) {
    FUZZ_CHECK(!st.placements.empty() || !st.eliminations.empty());
    for (int h : st.houses) FUZZ_CHECK(h >= 0 && h < kHouses);
    for (int c : st.cells) FUZZ_CHECK(c >= 0 && c < kCells);
    for (auto p : st.placements) {
        FUZZ_CHECK(p.cell < kCells && p.digit >= 1 && p.digit <= 9);
        FUZZ_CHECK(!s.grid[p.cell] && (s.cand[p.cell] & bit(p.digit)));
    }
    for (auto e : st.eliminations) {
        FUZZ_CHECK(e.cell < kCells && e.digit >= 1 && e.digit <= 9);
        FUZZ_CHECK(s.cand[e.cell] & bit(e.digit));
    }
}

void check_step(const CandidateGrid& s, const Step& st, Judge& j) {
    check_form(s, st);
    if (!uses_uniqueness(st.technique) || j.solutions == 1) {
        for (auto r : removed(s, st)) FUZZ_CHECK(j.holds(r.cell, r.digit) != 1);
        return;
    }
    if (j.solutions < 2) return;  // no solution (nothing to keep) or unknown
    // Each removed candidate: a solution holding it has a twin equal outside the pattern.
    std::vector<int> zone = st.cells;
    if (st.technique == Technique::BugPlusOne) {
        zone.clear();
        for (int c = 0; c < kCells; ++c)
            if (!s.grid[c]) zone.push_back(c);
    }
    for (auto r : removed(s, st)) {
        fuzz::Masks sol;
        if (j.holds(r.cell, r.digit, &sol) != 1) continue;
        fuzz::Masks m = sol;
        for (int c : zone) m[c] = j.state[c];
        FUZZ_CHECK(j.oracle.count(m, 2) != 1);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Grid g = fuzz::grid_of(data, size);
    const bool explain = (size & 3) == 1;  // explanations on 1 input in 4: they have their own code
    // Cost decides the mix (per call under the sanitizers: singles microseconds, chains and
    // ALS up to 2.5 ms, forcing chains 8 ms): 13 inputs in 16 take steps up to the XY-Wing,
    // 2 up to ALS-XY-Wing, 1 everything with nesting bounded to level 1 (2 on 1 input in 32).
    // One finder alone every eighth round, forcing chains only on that 1 input in 16: each
    // finder still meets every kind of position.
    const unsigned knob = size ? data[size - 1] : 0;
    const int tier = knob & 15;  // text seeds end in '\n' (10): everything
    const Technique hardest = tier == 10 ? kHardestTechnique : tier >= 14 ? Technique::AlsXyWing : Technique::XYWing;
    const int alone = std::max(int(hardest), int(Technique::AlsXyWing)) + 1;
    set_max_nesting_level((knob & 31) == 31 ? 2 : 1);
    SolveResult r = solve_fast(g, 2);
    // Random bytes give sparse grids, where each pattern finder scans hundreds of candidates
    // (20 ms an input): on 7 inputs in 8, digits of a solution fill the grid to 24-39 givens,
    // as the puzzles hints are asked on, often still with several solutions.
    if (r.count && (knob >> 5) != 0) {
        const int want = 24 + (size > 1 ? data[size - 2] : 0) % 16;
        for (int i = 0, c = size ? data[0] % kCells : 0; g.count_filled() < want && i < kCells; ++i, c = (c + 29) % kCells)
            if (!g[c]) g[c] = r.solution[c];
        r = solve_fast(g, 2);
    }
    CandidateGrid s = CandidateGrid::from_grid(g);
    Judge judge;
    judge.reset(s);
    if (judge.solutions >= 0) FUZZ_CHECK(judge.solutions == r.count);  // the oracle agrees
    for (int n = 0; !s.solved(); ++n) {
        FUZZ_CHECK(n <= kCells * 10);  // progress below bounds it by 81 + 729 steps
        if (n % 8 == 0)
            if (auto one = find_technique(s, Technique((n / 8 + (size ? data[0] : 0)) % alone), explain))
                check_step(s, *one, judge);
        auto step = find_next_step(s, hardest, explain);
        if (!step) break;
        check_step(s, *step, judge);
        if (explain) FUZZ_CHECK(!step->explanation.empty() && !format_step(*step).empty());
        const int filled = s.classic_grid().count_filled(), cands = s.candidate_count();
        apply_step(s, *step);
        FUZZ_CHECK(s.classic_grid().count_filled() > filled || s.candidate_count() < cands);
        // A uniqueness step may have removed solutions: ask again about what is left.
        if (uses_uniqueness(step->technique) && judge.solutions != 1) judge.reset(s);
    }
    if (s.solved()) {
        FUZZ_CHECK(is_solution_of(s.classic_grid(), g));
        if (r.count == 1) FUZZ_CHECK(s.classic_grid() == r.solution);
    }
    return 0;
}
