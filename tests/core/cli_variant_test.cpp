// The CLI on the JSON line of any variant: generate --variant --json, and solve, validate,
// grade and hint reading it; plain 81-cell lines keep working beside it.
#include <doctest/doctest.h>

#include <string>

#include "cli_run.h"
#include "core/grid/puzzle_json.h"
#include "seed_puzzle.h"
#include "temp_file.h"

using namespace sudoku;

namespace {

std::string field(const std::string& line, const std::string& name) {
    const std::string key = "\"" + name + "\":\"";
    auto i = line.find(key);
    if (i == std::string::npos) return {};
    i += key.size();
    return line.substr(i, line.find('"', i) - i);
}

}  // namespace

TEST_CASE("cli variants: generate --json prints one line per puzzle, the same for the same seed") {
    for (const char* v : {"4x4", "6x6", "9x9", "12x12", "16x16", "jigsaw", "x", "killer"}) {
        INFO(v);
        CliRun a = run_cli(std::string("generate --variant ") + v + " --level easy --seed 21 --json");
        CliRun b = run_cli(std::string("generate --variant ") + v + " --level easy --seed 21 --json");
        REQUIRE(a.status == 0);
        CHECK(a.out == b.out);
        auto lines = lines_of(a.out);
        REQUIRE(lines.size() == 1u);
        PuzzleTextResult r = parse_puzzle_text(lines[0]);
        REQUIRE_MESSAGE(r.ok, r.error);
        CHECK(r.puzzle.level == "easy");
        CHECK(r.puzzle.rating > 0);
        CHECK(r.puzzle.solution.size() == r.puzzle.givens.size());
        // solve, validate, grade and hint read the line back.
        TempFile file(lines[0] + "\n");
        CliRun s = run_cli("solve " + file.path);
        CHECK(s.status == 0);
        CHECK(s.out == field(lines[0], "solution") + "\n");
        CHECK(run_cli("solve --count " + file.path).out == "1\n");
        CHECK(run_cli("validate " + file.path).out == "ok\n");
        CliRun g = run_cli("grade " + file.path);
        CHECK(g.status == 0);
        CHECK(g.out.rfind("easy ", 0) == 0);
        CliRun h = run_cli("hint " + file.path);
        CHECK(h.status == 0);
        CHECK(h.out.find(" => r") != std::string::npos);
        CliRun path = run_cli("hint --path " + file.path);
        CHECK(lines_of(path.out).back() == "solved");
    }
    CHECK(run_cli("generate --variant 16x16 --seed 21 --count 2 --json").out ==
          run_cli("generate --variant 16x16 --seed 21 --json").out + run_cli("generate --variant 16x16 --seed 22 --json").out);
    CHECK(run_cli("generate --variant x --seed 21 --json").out != run_cli("generate --variant x --seed 22 --json").out);
}

TEST_CASE("cli variants: refusals and exit codes") {
    CliRun r = run_cli_all("generate --variant 7x7 --seed 1");
    CHECK(r.status == 2);
    CHECK(r.out.find("unknown variant '7x7'") != std::string::npos);
    r = run_cli_all("generate --variant killer --symmetry mirror --seed 1");
    CHECK(r.status == 2);
    CHECK(r.out.find("9x9 classic only") != std::string::npos);
    r = run_cli_all("generate --variant 6x6 --level extreme --seed 1");
    CHECK(r.status == 0);
    CHECK(r.out.find("giving expert") != std::string::npos);
    // A bad line among good ones: answered in its place, exit 1.
    const std::string killer = "{\"variant\":\"killer\",\"cages\":[{\"sum\":50,\"cells\":[0,1]}],\"givens\":\"" + std::string(81, '.') + "\"}";
    const std::string two = "{\"variant\":\"4x4\",\"givens\":\"" + std::string(16, '.') + "\"}";
    TempFile file(kSeed + "\n" + killer + "\n" + two + "\n{\"givens\":\n");
    r = run_cli("solve " + file.path);
    CHECK(r.status == 1);
    CHECK(r.out == kSeedSolution + "\n" +
                       "invalid: cages[0]: no 2 different digits from 1 to 9 add up to 50 (r1c1, r1c2)\n"
                       "multiple\n"
                       "invalid: JSON: expected a value at the end of the line\n");
    r = run_cli("validate " + file.path);
    CHECK(r.status == 1);
    CHECK(lines_of(r.out).size() == 4u);
    CHECK(lines_of(r.out)[2] == "ok");
    r = run_cli("grade " + file.path);
    CHECK(r.status == 1);
    CHECK(lines_of(r.out)[2] == "multiple: the puzzle has more than one solution");
    r = run_cli("hint --json " + file.path);
    CHECK(lines_of(r.out)[2] == "{\"error\":\"multiple: the puzzle has more than one solution\"}");
    // The commands that read only the classic say so.
    TempFile four(run_cli("generate --variant 4x4 --seed 3").out);
    r = run_cli("check-consistency " + four.path);
    CHECK(r.out.find("this command reads 9x9 classic puzzles only") != std::string::npos);
    // trace takes every variant (cli_trace_test.cpp).
    CHECK(run_cli("trace " + four.path).out.find(" result=solved") != std::string::npos);
    // A classic JSON line works like its plain line.
    TempFile classic("{\"variant\":\"classic\",\"size\":9,\"givens\":\"" + kSeed + "\"}\n");
    CHECK(run_cli("solve " + classic.path).out == kSeedSolution + "\n");
    CHECK(run_cli("grade " + classic.path).out == run_shell("echo '" + kSeed + "' | " + std::string(SUDOKU_CLI) + " grade").out);
}

TEST_CASE("cli variants: killer --no-givens, and its refusal for other variants") {
    CliRun a = run_cli("generate --variant killer --no-givens --seed 4 --json");
    REQUIRE(a.status == 0);
    CHECK(a.out == run_cli("generate --variant killer --no-givens --seed 4 --json").out);
    CHECK(a.out != run_cli("generate --variant killer --seed 4 --json").out);
    auto lines = lines_of(a.out);
    REQUIRE(lines.size() == 1u);
    PuzzleTextResult r = parse_puzzle_text(lines[0]);
    REQUIRE_MESSAGE(r.ok, r.error);
    CHECK(field(lines[0], "givens") == std::string(81, '.'));
    TempFile file(lines[0] + "\n");
    CHECK(run_cli("solve " + file.path).out == field(lines[0], "solution") + "\n");
    CHECK(run_cli("solve --count " + file.path).out == "1\n");
    CliRun g = run_cli("grade " + file.path);
    CHECK(g.status == 0);
    CHECK(g.out.rfind(r.puzzle.level + " ", 0) == 0);
    CliRun refused = run_cli_all("generate --variant 6x6 --no-givens --seed 1");
    CHECK(refused.status == 2);
    CHECK(refused.out.find("--no-givens is for --variant killer only") != std::string::npos);
    CHECK(run_cli_all("generate --no-givens --seed 1").status == 2);
}
