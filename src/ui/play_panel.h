// The play panel: status, toolbar, number pad, hint card, game and settings sections.
// A plain function of what to show; it returns what the player asked for.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/game/stats.h"
#include "layout.h"
#include "theme.h"

namespace sudoku::ui {

// Player preferences kept across games (saved by the page).
struct Prefs {
    bool dark = false;
    bool contrast = false;          // the high-contrast theme, light or dark as `dark` says
    bool digit_first = false;       // pick a digit on the pad, then tap cells
    MarkKind mark_kind = MarkKind::Corner;  // 3x3 positional marks; "Centre notes" in the settings
    bool highlight_peers = true;
    bool overlay = false;           // show where the selected digit may go
    bool share_colours = false;     // Copy link takes the colours along
    std::string lang;               // the player's language ("de"), or "" to follow the page
    Theme theme() const { return contrast ? (dark ? Theme::Contrast : Theme::ContrastLight) : dark ? Theme::Dark : Theme::Light; }
};

// Panel state that is neither game nor preference (open sections, chosen level).
// The new-game chooser's variants, in its order: the words of `sudoku generate --variant`.
constexpr int kVariantChoices = 14;
extern const char* const kVariantWords[kVariantChoices];  // "9x9", "4x4", ..., "killer", "anti-knight" ... "thermo"

struct PanelState {
    int new_level = 0;
    int new_variant = 0;   // index in kVariantWords
    bool new_no_givens = false;  // killer: cages alone, no givens
    int open_section = 1;  // one section open at a time: 0 none, 1 game, 2 settings, 3 stats, 4 keys
    bool reveal = false;   // a section just opened: scroll it into view
    bool sheet = false;    // the new-game sheet is open (New game, Another level)
    int sheet_focus = -1;  // the sheet's tile the keyboard is on (-1: none)
    bool sheet_keyed = false;  // the keyboard moved in the sheet: its ring shows (not for a finger)
    int tools = -1;        // the Tools drawer: -1 as the layout likes (open beside the board,
                           // closed on a phone), 0 closed, 1 open
};

struct PanelView {
    std::string page_lang;  // the language the page asks for (shown as "Automatic (...)")
    std::string level;
    std::uint64_t elapsed_ms = 0;
    int mistakes = 0;
    int hints_used = 0;
    bool paused = false, completed = false, lost = false;
    std::array<int, 17> remaining{};  // [d] left to place, d up to size
    int size = 9;                     // digits on the pad
    int variant = 0;                  // index in kVariantWords of the game being played
    int pad_digit = 0;
    bool notes = false;
    bool can_undo = false, can_redo = false;
    std::string hint_title;  // the technique's name with its variant, bold above the text
    std::string hint_text;
    bool hint_open = false, hint_can_more = false, hint_can_apply = false;
    bool hint_can_why = false;  // "Why is this wrong?" for a wrong entry
    bool generating = false;
    float progress = 0;
    std::string toast;
    bool toast_error = false;
    GameOptions options;
    bool portrait = false;
    bool dark = false;
    Stats stats;
    std::uint64_t best_ms = 0;  // the best win at this game's level (0: none)
    std::uint64_t average_ms = 0;  // the average win at this game's level (0: none)
    int streak = 0;             // wins in a row at this game's level
    bool new_best = false;      // this game set it
    // Tools (tools_panel.cpp)
    bool colouring = false;     // the pad paints: its keys are colours 1-9
    bool filter_mode = false;   // the pad picks the filter's digit
    int filter_digit = 0;       // 0: no digit filter
    bool filter_pairs = false;  // cells with two candidates
    int target_colour = 0;      // the colour of what a colour goes to (the cell or candidate)
    int savepoints = 0;
    std::uint64_t savepoint_ms = 0;  // game time when the last one was marked
    std::string offer;          // a broken rule: offer to go back to the last savepoint
    int tool_focus = -1;        // the drawer's button the keyboard is on (kToolNames index, -1: none)
    // A puzzle with constraints: its rules in sentences (one a kind), then what an imported
    // f-puzzles puzzle held that is no rule ("text (3)"), shown under the hint card.
    std::vector<std::string> rules;
    std::string cosmetic;
};

struct PanelActions {
    int pad = 0;  // digit pressed on the pad
    bool erase = false, undo = false, redo = false, toggle_notes = false;
    bool hint = false, hint_apply = false, hint_close = false, hint_why = false;
    bool show_by_search = false;  // watch the search finish the current position
    bool pause = false, restart = false, new_game = false, daily = false;
    bool import_puzzle = false, copy_link = false, export_puzzle = false;
    bool copy_fpuzzles = false;  // the puzzle as an f-puzzles link, to the clipboard
    bool auto_candidates = false, clear_marks = false, cancel_generating = false, watch = false;
    bool save_picture = false, reset_stats = false, toggle_tools = false;
    bool open_sheet = false;  // New game: the sheet of level and variant tiles
    bool options_changed = false, prefs_changed = false;
    bool languages_shown = false;  // the language list is open: a choice may come
    bool toggle_colouring = false, toggle_filter = false, toggle_pairs = false, clear_colours = false;
    bool mark_savepoint = false, back_to_savepoint = false, solve_singles = false, keep_playing = false;
    GameOptions options;
    std::array<Rect, 17> pad_rects{};  // where each pad digit was drawn (CSS px), for the page API
    std::array<Rect, 12> tool_rects{};  // the tools' buttons (kToolNames order), for the page API
    std::array<Rect, 3> hint_rects{};  // the hint card's More, Apply and Close (w 0: not shown)
    std::array<Rect, 5> core_rects{};  // Undo, Erase, Notes, Hint and the Tools drawer's button
    bool tools_open = false;           // the drawer was drawn open
};

// The core tools' names in PanelActions::core_rects order, as the page API reports them.
inline const char* const kCoreToolNames[5] = {"undo", "erase", "notes", "hint", "tools"};

const char* const* level_labels();  // "Easy", "Medium", ... (kLevels of them, current language)
const char* const* variant_labels();  // "Classic 9x9", "Mini 4x4", ... (kVariantWords' order, current language)
std::string variant_label(const std::string& word);  // "killer" -> "Killer" (the word when unknown)
// A game's level as shown: "Easy" for "easy", "Your puzzle" for none, else the name itself.
std::string level_title(const std::string& level);
std::string format_time(std::uint64_t ms);  // "4:05", "1:02:03"

PanelActions draw_play_panel(const Rect& r, const PanelView& v, PanelState& st, Prefs& prefs);
// The card shown over the board when a game is won or lost: opaque, closed by its x, by
// Esc and by a tap outside it (the caller keeps such a tap from the board).
struct ResultAction {
    bool close = false;    // x (or "See the grid")
    bool same = false;     // a new game at the same level (and variant)
    bool another = false;  // "Another level": the new-game sheet
    int level = -1;        // a new game at this level (the page API's "another" with a level)
    std::array<Rect, 4> rects{};  // the card, x, "Same level again", "Another level"
    Rect see;              // "See the grid"
};
// `since` is the seconds since the card first showed (the celebration plays in the first
// 1.2 s, and not at all with `still`, the page's prefers-reduced-motion).
ResultAction draw_result_card(const Rect& board, const PanelView& v, PanelState& st, float since, bool still);

}  // namespace sudoku::ui
