// The Mrv and Forward strategies' loop. Each level: (Forward only) propagate singles one
// event at a time, then branch on the blank cell with the fewest candidates, trying its
// candidates in ascending order. Written cells go on a trail so a failed level can be
// undone one erasure per event, propagated digits first, the branch's own digit last.
#include "core/search/search_internal.h"

namespace sudoku {

using namespace search_detail;

namespace {

// Forward checking and singles, in a fixed order so runs are deterministic: a blank
// cell without candidates, else the first naked single in reading order, else per house
// (rows, columns, boxes) a digit with no place, else the first hidden single.
Forced find_forced(const ClassicSearchState& s) {
    Forced naked;
    for (int c = 0; c < kCells; ++c) {
        if (s.grid[c]) continue;
        const CellHouses& h = kCellHouses[c];
        Mask m = Mask(kAllDigits & ~(s.used[h.row] | s.used[h.col] | s.used[h.box]));
        if (m == 0) return {Forced::DeadCell, c, 0, -1};
        if (naked.kind == Forced::Nothing && (m & (m - 1)) == 0) naked = {Forced::Naked, c, lowest_digit(m), -1};
    }
    if (naked.kind != Forced::Nothing) return naked;
    Forced hidden;
    for (int house = 0; house < kHouses; ++house) {
        Mask once = 0, twice = 0;
        for (int c : house_cells()[house]) {
            if (s.grid[c]) continue;
            const CellHouses& h = kCellHouses[c];
            Mask m = Mask(kAllDigits & ~(s.used[h.row] | s.used[h.col] | s.used[h.box]));
            twice |= once & m;
            once |= m;
        }
        Mask missing = Mask(kAllDigits & ~(once | s.used[house]));
        if (missing) return {Forced::DeadHouse, -1, lowest_digit(missing), house};
        Mask single = Mask(once & ~twice);
        if (single && hidden.kind == Forced::Nothing) {
            int digit = lowest_digit(single);
            for (int c : house_cells()[house])
                if (!s.grid[c] && ((s.used[kCellHouses[c].row] | s.used[kCellHouses[c].col] |
                                    s.used[kCellHouses[c].box]) & bit(digit)) == 0) {
                    hidden = {Forced::Hidden, c, digit, house};
                    break;
                }
        }
    }
    return hidden;
}

}  // namespace

template <bool kStop>
std::uint64_t ClassicSearch::run_mrv(std::uint64_t budget, EventMask stop) {
    ClassicSearchState& s = st_;
    SearchCounters& k = s.counters;
    const bool forward = strategy_ == Strategy::Forward;
    auto note = [this](EventKind e, int cell, int digit) { emit(e, cell, digit); };
    return run_steps<kStop>(s, budget, stop, [&](ClassicSearchState::Frame& f) {
        switch (s.phase) {
        case kEnter: {
            if (forward) {
                Forced x = find_forced(s);
                if (x.kind == Forced::DeadCell || x.kind == Forced::DeadHouse) {
                    ++k.dead_ends;
                    emit(EventKind::DeadEnd, x.cell, x.digit, x.house);
                    s.phase = kNext;
                    f.a = 0;  // the level fails: no candidate left to try
                    break;
                }
                if (x.kind != Forced::Nothing) {
                    Rule rule = x.kind == Forced::Naked ? Rule::NakedSingle : Rule::HiddenSingle;
                    write(x.cell, x.digit, rule == Rule::NakedSingle ? Origin::NakedSingle : Origin::HiddenSingle);
                    s.trail[s.trail_len++] = std::uint8_t(x.cell);
                    ++k.propagations;
                    ++s.heat[x.cell];
                    emit(EventKind::Propagate, x.cell, x.digit, x.house, rule);
                    break;
                }
            }
            if (s.blanks_left == 0) {
                step_solved(s, f, options_.all_solutions, note);
                break;
            }
            choose_fewest(s, f, kCells, 9, [&](int c) { return candidates(c); }, note);
            break;
        }
        case kNext:
            if (f.a == 0) {  // this level failed
                step_failed(s, note);
                break;
            }
            f.digit = std::uint8_t(lowest_digit(f.a));
            f.a = Mask(f.a & (f.a - 1));
            step_try(s, f, note);
            break;
        case kPlace:
            f.trail = s.trail_len;
            write(f.cell, f.digit, Origin::Placed);
            s.trail[s.trail_len++] = f.cell;
            step_placed(s, f, note);
            break;
        case kUndo: {
            const ClassicSearchState::Frame& parent = s.frames[k.depth - 1];
            int cell = s.trail[--s.trail_len];
            int digit = s.grid[cell];
            Origin how = s.origin[cell];
            Rule rule = how == Origin::NakedSingle ? Rule::NakedSingle
                        : how == Origin::HiddenSingle ? Rule::HiddenSingle : Rule::None;
            erase(cell);
            if (rule == Rule::None) ++k.backtracks;
            else ++k.undone;
            s.erased_at[cell] = k.steps + 1;
            emit(EventKind::Backtrack, cell, digit, -1, rule);
            if (s.trail_len == parent.trail) step_up(s);  // the parent's own digit is gone
            break;
        }
        default: break;
        }
    });
}

template std::uint64_t ClassicSearch::run_mrv<true>(std::uint64_t, EventMask);
template std::uint64_t ClassicSearch::run_mrv<false>(std::uint64_t, EventMask);

}  // namespace sudoku
