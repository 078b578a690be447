// sudoku validate: `ok` or `invalid: <reason>` per puzzle, no solving.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "command.h"
#include "input.h"

namespace sudoku::cli {
namespace {

std::vector<std::string> g_files;  // lives as long as the app that parses into it

const RegisterCommand reg_validate(20, [](CLI::App& app, int& status) {
    auto* files = &g_files;
    auto* cmd = app.add_subcommand("validate", "Check each puzzle's format and givens: 'ok' or 'invalid: <reason>'");
    cmd->add_option("FILE", *files, "Puzzle files (default: standard input)");
    cmd->callback([files, &status] {
        bool ok = read_puzzles("validate", *files, [&](const PuzzleInput& p) {
            if (p.ok || p.variant) std::puts("ok");
            else {
                std::printf("invalid: %s\n", p.error.c_str());
                status = 1;
            }
        });
        if (!ok) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
