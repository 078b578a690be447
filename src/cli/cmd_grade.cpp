// sudoku grade: per puzzle "<level> <rating> <hardest technique>"; --path adds every step.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "command.h"
#include "core/logic/grade_any.h"
#include "core/logic/grader.h"
#include "unique.h"
#include "step_text.h"

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

// Another variant: its own techniques and levels (easy to expert), the rating to two places.
void answer_variant(const PuzzleText& t, bool path) {
    const Geometry& g = *t.geometry;
    VariantGrade r = grade_variant(g, t.givens);
    const char* hardest = !r.solved ? "stuck" : r.hardest_key.empty() ? "none" : r.hardest_key.c_str();
    std::printf("%s %.2f %s\n", level_name(r.level), r.rating, hardest);
    if (!path) return;
    CandidateGrid s = CandidateGrid::from_cells(t.geometry, t.givens);
    int n = 0;
    while (auto step = next_step(s)) {
        std::printf("  %d. %s\n", ++n, format_step(s, *step).c_str());
        apply_step(s, *step);
        if (n > 4 * kMaxCells * kMaxSize) break;  // every step changes something; a bound all the same
    }
    if (!r.solved) std::puts("  stuck: no technique of this variant applies here");
}

const RegisterCommand reg_grade(40, [](CLI::App& app, int& status) {
    CLI::App* cmd = add_unique_command(app, status,
                       {"grade", "Grade each puzzle: '<level> <rating> <hardest technique>' (levels in docs/levels.md)",
                        "Also print the whole solving path, one step a line",
                        "Levels: easy, medium, hard, expert, master (forcing chains), extreme (dynamic and nested,\n"
                        "and 'trial', a candidate disproved by search, where no nesting up to --max-nesting finds a step).\n"
                        "Other variants (the JSON line, docs/variants.md) are graded easy to expert by their own techniques.\n"
                        "A puzzle without exactly one solution answers 'invalid: ...', 'none: ...' or 'multiple: ...'\n"
                        "and makes the exit status 1.",
                        answer, answer_variant});
    add_max_nesting_option(cmd);
});

}  // namespace
}  // namespace sudoku::cli
