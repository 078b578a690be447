// sudoku bench-gen: generation speed per level and grading speed and level histogram per
// puzzle file, as `key=value` lines (native and wasm runs compare line by line). Times per
// puzzle are wall clock; cpu_ms_per_puzzle is the mean processor time (10 ms ticks).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>

#include "command.h"
#include "core/generate/generator.h"
#include "core/solve/solver.h"
#include "input.h"
#include "report.h"

namespace sudoku::cli {
namespace {

struct BenchGenOptions {
    int count = 100;
    std::uint64_t seed = 1;
    std::vector<std::string> levels{"easy", "medium", "hard", "expert", "master", "extreme", "simple"};
    std::string symmetry = symmetry_name(kDefaultSymmetry);
    bool minimal = false, dig = false;
    std::vector<std::string> files;
    int sample = 0;
    bool steps = false;
};

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

bool bench_level(const BenchGenOptions& o, const std::string& name, Symmetry symmetry) {
    GeneratorOptions g;
    g.simple = name == "simple";
    if (!g.simple) {
        auto level = parse_level(name);
        if (!level) return false;
        g.level = *level;
    }
    g.symmetry = symmetry;
    g.minimal = o.minimal;
    g.dig = o.dig;
    std::vector<double> ms;
    double attempts = 0, clues = 0, cpu0 = process_cpu_seconds();
    for (int i = 0; i < o.count; ++i) {
        g.seed = o.seed + std::uint64_t(i);
        auto t0 = Clock::now();
        Generated r = generate(g);
        ms.push_back(ms_since(t0));
        attempts += double(r.attempts);
        clues += r.puzzle.count_filled();
    }
    double total = 0;
    for (double x : ms) total += x;
    double cpu1 = process_cpu_seconds();
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[std::min(ms.size() - 1, std::size_t(q * double(ms.size())))]; };
    std::printf("level=%s symmetry=%s minimal=%d dig=%d puzzles=%d puzzles_per_s=%.1f median_ms=%.2f p90_ms=%.2f max_ms=%.1f "
                "attempts_per_puzzle=%.2f clues_per_puzzle=%.1f cpu_ms_per_puzzle=%.1f\n",
                name.c_str(), symmetry_name(symmetry), int(o.minimal), int(o.dig), o.count, 1000.0 * o.count / total, at(0.5),
                at(0.9), ms.back(), attempts / o.count, clues / o.count, cpu0 < 0 ? -1.0 : 1000.0 * (cpu1 - cpu0) / o.count);
    std::fflush(stdout);
    return true;
}

// The longest single PuzzleJob::step() per kind and level (a page runs one step per frame),
// over --count seeds from --seed: the figure for "no new game holds a frame for more than 50 ms".
void bench_steps(const BenchGenOptions& o) {
    const char* kinds[] = {"4x4", "6x6", "9x9", "12x12", "16x16", "jigsaw", "x", "killer", "killer-no-givens"};
    std::printf("%-17s", "max_step_ms");
    for (int l = 0; l < kLevels; ++l) std::printf(" %8s", level_name(Level(l)));
    std::printf("\n");
    for (const char* name : kinds) {
        const bool no_givens = std::string(name) == "killer-no-givens";
        std::printf("%-17s", name);
        for (int l = 0; l < kLevels; ++l) {
            double worst = 0;
            for (int i = 0; i < o.count; ++i) {
                PuzzleJob job({*parse_variant_kind(no_givens ? "killer" : name), Level(l), o.seed + std::uint64_t(i), no_givens});
                for (bool done = false; !done;) {
                    auto t0 = Clock::now();
                    done = job.step();
                    worst = std::max(worst, ms_since(t0));
                }
            }
            std::printf(" %8.1f", worst);
            std::fflush(stdout);
        }
        std::printf("\n");
    }
}

// Grades every puzzle with one solution; puzzles without are counted, not graded. False
// when the file cannot be read (reported; the line of what was read still follows).
bool bench_grade(const std::string& file, int sample) {
    std::vector<Grid> grids;
    int invalid = 0;
    bool ok = read_puzzles("bench-gen", {file}, [&](const PuzzleInput& p) {
        if (sample > 0 && int(grids.size()) + invalid >= sample) return;
        if (p.ok) grids.push_back(p.grid);
        else ++invalid;
    });
    int not_unique = 0, stuck = 0, histogram[kLevels] = {};
    double ms = 0, rating = 0;
    std::vector<double> each;
    const std::clock_t cpu0 = std::clock();  // CPU time too: a busy machine slows the wall clock
    for (const auto& g : grids) {
        if (solve_fast(g, 2).count != 1) {
            ++not_unique;
            continue;
        }
        auto t0 = Clock::now();
        Grade gr = grade(g);
        each.push_back(ms_since(t0));
        ms += each.back();
        stuck += gr.stuck;
        ++histogram[int(gr.level)];
        rating += gr.rating;
    }
    int graded = int(grids.size()) - not_unique;
    std::printf("file=%s puzzles=%d graded=%d puzzles_per_s=%.0f us_per_puzzle=%.1f mean_rating=%.2f", base_name(file).c_str(),
                int(grids.size()) + invalid, graded, graded ? 1000.0 * graded / ms : 0.0, graded ? 1000.0 * ms / graded : 0.0,
                graded ? rating / graded : 0.0);
    const double cpu_s = double(std::clock() - cpu0) / CLOCKS_PER_SEC;
    std::sort(each.begin(), each.end());
    std::printf(" cpu_puzzles_per_s=%.0f", cpu_s > 0 ? graded / cpu_s : 0.0);
    std::printf(" median_ms=%.2f max_ms=%.1f stuck=%d", each.empty() ? 0.0 : each[each.size() / 2],
                each.empty() ? 0.0 : each.back(), stuck);
    for (int l = 0; l < kLevels; ++l) std::printf(" %s=%d", level_name(Level(l)), histogram[l]);
    std::printf(" not_unique=%d invalid=%d\n", not_unique, invalid);
    std::fflush(stdout);
    return ok;
}

const RegisterCommand reg_bench_gen(65, [](CLI::App& app, int& status) {
    static BenchGenOptions options;  // lives as long as the parsed command (no leak to report)
    auto* o = &options;
    auto* cmd = app.add_subcommand("bench-gen", "Benchmark the generator per level and the grader per puzzle file");
    cmd->add_option("--count,-n", o->count, "Puzzles generated per level")->default_val(100)->check(CLI::Range(1, 1000000));
    cmd->add_option("--seed,-s", o->seed, "Seed of the first puzzle of each level")->default_val(1);
    cmd->add_option("--levels", o->levels, "Levels to generate (and 'simple' for the seeds' method); none with --no-gen")
        ->delimiter(',');
    cmd->add_option("--symmetry", o->symmetry, "none, rotational, mirror or diagonal")
        ->default_val(symmetry_name(kDefaultSymmetry));
    cmd->add_flag("--minimal", o->minimal, "Generate minimal puzzles");
    cmd->add_flag("--dig", o->dig, "Dig master and extreme puzzles too (no bank)");
    cmd->add_option("--grade", o->files, "Puzzle files to grade (speed and level histogram)");
    cmd->add_flag("--steps", o->steps, "Longest PuzzleJob step (ms) of every kind and level over --count seeds");
    cmd->add_option("--sample", o->sample, "Grade only the first N puzzles of each file (0: all)")->default_val(0);
    cmd->callback([o, &status] {
        auto symmetry = parse_symmetry(o->symmetry);
        if (!symmetry) {
            std::fprintf(stderr, "sudoku bench-gen: unknown symmetry '%s'\n", o->symmetry.c_str());
            status = 2;
            return;
        }
        if (o->steps) {
            bench_steps(*o);
            return;
        }
        for (const auto& name : o->levels)
            if (name != "none" && !bench_level(*o, name, *symmetry)) {
                std::fprintf(stderr, "sudoku bench-gen: unknown level '%s'\n", name.c_str());
                status = 2;
                return;
            }
        for (const auto& file : o->files)
            if (!bench_grade(file, o->sample)) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
