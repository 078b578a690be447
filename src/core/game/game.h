// Game model: puzzle, solution, the player's entries and pencil marks, moves, undo/redo,
// checking, mistakes, timer and save/load. No UI types: the UI reads a Game by const& and
// hands it Moves. Selection, cursor and hover are UI state and do not live here.
//
// [SECTION] Board and moves
// [SECTION] Options and results
// [SECTION] Game
#pragma once
#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/geometry.h"
#include "core/grid/grid.h"
#include "core/solve/solver.h"

namespace sudoku {

// Sized for the largest geometry (16x16); a game uses its geometry's first n*n cells.
using CellSet = std::bitset<kMaxCells>;
using CellValues = std::array<std::uint8_t, kMaxCells>;               // 0 = blank
using CellColours = std::array<std::uint8_t, kMaxCells>;
using CandidateColours = std::array<std::array<std::uint8_t, kMaxSize>, kMaxCells>;  // [cell][digit - 1]

// ---------------------------------------------------------------------------------------
// [SECTION] Board and moves
// ---------------------------------------------------------------------------------------

// Corner marks sit in fixed positions (digit d in the d-th slot of a 3x3 mini grid);
// centre marks are a centred list. Both are plain masks per cell (n bits, up to 16).
enum class MarkKind : std::uint8_t { Corner = 0, Centre = 1 };

// Colours a player paints on cells and candidates: 0 none, 1-kColours a palette entry
// (the UI picks the shades; the game keeps only the number).
constexpr int kColours = 9;

// What undo restores: entries, both kinds of marks and colours. Givens live in Game.
struct Board {
    CellValues entries{};              // player's digits; 0 on blanks and on given cells
    std::array<Mask, kMaxCells> corner{};
    std::array<Mask, kMaxCells> centre{};
    CellColours cell_colour{};
    CandidateColours candidate_colour{};  // [cell][digit - 1]

    Mask marks(MarkKind k, int cell) const { return k == MarkKind::Corner ? corner[cell] : centre[cell]; }
    int colour(int cell, int digit) const { return digit ? candidate_colour[cell][digit - 1] : cell_colour[cell]; }
    bool has_colours() const;
    bool operator==(const Board& o) const {
        return entries == o.entries && corner == o.corner && centre == o.centre && cell_colour == o.cell_colour &&
               candidate_colour == o.candidate_colour;
    }
    bool operator!=(const Board& o) const { return !(*this == o); }
};

enum class MoveKind : std::uint8_t {
    SetDigit,        // cells, digit
    Erase,           // cells: removes the entry, or the marks of a cell without entry
    ToggleMark,      // cells, marks, digit: off in all if all have it, else on in all
    SetMarks,        // cells, marks, mask
    AutoCandidates,  // marks: every blank cell gets its true candidates
    ClearAllMarks,   // both kinds, every cell
    ApplyHint,       // placements and eliminations of a logic step
    Restart,         // back to the givens (undoable)
    SetColour,       // cells, digit (0: the cells themselves, else that candidate), colour (0 clears)
    ClearColours,    // every colour of cells and candidates
    MarkSavepoint,   // remembers the board (time_ms: when, in game time); savepoints nest
    BackToSavepoint, // the board of the last savepoint, which is dropped
    SolveSingles,    // full houses, naked and hidden singles, repeated until none is left
};
constexpr int kMoveKinds = 13;

// A move is a small value: the UI builds one with the factories, Game::apply records it.
// Moves never touch given cells; filled cells take no marks.
struct Move {
    MoveKind kind = MoveKind::SetDigit;
    MarkKind marks = MarkKind::Centre;
    std::uint8_t digit = 0;
    std::uint8_t colour = 0;     // SetColour
    Mask mask = 0;
    std::uint64_t time_ms = 0;   // MarkSavepoint: Game::apply sets it to the elapsed time
    // Placing a digit removes it from the peers' marks (both kinds). Game::apply sets this
    // from GameOptions::auto_remove_marks, so a recorded move replays the same way.
    bool clear_peers = true;
    std::vector<std::uint8_t> cells;
    std::vector<CellDigit> placements, eliminations;  // ApplyHint only

    static Move set_digit(int cell, int digit);
    static Move set_digit(const std::vector<int>& cells, int digit);
    static Move erase(int cell);
    static Move erase(const std::vector<int>& cells);
    static Move toggle_mark(MarkKind k, int cell, int digit);
    static Move toggle_mark(MarkKind k, const std::vector<int>& cells, int digit);
    static Move set_marks(MarkKind k, int cell, Mask mask);
    static Move set_marks(MarkKind k, const std::vector<int>& cells, Mask mask);
    static Move auto_candidates(MarkKind k);
    static Move clear_all_marks();
    static Move apply_hint(std::vector<CellDigit> placements, std::vector<CellDigit> eliminations);
    static Move restart();
    static Move set_colour(int cell, int digit, int colour);
    static Move set_colour(const std::vector<int>& cells, int digit, int colour);
    static Move clear_colours();
    static Move mark_savepoint();
    static Move back_to_savepoint();
    static Move solve_singles();

    bool operator==(const Move& o) const;
};

// Empty when the move is well formed (cells 0-80, digits 1-9, mask within 9 bits, ...),
// else what is wrong with it. Without a geometry: the 9x9 classic's.
std::string validate(const Move& m);
std::string validate(const Move& m, const Geometry& g);
// The board after `m` (assumed valid). Pure: Game::apply, redo and load all go through it.
// Savepoint moves need the savepoints too (see Game); here they leave the board alone.
Board next_board(const Board& b, const Grid& givens, const Move& m);
Board next_board(const Board& b, const Geometry& g, const CellValues& givens, const Move& m);
// Any geometry: full houses, naked and hidden singles (cage sums count for killer).
std::vector<CellDigit> fill_singles(const Geometry& g, const Cells& values);
std::string rule_break(const Geometry& g, const Cells& values);
// The full houses, naked and hidden singles of the position (givens and entries), applied
// again and again until none is left, in the order found. Blank cells only.
std::vector<CellDigit> fill_singles(const Grid& values);
// A position that breaks the rules: two equal digits in a house, a blank cell with no
// candidate left, or a digit with no place left in a house. Empty when none.
std::string rule_break(const Grid& values);

// A savepoint: the board when it was marked and the game time then. An immutable list
// shared by the history's entries (each entry holds the stack in effect there).
struct Savepoint {
    Board board;
    std::uint64_t elapsed_ms = 0;
    std::shared_ptr<const Savepoint> below;
    int depth = 1;  // savepoints in the stack down from this one
};
using SavepointStack = std::shared_ptr<const Savepoint>;
constexpr int kMaxSavepoints = 50;

// ---------------------------------------------------------------------------------------
// [SECTION] Options and results
// ---------------------------------------------------------------------------------------

enum class MistakeMode : std::uint8_t {
    Off,       // nothing counted or shown
    Rules,     // a move that puts a digit next to an equal peer counts one mistake
    Solution,  // a move that makes an entry differ from the solution counts one mistake
};

struct GameOptions {
    MistakeMode mistake_mode = MistakeMode::Solution;
    int mistake_limit = 0;            // 0: no limit; else the game is lost on reaching it
    bool auto_remove_marks = true;    // placing a digit clears it from peers' marks
    bool operator==(const GameOptions& o) const {
        return mistake_mode == o.mistake_mode && mistake_limit == o.mistake_limit &&
               auto_remove_marks == o.auto_remove_marks;
    }
};
constexpr int kMaxMistakeLimit = 99;
constexpr std::size_t kMaxLevelName = 32;
constexpr std::size_t kMaxHistory = 1000;  // moves kept for undo; the oldest drop first

// Caller-provided labels for display and sharing.
struct GameInfo {
    std::string level;                  // e.g. "easy"; printable ASCII, at most 32 bytes
    std::optional<std::uint64_t> seed;  // set when the puzzle came from the generator
};

enum class CellCheck : std::uint8_t { Empty, Given, Right, Wrong };

struct MoveResult {
    bool changed = false;    // false: refused or no effect (nothing recorded)
    bool mistake = false;    // this move counted a mistake
    bool completed = false;  // the board is now solved
    std::string error;       // why the move was refused (invalid, paused, game over)
};

struct Contradiction {
    enum class Kind : std::uint8_t { WrongEntry, MarksExcludeSolution } kind = Kind::WrongEntry;
    int cell = 0;
    MarkKind marks = MarkKind::Centre;  // MarksExcludeSolution only
    int size = 9;                       // the grid's n, for the cell's name
    std::string message() const;        // "your r3c4 is wrong", "your centre marks in r5c6 ..."
};

// ---------------------------------------------------------------------------------------
// [SECTION] Game
// ---------------------------------------------------------------------------------------

class Game {
public:
    Game();  // a blank puzzle; use create() or load()

    // Errors: givens conflict, solution does not fit the givens, bad level name.
    static std::string create(Game& out, const Grid& puzzle, const Grid& solution, GameInfo info = {},
                              GameOptions options = {});
    // Solves the puzzle (solve_fast); errors also for no or several solutions.
    static std::string create(Game& out, const Grid& puzzle, GameInfo info = {}, GameOptions options = {});
    // Any geometry: n*n cells each. The solution is checked against every house and cage.
    static std::string create(Game& out, GeometryPtr geometry, const Cells& puzzle, const Cells& solution,
                              GameInfo info = {}, GameOptions options = {});
    // Any geometry, solved here (solve); refuses no or several solutions.
    static std::string create(Game& out, GeometryPtr geometry, const Cells& puzzle, GameInfo info = {},
                              GameOptions options = {});

    // State.
    const Geometry& geometry() const { return *geo_; }
    const GeometryPtr& geometry_ptr() const { return geo_; }
    bool classic() const { return geo_->is_classic9(); }
    int size() const { return geo_->size(); }
    int cell_count() const { return geo_->cells(); }
    // The 9x9 classic's grids (the first 81 cells: meaningful only when classic()).
    Grid givens() const { return to_grid(givens_); }
    Grid solution() const { return to_grid(solution_); }
    Grid values() const;  // givens and entries together
    // Any geometry: n*n cells.
    Cells cell_givens() const { return Cells(givens_.begin(), givens_.begin() + cell_count()); }
    Cells cell_solution() const { return Cells(solution_.begin(), solution_.begin() + cell_count()); }
    Cells cell_values() const;
    int solution_at(int cell) const { return solution_[cell]; }
    const Board& board() const { return history_[pos_].board; }
    int value(int cell) const { return givens_[cell] ? givens_[cell] : board().entries[cell]; }
    bool is_given(int cell) const { return givens_[cell] != 0; }
    Mask marks(MarkKind k, int cell) const { return board().marks(k, cell); }
    const GameInfo& info() const { return info_; }
    // The level once graded (a typed-in puzzle opens before its grade lands); a name as create() takes.
    std::string set_level(const std::string& level);
    const GameOptions& options() const { return options_; }
    void set_options(const GameOptions& o);  // limit clamped to 0-99; past mistakes stay
    int mistakes() const { return mistakes_; }
    int hints_used() const { return hints_; }
    void note_hint() { ++hints_; }  // the UI calls this once per hint asked for
    std::uint64_t elapsed_ms() const { return elapsed_ms_; }
    void add_time(std::uint64_t ms);  // counts only while running()
    bool paused() const { return paused_; }
    void set_paused(bool p) { paused_ = p; }
    bool completed() const;  // every cell filled and equal to the solution
    bool lost() const { return options_.mistake_limit > 0 && mistakes_ >= options_.mistake_limit; }
    bool finished() const { return completed() || lost(); }
    bool running() const { return !paused_ && !finished(); }  // the timer runs

    // Moves and history. Refused while paused or finished.
    MoveResult apply(const Move& m);
    bool undo();
    bool redo();
    bool can_undo() const { return running() && pos_ > 0; }
    bool can_redo() const { return running() && pos_ + 1 < history_.size(); }
    std::size_t history_size() const { return history_.size() - 1; }  // moves recorded
    std::size_t history_position() const { return pos_; }           // moves in effect
    const Move& history_move(std::size_t i) const { return history_[i + 1].move; }
    // Same puzzle from scratch: no entries, marks, history, mistakes, hints or time.
    void start_over();

    // Queries.
    CellSet conflict_cells() const;     // filled cells with a peer holding the same digit
    CellCheck check(int cell) const;
    CellSet wrong_cells() const;        // entries that differ from the solution
    CellSet mistake_cells() const;      // what the mistake mode shows in red
    std::array<int, kMaxSize + 1> remaining() const;  // [d] = n - placed d (not below 0); [0] unused
    CellSet cells_for_digit(int digit) const;
    // What a filter reads as a blank cell's candidates: the player's centre marks when the
    // cell has any, else its positional (corner) marks, else the digits no peer holds. 0 for
    // a filled cell.
    Mask candidates_shown(int cell) const;  // blank cells with no peer holding digit
    // Wrong entries first (reading order), then cells whose marks of a kind are not empty
    // and lack the solution digit.
    std::vector<Contradiction> contradictions() const;
    // Savepoints, the last marked first.
    int savepoint_count() const { return savepoints() ? savepoints()->depth : 0; }
    const SavepointStack& savepoints() const { return history_[pos_].savepoints; }
    // Why solve singles would build on a mistake (entries that differ from the solution),
    // or that there is no single; empty when it can run.
    std::string solve_singles_refusal() const;
    // Colours for a fresh game (a shared link's): only before the first move.
    std::string set_start_colours(const CellColours& cells, const CandidateColours& candidates);

    // Save/load: "SDK2:" + base64url(binary state + CRC-32) for the 9x9 classic, "SDK3:" with
    // the puzzle's JSON line first for any other geometry; "SDK1:" saves (before colours
    // and savepoints) still load. See game_save.cpp.
    std::string save() const;
    // Empty on success (out replaced), else what is wrong; out is untouched on error.
    static std::string load(Game& out, std::string_view text);

private:
    struct Entry {
        Move move;  // the move that led here (unused in the first entry)
        Board board;
        SavepointStack savepoints;  // in effect here; null when none
    };
    // The entry after `m` from `from` (apply, load): an error when the move cannot apply
    // there (no savepoint to go back to, too many savepoints).
    static std::string step(const Entry& from, const Geometry& g, const CellValues& givens, const Move& m, Entry& to);
    static Grid to_grid(const CellValues& v);
    CellValues all_values() const;  // givens and entries
    friend struct GameCodec;

    GeometryPtr geo_;
    CellValues givens_{}, solution_{};
    GameInfo info_;
    GameOptions options_;
    std::vector<Entry> history_;  // [0] is the base state, [pos_] the current one
    std::size_t pos_ = 0;
    int mistakes_ = 0, hints_ = 0;
    std::uint64_t elapsed_ms_ = 0;
    bool paused_ = false;
};

std::string validate_level_name(std::string_view level);  // empty when fine

}  // namespace sudoku
