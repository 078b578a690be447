// The Dlx strategy of GeometrySearch: Algorithm X over the geometry's exact cover, in the
// order of classic_search_dlx.cpp (the 9x9 loop). Not for killer: a cage's sum is no exact cover.
#include "core/search/geometry_search_internal.h"

namespace sudoku {

using namespace search_detail;

void GeometrySearch::Impl::build_dlx(const Geometry& g) {
    columns = cells + int(g.houses().size()) * n;
    int nodes = 1 + columns;
    for (int c = 0; c < cells; ++c) nodes += (1 + int(g.houses_of(c).size())) * n;
    VsDlxLinks& x = empty;
    for (auto* v : {&x.l, &x.r, &x.u, &x.d}) v->assign(std::size_t(nodes), 0);
    x.size.assign(std::size_t(columns + 1), 0);
    column.assign(std::size_t(nodes), 0);
    row.assign(std::size_t(nodes), 0);
    row_first.assign(std::size_t(cells * n), 0);
    for (int c = 0; c <= columns; ++c) {  // root and headers in a ring
        x.l[std::size_t(c)] = c == 0 ? columns : c - 1;
        x.r[std::size_t(c)] = c == columns ? 0 : c + 1;
        x.u[std::size_t(c)] = x.d[std::size_t(c)] = c;
        column[std::size_t(c)] = c;
    }
    int next = 1 + columns;
    std::vector<int> cols;
    for (int cell = 0; cell < cells; ++cell)
        for (int digit = 1; digit <= n; ++digit) {
            const int rowid = cell * n + digit - 1, first = next;
            cols.assign(1, 1 + cell);
            for (int h : g.houses_of(cell)) cols.push_back(1 + cells + h * n + digit - 1);
            const int len = int(cols.size());
            row_first[std::size_t(rowid)] = first;
            for (int i = 0; i < len; ++i) {
                const std::size_t node = std::size_t(first + i);
                const int col = cols[std::size_t(i)];
                column[node] = col;
                row[node] = rowid;
                x.l[node] = first + (i + len - 1) % len;
                x.r[node] = first + (i + 1) % len;
                x.u[node] = x.u[std::size_t(col)];  // append at the bottom of the column
                x.d[node] = col;
                x.d[std::size_t(x.u[std::size_t(col)])] = int(node);
                x.u[std::size_t(col)] = int(node);
                ++x.size[std::size_t(col)];
            }
            next += len;
        }
}

void GeometrySearch::Dlx::cover(int c) {
    VsDlxLinks& x = now;
    x.r[std::size_t(x.l[std::size_t(c)])] = x.r[std::size_t(c)];
    x.l[std::size_t(x.r[std::size_t(c)])] = x.l[std::size_t(c)];
    for (int i = x.d[std::size_t(c)]; i != c; i = x.d[std::size_t(i)])
        for (int j = x.r[std::size_t(i)]; j != i; j = x.r[std::size_t(j)]) {
            x.d[std::size_t(x.u[std::size_t(j)])] = x.d[std::size_t(j)];
            x.u[std::size_t(x.d[std::size_t(j)])] = x.u[std::size_t(j)];
            --x.size[std::size_t(t->column[std::size_t(j)])];
        }
}

void GeometrySearch::Dlx::uncover(int c) {
    VsDlxLinks& x = now;
    for (int i = x.u[std::size_t(c)]; i != c; i = x.u[std::size_t(i)])
        for (int j = x.l[std::size_t(i)]; j != i; j = x.l[std::size_t(j)]) {
            ++x.size[std::size_t(t->column[std::size_t(j)])];
            x.d[std::size_t(x.u[std::size_t(j)])] = j;
            x.u[std::size_t(x.d[std::size_t(j)])] = j;
        }
    x.r[std::size_t(x.l[std::size_t(c)])] = c;
    x.l[std::size_t(x.r[std::size_t(c)])] = c;
}

void GeometrySearch::Dlx::cover_others(int node) {
    for (int j = now.r[std::size_t(node)]; j != node; j = now.r[std::size_t(j)]) cover(t->column[std::size_t(j)]);
}

void GeometrySearch::Dlx::uncover_others(int node) {
    for (int j = now.l[std::size_t(node)]; j != node; j = now.l[std::size_t(j)]) uncover(t->column[std::size_t(j)]);
}

void GeometrySearch::dlx_reset() {
    Dlx& x = *dlx_;
    const Impl& t = *impl_;
    x.now = t.empty;
    for (int c = 0; c < t.cells; ++c)
        if (int d = puzzle_[std::size_t(c)]) {
            const int node = t.row_first[std::size_t(c * t.n + d - 1)];
            x.cover(t.column[std::size_t(node)]);
            x.cover_others(node);
        }
    x.base = x.now;
}

void GeometrySearch::dlx_rebuild() {
    Dlx& x = *dlx_;
    x.now = x.base;
    for (int i = 0; i < st_.counters.depth; ++i) {
        x.cover(st_.frames[std::size_t(i)].a);
        x.cover_others(st_.frames[std::size_t(i)].b);
    }
    // The current level's column is covered between choosing it and running out of rows.
    if (st_.phase == kNext || st_.phase == kPlace) {
        const State::Frame& f = st_.frames[std::size_t(st_.counters.depth)];
        if (f.a) x.cover(f.a);
    }
}

bool GeometrySearch::step_dlx() {
    State& s = st_;
    SearchCounters& k = s.counters;
    Dlx& x = *dlx_;
    const Impl& t = *impl_;
    State::Frame& f = s.frames[std::size_t(k.depth)];
    auto note = [this](EventKind kind, int cell, int digit) { emit(kind, cell, digit); };
    switch (s.phase) {
    case kEnter: {
        if (x.now.r[0] == 0) {
            step_solved(s, f, options_.all_solutions, note);
            return true;
        }
        int best = x.now.r[0];
        for (int c = x.now.r[std::size_t(best)]; c != 0 && x.now.size[std::size_t(best)] > 0; c = x.now.r[std::size_t(c)])
            if (x.now.size[std::size_t(c)] < x.now.size[std::size_t(best)]) best = c;
        if (x.now.size[std::size_t(best)] == 0) {
            ++k.dead_ends;
            const int i = best - 1;
            if (i < t.cells) emit(EventKind::DeadEnd, i);
            else emit(EventKind::DeadEnd, -1, (i - t.cells) % t.n + 1, (i - t.cells) / t.n);
            f.a = 0;
            s.phase = kNext;
            return true;
        }
        x.cover(best);
        f.a = best;
        f.b = best;
        s.phase = kNext;
        return false;
    }
    case kNext: {
        if (f.a == 0) {  // this level failed
            step_failed(s, note);
            return k.depth == 0;
        }
        const int node = x.now.d[std::size_t(f.b)];
        if (node == f.a) {  // no row left in the column
            x.uncover(f.a);
            f.a = 0;
            return false;
        }
        const int rowid = t.row[std::size_t(node)];
        f.b = node;
        f.cell = std::int16_t(rowid / t.n);
        f.digit = std::int16_t(rowid % t.n + 1);
        step_try(s, f, note);
        return true;
    }
    case kPlace:
        x.cover_others(f.b);
        write(f.cell, f.digit, Origin::Placed);
        step_placed(s, f, note);
        return true;
    case kUndo: {
        const State::Frame& parent = s.frames[std::size_t(k.depth - 1)];
        x.uncover_others(parent.b);
        const int digit = s.grid[std::size_t(parent.cell)];
        erase(parent.cell);
        ++k.backtracks;
        s.erased_at[std::size_t(parent.cell)] = k.steps + 1;
        emit(EventKind::Backtrack, parent.cell, digit);
        step_up(s);
        return true;
    }
    default: return false;
    }
}

}  // namespace sudoku
