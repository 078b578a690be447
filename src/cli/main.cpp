// `sudoku`: the command-line tool over the core. Usage errors exit 2.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>

#include "command.h"

namespace sudoku::cli {
std::vector<CommandDef>& registry() {
    static std::vector<CommandDef> r;
    return r;
}
}  // namespace sudoku::cli

int main(int argc, char** argv) {
    using namespace sudoku::cli;
    CLI::App app{"sudoku: solve, validate, generate, grade, hint and benchmark Sudoku puzzles.\n"
                 "Input comes from FILE or standard input, one puzzle a line (81 characters,\n"
                 "1-9 for givens, '.' or '0' for blanks); answers come one a line in the same order."};
    app.require_subcommand(1, 1);
    int status = 0;
    auto& defs = registry();
    std::sort(defs.begin(), defs.end(), [](const CommandDef& a, const CommandDef& b) { return a.order < b.order; });
    for (auto& d : defs) d.add(app, status);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e);
        std::cerr << "sudoku: " << e.what() << "\n(run 'sudoku --help' or 'sudoku <command> --help')\n";
        return 2;
    }
    return status;
}
