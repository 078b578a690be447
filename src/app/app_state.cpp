// [SECTION] JavaScript API: the answer to {cmd:'state'}, assembled from parts each written
// by the object it describes: the game and the statistics (core/game/game_json.h), the hint
// (HintSession), the watched search (WatchSession); here the App's own: the input and the
// page, the tools' modes, and the layout drawn in the last frame. docs/page_api.md.
#include "app.h"
#include "ui/rule_view.h"

#include <algorithm>
#include <type_traits>

#include "core/game/game_json.h"
#include "core/text/text.h"
#include "ui/tools_panel.h"

namespace sudoku {
namespace {

using json::Writer;

void rect_json(Writer& w, const ui::Rect& r) {
    w.begin_object().field("x", r.x).field("y", r.y).field("w", r.w).field("h", r.h).end_object();
}

// A button: its place and its words (without a count or time it may show).
void labelled(Writer& w, const ui::Rect& r, const char* key) {
    w.begin_object().field("x", r.x).field("y", r.y).field("w", r.w).field("h", r.h).field("label", text::tr(key)).end_object();
}

}  // namespace

std::string App::state_json() const {
    Writer w;
    w.begin_object();
    write_game_json(w, game_);
    write_input_json(w);
    w.key("hint");
    hint_.write_json(w, hint_text());
    write_tools_json(w);
    write_stats_json(w, stats_);
    w.key("watch").begin_object().field("heat", heat_);
    watch_.write_json(w);
    w.end_object();
    write_layout_json(w);
    return w.end_object().str();
}

// The selection and entry modes, the settings, the language, and what the page waits on.
void App::write_input_json(Writer& w) const {
    w.field("selected", selected_).field("padDigit", modes_.pad_digit).field("notes", modes_.notes);
    const ui::BoardModel m = board_model();
    w.field("highlightDigit", m.highlight_digit);
    CellSet overlay;
    if (m.highlight_digit && prefs_.overlay) overlay = game_.cells_for_digit(m.highlight_digit);
    w.key("overlayCells");
    write_cell_list(w, overlay);
    w.key("prefs").raw(prefs_json());
    w.field("dark", prefs_.dark).field("lang", text::language()).field("pageLang", page_lang_);
    w.key("languages").begin_array();
    for (const auto& l : text::languages()) w.begin_object().field("code", l.code).field("name", l.name).end_object();
    w.end_array();
    w.field("theme", prefs_.contrast ? "contrast" : prefs_.dark ? "dark" : "light");
    // The puzzle's rules in sentences (the panel's and the mirror's list) and what its
    // f-puzzles import held that is no rule.
    w.key("rules").begin_array();
    for (const std::string& r : ui::rule_sentences(game_.geometry())) w.value(r);
    w.end_array();
    w.key("cosmetic").begin_array();
    if (cosmetic_for_ == game_.geometry_ptr().get())
        for (const std::string& c : cosmetic_) w.value(c);
    w.end_array();
    w.field("reducedMotion", reduced_motion_);
    w.field("version", version_);  // counts the "changed" events (what the mirror shows changed)
    w.field("newBest", new_best_);
    w.field("generating", job_.running()).field("progress", job_.progress());
    // A typed-in puzzle in the engine (app_import.cpp): its check, its grade, why it was refused.
    w.field("checking", check_request_ != 0).field("grading", grade_request_ != 0).field("importError", import_error_);
    w.field("message", toast_.text()).field("frames", frames_).field("mode", mode_ == Mode::Watch ? "watch" : "play");
}

// The tools' modes: colouring, the filter, and the way back a broken guess offers.
void App::write_tools_json(Writer& w) const {
    w.key("offer");
    if (offer_.empty()) w.null();
    else w.value(offer_);
    w.field("colouring", modes_.colouring);
    w.key("colourTarget").begin_object().field("cell", selected_).field("digit", modes_.colour_digit).end_object();
    w.key("filter").begin_object().field("digit", modes_.filter_digit).field("pairs", modes_.filter_pairs).field("mode", modes_.filter_mode);
    w.key("cells");
    write_cell_list(w, modes_.filter_cells(game_));
    w.end_object();
}

// Where the last frame drew the pad, the hint card's, tools' and core buttons, the sheet,
// the result card, the loupe and the board (w 0: not shown).
void App::write_layout_json(Writer& w) const {
    w.key("pad").begin_array();
    for (int d = 1; d <= (modes_.colouring ? 9 : game_.size()); ++d)
        w.begin_object().field("digit", d).field("x", pad_rects_[d].x).field("y", pad_rects_[d].y)
            .field("w", pad_rects_[d].w).field("h", pad_rects_[d].h).end_object();
    w.end_array();
    w.key("hintButtons").begin_object();
    for (std::size_t i = 0; i < hint_rects_.size(); ++i) {
        static const char* const names[] = {"more", "apply", "close"};
        w.key(names[i]);
        rect_json(w, hint_rects_[i]);
    }
    w.end_object();
    static const char* const tool_words[] = {"tools.colour", "tools.filter", "tools.pairs", "tools.savepoint", "tools.back",
                                             "tools.singles", "tools.go_back", "tools.keep_playing", "tools.clear_colours",
                                             "panel.redo", "panel.save_picture", "panel.show_by_search"};
    static_assert(sizeof tool_words / sizeof tool_words[0] == std::tuple_size_v<decltype(tool_rects_)>, "a word per tool");
    w.key("tools").begin_object();
    for (std::size_t i = 0; i < tool_rects_.size(); ++i) {
        w.key(ui::kToolNames[i]);
        labelled(w, tool_rects_[i], tool_words[i]);
    }
    w.end_object();
    w.key("coreTools").begin_object();  // Undo, Erase, Notes, Hint and the Tools drawer's button
    static const char* const core_words[] = {"panel.undo", "panel.erase", "panel.notes", "panel.hint", "panel.tools"};
    for (std::size_t i = 0; i < core_rects_.size(); ++i) {
        w.key(ui::kCoreToolNames[i]);
        labelled(w, core_rects_[i], i == 2 && modes_.notes ? "panel.notes_on" : core_words[i]);
    }
    w.end_object();
    w.field("toolsOpen", tools_open_);
    // The new-game sheet: its tiles by name, with their labels (the screen-reader mirror
    // shows them as buttons) and places; focus is the keyboard's tile.
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
    // The result card (shown: false when closed or no game is finished).
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
}

std::string App::prefs_json() const {
    Writer w;
    return w.begin_object().field("dark", prefs_.dark).field("contrast", prefs_.contrast)
        .field("digitFirst", prefs_.digit_first).field("centreNotes", prefs_.mark_kind == MarkKind::Centre)
        .field("peers", prefs_.highlight_peers).field("overlay", prefs_.overlay)
        .field("shareColours", prefs_.share_colours).field("lang", prefs_.lang).end_object().str();
}

}  // namespace sudoku
