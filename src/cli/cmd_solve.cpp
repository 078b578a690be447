// sudoku solve: per puzzle the solution, `none`, `multiple` or `invalid: <reason>`;
// with --count the number of solutions, counted up to --limit.
#include <CLI/CLI.hpp>

#include <climits>
#include <cstdio>

#include "command.h"
#include "core/solve/solver.h"
#include "input.h"
#include "step_text.h"

namespace sudoku::cli {
namespace {

struct SolveOptions {
    std::vector<std::string> files;
    bool count = false;
    int limit = 2;
};

SolveOptions g_solve_options;  // lives as long as the app that parses into it

const RegisterCommand reg_solve(10, [](CLI::App& app, int& status) {
    auto* o = &g_solve_options;
    auto* cmd = app.add_subcommand("solve", "Solve each puzzle (a line of 81 cells, the JSON line of any variant, an f-puzzles JSON line or link (f-puzzles.com/?load=, sudokupad.app/fpuzzles), or a killer in the short or long form: see validate --help): its solution, 'none', 'multiple' or 'invalid: <reason>'");
    cmd->add_option("FILE", o->files, "Puzzle files (default: standard input)");
    cmd->add_flag("--count", o->count, "Print the number of solutions (at most --limit) instead");
    cmd->add_option("--limit", o->limit, "Stop counting at this many solutions")
        ->default_val(2)
        ->check(CLI::Range(1, INT_MAX));
    cmd->callback([o, &status] {
        bool ok = read_puzzles("solve", o->files, [&](const PuzzleInput& p) {
            if (!p.variant && !p.ok) {
                std::printf("invalid: %s\n", p.error.c_str());
                status = 1;
                return;
            }
            // The solution as one character per cell (a 9x9's line as format_line writes it).
            const Geometry& g = p.variant ? *p.variant->geometry : *Geometry::classic9();
            Solutions r = solve(g, p.variant ? p.variant->givens : Cells(p.grid.cells.begin(), p.grid.cells.end()), o->limit);
            if (o->count) std::printf("%d\n", r.count);
            else if (r.count == 0) std::puts("none");
            else if (r.count == 1) std::puts(cells_line(r.solution).c_str());
            else std::puts("multiple");
        });
        if (!ok) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
