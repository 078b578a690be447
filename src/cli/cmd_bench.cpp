// sudoku bench: per file and solver, speed and guesses as one `key=value` line, so
// scripts can compare runs (native against WebAssembly, before against after).
#include <CLI/CLI.hpp>

#include <chrono>
#include <climits>
#include <cstdio>
#include <cstring>

#include "command.h"
#include "core/search/search.h"
#include "core/solve/solver.h"
#include "input.h"
#include "report.h"

namespace sudoku::cli {
namespace {

struct BenchOptions {
    std::vector<std::string> files;
    int limit = 2;
    double min_time = 1.0;
    int sample = 0;
    int classic_sample = 10;
    std::uint64_t classic_steps = 2'000'000;
    bool no_classic = false;
};

using Clock = std::chrono::steady_clock;

std::string cpu_rate(double puzzles, double cpu0) {
    const double cpu1 = process_cpu_seconds();
    if (cpu0 < 0 || cpu1 <= cpu0) return "";
    char buf[64];
    std::snprintf(buf, sizeof buf, " cpu_puzzles_per_s=%.0f", puzzles / (cpu1 - cpu0));
    return buf;
}

void report(const std::string& file, const char* solver, double puzzles, double secs, double guesses,
            const std::string& extra) {
    std::printf("file=%s solver=%s puzzles_per_s=%.0f us_per_puzzle=%.2f guesses_per_puzzle=%.2f %s\n", file.c_str(),
                solver, puzzles / secs, secs * 1e6 / puzzles, guesses / puzzles, extra.c_str());
    std::fflush(stdout);
}

// Whole passes over the file until `min_time` has gone by; guesses from the first pass.
void bench_fast(const std::string& file, const std::vector<Grid>& grids, const BenchOptions& o) {
    std::uint64_t guesses = 0, solved = 0;
    for (const auto& g : grids) {
        SolveResult r = solve_fast(g, o.limit);
        guesses += r.guesses;
        solved += r.count > 0;
    }
    int passes = 0;
    const double cpu0 = process_cpu_seconds();
    auto t0 = Clock::now();
    double secs = 0;
    volatile int sink = 0;  // keeps the timed calls from being optimised away
    do {
        for (const auto& g : grids) sink = sink + solve_fast(g, o.limit).count;
        ++passes;
        secs = seconds_since(t0);
    } while (secs < o.min_time);
    const double n = double(grids.size()) * passes;
    report(file, "fast", n, secs, double(guesses) * passes,
           "puzzles=" + std::to_string(grids.size()) + " with_solution=" + std::to_string(solved) +
               " passes=" + std::to_string(passes) + " limit=" + std::to_string(o.limit) + cpu_rate(n, cpu0));
}

// The seeds' backtracking (the classic strategy of core/search.h) is slow by nature: a
// small sample, each puzzle capped at a number of steps (events, as `sudoku trace` counts).
void bench_classic(const std::string& file, const std::vector<Grid>& grids, const BenchOptions& o) {
    std::size_t n = std::min<std::size_t>(grids.size(), std::size_t(o.classic_sample));
    if (n == 0) return;
    std::uint64_t placements = 0, gave_up = 0;
    auto t0 = Clock::now();
    for (std::size_t i = 0; i < n; ++i) {
        Search s(grids[i], Strategy::Classic, {o.classic_steps, false});
        while (s.run(std::uint64_t(1) << 24)) {}
        placements += s.counters().placements;
        gave_up += s.result() == SearchResult::Capped;
    }
    report(file, "classic", double(n), seconds_since(t0), double(placements),
           "puzzles=" + std::to_string(n) + " gave_up=" + std::to_string(gave_up) +
               " max_steps=" + std::to_string(o.classic_steps));
}

BenchOptions g_bench_options;  // lives as long as the app that parses into it

const RegisterCommand reg_bench(60, [](CLI::App& app, int& status) {
    auto* o = &g_bench_options;
    auto* cmd = app.add_subcommand(
        "bench",
        "Time the solvers on puzzle files: per file and solver one line\n"
        "file=... solver=... puzzles_per_s=... us_per_puzzle=... guesses_per_puzzle=... (then details).\n"
        "fast counts solutions up to --limit; classic (the seeds' backtracking) runs on a small\n"
        "sample with a step cap, and its guesses are its placements.");
    cmd->add_option("FILE", o->files, "Puzzle files, one puzzle a line")->required();
    cmd->add_option("--limit", o->limit, "fast: count solutions up to this many")->default_val(2)->check(CLI::Range(1, INT_MAX));
    cmd->add_option("--min-time", o->min_time, "fast: repeat whole passes over a file for at least this many seconds")
        ->default_val(1.0)
        ->check(CLI::Range(0.0, 3600.0));
    cmd->add_option("--sample", o->sample, "Use only the first N puzzles of each file (0: all)")->default_val(0)->check(CLI::NonNegativeNumber);
    cmd->add_option("--classic-sample", o->classic_sample, "classic: puzzles per file (0: skip classic)")
        ->default_val(10)
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--classic-steps", o->classic_steps,
                    "classic: give up on a puzzle after this many steps (search events, as `sudoku trace` counts)")
        ->default_val(2'000'000)
        ->check(CLI::PositiveNumber);
    cmd->callback([o, &status] {
        for (const auto& path : o->files) {
            std::vector<Grid> grids;
            int invalid = 0;
            bool ok = read_puzzles("bench", {path}, [&](const PuzzleInput& p) {
                if (o->sample > 0 && grids.size() >= std::size_t(o->sample)) return;
                if (p.ok) grids.push_back(p.grid);
                else ++invalid;
            });
            if (!ok) {
                status = 2;
                return;
            }
            if (invalid) std::fprintf(stderr, "sudoku bench: %s: skipped %d invalid lines\n", path.c_str(), invalid);
            if (grids.empty()) {
                std::fprintf(stderr, "sudoku bench: %s: no puzzles\n", path.c_str());
                status = 1;
                continue;
            }
            const std::string name = base_name(path);
            bench_fast(name, grids, *o);
            bench_classic(name, grids, *o);
        }
    });
});

}  // namespace
}  // namespace sudoku::cli
