// `sudoku trace` run as a user would: through the built CLI.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli_run.h"
#include "seed_puzzle.h"
#include "temp_file.h"

namespace {

struct Run {
    std::vector<std::string> lines;
    int status = -1;
};

Run trace(const std::string& args, const std::string& input = "") {
    CliRun c = run_shell("printf '" + input + "' | " + std::string(SUDOKU_CLI) + " trace " + args + " 2>/dev/null");
    return {lines_of(c.out), c.status};
}

const std::string kFixture = std::string(SUDOKU_FIXTURES) + "/search_puzzles.txt";

}  // namespace

TEST_CASE("trace: one counters line per puzzle, classic counts as the seeds'") {
    Run r = trace(kFixture);
    CHECK(r.status == 0);
    REQUIRE(r.lines.size() == 6);
    CHECK(r.lines[0] ==
          "tries=522 placements=83 backtracks=27 propagations=0 undone=0 dead_ends=0 max_depth=56 steps=1072 "
          "solutions=1 result=solved");
    CHECK(r.lines[5] ==
          "tries=323663 placements=35989 backtracks=35932 propagations=0 undone=0 dead_ends=0 max_depth=57 "
          "steps=683259 solutions=1 result=solved");
    for (const char* s : {"mrv", "forward", "dlx"}) {
        Run o = trace(std::string("--strategy ") + s + " " + kFixture);
        CHECK(o.status == 0);
        REQUIRE(o.lines.size() == 6);
        for (const auto& line : o.lines) CHECK(line.find(" result=solved") != std::string::npos);
    }
}

TEST_CASE("trace --events: one event a line, then the counters") {
    Run r = trace("--events --cap 6", kSeed + "\\n");
    CHECK(r.status == 0);
    std::vector<std::string> expect = {"try r1c2 1", "reject r1c2 1 by r3c1 box 1", "try r1c2 2",
                                       "reject r1c2 2 by r1c3 row 1", "try r1c2 3", "place r1c2 3",
                                       "capped after 6 steps"};
    REQUIRE(r.lines.size() == expect.size() + 1);
    for (std::size_t i = 0; i < expect.size(); ++i) CHECK(r.lines[i] == expect[i]);
    CHECK(r.lines.back().find("steps=6 solutions=0 result=capped") != std::string::npos);

    Run f = trace("--events --strategy forward", kSeed + "\\n");
    REQUIRE(f.lines.size() == 205);  // 204 events and the counters
    CHECK(f.lines[0] == "propagate hidden-single r1c9 9 in row 1");
    CHECK(f.lines[203] == "solved");
}

TEST_CASE("trace: bad lines, no solution, usage errors") {
    Run r = trace("", "1234\\n" + kSeedNone + "\\n77\\n");
    CHECK(r.status == 1);
    REQUIRE(r.lines.size() == 3);
    CHECK(r.lines[0] == "invalid: wrong length: expected 81 cells, found 4");
    CHECK(r.lines[1].find("tries=152451 placements=16938 backtracks=16938 ") == 0);
    CHECK(r.lines[1].find(" result=none") != std::string::npos);
    CHECK(r.lines[2].rfind("invalid: ", 0) == 0);
    CHECK(trace("--strategy fastest", kSeed + "\\n").status == 2);
    CHECK(trace("--cap many", kSeed + "\\n").status == 2);
    CliRun missing = run_cli_all("trace /nonexistent/file");
    CHECK(missing.status == 2);
    CHECK(missing.out == "sudoku trace: cannot open /nonexistent/file: No such file or directory\n");
}

TEST_CASE("trace: the JSON line of a variant is traced by the variant search") {
    CliRun six = run_cli("generate --variant 6x6 --seed 21 --json");
    // An easy killer: its classic trace has about 68,000 tries (a medium one has 32 million).
    CliRun killer = run_cli("generate --variant killer --seed 22 --level easy --json");
    REQUIRE(six.status == 0);
    REQUIRE(killer.status == 0);
    // A variant, a plain classic line and a killer in one file.
    TempFile file(six.out + kSeed + "\n" + killer.out);
    Run r = trace(file.path);
    CHECK(r.status == 0);
    REQUIRE(r.lines.size() == 3);
    for (const auto& line : r.lines) {
        CHECK(line.rfind("tries=", 0) == 0);
        CHECK(line.find(" result=solved") != std::string::npos);
    }
    CHECK(r.lines[1] == trace("", kSeed + "\\n").lines.at(0));  // the classic as before
    for (const char* s : {"classic", "mrv", "forward", "dlx"}) {
        TempFile one(six.out);
        Run e = trace(std::string("--events --strategy ") + s + " " + one.path);
        CHECK(e.status == 0);
        REQUIRE(e.lines.size() >= 3);
        CHECK(e.lines[e.lines.size() - 2] == "solved");
        CHECK(e.lines.back().find(" result=solved") != std::string::npos);
        if (std::string(s) == "classic") CHECK(e.lines[0].rfind("try r1c", 0) == 0);
    }
    TempFile k(killer.out);
    Run cage = trace("--events " + k.path);
    bool by_cage = false;
    for (const auto& line : cage.lines) by_cage = by_cage || line.find(" by the cage at r") != std::string::npos;
    CHECK(by_cage);
    Run dlx = trace("--strategy dlx " + k.path);
    CHECK(dlx.status == 1);
    REQUIRE(dlx.lines.size() == 1);
    CHECK(dlx.lines[0].rfind("unsupported: dlx: ", 0) == 0);
}
