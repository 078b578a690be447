// The classic strategy's loop: the seeds' recursion unrolled onto frames[].
//
//   solve(level): if no blank is left: Solved
//     cell = the level-th blank in row-major order
//     for digit 1..9: Try; if row, column or box holds it: Reject; continue
//                     write: Place; if solve(level + 1): return true
//                     erase: Backtrack
//     return false   (at level 0: Exhausted)
//
// This is the hot loop behind the page's maximum speed: state lives in locals, one
// branch per event kind, no allocation, Reject details are left for last_event().
#include "core/search/search_internal.h"

namespace sudoku {

using namespace search_detail;

template <bool kStop>
std::uint64_t ClassicSearch::run_classic(std::uint64_t budget, EventMask stop) {
    ClassicSearchState& s = st_;
    SearchCounters& k = s.counters;
    const std::uint64_t start = k.steps, end = k.steps + budget;
    std::uint64_t steps = k.steps, tries = k.tries, placements = k.placements, backtracks = k.backtracks;
    int d = k.depth, max_depth = k.max_depth, wmin = s.window_min, wmax = s.window_max;
    int phase = s.phase;
    const int nb = blank_count_;
    EventKind kind = s.last_kind;
    int cell = s.last_cell, digit = s.last_digit;
    Mask* used = s.used.data();
    ClassicSearchState::Frame* frames = s.frames.data();

    while (steps < end) {
        if (phase == kNext) {
            ClassicSearchState::Frame& f = frames[d];
            if (f.digit == 9) {
                ++steps;
                if (d == 0) {
                    kind = EventKind::Exhausted;
                    cell = -1;
                    digit = 0;
                    phase = kDone;
                    s.result = k.solutions ? SearchResult::Solved : SearchResult::None;
                    break;
                }
                const ClassicSearchState::Frame& p = frames[--d];
                const CellHouses& h = kCellHouses[p.cell];
                Mask keep = Mask(~bit(p.digit));
                used[h.row] &= keep;
                used[h.col] &= keep;
                used[h.box] &= keep;
                s.grid[p.cell] = 0;
                s.origin[p.cell] = Origin::Blank;
                s.erased_at[p.cell] = steps;
                ++backtracks;
                kind = EventKind::Backtrack;
                cell = p.cell;
                digit = p.digit;
                if (d < wmin) wmin = d;
            } else if (d == nb) {
                ++steps;
                ++k.solutions;
                kind = EventKind::Solved;
                cell = -1;
                digit = 0;
                if (!options_.all_solutions) {
                    phase = kDone;
                    s.result = SearchResult::Solved;
                    break;
                }
                f.digit = 9;  // go on as if this level had failed
            } else {
                ++steps;
                ++f.digit;
                ++tries;
                ++s.heat[f.cell];
                kind = EventKind::Try;
                cell = f.cell;
                digit = f.digit;
                phase = kCheck;
            }
        } else {  // kCheck
            ClassicSearchState::Frame& f = frames[d];
            const CellHouses& h = kCellHouses[f.cell];
            Mask b = bit(f.digit);
            ++steps;
            cell = f.cell;
            digit = f.digit;
            phase = kNext;
            if ((used[h.row] | used[h.col] | used[h.box]) & b) {
                kind = EventKind::Reject;
            } else {
                used[h.row] |= b;
                used[h.col] |= b;
                used[h.box] |= b;
                s.grid[cell] = std::uint8_t(digit);
                s.origin[cell] = Origin::Placed;
                ++placements;
                kind = EventKind::Place;
                ++d;
                if (d > max_depth) max_depth = d;
                if (d > wmax) wmax = d;
                frames[d].cell = blanks_[d];
                frames[d].digit = 0;
            }
        }
        if constexpr (kStop) {
            if (stop & event_bit(kind)) break;
        }
    }

    k.steps = steps;
    k.tries = tries;
    k.placements = placements;
    k.backtracks = backtracks;
    k.depth = d;
    k.max_depth = max_depth;
    s.window_min = wmin;
    s.window_max = wmax;
    s.phase = std::uint8_t(phase);
    s.blanks_left = std::uint8_t(nb - d);
    s.last_kind = kind;
    s.last_cell = std::int8_t(cell);
    s.last_digit = std::int8_t(digit);
    s.last_house = -1;
    s.last_rule = Rule::None;
    return steps - start;
}

template std::uint64_t ClassicSearch::run_classic<true>(std::uint64_t, EventMask);
template std::uint64_t ClassicSearch::run_classic<false>(std::uint64_t, EventMask);

}  // namespace sudoku
