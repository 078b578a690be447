// The one text form of any puzzle: a JSON object on one line,
//   {"variant": "killer", "size": 9, "regions": [...], "diagonals": false,
//    "cages": [{"sum": 10, "cells": [0, 1]}], "givens": "..."}
// (a cage without "sum", or with 0 or null, has no sum: its digits differ, nothing more)
// with digits 1-9 then A-G, '.' for a blank; "solution", "level" and "rating" may follow.
// Plain 81-digit lines stay the classic's form (grid.h).
//
// CONTRACT shared by the CLI and the game (keep these names).
#pragma once
#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "core/grid/geometry.h"
#include "core/grid/cells.h"

namespace sudoku {

struct PuzzleText {
    GeometryPtr geometry;
    Cells givens;
    Cells solution;       // empty when absent
    std::string level;    // empty when absent
    double rating = -1;   // -1 when absent
};

struct PuzzleTextResult {
    bool ok = false;
    PuzzleText puzzle;
    std::string error;  // names the field and the cells: "cages[3]: sum 50 ..."
    // What the text holds that is no rule, so the puzzle leaves it out: f-puzzles' cosmetic
    // items ("line (2)", "text (1)"); empty for the other forms.
    std::vector<std::string> cosmetic;
};

// Reads a JSON line, a killer in the short or long form players trade (killer_text.h; no
// givens, maybe a solution), or a plain 81-cell classic line.
PuzzleTextResult parse_puzzle_text(std::string_view text);
std::string format_puzzle_json(const PuzzleText& p);

}  // namespace sudoku
