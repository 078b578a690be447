// The bank of hard puzzles (master and extreme levels) that the project generated and
// graded itself (scripts/make_bank.sh writes assets/bank/<level>.txt; the build embeds
// them). The generator hands a bank puzzle out under a random symmetry of the grid, which
// keeps its solution unique, and checks its grade again (see generator.h).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/generate/classic_generator.h"
#include "core/grid/random.h"

namespace sudoku {

struct BankEntry {
    Grid puzzle;
    double rating = 0;      // as graded when the bank was made
    Technique hardest = Technique::FullHouse;
    // How it was made: `sudoku generate --dig -l <level> --symmetry <symmetry> -s <seed>`.
    std::uint64_t seed = 0;
    Symmetry symmetry = Symmetry::None;
    int line = 0;           // 1-based line in its file
};

struct BankParse {
    std::vector<BankEntry> entries;
    std::string error;  // the first bad line, when there is one (its entries are left out)
};

// Parses a bank file: per line "<puzzle> <rating> <technique key> <seed> <symmetry>", the
// puzzle as 81 cells or in the dense form the bank files use (bank_pack.h);
// blank lines and lines starting with '#' are skipped.
BankParse parse_bank(std::string_view text);

// The embedded bank of a level (empty for levels without one); parsed once.
const std::vector<BankEntry>& bank_entries(Level level);
// The embedded file's text (empty for levels without one).
std::string_view bank_text(Level level);

// A symmetry of the Sudoku grid: new cell (r, c) takes the old cell (rows[r], cols[c]),
// read transposed first when `transpose`; every digit d becomes digits[d].
struct GridTransform {
    bool transpose = false;
    std::array<std::uint8_t, 9> rows{0, 1, 2, 3, 4, 5, 6, 7, 8}, cols{0, 1, 2, 3, 4, 5, 6, 7, 8};
    std::array<std::uint8_t, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    Grid apply(const Grid& g) const;
};

// A random transform that maps a puzzle symmetric under `s` to one symmetric under `s`:
// rotational keeps row and column maps that commute with the 180-degree turn, mirror
// keeps such a column map and never transposes, diagonal uses the same map for rows and
// columns; none draws anything.
GridTransform random_transform(Rng& rng, Symmetry s);

}  // namespace sudoku
