// Internals shared by the files of the engine for any geometry (not for callers of search.h).
#pragma once
#include <vector>

#include "core/search/search_internal.h"
#include "core/search/geometry_search.h"

namespace sudoku {

// Dancing links over the geometry's exact cover: node 0 the root, 1..columns the headers
// (the cells, then house * n + digit - 1), then one node per (row, column) of each matrix
// row (cell * n + digit - 1): its cell first, then its houses in houses_of() order.
struct VsDlxLinks {
    std::vector<int> l, r, u, d, size;
};

// Everything fixed by the geometry and the puzzle: built once, shared by copies.
struct GeometrySearch::Impl {
    int n = 0, cells = 0;
    std::vector<int> blanks;      // Classic: blank cells in row-major order, then a 0
    bool refused = false;         // conflicting givens or a strategy the geometry refuses
    bool killer = false;
    std::vector<int> cage_size;   // cells per cage
    // combos[free][rest]: the digit sets of `free` distinct digits adding up to `rest`.
    std::vector<std::vector<std::vector<Mask>>> combos;
    // Dlx
    int columns = 0;
    std::vector<int> column;    // column of every node
    std::vector<int> row;       // matrix row of every row node
    std::vector<int> row_first; // first node of every matrix row
    VsDlxLinks empty;           // the full matrix, nothing covered

    // Digits a cage with `free` blanks, `rest` to make and digits `used` may still hold.
    Mask allowed(int free, int rest, Mask used) const {
        if (free <= 0 || rest <= 0 || free >= int(combos.size()) || rest >= int(combos[free].size())) return 0;
        Mask out = 0;
        for (Mask m : combos[std::size_t(free)][std::size_t(rest)])
            if (!(m & used)) out |= m;
        return out;
    }
    void build_dlx(const Geometry& g);
};

struct GeometrySearch::Dlx {
    const Impl* t = nullptr;
    VsDlxLinks now;   // the live matrix
    VsDlxLinks base;  // after covering the givens: where load() starts from

    void cover(int c);
    void uncover(int c);
    void cover_others(int node);
    void uncover_others(int node);
};

}  // namespace sudoku
