// The levels a puzzle is graded at, by name: the puzzle's text forms carry one, the grader
// (logic/grader.h) says which techniques each allows.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace sudoku {

// Levels follow Sudoku Explainer's scale: easy <= 2.3 (singles), medium <= 4.0, hard <= 5.8,
// expert: chains and patterns (6.5-7.x), master: static forcing chains (7.5-8.x), extreme:
// dynamic and nested forcing chains (8.5+), and trial (13.0, by search, where nesting up to
// max_nesting_level() found nothing). Every valid puzzle grades at one of them.
enum class Level : std::uint8_t { Easy, Medium, Hard, Expert, Master, Extreme };
constexpr int kLevels = int(Level::Extreme) + 1;
constexpr Level kHardestLogicLevel = Level::Extreme;

const char* level_name(Level l);                       // "easy" .. "extreme"
// A name (any case) or 1..kLevels; "search", the old name of the top level, reads as extreme.
std::optional<Level> parse_level(std::string_view s);

}  // namespace sudoku
