// Share links and daily seeds: the URL fragment `#p=<81 cells>` or `#seed=<n>&level=<L>`.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game/game.h"
#include "core/grid/grid.h"

namespace sudoku {

struct ShareLink {
    bool has_puzzle = false;  // true: `puzzle` is set; false: `seed` and `level` are
    Grid puzzle;
    std::uint64_t seed = 0;
    std::string level;
    // Colours, when the player chose to share them (keys c and k, see share_colours).
    bool has_colours = false;
    CellColours cell_colours{};            // the classic's 81 cells are used
    CandidateColours candidate_colours{};  // [cell][digit - 1]
};

struct ShareParse {
    bool ok = false;
    ShareLink link;
    std::string error;  // when !ok: what is wrong, e.g. "p: wrong length: expected 81 cells, found 80"
};

// Accepts the fragment with or without '#', or a whole URL (the part after '#' is read).
// Keys are p, seed and level; unknown keys are ignored; p wins over seed. Values may be
// percent-encoded. The puzzle is checked for form and conflicts, not for uniqueness.
ShareParse parse_share_fragment(std::string_view text);
std::string share_fragment(const Grid& puzzle);                        // "#p=7.2.5..."
std::string share_fragment(std::uint64_t seed, std::string_view level);  // "#seed=42&level=easy"
// Colours 1-9 to append to a fragment: "&c=<81 cells, '.' or the colour>" when a cell has
// one, "&k=<r c digit colour>..." (four digits a candidate) when a candidate has one; empty
// when there are none.
std::string share_colours(const CellColours& cells, const CandidateColours& candidates);

// Level names in links: 1-32 of A-Z a-z 0-9 '-' '_'. Empty when fine.
std::string validate_link_level(std::string_view level);

struct DailySeed {
    bool ok = false;
    std::uint64_t seed = 0;  // YYYYMMDD as a number: stable across versions and readable
    std::string error;
};
DailySeed daily_seed(std::string_view date);  // "2026-11-22" -> 20261122

}  // namespace sudoku
