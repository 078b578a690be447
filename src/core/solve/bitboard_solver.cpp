// Fast solver, band-oriented: for each band (three rows) and digit one 27-bit word holds
// the cells of the band where the digit may still go (bit = row_in_band * 9 + column).
// Within a band a digit fills one cell per row and per box, so the 3x3 pattern of
// "mini-rows still possible" must contain a permutation: one table lookup prunes it,
// which covers hidden singles in rows and boxes and locked candidates along rows. The
// same rule on a stack's 3x3 pattern of mini-columns covers locked candidates along
// columns; naked singles and hidden singles in columns come from bit-parallel counts.
// Then we branch on a bivalue cell chosen to propagate far (see branch()).
#include "core/solve/bitboard_solver.h"

#include <array>

#if defined(__SSE2__) && !defined(SUDOKU_NO_SIMD)
#include <immintrin.h>
#elif defined(__wasm_simd128__) && !defined(SUDOKU_NO_SIMD)
#include <wasm_simd128.h>
#endif

namespace sudoku {
namespace {

using u32 = std::uint32_t;
constexpr u32 kBand = 0x7FFFFFF;

inline int ctz(u32 x) { return __builtin_ctz(x); }

struct Tables {
    // Row r of a band word (9 bits) -> its non-empty mini-rows at bits 3r..3r+2, and
    // bit 9+r when the row holds a single cell.
    std::array<std::array<std::uint16_t, 512>, 3> row_info{};
    std::array<u32, 8> rows{};               // 3 row flags -> those rows' cells
    std::array<std::uint16_t, 512> perm{};   // mini-row pattern -> union of permutations inside it
    std::array<u32, 512> expand{};           // mini-row pattern -> 27-bit cell mask
    std::array<u32, 27> column{};            // band position -> the 3 cells of its column
    std::array<u32, 27> row_others{};        // band position -> the other 8 cells of its row
    std::array<u32, 27> row_box{};           // band position -> the cells of its row and box
};

constexpr Tables make_tables() {
    Tables t{};
    for (u32 x = 0; x < 512; ++x) {
        const u32 boxes = ((x & 7) != 0) | ((x & 070) != 0) << 1 | ((x & 0700) != 0) << 2;
        const bool single = x && !(x & (x - 1));
        for (int r = 0; r < 3; ++r) t.row_info[r][x] = std::uint16_t(boxes << (3 * r) | u32(single) << (9 + r));
    }
    for (u32 f = 0; f < 8; ++f)
        t.rows[f] = (f & 1 ? 0777u : 0) | (f & 2 ? 0777u << 9 : 0) | (f & 4 ? 0777u << 18 : 0);
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
        t.row_box[p] = 511u << (r * 9) | 07007007u << (c / 3 * 3);
    }
    return t;
}

constexpr Tables kT = make_tables();

// 9-bit column sets: which columns of a band word have a candidate; spreading back.
inline u32 fold(u32 v) { return (v | v >> 9 | v >> 18) & 511; }
inline u32 spread(u32 cols) { return cols * 0x40201u; }  // cols | cols << 9 | cols << 18
// Three bands' 9-bit column sets side by side: band b takes band b+1's (mod 3).
inline u32 next_band(u32 x) { return (x >> 9) | ((x << 18) & kBand); }

// The digits (bit k for word k) among a band's nine digit words that meet `cells`;
// take_cells also clears those cells from all nine.
#if defined(__AVX2__) && !defined(SUDOKU_NO_SIMD)
inline u32 meets(__m256i x, __m256i c) {
    const __m256i none = _mm256_cmpeq_epi32(_mm256_and_si256(x, c), _mm256_setzero_si256());
    return ~u32(_mm256_movemask_ps(_mm256_castsi256_ps(none))) & 0xFF;
}
inline u32 digits_at(const u32* w, u32 cells) {
    const __m256i c = _mm256_set1_epi32(int(cells));
    return meets(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(w)), c) | u32((w[8] & cells) != 0) << 8;
}
inline u32 take_cells(u32* w, u32 cells) {
    const __m256i c = _mm256_set1_epi32(int(cells));
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(w), _mm256_andnot_si256(c, x));
    const u32 hit = meets(x, c) | u32((w[8] & cells) != 0) << 8;
    w[8] &= ~cells;
    return hit;
}
#elif (defined(__SSE2__) || defined(__wasm_simd128__)) && !defined(SUDOKU_NO_SIMD)
#if defined(__SSE2__) && !defined(SUDOKU_NO_SIMD)
using V = __m128i;
inline V splat(u32 x) { return _mm_set1_epi32(int(x)); }
inline V load(const u32* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
inline void store(u32* p, V v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
inline V andnot(V c, V x) { return _mm_andnot_si128(c, x); }  // x & ~c
inline u32 meets(V x, V c) {
    const V none = _mm_cmpeq_epi32(_mm_and_si128(x, c), _mm_setzero_si128());
    return ~u32(_mm_movemask_ps(_mm_castsi128_ps(none))) & 0xF;
}
#else
using V = v128_t;
inline V splat(u32 x) { return wasm_i32x4_splat(int(x)); }
inline V load(const u32* p) { return wasm_v128_load(p); }
inline void store(u32* p, V v) { wasm_v128_store(p, v); }
inline V andnot(V c, V x) { return wasm_v128_andnot(x, c); }  // x & ~c
inline u32 meets(V x, V c) { return wasm_i32x4_bitmask(wasm_i32x4_ne(wasm_v128_and(x, c), wasm_i32x4_splat(0))); }
#endif
inline u32 digits_at(const u32* w, u32 cells) {
    const V c = splat(cells);
    return meets(load(w), c) | meets(load(w + 4), c) << 4 | u32((w[8] & cells) != 0) << 8;
}
inline u32 take_cells(u32* w, u32 cells) {
    const V c = splat(cells), x0 = load(w), x1 = load(w + 4);
    store(w, andnot(c, x0));
    store(w + 4, andnot(c, x1));
    const u32 hit = meets(x0, c) | meets(x1, c) << 4 | u32((w[8] & cells) != 0) << 8;
    w[8] &= ~cells;
    return hit;
}
#else
inline u32 digits_at(const u32* w, u32 cells) {
    u32 hit = 0;
    for (int k = 0; k < 9; ++k) hit |= u32((w[k] & cells) != 0) << k;
    return hit;
}
inline u32 take_cells(u32* w, u32 cells) {
    const u32 hit = digits_at(w, cells);
    for (int k = 0; k < 9; ++k) w[k] &= ~cells;
    return hit;
}
#endif

struct State {
    u32 cand[27];     // [band * 9 + digit]: cells of the band where the digit may go (placed ones too)
    u32 unsolved[3];  // per band: cells not placed yet
};

// Digit-band words still to prune, one bit each at band * 16 + digit.
using Todo = std::uint64_t;
constexpr Todo kAllWords = 0x1FF01FF01FFull;
constexpr Todo word_bit(int b, int d) { return Todo(1) << (b * 16 + d); }

// The two other bands of a band, and their todo bits (digit 0) for each subset of them.
struct OtherBands {
    int first, second;
    Todo words[4];
};
constexpr OtherBands kOtherBands[3] = {
    {1, 2, {0, word_bit(1, 0), word_bit(2, 0), word_bit(1, 0) | word_bit(2, 0)}},
    {0, 2, {0, word_bit(0, 0), word_bit(2, 0), word_bit(0, 0) | word_bit(2, 0)}},
    {0, 1, {0, word_bit(0, 0), word_bit(1, 0), word_bit(0, 0) | word_bit(1, 0)}},
};

class Solver {
public:
    explicit Solver(int limit) : limit_(limit) {}

    int count = 0;
    std::uint64_t guesses = 0;
    Grid solution, second;

    bool init(State& s, const Grid& g, Todo& todo) const {
        for (auto& c : s.cand) c = kBand;
        for (auto& u : s.unsolved) u = kBand;
        for (int cell = 0; cell < kCells; ++cell) {
            int d = g[cell];
            if (!d) continue;
            if (d < 1 || d > 9) return false;
            assign(s, cell / 27, cell % 27, d - 1, todo);
        }
        todo = kAllWords;
        return true;
    }

    void search(State& s, Todo todo) {
        if (!propagate(s, todo)) return;
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            if (count < 2) record(s, count == 0 ? solution : second);
            ++count;
            return;
        }
        branch(s);
    }

private:
    int limit_;

    // Leaves `d` as the only candidate of its row at band position p; update() places it.
    static void assign(State& s, int b, int p, int d, Todo& todo) {
        s.cand[b * 9 + d] &= ~kT.row_others[p];
        todo |= word_bit(b, d);
    }

    // Prunes the word of digit d in band b until it is stable, and places the cells
    // that became the only candidate of their row. False on contradiction.
    static bool update(State& s, int b, int d, Todo& todo) {
        u32 v = s.cand[b * 9 + d];
        for (;;) {
            const u32 x = kT.row_info[0][v & 511] | kT.row_info[1][(v >> 9) & 511] | kT.row_info[2][v >> 18];
            const u32 m = x & 511, keep = kT.perm[m];
            if (!keep) return false;
            if (keep != m) {
                v &= kT.expand[keep];
                continue;
            }
            const u32 fresh = v & kT.rows[x >> 9] & s.unsolved[b];
            if (!fresh) break;
            // Place them all: their columns empty out elsewhere, their cells for other digits.
            const u32 f0 = fresh & 511, f1 = (fresh >> 9) & 511, f2 = fresh >> 18;
            if ((f0 & f1) | (f0 & f2) | (f1 & f2)) return false;  // two in one column
            const u32 cols = spread(f0 | f1 | f2);
            s.unsolved[b] &= ~fresh;
            const auto& other = kOtherBands[b];
            u32& w1 = s.cand[other.first * 9 + d];
            u32& w2 = s.cand[other.second * 9 + d];
            const u32 hit = u32((w1 & cols) != 0) | u32((w2 & cols) != 0) << 1;
            w1 &= ~cols;
            w2 &= ~cols;
            todo |= other.words[hit] << d;
            todo |= Todo(take_cells(&s.cand[b * 9], fresh) & ~(1u << d)) << (b * 16);
            const u32 nv = v & (~cols | fresh);
            if (nv == v) break;
            v = nv;
        }
        s.cand[b * 9 + d] = v;
        return true;
    }

    // Cells with a single candidate left, in the bands that changed.
    static bool naked_singles(State& s, u32 bands, Todo& todo) {
        for (; bands; bands &= bands - 1) {
            const int b = ctz(bands);
            const u32* band = &s.cand[b * 9];
            u32 ones = 0, twos = 0;
            for (int k = 0; k < 9; ++k) {
                twos |= ones & band[k];
                ones |= band[k];
            }
            const u32 un = s.unsolved[b];
            if (un & ~ones) return false;  // a cell without candidates
            for (u32 naked = un & ~twos; naked; naked &= naked - 1) {
                const int p = ctz(naked);
                const u32 digits = digits_at(band, 1u << p);
                if (!digits) return false;  // an earlier single of this row took its digit
                assign(s, b, p, ctz(digits), todo);
            }
        }
        return true;
    }

    // Per digit that changed: each stack holds the digit once per band and once per
    // column, so its band x column pattern must contain a permutation (prunes along
    // columns); then a column with one place left is a hidden single.
    static bool columns(State& s, u32 digits, Todo& todo) {
        for (; digits; digits &= digits - 1) {
            const int d = ctz(digits);
            const u32 a0 = s.cand[d], a1 = s.cand[9 + d], a2 = s.cand[18 + d];
            // The three bands' column sets side by side; each band meets the other two.
            const u32 f = fold(a0) | fold(a1) << 9 | fold(a2) << 18;
            const u32 r1 = ((f >> 1) & 0333333333) | ((f << 2) & 0444444444);
            const u32 r2 = ((f >> 2) & 0111111111) | ((f << 1) & 0666666666);
            const u32 k = f & ((next_band(r1) & next_band(next_band(r2))) | (next_band(r2) & next_band(next_band(r1))));
            if (((k | k >> 1 | k >> 2) & 0111111111) != 0111111111) return false;  // a stack without a permutation
            if (k != f) {  // prune; the counts wait for the next pass over this digit
                for (int b = 0; b < 3; ++b) {
                    const u32 kb = (k >> (9 * b)) & 511;
                    if (kb != ((f >> (9 * b)) & 511)) {
                        s.cand[b * 9 + d] &= spread(kb);
                        todo |= word_bit(b, d);
                    }
                }
                continue;
            }
            // Count each column's places over the nine rows: `once` = exactly one.
            const u32 any = a0 | a1 | a2, many = (a0 & a1) | (a0 & a2) | (a1 & a2);
            const u32 x0 = any & 511, x1 = (any >> 9) & 511, x2 = any >> 18;
            const u32 twice = fold(many) | (x0 & x1) | (x0 & x2) | (x1 & x2);
            const u32 placed = fold((a0 & ~s.unsolved[0]) | (a1 & ~s.unsolved[1]) | (a2 & ~s.unsolved[2]));
            for (u32 once = ~twice & ~placed & 511; once; once &= once - 1) {
                const u32 col = kT.column[ctz(once)];
                const int b = (a0 & col) ? 0 : (a1 & col) ? 1 : 2;
                const u32 at = s.cand[b * 9 + d] & col;
                if (!at) return false;  // taken by an earlier single of this pass
                assign(s, b, ctz(at), d, todo);
            }
        }
        return true;
    }

    static bool propagate(State& s, Todo todo) {
        u32 digits = 0;  // digits pruned since columns() last ran
        for (;;) {
            Todo touched = 0;
            while (todo) {
                const int i = __builtin_ctzll(todo);
                todo &= todo - 1;
                touched |= Todo(1) << i;
                if (!update(s, i >> 4, i & 15, todo)) return false;
            }
            digits |= u32(touched | touched >> 16 | touched >> 32) & 511;
            const u32 bands = u32((touched & 0x1FF) != 0) | u32((touched & 0x1FF0000) != 0) << 1 |
                              u32((touched & 0x1FF00000000) != 0) << 2;
            if (!naked_singles(s, bands, todo)) return false;
            if (todo) continue;
            if (!digits) return true;
            if (!columns(s, digits, todo)) return false;
            digits = 0;
            if (!todo) return true;
        }
    }

    // Number of unsolved cells sharing a house with band position p of band b (itself
    // counted thrice): branching where the most cells are still open prunes best.
    static int open_peers(const State& s, int b, int p) {
        const u32 col = kT.column[p];
        return __builtin_popcount(s.unsolved[b] & kT.row_box[p]) + __builtin_popcount(s.unsolved[0] & col) +
               __builtin_popcount(s.unsolved[1] & col) + __builtin_popcount(s.unsolved[2] & col);
    }

    // Branches on a bivalue cell when there is one, else on a cell with fewest
    // candidates. Among bivalue cells the score favours many open peers, and in the
    // cell's row and box many cells that lose a candidate either way, most of all
    // other bivalue cells (they become singles): both branches then propagate far.
    // The weights were tuned on the benchmark sets (fewest guesses).
    void branch(State& s) {
        int best_b = -1, best_p = 0, best_score = -1;
        u32 pairs[3];
        for (int b = 0; b < 3; ++b) {
            const u32* band = &s.cand[b * 9];
            u32 ones = 0, twos = 0, threes = 0;
            for (int k = 0; k < 9; ++k) {
                threes |= twos & band[k];
                twos |= ones & band[k];
                ones |= band[k];
            }
            pairs[b] = twos & ~threes & s.unsolved[b];
        }
        for (int b = 0; b < 3; ++b) {
            const u32* band = &s.cand[b * 9];
            for (u32 left = pairs[b]; left; left &= left - 1) {
                const int p = ctz(left);
                const u32 digits = digits_at(band, 1u << p);
                const u32 either = (band[ctz(digits)] | band[31 - __builtin_clz(digits)]) & kT.row_box[p];
                const int score = open_peers(s, b, p) + __builtin_popcount(either & s.unsolved[b]) +
                                  5 * __builtin_popcount(either & pairs[b]);
                if (score > best_score) best_b = b, best_p = p, best_score = score;
            }
        }
        if (best_b < 0) {
            int best_n = 10;
            for (int b = 0; b < 3; ++b)
                for (u32 un = s.unsolved[b]; un; un &= un - 1) {
                    const int p = ctz(un);
                    const int n = __builtin_popcount(digits_at(&s.cand[b * 9], 1u << p));
                    const int score = open_peers(s, b, p);
                    if (n < best_n || (n == best_n && score > best_score))
                        best_b = b, best_p = p, best_n = n, best_score = score;
                }
        }
        u32 digits = digits_at(&s.cand[best_b * 9], 1u << best_p);
        while (digits) {
            const int d = ctz(digits);
            digits &= digits - 1;
            Todo todo = 0;
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

    static void record(const State& s, Grid& out) {
        for (int b = 0; b < 3; ++b)
            for (int d = 0; d < 9; ++d)
                for (u32 v = s.cand[b * 9 + d]; v; v &= v - 1) out[b * 27 + ctz(v)] = std::uint8_t(d + 1);
    }
};

}  // namespace

SolveResult solve_fast(const Grid& puzzle, int limit) {
    SolveResult r;
    if (limit < 1) return r;
    Solver solver(limit);
    State s;
    Todo todo = 0;
    if (!solver.init(s, puzzle, todo)) return r;
    solver.search(s, todo);
    r.count = solver.count;
    r.guesses = solver.guesses;
    if (r.count > 0) r.solution = solver.solution;
    if (r.count > 1) r.second = solver.second;
    return r;
}

}  // namespace sudoku
