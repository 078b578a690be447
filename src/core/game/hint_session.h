// The hint a player asks for, on any geometry (the classic, 4x4 to 16x16, jigsaw, X,
// killer), revealed in stages: first where to look, then the technique's name, then the
// pattern on the board, then applying it. Contradictions between the player's entries/marks
// and the solution are reported before any technique (stage Check). docs/hints.md.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/logic/hint_drawing.h"
#include "core/logic/logic.h"

namespace sudoku {

// Thinking: a long search (forcing chains) is under way, a slice per frame (work()).
// Check: a wrong entry or wrong marks reported (then Pattern once "Why is this wrong?" ran).
enum class HintStage { None, House, Technique, Pattern, Thinking, Check };
const char* hint_stage_name(HintStage s);  // "none", "house", "technique", "pattern", "thinking", "check"

class HintSession {
public:
    // Starts a hint for the game's current board (stage House), or advances one stage.
    // Returns false when there is nothing to show (solved, or no technique applies).
    // A search that takes long goes on in work(); the stage is Thinking until it ends.
    // first_slice_us: how long the first try runs here before the stage is Thinking (a
    // caller that hands Thinking searches to another thread gives little; below 0: none, the
    // whole search runs elsewhere).
    bool advance(const Game& game, std::int64_t first_slice_us = 40'000);
    // Goes on with a Thinking search for about budget_us; true when it ended (the stage is
    // then House, or None when no step was found: see failed()).
    bool work(std::int64_t budget_us);
    bool failed() const { return failed_; }
    // The position a search runs on: a caller may run it elsewhere (src/engine) and end the
    // Thinking stage with finish(), as work() would have.
    const CandidateGrid& grid() const { return grid_; }
    void finish(std::optional<Step> step);
    void clear() { *this = HintSession(); }
    HintStage stage() const { return stage_; }
    // Another press of Hint shows more (House, Technique, or a search still under way).
    bool more() const { return stage_ == HintStage::House || stage_ == HintStage::Technique || stage_ == HintStage::Thinking; }
    const std::optional<Step>& step() const { return step_; }
    const std::optional<Contradiction>& contradiction() const { return contradiction_; }
    // The sentence for the current stage.
    std::string text() const;
    // The technique's name with its variant ("Unique rectangle (type 2)") from the
    // Technique stage on; "Check your entries" at the Check stage; empty before, and for a
    // wrong entry explained without a chain.
    std::string title() const;
    // What the board draws from the Pattern stage on: every candidate of the blank cells,
    // the step's marks and links; nothing before (or for a contradiction without a chain).
    const std::optional<HintDrawing>& drawing() const { return drawing_; }
    // "Why is this wrong?" is offered: the hint reports a wrong entry not yet explained.
    bool can_explain_wrong() const;
    // Explains the wrong entry the hint reports with the shortest chain from it to a
    // contradiction (drawn like a hint), or, when no chain is found, says plainly that it
    // differs from the solution. False when there is no wrong entry to explain.
    bool explain_wrong(const Game& game);
    // The wrong entry being explained, once explain_wrong() ran.
    const std::optional<Candidate>& wrong_entry() const { return wrong_; }
    // Cells to highlight at this stage (the house, then the pattern's cells).
    std::vector<int> highlight_cells() const;
    // Cells the step places into or eliminates from (shown from the Pattern stage).
    std::vector<int> focus_cells() const;
    // The move that applies the step (or erases the wrong entry); nothing before a hint.
    std::optional<Move> apply_move() const;
    // True when the digits or marks changed since the hint was made: the hint is stale.
    // (Colours do not count: a player may paint the step the hint shows.)
    // The hint as the page's state shows it: {"stage", "text", "cells", "focus", "title", ...}
    // (docs/page_api.md; written in game_json.cpp with the game's other parts).
    // `shown` is the text the board shows (the App's words while a worker thinks).
    void write_json(json::Writer& w, const std::string& shown) const;
    bool stale(const Game& game) const {
        const Board& b = game.board();
        return stage_ != HintStage::None &&
               (b.entries != board_.entries || b.corner != board_.corner || b.centre != board_.centre);
    }

private:
    HintStage stage_ = HintStage::None;
    std::optional<Step> step_;
    std::optional<Contradiction> contradiction_;
    std::unique_ptr<StepSearch> search_;
    bool failed_ = false;
    std::optional<Candidate> wrong_;  // explained wrong entry
    std::string wrong_reason_;        // why, when no chain explains it
    CandidateGrid grid_;              // the candidates the step was found on
    std::optional<HintDrawing> drawing_;
    Board board_;
};

// The candidates of a game's board, on its geometry: the player's notes where they have any
// (centre ones first, and where the rules allow), computed candidates elsewhere.
CandidateGrid candidates_for(const Game& game);
// The easiest next step for a game's board, found on candidates_for(game).
std::optional<Step> next_step_for(const Game& game);

}  // namespace sudoku
