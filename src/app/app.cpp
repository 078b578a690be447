#include "app.h"

#include "core/text/text.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "ui/keys.h"
#include "ui/screen.h"
#include "ui/fonts.h"
#include "ui/rule_view.h"
#include "ui/theme.h"
#include "ui/tools_panel.h"
#include "ui/noinline.h"

namespace sudoku {

namespace {
constexpr const char* kSeedExample =
    "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
}

App::App() {
    open_puzzle(parse_grid(kSeedExample).grid, GameInfo{"seed-example", std::nullopt});
    outbox_.clear();  // the first game is not worth saving over a stored one
    toast_.clear();
    load_watch_sources();
    apply_language();
}

void App::toast(std::string text, bool error) {
    toast_.show(std::move(text), error);
    redraw_ = 2;
}

SUDOKU_NOINLINE bool App::tick(double dt) {
    // The page's screen-reader mirror reads the state only after a "changed" event, so an
    // idle page costs it nothing (see web/a11y.js).
    // Whatever changed it (a command, input, a hint or a new game that landed from the
    // worker or over frames) is drawn too: reads of the state ask for no frame of their own.
    if (const std::uint64_t s = signature(); s != signature_) {
        signature_ = s;
        ++version_;
        outbox_.push_back({"changed", std::to_string(version_)});
        redraw_ = 2;
    }
    bool draw = redraw_ > 0;
    if (redraw_ > 0) --redraw_;
    if (visible_ && mode_ == Mode::Play && game_.running() && clock_started()) {  // watching pauses the clock
        game_.add_time(std::uint64_t(std::lround(dt * 1000)));
        const double second = std::floor(double(game_.elapsed_ms()) / 1000);
        if (second != shown_second_) {
            shown_second_ = second;
            draw = true;
        }
    }
    if (toast_.tick(dt)) draw = true;
    // Work on its way (a new game, a hint that thinks) is polled every iteration; its
    // progress is drawn ~8 times a second, not every frame: a frame of software GL costs more
    // than the work's own slice, and on two cores it slowed the worker. What it ends in
    // changes the signature (drawn above).
    bool busy = false;
    if (job_.running()) {  // polled after a frame that shows the panel working
        // In process: grids for about 30 ms an iteration (one at least).
        if (auto made = job_.poll(frames_, 30'000)) finish_new_game(std::move(made));
        busy = true;
    }
    if (hint_.stage() == HintStage::Thinking) {
        think_hint(dt);
        busy = true;
    }
    if (check_request_ || grade_request_) {  // a typed-in puzzle's check or grade (app_import.cpp)
        think_import(dt);
        busy = true;
    }
    busy_since_drawn_ = busy ? busy_since_drawn_ + dt : 0;
    if (busy && busy_since_drawn_ >= kBusyFrameInterval) busy_since_drawn_ = 0, draw = true;
    if (watch_.playing()) {
        // Searching takes at most ~60% of the frame interval (at least the base budget),
        // so slow drawing (software GL) still leaves the search most of the time.
        watch_.tick(dt, std::clamp(dt * 600.0, WatchSession::kFrameBudgetMs, 50.0));
        draw = true;
    }
    return draw;
}

std::uint64_t App::signature() const {
    // A multiply-xorshift hash of what the mirror names or announces (conflicts and
    // mistakes follow from the values and options), a word at a time. Allocates nothing:
    // it runs on every loop iteration (a few microseconds).
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](std::uint64_t v) {
        h = (h ^ v) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
    };
    auto mix_text = [&](const std::string& t) {
        std::uint64_t w = 0;
        for (std::size_t i = 0; i < t.size(); ++i) {
            w = w << 8 | static_cast<unsigned char>(t[i]);
            if (i % 8 == 7) mix(w), w = 0;
        }
        mix(w);
        mix(t.size());
    };
    const Board& board = game_.board();
    mix(std::uint64_t(game_.cell_count()) | std::uint64_t(game_.geometry().variant()) << 16);
    for (int c = 0; c < game_.cell_count(); ++c)
        mix(std::uint64_t(game_.is_given(c)) | std::uint64_t(game_.value(c)) << 4 | std::uint64_t(board.marks(MarkKind::Centre, c)) << 8 |
            std::uint64_t(board.marks(MarkKind::Corner, c)) << 24);
    mix(std::uint64_t(selected_ + 1) | std::uint64_t(modes_.pad_digit) << 8 | std::uint64_t(modes_.notes) << 12 |
        std::uint64_t(mode_ == Mode::Watch) << 13 | std::uint64_t(game_.paused()) << 14 |
        std::uint64_t(game_.completed()) << 15 | std::uint64_t(game_.lost()) << 16 |
        std::uint64_t(job_.running()) << 17 | std::uint64_t(reduced_motion_) << 18 |
        std::uint64_t(prefs_.theme()) << 20 | std::uint64_t(prefs_.digit_first) << 24 |
        std::uint64_t(prefs_.mark_kind == MarkKind::Corner) << 25 | std::uint64_t(prefs_.highlight_peers) << 26 |
        std::uint64_t(prefs_.overlay) << 27 | std::uint64_t(game_.options().auto_remove_marks) << 28 |
        std::uint64_t(game_.options().mistake_mode) << 32 | std::uint64_t(game_.options().mistake_limit) << 40);
    mix(std::uint64_t(game_.mistakes()) | std::uint64_t(game_.hints_used()) << 32);
    mix(game_.history_position() | std::uint64_t(game_.history_size()) << 32);
    // The tools (colours and savepoints are moves, counted above): the filter's choice.
    mix(std::uint64_t(modes_.filter_digit) | std::uint64_t(modes_.filter_pairs) << 8 | std::uint64_t(modes_.colouring) << 9);
    mix_text(game_.info().level);
    mix_text(toast_.text());
    // The hint: its stage and step (a new hint on the same board has another step or stage).
    mix(std::uint64_t(hint_.stage()) | std::uint64_t(hint_.can_explain_wrong()) << 8);
    if (hint_.step()) {
        mix(std::uint64_t(hint_.step()->technique));
        mix_text(hint_.step()->explanation);
    }
    if (const auto& w = hint_.wrong_entry()) mix(std::uint64_t(w->cell) << 8 | std::uint64_t(w->digit));
    if (const auto& c = hint_.contradiction()) mix(std::uint64_t(c->kind) << 8 | std::uint64_t(c->cell + 1));
    if (mode_ == Mode::Watch) mix(watch_.position() | std::uint64_t(watch_.playing()) << 63 | std::uint64_t(watch_.active()) << 62);
    return h;
}

SUDOKU_NOINLINE ui::BoardModel App::board_model() const {
    ui::BoardModel m;
    m.geometry = &game_.geometry();
    const int cells = game_.cell_count();
    for (int c = 0; c < cells; ++c) {
        m.givens[c] = game_.is_given(c) ? std::uint8_t(game_.value(c)) : 0;
        m.values[c] = std::uint8_t(game_.value(c));
    }
    m.selected = selected_;
    m.show_peers = prefs_.highlight_peers;
    for (int c = 0; c < cells; ++c) {
        m.corner[c] = game_.marks(MarkKind::Corner, c);
        m.center[c] = game_.marks(MarkKind::Centre, c);
    }
    m.highlight_digit = modes_.pad_digit ? modes_.pad_digit : (selected_ >= 0 ? game_.value(selected_) : 0);
    const CellSet conflicts = game_.conflict_cells();
    const CellSet mistakes = game_.mistake_cells();
    const bool solution_mode = game_.options().mistake_mode == MistakeMode::Solution;
    for (int c = 0; c < cells; ++c) {
        if (conflicts[c]) m.flags[c] |= ui::kConflict;
        if (mistakes[c] && solution_mode) m.flags[c] |= ui::kWrong;  // (rules mode: the conflicts)
        if (solution_mode && !game_.is_given(c) && game_.check(c) == CellCheck::Right) m.flags[c] |= ui::kCorrect;
    }
    if (prefs_.overlay && m.highlight_digit) {
        const CellSet may = game_.cells_for_digit(m.highlight_digit);
        for (int c = 0; c < cells; ++c)
            if (may[c]) m.flags[c] |= ui::kHintTarget;
    }
    const CellSet filtered = modes_.filter_cells(game_);
    for (int c = 0; c < cells; ++c) {
        if (filtered[c]) m.flags[c] |= ui::kFilter;
        if (filtered[c] && modes_.filter_digit && (game_.candidates_shown(c) & bit(modes_.filter_digit))) m.flags[c] |= ui::kFilterDigit;
    }
    m.cell_colour = game_.board().cell_colour;
    m.candidate_colour = game_.board().candidate_colour;
    m.colouring = modes_.colouring;
    m.filter_digit = modes_.filter_digit;
    m.colour_digit = modes_.colour_digit;
    for (int c : hint_.highlight_cells()) m.flags[c] |= ui::kHintTarget;
    for (int c : hint_.focus_cells()) m.flags[c] |= ui::kHintFocus;
    if (hint_.drawing()) m.hint = &*hint_.drawing();
    return m;
}

SUDOKU_NOINLINE ui::PanelView App::panel_view() const {
    ui::PanelView v;
    v.level = grade_request_ ? text::tr("level.grading") : game_.info().level;
    if (v.level.size() > 1 && v.level.back() == '+')  // a grade stopped at its limit: "Expert+"
        v.level = ui::level_title(v.level.substr(0, v.level.size() - 1)) + "+";
    v.page_lang = page_lang_;
    v.elapsed_ms = game_.elapsed_ms();
    v.mistakes = game_.mistakes();
    v.hints_used = game_.hints_used();
    v.paused = game_.paused();
    v.completed = game_.completed();
    v.lost = game_.lost();
    v.remaining = game_.remaining();
    v.pad_digit = modes_.pad_digit;
    v.notes = modes_.notes;
    v.can_undo = game_.can_undo();
    v.can_redo = game_.can_redo();
    v.hint_open = hint_.stage() != HintStage::None;
    v.hint_text = text::spoken_cells(hint_text());  // cells as players say them
    v.hint_title = hint_.title();
    v.hint_can_why = hint_.can_explain_wrong();
    v.hint_can_more = v.hint_open && hint_.more();
    v.hint_can_apply = v.hint_open && hint_.apply_move().has_value();
    v.size = game_.size();
    v.variant = variant_index(game_.geometry());
    v.generating = job_.running();
    v.progress = float(job_.progress());
    v.toast = toast_.text();
    v.toast_error = toast_.error();
    v.options = game_.options();
    v.stats = stats_;
    v.new_best = new_best_;
    if (auto level = parse_level(game_.info().level)) {
        const LevelRecord& rec = stats_.at(variant_kind_name(variant_kind_of(game_.geometry())), *level);
        v.best_ms = rec.best_ms;
        v.average_ms = rec.average_ms();
        v.streak = int(rec.streak);
    }
    v.dark = prefs_.dark;
    v.colouring = modes_.colouring;
    v.filter_mode = modes_.filter_mode;
    v.filter_digit = modes_.filter_digit;
    v.filter_pairs = modes_.filter_pairs;
    v.target_colour = selected_ >= 0 ? game_.board().colour(selected_, modes_.colour_digit) : 0;
    v.savepoints = game_.savepoint_count();
    v.savepoint_ms = v.savepoints ? game_.savepoints()->elapsed_ms : 0;
    v.offer = offer_;
    v.rules = ui::rule_sentences(game_.geometry());
    if (cosmetic_for_ == game_.geometry_ptr().get()) v.cosmetic = text::join(cosmetic_);
    return v;
}

SUDOKU_NOINLINE void App::frame(float w, float h) {
    ++frames_;
    if (style_applied_ != int(prefs_.theme())) {
        ui::apply_imgui_style(prefs_.theme(), 1.0f);
        style_applied_ = int(prefs_.theme());
    }
    const ui::Palette& p = ui::palette(prefs_.theme());
    ui::begin_screen(w, h, reduced_motion_);
    ui::ScreenLayout layout = ui::layout_screen(w, h);
    geo_ = ui::board_geometry(layout.board, game_.size(), ui::has_outside_clues(game_.geometry()) ? 0.75f : 0.0f);
    if (mode_ == Mode::Watch) {
        frame_watch(layout);
        ui::end_screen();
        return;
    }

    // The result card over a finished game: while it shows, a tap anywhere outside it (and
    // outside the panel) closes it and never reaches the board.
    if (!game_.finished()) result_closed_ = false, result_since_ = -1;
    result_open_ = game_.finished() && !result_closed_;
    if (!result_open_) result_drawn_ = {};
    if (result_open_ && result_since_ < 0) result_since_ = ui::now_seconds();
    if (result_open_ && panel_.sheet) result_closed_ = true, result_open_ = false;  // the sheet takes its place
    if (result_open_ && ui::backdrop_pressed(w, h)) result_closed_ = true;
    // The new-game sheet: a press anywhere outside it closes it and reaches nothing else
    // (the board takes no press, the panel is asleep under it).
    const bool sheet = panel_.sheet;
    if (sheet && sheet_drawn_.card.w > 0 && ui::pressed_outside(sheet_drawn_.card)) panel_.sheet = false, redraw_ = 2;
    const bool blocked = result_open_ || sheet;
    const ui::BoardPress press = ui::board_press(geo_.area, blocked);
    if (press.pressed) press_board(press.x, press.y);
    if (press.long_touch) hold_board();  // a finger held still (a long press on a phone): colour mode
    if (press.active) redraw_ = 2;  // keep frames coming while a press may become long
    if (sheet) sheet_keys();
    else handle_keys();
    if (game_.paused()) {
        ui::draw_paused_board(geo_.area, p);
        loupe_ = {};
    } else {
        const ui::BoardModel model = board_model();
        loupe_ = ui::loupe_for(geo_, selected_, layout.portrait);
        ui::draw_board_now(geo_, model, p, loupe_);
    }
    ui::PanelView view = panel_view();
    view.portrait = layout.portrait;
    view.tool_focus = tool_focus_;
    ui::PanelActions actions = ui::draw_panel(layout.panel, view, panel_, prefs_, sheet);
    if (actions.toggle_tools) redraw_ = 2, tool_focus_ = -1;  // the drawer opens or closes in the next frame
    if (result_open_ && !result_closed_) {
        const float since = float(ui::now_seconds() - result_since_);
        result_drawn_ = ui::draw_result_card(geo_.area, view, panel_, since, reduced_motion_);
        if (!reduced_motion_ && since < 1.3f) redraw_ = 2;  // the celebration plays on
    }
    sheet_drawn_ = {};
    if (panel_.sheet && sheet) {
        sheet_drawn_ = ui::draw_new_game_sheet(geo_.area, view, panel_, panel_.sheet_keyed ? panel_.sheet_focus : -1, current_tile());
        if (sheet_drawn_.close) panel_.sheet = false, redraw_ = 2;
        else if (sheet_drawn_.tile >= 0) sheet_tile(sheet_drawn_.tile);
    } else if (panel_.sheet) {
        redraw_ = 2;  // opened in this frame: drawn in the next
    }
    pad_rects_ = actions.pad_rects;
    tool_rects_ = actions.tool_rects;
    core_rects_ = actions.core_rects;
    tools_open_ = actions.tools_open;
    hint_rects_ = actions.hint_rects;
    ui::end_screen();
    handle_panel(actions);
    result_choice(result_drawn_);
}

SUDOKU_NOINLINE void App::result_choice(const ui::ResultAction& r) {
    if (r.close) result_closed_ = true;
    if (r.another) {  // the sheet of levels and variants takes the card's place
        result_closed_ = true;
        open_sheet();
        return;
    }
    if (!r.same && r.level < 0) return;
    auto level = parse_level(game_.info().level);
    const VariantKind kind = variant_kind_of(game_.geometry());
    job_.daily = false;
    start_new_game(kind, r.level >= 0 ? Level(r.level) : level ? *level : Level(panel_.new_level), 0);
}

}  // namespace sudoku

namespace sudoku {

void App::open_sheet() {
    engine_->warm();  // most of the sheet's games are made by the engine
    panel_.sheet = true;
    panel_.sheet_focus = std::max(0, current_tile());
    panel_.sheet_keyed = false;
    tool_focus_ = -1;
    redraw_ = 2;
}

int App::current_tile() const {
    const auto level = parse_level(game_.info().level);
    const int variant = variant_index(game_.geometry());
    if (variant > 0) return kLevels + variant - 1;
    return level ? int(*level) : -1;
}

void App::sheet_tile(int tile) {
    if (tile < 0 || tile >= ui::kSheetTiles) return;
    panel_.sheet = false;
    redraw_ = 2;
    job_.daily = false;
    if (tile < kLevels) {
        panel_.new_level = tile;
        start_new_game(VariantKind{}, Level(tile), 0);
        return;
    }
    const auto kind = parse_variant_kind(ui::sheet_tile_name(tile));
    start_new_game(kind ? *kind : VariantKind{}, Level(std::clamp(panel_.new_level, 0, kLevels - 1)), 0);
}

SUDOKU_NOINLINE void App::sheet_keys() {
    const ui::SheetKeys k = ui::read_sheet_keys();
    if (k.text_input) return;
    int& f = panel_.sheet_focus;
    for (const auto& [dr, dc] : k.moves) f = f < 0 ? 0 : ui::sheet_move(f, dr, dc), redraw_ = 2, panel_.sheet_keyed = true;
    if (k.tab)
        f = f < 0 ? 0 : (f + (k.tab < 0 ? ui::kSheetTiles - 1 : 1)) % ui::kSheetTiles, redraw_ = 2, panel_.sheet_keyed = true;
    if (k.close) panel_.sheet = false, redraw_ = 2;
    else if (f >= 0 && k.press) sheet_tile(f);
}

void App::sync_chooser() {
    panel_.new_variant = variant_index(game_.geometry());
    if (const auto level = parse_level(game_.info().level)) panel_.new_level = int(*level);
}

}  // namespace sudoku

namespace sudoku {

void App::tools_keys() {
    // The buttons the drawer shows now, in the keyboard's order.
    std::vector<int> order;
    for (int t : ui::kToolFocusOrder)
        if (t != 8 || modes_.colouring) order.push_back(t);
    auto at = std::find(order.begin(), order.end(), tool_focus_);
    int i = at == order.end() ? 0 : int(at - order.begin());
    const int n = int(order.size());
    const ui::ToolKeys k = ui::read_tool_keys();
    if (k.next) i = (i + 1) % n;
    if (k.prev) i = (i + n - 1) % n;
    tool_focus_ = order[std::size_t(i)];
    if (k.close) {  // back to the board
        tool_focus_ = -1;
        panel_.tools = 0;
    } else if (k.press) {
        press_tool(tool_focus_);
    }
    redraw_ = 2;
}

void App::press_tool(int tool) {
    ui::PanelActions a;
    switch (tool) {
        case 0: a.toggle_colouring = true; break;
        case 1: a.toggle_filter = true; break;
        case 2: a.toggle_pairs = true; break;
        case 3: a.mark_savepoint = true; break;
        case 4: a.back_to_savepoint = true; break;
        case 5: a.solve_singles = true; break;
        case 8: a.clear_colours = true; break;
        case 9: a.redo = true; break;
        case 10: a.save_picture = true; break;
        case 11: a.show_by_search = true; break;
        default: return;
    }
    handle_panel(a);
}

}  // namespace sudoku
