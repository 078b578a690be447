// sudoku check-consistency: the solvers and the logic engine must agree on samples of
// puzzle files, and generated puzzles must be unique. One key=value line per file (and
// for the generated puzzles), then a total; each disagreement on its own line first.
// Exit 1 on any disagreement or invalid line. scripts/consistency.sh runs the long job.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <vector>

#include "command.h"
#include "consistency.h"
#include "input.h"
#include "report.h"

namespace sudoku::cli {
namespace {

struct CheckOptions {
    std::vector<std::string> files;
    int sample = 2000;
    int generate = 0;
    std::uint64_t seed = 1;
    ConsistencyLimits limits;
};

// Checks `sample` puzzles of the file spread evenly over it (all when 0). False when
// the file cannot be read.
bool check_file(const std::string& path, const CheckOptions& o, ConsistencyTally& total) {
    std::vector<PuzzleInput> inputs;
    if (!read_puzzles("check-consistency", {path}, [&](const PuzzleInput& p) { inputs.push_back(p); })) return false;
    const auto t0 = std::chrono::steady_clock::now();
    const std::size_t n = inputs.size();
    const std::size_t take = o.sample > 0 && std::size_t(o.sample) < n ? std::size_t(o.sample) : n;
    ConsistencyTally t;
    int invalid = 0;
    for (std::size_t k = 0; k < take; ++k) {
        const PuzzleInput& p = inputs[k * n / take];
        auto report = [&](const std::string& what) {
            std::printf("disagree: %s line %d: %s\n", path.c_str(), p.line, what.c_str());
        };
        if (!p.ok) {
            ++invalid;
            std::printf("invalid: %s line %d: %s\n", path.c_str(), p.line, p.error.c_str());
            continue;
        }
        check_puzzle(p.grid, o.limits, t, report);
    }
    t.disagreements += invalid;
    std::printf("set=%s %s invalid=%d seconds=%.1f\n", base_name(path).c_str(), format_tally(t).c_str(), invalid,
                seconds_since(t0));
    std::fflush(stdout);
    total.add(t);
    return true;
}

void check_generator(const CheckOptions& o, ConsistencyTally& total) {
    const auto t0 = std::chrono::steady_clock::now();
    ConsistencyTally t;
    for (int level = 0; level < kLevels; ++level)
        for (int i = 0; i < o.generate; ++i) {
            GeneratorOptions g;
            g.seed = o.seed + std::uint64_t(i);
            g.level = Level(level);
            check_generated(g, o.limits, t, [](const std::string& what) { std::printf("disagree: %s\n", what.c_str()); });
        }
    std::printf("set=generated %s level_match=%llu seconds=%.1f\n", format_tally(t).c_str(),
                (unsigned long long)t.level_match, seconds_since(t0));
    std::fflush(stdout);
    total.add(t);
}

const RegisterCommand reg_check_consistency(90, [](CLI::App& app, int& status) {
    static CheckOptions options;  // lives as long as the app (no leak for LeakSanitizer to report)
    auto* o = &options;
    auto* cmd = app.add_subcommand("check-consistency",
                                   "Check that the solvers, the logic engine and the generator agree (a long job)");
    cmd->add_option("FILE", o->files, "Puzzle files to sample");
    cmd->add_option("--sample", o->sample, "Puzzles per file, spread evenly (0: all)")
        ->default_val(2000)
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--generate", o->generate, "Puzzles to generate and check per level")
        ->default_val(0)
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--seed", o->seed, "Seed of the first generated puzzle")->default_val(1);
    cmd->add_option("--classic-steps", o->limits.classic_steps,
                    "Classic search to its first solution: skip a puzzle after this many steps")
        ->default_val(4'000'000)
        ->check(CLI::PositiveNumber);
    cmd->add_option("--search-steps", o->limits.search_steps, "Each strategy counting to 2: skip after this many steps")
        ->default_val(2'000'000)
        ->check(CLI::PositiveNumber);
    cmd->footer("Per puzzle: fast solver (count to 2), the classic search to its first solution, the\n"
                "classic/mrv/forward/dlx searches counting to 2, and the logic engine must agree on solutions\n"
                "and uniqueness. Steps are search events, as `sudoku trace` counts them. A capped run is\n"
                "skipped and counted (classic_capped, search_capped), never taken as an answer.");
    cmd->callback([o, &status] {
        if (o->files.empty() && o->generate == 0) {
            std::fprintf(stderr, "sudoku check-consistency: nothing to check: give FILEs and/or --generate N\n");
            status = 2;
            return;
        }
        const auto t0 = std::chrono::steady_clock::now();
        ConsistencyTally total;
        for (const auto& f : o->files)
            if (!check_file(f, *o, total)) {
                status = 2;
                return;
            }
        if (o->generate > 0) check_generator(*o, total);
        std::printf("total %s seconds=%.1f\n", format_tally(total).c_str(), seconds_since(t0));
        if (total.disagreements) status = 1;
    });
});

}  // namespace
}  // namespace sudoku::cli
