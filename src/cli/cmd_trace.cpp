// sudoku trace: run a step-by-step search (core/search/search.h, on a 9x9 line or the JSON
// line of any variant) per puzzle and print its counters as key=value pairs,
// the event stream with --events, or a speed and memory measurement with --bench.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "command.h"
#include "core/search/search.h"
#include "core/search/timeline.h"
#include "input.h"

#if defined(__EMSCRIPTEN__)
#define SUDOKU_PLATFORM "wasm"
#else
#include <sys/resource.h>
#define SUDOKU_PLATFORM "native"
#endif

namespace sudoku::cli {
namespace {

struct TraceArgs {
    std::vector<std::string> files;
    std::string strategy = "classic";
    bool events = false, all = false, bench = false, timeline = false;
    std::uint64_t cap = 0;
};

void print_counters(const Search& s) {
    const SearchCounters& k = s.counters();
    std::printf("tries=%llu placements=%llu backtracks=%llu propagations=%llu undone=%llu dead_ends=%llu "
                "max_depth=%d steps=%llu solutions=%llu result=%s\n",
                (unsigned long long)k.tries, (unsigned long long)k.placements, (unsigned long long)k.backtracks,
                (unsigned long long)k.propagations, (unsigned long long)k.undone, (unsigned long long)k.dead_ends,
                k.max_depth, (unsigned long long)k.steps, (unsigned long long)k.solutions, result_name(s.result()));
}

// Peak memory of the process: resident set natively, the linear memory in wasm.
long peak_memory_kb() {
#if defined(__EMSCRIPTEN__)
    return long(__builtin_wasm_memory_size(0) * 64);
#else
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
#endif
}

SearchOptions search_options(const TraceArgs& a) {
    SearchOptions so;
    so.step_cap = a.cap;
    so.all_solutions = a.all;
    return so;
}

// Calls `each` with the geometry and givens of every well-formed puzzle (a 9x9 classic line or
// the JSON line of any variant) whose geometry takes the strategy; the others answer
// "invalid: <reason>" or "unsupported: <reason>" and set `invalid`. False when a file cannot be
// read (reported).
bool for_each_valid(const TraceArgs& a, Strategy strategy, bool& invalid,
                    const std::function<void(const GeometryPtr&, const Cells&)>& each) {
    return read_puzzles("trace", a.files, [&](const PuzzleInput& p) {
        if (p.variant) {
            std::string why = strategy_error(*p.variant->geometry, strategy);
            if (!why.empty()) {  // say so rather than print the refused search's lone Exhausted
                std::printf("unsupported: %s\n", why.c_str());
                invalid = true;
                return;
            }
            each(p.variant->geometry, p.variant->givens);
            return;
        }
        if (!p.ok) {
            std::printf("invalid: %s\n", p.error.c_str());
            invalid = true;
            return;
        }
        each(Geometry::classic9(), Cells(p.grid.cells.begin(), p.grid.cells.end()));
    });
}

// What bench() adds up over the puzzles.
struct TraceBenchTotals {
    std::uint64_t steps = 0, puzzles = 0, finished = 0;
    std::size_t checkpoints = 0, checkpoint_bytes = 0;
    double seconds = 0, seek_us = 0, back_us = 0;
    std::clock_t cpu_ticks = 0;
};

// One puzzle's search, straight through run(), or through a timeline advanced in
// frame-sized slices as the page does (checkpoints included).
void trace_bench_one(Search search, bool timeline, TraceBenchTotals& o) {
    using clock = std::chrono::steady_clock;
    constexpr std::uint64_t kSlice = 1u << 20;
    ++o.puzzles;
    auto t0 = clock::now();
    std::clock_t c0 = std::clock();
    if (timeline) {
        Timeline t(std::move(search));
        while (!t.search().finished()) t.advance(kSlice);
        o.cpu_ticks += std::clock() - c0;
        o.seconds += std::chrono::duration<double>(clock::now() - t0).count();
        o.steps += t.position();
        o.finished += t.search().result() != SearchResult::Capped;
        o.checkpoints = std::max(o.checkpoints, t.checkpoint_count());
        o.checkpoint_bytes = std::max(o.checkpoint_bytes, t.memory_bytes());
        // What scrubbing costs: seeks to scattered steps, then stepping back one by one.
        constexpr int kSeeks = 64, kBacks = 256;
        std::uint64_t x = 88172645463325252ull, end = t.known_steps();
        auto s0 = clock::now();
        for (int i = 0; i < kSeeks; ++i) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;  // xorshift: fixed, portable
            t.seek(x % (end + 1));
        }
        auto s1 = clock::now();
        t.seek(end / 2);
        auto s2 = clock::now();
        for (int i = 0; i < kBacks; ++i) t.step_back();
        auto s3 = clock::now();
        o.seek_us = std::max(o.seek_us, std::chrono::duration<double, std::micro>(s1 - s0).count() / kSeeks);
        o.back_us = std::max(o.back_us, std::chrono::duration<double, std::micro>(s3 - s2).count() / kBacks);
    } else {
        while (search.run(kSlice)) {}
        o.cpu_ticks += std::clock() - c0;
        o.seconds += std::chrono::duration<double>(clock::now() - t0).count();
        o.steps += search.steps();
        o.finished += search.result() != SearchResult::Capped;
    }
}

// Steps per second over every puzzle (one the strategy cannot take is reported and left out).
int bench(const TraceArgs& a, Strategy strategy) {
    TraceBenchTotals o;
    bool bad = false;
    const SearchOptions so = search_options(a);
    bool ok = for_each_valid(a, strategy, bad, [&](const GeometryPtr& g, const Cells& givens) {
        trace_bench_one(Search(g, givens, strategy, so), a.timeline, o);
    });
    if (!ok) return 2;
    std::printf("platform=%s strategy=%s mode=%s puzzles=%llu finished=%llu steps=%llu seconds=%.3f steps_per_s=%.0f",
                SUDOKU_PLATFORM, strategy_name(strategy), a.timeline ? "timeline" : "search",
                (unsigned long long)o.puzzles, (unsigned long long)o.finished, (unsigned long long)o.steps, o.seconds,
                o.seconds > 0 ? double(o.steps) / o.seconds : 0.0);
#if !defined(__EMSCRIPTEN__)
    // Processor time too: on a shared machine it shows what the search costs when other
    // work competes for the cores (Emscripten's clock() follows the wall clock).
    double cpu = double(o.cpu_ticks) / CLOCKS_PER_SEC;
    if (cpu > 0) std::printf(" cpu_steps_per_s=%.0f", double(o.steps) / cpu);
#endif
    if (a.timeline)
        std::printf(" max_checkpoints=%zu checkpoint_bytes=%zu seek_us=%.0f step_back_us=%.1f", o.checkpoints,
                    o.checkpoint_bytes, o.seek_us, o.back_us);
    std::printf(" peak_memory_kb=%ld\n", peak_memory_kb());
    return bad ? 1 : 0;
}

int trace(const TraceArgs& a) {
    Strategy strategy;
    if (!parse_strategy(a.strategy, strategy)) {
        std::fprintf(stderr, "sudoku trace: unknown strategy '%s' (classic, mrv, forward, dlx)\n", a.strategy.c_str());
        return 2;
    }
    if (a.bench) return bench(a, strategy);
    bool invalid = false;
    const SearchOptions so = search_options(a);
    bool ok = for_each_valid(a, strategy, invalid, [&](const GeometryPtr& g, const Cells& givens) {
        Search s(g, givens, strategy, so);
        if (a.events) {
            for (Event e = s.step(); e.kind != EventKind::None; e = s.step()) std::puts(describe(*g, e).c_str());
            if (s.result() == SearchResult::Capped)
                std::printf("capped after %llu steps\n", (unsigned long long)s.steps());
        } else {
            while (s.run(std::uint64_t(1) << 24)) {}
        }
        print_counters(s);
    });
    if (!ok) return 2;
    return invalid ? 1 : 0;
}

const RegisterCommand reg_trace(60, [](CLI::App& app, int& status) {
    static TraceArgs args;  // lives as long as the parsed command line (no leak report)
    TraceArgs* a = &args;
    auto* cmd = app.add_subcommand(
        "trace", "Run a step-by-step search per puzzle (a line of 81 cells, or the JSON line of any variant): "
                 "its counters as key=value pairs, or its events");
    cmd->add_option("FILE", a->files, "Puzzle files (default: standard input)");
    cmd->add_option("--strategy,-s", a->strategy, "classic (the seeds' backtracking), mrv, forward or dlx")
        ->capture_default_str();
    cmd->add_flag("--events,-e", a->events, "Print every event, one a line, before the counters");
    cmd->add_option("--cap", a->cap, "Stop after N steps (result=capped); 0 means no cap");
    cmd->add_flag("--all", a->all, "Go on after each solution until the search is exhausted");
    cmd->add_flag("--bench", a->bench, "Measure steps per second over all puzzles (one summary line)");
    cmd->add_flag("--timeline", a->timeline, "With --bench: advance through a Timeline (checkpoints, memory)");
    cmd->footer(
        "Counters: tries (digit checks), placements (digits written after a passing try), backtracks\n"
        "(placed digits erased after the search below failed), propagations and undone (digits written\n"
        "by rules, and erased again), dead_ends, max_depth, steps (events), solutions, and\n"
        "result=solved|none|capped. The search stops at the first solution unless --all.\n"
        "Variants (JSON lines) take every strategy but dlx on killer (answered 'unsupported: ...').");
    cmd->callback([a, &status] { status = trace(*a); });
});

}  // namespace
}  // namespace sudoku::cli
