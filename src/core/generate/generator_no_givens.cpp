// Killers without givens (generator.cpp's PuzzleJob asks for them): cages grown on a random
// full grid, reshaped where a second solution differs until the cages alone leave one.
#include <algorithm>

#include "core/generate/generator_internal.h"

namespace sudoku::vgen {

// Killers without givens. Cages as cell lists with an owner per cell; a cage emptied by a
// reshape stays as an empty list until the cages are written out.
struct K0Cages {
    std::vector<std::vector<int>> cages;
    std::vector<int> owner;
};

Mask k0_digits(const std::vector<int>& cage, const Cells& grid) {
    Mask m = 0;
    for (int c : cage) m |= bit(grid[std::size_t(c)]);
    return m;
}

// True when the other solution `alt` does not fit the cage: another sum, or a digit twice.
bool k0_breaks(const std::vector<int>& cage, const Cells& solution, const Cells& alt) {
    int a = 0, b = 0;
    Mask seen = 0;
    for (int c : cage) {
        const int d = alt[std::size_t(c)];
        if (seen & bit(d)) return true;
        seen |= bit(d);
        a += solution[std::size_t(c)], b += d;
    }
    return a != b;
}

// Cages grown over the free cells `freed` (sorted) on the solution: random starts and sizes
// 2-4 (no single cells on purpose: they are givens in disguise; small cages keep the solver's
// search short), a lone leftover joining a neighbouring cage when it can. Returns the cages
// made or grown.
std::vector<int> k0_grow(int n, const Cells& solution, const std::vector<int>& freed, Rng& rng, K0Cages& k) {
    static const int kK0Sizes[8] = {2, 2, 2, 3, 3, 3, 4, 4};
    std::vector<int> order = freed, made;
    rng.shuffle(order.data(), int(order.size()));
    for (int start : order) {
        if (k.owner[std::size_t(start)] >= 0) continue;
        const int id = int(k.cages.size());
        const int target = std::min(n, kK0Sizes[rng.below(8)]);
        std::vector<int> cage{start};
        Mask held = bit(solution[std::size_t(start)]);
        k.owner[std::size_t(start)] = id;
        while (int(cage.size()) < target) {
            std::vector<int> next;
            for (int m : cage)
                for (int dir = 0; dir < 4; ++dir) {
                    const int q = neighbour(n, m, dir);
                    if (q >= 0 && k.owner[std::size_t(q)] < 0 && !(held & bit(solution[std::size_t(q)])) &&
                        std::find(next.begin(), next.end(), q) == next.end())
                        next.push_back(q);
                }
            if (next.empty()) break;
            std::sort(next.begin(), next.end());
            const int q = next[rng.below(std::uint32_t(next.size()))];
            cage.push_back(q);
            held |= bit(solution[std::size_t(q)]);
            k.owner[std::size_t(q)] = id;
        }
        k.cages.push_back(cage);
        made.push_back(id);
    }
    for (std::size_t i = 0; i < made.size(); ++i) {
        auto& lone = k.cages[std::size_t(made[i])];
        if (lone.size() != 1) continue;
        const int cell = lone[0];
        for (int dir = 0; dir < 4; ++dir) {
            const int q = neighbour(n, cell, dir);
            if (q < 0) continue;
            const int other = k.owner[std::size_t(q)];
            auto& into = k.cages[std::size_t(other)];
            if (other == made[i] || into.size() >= 5 || (k0_digits(into, solution) & bit(solution[std::size_t(cell)])))
                continue;
            into.push_back(cell);
            k.owner[std::size_t(cell)] = other;
            lone.clear();
            if (std::find(made.begin(), made.end(), other) == made.end()) made.push_back(other);
            break;
        }
    }
    return made;
}

// Regrows the cages around cell c (its own and its 4-neighbours'). Of a few draws the first
// that `alt` does not fit is kept (else the last), so each round rules out the second
// solution found.
void k0_reshape(int n, const Cells& solution, const Cells& alt, int c, Rng& rng, K0Cages& k) {
    std::vector<int> ids{k.owner[std::size_t(c)]};
    for (int dir = 0; dir < 4; ++dir) {
        const int q = neighbour(n, c, dir);
        if (q >= 0 && std::find(ids.begin(), ids.end(), k.owner[std::size_t(q)]) == ids.end())
            ids.push_back(k.owner[std::size_t(q)]);
    }
    K0Cages base = k;
    std::vector<int> freed;
    for (int id : ids) {
        for (int f : base.cages[std::size_t(id)]) freed.push_back(f), base.owner[std::size_t(f)] = -1;
        base.cages[std::size_t(id)].clear();
    }
    std::sort(freed.begin(), freed.end());
    for (int t = 0; t < 8; ++t) {
        k = base;
        bool broken = false;
        for (int id : k0_grow(n, solution, freed, rng, k))
            if (!k.cages[std::size_t(id)].empty() && k0_breaks(k.cages[std::size_t(id)], solution, alt)) broken = true;
        if (broken) break;
    }
}

// Reshapes per grid before it is given up, and the solver's budget for one uniqueness check.
constexpr int kK0Rounds = 30;
constexpr std::uint64_t kK0Budget = 30000;

int k0_attempts(Level target) { return target == Level::Easy ? 2 : target == Level::Medium ? 4 : 8; }

// A killer with no givens: cages grown on a random grid, reshaped where a second solution
// differs until the cages alone leave one. False when this grid does not get there in time.
bool k0_try_no_givens(int n, Rng& rng, Attempt& out) {
    const int cells = n * n;
    GeometryPtr g = n == 9 ? Geometry::classic9() : Geometry::classic(n);
    const Cells empty(std::size_t(cells), 0);
    Solutions full = solve(*g, empty, 1, &rng, std::uint64_t(cells) * 200);
    if (full.count != 1) return false;
    const Cells solution = full.solution;
    K0Cages k;
    k.owner.assign(std::size_t(cells), -1);
    std::vector<int> all(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) all[std::size_t(c)] = c;
    k0_grow(n, solution, all, rng, k);
    for (int round = 0; round < kK0Rounds; ++round) {
        g = Geometry::make(Variant::Killer, n, {}, false, cages_of(k.cages, solution)).geometry;
        if (!g) return false;
        Solutions r = solve(*g, empty, 2, nullptr, kK0Budget);
        if (r.gave_up) return false;
        if (r.count == 1) {
            out.geometry = g;
            out.givens = empty;
            out.solution = solution;
            out.grade = grade_variant(*g, empty);
            return true;
        }
        const Cells& alt = r.solution != solution ? r.solution : r.second;
        std::vector<int> differ;
        for (int c = 0; c < cells; ++c)
            if (alt[std::size_t(c)] != solution[std::size_t(c)]) differ.push_back(c);
        k0_reshape(n, solution, alt, differ[rng.below(std::uint32_t(differ.size()))], rng, k);
    }
    return false;
}

}  // namespace sudoku::vgen
