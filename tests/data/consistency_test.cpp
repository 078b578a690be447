// The short consistency run: `sudoku check-consistency` over 50 puzzles of every shared
// set and 3 generated puzzles per level (scripts/consistency.sh is the long version).
#include <doctest/doctest.h>

#include "cli_run.h"
#include "core/logic/grader.h"
#include "data_sets.h"
#include "seed_puzzle.h"
#include "temp_file.h"

#include <cstdlib>
#include <map>
#include <sstream>
#include <string>

namespace {

using Run = CliRun;

Run run(const std::string& args) {
    return run_shell(std::string(SUDOKU_CLI) + " check-consistency " + args + " 2>&1");
}

// The key=value pairs of the line starting with `head` ("set=puzzles2_17_clue", "total").
std::map<std::string, long> fields(const std::string& out, const std::string& head) {
    std::map<std::string, long> f;
    std::istringstream lines(out);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind(head + " ", 0) != 0) continue;
        std::istringstream words(line);
        std::string w;
        while (words >> w)
            if (auto eq = w.find('='); eq != std::string::npos) f[w.substr(0, eq)] = std::atol(w.c_str() + eq + 1);
    }
    return f;
}

const char* kSets[] = {"puzzles1_unbiased", "puzzles2_17_clue", "puzzles3_magictour_top1465", "puzzles7_serg_benchmark"};
// The forum's hardest need nested forcing chains (seconds a puzzle): a smaller sample.
const char* kHardSets[] = {"puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106"};

}  // namespace

TEST_CASE("consistency: solvers, strategies, logic and generator agree on samples of every set") {
    std::string args = "--sample 50 --generate 3 --classic-steps 300000 --search-steps 300000";
    for (const char* set : kSets) args += " " + data_dir() + "/" + set;
    Run r = run(args);
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(r.out.find("disagree: ") == std::string::npos);
    for (const char* set : kSets) {
        auto f = fields(r.out, std::string("set=") + set);
        CAPTURE(set);
        CHECK(f["puzzles"] == 50);
        CHECK(f["disagreements"] == 0);
        const bool serg = std::string(set) == "puzzles7_serg_benchmark";
        CHECK(f[serg ? "multiple" : "unique"] == 50);
        // Not vacuous: the fast strategies finish on every puzzle, so each one was compared.
        CHECK(f["dlx"] == 50);
        CHECK(f["forward"] == 50);
    }
    // The textbook searches finish on most easy puzzles; logic solves most unbiased ones.
    CHECK(fields(r.out, "set=puzzles1_unbiased")["classic"] >= 45);
    CHECK(fields(r.out, "set=puzzles7_serg_benchmark")["search_classic"] == 50);
    CHECK(fields(r.out, "set=puzzles1_unbiased")["logic_solved"] >= 40);
    // Every step of the logic was checked against the solution (not only where it ended).
    CHECK(fields(r.out, "set=puzzles3_magictour_top1465")["logic_steps"] >= 50 * 20);
    auto gen = fields(r.out, "set=generated");
    const long generated = 3 * sudoku::kLevels;  // --generate 3 per level
    CHECK(gen["puzzles"] == generated);
    CHECK(gen["unique"] == generated);
    CHECK(gen["dlx"] == generated);
    CHECK(gen["level_match"] == generated);
    auto total = fields(r.out, "total");
    CHECK(total["puzzles"] == 4 * 50 + generated);
    CHECK(total["disagreements"] == 0);
}

TEST_CASE("consistency: the forum's hardest (3 of each), finished by chains without a trial step, every step checked") {
    std::string args = "--sample 3 --generate 0 --classic-steps 300000 --search-steps 300000";
    for (const char* set : kHardSets) args += " " + data_dir() + "/" + set;
    Run r = run(args);
    INFO(r.out);
    CHECK(r.status == 0);
    for (const char* set : kHardSets) {
        auto f = fields(r.out, std::string("set=") + set);
        CAPTURE(set);
        CHECK(f["puzzles"] == 3);
        CHECK(f["unique"] == 3);
        CHECK(f["logic_solved"] == 3);
        CHECK(f["logic_stuck"] == 0);
        CHECK(f.count("logic_trial"));
        CHECK(f["logic_trial"] == 0);  // chains all the way: no step by search
        CHECK(f["logic_steps"] >= 3 * 20);
        CHECK(f["disagreements"] == 0);
    }
}

TEST_CASE("consistency: a puzzle with no solution is agreed on, and bad lines fail the run") {
    TempFile file(kSeedNone + "\n");
    Run r = run(file.path);
    CHECK(r.status == 0);
    auto f = fields(r.out, "set=" + file.name);
    CHECK(f["none"] == 1);
    CHECK(f["classic"] == 1);
    CHECK(f["dlx"] == 1);
    CHECK(f["disagreements"] == 0);
    file.write("77.......................................................................\n");
    r = run(file.path);
    CHECK(r.status == 1);
    CHECK(r.out.find("invalid: " + file.path + " line 1: wrong length: expected 81 cells, found 73\n") != std::string::npos);
    CHECK(run("").status == 2);  // nothing to check is a usage error
}
