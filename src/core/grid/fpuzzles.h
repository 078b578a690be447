// f-puzzles puzzles, the form setters share variants in: its JSON (size; grid of cells with
// value, given, region; one key per kind of constraint: killercage, thermometer, arrow,
// difference, ratio, xv, negative, littlekillersum, sandwichsum, odd, even, extraregion,
// quadruple, betweenline, palindrome, renban, whispers, antiknight, antiking, nonconsecutive,
// diagonal+, diagonal-, disjointgroups), its links (`https://f-puzzles.com/?load=<lz base64>`)
// and SudokuPad links carrying one (`https://sudokupad.app/fpuzzles<lz base64>`, `fpuz...`).
// A constraint the engine does not know is refused with its name; cosmetic parts (text, colours,
// lines and shapes without rules, the title) are listed, never read as rules.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/puzzle_json.h"

namespace sudoku {

struct FpuzzlesResult {
    bool ok = false;
    PuzzleText puzzle;
    std::string error;                  // "unknown constraint \"clone\" (2 of them): refused"
    std::vector<std::string> cosmetic;  // "text (3)", "line (1)": drawn by f-puzzles, no rule
    std::string title, author;
};

// An f-puzzles JSON object (it has "grid"), an f-puzzles or SudokuPad link, or a bare
// "fpuzzles<data>" / "fpuz<data>" id.
bool is_fpuzzles_text(std::string_view text);
FpuzzlesResult parse_fpuzzles(std::string_view text);

// The puzzle as f-puzzles JSON, and as a link f-puzzles opens.
std::string fpuzzles_json(const PuzzleText& p, std::string_view title = {});
std::string fpuzzles_link(const PuzzleText& p, std::string_view title = {});

}  // namespace sudoku
