// The Classic, Mrv and Forward steps of GeometrySearch, one phase per call, in the order of
// classic_search_backtracking.cpp and classic_search_mrv.cpp (the 9x9 loops), with houses and cages as data.
#include "core/search/geometry_search_internal.h"

namespace sudoku {

using namespace search_detail;

bool GeometrySearch::step_classic() {
    const Geometry& g = *geometry_;
    const Impl& t = *impl_;
    State& s = st_;
    SearchCounters& k = s.counters;
    State::Frame& f = s.frames[std::size_t(k.depth)];
    auto note = [this](EventKind kind, int cell, int digit) { emit(kind, cell, digit); };
    if (s.phase == kNext) {
        if (f.digit == t.n) {  // every digit tried: Exhausted at the root, else undo the parent
            if (k.depth == 0) {
                emit(EventKind::Exhausted);
                s.result = k.solutions ? SearchResult::Solved : SearchResult::None;
                s.phase = kDone;
                return true;
            }
            const State::Frame& p = s.frames[std::size_t(--k.depth)];
            erase(p.cell);
            s.erased_at[std::size_t(p.cell)] = k.steps + 1;
            ++k.backtracks;
            emit(EventKind::Backtrack, p.cell, p.digit);
            if (k.depth < s.window_min) s.window_min = k.depth;
            return true;
        }
        if (k.depth == int(t.blanks.size()) - 1) {  // with all_solutions, go on as if this level had failed
            step_solved_then(s, options_.all_solutions, note, [&] { f.digit = std::int16_t(t.n); });
            return true;
        }
        ++f.digit;
        ++k.tries;
        ++s.heat[std::size_t(f.cell)];
        emit(EventKind::Try, f.cell, f.digit);
        s.phase = kCheck;
        return true;
    }
    // kCheck: each house in order, then the cage: a repeat, then its sum.
    s.phase = kNext;
    const int cell = f.cell, d = f.digit;
    const Mask b = bit(d);
    for (int h : g.houses_of(cell))
        if (s.used[std::size_t(h)] & b)
            for (int other : g.houses()[std::size_t(h)].cells)
                if (s.grid[std::size_t(other)] == d) {
                    emit(EventKind::Reject, cell, d, h, Rule::None, other);
                    return true;
                }
    if (int c = g.cage_of(cell); c >= 0) {
        if (s.cage_used[std::size_t(c)] & b)
            for (int other : g.cages()[std::size_t(c)].cells)
                if (s.grid[std::size_t(other)] == d) {
                    emit(EventKind::Reject, cell, d, -1, Rule::None, other, c);
                    return true;
                }
        if (!(cage_allowed(c) & b)) {
            emit(EventKind::Reject, cell, d, -1, Rule::None, -1, c);
            return true;
        }
    }
    if (g.has_constraints() && !(rule_allowed(cell) & b)) {  // a rule's peer or prop
        emit(EventKind::Reject, cell, d);
        return true;
    }
    write(cell, d, Origin::Placed);
    ++k.placements;
    emit(EventKind::Place, cell, d);
    ++k.depth;
    if (k.depth > k.max_depth) k.max_depth = k.depth;
    if (k.depth > s.window_max) s.window_max = k.depth;
    State::Frame& next = s.frames[std::size_t(k.depth)];
    next.cell = std::int16_t(t.blanks[std::size_t(k.depth)]);
    next.digit = 0;
    return true;
}

bool GeometrySearch::step_mrv() {
    const Geometry& g = *geometry_;
    State& s = st_;
    SearchCounters& k = s.counters;
    State::Frame& f = s.frames[std::size_t(k.depth)];
    auto note = [this](EventKind kind, int cell, int digit) { emit(kind, cell, digit); };
    switch (s.phase) {
    case kEnter: {
        look();
        if (strategy_ == Strategy::Forward) {
            // As classic_search_mrv.cpp's find_forced: a dead cell, else the first naked single,
            // else per house a digit with no place (dead) or the first hidden single.
            Forced x;
            Forced naked;
            for (int c = 0; c < g.cells(); ++c) {
                if (s.grid[std::size_t(c)]) continue;
                const Mask m = looked(c);
                scratch_cand_[std::size_t(c)] = m;
                if (m == 0) {
                    x = {Forced::DeadCell, c, 0, -1};
                    break;
                }
                if (naked.kind == Forced::Nothing && (m & (m - 1)) == 0) naked = {Forced::Naked, c, lowest_digit(m), -1};
            }
            if (x.kind == Forced::Nothing) x = naked;
            if (x.kind == Forced::Nothing) {
                Forced hidden;
                for (std::size_t h = 0; h < g.houses().size(); ++h) {
                    const auto& cells = g.houses()[h].cells;
                    Mask once = 0, twice = 0;
                    for (int c : cells) {
                        if (s.grid[std::size_t(c)]) continue;
                        const Mask m = scratch_cand_[std::size_t(c)];
                        twice |= Mask(once & m);
                        once |= m;
                    }
                    const Mask missing = Mask(g.all_digits() & ~(once | s.used[h]));
                    if (missing) {
                        hidden = {Forced::DeadHouse, -1, lowest_digit(missing), int(h)};
                        break;
                    }
                    const Mask single = Mask(once & ~twice);
                    if (single && hidden.kind == Forced::Nothing) {
                        const int digit = lowest_digit(single);
                        for (int c : cells)
                            if (!s.grid[std::size_t(c)] && (scratch_cand_[std::size_t(c)] & bit(digit))) {
                                hidden = {Forced::Hidden, c, digit, int(h)};
                                break;
                            }
                    }
                }
                x = hidden;
            }
            if (x.kind == Forced::DeadCell || x.kind == Forced::DeadHouse) {
                ++k.dead_ends;
                emit(EventKind::DeadEnd, x.cell, x.digit, x.house);
                s.phase = kNext;
                f.a = 0;  // the level fails: no candidate left to try
                return true;
            }
            if (x.kind != Forced::Nothing) {
                const Rule rule = x.kind == Forced::Naked ? Rule::NakedSingle : Rule::HiddenSingle;
                write(x.cell, x.digit, rule == Rule::NakedSingle ? Origin::NakedSingle : Origin::HiddenSingle);
                s.trail[std::size_t(s.trail_len++)] = std::int16_t(x.cell);
                ++k.propagations;
                ++s.heat[std::size_t(x.cell)];
                emit(EventKind::Propagate, x.cell, x.digit, x.house, rule);
                return true;
            }
        }
        if (s.blanks_left == 0) {
            step_solved(s, f, options_.all_solutions, note);
            return true;
        }
        return choose_fewest(s, f, g.cells(), g.size(), [&](int c) { return looked(c); }, note);
    }
    case kNext:
        if (f.a == 0) {  // this level failed
            step_failed(s, note);
            return k.depth == 0;
        }
        f.digit = std::int16_t(lowest_digit(unsigned(f.a)));
        f.a &= f.a - 1;
        step_try(s, f, note);
        return true;
    case kPlace:
        f.trail = std::int16_t(s.trail_len);
        write(f.cell, f.digit, Origin::Placed);
        s.trail[std::size_t(s.trail_len++)] = f.cell;
        step_placed(s, f, note);
        return true;
    case kUndo: {
        const State::Frame& parent = s.frames[std::size_t(k.depth - 1)];
        const int cell = s.trail[std::size_t(--s.trail_len)];
        const int digit = s.grid[std::size_t(cell)];
        const Origin how = s.origin[std::size_t(cell)];
        const Rule rule = how == Origin::NakedSingle    ? Rule::NakedSingle
                          : how == Origin::HiddenSingle ? Rule::HiddenSingle
                                                        : Rule::None;
        erase(cell);
        if (rule == Rule::None) ++k.backtracks;
        else ++k.undone;
        s.erased_at[std::size_t(cell)] = k.steps + 1;
        emit(EventKind::Backtrack, cell, digit, -1, rule);
        if (s.trail_len == parent.trail) step_up(s);  // the parent's own digit is gone
        return true;
    }
    default: return false;
    }
}

}  // namespace sudoku
