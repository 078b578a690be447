// For commands that need a proper puzzle (grade, hint): one solution, or a line saying
// why not, in the style of `solve`.
#pragma once
#include "input.h"

namespace CLI { class App; }

namespace sudoku::cli {

// True when the puzzle is well formed and has exactly one solution. Otherwise prints
// "invalid: <reason>", "none: ..." or "multiple: ..." and returns false.
bool require_unique(const PuzzleInput& p, Grid* solution = nullptr);
// What require_unique prints, without printing it: empty when the puzzle has one solution.
std::string uniqueness_problem(const PuzzleInput& p, Grid* solution = nullptr);
// The same for a puzzle of any geometry: "none: ..." or "multiple: ...", or "" with
// `solution` set.
std::string uniqueness_problem(const Geometry& g, const Cells& givens, Cells* solution = nullptr);

// grade and hint: `sudoku <name> [--path] [FILE...]`. Each puzzle with one solution is
// answered by answer(puzzle, path); the others as require_unique says, with exit status 1
// (2 when a file cannot be read).
struct UniqueCommand {
    const char* name;
    const char* help;
    const char* path_help;  // of --path
    const char* footer;
    void (*answer)(const Grid& puzzle, bool path);
    // Puzzles of other variants (JSON lines) with one solution; null: refused as invalid.
    void (*variant_answer)(const PuzzleText& puzzle, bool path) = nullptr;
};
CLI::App* add_unique_command(CLI::App& app, int& status, const UniqueCommand& def);

// grade and hint: `--max-nesting N` (1-4) sets the deepest nested forcing chain used;
// what needs more is left to the trial step (for studying ratings, docs/levels.md).
void add_max_nesting_option(CLI::App* cmd);

}  // namespace sudoku::cli
