// [SECTION] JavaScript API: one JSON command in, one JSON answer out (see README).
#include "app.h"

#include "core/text/json.h"
#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"

#include "core/text/text.h"
#include "core/logic/grader.h"
#include "core/game/share.h"
#include "core/game/board_svg.h"
#include "core/logic/hint_drawing.h"
#include "ui/tools_panel.h"

#include <algorithm>
#include <type_traits>

namespace sudoku {
namespace {

// "en, de, fr, es or it"
std::string language_codes() {
    std::vector<std::string> codes;
    for (const auto& l : text::languages()) codes.push_back(l.code);
    std::string s;
    for (std::size_t i = 0; i < codes.size(); ++i) s += (i ? (i + 1 == codes.size() ? " or " : ", ") : "") + codes[i];
    return s;
}

using json::Writer;

void cell_list(Writer& w, const CellSet& s) {
    w.begin_array();
    for (int c = 0; c < kMaxCells; ++c)
        if (s[c]) w.value(c);
    w.end_array();
}

void marks_json(Writer& w, const Game& g, MarkKind k) {
    w.begin_array();
    for (int c = 0; c < g.cell_count(); ++c) {
        std::string digits;
        for (int d = 1; d <= g.size(); ++d)
            if (g.marks(k, c) & bit(d)) digits += digit_char(d);
        w.value(digits);
    }
    w.end_array();
}

void rect_json(Writer& w, const ui::Rect& r) {
    w.begin_object().field("x", r.x).field("y", r.y).field("w", r.w).field("h", r.h).end_object();
}

// The geometry as the page reads it: size, boxes, regions, diagonals and cages.
void geometry_json(Writer& w, const Geometry& g) {
    w.begin_object().field("variant", variant_name(g.variant())).field("size", g.size())
        .field("boxRows", g.box_rows()).field("boxCols", g.box_cols());
    w.key("regions").begin_array();
    for (int r : g.regions()) w.value(r);
    w.end_array();
    w.field("diagonals", g.diagonals());
    w.key("cages").begin_array();
    for (const Cage& c : g.cages()) {
        w.begin_object().field("sum", c.sum).key("cells").begin_array();
        for (int x : c.cells) w.value(x);
        w.end_array().end_object();
    }
    w.end_array().end_object();
}

std::string cells_text(const Cells& v) {
    std::string s;
    for (auto d : v) s += d ? digit_char(d) : '.';
    return s;
}

std::string ok(bool good, const std::string& error = {}) {
    Writer w;
    w.begin_object().field("ok", good);
    if (!good) w.field("error", error);
    return w.end_object().str();
}

// {"ok":true,"<key>":<value>}
template <class T>
std::string ok_with(const char* key, const T& value) {
    Writer w;
    return w.begin_object().field("ok", true).field(key, value).end_object().str();
}

}  // namespace

std::string App::state_json() const {
    Writer w;
    w.begin_object();
    const int cells = game_.cell_count();
    w.field("grid", cells_text(game_.cell_values()));
    w.field("givens", cells_text(game_.cell_givens()));
    w.field("variant", variant_kind_name(variant_kind_of(game_.geometry())));
    w.key("geometry");
    geometry_json(w, game_.geometry());
    w.field("size", game_.size());
    std::string checks(std::size_t(cells), '.');
    for (int c = 0; c < cells; ++c) checks[std::size_t(c)] = ".grw"[int(game_.check(c))];
    w.field("checks", checks);  // '.' empty, 'g' given, 'r' right, 'w' wrong
    w.key("centreMarks");
    marks_json(w, game_, MarkKind::Centre);
    w.key("cornerMarks");
    marks_json(w, game_, MarkKind::Corner);
    w.field("selected", selected_);
    w.field("padDigit", pad_digit_);
    w.field("notes", notes_);
    w.field("level", game_.info().level);
    w.key("seed");
    if (game_.info().seed) w.value(*game_.info().seed);
    else w.null();
    w.field("elapsedMs", game_.elapsed_ms());
    w.field("mistakes", game_.mistakes());
    w.field("hintsUsed", game_.hints_used());
    w.field("paused", game_.paused());
    w.field("completed", game_.completed());
    w.field("lost", game_.lost());
    w.field("solved", game_.completed());
    w.field("canUndo", game_.can_undo());
    w.field("canRedo", game_.can_redo());
    w.key("history").begin_object().field("size", game_.history_size()).field("position", game_.history_position()).end_object();
    auto rem = game_.remaining();
    w.key("remaining").begin_array();
    for (int d = 1; d <= game_.size(); ++d) w.value(rem[std::size_t(d)]);
    w.end_array();
    w.key("conflicts").begin_array();
    if (game_.classic()) {
        for (const auto& c : find_conflicts(game_.values()))
            w.begin_object().field("a", c.a).field("b", c.b).field("cells", cell_name(c.a) + " " + cell_name(c.b))
                .field("reason", describe(c)).end_object();
    } else if (std::string why = first_conflict(game_.geometry(), game_.cell_values()); !why.empty()) {
        w.begin_object().field("reason", why).end_object();  // the first rule broken (houses or a cage)
    }
    w.end_array();
    w.key("conflictCells");
    cell_list(w, game_.conflict_cells());
    w.key("mistakeCells");
    cell_list(w, game_.mistake_cells());
    const ui::BoardModel m = board_model();
    w.field("highlightDigit", m.highlight_digit);
    CellSet overlay;
    if (m.highlight_digit && prefs_.overlay) overlay = game_.cells_for_digit(m.highlight_digit);
    w.key("overlayCells");
    cell_list(w, overlay);
    // The hint, one shape for every geometry (docs/hints.md): technique is the key, title the
    // name in the current language; the drawing and the effect from the Pattern stage on.
    w.key("hint").begin_object();
    w.field("stage", hint_stage_name(hint_.stage())).field("text", text::spoken_cells(hint_.text()));
    w.key("cells").array_of(hint_.highlight_cells());
    w.key("focus").array_of(hint_.focus_cells());
    w.field("title", hint_.title());
    w.field("canExplainWrong", hint_.can_explain_wrong());
    w.field("canApply", hint_.stage() != HintStage::None && hint_.apply_move().has_value());
    if (const auto& wr = hint_.wrong_entry())
        w.key("wrong").begin_object().field("cell", wr->cell).field("digit", wr->digit)
            .field("chain", hint_.step().has_value()).end_object();
    if (const auto& st = hint_.step()) {
        w.field("technique", technique_key(st->technique));
        w.key("houses").array_of(st->houses);
        w.key("cages").array_of(st->cages);
        if (hint_.drawing()) {  // from the Pattern stage: the effect and what the board draws
            w.key("placements");
            write_candidates(w, st->placements);
            w.key("eliminations");
            write_candidates(w, st->eliminations);
            write_drawing(w, *st);
        }
    }
    w.end_object();
    w.key("colours").begin_array();
    const Board& b = game_.board();
    for (int c = 0; c < cells; ++c)
        for (int d = 0; d <= game_.size(); ++d)
            if (int k = b.colour(c, d)) w.begin_object().field("cell", c).field("digit", d).field("colour", k).end_object();
    w.end_array();
    w.field("savepoints", game_.savepoint_count());
    std::vector<std::uint64_t> times;  // game time of each savepoint, the oldest first
    for (const Savepoint* p = game_.savepoints().get(); p; p = p->below.get()) times.insert(times.begin(), p->elapsed_ms);
    w.key("savepointTimes").begin_array();
    for (auto t : times) w.value(t);
    w.end_array();
    w.key("offer");
    if (offer_.empty()) w.null();
    else w.value(offer_);
    w.field("colouring", colouring_);
    w.key("colourTarget").begin_object().field("cell", selected_).field("digit", colour_digit_).end_object();
    w.key("filter").begin_object().field("digit", filter_digit_).field("pairs", filter_pairs_).field("mode", filter_mode_);
    w.key("cells");
    cell_list(w, filter_cells());
    w.end_object();
    w.key("options").begin_object().field("mistakeMode", int(game_.options().mistake_mode))
        .field("mistakeLimit", game_.options().mistake_limit)
        .field("autoRemoveMarks", game_.options().auto_remove_marks).end_object();
    w.key("prefs").raw(prefs_json());
    w.field("dark", prefs_.dark);
    w.field("lang", text::language());
    w.field("pageLang", page_lang_);
    w.key("languages").begin_array();
    for (const auto& l : text::languages()) w.begin_object().field("code", l.code).field("name", l.name).end_object();
    w.end_array();
    w.field("theme", prefs_.contrast ? "contrast" : prefs_.dark ? "dark" : "light");
    w.field("reducedMotion", reduced_motion_);
    w.field("version", version_);  // counts the "changed" events (what the mirror shows changed)
    w.key("stats").begin_object();
    for (int l = 0; l < kLevels; ++l) {
        const LevelRecord& r = stats_.at(Level(l));
        if (r.played)
            w.key(level_name(Level(l))).begin_object().field("played", r.played).field("won", r.won)
                .field("clean", r.clean).field("streak", r.streak).field("bestStreak", r.best_streak)
                .field("bestMs", r.best_ms).field("averageMs", r.average_ms()).end_object();
    }
    w.end_object();
    w.key("variantStats").begin_object();  // per variant: {killer: {easy: {...}}}
    for (const auto& [word, records] : stats_.variants()) {
        w.key(word).begin_object();
        for (int l = 0; l < kLevels; ++l) {
            const LevelRecord& r = records[std::size_t(l)];
            if (r.played)
                w.key(level_name(Level(l))).begin_object().field("played", r.played).field("won", r.won)
                    .field("clean", r.clean).field("streak", r.streak).field("bestStreak", r.best_streak)
                    .field("bestMs", r.best_ms).field("averageMs", r.average_ms()).end_object();
        }
        w.end_object();
    }
    w.end_object();
    w.field("newBest", new_best_);
    w.field("generating", job_.has_value());
    w.field("progress", job_ ? job_->progress() : 0.0);
    w.field("message", toast_);
    w.field("frames", frames_);
    w.field("mode", mode_ == Mode::Watch ? "watch" : "play");
    w.key("watch").begin_object().field("playing", watch_.playing()).field("speed", watch_.speed())
        .field("heat", heat_).field("elapsedMs", watch_.elapsed_seconds() * 1000)
        .field("puzzle", cells_text(watch_.puzzle()))
        .field("variant", variant_kind_name(variant_kind_of(*watch_.geometry())))
        .field("fromPosition", watch_position_);
    w.key("lanes").begin_array();
    for (const auto& lane : watch_.lanes()) {
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
    w.end_array().end_object();
    w.key("pad").begin_array();
    for (int d = 1; d <= (colouring_ ? 9 : game_.size()); ++d)
        w.begin_object().field("digit", d).field("x", pad_rects_[d].x).field("y", pad_rects_[d].y)
            .field("w", pad_rects_[d].w).field("h", pad_rects_[d].h).end_object();
    w.end_array();
    w.key("hintButtons").begin_object();  // the hint card's buttons in the last frame (w 0: not shown)
    for (std::size_t i = 0; i < hint_rects_.size(); ++i) {
        static const char* const names[] = {"more", "apply", "close"};
        w.key(names[i]);
        rect_json(w, hint_rects_[i]);
    }
    w.end_object();
    // The buttons' places, and their words (without a count or time they may show).
    static const char* const tool_words[] = {"tools.colour", "tools.filter", "tools.pairs", "tools.savepoint", "tools.back",
                                             "tools.singles", "tools.go_back", "tools.keep_playing", "tools.clear_colours",
                                             "panel.redo", "panel.save_picture", "panel.show_by_search"};
    static_assert(sizeof tool_words / sizeof tool_words[0] == std::tuple_size_v<decltype(tool_rects_)>, "a word per tool");
    auto labelled = [&w](const ui::Rect& r, const char* key) {
        w.begin_object().field("x", r.x).field("y", r.y).field("w", r.w).field("h", r.h).field("label", text::tr(key)).end_object();
    };
    w.key("tools").begin_object();  // the tools' buttons drawn in the last frame (w 0: not shown)
    for (std::size_t i = 0; i < tool_rects_.size(); ++i) {
        w.key(ui::kToolNames[i]);
        labelled(tool_rects_[i], tool_words[i]);
    }
    w.end_object();
    w.key("coreTools").begin_object();  // Undo, Erase, Notes, Hint and the Tools drawer's button
    static const char* const core_words[] = {"panel.undo", "panel.erase", "panel.notes", "panel.hint", "panel.tools"};
    for (std::size_t i = 0; i < core_rects_.size(); ++i) {
        w.key(ui::kCoreToolNames[i]);
        labelled(core_rects_[i], i == 2 && notes_ ? "panel.notes_on" : core_words[i]);
    }
    w.end_object();
    w.field("toolsOpen", tools_open_);
    // The result card in the last frame (shown: false when closed or no game is finished).
    // The new-game sheet in the last frame: its tiles by name, with their labels (the
    // screen-reader mirror shows them as buttons) and places; focus is the keyboard's tile.
    w.key("sheet").begin_object().field("shown", panel_.sheet).field("focus", panel_.sheet_focus).field("current", current_tile());
    w.key("card");
    rect_json(w, sheet_drawn_.card);
    w.key("close");
    rect_json(w, sheet_drawn_.x);
    w.key("tiles").begin_array();
    for (int t = 0; t < ui::kSheetTiles; ++t) {
        const ui::Rect& r = sheet_drawn_.tiles[std::size_t(t)];
        w.begin_object().field("name", ui::sheet_tile_name(t)).field("label", ui::sheet_tile_label(t))
            .field("kind", t < kLevels ? "level" : "variant")
            .field("x", r.x).field("y", r.y).field("w", r.w).field("h", r.h).end_object();
    }
    w.end_array().end_object();
    w.field("toolFocus", tool_focus_ >= 0 ? ui::kToolNames[tool_focus_] : "");
    w.key("chooser").begin_object().field("variant", ui::kVariantWords[std::clamp(panel_.new_variant, 0, ui::kVariantChoices - 1)])
        .field("level", level_name(Level(std::clamp(panel_.new_level, 0, kLevels - 1)))).end_object();
    w.key("result").begin_object().field("shown", result_open_ && !result_closed_);
    static const char* const result_names[] = {"card", "close", "same", "another"};
    for (std::size_t i = 0; i < result_drawn_.rects.size(); ++i) {
        w.key(result_names[i]);
        rect_json(w, result_drawn_.rects[i]);
    }
    w.key("see");
    rect_json(w, result_drawn_.see);
    w.end_object();
    w.key("loupe").begin_object().field("shown", loupe_.shown).field("x", loupe_.strip.x).field("y", loupe_.strip.y)
        .field("w", loupe_.strip.w).field("h", loupe_.strip.h).field("cell", loupe_.zoomed.cell)
        .field("left", loupe_.zoomed.area.x).end_object();
    w.key("board").begin_object().field("x", geo_.area.x).field("y", geo_.area.y).field("size", geo_.area.w)
        .field("cell", geo_.cell).end_object();
    return w.end_object().str();
}

std::string App::prefs_json() const {
    Writer w;
    return w.begin_object().field("dark", prefs_.dark).field("contrast", prefs_.contrast)
        .field("digitFirst", prefs_.digit_first).field("centreNotes", prefs_.mark_kind == MarkKind::Centre)
        .field("peers", prefs_.highlight_peers).field("overlay", prefs_.overlay)
        .field("shareColours", prefs_.share_colours).field("lang", prefs_.lang).end_object().str();
}

std::string App::command(std::string_view text) {
    const json::Parsed parsed = json::parse(text);
    const json::Value& in = parsed.value;
    const json::Value* cmd_value = in.find("cmd");
    if (!parsed.ok || !cmd_value || !cmd_value->is_string())
        return ok(false, "expected a JSON object with a \"cmd\" string");
    redraw_ = 2;
    const std::string cmd = cmd_value->string;
    auto str = [&](const char* k) {
        const json::Value* v = in.find(k);
        return v && v->is_string() ? v->string : std::string();
    };
    auto num = [&](const char* k, int dflt) {
        const json::Value* v = in.find(k);
        return v && v->is_int() ? v->as_int() : dflt;
    };
    auto flag = [&](const char* k, bool dflt) {
        const json::Value* v = in.find(k);
        return v && v->is_bool() ? v->boolean : dflt;
    };
    auto has = [&](const char* k) { return in.find(k) != nullptr; };
    // A strategy list, {"strategies": ["classic", ...]}: false with an error for a bad name.
    auto strategy_list = [&](std::vector<Strategy>& out, std::string& error) {
        const json::Value* list = in.find("strategies");
        if (!list || !list->is_array()) return false;
        for (const auto& n : list->items) {
            Strategy st;
            if (!n.is_string() || !parse_strategy(n.string, st)) {
                error = "unknown strategy " + (n.is_string() ? json::quote(n.string) : std::string("(not a string)")) +
                        " (classic, mrv, forward, dlx)";
                return true;
            }
            out.push_back(st);
        }
        return true;
    };

    if (cmd == "state") return state_json();
    if (cmd == "save") {  // the game now, and how many autosaves this board has made
        Writer w;
        return w.begin_object().field("ok", true).field("save", game_.save()).field("revision", save_revision_).end_object().str();
    }
    if (cmd == "stats") {  // {cmd:'stats'} reads them as text; with "load" restores a stored copy
        // {merge: theirs, base}: another tab's statistics since the common `base` (text, or
        // empty for none) joined with this tab's games; answers the merged text.
        if (has("merge")) {
            Stats base, theirs;
            std::string err = Stats::load(theirs, str("merge"));
            if (err.empty() && !str("base").empty()) err = Stats::load(base, str("base"));
            if (!err.empty()) return ok(false, err);
            stats_ = Stats::merge(base, stats_, theirs);
            return ok_with("stats", stats_.save());
        }
        if (!has("load")) return ok_with("stats", stats_.save());
        std::string err = Stats::load(stats_, str("load"));
        if (!err.empty()) {
            toast(text::tr("toast.stats_bad", {{"error", err}}), true);
            stats_.clear();
            save_stats();
        }
        return ok(err.empty(), err);
    }
    if (cmd == "clearStats") {
        stats_.clear();
        save_stats();
        return ok(true);
    }
    if (cmd == "load" && (str("puzzle").find('{') != std::string::npos ||  // a JSON line of any variant,
                          killer_format_of(str("puzzle")) != KillerFormat::None)) {  // a killer's short or long form
        std::string err = import_text(str("puzzle"));
        return ok(err.empty(), err);
    }
    if (cmd == "exportPuzzle") return ok_with("text", export_puzzle_text());
    if (cmd == "load") {
        ParseResult p = parse_grid(str("puzzle"));
        if (!p.ok) return ok(false, p.error);
        std::string err = open_puzzle(p.grid, GameInfo{"", std::nullopt});
        return ok(err.empty(), err);
    }
    if (cmd == "import") {
        std::string err = import_text(str("text"));
        return ok(err.empty(), err);
    }
    if (cmd == "fragment") {
        std::string err = open_fragment(str("text"));
        return ok(err.empty(), err);
    }
    if (cmd == "restore") {
        std::string err = restore(str("save"));
        return ok(err.empty(), err);
    }
    if (cmd == "newGame" || cmd == "daily") {
        std::string level = str("level");
        auto lv = level.empty() ? std::optional<Level>(Level(panel_.new_level)) : parse_level(level);
        if (!lv) return ok(false, "unknown level '" + level + "'");
        std::uint64_t seed = 0;
        if (cmd == "daily") {
            DailySeed d = daily_seed(str("date"));
            if (!d.ok) return ok(false, d.error);
            seed = d.seed;
        } else if (const json::Value* s = in.find("seed"); s && s->is_unsigned()) {
            seed = s->magnitude;
        }
        // The variant: {variant: '16x16'}; absent, the classic (the panel's list follows the
        // game played, so it is no default for a page's call).
        std::string word = str("variant");
        if (word.empty()) word = "9x9";
        auto kind = parse_variant_kind(word);
        if (!kind) return ok(false, "unknown variant '" + word + "' (4x4, 6x6, 9x9, 12x12, 16x16, jigsaw, x, killer)");
        if (cmd == "daily" && !(kind->variant == Variant::Classic && kind->size == 9))
            for (int i = 0; i < ui::kVariantChoices; ++i)  // each variant its own daily puzzle
                if (parse_variant_kind(ui::kVariantWords[i]) == kind) seed = seed * 16 + std::uint64_t(i);
        panel_.new_level = int(*lv);  // the panel's level and variant follow (what New game makes next)
        if (const json::Value* ng = in.find("noGivens"); ng && ng->is_bool()) panel_.new_no_givens = ng->boolean;
        job_daily_ = cmd == "daily";
        const std::uint64_t revision = save_revision_;
        start_new_game(*kind, *lv, seed);
        job_daily_ = cmd == "daily";
        if (flag("wait", false)) {
            if (job_) finish_new_game();
        }
        // A first visit's game (quiet): not saved until the first input, so a browser that
        // refuses storage hears of it only when there is something to lose.
        // Nor is it a change of this board's own for the tabs' sync (web/sudoku.js compares
        // revisions), which would otherwise write it over a stored game at the next call.
        if (flag("quiet", false)) {
            outbox_.erase(std::remove_if(outbox_.begin(), outbox_.end(), [](const HostEvent& e) { return e.type == "save"; }), outbox_.end());
            save_revision_ = revision;
        }
        return ok(true);
    }
    if (cmd == "select") {
        int cell = num("cell", -2);
        if (cell < -1 || cell >= game_.cell_count())
            return ok(false, "cell must be -1.." + std::to_string(game_.cell_count() - 1));
        selected_ = cell;
        colour_digit_ = 0;
        if (!prefs_.digit_first) pad_digit_ = 0;
        return ok(true);
    }
    if (cmd == "click") {  // as a tap on a cell
        int cell = num("cell", -1);
        if (cell < 0 || cell >= game_.cell_count())
            return ok(false, "cell must be 0.." + std::to_string(game_.cell_count() - 1));
        click_cell(cell);
        return ok(true);
    }
    if (cmd == "enter" || cmd == "pad") {
        int d = num("digit", -1);
        if (d < 0 || d > game_.size()) return ok(false, "digit must be 0.." + std::to_string(game_.size()));
        if (d == 0) erase_selected();
        else if (cmd == "pad") handle_panel([&] { ui::PanelActions a; a.pad = d; return a; }());
        else enter_digit(d, flag("note", false));
        return ok(true);
    }
    if (cmd == "erase") { erase_selected(); return ok(true); }
    if (cmd == "undo") { undo(); return ok(true); }
    if (cmd == "redo") { redo(); return ok(true); }
    if (cmd == "notes") { notes_ = flag("on", !notes_); return ok(true); }
    if (cmd == "hint") { ask_hint(); return ok(true); }
    if (cmd == "hintApply") { apply_hint(); return ok(true); }
    if (cmd == "hintClose") { hint_.clear(); return ok(true); }
    if (cmd == "whyWrong") {
        std::string err = why_wrong();
        return ok(err.empty(), err);
    }
    if (cmd == "showBySearch") {
        std::vector<Strategy> strategies;
        std::string bad;
        strategy_list(strategies, bad);
        if (!bad.empty()) return ok(false, bad);
        std::string err = show_by_search(strategies);
        if (const json::Value* p = in.find("play"); err.empty() && p && p->is_bool()) watch_.set_playing(p->boolean);
        return ok(err.empty(), err);
    }
    if (cmd == "colour") {  // {cell, digit (0 or absent: the cell), colour (0 clears)}
        const int cell = num("cell", -1), digit = num("digit", 0), colour = num("colour", -1);
        if (cell < 0 || cell >= game_.cell_count())
            return ok(false, "cell must be 0.." + std::to_string(game_.cell_count() - 1));
        if (digit < 0 || digit > game_.size())
            return ok(false, "digit must be 0 (the cell) or 1.." + std::to_string(game_.size()) + " (a candidate)");
        if (colour < 0 || colour > kColours) return ok(false, "colour must be 0 (clear) or 1.." + std::to_string(kColours));
        MoveResult r = apply(Move::set_colour(cell, digit, colour));
        return ok(r.error.empty(), r.error);
    }
    if (cmd == "clearColours") {
        MoveResult r = apply(Move::clear_colours());
        return ok(r.error.empty(), r.error);
    }
    if (cmd == "colourMode") {
        set_colouring(flag("on", !colouring_));
        return ok(true);
    }
    if (cmd == "filter") {  // {digit: 0-9, pairs: bool}; absent keys keep their value
        const int d = num("digit", filter_digit_);
        if (d < 0 || d > game_.size()) return ok(false, "digit must be 0 (none) or 1.." + std::to_string(game_.size()));
        filter_digit_ = d;
        filter_pairs_ = flag("pairs", filter_pairs_);
        filter_mode_ = false;
        return ok(true);
    }
    if (cmd == "savepoint") {
        std::string err = mark_savepoint();
        return ok(err.empty(), err);
    }
    if (cmd == "backToSavepoint") {
        std::string err = back_to_savepoint();
        return ok(err.empty(), err);
    }
    if (cmd == "solveSingles") {
        int placed = 0;
        std::string err = solve_singles(&placed);
        if (!err.empty()) return ok(false, err);
        return ok_with("placed", placed);
    }
    if (cmd == "shareLink") return ok_with("link", share_link());
    if (cmd == "autoCandidates") { apply(Move::auto_candidates(prefs_.mark_kind)); return ok(true); }
    if (cmd == "clearMarks") { apply(Move::clear_all_marks()); return ok(true); }
    if (cmd == "restart") { apply(Move::restart()); hint_.clear(); return ok(true); }
    if (cmd == "pause") {
        if (!game_.finished()) game_.set_paused(flag("on", !game_.paused()));
        return ok(true);
    }
    if (cmd == "visibility") { visible_ = flag("visible", true); return ok(true); }
    if (cmd == "options") {
        GameOptions o = game_.options();
        int mode = num("mistakeMode", int(o.mistake_mode));
        if (mode < 0 || mode > 2) return ok(false, "mistakeMode must be 0 (off), 1 (rules) or 2 (solution)");
        o.mistake_mode = MistakeMode(mode);
        o.mistake_limit = num("mistakeLimit", o.mistake_limit);
        o.auto_remove_marks = flag("autoRemoveMarks", o.auto_remove_marks);
        game_.set_options(o);
        autosave();
        return ok(true);
    }
    if (cmd == "action") {  // a button of the panel, by name, through the same path as a press
        static const std::pair<const char*, bool ui::PanelActions::*> actions[] = {
            {"undo", &ui::PanelActions::undo}, {"redo", &ui::PanelActions::redo}, {"erase", &ui::PanelActions::erase},
            {"notes", &ui::PanelActions::toggle_notes}, {"hint", &ui::PanelActions::hint},
            {"hintApply", &ui::PanelActions::hint_apply}, {"hintClose", &ui::PanelActions::hint_close},
            {"whyWrong", &ui::PanelActions::hint_why}, {"showBySearch", &ui::PanelActions::show_by_search},
            {"pause", &ui::PanelActions::pause}, {"restart", &ui::PanelActions::restart},
            {"newGame", &ui::PanelActions::new_game}, {"daily", &ui::PanelActions::daily},
            {"import", &ui::PanelActions::import_puzzle}, {"copyLink", &ui::PanelActions::copy_link},
            {"copyPuzzle", &ui::PanelActions::export_puzzle}, {"fillCandidates", &ui::PanelActions::auto_candidates},
            {"clearMarks", &ui::PanelActions::clear_marks}, {"cancel", &ui::PanelActions::cancel_generating},
            {"watch", &ui::PanelActions::watch}, {"savePicture", &ui::PanelActions::save_picture},
            {"newGameSheet", &ui::PanelActions::open_sheet},
        };
        const std::string name = str("name");
        std::string names;
        for (const auto& [n, field] : actions) {
            if (name == n) {
                ui::PanelActions a;
                a.*field = true;
                handle_panel(a);
                return ok(true);
            }
            names += (names.empty() ? "" : ", ") + std::string(n);
        }
        return ok(false, "unknown action '" + name + "' (" + names + ")");
    }
    if (cmd == "result") {  // the result card's choices: close, same, another (then level)
        if (!result_open_ || result_closed_) return ok(false, "no result card is shown");
        const std::string choice = str("choice");
        ui::ResultAction r;
        if (choice == "close" || choice == "see") r.close = true;
        else if (choice == "same") r.same = true;
        else if (choice == "another" && has("level")) {
            auto level = parse_level(str("level"));
            if (!level) return ok(false, "unknown level '" + str("level") + "'");
            r.level = int(*level);
        } else if (choice == "another") r.another = true;
        else return ok(false, "choice must be close, see, same or another");
        result_choice(r);
        return ok(true);
    }
    if (cmd == "sheet") {  // the new-game sheet: {open: bool}, or {tile: "easy" ... "killer"} starts its game
        if (mode_ != Mode::Play) return ok(false, "the new-game sheet is for play, not watch mode");
        if (has("tile")) {
            const std::string name = str("tile");
            std::string names;
            for (int t = 0; t < ui::kSheetTiles; ++t) {
                if (name == ui::sheet_tile_name(t)) {
                    if (!panel_.sheet) open_sheet();
                    sheet_tile(t);
                    if (flag("wait", false)) {
                        if (job_) finish_new_game();
                    }
                    return ok(true);
                }
                names += std::string(t ? ", " : "") + ui::sheet_tile_name(t);
            }
            return ok(false, "unknown tile '" + name + "' (" + names + ")");
        }
        if (flag("open", true)) {
            if (result_open_) result_closed_ = true;
            open_sheet();
        } else {
            panel_.sheet = false;
        }
        return ok(true);
    }
    if (cmd == "motion") {  // the page's prefers-reduced-motion
        reduced_motion_ = flag("reduce", reduced_motion_);
        return ok(true);
    }
    if (cmd == "prefs" || cmd == "theme") {
        prefs_.dark = flag("dark", prefs_.dark);
        prefs_.contrast = flag("contrast", prefs_.contrast);
        prefs_.digit_first = flag("digitFirst", prefs_.digit_first);
        // "centreNotes" since positional marks became the default; a setting saved before
        // ("cornerMarks", false when the player kept the old centre default) keeps its meaning.
        if (has("centreNotes")) prefs_.mark_kind = flag("centreNotes", false) ? MarkKind::Centre : MarkKind::Corner;
        else if (has("cornerMarks")) prefs_.mark_kind = flag("cornerMarks", false) ? MarkKind::Corner : MarkKind::Centre;
        prefs_.highlight_peers = flag("peers", prefs_.highlight_peers);
        prefs_.overlay = flag("overlay", prefs_.overlay);
        prefs_.share_colours = flag("shareColours", prefs_.share_colours);
        std::string lang_error;
        if (has("lang")) {
            const std::string lang = str("lang");
            if (lang.empty() || text::set_language(lang)) prefs_.lang = lang;
            else lang_error = "unknown language '" + lang + "' (" + language_codes() + ")";
        }
        if (cmd == "prefs") save_prefs();
        apply_language();
        if (!lang_error.empty()) return ok(false, lang_error);
        return ok(true);
    }
    if (cmd == "lang") {  // the page's language: {lang:'de'} (data-lang), else the first of {languages:[...]}
        std::string lang = str("lang");
        std::vector<std::string> tags;
        if (const json::Value* list = in.find("languages"); list && list->is_array())
            for (const auto& t : list->items)
                if (t.is_string()) tags.push_back(t.string);
        std::string error;
        if (!lang.empty() && text::pick_language({lang}) != lang)
            error = "unknown language '" + lang + "' (" + language_codes() + ")";
        std::string picked = error.empty() && !lang.empty() ? lang : text::pick_language(tags);
        page_lang_ = picked.empty() ? "en" : picked;
        apply_language();
        if (!error.empty()) return ok(false, error);
        return ok(true);
    }
    if (cmd == "mode") {
        const std::string m = str("mode");
        if (m != "play" && m != "watch") return ok(false, "mode must be 'play' or 'watch'");
        mode_ = m == "watch" ? Mode::Watch : Mode::Play;
        if (mode_ == Mode::Play) watch_.set_playing(false);
        return ok(true);
    }
    if (cmd == "watch") {
        watch_position_ = false;
        watch_names_[0] = "The current game";
        std::vector<Strategy> strategies;
        std::string bad;
        if (!strategy_list(strategies, bad)) strategies.push_back(Strategy::Classic);
        if (!bad.empty()) return ok(false, bad);
        const json::Value* cap_value = in.find("cap");
        std::uint64_t cap = cap_value && cap_value->is_unsigned() ? cap_value->magnitude : 0;
        std::string err;
        if (has("puzzle")) {  // an 81-digit line (the classic), a variant's JSON line, or a killer's short or long form
            const std::string text = str("puzzle");
            if (text.find('{') != std::string::npos || killer_format_of(text) != KillerFormat::None) {
                PuzzleTextResult p = parse_puzzle_text(text);
                if (!p.ok) return ok(false, p.error);
                if (p.puzzle.geometry->is_classic9()) {
                    Grid g;
                    std::copy(p.puzzle.givens.begin(), p.puzzle.givens.end(), g.cells.begin());
                    err = start_watch(g, strategies, cap);
                } else {
                    err = start_variant_watch(p.puzzle.geometry, p.puzzle.givens, strategies, cap);
                }
            } else {
                ParseResult p = parse_grid(text);
                if (!p.ok) return ok(false, p.error);
                err = start_watch(p.grid, strategies, cap);
            }
        } else if (game_.classic()) {
            watch_puzzles_[0] = game_.givens();
            err = start_watch(game_.givens(), strategies, cap);
        } else {
            err = start_variant_watch(game_.geometry_ptr(), game_.cell_givens(), strategies, cap);
        }
        if (!err.empty()) return ok(false, err);
        if (const json::Value* sp = in.find("speed"); sp && sp->is_number()) watch_.set_speed(sp->number);
        watch_.set_playing(flag("play", false));
        return ok(true);
    }
    if (cmd == "watchControl") {
        if (!watch_.active()) return ok(false, "nothing is being watched: send {cmd:'watch'} first");
        const std::string a = str("action");
        if (a == "play") watch_.set_playing(true);
        else if (a == "pause") watch_.set_playing(false);
        else if (a == "step") watch_.step_forward();
        else if (a == "back") watch_.step_back();
        else if (a == "nextBacktrack") watch_.next_backtrack();
        else if (a == "nextSolution") watch_.next_solution();
        else if (a == "restart") watch_.restart();
        else if (const json::Value* st = in.find("step"); a == "seek" && st && st->is_unsigned()) watch_.seek(st->magnitude);
        else if (a == "runToEnd") {
            const json::Value* mx = in.find("maxSteps");
            std::uint64_t max = mx && mx->is_unsigned() ? mx->magnitude : 100'000'000ull;
            watch_.run_to_end(max);
        } else return ok(false, "unknown action '" + a + "'");
        return ok(true);
    }
    if (cmd == "watchSpeed") {
        const json::Value* sps = in.find("stepsPerSecond");
        if (!sps || !sps->is_number() || sps->number < 0)
            return ok(false, "stepsPerSecond must be a number >= 0 (0 = as fast as possible)");
        watch_.set_speed(sps->number);
        return ok(true);
    }
    if (cmd == "exportSvg" && !game_.classic()) return ok(false, "the SVG picture is made for the 9x9 classic only");
    if (cmd == "exportSvg") {
        SvgOptions o;
        o.size = std::clamp(num("size", 450), 100, 4000);
        o.dark = flag("dark", prefs_.dark);
        if (flag("hint", true) && hint_.drawing()) o.hint = &*hint_.drawing();
        return ok_with("svg", export_svg(o));
    }
    if (cmd == "heat") { heat_ = flag("on", !heat_); return ok(true); }
    return ok(false, "unknown command '" + cmd + "'");
}

}  // namespace sudoku
