// sudoku validate: `ok` or `invalid: <reason>` per puzzle, no solving; with --to, the puzzle
// written in another form in place of `ok` (a converter: JSON, and the killer forms players
// trade, docs/variants.md).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>

#include "command.h"
#include "core/grid/killer_text.h"
#include "input.h"

namespace sudoku::cli {
namespace {

std::vector<std::string> g_files;  // lives as long as the app that parses into it
std::string g_to;
bool g_rules = false;

// The puzzle in the form asked, or "" with `error` set.
std::string convert(const PuzzleInput& p, const std::string& to, std::string& error) {
    PuzzleText t;
    if (p.variant) {
        t = *p.variant;
    } else {
        t.geometry = Geometry::classic9();
        t.givens.assign(p.grid.cells.begin(), p.grid.cells.end());
    }
    if (to == "json") return format_puzzle_json(t);
    std::string line = to == "short" ? format_killer_short(*t.geometry, t.givens, error)
                                     : format_killer_long(*t.geometry, t.givens, error);
    if (!error.empty()) return {};
    if (!t.solution.empty()) {  // as the files players trade write it: the puzzle, a space, the solution
        line += ' ';
        for (auto d : t.solution) line += digit_char(d);
    }
    return line;
}

// Each kind of constraint a puzzle has, in a sentence.
void print_rules(const Geometry& g) {
    std::vector<ConstraintType> seen;
    for (const Constraint& k : g.constraints())
        if (std::find(seen.begin(), seen.end(), k.kind) == seen.end()) {
            seen.push_back(k.kind);
            std::printf("rule: %s\n", constraint_sentence(k.kind));
        }
}

std::string rules_help() {
    std::string s;
    for (int k = 0; k < kConstraintTypes; ++k)
        s += std::string("  ") + constraint_key(ConstraintType(k)) + ": " + constraint_sentence(ConstraintType(k)) + "\n";
    return s;
}

const RegisterCommand reg_validate(20, [](CLI::App& app, int& status) {
    auto* files = &g_files;
    auto* to = &g_to;
    auto* rules = &g_rules;
    auto* cmd = app.add_subcommand("validate", "Check each puzzle's format and givens: 'ok' or 'invalid: <reason>'; --to json|short|long converts");
    cmd->add_option("FILE", *files, "Puzzle files (default: standard input)");
    cmd->add_option("--to", *to,
                    "Print each valid puzzle in this form instead of 'ok': json (the JSON line), short (a killer's 81 sums "
                    "and arrows) or long (a killer as 3x3::k:sum*256+id:...; 3x3:d:k: with diagonals); a puzzle the form "
                    "cannot hold prints 'unsupported: <reason>' (exit 1)")
        ->check(CLI::IsMember({"json", "short", "long"}));
    cmd->footer(
        "Reads plain 81-cell lines, JSON lines of any variant, and killers in the short form (81 characters: the\n"
        "cage's sum on one cell, 0-9 A-Z a-j for 0-45, '0' a cage without a sum; an arrow < > ^ v ` ' , . to a\n"
        "neighbour of the cage elsewhere) or SudoCue's long form (3x3::k: then 81 numbers sum*256+cage id, 0 for\n"
        "no cage; 3x3:d:k: adds both diagonals), each optionally followed by a space and the solution.\n"
        "Also f-puzzles JSON lines and links (f-puzzles.com/?load=..., sudokupad.app/fpuzzles...); with --rules,\n"
        "'ok' is followed by the puzzle's rules, one a line ('rule: ...'). The rules the engine knows:\n" + rules_help());
    cmd->add_flag("--rules", *rules, "After 'ok', each kind of constraint the puzzle has, in a sentence, one a line");
    cmd->callback([files, to, rules, &status] {
        bool ok = read_puzzles("validate", *files, [&](const PuzzleInput& p) {
            if (!p.ok && !p.variant) {
                std::printf("invalid: %s\n", p.error.c_str());
                status = 1;
            } else if (to->empty()) {
                std::puts("ok");
                if (*rules && p.variant) print_rules(*p.variant->geometry);
            } else {
                std::string error, line = convert(p, *to, error);
                if (error.empty()) std::puts(line.c_str());
                else {
                    std::printf("unsupported: %s\n", error.c_str());
                    status = 1;
                }
            }
        });
        if (!ok) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
