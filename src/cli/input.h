// Reading puzzles for the CLI: from files or standard input, one puzzle a line, with
// bounded memory whatever the input (over-long lines are cut and reported).
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/grid/grid.h"
#include "core/grid/puzzle_json.h"

namespace sudoku::cli {

constexpr std::size_t kMaxLine = 65536;  // f-puzzles JSON lines run to tens of kilobytes

struct PuzzleInput {
    std::string source;   // file name or "stdin"
    int line = 0;         // 1-based line of the puzzle's first row
    std::string text;     // the puzzle's text (at most kMaxLine characters)
    bool ok = false;
    Grid grid;            // valid when ok
    std::string error;    // parse error or conflict, when !ok
    // A JSON line of another variant than the 9x9 classic (docs/variants.md): `ok` stays
    // false, with an error for the commands that read only the classic; solve, validate,
    // grade and hint look here first. A 9x9 classic JSON line fills `grid` like a plain line.
    std::shared_ptr<const PuzzleText> variant;
};

// Calls `each` for every puzzle in `files` (standard input when empty or "-").
// Blank lines, lines of decoration only and lines starting with '#' are skipped; nine
// consecutive short lines (the pretty board) make one puzzle, whose errors name file
// lines. A source without any puzzle gives one !ok input ("empty input: ..."), so every
// command answers it. Returns false with `error` set when a file cannot be opened or
// read (the reason from the system included).
bool for_each_puzzle(const std::vector<std::string>& files,
                     const std::function<void(const PuzzleInput&)>& each, std::string& error);

// for_each_puzzle for `sudoku <command>`: on a file error prints "sudoku <command>: <error>"
// to standard error and returns false (the caller sets the exit status).
bool read_puzzles(const char* command, const std::vector<std::string>& files,
                  const std::function<void(const PuzzleInput&)>& each);

}  // namespace sudoku::cli
