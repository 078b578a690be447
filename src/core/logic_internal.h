// Shared by the technique finders (logic_*.cpp): finder signatures and small helpers.
// Each finder returns the first instance of its technique in a fixed scan order and
// fills `out` without the explanation (the driver adds it when asked).
#pragma once
#include <algorithm>

#include "logic.h"

namespace sudoku::logic {

using Finder = bool (*)(const CandidateGrid& s, Step& out);

bool find_full_house(const CandidateGrid& s, Step& out);
bool find_hidden_single(const CandidateGrid& s, Step& out);
bool find_naked_single(const CandidateGrid& s, Step& out);
bool find_pointing(const CandidateGrid& s, Step& out);
bool find_claiming(const CandidateGrid& s, Step& out);
bool find_naked_pair(const CandidateGrid& s, Step& out);
bool find_hidden_pair(const CandidateGrid& s, Step& out);
bool find_naked_triple(const CandidateGrid& s, Step& out);
bool find_hidden_triple(const CandidateGrid& s, Step& out);
bool find_naked_quad(const CandidateGrid& s, Step& out);
bool find_hidden_quad(const CandidateGrid& s, Step& out);
bool find_x_wing(const CandidateGrid& s, Step& out);
bool find_swordfish(const CandidateGrid& s, Step& out);
bool find_jellyfish(const CandidateGrid& s, Step& out);
bool find_xy_wing(const CandidateGrid& s, Step& out);
bool find_xyz_wing(const CandidateGrid& s, Step& out);
bool find_w_wing(const CandidateGrid& s, Step& out);
bool find_simple_colouring(const CandidateGrid& s, Step& out);
bool find_x_chain(const CandidateGrid& s, Step& out);
bool find_xy_chain(const CandidateGrid& s, Step& out);
bool find_aic(const CandidateGrid& s, Step& out);

// Houses in the order a player scans them for singles: boxes, rows, columns.
constexpr int scan_house(int i) { return i < 9 ? 18 + i : i - 9; }

inline bool sees(int a, int b) {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

// Bit i set when the i-th cell of `house` has `digit` as a candidate.
inline unsigned positions(const CandidateGrid& s, int house, int digit) {
    unsigned m = 0;
    const auto& cells = house_cells()[house];
    for (int i = 0; i < 9; ++i)
        if (s.cand[cells[i]] & bit(digit)) m |= 1u << i;
    return m;
}

// Digits of a mask in increasing order.
inline std::vector<int> digits_of(unsigned m) {
    std::vector<int> d;
    for (int v = 1; v <= 9; ++v)
        if (m & bit(v)) d.push_back(v);
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

}  // namespace sudoku::logic
