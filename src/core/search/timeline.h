// Timeline: a Search (or the 9x9's ClassicSearch) whose history can be scrubbed, backwards too, in
// bounded memory.
//
// No event is stored. The timeline keeps snapshots (SearchState, ~2.3 KB each; a
// the engine for any geometry's is sized by it):
// - coarse checkpoints every `interval` steps of the known history; when there are more
//   than max_checkpoints the interval doubles and every other one is dropped, so memory
//   stays flat however long the search runs;
// - a fine cache of up to fine_checkpoints snapshots inside the segment last replayed,
//   so stepping back one step at a time replays at most interval / fine_checkpoints steps;
// - the state at the farthest step reached (the frontier).
// Seeking loads the nearest snapshot at or before the target and replays from there.
// It also records a depth profile (min/max depth per bucket of steps) for plotting.
#pragma once
#include <cstdint>
#include <type_traits>
#include <vector>

#include "core/search/search.h"

namespace sudoku {

struct TimelineOptions {
    int max_checkpoints = 256;         // coarse snapshots kept at most
    std::uint64_t first_interval = 4096;  // steps between coarse snapshots at first
    int fine_checkpoints = 64;
    int depth_buckets = 512;           // depth profile buckets kept at most
};

struct DepthBucket {
    std::int16_t min = 0, max = 0;  // depth range over the bucket's steps
};

// S is Search or ClassicSearch (explicitly instantiated in timeline.cpp).
template <class S>
class BasicTimeline {
public:
    using State = std::decay_t<decltype(std::declval<const S&>().save())>;

    explicit BasicTimeline(S search, TimelineOptions options = {});
    // The 9x9 classic's: builds its search.
    template <class T = S, class = std::enable_if_t<std::is_constructible_v<T, const Grid&, Strategy, SearchOptions>>>
    BasicTimeline(const Grid& puzzle, Strategy strategy, SearchOptions search_options = {},
                  TimelineOptions options = {})
        : BasicTimeline(S(puzzle, strategy, search_options), options) {}

    // The live search at position(): grid, counters, last event, heat map...
    const S& search() const { return search_; }
    std::uint64_t position() const { return search_.steps(); }
    // The farthest step reached so far, and whether the search ends there.
    std::uint64_t known_steps() const { return frontier_; }
    bool end_known() const { return frontier_finished_; }

    // Forward by up to max_events (replaying known steps, then extending); returns the
    // events done. advance_until stops right after an event of a kind in `stop`.
    std::uint64_t advance(std::uint64_t max_events);
    std::uint64_t advance_until(std::uint64_t max_events, EventMask stop);
    // Moves to `step` (clamped to the end when it is known); returns the position reached.
    std::uint64_t seek(std::uint64_t step);
    bool step_back();  // false at step 0
    void restart() { seek(0); }
    // Run to just after the next Backtrack / Solved (or the end), at most max_events.
    std::uint64_t next_backtrack(std::uint64_t max_events) {
        return advance_until(max_events, event_bit(EventKind::Backtrack));
    }
    std::uint64_t next_solution(std::uint64_t max_events) {
        return advance_until(max_events, event_bit(EventKind::Solved));
    }

    // Depth over the known history: bucket i covers steps [i * width, (i + 1) * width).
    const std::vector<DepthBucket>& depth_profile() const { return buckets_; }
    std::uint64_t depth_bucket_width() const { return bucket_width_; }

    std::size_t checkpoint_count() const { return coarse_.size(); }
    std::uint64_t checkpoint_interval() const { return interval_; }
    std::size_t fine_count() const { return fine_.size(); }
    // Bytes held for snapshots and the profile (reserved up front, constant afterwards; for a
    // variant, every snapshot slot counted as filled).
    std::size_t memory_bytes() const;

private:
    struct Snapshot {
        std::uint64_t step;
        State state;
    };
    std::uint64_t extend(std::uint64_t max_events, EventMask stop);
    std::uint64_t replay(std::uint64_t max_events, EventMask stop);
    void record_boundaries();
    void load(const State& s);

    S search_;
    TimelineOptions opt_;
    std::vector<Snapshot> coarse_;  // ascending steps, multiples of interval_
    std::uint64_t interval_;
    std::vector<Snapshot> fine_;    // ascending steps base + j * fine_spacing_
    std::uint64_t fine_base_ = 0, fine_end_ = 0, fine_spacing_ = 1;
    State frontier_state_;          // valid while position() != frontier_
    std::uint64_t frontier_ = 0;
    bool frontier_finished_ = false;
    std::vector<DepthBucket> buckets_;
    std::uint64_t bucket_width_ = 64;
};

using Timeline = BasicTimeline<Search>;
using ClassicTimeline = BasicTimeline<ClassicSearch>;  // the 9x9 engine alone (its tests)
extern template class BasicTimeline<Search>;
extern template class BasicTimeline<ClassicSearch>;

}  // namespace sudoku
