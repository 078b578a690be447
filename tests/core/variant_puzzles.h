// Test puzzles of every variant made here (a random full grid, then cells dug while the
// solution stays unique), so the logic tests need no generator.
#pragma once
#include <algorithm>
#include <map>
#include <numeric>
#include <string>

#include "core/grid/geometry.h"
#include "core/logic/grade_any.h"
#include "core/solve/solver.h"

namespace vtest {

using namespace sudoku;

struct Made {
    GeometryPtr g;
    Cells givens, solution;
};

// Boxes with random swaps of two side-by-side cells of different regions (sizes stay n).
inline std::vector<int> random_regions(int n, Rng& rng) {
    auto [br, bc] = Geometry::box_shape(n);
    std::vector<int> reg(n * n);
    for (int c = 0; c < n * n; ++c) reg[c] = (c / n / br) * (n / bc) + (c % n) / bc;
    for (int t = 0; t < 3 * n; ++t) {
        int a = int(rng.below(std::uint32_t(n * n)));
        int b = rng.below(2) ? (a % n + 1 < n ? a + 1 : a - 1) : (a / n + 1 < n ? a + n : a - n);
        if (reg[a] != reg[b]) std::swap(reg[a], reg[b]);
    }
    return reg;
}

// Cages of 2 to 5 cells (fewer where the neighbours run out) grown over the solution's neighbours without repeating a digit.
inline std::vector<Cage> random_cages(int n, const Cells& sol, Rng& rng) {
    std::vector<int> owner(n * n, -1), order(n * n);
    std::iota(order.begin(), order.end(), 0);
    for (int i = n * n - 1; i > 0; --i) std::swap(order[i], order[rng.below(std::uint32_t(i + 1))]);
    std::vector<Cage> cages;
    for (int start : order) {
        if (owner[start] >= 0) continue;
        Cage cage;
        cage.cells = {start};
        Mask used = bit(sol[start]);
        owner[start] = int(cages.size());
        int want = 2 + int(rng.below(4));
        while (int(cage.cells.size()) < want) {
            std::vector<int> next;
            for (int c : cage.cells) {
                int r = c / n, k = c % n;
                const int nb[4][2] = {{r - 1, k}, {r + 1, k}, {r, k - 1}, {r, k + 1}};
                for (auto& q : nb)
                    if (q[0] >= 0 && q[0] < n && q[1] >= 0 && q[1] < n) {
                        int x = q[0] * n + q[1];
                        if (owner[x] < 0 && !(used & bit(sol[x]))) next.push_back(x);
                    }
            }
            if (next.empty()) break;
            int x = next[rng.below(std::uint32_t(next.size()))];
            owner[x] = int(cages.size());
            used |= bit(sol[x]);
            cage.cells.push_back(x);
        }
        for (int c : cage.cells) cage.sum += sol[c];
        cages.push_back(cage);
    }
    return cages;
}

// kind: "4x4" "6x6" "9x9" "12x12" "16x16" "jigsaw" "x" "killer". Empty g when it failed.
inline Made make_puzzle(const std::string& kind, std::uint64_t seed, std::uint64_t budget = 20000) {
    Made m;
    Rng rng(seed);
    for (int attempt = 0; attempt < 20 && !m.g; ++attempt) {
        GeometryPtr g;
        if (kind == "jigsaw") g = Geometry::make(Variant::Jigsaw, 9, random_regions(9, rng), false, {}).geometry;
        else if (kind == "x") g = Geometry::make(Variant::X, 9, {}, true, {}).geometry;
        else if (kind == "killer") g = Geometry::classic9();
        else g = Geometry::classic(std::stoi(kind));
        auto full = solve(*g, Cells(g->cells(), 0), 1, &rng, 200000);
        if (full.count != 1) continue;
        m.solution = full.solution;
        if (kind == "killer") g = Geometry::make(Variant::Killer, 9, {}, false, random_cages(9, m.solution, rng)).geometry;
        m.g = g;
    }
    if (!m.g) return m;
    m.givens = m.solution;
    std::vector<int> order(m.g->cells());
    std::iota(order.begin(), order.end(), 0);
    for (int i = int(order.size()) - 1; i > 0; --i) std::swap(order[i], order[rng.below(std::uint32_t(i + 1))]);
    for (int c : order) {
        auto keep = m.givens[c];
        m.givens[c] = 0;
        auto r = solve(*m.g, m.givens, 2, nullptr, budget);
        if (r.count != 1 || r.gave_up) m.givens[c] = keep;
    }
    return m;
}

struct HintRun {
    int puzzles = 0, steps = 0, wrong = 0, solved = 0, stuck = 0;
    std::map<std::string, int> fired;
    std::string first_wrong;
};

// Walks the hint path of one puzzle, checking every placement and elimination against the
// solution; where the techniques are stuck it places the true digit of a blank with fewest
// candidates and goes on, so the techniques meet many more positions.
inline void walk_hints(const Made& m, HintRun& run) {
    const Geometry& g = *m.g;
    ++run.puzzles;
    CandidateGrid p = CandidateGrid::from_cells(m.g, m.givens);
    bool by_logic = true;
    for (;;) {
        auto s = next_step(p);
        if (!s) {
            int best = -1;
            for (int c = 0; c < g.cells(); ++c)
                if (!p.grid[c] && (best < 0 || popcount(p.cand[c]) < popcount(p.cand[best]))) best = c;
            if (best < 0) break;
            ++run.stuck;
            by_logic = false;
            p.place(best, m.solution[best]);
            continue;
        }
        ++run.steps;
        const std::string key = technique_key(s->technique);
        ++run.fired[key];
        bool bad = s->explanation.empty() || s->explanation.find('{') != std::string::npos || step_title(*s).empty() ||
                   (s->placements.empty() && s->eliminations.empty());
        for (auto pl : s->placements) bad |= m.solution[pl.cell] != pl.digit || p.grid[pl.cell];
        for (auto e : s->eliminations) bad |= m.solution[e.cell] == e.digit;
        // The drawing's data: real candidates, houses and cages of this geometry.
        const char* drawing = nullptr;
        for (auto e : s->eliminations)
            if (!(p.cand[e.cell] & bit(e.digit))) drawing = "an elimination that is no candidate";
        int shown = 0;  // the pattern's candidates (not placed or eliminated ones)
        for (const Mark& k : s->marks) {
            if (k.role == Role::Elim || k.role == Role::Place) continue;
            ++shown;
            if (!p.grid[k.candidate.cell] && !(p.cand[k.candidate.cell] & bit(k.candidate.digit)))
                drawing = "a mark that is no candidate";
        }
        if (!shown && s->placements.empty()) drawing = "no mark";
        for (int h : s->houses)
            if (h < 0 || h >= int(g.houses().size())) drawing = "a house out of range";
        for (int k : s->cages)
            if (k < 0 || k >= int(g.cages().size())) drawing = "a cage out of range";
        if (drawing && !run.wrong++) run.first_wrong = g.name() + " " + key + " has " + drawing + ": " + s->explanation;
        if (bad) {
            if (!run.wrong++) run.first_wrong = g.name() + " " + key + ": " + s->explanation;
            return;
        }
        apply_step(p, *s);
    }
    if (by_logic && p.cells() == m.solution) ++run.solved;
}

}  // namespace vtest
