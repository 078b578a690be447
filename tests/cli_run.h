// Running the built `sudoku` CLI from a test: a shell command line in, stdout and the exit
// status out. Shared by the CLI tests in tests/core and tests/data and the desktop tests.
#pragma once
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

struct CliRun {
    std::string out;
    int status = -1;  // exit status, -1 when killed by a signal
};

inline CliRun run_shell(const std::string& command) {
    CliRun r;
    FILE* p = popen(command.c_str(), "r");
    REQUIRE(p != nullptr);
    char buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
    const int st = pclose(p);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return r;
}

inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

#ifdef SUDOKU_CLI
// `sudoku <args>` with standard error discarded.
inline CliRun run_cli(const std::string& args) {
    return run_shell(std::string(SUDOKU_CLI) + " " + args + " 2>/dev/null");
}
// `sudoku <args>` with standard error kept, in `out` after standard output: for messages.
inline CliRun run_cli_all(const std::string& args) {
    return run_shell(std::string(SUDOKU_CLI) + " " + args + " 2>&1");
}
#endif
