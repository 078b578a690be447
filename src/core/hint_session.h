// The hint a player asks for, revealed in stages: first where to look, then the
// technique's name, then the pattern on the board, then applying it. Contradictions
// between the player's entries/marks and the solution are reported before any technique.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "game.h"
#include "logic.h"

namespace sudoku {

enum class HintStage { None, House, Technique, Pattern };

class HintSession {
public:
    // Starts a hint for the game's current board (stage House), or advances one stage.
    // Returns false when there is nothing to show (solved, or no technique applies).
    bool advance(const Game& game);
    void clear() { stage_ = HintStage::None; step_.reset(); contradiction_.reset(); }
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
    Board board_;
};

// The easiest next step for a game's board, using the player's centre marks as
// candidates where they have any.
std::optional<Step> next_step_for(const Game& game);

}  // namespace sudoku
