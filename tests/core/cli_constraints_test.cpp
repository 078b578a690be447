// The CLI over f-puzzles JSON: what is drawn but is no rule (a line, a text) is named on
// standard error and the puzzle is answered by its rules; a rule the engine does not know is
// refused with its name, never dropped.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "cli_run.h"
#include "temp_file.h"

namespace {

std::string first_set_line() {
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/../data/constraints/puzzles.fpuzzles");
    std::string line;
    std::getline(in, line);
    return line;
}

std::string with(std::string line, const std::string& from, const std::string& to) {
    const auto at = line.find(from);
    REQUIRE(at != std::string::npos);
    return line.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("cli constraints: cosmetic items are named, unknown rules refused with their name") {
    const std::string line = first_set_line();  // antiknight-1
    const auto sol_at = line.find("\"solution\":[");
    REQUIRE(sol_at != std::string::npos);
    std::string want;
    for (std::size_t i = sol_at + 12; line[i] != ']'; ++i)
        if (line[i] >= '1' && line[i] <= '9') want += line[i];
    REQUIRE(want.size() == 81);

    // Drawn only: answered, and each kind of item named with its count.
    TempFile cosmetic(with(line, "\"antiknight\":true,",
                           "\"antiknight\":true,\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]},{\"lines\":[[\"R2C1\",\"R2C2\"]]}],"
                           "\"text\":[{\"cells\":[\"R5C5\"],\"value\":\"hi\"}],"));
    CliRun a = run_cli_all("solve " + cosmetic.path);
    CHECK(a.status == 0);
    CHECK(a.out.find(want) != std::string::npos);
    CHECK(a.out.find("drawn only, no rule") != std::string::npos);
    CHECK(a.out.find("line (2)") != std::string::npos);
    CHECK(a.out.find("text (1)") != std::string::npos);
    CHECK(a.out.find("line 1") != std::string::npos);  // where: the file's line
    // Without them, no note.
    TempFile plain(line);
    CliRun b = run_cli_all("solve " + plain.path);
    CHECK(b.out.find("drawn only") == std::string::npos);

    // A rule we lack: refused, named, status 1, for every command that reads puzzles.
    TempFile clone(with(line, "\"antiknight\":true,", "\"clone\":[{\"cells\":[\"R1C1\"],\"cloneCells\":[\"R9C9\"]}],"));
    for (const char* cmd : {"solve", "hint", "grade", "validate"}) {
        CAPTURE(cmd);
        CliRun r = run_cli_all(std::string(cmd) + " " + clone.path);
        CHECK(r.status == 1);
        CHECK(r.out.find("unknown constraint \"clone\"") != std::string::npos);
        CHECK(r.out.find("refused") != std::string::npos);
        CHECK(r.out.find(want) == std::string::npos);
    }
    TempFile queen(with(line, "\"antiknight\":true,", "\"antiqueen\":true,"));
    CliRun q = run_cli_all("solve " + queen.path);
    CHECK(q.status == 1);
    CHECK(q.out.find("\"antiqueen\"") != std::string::npos);
}
