#include "consistency.h"

#include <cstdio>

#include "core/logic/grader.h"
#include "core/search/classic_search.h"
#include "core/solve/solver.h"

namespace sudoku::cli {
namespace {

// Solutions found by a resumable search, up to 2 (-1 when capped); `first` gets the first.
int search_count(const Grid& g, Strategy s, std::uint64_t cap, Grid& first) {
    ClassicSearch search(g, s, {cap, true});
    int found = 0;
    while (found < 2 && !search.finished()) {
        search.run_until(cap, event_bit(EventKind::Solved));
        if (search.last_event().kind != EventKind::Solved) break;
        if (found++ == 0) first = search.grid();
    }
    return search.result() == SearchResult::Capped ? -1 : found;
}

struct Checker {
    const Grid& puzzle;
    ConsistencyTally& t;
    const Report& report;

    void disagree(const std::string& what) {
        ++t.disagreements;
        report(what + " " + format_line(puzzle));
    }
};

}  // namespace

void ConsistencyTally::add(const ConsistencyTally& o) {
    puzzles += o.puzzles, unique += o.unique, multiple += o.multiple, none += o.none;
    classic += o.classic, skipped_classic += o.skipped_classic;
    for (int i = 0; i < 4; ++i) search[i] += o.search[i], skipped_search[i] += o.skipped_search[i];
    logic_solved += o.logic_solved, logic_stuck += o.logic_stuck, logic_trial += o.logic_trial;
    logic_steps += o.logic_steps, logic_not_unique += o.logic_not_unique;
    level_match += o.level_match, disagreements += o.disagreements;
}

void check_puzzle(const Grid& puzzle, const ConsistencyLimits& limits, ConsistencyTally& t, const Report& report) {
    Checker c{puzzle, t, report};
    ++t.puzzles;
    SolveResult fast = solve_fast(puzzle, 2);
    (fast.count == 0 ? t.none : fast.count == 1 ? t.unique : t.multiple)++;
    if (fast.count && !is_solution_of(fast.solution, puzzle)) c.disagree("fast: wrong solution");

    // The classic search to its first solution only: it finishes far more often than
    // when counting to 2 below.
    ClassicSearch classic(puzzle, Strategy::Classic, {limits.classic_steps, false});
    while (classic.run(std::uint64_t(1) << 24)) {}
    if (classic.result() == SearchResult::Capped) {
        ++t.skipped_classic;
    } else {
        ++t.classic;
        const bool solved = classic.result() == SearchResult::Solved;
        if (solved != (fast.count > 0))
            c.disagree(std::string("classic: ") + result_name(classic.result()) + " after " +
                       std::to_string(classic.steps()) + " steps, fast counted " + std::to_string(fast.count));
        else if (solved && !is_solution_of(classic.grid(), puzzle)) c.disagree("classic: wrong solution");
        else if (solved && fast.count == 1 && classic.grid() != fast.solution) c.disagree("classic: other solution");
    }

    for (int s = 0; s < kStrategies; ++s) {
        Grid first;
        int n = search_count(puzzle, Strategy(s), limits.search_steps, first);
        const std::string name = strategy_name(Strategy(s));
        if (n < 0) { ++t.skipped_search[s]; continue; }
        ++t.search[s];
        if (n != fast.count) c.disagree(name + ": counted " + std::to_string(n) + ", fast " + std::to_string(fast.count));
        else if (n && !is_solution_of(first, puzzle)) c.disagree(name + ": wrong solution");
        else if (n == 1 && first != fast.solution) c.disagree(name + ": other solution");
    }

    // Logic, on puzzles with one solution: every step keeps the solution (placements right,
    // eliminations false), and the path ends at the solution. Uniqueness techniques assume
    // one solution, so puzzles with several are counted and skipped.
    if (fast.count != 1) {
        ++t.logic_not_unique;
        return;
    }
    GradeOptions with_path;
    with_path.path = true;
    with_path.techniques = TechniqueSet::All;  // every technique the hints may use
    Grade g = grade(puzzle, with_path);
    (g.stuck ? t.logic_stuck : t.logic_solved)++;
    t.logic_trial += !g.stuck && g.hardest == Technique::Trial;
    for (const auto& step : g.path) {
        ++t.logic_steps;
        bool bad = false;
        for (auto p : step.placements) bad = bad || fast.solution[p.cell] != p.digit;
        for (auto e : step.eliminations) bad = bad || fast.solution[e.cell] == e.digit;
        if (bad) {
            c.disagree("logic: unsound step " + format_step(step));
            break;
        }
    }
    if (g.stuck) c.disagree("logic: stuck on a puzzle with one solution");
    else if (g.end.classic_grid() != fast.solution) c.disagree("logic: ended away from the solution");
}

void check_generated(const GeneratorOptions& options, const ConsistencyLimits& limits, ConsistencyTally& t,
                     const Report& report) {
    Generated gen = generate(options);
    Checker c{gen.puzzle, t, report};
    ++t.puzzles;
    SolveResult fast = solve_fast(gen.puzzle, 2);
    (fast.count == 0 ? t.none : fast.count == 1 ? t.unique : t.multiple)++;
    const std::string seed = " (seed " + std::to_string(options.seed) + ", " + level_name(options.level) + ")";
    if (fast.count != 1 || fast.solution != gen.solution) c.disagree("generator: fast counted " + std::to_string(fast.count) + seed);
    for (Strategy s : {Strategy::Classic, Strategy::Dlx}) {
        Grid first;
        int n = search_count(gen.puzzle, s, limits.search_steps, first);
        if (n < 0) { ++t.skipped_search[int(s)]; continue; }
        ++t.search[int(s)];
        if (n != 1 || first != gen.solution)
            c.disagree(std::string("generator: ") + strategy_name(s) + " counted " + std::to_string(n) + seed);
    }
    Grade g = grade(gen.puzzle);
    (g.stuck ? t.logic_stuck : t.logic_solved)++;
    t.logic_trial += !g.stuck && g.hardest == Technique::Trial;
    if (g.level == options.level) ++t.level_match;
    else c.disagree(std::string("generator: graded ") + level_name(g.level) + seed);
}

std::string format_tally(const ConsistencyTally& t) {
    char buf[512];
    auto u = [](std::uint64_t v) { return (unsigned long long)v; };
    std::snprintf(buf, sizeof buf,
                  "puzzles=%llu unique=%llu multiple=%llu none=%llu classic=%llu classic_capped=%llu "
                  "search_classic=%llu mrv=%llu forward=%llu dlx=%llu search_capped=%llu logic_solved=%llu "
                  "logic_stuck=%llu logic_trial=%llu logic_steps=%llu logic_not_unique=%llu disagreements=%llu",
                  u(t.puzzles), u(t.unique), u(t.multiple), u(t.none), u(t.classic), u(t.skipped_classic),
                  u(t.search[0]), u(t.search[1]), u(t.search[2]), u(t.search[3]),
                  u(t.skipped_search[0] + t.skipped_search[1] + t.skipped_search[2] + t.skipped_search[3]),
                  u(t.logic_solved), u(t.logic_stuck), u(t.logic_trial), u(t.logic_steps), u(t.logic_not_unique), u(t.disagreements));
    return buf;
}

}  // namespace sudoku::cli
