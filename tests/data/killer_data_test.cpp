// The 13 hard killers of ../shared/data/killers (SudoCue's long form, a space, the solution):
// each is read, its solution keeps every cage (sum and no repeat) and house, checked here
// without the reader's own checks, and the long form written again reads back the same; and
// each solved (solve, counting to 2: exactly one solution, the file's).
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/solve/solver.h"
#include "data_sets.h"

using namespace sudoku;

namespace {

// The killers' folder beside the puzzles' one (../shared/data/killers).
std::string killers_file() { return data_dir() + "/../killers/hard_killers_long_format.txt"; }

// Absent data: skipped (exit 77, which ctest reports as skipped) with a message, or failed
// when CI is set, like the rest of the data tests (main.cpp). ctest runs one case a process.
void need_killers() {
    if (std::filesystem::exists(killers_file())) return;
    const char* ci = std::getenv("CI");
    const bool must = ci && *ci;
    std::printf("%s: shared killer data not found at %s (clone with ../shared beside the project)\n",
                must ? "FAILED (CI is set)" : "SKIPPED", killers_file().c_str());
    std::fflush(stdout);
    std::exit(must ? 1 : 77);
}

std::vector<std::string> killer_lines() {
    std::vector<std::string> out;
    std::ifstream in(killers_file());
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("killer data: the 13 hard killers read, and each solution keeps its cages and houses") {
    need_killers();
    const auto lines = killer_lines();
    REQUIRE(lines.size() == 13u);
    int with_diagonals = 0, cells_in_no_cage = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << lines[i].substr(0, 40));
        const std::string& line = lines[i];
        CHECK(killer_format_of(line) == KillerFormat::Long);
        PuzzleTextResult r = parse_puzzle_text(line);
        REQUIRE_MESSAGE(r.ok, r.error);
        const Geometry& g = *r.puzzle.geometry;
        CHECK(g.variant() == Variant::Killer);
        CHECK(g.size() == 9);
        const bool diagonal = line.rfind("3x3:d:k:", 0) == 0;
        CHECK(g.diagonals() == diagonal);
        with_diagonals += diagonal;
        CHECK(r.puzzle.givens == Cells(81, 0));
        // The solution as the file has it, checked here (not by the reader's checks).
        const std::string sol_text = line.substr(line.rfind(' ') + 1);
        REQUIRE(sol_text.size() == 81u);
        Cells sol;
        for (char ch : sol_text) sol.push_back(std::uint8_t(ch - '0'));
        CHECK(r.puzzle.solution == sol);
        for (const Cage& cage : g.cages()) {
            INFO("the cage at " << g.cell_name(cage.cells.front()));
            CHECK(cage.cells.size() <= 9u);
            int sum = 0;
            unsigned seen = 0;
            for (int c : cage.cells) {
                CHECK((sol[std::size_t(c)] >= 1 && sol[std::size_t(c)] <= 9));
                CHECK((seen & (1u << sol[std::size_t(c)])) == 0);
                seen |= 1u << sol[std::size_t(c)];
                sum += sol[std::size_t(c)];
            }
            if (cage.has_sum()) CHECK(sum == cage.sum);
        }
        for (const House& h : g.houses()) {
            unsigned seen = 0;
            for (int c : h.cells) seen |= 1u << sol[std::size_t(c)];
            CHECK(seen == 0x3FEu);
        }
        // Each cage of the file, by its numbers: a cell's number is sum * 256 + id, and the
        // cells sharing a number with a sum are exactly one cage of the geometry.
        std::vector<long> numbers;
        {
            std::string body = line.substr(0, line.find(' '));
            body = body.substr(diagonal ? 8 : 7);
            std::size_t at = 0;
            while (numbers.size() < 81u) {
                std::size_t next = body.find(':', at);
                numbers.push_back(std::stol(body.substr(at, next - at)));
                at = next + 1;
            }
        }
        for (int c = 0; c < 81; ++c) {
            const long v = numbers[std::size_t(c)];
            if (v / 256 == 0) {
                cells_in_no_cage += g.cage_of(c) < 0;
                continue;
            }
            REQUIRE(g.cage_of(c) >= 0);
            const Cage& cage = g.cages()[std::size_t(g.cage_of(c))];
            CHECK(cage.sum == v / 256);
            for (int o : cage.cells) CHECK(numbers[std::size_t(o)] == v);
        }
        // Written again in the long form (and the JSON line): the same puzzle.
        std::string why, again = format_killer_long(g, r.puzzle.givens, why);
        REQUIRE_MESSAGE(why.empty(), why);
        PuzzleTextResult back = parse_puzzle_text(again);
        REQUIRE_MESSAGE(back.ok, back.error);
        CHECK((*back.puzzle.geometry == g));
        PuzzleTextResult json = parse_puzzle_text(format_puzzle_json(r.puzzle));
        REQUIRE_MESSAGE(json.ok, json.error);
        CHECK((*json.puzzle.geometry == g));
        CHECK(json.puzzle.solution == sol);
    }
    CHECK(with_diagonals == 7);  // killer X: 3x3:d:k:
    CHECK(cells_in_no_cage > 0);  // sum 0 with an id: cells outside every cage
}

TEST_CASE("killer data: a damaged cage in a hard killer is refused with its place") {
    need_killers();
    const auto lines = killer_lines();
    REQUIRE(!lines.empty());
    // The first number (r1c1) given another sum with the same cage id.
    std::string line = lines[0].substr(0, lines[0].find(' '));
    const std::size_t start = line.find(':', 7) + 1, end = line.find(':', start);
    const long v = std::stol(line.substr(start, end - start));
    line.replace(start, end - start, std::to_string(v + 256));
    PuzzleTextResult r = parse_puzzle_text(line);
    CHECK_FALSE(r.ok);
    CHECK(r.error.rfind("killer long format: cage id " + std::to_string(v % 256) + " has sum " + std::to_string(v / 256 + 1) +
                            " at r1c1 but sum " + std::to_string(v / 256) + " at r",
                        0) == 0);
    // Its solution against the other puzzles' cages: a cage's sum is broken.
    const std::string other = lines[1].substr(0, lines[1].find(' ')) + lines[0].substr(lines[0].find(' '));
    r = parse_puzzle_text(other);
    CHECK_FALSE(r.ok);
    CHECK(r.error.rfind("solution: ", 0) == 0);
}

TEST_CASE("killer data: the 13 hard killers solve to their solutions, proven unique") {
    need_killers();
    const auto lines = killer_lines();
    REQUIRE(lines.size() == 13u);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO("line " << i + 1 << ": " << lines[i].substr(0, 40));
        PuzzleTextResult r = parse_puzzle_text(lines[i]);
        REQUIRE_MESSAGE(r.ok, r.error);
        const Solutions s = solve(*r.puzzle.geometry, r.puzzle.givens, 2);
        CHECK(s.count == 1);
        CHECK_FALSE(s.gave_up);
        CHECK(s.solution == r.puzzle.solution);
    }
}
