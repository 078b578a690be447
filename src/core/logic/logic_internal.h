// Shared by the technique finders (logic_*.cpp): finder signatures and small helpers.
// Each finder returns the first instance of its technique in a fixed scan order and
// fills `out` without the explanation (the driver adds it when asked).
#pragma once
#include <algorithm>

#include "core/logic/logic.h"
#include "core/logic/topology.h"

namespace sudoku::logic {

inline Candidate cand(int cell, int digit) { return {std::uint8_t(cell), std::uint8_t(digit)}; }

// Built once per find_next_step call and shared by the finders.
struct Context {
    const CandidateGrid& s;
    const Topology& t;  // houses, peers and sees of the position's geometry
    explicit Context(const CandidateGrid& grid, bool se = false) : s(grid), t(grid.topology()), se_only(se) {}
    bool se_only = false;  // only Sukaku Explainer's variants (no hidden unique rectangle)
    // False when the step's sentence is dropped (nested chains' inner steps): a finder may skip it.
    bool words = true;
    // Bit i set when the i-th cell of `house` has candidate `digit`; built on first use
    // (singles, most of a path, never need it).
    unsigned positions(int house, int digit) const {
        if (!ready) fill();
        return pos[house][digit];
    }

private:
    void fill() const;
    mutable bool ready = false;
    // Sized for 16x16 with diagonals; fill() clears only the houses in use.
    mutable std::array<std::array<std::uint16_t, kMaxSize + 1>, kMaxHouses> pos;
};

using Finder = bool (*)(const Context& x, Step& out);

bool find_full_house(const Context& x, Step& out);
bool find_hidden_single(const Context& x, Step& out);
bool find_naked_single(const Context& x, Step& out);
bool find_pointing(const Context& x, Step& out);
bool find_claiming(const Context& x, Step& out);
bool find_naked_pair(const Context& x, Step& out);
bool find_hidden_pair(const Context& x, Step& out);
bool find_naked_triple(const Context& x, Step& out);
bool find_hidden_triple(const Context& x, Step& out);
bool find_naked_quad(const Context& x, Step& out);
bool find_hidden_quad(const Context& x, Step& out);
bool find_x_wing(const Context& x, Step& out);
bool find_swordfish(const Context& x, Step& out);
bool find_jellyfish(const Context& x, Step& out);
bool find_xy_wing(const Context& x, Step& out);
bool find_xyz_wing(const Context& x, Step& out);
bool find_w_wing(const Context& x, Step& out);
bool find_simple_colouring(const Context& x, Step& out);
bool find_x_chain(const Context& x, Step& out);
bool find_xy_chain(const Context& x, Step& out);
bool find_aic(const Context& x, Step& out);
// Uniqueness (logic_uniqueness.cpp)
bool find_unique_rectangle(const Context& x, Step& out);
bool find_bug_plus_one(const Context& x, Step& out);
// Single-digit patterns (logic_single_digit.cpp) and finned fish (logic_finned_fish.cpp)
bool find_skyscraper(const Context& x, Step& out);
bool find_two_string_kite(const Context& x, Step& out);
bool find_turbot_fish(const Context& x, Step& out);
bool find_empty_rectangle(const Context& x, Step& out);
bool find_finned_fish(const Context& x, Step& out);
// Loops, grouped chains, Medusa, ALS, Sue de Coq
bool find_nice_loop(const Context& x, Step& out);
bool find_grouped_aic(const Context& x, Step& out);
bool find_medusa_3d(const Context& x, Step& out);
bool find_sue_de_coq(const Context& x, Step& out);
bool find_als_xz(const Context& x, Step& out);
bool find_als_xy_wing(const Context& x, Step& out);
// Sukaku Explainer's wings: a bivalue cell and an ALS of 3, 4, 5 cells (logic_als.cpp)
bool find_wxyz_wing(const Context& x, Step& out);
bool find_vwxyz_wing(const Context& x, Step& out);
bool find_uvwxyz_wing(const Context& x, Step& out);
// X-Chains of 2 (with a group), 3 and 4 strong links, rated by their links (logic_strong_links.cpp)
bool find_grouped_turbot_fish(const Context& x, Step& out);
bool find_three_link_x_chain(const Context& x, Step& out);
bool find_four_link_x_chain(const Context& x, Step& out);
// `size`: the grid's (rows are houses 0..size-1, columns size..2*size-1, then boxes).
double strong_link_rating(double base, const int* houses, int n, bool grouped, int size = 9);
// Forcing chains (logic_forcing*.cpp)
bool find_contradiction_chain(const Context& x, Step& out);
bool find_cell_forcing_chain(const Context& x, Step& out);
bool find_unit_forcing_chain(const Context& x, Step& out);
bool find_dynamic_forcing_chain(const Context& x, Step& out);
bool find_nested_forcing_chain(const Context& x, Step& out);
// The last resort, by search (logic_trial.cpp): also for StepSearch, which has no Context.
bool find_trial(const Context& x, Step& out);
bool trial_step(const CandidateGrid& s, Step& out);
// The position has exactly one solution (the fast solver on the classic, else the variant one).
bool has_one_solution(const CandidateGrid& s);

// Words for the position's geometry while a step is explained (see NamingScope): cells
// "r1c1".."r16c16", digits 1-9 then A-G, houses "row 3", "region 4", "the diagonal".
std::string name_cell(int cell);
std::string name_digit(int digit);
std::string name_house(int house, std::string_view form = "");
int naming_size();                // digits of the geometry being named (9 for the classic)
const Topology& naming_topology();  // its topology (the classic's when none is set)
bool naming_sees(int a, int b);   // its "sees" (houses and cages)
// While alive, name_* speak of `t`'s geometry (the classic's words otherwise); nests.
class NamingScope {
public:
    explicit NamingScope(const Topology& t);
    ~NamingScope();
    NamingScope(const NamingScope&) = delete;
    NamingScope& operator=(const NamingScope&) = delete;

private:
    const Topology* saved_;
};

// A finder for a technique that writes its own sentence sets out.explanation itself;
// explain_step keeps a non-empty one.

// Houses in the order a player scans them for singles: boxes, rows, columns.
constexpr int scan_house(int i) { return i < 9 ? 18 + i : i - 9; }

// Popcount of a candidate mask: a table where the CPU may lack the instruction
// (x86-64 baseline calls a libgcc routine); wasm has it.
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
inline int count(unsigned m) { return __builtin_popcount(m); }
#else
struct CountTable {
    std::uint8_t n[512];
    constexpr CountTable() : n() {
        for (int i = 1; i < 512; ++i) n[i] = std::uint8_t(n[i >> 1] + (i & 1));
    }
};
inline constexpr CountTable kCount{};
// Masks of up to 16 digits (or 16 places in a house): digits 10-16 in a second lookup.
inline int count(unsigned m) { return kCount.n[m & 0x1FF] + kCount.n[(m >> 9) & 0x1FF]; }
#endif

struct SeesTable {
    bool t[kCells][kCells];
    constexpr SeesTable() : t() {
        for (int a = 0; a < kCells; ++a)
            for (int b = 0; b < kCells; ++b)
                t[a][b] = a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
    }
};
inline constexpr SeesTable kSees{};
inline bool sees(int a, int b) { return kSees.t[a][b]; }

// Bit i set when the i-th cell of `house` has `digit` as a candidate.
inline unsigned positions(const Context& x, int house, int digit) { return x.positions(house, digit); }

// Digits of a mask in increasing order.
inline std::vector<int> digits_of(unsigned m) {
    std::vector<int> d;
    for (unsigned r = m & 0xFFFF; r; r &= r - 1) d.push_back(__builtin_ctz(r) + 1);
    return d;
}

// Sorts and removes duplicates: finders collect cells and candidates freely.
template <class T>
void normalize(std::vector<T>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// Calls `f(chosen)` for every n-element subset of items (as indices), until it returns true.
template <class F>
bool combinations(int items, int n, F f) {
    int idx[4];
    for (int i = 0; i < n; ++i) idx[i] = i;
    if (n > items) return false;
    for (;;) {
        if (f(idx)) return true;
        int k = n - 1;
        while (k >= 0 && idx[k] == items - n + k) --k;
        if (k < 0) return false;
        ++idx[k];
        for (int j = k + 1; j < n; ++j) idx[j] = idx[j - 1] + 1;
    }
}

// Fills cells (sorted) from the pattern and sorts the eliminations.
void finish_step(Step& out);
// Touching cells of a house filled every way the neighbour rules allow (logic_neighbour_sets.cpp).
bool find_neighbour_set(const Context& x, Step& out);
// A pair prop of a neighbour rule: non-consecutive, negative kropki or XV.
bool neighbour_rule_prop(const Prop& p);
// A digit whose direct removals around it leave a house short (logic_neighbour_clash.cpp).
bool find_neighbour_clash(const Context& x, Step& out);

}  // namespace sudoku::logic
