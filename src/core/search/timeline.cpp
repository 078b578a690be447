#include "core/search/timeline.h"

#include <algorithm>
#include <utility>

namespace sudoku {

namespace {
// Below this distance a replay is cheap enough not to bother with the fine cache.
constexpr std::uint64_t kFineThreshold = 1024;

// Heap bytes a snapshot holds besides its own size (the variant state's vectors).
std::size_t tl_heap_bytes(const ClassicSearchState&) { return 0; }
std::size_t tl_heap_bytes(const SearchState& s) { return s.heap_bytes(); }
}  // namespace

template <class S>
BasicTimeline<S>::BasicTimeline(S search, TimelineOptions options)
    : search_(std::move(search)), opt_(options), interval_(std::max<std::uint64_t>(1, options.first_interval)) {
    opt_.max_checkpoints = std::max(2, opt_.max_checkpoints);
    opt_.fine_checkpoints = std::max(1, opt_.fine_checkpoints);
    opt_.depth_buckets = std::max(2, opt_.depth_buckets & ~1);  // even, so halving is exact
    // Reserved once: advancing and seeking never allocate (but a SearchState copy does).
    coarse_.reserve(std::size_t(opt_.max_checkpoints) + 1);
    fine_.reserve(std::size_t(opt_.fine_checkpoints));
    buckets_.reserve(std::size_t(opt_.depth_buckets) + 1);
    coarse_.push_back({0, search_.save()});
    frontier_state_ = search_.save();
}

template <class S>
std::size_t BasicTimeline<S>::memory_bytes() const {
    return (coarse_.capacity() + fine_.capacity() + 1) * (sizeof(Snapshot) + tl_heap_bytes(frontier_state_)) +
           buckets_.capacity() * sizeof(DepthBucket);
}

template <class S>
void BasicTimeline<S>::load(const State& s) {
    if (position() == frontier_) frontier_state_ = search_.save();  // leaving the frontier
    search_.load(s);
}

template <class S>
std::uint64_t BasicTimeline<S>::advance(std::uint64_t max_events) { return advance_until(max_events, 0); }

template <class S>
std::uint64_t BasicTimeline<S>::advance_until(std::uint64_t max_events, EventMask stop) {
    std::uint64_t done = 0;
    while (done < max_events) {
        std::uint64_t r;
        if (position() < frontier_) r = replay(max_events - done, stop);
        else if (!search_.finished()) r = extend(max_events - done, stop);
        else break;
        done += r;
        if (r == 0 || (stop && (stop & event_bit(search_.last_event().kind)))) break;
    }
    return done;
}

// Runs known history, appending to the fine cache the snapshots it passes in order.
template <class S>
std::uint64_t BasicTimeline<S>::replay(std::uint64_t max_events, EventMask stop) {
    const std::uint64_t start = position();
    const std::uint64_t target = start + std::min(max_events, frontier_ - start);
    while (position() < target) {
        std::uint64_t pos = position();
        std::uint64_t next_fine = fine_base_ + (fine_.size() + 1) * fine_spacing_;
        bool want_fine = fine_.size() < fine_.capacity() && next_fine < fine_end_;
        std::uint64_t chunk_end = target;
        if (want_fine && next_fine > pos && next_fine < chunk_end) chunk_end = next_fine;
        std::uint64_t r = stop ? search_.run_until(chunk_end - pos, stop) : search_.run(chunk_end - pos);
        if (want_fine && position() == next_fine) fine_.push_back({next_fine, search_.save()});
        if (r == 0 || (stop && (stop & event_bit(search_.last_event().kind)))) break;
    }
    // Back at the frontier: take its saved state, whose depth window is exact.
    if (position() == frontier_) search_.load(frontier_state_);
    return position() - start;
}

// Runs past the frontier, recording checkpoints and depth buckets at their boundaries.
template <class S>
std::uint64_t BasicTimeline<S>::extend(std::uint64_t max_events, EventMask stop) {
    std::uint64_t done = 0;
    while (done < max_events && !search_.finished()) {
        std::uint64_t pos = position();
        std::uint64_t next_cp = (pos / interval_ + 1) * interval_;
        std::uint64_t next_bucket = (pos / bucket_width_ + 1) * bucket_width_;
        std::uint64_t chunk = std::min({max_events - done, next_cp - pos, next_bucket - pos});
        std::uint64_t r = stop ? search_.run_until(chunk, stop) : search_.run(chunk);
        done += r;
        frontier_ = position();
        record_boundaries();
        if (r == 0 || (stop && (stop & event_bit(search_.last_event().kind)))) break;
    }
    return done;
}

template <class S>
void BasicTimeline<S>::record_boundaries() {
    std::uint64_t pos = position();
    bool finished = search_.finished();
    if (finished) frontier_finished_ = true;
    if (pos % bucket_width_ == 0 || finished) {
        buckets_.push_back({std::int16_t(search_.window_min_depth()), std::int16_t(search_.window_max_depth())});
        search_.reset_depth_window();
        if (!finished && buckets_.size() >= std::size_t(opt_.depth_buckets)) {
            for (std::size_t i = 0; i < buckets_.size() / 2; ++i) {
                const DepthBucket& a = buckets_[2 * i];
                const DepthBucket& b = buckets_[2 * i + 1];
                buckets_[i] = {std::min(a.min, b.min), std::max(a.max, b.max)};
            }
            buckets_.resize(buckets_.size() / 2);
            bucket_width_ *= 2;
        }
    }
    if (pos % interval_ == 0) {
        coarse_.push_back({pos, search_.save()});
        if (coarse_.size() > std::size_t(opt_.max_checkpoints)) {
            interval_ *= 2;
            auto keep = std::remove_if(coarse_.begin(), coarse_.end(),
                                       [&](const Snapshot& s) { return s.step % interval_ != 0; });
            coarse_.erase(keep, coarse_.end());
        }
    }
}

template <class S>
std::uint64_t BasicTimeline<S>::seek(std::uint64_t step) {
    if (frontier_finished_ && step > frontier_) step = frontier_;
    const std::uint64_t pos = position();
    if (step == pos) return pos;
    // The latest known state at or before `step`: the live one (preferred on ties, no
    // load), a coarse or fine snapshot, or the frontier.
    std::uint64_t best = pos;
    bool have = pos <= step, from_coarse = false;
    const State* from = nullptr;
    auto consider = [&](std::uint64_t at, const State* state, bool coarse) {
        if (at <= step && (!have || at > best)) {
            best = at;
            from = state;
            from_coarse = coarse;
            have = true;
        }
    };
    auto before = [step](const Snapshot& s) { return s.step <= step; };
    auto c = std::partition_point(coarse_.begin(), coarse_.end(), before);
    if (c != coarse_.begin()) consider(std::prev(c)->step, &std::prev(c)->state, true);
    auto f = std::partition_point(fine_.begin(), fine_.end(), before);
    if (f != fine_.begin()) consider(std::prev(f)->step, &std::prev(f)->state, false);
    if (pos != frontier_) consider(frontier_, &frontier_state_, false);
    if (from) {
        if (from_coarse && step - best > kFineThreshold &&
            (fine_base_ != best || fine_spacing_ != std::max<std::uint64_t>(1, interval_ / opt_.fine_checkpoints))) {
            fine_.clear();
            fine_base_ = best;
            fine_end_ = best + interval_;
            fine_spacing_ = std::max<std::uint64_t>(1, interval_ / std::uint64_t(opt_.fine_checkpoints));
        }
        load(*from);
    }
    advance(step - position());
    return position();
}

template <class S>
bool BasicTimeline<S>::step_back() {
    if (position() == 0) return false;
    seek(position() - 1);
    return true;
}

template class BasicTimeline<Search>;
template class BasicTimeline<ClassicSearch>;

}  // namespace sudoku
