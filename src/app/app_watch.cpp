// [SECTION] Watch mode: solvers searching step by step on the board, one or several lanes.
#include <algorithm>
#include <string>

#include "app.h"

#include "core/text/fetched_data.h"
#include "core/text/text.h"
#include "ui/keys.h"
#include "ui/screen.h"
#include "ui/noinline.h"

// Left out of the web site's first part (bank/watch.txt, issue 23): read when the watch
// screen is first drawn (core/text/fetched_data.h).
extern unsigned char asset_watch_puzzles[];
extern const unsigned asset_watch_puzzles_size;

namespace sudoku {
namespace {
constexpr std::uint64_t kWatchCap = 2'000'000'000ull;  // steps before a lane gives up
}  // namespace

// At the start only the current game is offered; the built-in puzzles join it when the watch
// screen is first drawn (the first board never reads them).
void App::load_watch_sources() {
    if (!watch_built_ins_) {
        watch_.load_sources({}, game_.givens());
        return;
    }
    if (data::ensure("bank/watch.txt", asset_watch_puzzles, asset_watch_puzzles_size))
        watch_.add_sources(reinterpret_cast<const char*>(asset_watch_puzzles));
}

std::string App::start_watch(const Grid& puzzle, const std::vector<Strategy>& strategies, std::uint64_t cap) {
    auto conflicts = find_conflicts(puzzle);
    if (!conflicts.empty()) return "conflict: " + describe(conflicts.front());
    if (strategies.empty()) return "choose at least one strategy";
    watch_.start(Geometry::classic9(), Cells(puzzle.cells.begin(), puzzle.cells.end()), strategies, cap ? cap : kWatchCap);
    mode_ = Mode::Watch;
    return {};
}

// A variant's search: the strategies its geometry allows (Dlx not on killer; a toast says
// which were left out), on its givens or the current position.
std::string App::start_variant_watch(const GeometryPtr& geometry, const Cells& puzzle, std::vector<Strategy> strategies,
                                     std::uint64_t cap) {
    const Geometry& g = *geometry;
    if (std::string c = first_conflict(g, puzzle); !c.empty()) return "conflict: " + c;
    std::string dropped;
    std::vector<Strategy> allowed;
    for (Strategy s : strategies) {
        std::string why = strategy_error(g, s);
        if (why.empty()) allowed.push_back(s);
        else if (dropped.empty()) dropped = why;
    }
    strategies = allowed;
    if (strategies.empty()) return dropped.empty() ? "choose at least one strategy" : dropped;
    watch_.start(geometry, puzzle, strategies, cap ? cap : kWatchCap);
    mode_ = Mode::Watch;
    if (!dropped.empty()) toast(dropped, true);
    return {};
}

std::string App::show_by_search(std::vector<Strategy> strategies) {
    if (strategies.empty())
        for (int i = 0; i < kStrategies; ++i)
            if (watch_panel_.strategies[i]) strategies.push_back(Strategy(i));
    if (strategies.empty()) strategies.push_back(Strategy::Classic);
    std::string err;
    if (game_.classic()) {
        err = start_watch(game_.values(), strategies, 0);
    } else {
        err = start_variant_watch(game_.geometry_ptr(), game_.cell_values(), strategies, 0);
    }
    if (!err.empty()) {
        toast(text::tr("toast.search_failed", {{"error", err}}), true);
        return err;
    }
    watch_.offer_game(true);
    if (game_.classic()) watch_.set_game_source(game_.values());
    watch_panel_.source = 0;
    watch_.set_playing(true);
    return {};
}

ui::WatchView App::watch_view() const {
    ui::WatchView v;
    for (const auto& lane : watch_.lanes()) {
        const std::uint64_t known = lane.visit([](const auto& t) { return t.known_steps(); });
        const double sps = lane.busy_seconds > 0 ? double(known) / lane.busy_seconds : 0;
        v.lanes.push_back({lane.timeline.get(), sps, lane.busy_seconds});
    }
    v.playing = watch_.playing();
    v.speed = watch_.speed();
    v.elapsed = watch_.elapsed_seconds();
    v.sources = watch_.source_names();
    v.sources[0] = text::tr(watch_.from_position() ? "watch.current_position" : "watch.current_game");
    v.heat = heat_;
    return v;
}

void App::handle_watch(const ui::WatchActions& a) {
    if (a.back_to_play) {
        watch_.set_playing(false);
        mode_ = Mode::Play;
        return;
    }
    if (a.start) {
        std::vector<Strategy> strategies;
        for (int i = 0; i < kStrategies; ++i)
            if (watch_panel_.strategies[i]) strategies.push_back(Strategy(i));
        const int src = std::clamp(watch_panel_.source, 0, int(watch_.source_puzzles().size()) - 1);
        std::string err;
        if (src == 0 && !game_.classic()) {  // a variant game: its own geometry
            err = start_variant_watch(game_.geometry_ptr(), watch_.from_position() ? game_.cell_values() : game_.cell_givens(), strategies, 0);
        } else {
            if (game_.classic()) watch_.set_game_source(watch_.from_position() ? game_.values() : game_.givens());
            err = start_watch(watch_.source_puzzles()[std::size_t(src)], strategies, 0);
        }
        if (!err.empty()) toast(err, true);
        else watch_.set_playing(true);
    }
    if (a.paste) outbox_.push_back({"ask-watch", ""});
    if (a.play) watch_.set_playing(!watch_.playing());
    if (a.step) { watch_.set_playing(false); watch_.step_forward(); }
    if (a.back) { watch_.set_playing(false); watch_.step_back(); }
    if (a.next_backtrack) watch_.next_backtrack();
    if (a.next_solution) watch_.next_solution();
    if (a.restart) watch_.restart();
    if (a.seek) { watch_.set_playing(false); watch_.seek(*a.seek); }
    if (a.speed) watch_.set_speed(*a.speed);
    if (a.heat_toggle) heat_ = !heat_;
}

SUDOKU_NOINLINE void App::frame_watch(const ui::ScreenLayout& screen) {
    if (!watch_built_ins_) {
        watch_built_ins_ = true;
        load_watch_sources();
    }
    const ui::Palette& p = ui::palette(prefs_.theme());
    ui::WatchView v = watch_view();
    const ui::ScreenLayout layout = ui::race_layout(screen, int(v.lanes.size()), ui::kRaceCaption);
    v.portrait = layout.portrait;
    // Before a start: the chosen puzzle (the current game's givens or position, else a source's).
    const int src = std::clamp(watch_panel_.source, 0, int(watch_.source_puzzles().size()) - 1);
    ui::WatchPreview preview;
    Cells cells;
    Grid grid;
    if (v.lanes.empty() && src == 0 && !game_.classic()) {
        cells = watch_.from_position() ? game_.cell_values() : game_.cell_givens();
        preview.geometry = &game_.geometry(), preview.cells = &cells;
    } else if (v.lanes.empty()) {
        grid = src == 0 ? (watch_.from_position() ? game_.values() : game_.givens()) : watch_.source_puzzles()[std::size_t(src)];
        preview.grid = &grid;
    }
    handle_watch(ui::draw_watch_screen(layout, v, watch_panel_, p, prefs_.dark, preview));
    handle_watch(ui::read_watch_keys(watch_.active()));
}

}  // namespace sudoku
