// [SECTION] JavaScript API: the handlers of the commands about games (new, daily, load,
// pictures, statistics), the settings and the language, and watching a search. The table
// that names them: app_api.cpp.
#include "app.h"

#include <algorithm>

#include "core/grid/killer_text.h"
#include "core/game/share.h"
#include "core/grid/puzzle_json.h"
#include "core/grid/fpuzzles.h"
#include "core/text/text.h"
#include "ui/tools_panel.h"

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

// A JSON line of any variant, or a killer's short or long form (else an 81-digit line).
bool variant_text(const std::string& text) {
    return text.find('{') != std::string::npos || killer_format_of(text) != KillerFormat::None || is_fpuzzles_text(text);
}

}  // namespace

// The game now, and how many autosaves this board has made.
std::string App::api_save() const {
    return json::Writer().begin_object().field("ok", true).field("save", game_.save()).field("revision", save_revision_).end_object().str();
}

std::string App::api_new_game(const ApiArgs& in, bool daily) {
    std::string level = in.str("level");
    auto lv = level.empty() ? std::optional<Level>(Level(panel_.new_level)) : parse_level(level);
    if (!lv) return api_fail("unknown level '" + level + "'");
    std::uint64_t seed = 0;
    if (daily) {
        DailySeed d = daily_seed(in.str("date"));
        if (!d.ok) return api_fail(d.error);
        seed = d.seed;
    } else {
        seed = in.u64("seed").value_or(0);
    }
    // The variant: {variant: '16x16'}; absent, the classic (the panel's list follows the
    // game played, so it is no default for a page's call).
    std::string word = in.str("variant");
    if (word.empty()) word = "9x9";
    auto kind = parse_variant_kind(word);
    if (!kind) return api_fail("unknown variant '" + word + "' (4x4, 6x6, 9x9, 12x12, 16x16, jigsaw, x, killer, anti-knight, anti-king, non-consecutive, kropki, xv, thermo)");
    if (daily && !(kind->variant == Variant::Classic && kind->size == 9 && kind->rules == GameRules::None))
        for (int i = 0; i < ui::kVariantChoices; ++i)  // each variant its own daily puzzle
            if (parse_variant_kind(ui::kVariantWords[i]) == kind) seed = seed * 16 + std::uint64_t(i);
    panel_.new_level = int(*lv);  // the panel's level and variant follow (what New game makes next)
    if (auto ng = in.opt_flag("noGivens")) panel_.new_no_givens = *ng;
    job_.daily = daily;
    const std::uint64_t revision = save_revision_;
    start_new_game(*kind, *lv, seed);
    job_.daily = daily;
    if (in.flag("wait", false) && job_.running()) finish_new_game();
    // A first visit's game (quiet): not saved until the first input, so a browser that
    // refuses storage hears of it only when there is something to lose.
    // Nor is it a change of this board's own for the tabs' sync (web/sudoku.js compares
    // revisions), which would otherwise write it over a stored game at the next call.
    if (in.flag("quiet", false)) {
        outbox_.erase(std::remove_if(outbox_.begin(), outbox_.end(), [](const HostEvent& e) { return e.type == "save"; }), outbox_.end());
        save_revision_ = revision;
    }
    return api_ok();
}

std::string App::api_load(const std::string& puzzle, bool wait) {
    if (variant_text(puzzle)) return api_done(import_text(puzzle, wait));
    ParseResult p = parse_grid(puzzle);
    if (!p.ok) return api_fail(p.error);
    return api_done(open_puzzle(p.grid, GameInfo{"", std::nullopt}, wait));
}

std::string App::api_export_svg(int size, bool dark, bool with_hint) {
    if (!game_.classic()) return api_fail("the SVG picture is made for the 9x9 classic only");
    SvgOptions o;
    o.size = std::clamp(size, 100, 4000);
    o.dark = dark;
    if (with_hint && hint_.drawing()) o.hint = &*hint_.drawing();
    return api_ok_with("svg", export_svg(o));
}

// {cmd:'stats'} reads them as text; with "load" restores a stored copy; {merge: theirs,
// base}: another tab's statistics since the common `base` (text, or empty for none) joined
// with this tab's games; answers the merged text.
std::string App::api_stats(const ApiArgs& in) {
    if (in.has("merge")) {
        Stats base, theirs;
        std::string err = Stats::load(theirs, in.str("merge"));
        if (err.empty() && !in.str("base").empty()) err = Stats::load(base, in.str("base"));
        if (!err.empty()) return api_fail(err);
        stats_ = Stats::merge(base, stats_, theirs);
        return api_ok_with("stats", stats_.save());
    }
    if (!in.has("load")) return api_ok_with("stats", stats_.save());
    std::string err = Stats::load(stats_, in.str("load"));
    if (!err.empty()) {
        toast(text::tr("toast.stats_bad", {{"error", err}}), true);
        stats_.clear();
        save_stats();
    }
    return api_done(err);
}

// "prefs" saves what it sets; "theme" applies stored settings without saving them back.
std::string App::api_prefs(const ApiArgs& in, bool save) {
    prefs_.dark = in.flag("dark", prefs_.dark);
    prefs_.contrast = in.flag("contrast", prefs_.contrast);
    prefs_.digit_first = in.flag("digitFirst", prefs_.digit_first);
    // "centreNotes" since positional marks became the default; a setting saved before
    // ("cornerMarks", false when the player kept the old centre default) keeps its meaning.
    if (in.has("centreNotes")) prefs_.mark_kind = in.flag("centreNotes", false) ? MarkKind::Centre : MarkKind::Corner;
    else if (in.has("cornerMarks")) prefs_.mark_kind = in.flag("cornerMarks", false) ? MarkKind::Corner : MarkKind::Centre;
    prefs_.highlight_peers = in.flag("peers", prefs_.highlight_peers);
    prefs_.overlay = in.flag("overlay", prefs_.overlay);
    prefs_.share_colours = in.flag("shareColours", prefs_.share_colours);
    std::string lang_error;
    if (in.has("lang")) {
        const std::string lang = in.str("lang");
        if (lang.empty() || text::set_language(lang)) prefs_.lang = lang;
        else lang_error = "unknown language '" + lang + "' (" + language_codes() + ")";
    }
    if (save) save_prefs();
    apply_language();
    return api_done(lang_error);
}

// The page's language: {lang:'de'} (data-lang), else the first of {languages:[...]}.
std::string App::api_lang(const std::string& lang, const std::vector<std::string>& tags) {
    std::string error;
    if (!lang.empty() && text::pick_language({lang}) != lang)
        error = "unknown language '" + lang + "' (" + language_codes() + ")";
    std::string picked = error.empty() && !lang.empty() ? lang : text::pick_language(tags);
    page_lang_ = picked.empty() ? "en" : picked;
    apply_language();
    return api_done(error);
}

std::string App::api_mode(const std::string& mode) {
    if (mode != "play" && mode != "watch") return api_fail("mode must be 'play' or 'watch'");
    mode_ = mode == "watch" ? Mode::Watch : Mode::Play;
    if (mode_ == Mode::Play) watch_.set_playing(false);
    return api_ok();
}

std::string App::api_watch(const ApiArgs& in) {
    watch_.offer_game(false);
    std::vector<Strategy> strategies;
    std::string bad;
    if (!in.strategies(strategies, bad)) strategies.push_back(Strategy::Classic);
    if (!bad.empty()) return api_fail(bad);
    const std::uint64_t cap = in.u64("cap").value_or(0);
    std::string err;
    if (in.has("puzzle")) {  // an 81-digit line (the classic), a variant's JSON line, or a killer's short or long form
        const std::string text = in.str("puzzle");
        if (variant_text(text)) {
            PuzzleTextResult p = parse_puzzle_text(text);
            if (!p.ok) return api_fail(p.error);
            if (p.puzzle.geometry->is_classic9()) {
                Grid g;
                std::copy(p.puzzle.givens.begin(), p.puzzle.givens.end(), g.cells.begin());
                err = start_watch(g, strategies, cap);
            } else {
                err = start_variant_watch(p.puzzle.geometry, p.puzzle.givens, strategies, cap);
            }
        } else {
            ParseResult p = parse_grid(text);
            if (!p.ok) return api_fail(p.error);
            err = start_watch(p.grid, strategies, cap);
        }
    } else if (game_.classic()) {
        watch_.set_game_source(game_.givens());
        err = start_watch(game_.givens(), strategies, cap);
    } else {
        err = start_variant_watch(game_.geometry_ptr(), game_.cell_givens(), strategies, cap);
    }
    if (!err.empty()) return api_fail(err);
    if (auto speed = in.number("speed")) watch_.set_speed(*speed);
    watch_.set_playing(in.flag("play", false));
    return api_ok();
}

std::string App::api_show_by_search(const ApiArgs& in) {
    std::vector<Strategy> strategies;
    std::string bad;
    in.strategies(strategies, bad);
    if (!bad.empty()) return api_fail(bad);
    std::string err = show_by_search(strategies);
    if (auto play = in.opt_flag("play"); err.empty() && play) watch_.set_playing(*play);
    return api_done(err);
}

std::string App::api_watch_control(const std::string& action, std::optional<std::uint64_t> step,
                                   std::optional<std::uint64_t> max_steps) {
    if (!watch_.active()) return api_fail("nothing is being watched: send {cmd:'watch'} first");
    if (action == "play") watch_.set_playing(true);
    else if (action == "pause") watch_.set_playing(false);
    else if (action == "step") watch_.step_forward();
    else if (action == "back") watch_.step_back();
    else if (action == "nextBacktrack") watch_.next_backtrack();
    else if (action == "nextSolution") watch_.next_solution();
    else if (action == "restart") watch_.restart();
    else if (action == "seek" && step) watch_.seek(*step);
    else if (action == "runToEnd") watch_.run_to_end(max_steps.value_or(100'000'000ull));
    else return api_fail("unknown action '" + action + "'");
    return api_ok();
}

std::string App::api_watch_speed(std::optional<double> steps_per_second) {
    if (!steps_per_second || *steps_per_second < 0)
        return api_fail("stepsPerSecond must be a number >= 0 (0 = as fast as possible)");
    watch_.set_speed(*steps_per_second);
    return api_ok();
}

}  // namespace sudoku
