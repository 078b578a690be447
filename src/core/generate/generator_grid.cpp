// The generator's building blocks: random full grids, symmetry orbits, minimality.
#include "core/generate/generator_internal.h"

#include "core/solve/solver.h"

namespace sudoku {
namespace {

struct Filler {
    Grid g;
    Mask rows[9] = {}, cols[9] = {}, boxes[9] = {};
    Rng& rng;
    int budget;  // nodes left before giving up on this start

    explicit Filler(Rng& r, int nodes) : rng(r), budget(nodes) {}

    Mask free(int c) const { return Mask(kAllDigits & ~(rows[row_of(c)] | cols[col_of(c)] | boxes[box_of(c)])); }
    void set(int c, int d) {
        g[c] = std::uint8_t(d);
        rows[row_of(c)] ^= bit(d);
        cols[col_of(c)] ^= bit(d);
        boxes[box_of(c)] ^= bit(d);
    }

    // Shuffled backtracking on the cell with the fewest candidates.
    bool fill() {
        if (--budget < 0) return false;
        int best = -1, fewest = 10;
        for (int c = 0; c < kCells; ++c) {
            if (g[c]) continue;
            int n = popcount(free(c));
            if (n < fewest) {
                fewest = n;
                best = c;
                if (n <= 1) break;
            }
        }
        if (best < 0) return true;
        if (fewest == 0) return false;
        int digits[9], n = 0;
        for (Mask m = free(best); m; m &= Mask(m - 1)) digits[n++] = lowest_digit(m);
        rng.shuffle(digits, n);
        for (int i = 0; i < n; ++i) {
            set(best, digits[i]);
            if (fill()) return true;
            set(best, digits[i]);  // xor undoes
            g[best] = 0;
            if (budget < 0) return false;
        }
        return false;
    }
};

}  // namespace

Grid random_full_grid(Rng& rng) {
    for (;;) {
        Filler f(rng, 2000);
        if (f.fill()) return f.g;
    }
}

std::vector<std::vector<int>> symmetry_orbits(Symmetry s) {
    std::vector<std::vector<int>> orbits;
    std::vector<bool> used(kCells, false);
    for (int c = 0; c < kCells; ++c) {
        if (used[c]) continue;
        int r = row_of(c), k = col_of(c), mate = c;
        switch (s) {
        case Symmetry::None: break;
        case Symmetry::Rotational: mate = 80 - c; break;
        case Symmetry::Mirror: mate = r * 9 + (8 - k); break;
        case Symmetry::Diagonal: mate = k * 9 + r; break;
        }
        std::vector<int> orbit{c};
        if (mate != c) orbit.push_back(mate);
        for (int x : orbit) used[x] = true;
        orbits.push_back(orbit);
    }
    return orbits;
}

bool is_symmetric(const Grid& puzzle, Symmetry s) {
    for (const auto& orbit : symmetry_orbits(s))
        for (int c : orbit)
            if (bool(puzzle[c]) != bool(puzzle[orbit[0]])) return false;
    return true;
}

bool is_minimal(const Grid& puzzle) {
    if (solve_fast(puzzle, 2).count != 1) return false;
    Grid p = puzzle;
    for (int c = 0; c < kCells; ++c) {
        if (!p[c]) continue;
        auto d = p[c];
        p[c] = 0;
        bool unique = solve_fast(p, 2).count == 1;
        p[c] = d;
        if (unique) return false;
    }
    return true;
}

const char* symmetry_name(Symmetry s) {
    static const char* names[] = {"none", "rotational", "mirror", "diagonal"};
    return names[int(s)];
}

std::optional<Symmetry> parse_symmetry(std::string_view s) {
    for (int i = 0; i < 4; ++i)
        if (s == symmetry_name(Symmetry(i))) return Symmetry(i);
    return std::nullopt;
}

}  // namespace sudoku
