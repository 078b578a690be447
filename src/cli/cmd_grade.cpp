// sudoku grade: per puzzle "<level> <rating> <hardest technique>"; --path adds every step.
#include <cstdio>

#include "command.h"
#include "core/logic/grader.h"
#include "unique.h"

namespace sudoku::cli {
namespace {

void print_path(const Grade& g) {
    int n = 0;
    for (const auto& step : g.path) std::printf("  %d. %s\n", ++n, format_step(step).c_str());
    if (g.stuck) std::puts("  stuck: no technique applies here (the grid has no single solution)");
}

void answer(const Grid& puzzle, bool path) {
    Grade g = grade(puzzle, {path});
    const char* hardest = g.stuck ? "stuck" : g.hardest ? technique_key(*g.hardest) : "none";
    std::printf("%s %.1f %s\n", level_name(g.level), g.rating, hardest);
    if (path) print_path(g);
}

const RegisterCommand reg_grade(40, [](CLI::App& app, int& status) {
    add_unique_command(app, status,
                       {"grade", "Grade each puzzle: '<level> <rating> <hardest technique>' (levels in docs/levels.md)",
                        "Also print the whole solving path, one step a line",
                        "Levels: easy, medium, hard, expert, master (forcing chains), extreme (dynamic and nested).\n"
                        "A puzzle without exactly one solution answers 'invalid: ...', 'none: ...' or 'multiple: ...'\n"
                        "and makes the exit status 1.",
                        answer});
});

}  // namespace
}  // namespace sudoku::cli
