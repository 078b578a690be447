// Watch mode views: the search drawn on the board (tries, conflicts, backtracks fading,
// the open path, a heat map) and the panel with controls, counters and a depth plot.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "core/search/timeline.h"
#include "layout.h"
#include "theme.h"

namespace sudoku::ui {

struct WatchLaneView {
    const Timeline* timeline = nullptr;
    double steps_per_second = 0;  // measured while advancing
    double search_seconds = 0;    // time spent computing this lane
    const SearchCounters& counters() const { return timeline->search().counters(); }
    Strategy strategy() const { return timeline->search().strategy(); }
    SearchResult result() const { return timeline->search().result(); }
    std::uint64_t position() const { return timeline->position(); }
    std::uint64_t known_steps() const { return timeline->known_steps(); }
    const std::vector<DepthBucket>& depth_profile() const { return timeline->depth_profile(); }
};

struct WatchView {
    std::vector<WatchLaneView> lanes;
    bool playing = false;
    double speed = 20;            // steps per second; 0 = max
    double elapsed = 0;           // seconds spent playing since the start
    std::vector<std::string> sources;  // names of the puzzles offered
    bool heat = false;
    bool portrait = false;
};

struct WatchPanelState {
    int source = 0;
    bool strategies[4] = {true, false, false, false};
    int speed_index = 3;
};

struct WatchActions {
    bool start = false, play = false, step = false, back = false, next_backtrack = false;
    bool next_solution = false, restart = false, paste = false, heat_toggle = false, back_to_play = false;
    std::optional<std::uint64_t> seek;
    std::optional<double> speed;
};

constexpr float kRaceCaption = 20;  // room under each race board for its caption

// The speed steps offered: 1/s up to 10^7/s, then "max".
const std::vector<double>& watch_speeds();

// Before a start: the chosen puzzle's givens and a line saying what to do.
void draw_watch_preview(ImDrawList* dl, const Rect& area, const Grid& puzzle, const Palette& p, const char* caption);
// The same for a variant's puzzle (its geometry's n x n cells, regions, diagonals, cages).
void draw_watch_preview(ImDrawList* dl, const Rect& area, const Geometry& g, const Cells& puzzle, const Palette& p,
                        const char* caption);
void draw_watch_boards(ImDrawList* dl, const Rect& area, const WatchView& v, const Palette& p, bool dark);
WatchActions draw_watch_panel(const Rect& r, const WatchView& v, WatchPanelState& st);

}  // namespace sudoku::ui
