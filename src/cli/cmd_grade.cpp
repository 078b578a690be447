// sudoku grade: per puzzle "<level> <rating> <hardest technique>"; --path adds every step.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "command.h"
#include "core/grader.h"
#include "input.h"
#include "unique.h"

namespace sudoku::cli {
namespace {

struct GradeOptions {
    std::vector<std::string> files;
    bool path = false;
};

void print_path(const Grade& g) {
    int n = 0;
    for (const auto& step : g.path) std::printf("  %d. %s\n", ++n, format_step(step).c_str());
    if (g.stuck) std::puts("  stuck: no technique applies here; the rest needs search");
}

const RegisterCommand reg(40, [](CLI::App& app, int& status) {
    static GradeOptions options;  // lives as long as the parsed command (no leak to report)
    auto* o = &options;
    auto* cmd = app.add_subcommand("grade", "Grade each puzzle: '<level> <rating> <hardest technique>' (levels in docs/levels.md)");
    cmd->add_option("FILE", o->files, "Puzzle files (default: standard input)");
    cmd->add_flag("--path", o->path, "Also print the whole solving path, one step a line");
    cmd->footer("Levels: easy, medium, hard, expert (logic), search (logic gets stuck).\n"
                "A puzzle without exactly one solution answers 'invalid: ...', 'none: ...' or 'multiple: ...'\n"
                "and makes the exit status 1.");
    cmd->callback([o, &status] {
        std::string error;
        bool ok = for_each_puzzle(o->files, [&](const PuzzleInput& p) {
            if (!require_unique(p)) {
                status = 1;
                return;
            }
            Grade g = grade(p.grid, {o->path});
            const char* hardest = g.stuck ? "needs-search" : g.hardest ? technique_key(*g.hardest) : "none";
            std::printf("%s %.1f %s\n", level_name(g.level), g.rating, hardest);
            if (o->path) print_path(g);
        }, error);
        if (!ok) {
            std::fprintf(stderr, "sudoku grade: %s\n", error.c_str());
            status = 2;
        }
    });
});

}  // namespace
}  // namespace sudoku::cli
