// `sudoku grade`, `hint` and `generate` run as a user would: through the built CLI.
#include <doctest/doctest.h>

#include "cli_run.h"
#include "temp_file.h"
#include "core/generate/bank_pack.h"

#include <string>
#include <vector>

namespace {

using Run = CliRun;

Run run(const std::string& args) { return run_cli(args); }

const std::string kSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const std::string kEasy = "....6...2..97.1.8....8..367973..8....4......1...3.......4.....68.6.5..7.5..97.1..";
const std::string kNoSolution = "12345678.........9" + std::string(63, '.');  // r1c9 needs the 9 of column 9
const std::string kMultiple(81, '.');
const std::string kBadInput = kNoSolution + "\n" + kMultiple + "\n" + "12x\n" + "11" + std::string(79, '.') + "\n";

}  // namespace

TEST_CASE("grade: level, rating and hardest technique, and bad lines answer while the batch goes on") {
    TempFile f(kEasy + "\n" + kBadInput + kSolved + "\n");
    Run r = run("grade " + f.path);
    CHECK(r.status == 1);
    auto out = lines_of(r.out);
    REQUIRE(out.size() == 6);
    CHECK(out[0].rfind("easy ", 0) == 0);
    CHECK(out[1] == "none: the puzzle has no solution");
    CHECK(out[2] == "multiple: the puzzle has more than one solution");
    CHECK(out[3] == "invalid: bad character 'x' at position 3");
    CHECK(out[4] == "invalid: conflict: r1c1 and r1c2 both hold 1 in row 1");
    CHECK(out[5] == "easy 0.0 none");

    TempFile good(kEasy + "\n");
    Run ok = run("grade " + good.path);
    CHECK(ok.status == 0);
    auto fields = lines_of(ok.out);
    REQUIRE(fields.size() == 1);
    CHECK(fields[0] == "easy 1.5 hidden-single");
}

TEST_CASE("grade --path and hint --path print every step to the end") {
    TempFile f(kEasy + "\n");
    Run g = run("grade --path " + f.path);
    CHECK(g.status == 0);
    auto out = lines_of(g.out);
    REQUIRE(out.size() > 10);
    CHECK(out[0] == "easy 1.5 hidden-single");
    CHECK(out[1].rfind("  1. ", 0) == 0);
    Run h = run("hint --path " + f.path);
    auto steps = lines_of(h.out);
    CHECK(steps.size() == out.size());  // the same steps, then "solved"
    CHECK(steps.back() == "solved");
    CHECK(steps[0] == out[1].substr(2));
}

TEST_CASE("hint: the next step with its cells and effect, and bad lines answer") {
    TempFile f(kEasy + "\n" + kBadInput + kSolved + "\n");
    Run r = run("hint " + f.path);
    CHECK(r.status == 1);
    auto out = lines_of(r.out);
    REQUIRE(out.size() == 6);
    // The first step: a technique, the pattern's cells in brackets, the sentence, the effect.
    CHECK(out[0].find(" [r") != std::string::npos);
    CHECK(out[0].find("]: ") != std::string::npos);
    CHECK(out[0].find(" => r") != std::string::npos);
    CHECK(out[1].rfind("none:", 0) == 0);
    CHECK(out[2].rfind("multiple:", 0) == 0);
    CHECK(out[3].rfind("invalid: ", 0) == 0);
    CHECK(out[4].rfind("invalid: conflict", 0) == 0);
    CHECK(out[5] == "solved");
}

TEST_CASE("generate: reproducible from the seed, graded at the level asked") {
    Run a = run("generate --count 4 --seed 77 --level hard");
    Run b = run("generate -n 4 -s 77 -l hard");
    CHECK(a.status == 0);
    CHECK(a.out == b.out);
    auto puzzles = lines_of(a.out);
    REQUIRE(puzzles.size() == 4);
    // Puzzle i is seed S+i on its own.
    Run third = run("generate --seed 79 --level hard");
    CHECK(lines_of(third.out) == std::vector<std::string>{puzzles[2]});
    TempFile f(a.out);
    auto grades = lines_of(run("grade " + f.path).out);
    REQUIRE(grades.size() == 4);
    for (const auto& line : grades) CHECK(line.rfind("hard ", 0) == 0);
    Run info = run("generate -s 5 -l expert --symmetry rotational --info");
    CHECK(info.out.find(" seed=5 level=expert rating=") != std::string::npos);
    // And the puzzle in the bank files' dense form (what scripts/make_bank.sh writes).
    const auto dense_at = info.out.find(" dense=");
    REQUIRE(dense_at != std::string::npos);
    const std::string dense = info.out.substr(dense_at + 7, info.out.find_first_of(" \n", dense_at + 7) - dense_at - 7);
    CHECK(sudoku::unpack_bank_puzzle(dense, sudoku::Symmetry::Rotational) == sudoku::parse_grid(info.out.substr(0, 81)).grid);
    // One default symmetry everywhere: rotational, as the page digs (a link #seed=42&level=hard).
    Run plain = run("generate -s 42 -l hard");
    CHECK(plain.status == 0);
    CHECK(plain.out == run("generate -s 42 -l hard --symmetry rotational").out);
    CHECK(plain.out != run("generate -s 42 -l hard --symmetry none").out);
    Run simple = run("generate -n 2 -s 1 --simple");
    CHECK(lines_of(simple.out).size() == 2);
}

TEST_CASE("usage errors exit 2") {
    CHECK(run("generate --level impossible").status == 2);
    CHECK(run("generate --symmetry spiral").status == 2);
    CHECK(run("generate --count -1").status == 2);
    CHECK(run("grade --nope").status == 2);
    for (const char* cmd : {"hint", "grade"}) {
        Run missing = run_cli_all(std::string(cmd) + " /nonexistent/file");
        CHECK(missing.status == 2);
        CHECK(missing.out == std::string("sudoku ") + cmd + ": cannot open /nonexistent/file: No such file or directory\n");
    }
    CHECK(run("grade --help").status == 0);
}
