// sudoku bench-variant: per variant and level, generation time (median, p90, slowest ms),
// the levels actually reached, clues, and solve's speed on the puzzles made (counting
// to 2), as `key=value` lines; native and wasm runs compare line by line (scripts/bench_variants.sh).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "command.h"
#include "core/generate/generator.h"
#include "report.h"

namespace sudoku::cli {
namespace {

struct BenchVariantOptions {
    int count = 20;
    std::uint64_t seed = 1;
    std::vector<std::string> variants{"4x4", "6x6", "12x12", "16x16", "jigsaw", "x", "killer"};
    std::vector<std::string> levels{"medium"};
    bool no_givens = false;
};

BenchVariantOptions g_bench_variant_options;

using BvClock = std::chrono::steady_clock;

bool bench_variant_one(const BenchVariantOptions& o, const VariantKind& kind, Level level) {
    std::vector<double> ms;
    std::vector<GeneratedPuzzle> made;
    int reached[kLevels] = {};
    double clues = 0;
    for (int i = 0; i < o.count; ++i) {
        auto t0 = BvClock::now();
        made.push_back(generate_puzzle({kind, level, o.seed + std::uint64_t(i), o.no_givens}));
        ms.push_back(std::chrono::duration<double, std::milli>(BvClock::now() - t0).count());
        ++reached[int(made.back().level)];
        for (auto d : made.back().givens) clues += d != 0;
    }
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[std::min(ms.size() - 1, std::size_t(q * double(ms.size())))]; };
    // Solving: every puzzle made, repeated until half a second has passed.
    int solved = 0, wrong = 0;
    auto t0 = BvClock::now();
    double secs = 0;
    do {
        for (const auto& p : made) {
            Solutions r = solve(*p.geometry, p.givens, 2);
            wrong += r.count != 1 || r.solution != p.solution;
            ++solved;
        }
        secs = seconds_since(t0);
    } while (secs < 0.5);
    std::string levels;
    for (int l = 0; l < kLevels; ++l)
        if (reached[l]) levels += (levels.empty() ? "" : ",") + std::string(level_name(Level(l))) + ":" + std::to_string(reached[l]);
    std::printf("variant=%s level=%s puzzles=%d median_ms=%.2f p90_ms=%.2f max_ms=%.1f reached=%s clues_per_puzzle=%.1f "
                "solve_puzzles_per_s=%.0f solve_wrong=%d\n",
                (variant_kind_name(kind) + (o.no_givens && kind.variant == Variant::Killer ? "-no-givens" : "")).c_str(),
                level_name(level), o.count, at(0.5), at(0.9), ms.back(), levels.c_str(),
                clues / o.count, solved / secs, wrong);
    std::fflush(stdout);
    return wrong == 0;
}

const RegisterCommand reg_bench_variant(72, [](CLI::App& app, int& status) {
    auto* o = &g_bench_variant_options;
    auto* cmd = app.add_subcommand("bench-variant", "Generation time per variant and level, and solving speed on the puzzles made");
    cmd->add_option("--count,-n", o->count, "Puzzles per variant and level")->check(CLI::Range(1, 100000));
    cmd->add_option("--seed,-s", o->seed, "Seed of the first puzzle");
    cmd->add_option("--variant", o->variants, "Variants (default: all but the 9x9 classic, which bench-gen measures)");
    cmd->add_option("--level,-l", o->levels, "Levels (default: medium)");
    cmd->add_flag("--no-givens", o->no_givens, "Killer puzzles without givens (other variants ignore it)");
    cmd->callback([o, &status] {
        for (const auto& v : o->variants)
            for (const auto& l : o->levels) {
                auto kind = parse_variant_kind(v);
                auto level = parse_level(l);
                if (!kind || !level) {
                    std::fprintf(stderr, "sudoku bench-variant: unknown %s '%s'\n", kind ? "level" : "variant",
                                 kind ? l.c_str() : v.c_str());
                    status = 2;
                    return;
                }
                if (!bench_variant_one(*o, *kind, *level)) status = 1;
            }
    });
});

}  // namespace
}  // namespace sudoku::cli
