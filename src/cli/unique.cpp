#include "unique.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <memory>

#include "core/logic/logic.h"
#include "core/solve/solver.h"

namespace sudoku::cli {

std::string uniqueness_problem(const Geometry& g, const Cells& givens, Cells* solution) {
    Solutions r = solve(g, givens, 2);
    if (r.count == 0) return "none: the puzzle has no solution";
    if (r.count > 1) return "multiple: the puzzle has more than one solution";
    if (solution) *solution = r.solution;
    return {};
}

std::string uniqueness_problem(const PuzzleInput& p, Grid* solution) {
    if (!p.ok) return "invalid: " + p.error;
    Cells found;
    std::string problem = uniqueness_problem(*Geometry::classic9(), Cells(p.grid.cells.begin(), p.grid.cells.end()), &found);
    if (problem.empty() && solution) std::copy(found.begin(), found.end(), solution->cells.begin());
    return problem;
}

bool require_unique(const PuzzleInput& p, Grid* solution) {
    const std::string problem = uniqueness_problem(p, solution);
    if (!problem.empty()) std::puts(problem.c_str());
    return problem.empty();
}

CLI::App* add_unique_command(CLI::App& app, int& status, const UniqueCommand& def) {
    struct Options {
        std::vector<std::string> files;
        bool path = false;
    };
    // Owned by the callback, so it lives as long as the app that parses into it.
    auto o = std::make_shared<Options>();
    auto* cmd = app.add_subcommand(def.name, def.help);
    cmd->add_option("FILE", o->files, "Puzzle files (default: standard input)");
    cmd->add_flag("--path", o->path, def.path_help);
    cmd->footer(def.footer);
    cmd->callback([o, def, &status] {
        bool ok = read_puzzles(def.name, o->files, [&](const PuzzleInput& p) {
            if (p.variant && def.variant_answer) {
                const std::string problem = uniqueness_problem(*p.variant->geometry, p.variant->givens);
                if (problem.empty()) def.variant_answer(*p.variant, o->path);
                else std::puts(problem.c_str()), status = 1;
                return;
            }
            if (require_unique(p)) def.answer(p.grid, o->path);
            else status = 1;
        });
        if (!ok) status = 2;
    });
    return cmd;
}

void add_max_nesting_option(CLI::App* cmd) {
    // Set while parsing, before the command's callback answers any puzzle.
    cmd->add_option_function<int>("--max-nesting", [](const int& n) { set_max_nesting_level(n); },
                                  "Deepest nested forcing chain to use, 1-4 (default 4); past it, the trial step")
        ->check(CLI::Range(1, kMaxNesting));
}

}  // namespace sudoku::cli
