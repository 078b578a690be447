// The hint a player asks for, revealed in stages: first where to look, then the
// technique's name, then the pattern on the board, then applying it. Contradictions
// between the player's entries/marks and the solution are reported before any technique.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game.h"
#include "logic.h"

namespace sudoku {

// Thinking: a long search (forcing chains) is under way, a slice per frame (work()).
enum class HintStage { None, House, Technique, Pattern, Thinking };

class HintSession {
public:
    // Starts a hint for the game's current board (stage House), or advances one stage.
    // Returns false when there is nothing to show (solved, or no technique applies).
    // A search that takes long goes on in work(); the stage is Thinking until it ends.
    bool advance(const Game& game);
    // Goes on with a Thinking search for about budget_us; true when it ended (the stage is
    // then House, or None when no step was found: see failed()).
    bool work(std::int64_t budget_us);
    bool failed() const { return failed_; }
    void clear() {
        stage_ = HintStage::None;
        step_.reset();
        contradiction_.reset();
        search_.reset();
        failed_ = false;
    }
    HintStage stage() const { return stage_; }
    const std::optional<Step>& step() const { return step_; }
    const std::optional<Contradiction>& contradiction() const { return contradiction_; }
    // The sentence for the current stage.
    std::string text() const;
    // Cells to highlight at this stage (the house, then the pattern's cells).
    std::vector<int> highlight_cells() const;
    // Cells the step places into or eliminates from (shown from the Pattern stage).
    std::vector<int> focus_cells() const;
    // The move that applies the step (or erases the wrong entry); nothing before a hint.
    std::optional<Move> apply_move() const;
    // True when the board changed since the hint was made: the hint is stale.
    bool stale(const Game& game) const { return stage_ != HintStage::None && game.board() != board_; }

private:
    HintStage stage_ = HintStage::None;
    std::optional<Step> step_;
    std::optional<Contradiction> contradiction_;
    std::unique_ptr<StepSearch> search_;
    bool failed_ = false;
    Board board_;
};

// The easiest next step for a game's board, using the player's centre marks as
// candidates where they have any.
std::optional<Step> next_step_for(const Game& game);

}  // namespace sudoku
