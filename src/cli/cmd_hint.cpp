// sudoku hint: per puzzle the next logical step (technique, cells, explanation, effect);
// --path every step to the end.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "command.h"
#include "core/grader.h"
#include "input.h"
#include "unique.h"

namespace sudoku::cli {
namespace {

struct HintOptions {
    std::vector<std::string> files;
    bool path = false;
};

const char* kStuck = "stuck: no technique applies; this puzzle needs search from here";

const RegisterCommand reg(50, [](CLI::App& app, int& status) {
    static HintOptions options;  // lives as long as the parsed command (no leak to report)
    auto* o = &options;
    auto* cmd = app.add_subcommand("hint", "The next logical step for each puzzle: technique, cells, explanation, effect");
    cmd->add_option("FILE", o->files, "Puzzle files (default: standard input)");
    cmd->add_flag("--path", o->path, "Print every step to the end, one a line");
    cmd->footer("Line format: '<Technique> [<pattern cells>]: <explanation> => <effect>', where the effect\n"
                "lists placements as r1c2=5 and eliminations as r1c2<>5. A solved grid answers 'solved';\n"
                "a puzzle beyond the known techniques answers 'stuck: ...'.");
    cmd->callback([o, &status] {
        std::string error;
        bool ok = for_each_puzzle(o->files, [&](const PuzzleInput& p) {
            if (!require_unique(p)) {
                status = 1;
                return;
            }
            CandidateGrid s = CandidateGrid::from_grid(p.grid);
            if (s.solved()) {
                std::puts("solved");
                return;
            }
            if (!o->path) {
                auto step = find_next_step(s);
                std::puts(step ? format_step(*step).c_str() : kStuck);
                return;
            }
            Grade g = grade(p.grid, {true});
            int n = 0;
            for (const auto& step : g.path) std::printf("%d. %s\n", ++n, format_step(step).c_str());
            std::puts(g.stuck ? kStuck : "solved");
        }, error);
        if (!ok) {
            std::fprintf(stderr, "sudoku hint: %s\n", error.c_str());
            status = 2;
        }
    });
});

}  // namespace
}  // namespace sudoku::cli
