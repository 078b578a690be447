// The JSON line of any puzzle: round trips for every variant, and each refusal's message.
#include <doctest/doctest.h>

#include <string>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {

std::string error_of(const std::string& text) {
    PuzzleTextResult r = parse_puzzle_text(text);
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.error.empty());
    return r.error;
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const std::string kBlank81(81, '.');

}  // namespace

TEST_CASE("puzzle json: every variant round-trips through its JSON line") {
    for (const char* word : {"4x4", "6x6", "9x9", "12x12", "16x16", "jigsaw", "x", "killer"}) {
        INFO(word);
        GeneratedPuzzle v = generate_puzzle({*parse_variant_kind(word), Level::Easy, 11});
        PuzzleText t{v.geometry, v.givens, v.solution, level_name(v.level), v.rating};
        const std::string line = format_puzzle_json(t);
        CHECK(line.find('\n') == std::string::npos);
        PuzzleTextResult r = parse_puzzle_text(line);
        REQUIRE_MESSAGE(r.ok, r.error);
        CHECK(*r.puzzle.geometry == *v.geometry);
        CHECK(r.puzzle.givens == v.givens);
        CHECK(r.puzzle.solution == v.solution);
        CHECK(r.puzzle.level == level_name(v.level));
        CHECK(r.puzzle.rating == doctest::Approx(v.rating).epsilon(1e-5));
        CHECK(format_puzzle_json(r.puzzle) == line);
        // Without the optional fields, and with spaces and a CRLF, it reads the same puzzle.
        PuzzleText bare{v.geometry, v.givens, {}, "", -1};
        std::string spaced = format_puzzle_json(bare);
        CHECK(!has(spaced, "solution"));
        for (std::size_t i = 0; (i = spaced.find(',', i)) != std::string::npos; i += 2) spaced.insert(i + 1, " ");
        PuzzleTextResult again = parse_puzzle_text("  " + spaced + "\r\n");
        REQUIRE_MESSAGE(again.ok, again.error);
        CHECK(again.puzzle.givens == v.givens);
        CHECK(again.puzzle.solution.empty());
        CHECK(again.puzzle.rating == -1);
    }
}

TEST_CASE("puzzle json: plain 81-cell lines and defaults") {
    PuzzleTextResult r = parse_puzzle_text(kSeed);
    REQUIRE(r.ok);
    CHECK(r.puzzle.geometry->is_classic9());
    CHECK(r.puzzle.givens[0] == kSeed[0] - '0');
    CHECK(has(error_of(kSeed.substr(0, 80)), "81"));
    // No variant: the classic; no size: the givens' length says it; the size words read too.
    r = parse_puzzle_text("{\"givens\":\"1...............\"}");
    REQUIRE(r.ok);
    CHECK(r.puzzle.geometry->size() == 4);
    r = parse_puzzle_text("{\"variant\":\"16x16\",\"givens\":\"" + std::string(255, '.') + "G\"}");
    REQUIRE_MESSAGE(r.ok, r.error);
    CHECK(r.puzzle.givens[255] == 16);
    r = parse_puzzle_text("{\"variant\":\"x\",\"size\":9,\"givens\":\"" + kBlank81 + "\",\"level\":\"HARD\"}");
    REQUIRE(r.ok);
    CHECK(r.puzzle.geometry->diagonals());
    CHECK(r.puzzle.level == "hard");
    r = parse_puzzle_text("{\"variant\":\"classic\",\"size\":9,\"regions\":null,\"givens\":\"" + kBlank81 + "\"}");
    CHECK(r.ok);
}

TEST_CASE("puzzle json: each refusal names the field and the cells") {
    const std::string g81 = "\"givens\":\"" + kBlank81 + "\"";
    CHECK(has(error_of("{\"variant\":\"sudokuX\"," + g81 + "}"), "variant: unknown variant \"sudokuX\""));
    CHECK(has(error_of("{\"variant\":\"classic\",\"size\":7," + g81 + "}"), "size: 7 is not one of 4, 6, 9, 12, 16"));
    CHECK(has(error_of("{\"variant\":\"4x4\",\"size\":9," + g81 + "}"), "size: 9 but the variant says 4x4"));
    CHECK(has(error_of("{\"size\":9.5," + g81 + "}"), "size: expected a whole number, got 9.5"));
    CHECK(has(error_of("{\"variant\":\"classic\"}"), "givens: missing"));
    CHECK(has(error_of("{\"variant\":\"classic\",\"size\":9,\"givens\":\"...\"}"),
              "givens: 3 characters, expected 81"));
    std::string bad = kBlank81;
    bad[12] = 'x';
    CHECK(has(error_of("{\"givens\":\"" + bad + "\"}"), "givens: 'x' at r2c4 (character 13) is not a digit of a 9x9 puzzle"));
    bad[12] = 'A';
    CHECK(has(error_of("{\"givens\":\"" + bad + "\"}"), "givens: 'A' at r2c4"));
    bad = kBlank81;
    bad[0] = '5', bad[8] = '5';
    CHECK(has(error_of("{\"givens\":\"" + bad + "\"}"), "givens: r1c1 and r1c9 both hold 5 in row 1"));
    bad = kBlank81;
    bad[0] = '5', bad[80] = '5';
    CHECK(has(error_of("{\"variant\":\"x\"," + std::string("\"givens\":\"") + bad + "\"}"),
              "givens: r1c1 and r9c9 both hold 5 in the diagonal"));
    // Regions.
    CHECK(has(error_of("{\"variant\":\"jigsaw\"," + g81 + "}"), "regions: missing"));
    std::string regions = "[";
    for (int c = 0; c < 81; ++c) regions += (c ? "," : "") + std::to_string(c < 10 ? 0 : (c - 1) / 9);
    regions += "]";
    CHECK(has(error_of("{\"variant\":\"jigsaw\",\"regions\":" + regions + "," + g81 + "}"),
              "regions: region 0 has 10 cells, expected 9 (r1c1, r1c2"));
    CHECK(has(error_of("{\"variant\":\"jigsaw\",\"regions\":[0,1,2]," + g81 + "}"), "regions: 3 entries, expected 81"));
    CHECK(has(error_of("{\"variant\":\"jigsaw\",\"regions\":\"boxes\"," + g81 + "}"), "regions: expected an array"));
    CHECK(has(error_of("{\"variant\":\"classic\",\"regions\":[" + std::string("0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3") +
                       "],\"givens\":\"" + std::string(16, '.') + "\"}"),
              "regions: not the boxes of a 4x4 grid"));
    // Diagonals and cages.
    CHECK(has(error_of("{\"variant\":\"classic\",\"diagonals\":true," + g81 + "}"), "diagonals: true needs variant \"x\""));
    CHECK(has(error_of("{\"variant\":\"x\",\"diagonals\":1," + g81 + "}"), "diagonals: expected true or false"));
    CHECK(has(error_of("{\"variant\":\"classic\",\"cages\":[]," + g81 + "}"), "cages: only a killer puzzle has cages"));
    CHECK(has(error_of("{\"variant\":\"killer\"," + g81 + "}"), "cages: missing"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":50,\"cells\":[0,1]}]," + g81 + "}"),
              "cages[0]: no 2 different digits from 1 to 9 add up to 50 (r1c1, r1c2)"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"cells\":[0,1]},{\"sum\":4,\"cells\":[1,2]}]," + g81 + "}"),
              "cages[1]: r1c2 is already in cages[0]"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"cells\":[0,81]}]," + g81 + "}"),
              "cages[0]: cell 81 is outside the grid"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3}]," + g81 + "}"), "cages[0]: missing cells"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"cells\":[0,\"1\"]}]," + g81 + "}"),
              "cages[0].cells[1]: expected a whole number"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"cells\":[0,1],\"color\":2}]," + g81 + "}"),
              "cages[0]: unknown field \"color\""));
    bad = kBlank81;
    bad[0] = '1', bad[1] = '3';
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"cells\":[0,1]}],\"givens\":\"" + bad + "\"}"),
              "givens: the cage at r1c1 adds up to 4, but its sum is 3"));
    // Solution, level, rating.
    std::string sol = kSeedSolution;
    CHECK(parse_puzzle_text("{\"givens\":\"" + kSeed + "\",\"solution\":\"" + sol + "\"}").ok);
    sol[0] = sol[0] == '1' ? '2' : '1';
    CHECK(has(error_of("{\"givens\":\"" + kSeed + "\",\"solution\":\"" + sol + "\"}"), "solution: r1c1"));
    sol = kSeedSolution;
    sol[80] = '.';
    CHECK(has(error_of("{\"givens\":\"" + kBlank81 + "\",\"solution\":\"" + sol + "\"}"), "solution: r9c9 is blank"));
    sol = kSeedSolution;
    std::swap(sol[0], sol[1]);
    CHECK(has(error_of("{\"givens\":\"" + kBlank81 + "\",\"solution\":\"" + sol + "\"}"), "solution: r1c1 and"));
    CHECK(has(error_of("{" + g81 + ",\"level\":\"impossible\"}"), "level: unknown level \"impossible\""));
    CHECK(has(error_of("{" + g81 + ",\"rating\":-1}"), "rating: expected a number from 0 up, got -1"));
    // The object itself.
    CHECK(has(error_of("{" + g81 + ",\"givns\":\"\"}"), "unknown field \"givns\""));
    CHECK(has(error_of("{" + g81 + "," + g81 + "}"), "field \"givens\" appears twice"));
    CHECK(has(error_of("{" + g81), "JSON: expected ',' or '}' at the end of the line"));
    CHECK(has(error_of("{" + g81 + "} x"), "JSON: unexpected text after the value at column 96 (found 'x')"));
    CHECK(has(error_of("[1,2]"), "bad character '['"));  // not JSON: read as a plain line
    CHECK(has(error_of("{\"givens\":[[[[[[[[[[1]]]]]]]]]]}"), "JSON: nested too deep"));
    // Escapes are read as JSON has them; a letter beyond ASCII is no digit (UTF-8: two bytes).
    CHECK(parse_puzzle_text("{\"givens\":\"\\u0035" + kBlank81.substr(1) + "\"}").puzzle.givens[0] == 5);
    CHECK(has(error_of("{\"givens\":\"\\u00e9\"}"), "givens: 2 characters, expected 81"));
    CHECK(has(error_of("{\"variant\":\"killer\",\"cages\":[{\"sum\":3,\"sum\":4,\"cells\":[0,1]}]," + g81 + "}"),
              "cages[0]: field \"sum\" appears twice"));
    CHECK(has(error_of("{\"givens\":\"" + std::string(5000, '.') + "\"}"), "JSON: a string is too long at column 4108"));
    std::string many = "[0";
    for (int k = 1; k < 5000; ++k) many += ",0";
    CHECK(has(error_of("{\"regions\":" + many + "]," + g81 + "}"), "JSON: too many items in an array"));
    CHECK(has(error_of("{\"size\":1e999," + g81 + "}"), "JSON: a number out of range"));
    CHECK(has(error_of("{'givens':1}"), "JSON: expected a field name in quotes at column 2"));
    CHECK(has(error_of("7"), "81"));
}
