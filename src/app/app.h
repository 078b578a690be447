// App: owns the game and wires its parts: the new game being made (NewGameJob), what the
// pad and keys do (InputModes), the toast (Toast), the hint (HintSession), the watched
// search and its puzzles (WatchSession). Each frame it hands the views of src/ui the data
// they draw and acts on what they report; it answers the page's JavaScript API. No ImGui
// here (src/ui: the views, ui/screen.h, ui/keys.h), nor SDL, GL or Emscripten (src/platform).
//
// [SECTION] Lifecycle and frame      app.cpp
// [SECTION] Play input and moves     app_play.cpp
// [SECTION] Tools                    app_tools.cpp
// [SECTION] New games and links      app_games.cpp, app_engine.cpp (the engine's work: new games, hints)
// [SECTION] Watch mode               app_watch.cpp
// [SECTION] JavaScript API           app_api.cpp (the command table), app_api_play.cpp,
//                                    app_api_games.cpp (its handlers), app_state.cpp
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api_args.h"
#include "core/game/board_svg.h"
#include "core/game/game.h"
#include "core/generate/generator.h"
#include "core/logic/grade_any.h"
#include "core/game/hint_session.h"
#include "core/game/stats.h"
#include "engine_link.h"
#include "host.h"
#include "input_modes.h"
#include "new_game_job.h"
#include "toast.h"
#include "ui/board_view.h"
#include "ui/layout.h"
#include "ui/new_game_sheet.h"
#include "ui/play_panel.h"
#include "ui/watch_view.h"
#include "watch_session.h"

namespace sudoku {

// The new-game chooser's index of a geometry (ui::kVariantWords); the share fragment of a
// variant's game. See app_variants.cpp.
int variant_index(const Geometry& g);
std::string variant_share_fragment(const Game& game);

class App {
public:
    App();
    // Advances timers and background jobs by dt seconds; true when a frame is needed.
    bool tick(double dt);
    // Builds the ImGui frame for a window of w x h CSS pixels.
    void frame(float w, float h);
    // One call of the page's JavaScript API: a JSON command in, a JSON answer out.
    std::string command(std::string_view json);
    // The last command only read (the state, an export): nothing new to draw.
    bool last_command_reads() const { return last_command_reads_; }
    bool dark() const { return prefs_.dark; }
    ui::Theme theme() const { return prefs_.theme(); }
    std::vector<HostEvent> take_host_events() { return std::move(outbox_); }
    // Where long work goes (in process until a platform hands another link: the page's worker).
    void set_engine(std::unique_ptr<EngineLink> link) { engine_ = std::move(link); }

private:
    // Play
    MoveResult apply(const Move& m);
    void enter_digit(int digit, bool mark = false);  // mark: a note whatever the notes mode
    void erase_selected();
    void undo();
    void redo();
    void click_cell(int cell);
    void handle_keys();
    void handle_panel(const ui::PanelActions& a);
    void ask_hint();
    void apply_hint();
    std::string why_wrong();  // explains the wrong entry the hint reports; an error or empty
    ui::BoardModel board_model() const;
    ui::PanelView panel_view() const;
    // Tools: colours, filters, savepoints, solve singles. Errors as text (empty: done).
    std::string paint(int colour);             // the selected cell or its chosen candidate
    std::string mark_savepoint();
    std::string back_to_savepoint();
    std::string solve_singles(int* placed = nullptr);
    void update_offer();                        // after every change of the board
    void press_board(float x, float y);         // a press on the board (mouse or touch)
    void hold_board();                          // the press is held: a long press
    std::string share_link() const;
    // Games and links
    // A new game of `kind` (every geometry, the 9x9 classic too): made by one PuzzleJob from
    // the next frame on, so the panel shows it is working first.
    void start_new_game(const VariantKind& kind, Level level, std::uint64_t seed);
    // Opens the game the engine made (none: waits for it here).
    void finish_new_game(std::optional<NewGameJob::Made> made = std::nullopt);
    void cancel_new_game();
    std::string open_variant(GeometryPtr geometry, const Cells& givens, const Cells& solution, GameInfo info);
    void clear_hints();       // closes the hint (one session for every geometry)
    // Checks uniqueness, then grades (wait: now; else in the engine, the level "grading…" meanwhile).
    std::string open_puzzle(const Grid& puzzle, GameInfo info, bool wait = true);
    std::string open_puzzle_solved(const Grid& puzzle, const Grid& solution, GameInfo info);
    std::string open_fragment(std::string_view fragment, bool wait = true);
    std::string import_text(std::string_view text, bool wait = true);
    // A typed-in, pasted or linked puzzle checked by the engine (app_import.cpp): a variant's
    // one solution first (the game opens then), any puzzle's grade after (its level reads
    // "grading…" until then). wait: both now, here (the page API's default); else their
    // answers are polled each frame, and a newer puzzle, game or restore drops them.
    std::string check_variant(PuzzleText puzzle, std::vector<std::string> cosmetic, bool wait);
    std::string finish_check(const std::string& answer, bool wait);
    void start_grade(bool wait);
    void finish_grade(const std::string& answer);
    void think_import(double dt);
    void cancel_import();
    void refuse_import(const std::string& error);  // an answer found it unplayable: said in a toast
    struct Checking {
        PuzzleText puzzle;
        std::vector<std::string> cosmetic;
        bool link = false;  // from a link (its refusal says so)
    } checking_;
    bool opening_link_ = false;  // open_fragment is opening a link's puzzle
    int check_request_ = 0, grade_request_ = 0;  // sent to engine_ (0: none)
    std::string import_error_;  // why the last puzzle checked in the engine was refused
    std::string restore(std::string_view save);
    void autosave();
    void save_prefs();
    // Sets the language in use: the player's choice (prefs_.lang), else the page's; says
    // so to the page (host event "lang") when it changes.
    void apply_language();
    void record_result(bool won);   // the game just ended: statistics
    void record_abandon();          // an unfinished game is being replaced
    void save_stats();
    void toast(std::string text, bool error = false);
    // Watch
    void frame_watch(const ui::ScreenLayout& layout);
    void handle_watch(const ui::WatchActions& a);
    std::string start_watch(const Grid& puzzle, const std::vector<Strategy>& strategies, std::uint64_t cap);
    std::string start_variant_watch(const GeometryPtr& geometry, const Cells& puzzle, std::vector<Strategy> strategies,
                                    std::uint64_t cap);
    // "Show me by search": watch the search finish the current position (the player's
    // entries as givens); the game is kept for the way back. An error or empty.
    std::string show_by_search(std::vector<Strategy> strategies);
    void load_watch_sources();
    bool watch_built_ins_ = false;  // the built-in puzzles to watch are offered (load_watch_sources)
    ui::WatchView watch_view() const;
    // API: the command table (docs/page_api.md) and the handlers longer than its line
    static const std::vector<ApiCommand>& api_commands();
    std::string api_save() const;
    std::string api_new_game(const ApiArgs& in, bool daily);
    std::string api_load(const std::string& puzzle, bool wait);
    std::string api_export_svg(int size, bool dark, bool with_hint);
    std::string api_stats(const ApiArgs& in);
    std::string api_select(int cell);
    std::string api_click(int cell);
    std::string api_enter(int digit, bool note, bool pad);
    std::string api_options(const ApiArgs& in);
    std::string api_action(const std::string& name);
    std::string api_result(const std::string& choice, const std::optional<std::string>& level);
    std::string api_sheet(const std::optional<std::string>& tile, bool wait, bool open);
    std::string api_colour(int cell, int digit, int colour);
    std::string api_filter(int digit, bool pairs);
    std::string api_solve_singles();
    std::string api_prefs(const ApiArgs& in, bool save);
    std::string api_lang(const std::string& lang, const std::vector<std::string>& tags);
    std::string api_mode(const std::string& mode);
    std::string api_watch(const ApiArgs& in);
    std::string api_show_by_search(const ApiArgs& in);
    std::string api_watch_control(const std::string& action, std::optional<std::uint64_t> step,
                                  std::optional<std::uint64_t> max_steps);
    std::string api_watch_speed(std::optional<double> steps_per_second);
    // The state (app_state.cpp): the game's, hint's and watch's parts come from their own
    // objects; these are the App's.
    std::string state_json() const;
    void write_input_json(json::Writer& w) const;
    void write_tools_json(json::Writer& w) const;
    void write_layout_json(json::Writer& w) const;
    std::string prefs_json() const;  // the settings as JSON, as the page stores them
    std::uint64_t signature() const;  // changes when anything the page's mirror shows changes
    std::string export_svg(const SvgOptions& o) const;
    std::string export_puzzle_text() const;  // the 81 cells, or a variant's JSON line
    std::string export_fpuzzles_link() const;  // the puzzle as an f-puzzles link (any geometry)

    enum class Mode { Play, Watch } mode_ = Mode::Play;
    Game game_;
    WatchSession watch_;
    ui::WatchPanelState watch_panel_;
    bool heat_ = false;
    HintSession hint_;
    Stats stats_;
    bool new_best_ = false;  // the game just won set its level's best time
    // The result card: closed by x, Esc, a tap outside or "See the grid" (opens again with
    // the next finished game); when it first showed (for the celebration); where its parts are.
    bool result_closed_ = false, result_open_ = false;
    double result_since_ = -1;
    ui::ResultAction result_drawn_;
    void result_choice(const ui::ResultAction& r);
    // The new-game sheet: open it (the keyboard on the tile of the game being played), start
    // a tile's game, and its keys (arrows, Enter, Esc) while it is open.
    void open_sheet();
    void sheet_tile(int tile);
    int current_tile() const;
    void sheet_keys();
    ui::SheetAction sheet_drawn_;
    // The Tools drawer by keyboard: T opens it with the keyboard on its first button; the
    // arrows move, Enter presses, Esc closes. -1: the keyboard is on the board.
    int tool_focus_ = -1;
    void tools_keys();
    void press_tool(int tool);
    // The variant and level lists show the game being played (a share link's killer too).
    void sync_chooser();
    // The clock starts at the first input: a move or a hint (a restored game has started).
    bool clock_started() const { return game_.history_size() > 0 || game_.hints_used() > 0 || game_.elapsed_ms() > 0; }
    // Long work goes to the engine (engine_link.h): a new game being made, a hint's search.
    std::unique_ptr<EngineLink> engine_ = std::make_unique<InProcessLink>();
    NewGameJob job_;                     // a new game being made (the classic's in slices here)
    int hint_request_ = 0;               // a hint's search sent to engine_ (0: none)
    CandidateGrid hint_sent_;            // the position it was sent for
    int hint_presses_ = 0;               // presses of Hint while it thinks: shown when the step comes
    void think_hint(double dt);          // a Thinking hint, a slice here or a poll of the engine
    void think_slice(double dt);
    std::string hint_text() const;       // the hint's sentence ("loading the hint engine…" while it loads)

    ui::Prefs prefs_;
    std::string page_lang_ = "en";  // from the browser's languages or data-lang ({cmd:'lang'})
    std::string lang_applied_;      // the language last set, to notice a change
    bool languages_asked_ = false;  // the page was asked to fetch every language's table
    ui::PanelState panel_;
    int selected_ = -1;
    InputModes modes_;         // what the pad and digit keys do: digits, notes, colours, the filter
    std::string offer_;        // a guess broke the rules: why (offering the way back)
    std::string offer_kept_;   // the break the player chose to keep playing with
    bool held_ = false;        // the current press on the board has counted as a long press
    bool visible_ = true;      // the tab is visible (the timer runs only then)
    int style_applied_ = -1;  // ui::Theme the ImGui style was built for (-1: none yet)
    Toast toast_;
    // What an imported f-puzzles puzzle held that is no rule ("text (3)"), for the geometry
    // it came with: listed beside the rules while that puzzle is played.
    std::vector<std::string> cosmetic_;
    const Geometry* cosmetic_for_ = nullptr;
    double shown_second_ = -1; // last timer second drawn
    int redraw_ = 2;
    static constexpr double kBusyFrameInterval = 0.12;  // s between frames of a progress
    double busy_since_drawn_ = 0;  // s since a progress was drawn (work on its way)
    bool last_command_reads_ = false;
    std::uint64_t frames_ = 0;  // frames drawn, for the page API (tests wait on it)
    std::uint64_t signature_ = 0;  // of what the mirror shows, last time it was looked at
    std::uint64_t version_ = 0;    // counts changes of signature_ (a "changed" event each)
    bool reduced_motion_ = false;  // the page's prefers-reduced-motion: nothing animates
    ui::BoardGeometry geo_;
    ui::Loupe loupe_;  // a phone's magnified row of a 12x12 or 16x16 board (press_board hits it first)
    std::array<ui::Rect, kMaxSize + 1> pad_rects_{};
    std::array<ui::Rect, 12> tool_rects_{};
    std::array<ui::Rect, 5> core_rects_{};
    bool tools_open_ = false;
    std::array<ui::Rect, 3> hint_rects_{};
    std::vector<HostEvent> outbox_;
    std::uint64_t save_revision_ = 0;  // autosaves so far: the page tells its own changes from others'
};

}  // namespace sudoku
