// sudoku bench-hint: how long the page's "next step" hint takes, position by position.
// Each puzzle is walked along its logic path; at every position the easiest step is
// found with its sentence (as a hint does) and timed, then applied. Prints one
// `key=value` line a file: positions, median / p90 / p99 / slowest ms, how many took
// over 100 ms, and processor time (a busy machine slows the wall clock).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>

#include "command.h"
#include "core/logic/logic.h"
#include "core/solve/solver.h"
#include "input.h"
#include "report.h"

namespace sudoku::cli {
namespace {

struct BenchHintOptions {
    std::vector<std::string> files;
    int sample = 0;
};

bool bench_hints(const std::string& file, int sample) {
    std::vector<Grid> grids;
    bool ok = read_puzzles("bench-hint", {file}, [&](const PuzzleInput& p) {
        if ((sample <= 0 || int(grids.size()) < sample) && p.ok) grids.push_back(p.grid);
    });
    std::vector<double> each;
    int puzzles = 0, stuck = 0;
    const std::clock_t cpu0 = std::clock();
    for (const Grid& g : grids) {
        if (solve_fast(g, 2).count != 1) continue;  // hints need one solution
        ++puzzles;
        CandidateGrid s = CandidateGrid::from_grid(g);
        while (!s.solved()) {
            const auto t0 = std::chrono::steady_clock::now();
            auto step = find_next_step(s);
            each.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            if (!step) {
                ++stuck;
                break;
            }
            apply_step(s, *step);
        }
    }
    const double cpu_s = double(std::clock() - cpu0) / CLOCKS_PER_SEC;
    std::sort(each.begin(), each.end());
    auto at = [&](double q) { return each.empty() ? 0.0 : each[std::min(each.size() - 1, std::size_t(q * double(each.size())))]; };
    const auto slow = std::count_if(each.begin(), each.end(), [](double ms) { return ms > 100.0; });
    std::printf("file=%s puzzles=%d positions=%zu median_ms=%.3f p90_ms=%.2f p99_ms=%.1f max_ms=%.1f over_100ms=%ld "
                "cpu_ms_per_position=%.3f stuck=%d\n",
                base_name(file).c_str(), puzzles, each.size(), at(0.5), at(0.9), at(0.99), each.empty() ? 0.0 : each.back(),
                long(slow), each.empty() ? 0.0 : 1000.0 * cpu_s / double(each.size()), stuck);
    std::fflush(stdout);
    return ok;
}

const RegisterCommand reg_bench_hint(66, [](CLI::App& app, int& status) {
    static BenchHintOptions options;  // lives as long as the parsed command
    auto* o = &options;
    auto* cmd = app.add_subcommand("bench-hint", "Time the next-step hint at every position of each puzzle's logic path");
    cmd->add_option("FILE", o->files, "Puzzle files, one puzzle a line")->required();
    cmd->add_option("--sample", o->sample, "Use only the first N puzzles of each file (0: all)")->default_val(0);
    cmd->callback([o, &status] {
        for (const auto& file : o->files)
            if (!bench_hints(file, o->sample)) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
