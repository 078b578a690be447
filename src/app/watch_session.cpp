#include "watch_session.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "core/game/game_json.h"
#include "core/generate/generator.h"

namespace sudoku {
namespace {
using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}
// Steps per call to the search while playing at top speed: large enough to amortise the
// clock read, small enough to keep a frame within its budget.
constexpr std::uint64_t kChunk = 1 << 15;
// A jump (next backtrack/solution) gives up after this many steps so the page never freezes.
constexpr std::uint64_t kJumpCap = 20'000'000;
}  // namespace

template <class F> void WatchSession::each(F f) {
    for (auto& lane : lanes_) {
        const auto t0 = Clock::now();
        lane.visit(f);
        lane.busy_seconds += seconds_since(t0);
    }
}

void WatchSession::start(GeometryPtr geometry, const Cells& puzzle, const std::vector<Strategy>& strategies,
                         std::uint64_t step_cap) {
    geometry_ = std::move(geometry);
    puzzle_ = puzzle;
    lanes_.clear();
    SearchOptions so;
    so.step_cap = step_cap;
    for (Strategy s : strategies)
        lanes_.push_back({std::make_unique<Timeline>(Search(geometry_, puzzle, s, so)), 0.0});
    reset_clock();
}

void WatchSession::reset_clock() {
    carry_ = 0;
    elapsed_ = 0;
}

void WatchSession::set_playing(bool p) {
    playing_ = p && !all_finished();
    carry_ = 0;
}

bool WatchSession::all_finished() const {
    for (const auto& l : lanes_)
        if (!l.visit([](const auto& t) { return t.end_known() && t.position() >= t.known_steps(); })) return false;
    return true;
}

std::uint64_t WatchSession::position() const {
    return lanes_.empty() ? 0 : lanes_.front().visit([](const auto& t) { return t.position(); });
}

std::uint64_t WatchSession::known_steps() const {
    std::uint64_t n = 0;
    for (const auto& l : lanes_) n = std::max(n, l.visit([](const auto& t) { return t.known_steps(); }));
    return n;
}

bool WatchSession::tick(double dt, double budget_ms) {
    if (!playing_ || lanes_.empty()) return false;
    elapsed_ += dt;
    const auto t0 = Clock::now();
    const double budget = budget_ms / 1000.0;
    std::uint64_t want;
    if (speed_ == kMaxSpeed) {
        want = UINT64_MAX;
    } else {
        carry_ += speed_ * std::min(dt, 0.25);  // a long pause does not cause a burst
        want = std::uint64_t(carry_);
        carry_ -= double(want);
    }
    bool moved = false;
    while (want > 0 && seconds_since(t0) < budget) {
        const std::uint64_t chunk = std::min<std::uint64_t>(want, kChunk);
        std::uint64_t done = 0;
        each([&](auto& t) { done = std::max(done, t.advance(chunk)); });
        if (done == 0) break;
        moved = true;
        want -= chunk;
    }
    if (all_finished()) playing_ = false;
    return moved;
}

void WatchSession::step_forward() { each([](auto& t) { t.advance(1); }); }
void WatchSession::step_back() { each([](auto& t) { t.step_back(); }); }
void WatchSession::next_backtrack() { each([](auto& t) { t.next_backtrack(kJumpCap); }); }
void WatchSession::next_solution() { each([](auto& t) { t.next_solution(kJumpCap); }); }
void WatchSession::restart() {
    playing_ = false;
    elapsed_ = 0;
    each([](auto& t) { t.restart(); });
}
void WatchSession::seek(std::uint64_t step) { each([&](auto& t) { t.seek(step); }); }
void WatchSession::run_to_end(std::uint64_t max_steps) {
    each([&](auto& t) { t.advance(max_steps); });
    playing_ = false;
}

void WatchSession::load_sources(std::string_view text, const Grid& current) {
    source_names_ = {"The current game"};
    source_puzzles_ = {current};
    add_sources(text);
}

void WatchSession::add_sources(std::string_view text) {
    std::string comment;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        std::string line(text.substr(pos, end - pos));
        pos = end + 1;
        if (!line.empty() && line[0] == '#') {
            comment = line;
            continue;
        }
        ParseResult p = parse_grid(line);
        if (!p.ok) continue;
        // "<name> | <source> | classic N steps ..." -> "<name> (classic N steps)"
        std::string name = "puzzle " + std::to_string(source_names_.size());
        const auto bar1 = comment.find('|'), bar2 = comment.find('|', bar1 + 1);
        if (comment.size() > 2 && bar1 != std::string::npos) {
            name = comment.substr(2, bar1 - 3);
            if (bar2 != std::string::npos) {
                std::string effort = comment.substr(bar2 + 2);
                effort = effort.substr(0, effort.find(" ("));
                name += " (" + effort + ")";
            }
        }
        source_names_.push_back(name);
        source_puzzles_.push_back(p.grid);
        comment.clear();
    }
}

void WatchSession::offer_game(bool position) {
    from_position_ = position;
    source_names_[0] = position ? "The current position" : "The current game";
}

void WatchSession::write_json(json::Writer& w) const {
    w.field("fromPosition", from_position_).field("playing", playing()).field("speed", speed()).field("elapsedMs", elapsed_seconds() * 1000)
        .field("puzzle", cells_text(puzzle())).field("variant", variant_kind_name(variant_kind_of(*geometry())));
    w.key("lanes").begin_array();
    for (const auto& lane : lanes()) {
        lane.visit([&](const auto& t) {
            const auto& s = t.search();
            const SearchCounters& c = s.counters();
            const std::string grid = cells_text(s.grid()), last = describe(s.geometry(), s.last_event());
            w.begin_object().field("strategy", strategy_name(s.strategy())).field("steps", c.steps).field("tries", c.tries)
                .field("placements", c.placements).field("backtracks", c.backtracks)
                .field("propagations", c.propagations).field("depth", c.depth).field("maxDepth", c.max_depth)
                .field("result", result_name(s.result())).field("grid", grid)
                .field("lastEvent", last).field("known", t.known_steps())
                .field("endKnown", t.end_known()).field("checkpoints", t.checkpoint_count())
                .field("memoryBytes", t.memory_bytes()).field("searchMs", lane.busy_seconds * 1000).end_object();
        });
    }
    w.end_array();
}

}  // namespace sudoku
