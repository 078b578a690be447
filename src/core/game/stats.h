// The player's statistics per level (and per variant: "killer:easy" lines): games played
// and won, streaks, best and average times. Saved as a few lines of text next to the game; a damaged copy is refused with
// the line and the reason, never half-read.
#pragma once
#include <array>
#include <cstdint>
#include <map>
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
    // Variants ("4x4", "6x6", "12x12", "16x16", "jigsaw", "x", "killer"; "9x9" is the classic
    // above) keep their own records per level. False for an unknown variant word.
    bool record_win(std::string_view variant, Level level, std::uint64_t ms, bool clean);
    void record_loss(std::string_view variant, Level level);
    void record_abandon(std::string_view variant, Level level) { record_loss(variant, level); }
    const LevelRecord& at(std::string_view variant, Level level) const;
    // The variants with games, by word.
    const std::map<std::string, std::array<LevelRecord, kLevels>, std::less<>>& variants() const { return variants_; }
    static bool known_variant(std::string_view word);
    bool empty() const;
    void clear() { records_ = {}; variants_.clear(); }

    // Statistics changed in two places since a common `base` (two tabs of one game): each
    // game counted once. Counts and times add both sides' games to `base`; the best time and
    // best streak are the better of the two; the streak goes on from `theirs` when `mine`
    // only won since `base`, else it is `mine`'s. Where `theirs` does not extend `base`
    // (its statistics were cleared), `theirs` plus `mine`'s own games.
    static Stats merge(const Stats& base, const Stats& mine, const Stats& theirs);

    std::string save() const;
    // Replaces `out` on success; on error returns "line N: reason" and leaves `out` alone.
    static std::string load(Stats& out, std::string_view text);

    bool operator==(const Stats& o) const { return records_ == o.records_ && variants_ == o.variants_; }

private:
    std::array<LevelRecord, kLevels> records_{};
    std::map<std::string, std::array<LevelRecord, kLevels>, std::less<>> variants_;
};

}  // namespace sudoku
