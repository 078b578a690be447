// The player's statistics per level: games played and won, streaks, best and average
// times. Saved as a few lines of text next to the game; a damaged copy is refused with
// the line and the reason, never half-read.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/logic/grader.h"

namespace sudoku {

struct LevelRecord {
    std::uint32_t played = 0;        // won, lost or left unfinished for another game
    std::uint32_t won = 0;
    std::uint32_t clean = 0;         // won without hints or mistakes
    std::uint32_t streak = 0;        // wins in a row, up to now
    std::uint32_t best_streak = 0;
    std::uint64_t best_ms = 0;       // fastest win (0: none yet)
    std::uint64_t total_won_ms = 0;  // for the average time of a win
    std::uint64_t average_ms() const { return won ? total_won_ms / won : 0; }
    bool operator==(const LevelRecord& o) const {
        return played == o.played && won == o.won && clean == o.clean && streak == o.streak &&
               best_streak == o.best_streak && best_ms == o.best_ms && total_won_ms == o.total_won_ms;
    }
};

class Stats {
public:
    // A win; returns true when it is the level's new best time.
    bool record_win(Level level, std::uint64_t ms, bool clean);
    void record_loss(Level level);       // the mistake limit was reached
    void record_abandon(Level level);    // another game replaced an unfinished one
    const LevelRecord& at(Level level) const { return records_[int(level)]; }
    bool empty() const;
    void clear() { records_ = {}; }

    std::string save() const;
    // Replaces `out` on success; on error returns "line N: reason" and leaves `out` alone.
    static std::string load(Stats& out, std::string_view text);

    bool operator==(const Stats& o) const { return records_ == o.records_; }

private:
    std::array<LevelRecord, kLevels> records_{};
};

}  // namespace sudoku
