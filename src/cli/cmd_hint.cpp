// sudoku hint: per puzzle the next logical step (technique, cells, explanation, effect);
// --path every step to the end.
#include <cstdio>

#include "command.h"
#include "core/grader.h"
#include "unique.h"

namespace sudoku::cli {
namespace {

const char* kStuck = "stuck: no technique applies (the grid has no single solution, or its candidates are broken)";

void answer(const Grid& puzzle, bool path) {
    CandidateGrid s = CandidateGrid::from_grid(puzzle);
    if (s.solved()) {
        std::puts("solved");
        return;
    }
    if (!path) {
        auto step = find_next_step(s);
        std::puts(step ? format_step(*step).c_str() : kStuck);
        return;
    }
    Grade g = grade(puzzle, {true});
    int n = 0;
    for (const auto& step : g.path) std::printf("%d. %s\n", ++n, format_step(step).c_str());
    std::puts(g.stuck ? kStuck : "solved");
}

const RegisterCommand reg(50, [](CLI::App& app, int& status) {
    add_unique_command(app, status,
                       {"hint", "The next logical step for each puzzle: technique, cells, explanation, effect",
                        "Print every step to the end, one a line",
                        "Line format: '<Technique> [<pattern cells>]: <explanation> => <effect>', where the effect\n"
                        "lists placements as r1c2=5 and eliminations as r1c2<>5. A solved grid answers 'solved';\n"
                        "a puzzle beyond the known techniques answers 'stuck: ...'.",
                        answer});
});

}  // namespace
}  // namespace sudoku::cli
