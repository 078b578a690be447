// Running the built `sudoku` CLI from a test: a shell command line in, stdout and the exit
// status out. Shared by the CLI tests in tests/core and tests/data.
#pragma once
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <cstdio>
#include <string>

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

// `sudoku <args>` with standard error discarded.
inline CliRun run_cli(const std::string& args) {
    return run_shell(std::string(SUDOKU_CLI) + " " + args + " 2>/dev/null");
}
