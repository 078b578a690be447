// The levels' names (level.h).
#include "core/grid/level.h"

#include <cctype>
#include <string>

namespace sudoku {
namespace {

const char* kLevelNames[kLevels] = {"easy", "medium", "hard", "expert", "master", "extreme"};

}  // namespace

const char* level_name(Level l) { return kLevelNames[int(l)]; }

std::optional<Level> parse_level(std::string_view s) {
    std::string lower;
    for (char ch : s) lower += char(std::tolower(static_cast<unsigned char>(ch)));
    for (int i = 0; i < kLevels; ++i)
        if (lower == kLevelNames[i] || lower == std::to_string(i + 1)) return Level(i);
    if (lower == "search") return Level::Extreme;
    return std::nullopt;
}

}  // namespace sudoku
