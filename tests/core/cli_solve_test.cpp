// `sudoku solve` and `sudoku bench` run as a user would: through the built CLI.
#include <doctest/doctest.h>

#include "cli_run.h"
#include "seed_puzzle.h"
#include "temp_file.h"

#include <algorithm>
#include <string>

namespace {

using Run = CliRun;

Run run(const std::string& args) { return run_cli(args); }

const std::string& kNone = kSeedNone;
const std::string kMultiple = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
const std::string kEmpty(81, '.');

}  // namespace

TEST_CASE("cli solve: one answer a line, bad lines answered in order, exit 1") {
    std::string clash = kSeed;
    clash[1] = '7';
    std::string bad = kSeed;
    bad[11] = 'x';
    const std::string input = "# a comment, then a blank line\n\n" + kSeed + "\n" + bad + "\n" + kNone + "\n" +
                              kSeed.substr(0, 80) + "\n" + kMultiple + "\n" + clash + "\n" + kSeed + "\n";
    TempFile file(input);
    Run r = run("solve " + file.path);
    CHECK(r.status == 1);
    CHECK(r.out == kSeedSolution + "\n" +
                       "invalid: bad character 'x' at position 12\n"
                       "none\n"
                       "invalid: wrong length: expected 81 cells, found 80\n"
                       "multiple\n"
                       "invalid: conflict: r1c1 and r1c2 both hold 7 in row 1\n" +
                       kSeedSolution + "\n");
}

TEST_CASE("cli solve: all good lines exit 0, and standard input works") {
    TempFile good(kSeed + "\n" + kNone + "\n" + kMultiple + "\n");
    const std::string& file = good.path;
    Run r = run("solve " + file);
    CHECK(r.status == 0);
    CHECK(r.out == kSeedSolution + "\nnone\nmultiple\n");
    Run s = run("solve < " + file);
    CHECK(s.status == 0);
    CHECK(s.out == r.out);
}

TEST_CASE("cli solve --count counts up to --limit") {
    TempFile counts(kSeed + "\n" + kNone + "\n" + kMultiple + "\n" + kEmpty + "\n");
    const std::string& file = counts.path;
    CHECK(run("solve --count " + file).out == "1\n0\n2\n2\n");
    CHECK(run("solve --count --limit 7 " + file).out == "1\n0\n7\n7\n");
    CHECK(run("solve --count --limit 1 " + file).out == "1\n0\n1\n1\n");
}

TEST_CASE("cli solve: usage errors exit 2") {
    TempFile one(kSeed + "\n");
    const std::string& file = one.path;
    CHECK(run("solve --limit 0 " + file).status == 2);
    CHECK(run("solve --limit many " + file).status == 2);
    CHECK(run("solve --no-such-option " + file).status == 2);
    Run missing = run_cli_all("solve /no/such/file.txt");
    CHECK(missing.status == 2);
    CHECK(missing.out == "sudoku solve: cannot open /no/such/file.txt: No such file or directory\n");
    Run help = run("solve --help");
    CHECK(help.status == 0);
    CHECK(help.out.find("--limit") != std::string::npos);
    CHECK(help.out.find("--count") != std::string::npos);
}

TEST_CASE("cli bench: one key=value line per file and solver") {
    TempFile bench(kSeed + "\n" + kMultiple + "\n", "bench.txt");
    const std::string& file = bench.path;
    Run r = run("bench --min-time 0 --classic-sample 1 --classic-steps 1000 " + file);
    CHECK(r.status == 0);
    const std::string head = "file=" + bench.name + " solver=";
    auto first_nl = r.out.find('\n');
    REQUIRE(first_nl != std::string::npos);
    std::string fast = r.out.substr(0, first_nl), classic = r.out.substr(first_nl + 1);
    CHECK(fast.rfind(head + "fast puzzles_per_s=", 0) == 0);
    CHECK(fast.find(" us_per_puzzle=") != std::string::npos);
    CHECK(fast.find(" guesses_per_puzzle=") != std::string::npos);
    CHECK(fast.find(" puzzles=2 with_solution=2 ") != std::string::npos);
    CHECK(classic.rfind(head + "classic puzzles_per_s=", 0) == 0);
    CHECK(classic.find(" puzzles=1 gave_up=1 max_steps=1000") != std::string::npos);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 2);
    CHECK(run("bench").status == 2);  // FILE is required
    Run missing = run_cli_all("bench /no/such/file.txt");
    CHECK(missing.status == 2);
    CHECK(missing.out == "sudoku bench: cannot open /no/such/file.txt: No such file or directory\n");
    CHECK(run("bench --limit 0 " + file).status == 2);
    CHECK(run("bench --help").status == 0);
}
