// How `sudoku` subcommands plug in: each src/cli/cmd_*.cpp registers itself with a
// static RegisterCommand, so adding a command touches no other file.
#pragma once
#include <functional>
#include <vector>

namespace CLI { class App; }

namespace sudoku::cli {

// `add` creates the subcommand on `app` and arranges for its callback to store the
// command's exit status in `status`.
using AddCommand = std::function<void(CLI::App& app, int& status)>;

struct CommandDef {
    int order;  // position in --help
    AddCommand add;
};

std::vector<CommandDef>& registry();

struct RegisterCommand {
    RegisterCommand(int order, AddCommand add) { registry().push_back({order, std::move(add)}); }
};

}  // namespace sudoku::cli
