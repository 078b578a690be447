// Watching solvers search: one lane per strategy on the same puzzle (two or more lanes
// make a race), advanced per frame by a speed and a time budget, seekable both ways.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/grid.h"
#include "core/search/timeline.h"
#include "core/text/json.h"

namespace sudoku {

// A lane: one strategy's timeline; visit() runs f on it.
struct WatchLane {
    std::unique_ptr<Timeline> timeline;
    double busy_seconds = 0;  // time spent advancing this lane (for steps/s)
    template <class F> decltype(auto) visit(F&& f) const { return f(std::as_const(*timeline)); }
    template <class F> decltype(auto) visit(F&& f) { return f(*timeline); }
};

class WatchSession {
public:
    static constexpr double kMaxSpeed = 0;  // speed value meaning "as fast as the budget allows"
    static constexpr double kFrameBudgetMs = 10.0;  // search time per frame: the page keeps drawing

    // Any geometry (the 9x9 classic's Search picks its own fast solver).
    void start(GeometryPtr geometry, const Cells& puzzle, const std::vector<Strategy>& strategies, std::uint64_t step_cap);
    void stop() { lanes_.clear(); playing_ = false; }
    bool active() const { return !lanes_.empty(); }
    const GeometryPtr& geometry() const { return geometry_; }
    const Cells& puzzle() const { return puzzle_; }
    const std::vector<WatchLane>& lanes() const { return lanes_; }

    bool playing() const { return playing_; }
    void set_playing(bool p);
    double speed() const { return speed_; }  // steps per second per lane; kMaxSpeed = max
    void set_speed(double steps_per_second) { speed_ = steps_per_second; carry_ = 0; }

    // Advances every playing lane by speed x dt steps, spending at most budget_ms.
    // Returns true when any lane moved.
    bool tick(double dt, double budget_ms);

    void step_forward();
    void step_back();
    void next_backtrack();
    void next_solution();
    void restart();
    void seek(std::uint64_t step);
    // Runs every lane to its end (or max_steps), ignoring speed: for the API and tests.
    void run_to_end(std::uint64_t max_steps);
    bool all_finished() const;
    double elapsed_seconds() const { return elapsed_; }  // time spent playing since the start
    // The members playing, speed, elapsedMs, puzzle, variant and lanes (each lane's strategy,
    // counters, grid and last event) put into w's open object: the page's state "watch".
    void write_json(json::Writer& w) const;
    std::uint64_t position() const;  // the first lane's step
    std::uint64_t known_steps() const;  // the longest known history of the lanes

    // The puzzles offered to watch (9x9 classics): the current game's first, then those of
    // `text` (assets/watch_puzzles.txt: each puzzle line follows "# <name> | <source> | <effort>").
    void load_sources(std::string_view text, const Grid& current);
    // More puzzles of such a text after those offered.
    void add_sources(std::string_view text);
    // The first source is the current game's givens, or (from "Show me by search") its position.
    void offer_game(bool position);
    bool from_position() const { return from_position_; }
    void set_game_source(const Grid& g) { source_puzzles_[0] = g; }
    const std::vector<std::string>& source_names() const { return source_names_; }
    const std::vector<Grid>& source_puzzles() const { return source_puzzles_; }

private:
    template <class F> void each(F f);
    void reset_clock();
    GeometryPtr geometry_ = Geometry::classic9();  // an empty classic until the first start
    Cells puzzle_ = Cells(81, 0);
    std::vector<WatchLane> lanes_;
    bool playing_ = false;
    double speed_ = 20;
    double carry_ = 0;
    double elapsed_ = 0;
    std::vector<std::string> source_names_;  // the puzzles offered: built-in, current game, pasted
    std::vector<Grid> source_puzzles_;
    bool from_position_ = false;  // the first source is the current position, not the givens
};

}  // namespace sudoku
