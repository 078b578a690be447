// The Dlx strategy: Knuth's Algorithm X with dancing links, one event per step.
// Each level covers the column with the fewest rows (first in header order on ties),
// then tries its rows top to bottom. Only the net covers (givens, then each level's
// column and row) define the live matrix, so load() rebuilds it from the frames.
#include "core/search/search_internal.h"

namespace sudoku {

using namespace search_detail;

namespace search_detail {

DlxTables::DlxTables() {
    DlxLinks& x = empty;
    for (int c = 0; c <= kDlxColumns; ++c) {  // root and headers in a ring
        x.l[c] = std::uint16_t(c == 0 ? kDlxColumns : c - 1);
        x.r[c] = std::uint16_t(c == kDlxColumns ? 0 : c + 1);
        x.u[c] = x.d[c] = std::uint16_t(c);
        x.size[c] = 0;
        column[c] = std::uint16_t(c);
    }
    for (int cell = 0; cell < kCells; ++cell)
        for (int digit = 1; digit <= 9; ++digit) {
            int rowid = cell * 9 + digit - 1;
            int first = dlx_row_node(cell, digit);
            int cols[4] = {1 + cell, 1 + 81 + row_of(cell) * 9 + digit - 1, 1 + 162 + col_of(cell) * 9 + digit - 1,
                           1 + 243 + box_of(cell) * 9 + digit - 1};
            for (int i = 0; i < 4; ++i) {
                int n = first + i, c = cols[i];
                column[n] = std::uint16_t(c);
                row[n] = std::uint16_t(rowid);
                x.l[n] = std::uint16_t(first + (i + 3) % 4);
                x.r[n] = std::uint16_t(first + (i + 1) % 4);
                x.u[n] = x.u[c];  // append at the bottom of the column
                x.d[n] = std::uint16_t(c);
                x.d[x.u[c]] = std::uint16_t(n);
                x.u[c] = std::uint16_t(n);
                ++x.size[c];
            }
        }
}

const DlxTables& dlx_tables() {
    static const DlxTables t;
    return t;
}

}  // namespace search_detail

void ClassicSearch::Dlx::cover(int c) {
    const auto& col = dlx_tables().column;
    DlxLinks& x = now;
    x.r[x.l[c]] = x.r[c];
    x.l[x.r[c]] = x.l[c];
    for (int i = x.d[c]; i != c; i = x.d[i])
        for (int j = x.r[i]; j != i; j = x.r[j]) {
            x.d[x.u[j]] = x.d[j];
            x.u[x.d[j]] = x.u[j];
            --x.size[col[j]];
        }
}

void ClassicSearch::Dlx::uncover(int c) {
    const auto& col = dlx_tables().column;
    DlxLinks& x = now;
    for (int i = x.u[c]; i != c; i = x.u[i])
        for (int j = x.l[i]; j != i; j = x.l[j]) {
            ++x.size[col[j]];
            x.d[x.u[j]] = std::uint16_t(j);
            x.u[x.d[j]] = std::uint16_t(j);
        }
    x.r[x.l[c]] = std::uint16_t(c);
    x.l[x.r[c]] = std::uint16_t(c);
}

void ClassicSearch::Dlx::cover_others(int node) {
    for (int j = now.r[node]; j != node; j = now.r[j]) cover(dlx_tables().column[j]);
}

void ClassicSearch::Dlx::uncover_others(int node) {
    for (int j = now.l[node]; j != node; j = now.l[j]) uncover(dlx_tables().column[j]);
}

void ClassicSearch::dlx_rebuild() {
    Dlx& x = *dlx_;
    x.now = x.base;
    for (int i = 0; i < st_.counters.depth; ++i) {
        x.cover(st_.frames[i].a);
        x.cover_others(st_.frames[i].b);
    }
    // The current level's column is covered between choosing it and running out of rows.
    if (st_.phase == kNext || st_.phase == kPlace) {
        const ClassicSearchState::Frame& f = st_.frames[st_.counters.depth];
        if (f.a) x.cover(f.a);
    }
}

template <bool kStop>
std::uint64_t ClassicSearch::run_dlx(std::uint64_t budget, EventMask stop) {
    ClassicSearchState& s = st_;
    SearchCounters& k = s.counters;
    Dlx& x = *dlx_;
    const auto& tables = dlx_tables();
    auto note = [this](EventKind e, int cell, int digit) { emit(e, cell, digit); };
    return run_steps<kStop>(s, budget, stop, [&](ClassicSearchState::Frame& f) {
        switch (s.phase) {
        case kEnter: {
            if (x.now.r[0] == 0) {
                step_solved(s, f, options_.all_solutions, note);
                break;
            }
            int best = x.now.r[0];
            for (int c = x.now.r[best]; c != 0 && x.now.size[best] > 0; c = x.now.r[c])
                if (x.now.size[c] < x.now.size[best]) best = c;
            if (x.now.size[best] == 0) {
                ++k.dead_ends;
                int i = best - 1;
                if (i < kCells) emit(EventKind::DeadEnd, i);
                else emit(EventKind::DeadEnd, -1, (i - kCells) % 9 + 1, (i - kCells) / 9);
                f.a = 0;
                s.phase = kNext;
                break;
            }
            x.cover(best);
            f.a = std::uint16_t(best);
            f.b = std::uint16_t(best);
            s.phase = kNext;
            break;
        }
        case kNext: {
            if (f.a == 0) {  // this level failed
                step_failed(s, note);
                break;
            }
            int node = x.now.d[f.b];
            if (node == f.a) {  // no row left in the column
                x.uncover(f.a);
                f.a = 0;
                break;
            }
            int rowid = tables.row[node];
            f.b = std::uint16_t(node);
            f.cell = std::uint8_t(rowid / 9);
            f.digit = std::uint8_t(rowid % 9 + 1);
            step_try(s, f, note);
            break;
        }
        case kPlace:
            x.cover_others(f.b);
            write(f.cell, f.digit, Origin::Placed);
            step_placed(s, f, note);
            break;
        case kUndo: {
            ClassicSearchState::Frame& parent = s.frames[k.depth - 1];
            x.uncover_others(parent.b);
            int digit = s.grid[parent.cell];
            erase(parent.cell);
            ++k.backtracks;
            s.erased_at[parent.cell] = k.steps + 1;
            emit(EventKind::Backtrack, parent.cell, digit);
            step_up(s);
            break;
        }
        default: break;
        }
    });
}

template std::uint64_t ClassicSearch::run_dlx<true>(std::uint64_t, EventMask);
template std::uint64_t ClassicSearch::run_dlx<false>(std::uint64_t, EventMask);

}  // namespace sudoku
