// [SECTION] JavaScript API: one JSON command in, one JSON answer out. The command table
// (docs/page_api.md): each command's name, its arguments read by type, and the call that
// answers it; the handlers longer than a line are in app_api_play.cpp and app_api_games.cpp.
#include "app.h"

#include "core/text/json.h"

namespace sudoku {

std::string api_ok() { return json::Writer().begin_object().field("ok", true).end_object().str(); }
std::string api_fail(const std::string& error) {
    return json::Writer().begin_object().field("ok", false).field("error", error).end_object().str();
}
std::string api_done(const std::string& error) { return error.empty() ? api_ok() : api_fail(error); }

std::vector<std::string> ApiArgs::strings(const char* k) const {
    std::vector<std::string> out;
    if (const json::Value* list = find(k); list && list->is_array())
        for (const auto& t : list->items)
            if (t.is_string()) out.push_back(t.string);
    return out;
}

bool ApiArgs::strategies(std::vector<Strategy>& out, std::string& error) const {
    const json::Value* list = find("strategies");
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
}

// One line a command: {"cmd": name, ...arguments}.
const std::vector<ApiCommand>& App::api_commands() {
    using A = const ApiArgs&;
    static const std::vector<ApiCommand> table = {
        // The state, games, links and saves
        {"state", [](App& a, A) { return a.state_json(); }, true},
        {"save", [](App& a, A) { return a.api_save(); }},
        {"newGame", [](App& a, A in) { return a.api_new_game(in, false); }},
        {"daily", [](App& a, A in) { return a.api_new_game(in, true); }},
        {"load", [](App& a, A in) { return a.api_load(in.str("puzzle"), in.flag("wait", true)); }},
        {"import", [](App& a, A in) { return api_done(a.import_text(in.str("text"), in.flag("wait", true))); }},
        {"fragment", [](App& a, A in) { return api_done(a.open_fragment(in.str("text"), in.flag("wait", true))); }},
        {"restore", [](App& a, A in) { return api_done(a.restore(in.str("save"))); }},
        {"exportPuzzle", [](App& a, A) { return api_ok_with("text", a.export_puzzle_text()); }, true},
        {"exportFpuzzles", [](App& a, A) { return api_ok_with("link", a.export_fpuzzles_link()); }, true},
        {"exportSvg", [](App& a, A in) { return a.api_export_svg(in.num("size", 450), in.flag("dark", a.prefs_.dark), in.flag("hint", true)); }, true},
        {"shareLink", [](App& a, A) { return api_ok_with("link", a.share_link()); }, true},
        {"stats", [](App& a, A in) { return a.api_stats(in); }},
        {"clearStats", [](App& a, A) { a.stats_.clear(); a.save_stats(); return api_ok(); }},
        // Play
        {"select", [](App& a, A in) { return a.api_select(in.num("cell", -2)); }},
        {"click", [](App& a, A in) { return a.api_click(in.num("cell", -1)); }},
        {"enter", [](App& a, A in) { return a.api_enter(in.num("digit", -1), in.flag("note", false), false); }},
        {"pad", [](App& a, A in) { return a.api_enter(in.num("digit", -1), false, true); }},
        {"erase", [](App& a, A) { a.erase_selected(); return api_ok(); }},
        {"undo", [](App& a, A) { a.undo(); return api_ok(); }},
        {"redo", [](App& a, A) { a.redo(); return api_ok(); }},
        {"notes", [](App& a, A in) { a.modes_.notes = in.flag("on", !a.modes_.notes); return api_ok(); }},
        {"autoCandidates", [](App& a, A) { a.apply(Move::auto_candidates(a.prefs_.mark_kind)); return api_ok(); }},
        {"clearMarks", [](App& a, A) { a.apply(Move::clear_all_marks()); return api_ok(); }},
        {"restart", [](App& a, A) { a.apply(Move::restart()); a.hint_.clear(); return api_ok(); }},
        {"pause", [](App& a, A in) { if (!a.game_.finished()) a.game_.set_paused(in.flag("on", !a.game_.paused())); return api_ok(); }},
        {"options", [](App& a, A in) { return a.api_options(in); }},
        {"action", [](App& a, A in) { return a.api_action(in.str("name")); }},
        {"result", [](App& a, A in) { return a.api_result(in.str("choice"), in.opt_str("level")); }},
        {"sheet", [](App& a, A in) { return a.api_sheet(in.opt_str("tile"), in.flag("wait", false), in.flag("open", true)); }},
        // Hints
        {"hint", [](App& a, A) { a.ask_hint(); return api_ok(); }},
        {"hintApply", [](App& a, A) { a.apply_hint(); return api_ok(); }},
        {"hintClose", [](App& a, A) { a.hint_.clear(); return api_ok(); }},
        {"whyWrong", [](App& a, A) { return api_done(a.why_wrong()); }},
        // Tools
        {"colour", [](App& a, A in) { return a.api_colour(in.num("cell", -1), in.num("digit", 0), in.num("colour", -1)); }},
        {"clearColours", [](App& a, A) { return api_done(a.apply(Move::clear_colours()).error); }},
        {"colourMode", [](App& a, A in) { a.modes_.set_colouring(in.flag("on", !a.modes_.colouring)); return api_ok(); }},
        {"filter", [](App& a, A in) { return a.api_filter(in.num("digit", a.modes_.filter_digit), in.flag("pairs", a.modes_.filter_pairs)); }},
        {"savepoint", [](App& a, A) { return api_done(a.mark_savepoint()); }},
        {"backToSavepoint", [](App& a, A) { return api_done(a.back_to_savepoint()); }},
        {"solveSingles", [](App& a, A) { return a.api_solve_singles(); }},
        // The page and the settings
        {"visibility", [](App& a, A in) { a.visible_ = in.flag("visible", true); return api_ok(); }},
        {"motion", [](App& a, A in) { a.reduced_motion_ = in.flag("reduce", a.reduced_motion_); return api_ok(); }},
        {"prefs", [](App& a, A in) { return a.api_prefs(in, true); }},
        {"theme", [](App& a, A in) { return a.api_prefs(in, false); }},
        {"lang", [](App& a, A in) { return a.api_lang(in.str("lang"), in.strings("languages")); }},
        {"mode", [](App& a, A in) { return a.api_mode(in.str("mode")); }},
        // Watching a search
        {"watch", [](App& a, A in) { return a.api_watch(in); }},
        {"showBySearch", [](App& a, A in) { return a.api_show_by_search(in); }},
        {"watchControl", [](App& a, A in) { return a.api_watch_control(in.str("action"), in.u64("step"), in.u64("maxSteps")); }},
        {"watchSpeed", [](App& a, A in) { return a.api_watch_speed(in.number("stepsPerSecond")); }},
        {"heat", [](App& a, A in) { a.heat_ = in.flag("on", !a.heat_); return api_ok(); }},
    };
    return table;
}

std::string App::command(std::string_view text) {
    const json::Parsed parsed = json::parse(text);
    const json::Value* cmd = parsed.value.find("cmd");
    last_command_reads_ = false;
    if (!parsed.ok || !cmd || !cmd->is_string()) return api_fail("expected a JSON object with a \"cmd\" string");
    std::string names;
    for (const ApiCommand& c : api_commands()) {
        if (cmd->string == c.name) {
            last_command_reads_ = c.reads;
            if (!c.reads) redraw_ = 2;
            return c.run(*this, ApiArgs(parsed.value));
        }
        names += (names.empty() ? "" : ", ") + std::string(c.name);
    }
    return api_fail("unknown command '" + cmd->string + "' (" + names + ")");
}

}  // namespace sudoku
