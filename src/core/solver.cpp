// Fast solver, band-oriented: for each band (three rows) and digit one 27-bit word holds
// the cells of the band where the digit may still go (bit = row_in_band * 9 + column).
// Within a band a digit fills one cell per row and per box, so the 3x3 pattern of
// "mini-rows still possible" must contain a permutation: one table lookup prunes it,
// which covers hidden singles in rows and boxes and locked candidates (pointing and
// claiming along rows). Naked singles and hidden singles in columns come from cheap
// bit-parallel counts once that settles; then we branch on a cell with fewest candidates.
#include "solver.h"

#include <array>

namespace sudoku {
namespace {

using u32 = std::uint32_t;
constexpr u32 kBand = 0x7FFFFFF;

inline int ctz(u32 x) { return __builtin_ctz(x); }

struct Tables {
    std::array<std::uint8_t, 512> boxes{};   // 9 bits of a row -> its 3 non-empty mini-rows
    std::array<std::uint16_t, 512> perm{};   // mini-row pattern -> union of permutations inside it
    std::array<u32, 512> expand{};           // mini-row pattern -> 27-bit cell mask
    std::array<u32, 27> column{};            // band position -> the 3 cells of its column
    std::array<u32, 27> row_others{};        // band position -> the other 8 cells of its row
};

constexpr Tables make_tables() {
    Tables t{};
    for (u32 x = 0; x < 512; ++x)
        t.boxes[x] = std::uint8_t(((x & 7) != 0) | ((x & 070) != 0) << 1 | ((x & 0700) != 0) << 2);
    // Permutations of three rows onto three boxes: bit r*3+box.
    constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (u32 m = 0; m < 512; ++m) {
        u32 keep = 0;
        for (const auto& p : perms) {
            u32 pm = 1u << p[0] | 1u << (3 + p[1]) | 1u << (6 + p[2]);
            if ((pm & m) == pm) keep |= pm;
        }
        t.perm[m] = std::uint16_t(keep);
        u32 e = 0;
        for (int i = 0; i < 9; ++i)
            if (m >> i & 1) e |= 7u << ((i / 3) * 9 + (i % 3) * 3);
        t.expand[m] = e;
    }
    for (int p = 0; p < 27; ++p) {
        int c = p % 9, r = p / 9;
        t.column[p] = 1u << c | 1u << (c + 9) | 1u << (c + 18);
        t.row_others[p] = (511u << (r * 9)) & ~(1u << p);
    }
    return t;
}

constexpr Tables kT = make_tables();

struct State {
    u32 cand[27];     // [band * 9 + digit]: cells of the band where the digit may go (placed ones too)
    u32 unsolved[3];  // per band: cells not placed yet
};

class Solver {
public:
    explicit Solver(int limit) : limit_(limit) {}

    int count = 0;
    std::uint64_t guesses = 0;
    Grid solution;

    bool init(State& s, const Grid& g, u32& todo) const {
        for (auto& c : s.cand) c = kBand;
        for (auto& u : s.unsolved) u = kBand;
        todo = (1u << 27) - 1;
        for (int cell = 0; cell < kCells; ++cell) {
            int d = g[cell];
            if (!d) continue;
            if (d < 1 || d > 9) return false;
            assign(s, cell / 27, cell % 27, d - 1, todo);
        }
        return true;
    }

    void search(State& s, u32 todo) {
        if (!propagate(s, todo)) return;
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            if (count++ == 0) record(s);
            return;
        }
        branch(s);
    }

private:
    int limit_;

    // Leaves `d` as the only candidate of its row at band position p; update() places it.
    static void assign(State& s, int b, int p, int d, u32& todo) {
        s.cand[b * 9 + d] &= ~kT.row_others[p];
        todo |= 1u << (b * 9 + d);
    }

    // Prunes digit-band i until it is stable; places the cells that became the only
    // candidate of their row. False on contradiction.
    static bool update(State& s, int i, u32& todo) {
        const int b = i / 9, d = i % 9;
        u32 v = s.cand[i];
        for (;;) {
            u32 m = kT.boxes[v & 511] | kT.boxes[(v >> 9) & 511] << 3 | kT.boxes[v >> 18] << 6;
            u32 keep = kT.perm[m];
            if (!keep) return false;
            if (keep != m) v &= kT.expand[keep];
            u32 r0 = v & 511, r1 = v & (511u << 9), r2 = v & (511u << 18);
            u32 singles = ((r0 & (r0 - 1)) ? 0 : r0) | ((r1 & (r1 - 1)) ? 0 : r1) | ((r2 & (r2 - 1)) ? 0 : r2);
            u32 fresh = singles & s.unsolved[b];
            if (!fresh) break;
            const u32 before = v;
            do {
                const int p = ctz(fresh);
                fresh &= fresh - 1;
                const u32 bit = 1u << p;
                if (!(v & bit)) return false;  // a fresh single in the same column took it
                const u32 col = kT.column[p];
                v &= ~col | bit;
                s.unsolved[b] &= ~bit;
                for (int b2 = 0; b2 < 3; ++b2) {
                    if (b2 == b) continue;
                    u32& o = s.cand[b2 * 9 + d];
                    if (o & col) {
                        o &= ~col;
                        todo |= 1u << (b2 * 9 + d);
                    }
                }
                u32* band = &s.cand[b * 9];
                u32 hit = 0;
                for (int k = 0; k < 9; ++k) {
                    hit |= ((band[k] >> p) & 1) << k;
                    band[k] &= ~bit;
                }
                hit &= ~(1u << d);
                todo |= hit << (b * 9);
            } while (fresh);
            if (v == before) break;
        }
        s.cand[i] = v;
        return true;
    }

    // Naked singles and hidden singles in columns; false on contradiction.
    static bool singles(State& s, u32& todo) {
        for (int b = 0; b < 3; ++b) {
            const u32* band = &s.cand[b * 9];
            u32 ones = 0, twos = 0;
            for (int k = 0; k < 9; ++k) {
                twos |= ones & band[k];
                ones |= band[k];
            }
            const u32 un = s.unsolved[b];
            if (un & ~ones) return false;  // a cell without candidates
            u32 naked = un & ~twos;
            while (naked) {
                const int p = ctz(naked);
                naked &= naked - 1;
                u32 digits = 0;
                for (int k = 0; k < 9; ++k) digits |= (band[k] >> p & 1) << k;
                if (!digits) return false;  // an earlier single of this row took its digit
                assign(s, b, p, ctz(digits), todo);
            }
        }
        if (todo) return true;
        for (int d = 0; d < 9; ++d) {
            u32 ones = 0, twos = 0, placed = 0;
            for (int b = 0; b < 3; ++b) {
                const u32 v = s.cand[b * 9 + d];
                for (int r = 0; r < 3; ++r) {
                    const u32 x = (v >> (r * 9)) & 511;
                    twos |= ones & x;
                    ones |= x;
                }
                const u32 f = v & ~s.unsolved[b];
                placed |= (f | f >> 9 | f >> 18) & 511;
            }
            if (ones != 511) return false;  // a column with no place for d
            u32 hidden = ~twos & ~placed & 511;
            while (hidden) {
                const int c = ctz(hidden);
                hidden &= hidden - 1;
                for (int b = 0; b < 3; ++b) {
                    const u32 at = s.cand[b * 9 + d] & kT.column[c];
                    if (at) {
                        assign(s, b, ctz(at), d, todo);
                        break;
                    }
                }
            }
        }
        return true;
    }

    static bool propagate(State& s, u32 todo) {
        for (;;) {
            while (todo) {
                const int i = ctz(todo);
                todo &= todo - 1;
                if (!update(s, i, todo)) return false;
            }
            if (!singles(s, todo)) return false;
            if (!todo) return true;
        }
    }

    // Branches on a bivalue cell when there is one, else on a cell with fewest candidates.
    void branch(State& s) {
        int best_b = -1, best_p = 0, best_n = 10;
        for (int b = 0; b < 3 && best_n > 2; ++b) {
            const u32* band = &s.cand[b * 9];
            u32 ones = 0, twos = 0, threes = 0;
            for (int k = 0; k < 9; ++k) {
                threes |= twos & band[k];
                twos |= ones & band[k];
                ones |= band[k];
            }
            const u32 pairs = twos & ~threes & s.unsolved[b];
            if (pairs) {
                best_b = b, best_p = ctz(pairs), best_n = 2;
            }
        }
        if (best_b < 0) {
            for (int b = 0; b < 3; ++b)
                for (u32 un = s.unsolved[b]; un; un &= un - 1) {
                    const int p = ctz(un);
                    int n = 0;
                    for (int k = 0; k < 9; ++k) n += s.cand[b * 9 + k] >> p & 1;
                    if (n < best_n) best_b = b, best_p = p, best_n = n;
                }
        }
        const u32* band = &s.cand[best_b * 9];
        u32 digits = 0;
        for (int k = 0; k < 9; ++k) digits |= (band[k] >> best_p & 1) << k;
        while (digits) {
            const int d = ctz(digits);
            digits &= digits - 1;
            u32 todo = 0;
            if (digits) {  // not the last: try it on a copy
                State t = s;
                ++guesses;
                assign(t, best_b, best_p, d, todo);
                search(t, todo);
            } else {
                assign(s, best_b, best_p, d, todo);
                search(s, todo);
            }
            if (count >= limit_) return;
        }
    }

    void record(const State& s) {
        for (int b = 0; b < 3; ++b)
            for (int d = 0; d < 9; ++d)
                for (u32 v = s.cand[b * 9 + d]; v; v &= v - 1) solution[b * 27 + ctz(v)] = std::uint8_t(d + 1);
    }
};

}  // namespace

SolveResult solve_fast(const Grid& puzzle, int limit) {
    SolveResult r;
    if (limit < 1) return r;
    Solver solver(limit);
    State s;
    u32 todo = 0;
    if (!solver.init(s, puzzle, todo)) return r;
    solver.search(s, todo);
    r.count = solver.count;
    r.guesses = solver.guesses;
    if (r.count > 0) r.solution = solver.solution;
    return r;
}

}  // namespace sudoku
