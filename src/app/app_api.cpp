// [SECTION] JavaScript API: one JSON command in, one JSON answer out (see README).
#include <nlohmann/json.hpp>

#include "app.h"

#include "core/text/text.h"
#include "core/logic/grader.h"
#include "core/game/share.h"
#include "core/game/board_svg.h"
#include "core/logic/hint_drawing.h"
#include "ui/tools_panel.h"

#include <algorithm>

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

using nlohmann::json;

json cell_list(const CellSet& s) {
    json a = json::array();
    for (int c = 0; c < kMaxCells; ++c)
        if (s[c]) a.push_back(c);
    return a;
}

json marks_json(const Game& g, MarkKind k) {
    json a = json::array();
    for (int c = 0; c < g.cell_count(); ++c) {
        std::string digits;
        for (int d = 1; d <= g.size(); ++d)
            if (g.marks(k, c) & bit(d)) digits += digit_char(d);
        a.push_back(digits);
    }
    return a;
}

const char* hint_stage_name(HintStage s) {
    switch (s) {
        case HintStage::House: return "house";
        case HintStage::Technique: return "technique";
        case HintStage::Pattern: return "pattern";
        case HintStage::Thinking: return "thinking";
        case HintStage::None: break;
    }
    return "none";
}

// The geometry as the page reads it: size, boxes, regions, diagonals and cages.
json geometry_json(const Geometry& g) {
    json cages = json::array();
    for (const Cage& c : g.cages()) cages.push_back({{"sum", c.sum}, {"cells", c.cells}});
    return {{"variant", variant_name(g.variant())}, {"size", g.size()}, {"boxRows", g.box_rows()},
            {"boxCols", g.box_cols()}, {"regions", g.regions()}, {"diagonals", g.diagonals()}, {"cages", cages}};
}

std::string cells_text(const Cells& v) {
    std::string s;
    for (auto d : v) s += d ? digit_char(d) : '.';
    return s;
}

json ok(bool good, const std::string& error = {}) {
    json j = {{"ok", good}};
    if (!good) j["error"] = error;
    return j;
}

}  // namespace

std::string App::state_json() const {
    json j;
    const int cells = game_.cell_count();
    j["grid"] = cells_text(game_.cell_values());
    j["givens"] = cells_text(game_.cell_givens());
    j["variant"] = variant_kind_name(variant_kind_of(game_.geometry()));
    j["geometry"] = geometry_json(game_.geometry());
    j["size"] = game_.size();
    std::string checks(std::size_t(cells), '.');
    for (int c = 0; c < cells; ++c) checks[std::size_t(c)] = ".grw"[int(game_.check(c))];
    j["checks"] = checks;  // '.' empty, 'g' given, 'r' right, 'w' wrong
    j["centreMarks"] = marks_json(game_, MarkKind::Centre);
    j["cornerMarks"] = marks_json(game_, MarkKind::Corner);
    j["selected"] = selected_;
    j["padDigit"] = pad_digit_;
    j["notes"] = notes_;
    j["level"] = game_.info().level;
    j["seed"] = game_.info().seed ? json(*game_.info().seed) : json(nullptr);
    j["elapsedMs"] = game_.elapsed_ms();
    j["mistakes"] = game_.mistakes();
    j["hintsUsed"] = game_.hints_used();
    j["paused"] = game_.paused();
    j["completed"] = game_.completed();
    j["lost"] = game_.lost();
    j["solved"] = game_.completed();
    j["canUndo"] = game_.can_undo();
    j["canRedo"] = game_.can_redo();
    j["history"] = {{"size", game_.history_size()}, {"position", game_.history_position()}};
    auto rem = game_.remaining();
    j["remaining"] = std::vector<int>(rem.begin() + 1, rem.begin() + 1 + game_.size());
    json conflicts = json::array();
    if (game_.classic()) {
        for (const auto& c : find_conflicts(game_.values()))
            conflicts.push_back({{"a", c.a}, {"b", c.b}, {"cells", cell_name(c.a) + " " + cell_name(c.b)}, {"reason", describe(c)}});
    } else if (std::string why = variant_conflict(game_.geometry(), game_.cell_values()); !why.empty()) {
        conflicts.push_back({{"reason", why}});  // the first rule broken (houses or a cage)
    }
    j["conflicts"] = conflicts;
    j["conflictCells"] = cell_list(game_.conflict_cells());
    j["mistakeCells"] = cell_list(game_.mistake_cells());
    const ui::BoardModel m = board_model();
    j["highlightDigit"] = m.highlight_digit;
    CellSet overlay;
    if (m.highlight_digit) overlay = game_.cells_for_digit(m.highlight_digit);
    j["overlayCells"] = prefs_.overlay ? cell_list(overlay) : json::array();
    j["hint"] = {{"stage", hint_stage_name(hint_.stage())}, {"text", hint_.text()},
                 {"cells", hint_.highlight_cells()}, {"focus", hint_.focus_cells()}};
    if (hint_.step()) j["hint"]["technique"] = technique_key(hint_.step()->technique);
    j["hint"]["title"] = hint_.title();
    j["hint"]["canExplainWrong"] = hint_.can_explain_wrong();
    if (const auto& w = hint_.wrong_entry())
        j["hint"]["wrong"] = {{"cell", w->cell}, {"digit", w->digit}, {"chain", hint_.step().has_value()}};
    if (hint_.drawing() && hint_.step())  // from the Pattern stage: what the board draws
        j["hint"].update(json::parse("{" + drawing_json_fields(*hint_.step()) + "}"));
    if (!vhint_text_.empty()) {  // a variant's hint
        auto pairs = [](const std::vector<CellDigit>& v) {
            json a = json::array();
            for (const auto& p : v) a.push_back({{"cell", p.cell}, {"digit", p.digit}});
            return a;
        };
        j["hint"] = {{"stage", vhint_ ? (vhint_stage_ >= 2 ? "pattern" : "technique") : "check"},
                     {"text", vhint_text_}, {"title", vhint_title_}, {"cells", vhint_focus_}, {"focus", vhint_focus_},
                     {"canExplainWrong", false}, {"canApply", vhint_apply_.has_value()}};
        if (vhint_) {
            j["hint"]["technique"] = vhint_->technique;
            j["hint"]["houses"] = vhint_->houses;
            j["hint"]["cages"] = vhint_->cages;
            j["hint"]["placements"] = pairs(vhint_->placements);
            j["hint"]["eliminations"] = pairs(vhint_->eliminations);
            j["hint"]["highlights"] = pairs(vhint_->highlights);
        }
    }
    json colours = json::array();
    const Board& b = game_.board();
    for (int c = 0; c < cells; ++c)
        for (int d = 0; d <= game_.size(); ++d)
            if (int k = b.colour(c, d)) colours.push_back({{"cell", c}, {"digit", d}, {"colour", k}});
    j["colours"] = colours;
    j["savepoints"] = game_.savepoint_count();
    json times = json::array();  // game time of each savepoint, the oldest first
    for (const Savepoint* p = game_.savepoints().get(); p; p = p->below.get()) times.insert(times.begin(), p->elapsed_ms);
    j["savepointTimes"] = times;
    j["offer"] = offer_.empty() ? json(nullptr) : json(offer_);
    j["colouring"] = colouring_;
    j["colourTarget"] = {{"cell", selected_}, {"digit", colour_digit_}};
    j["filter"] = {{"digit", filter_digit_}, {"pairs", filter_pairs_}, {"mode", filter_mode_},
                   {"cells", cell_list(filter_cells())}};
    j["options"] = {{"mistakeMode", int(game_.options().mistake_mode)},
                    {"mistakeLimit", game_.options().mistake_limit},
                    {"autoRemoveMarks", game_.options().auto_remove_marks}};
    j["prefs"] = {{"dark", prefs_.dark}, {"contrast", prefs_.contrast}, {"digitFirst", prefs_.digit_first},
                  {"cornerMarks", prefs_.mark_kind == MarkKind::Corner}, {"peers", prefs_.highlight_peers},
                  {"overlay", prefs_.overlay}, {"shareColours", prefs_.share_colours}, {"lang", prefs_.lang}};
    j["dark"] = prefs_.dark;
    j["lang"] = text::language();
    j["pageLang"] = page_lang_;
    json langs = json::array();
    for (const auto& l : text::languages()) langs.push_back({{"code", l.code}, {"name", l.name}});
    j["languages"] = langs;
    j["theme"] = prefs_.contrast ? "contrast" : prefs_.dark ? "dark" : "light";
    j["reducedMotion"] = reduced_motion_;
    j["version"] = version_;  // counts the "changed" events (what the mirror shows changed)
    json stats = json::object();
    for (int l = 0; l < kLevels; ++l) {
        const LevelRecord& r = stats_.at(Level(l));
        if (r.played)
            stats[level_name(Level(l))] = {{"played", r.played}, {"won", r.won}, {"clean", r.clean},
                                           {"streak", r.streak}, {"bestStreak", r.best_streak},
                                           {"bestMs", r.best_ms}, {"averageMs", r.average_ms()}};
    }
    j["stats"] = stats;
    json vstats = json::object();  // per variant: {killer: {easy: {...}}}
    for (const auto& [word, records] : stats_.variants())
        for (int l = 0; l < kLevels; ++l) {
            const LevelRecord& r = records[std::size_t(l)];
            if (r.played)
                vstats[word][level_name(Level(l))] = {{"played", r.played}, {"won", r.won}, {"clean", r.clean},
                                                      {"streak", r.streak}, {"bestStreak", r.best_streak},
                                                      {"bestMs", r.best_ms}, {"averageMs", r.average_ms()}};
        }
    j["variantStats"] = vstats;
    j["newBest"] = new_best_;
    j["generating"] = job_.has_value() || vjob_.has_value();
    j["progress"] = job_ ? job_->progress().fraction : 0.0;
    j["message"] = toast_;
    j["frames"] = frames_;
    j["mode"] = mode_ == Mode::Watch ? "watch" : "play";
    json lanes = json::array();
    for (const auto& lane : watch_.lanes()) {
        const Timeline& t = *lane.timeline;
        const Search& s = t.search();
        const SearchCounters& c = s.counters();
        lanes.push_back({{"strategy", strategy_name(s.strategy())}, {"steps", c.steps}, {"tries", c.tries},
                         {"placements", c.placements}, {"backtracks", c.backtracks},
                         {"propagations", c.propagations}, {"depth", c.depth}, {"maxDepth", c.max_depth},
                         {"result", result_name(s.result())}, {"grid", format_line(s.grid())},
                         {"lastEvent", describe(s.last_event())}, {"known", t.known_steps()},
                         {"endKnown", t.end_known()}, {"checkpoints", t.checkpoint_count()},
                         {"memoryBytes", t.memory_bytes()}, {"searchMs", lane.busy_seconds * 1000}});
    }
    j["watch"] = {{"playing", watch_.playing()}, {"speed", watch_.speed()}, {"heat", heat_},
                  {"elapsedMs", watch_.elapsed_seconds() * 1000}, {"puzzle", format_line(watch_.puzzle())},
                  {"fromPosition", watch_position_}, {"lanes", lanes}};
    json pad = json::array();
    for (int d = 1; d <= (colouring_ ? 9 : game_.size()); ++d)
        pad.push_back({{"digit", d}, {"x", pad_rects_[d].x}, {"y", pad_rects_[d].y}, {"w", pad_rects_[d].w}, {"h", pad_rects_[d].h}});
    j["pad"] = pad;
    json tools = json::object();  // the tools' buttons drawn in the last frame (w 0: not shown)
    for (std::size_t i = 0; i < tool_rects_.size(); ++i) {
        const ui::Rect& r = tool_rects_[i];
        tools[ui::kToolNames[i]] = {{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
    }
    j["tools"] = tools;
    j["board"] = {{"x", geo_.area.x}, {"y", geo_.area.y}, {"size", geo_.area.w}, {"cell", geo_.cell}};
    return j.dump();
}

std::string App::command(std::string_view text) {
    json in = json::parse(text, nullptr, false);
    if (in.is_discarded() || !in.is_object() || !in.contains("cmd") || !in["cmd"].is_string())
        return ok(false, "expected a JSON object with a \"cmd\" string").dump();
    redraw_ = 2;
    const std::string cmd = in["cmd"];
    auto str = [&](const char* k) { return in.contains(k) && in[k].is_string() ? in[k].get<std::string>() : std::string(); };
    auto num = [&](const char* k, int dflt) { return in.contains(k) && in[k].is_number_integer() ? in[k].get<int>() : dflt; };
    auto flag = [&](const char* k, bool dflt) { return in.contains(k) && in[k].is_boolean() ? in[k].get<bool>() : dflt; };

    if (cmd == "state") return state_json();
    if (cmd == "save") return json{{"ok", true}, {"save", game_.save()}}.dump();
    if (cmd == "stats") {  // {cmd:'stats'} reads them as text; with "load" restores a stored copy
        if (!in.contains("load")) return json{{"ok", true}, {"stats", stats_.save()}}.dump();
        std::string err = Stats::load(stats_, str("load"));
        if (!err.empty()) {
            toast(text::tr("toast.stats_bad", {{"error", err}}), true);
            stats_.clear();
            save_stats();
        }
        return ok(err.empty(), err).dump();
    }
    if (cmd == "clearStats") {
        stats_.clear();
        save_stats();
        return ok(true).dump();
    }
    if (cmd == "load" && str("puzzle").find('{') != std::string::npos) {  // a JSON line of any variant
        std::string err = import_text(str("puzzle"));
        return ok(err.empty(), err).dump();
    }
    if (cmd == "exportPuzzle") return json{{"ok", true}, {"text", export_puzzle_text()}}.dump();
    if (cmd == "load") {
        ParseResult p = parse_grid(str("puzzle"));
        if (!p.ok) return ok(false, p.error).dump();
        std::string err = open_puzzle(p.grid, GameInfo{"", std::nullopt});
        return ok(err.empty(), err).dump();
    }
    if (cmd == "import") {
        std::string err = import_text(str("text"));
        return ok(err.empty(), err).dump();
    }
    if (cmd == "fragment") {
        std::string err = open_fragment(str("text"));
        return ok(err.empty(), err).dump();
    }
    if (cmd == "restore") {
        std::string err = restore(str("save"));
        return ok(err.empty(), err).dump();
    }
    if (cmd == "newGame" || cmd == "daily") {
        std::string level = str("level");
        auto lv = level.empty() ? std::optional<Level>(Level(panel_.new_level)) : parse_level(level);
        if (!lv) return ok(false, "unknown level '" + level + "'").dump();
        std::uint64_t seed = 0;
        if (cmd == "daily") {
            DailySeed d = daily_seed(str("date"));
            if (!d.ok) return ok(false, d.error).dump();
            seed = d.seed;
        } else if (in.contains("seed") && in["seed"].is_number_unsigned()) {
            seed = in["seed"].get<std::uint64_t>();
        }
        // The variant: {variant: '16x16'}; absent, the panel's choice (the classic by default).
        std::string word = str("variant");
        if (word.empty()) word = ui::kVariantWords[std::clamp(panel_.new_variant, 0, ui::kVariantChoices - 1)];
        auto kind = parse_variant_kind(word);
        if (!kind) return ok(false, "unknown variant '" + word + "' (4x4, 6x6, 9x9, 12x12, 16x16, jigsaw, x, killer)").dump();
        if (cmd == "daily" && !(kind->variant == Variant::Classic && kind->size == 9))
            for (int i = 0; i < ui::kVariantChoices; ++i)  // each variant its own daily puzzle
                if (parse_variant_kind(ui::kVariantWords[i]) == kind) seed = seed * 16 + std::uint64_t(i);
        panel_.new_level = int(*lv);  // the panel's level and variant follow (what New game makes next)
        for (int i = 0; i < ui::kVariantChoices; ++i)
            if (parse_variant_kind(ui::kVariantWords[i]) == kind) panel_.new_variant = i;
        job_daily_ = cmd == "daily";
        start_new_game(*kind, *lv, seed);
        job_daily_ = cmd == "daily";
        if (flag("wait", false)) {
            while (job_) finish_generating();
            if (vjob_) finish_variant();
        }
        return ok(true).dump();
    }
    if (cmd == "select") {
        int cell = num("cell", -2);
        if (cell < -1 || cell >= game_.cell_count())
            return ok(false, "cell must be -1.." + std::to_string(game_.cell_count() - 1)).dump();
        selected_ = cell;
        colour_digit_ = 0;
        if (!prefs_.digit_first) pad_digit_ = 0;
        return ok(true).dump();
    }
    if (cmd == "click") {  // as a tap on a cell
        int cell = num("cell", -1);
        if (cell < 0 || cell >= game_.cell_count())
            return ok(false, "cell must be 0.." + std::to_string(game_.cell_count() - 1)).dump();
        click_cell(cell);
        return ok(true).dump();
    }
    if (cmd == "enter" || cmd == "pad") {
        int d = num("digit", -1);
        if (d < 0 || d > game_.size()) return ok(false, "digit must be 0.." + std::to_string(game_.size())).dump();
        if (d == 0) erase_selected();
        else if (cmd == "pad") handle_panel([&] { ui::PanelActions a; a.pad = d; return a; }());
        else enter_digit(d, flag("note", false));
        return ok(true).dump();
    }
    if (cmd == "erase") { erase_selected(); return ok(true).dump(); }
    if (cmd == "undo") { undo(); return ok(true).dump(); }
    if (cmd == "redo") { redo(); return ok(true).dump(); }
    if (cmd == "notes") { notes_ = flag("on", !notes_); return ok(true).dump(); }
    if (cmd == "hint") { ask_hint(); return ok(true).dump(); }
    if (cmd == "hintApply") { apply_hint(); return ok(true).dump(); }
    if (cmd == "hintClose") { clear_hints(); return ok(true).dump(); }
    if (cmd == "whyWrong") {
        std::string err = why_wrong();
        return ok(err.empty(), err).dump();
    }
    if (cmd == "showBySearch") {
        std::vector<Strategy> strategies;
        if (in.contains("strategies") && in["strategies"].is_array())
            for (const auto& n : in["strategies"]) {
                Strategy st;
                if (!n.is_string() || !parse_strategy(n.get<std::string>(), st))
                    return ok(false, "unknown strategy " + n.dump() + " (classic, mrv, forward, dlx)").dump();
                strategies.push_back(st);
            }
        std::string err = show_by_search(strategies);
        if (err.empty() && in.contains("play") && in["play"].is_boolean()) watch_.set_playing(in["play"].get<bool>());
        return ok(err.empty(), err).dump();
    }
    if (cmd == "colour") {  // {cell, digit (0 or absent: the cell), colour (0 clears)}
        const int cell = num("cell", -1), digit = num("digit", 0), colour = num("colour", -1);
        if (cell < 0 || cell >= game_.cell_count())
            return ok(false, "cell must be 0.." + std::to_string(game_.cell_count() - 1)).dump();
        if (digit < 0 || digit > game_.size())
            return ok(false, "digit must be 0 (the cell) or 1.." + std::to_string(game_.size()) + " (a candidate)").dump();
        if (colour < 0 || colour > kColours) return ok(false, "colour must be 0 (clear) or 1.." + std::to_string(kColours)).dump();
        MoveResult r = apply(Move::set_colour(cell, digit, colour));
        return ok(r.error.empty(), r.error).dump();
    }
    if (cmd == "clearColours") {
        MoveResult r = apply(Move::clear_colours());
        return ok(r.error.empty(), r.error).dump();
    }
    if (cmd == "colourMode") {
        set_colouring(flag("on", !colouring_));
        return ok(true).dump();
    }
    if (cmd == "filter") {  // {digit: 0-9, pairs: bool}; absent keys keep their value
        const int d = num("digit", filter_digit_);
        if (d < 0 || d > game_.size()) return ok(false, "digit must be 0 (none) or 1.." + std::to_string(game_.size())).dump();
        filter_digit_ = d;
        filter_pairs_ = flag("pairs", filter_pairs_);
        filter_mode_ = false;
        return ok(true).dump();
    }
    if (cmd == "savepoint") {
        std::string err = mark_savepoint();
        return ok(err.empty(), err).dump();
    }
    if (cmd == "backToSavepoint") {
        std::string err = back_to_savepoint();
        return ok(err.empty(), err).dump();
    }
    if (cmd == "solveSingles") {
        int placed = 0;
        std::string err = solve_singles(&placed);
        if (!err.empty()) return ok(false, err).dump();
        return json{{"ok", true}, {"placed", placed}}.dump();
    }
    if (cmd == "shareLink") return json{{"ok", true}, {"link", share_link()}}.dump();
    if (cmd == "autoCandidates") { apply(Move::auto_candidates(prefs_.mark_kind)); return ok(true).dump(); }
    if (cmd == "clearMarks") { apply(Move::clear_all_marks()); return ok(true).dump(); }
    if (cmd == "restart") { apply(Move::restart()); clear_hints(); return ok(true).dump(); }
    if (cmd == "pause") {
        if (!game_.finished()) game_.set_paused(flag("on", !game_.paused()));
        return ok(true).dump();
    }
    if (cmd == "visibility") { visible_ = flag("visible", true); return ok(true).dump(); }
    if (cmd == "options") {
        GameOptions o = game_.options();
        int mode = num("mistakeMode", int(o.mistake_mode));
        if (mode < 0 || mode > 2) return ok(false, "mistakeMode must be 0 (off), 1 (rules) or 2 (solution)").dump();
        o.mistake_mode = MistakeMode(mode);
        o.mistake_limit = num("mistakeLimit", o.mistake_limit);
        o.auto_remove_marks = flag("autoRemoveMarks", o.auto_remove_marks);
        game_.set_options(o);
        autosave();
        return ok(true).dump();
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
        };
        const std::string name = str("name");
        std::string names;
        for (const auto& [n, field] : actions) {
            if (name == n) {
                ui::PanelActions a;
                a.*field = true;
                handle_panel(a);
                return ok(true).dump();
            }
            names += (names.empty() ? "" : ", ") + std::string(n);
        }
        return ok(false, "unknown action '" + name + "' (" + names + ")").dump();
    }
    if (cmd == "motion") {  // the page's prefers-reduced-motion
        reduced_motion_ = flag("reduce", reduced_motion_);
        return ok(true).dump();
    }
    if (cmd == "prefs" || cmd == "theme") {
        prefs_.dark = flag("dark", prefs_.dark);
        prefs_.contrast = flag("contrast", prefs_.contrast);
        prefs_.digit_first = flag("digitFirst", prefs_.digit_first);
        prefs_.mark_kind = flag("cornerMarks", prefs_.mark_kind == MarkKind::Corner) ? MarkKind::Corner : MarkKind::Centre;
        prefs_.highlight_peers = flag("peers", prefs_.highlight_peers);
        prefs_.overlay = flag("overlay", prefs_.overlay);
        prefs_.share_colours = flag("shareColours", prefs_.share_colours);
        std::string lang_error;
        if (in.contains("lang")) {
            const std::string lang = str("lang");
            if (lang.empty() || text::set_language(lang)) prefs_.lang = lang;
            else lang_error = "unknown language '" + lang + "' (" + language_codes() + ")";
        }
        if (cmd == "prefs") save_prefs();
        apply_language();
        if (!lang_error.empty()) return ok(false, lang_error).dump();
        return ok(true).dump();
    }
    if (cmd == "lang") {  // the page's language: {lang:'de'} (data-lang), else the first of {languages:[...]}
        std::string lang = str("lang");
        std::vector<std::string> tags;
        if (in.contains("languages") && in["languages"].is_array())
            for (const auto& t : in["languages"])
                if (t.is_string()) tags.push_back(t.get<std::string>());
        std::string error;
        if (!lang.empty() && text::pick_language({lang}) != lang)
            error = "unknown language '" + lang + "' (" + language_codes() + ")";
        std::string picked = error.empty() && !lang.empty() ? lang : text::pick_language(tags);
        page_lang_ = picked.empty() ? "en" : picked;
        apply_language();
        if (!error.empty()) return ok(false, error).dump();
        return ok(true).dump();
    }
    if (cmd == "mode") {
        const std::string m = str("mode");
        if (m != "play" && m != "watch") return ok(false, "mode must be 'play' or 'watch'").dump();
        mode_ = m == "watch" ? Mode::Watch : Mode::Play;
        if (mode_ == Mode::Play) watch_.set_playing(false);
        return ok(true).dump();
    }
    if (cmd == "watch") {
        watch_position_ = false;
        if (!game_.classic() && !in.contains("puzzle"))
            return ok(false, "watching the search works on the 9x9 classic only: give a puzzle").dump();
        if (game_.classic()) {
            watch_names_[0] = "The current game";
            watch_puzzles_[0] = game_.givens();
        }
        Grid puzzle = game_.givens();
        if (in.contains("puzzle")) {
            ParseResult p = parse_grid(str("puzzle"));
            if (!p.ok) return ok(false, p.error).dump();
            puzzle = p.grid;
        }
        std::vector<Strategy> strategies;
        if (in.contains("strategies") && in["strategies"].is_array()) {
            for (const auto& n : in["strategies"]) {
                Strategy st;
                if (!n.is_string() || !parse_strategy(n.get<std::string>(), st))
                    return ok(false, "unknown strategy " + n.dump() + " (classic, mrv, forward, dlx)").dump();
                strategies.push_back(st);
            }
        } else {
            strategies.push_back(Strategy::Classic);
        }
        std::uint64_t cap = in.contains("cap") && in["cap"].is_number_unsigned() ? in["cap"].get<std::uint64_t>() : 0;
        std::string err = start_watch(puzzle, strategies, cap);
        if (!err.empty()) return ok(false, err).dump();
        if (in.contains("speed") && in["speed"].is_number()) watch_.set_speed(in["speed"].get<double>());
        watch_.set_playing(flag("play", false));
        return ok(true).dump();
    }
    if (cmd == "watchControl") {
        if (!watch_.active()) return ok(false, "nothing is being watched: send {cmd:'watch'} first").dump();
        const std::string a = str("action");
        if (a == "play") watch_.set_playing(true);
        else if (a == "pause") watch_.set_playing(false);
        else if (a == "step") watch_.step_forward();
        else if (a == "back") watch_.step_back();
        else if (a == "nextBacktrack") watch_.next_backtrack();
        else if (a == "nextSolution") watch_.next_solution();
        else if (a == "restart") watch_.restart();
        else if (a == "seek" && in.contains("step") && in["step"].is_number_unsigned()) watch_.seek(in["step"].get<std::uint64_t>());
        else if (a == "runToEnd") {
            std::uint64_t max = in.contains("maxSteps") && in["maxSteps"].is_number_unsigned()
                                    ? in["maxSteps"].get<std::uint64_t>() : 100'000'000ull;
            watch_.run_to_end(max);
        } else return ok(false, "unknown action '" + a + "'").dump();
        return ok(true).dump();
    }
    if (cmd == "watchSpeed") {
        if (!in.contains("stepsPerSecond") || !in["stepsPerSecond"].is_number() || in["stepsPerSecond"].get<double>() < 0)
            return ok(false, "stepsPerSecond must be a number >= 0 (0 = as fast as possible)").dump();
        watch_.set_speed(in["stepsPerSecond"].get<double>());
        return ok(true).dump();
    }
    if (cmd == "exportSvg" && !game_.classic()) return ok(false, "the SVG picture is made for the 9x9 classic only").dump();
    if (cmd == "exportSvg") {
        SvgOptions o;
        o.size = std::clamp(num("size", 450), 100, 4000);
        o.dark = flag("dark", prefs_.dark);
        if (flag("hint", true) && hint_.drawing()) o.hint = &*hint_.drawing();
        return json{{"ok", true}, {"svg", export_svg(o)}}.dump();
    }
    if (cmd == "heat") { heat_ = flag("on", !heat_); return ok(true).dump(); }
    return ok(false, "unknown command '" + cmd + "'").dump();
}

}  // namespace sudoku
