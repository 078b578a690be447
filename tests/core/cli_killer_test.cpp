// The CLI on the killer formats players trade: validate, solve, grade and hint read a small
// easy killer in the short and the long form; a refused line says where and why; validate --to
// converts between the forms and the JSON line.
#include <doctest/doctest.h>

#include <string>

#include "cli_run.h"
#include "temp_file.h"

namespace {

// generate --variant killer --no-givens --level easy --seed 1, in both forms.
const std::string kShort =
    "9<7<9<KB<EC<K<9^`F^7<^B^^'^EL<<^IF<^^`D<^^``V^O<9<^E'^C^39<'^'^^^^K<GH<AF<<^'^``^";
const std::string kLong =
    "3x3::k:2305:2305:1794:1794:2307:2307:5124:2821:2821:3590:3079:3079:5128:5128:2313:5124:5124:3850:3590:1803:1803:"
    "5128:2828:2313:5124:3850:3850:3597:5390:5390:5390:2828:4623:3856:3856:3850:3597:3597:3345:3345:2828:4623:4623:"
    "3856:7954:3597:6163:6163:2324:2324:4623:3605:7954:7954:3094:6163:791:2328:2328:3605:3605:7954:7954:3094:6163:"
    "791:5145:5145:4122:4379:4379:2588:3869:3869:3869:5145:4122:4122:4122:4379:2588:";
const std::string kSolution = "273418956984657123516932874659723481148569237327184569891276345462395718735841692";

}  // namespace

TEST_CASE("cli killer formats: validate, solve, grade and hint read the short and the long form") {
    TempFile file(kShort + "\n" + kLong + "\n# a comment\n" + kShort + " " + kSolution + "\n");
    CliRun v = run_cli("validate " + file.path);
    CHECK(v.status == 0);
    CHECK(v.out == "ok\nok\nok\n");
    CliRun s = run_cli("solve " + file.path);
    CHECK(s.status == 0);
    CHECK(s.out == kSolution + "\n" + kSolution + "\n" + kSolution + "\n");
    CHECK(run_cli("solve --count " + file.path).out == "1\n1\n1\n");
    CliRun g = run_cli("grade " + file.path);
    CHECK(g.status == 0);
    CHECK(lines_of(g.out).size() == 3u);
    CHECK(g.out.rfind("medium ", 0) == 0);
    CliRun h = run_cli("hint " + file.path);
    CHECK(h.status == 0);
    CHECK(h.out.find(" => r") != std::string::npos);
    // Standard input too.
    CHECK(run_shell("printf '%s\\n' '" + kLong + "' | " SUDOKU_CLI " solve").out == kSolution + "\n");
}

TEST_CASE("cli killer formats: a refused line says where and why, and the others are still answered") {
    std::string bad = kShort;
    bad[16] = '?';
    TempFile file(bad + "\n" + kShort + "\n3x3::k:1:2:3\n");
    CliRun v = run_cli("validate " + file.path);
    CHECK(v.status == 1);
    CHECK(v.out ==
          "invalid: killer short format: character 17 (r2c8) '?' is neither a sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)\n"
          "ok\n"
          "invalid: killer long format: 3 numbers after \"3x3::k:\", expected 81 (one per cell, row by row, separated by ':')\n");
    CliRun s = run_cli("solve " + file.path);
    CHECK(s.status == 1);
    auto lines = lines_of(s.out);
    REQUIRE(lines.size() == 3u);
    CHECK(lines[0].rfind("invalid: killer short format: character 17 (r2c8)", 0) == 0);
    CHECK(lines[1] == kSolution);
}

TEST_CASE("cli killer formats: validate --to converts between the forms and the JSON line") {
    TempFile file(kShort + " " + kSolution + "\n");
    CliRun l = run_cli("validate --to long " + file.path);
    CHECK(l.status == 0);
    CHECK(l.out == kLong + " " + kSolution + "\n");
    TempFile longs(kLong + "\n");
    CHECK(run_cli("validate --to short " + longs.path).out == kShort + "\n");
    CliRun j = run_cli("validate --to json " + longs.path);
    CHECK(j.out.rfind("{\"variant\":\"killer\",\"size\":9,\"cages\":[{\"sum\":9,\"cells\":[0,1]},", 0) == 0);
    TempFile json(j.out);
    CHECK(run_cli("validate --to short " + json.path).out == kShort + "\n");
    // What a form cannot hold: 'unsupported: <reason>', exit 1.
    TempFile classic("7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3\n");
    CliRun c = run_cli("validate --to short " + classic.path);
    CHECK(c.status == 1);
    CHECK(c.out == "unsupported: the short killer format holds 9x9 killers only, not a 9x9\n");
    CHECK(run_cli("validate --to json " + classic.path).out.rfind("{\"variant\":\"classic\",\"size\":9,\"givens\":\"7.2.5.6", 0) == 0);
    CHECK(run_cli("validate --to yaml " + classic.path).status == 2);
    CHECK(run_cli("validate --help").out.find("--to") != std::string::npos);
}
