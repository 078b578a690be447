// The JSON line of any puzzle (puzzle_json.h), and the killer forms players trade
// (killer_text.h), on arbitrary bytes.
// Checks: never a crash or a hang; a refusal always says something; what is read formats to a
// line that reads back to the same puzzle and formats the same again; givens and solution fit
// the geometry's size; a small puzzle's solution from solve keeps the givens.
#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/solve/solver.h"
#include "fuzz_util.h"

using namespace sudoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = fuzz::text_of(data, size);
    PuzzleTextResult r = parse_puzzle_text(text);
    if (!r.ok) {
        FUZZ_CHECK(!r.error.empty());
        return 0;
    }
    const PuzzleText& p = r.puzzle;
    FUZZ_CHECK(p.geometry != nullptr);
    const Geometry& g = *p.geometry;
    FUZZ_CHECK(int(p.givens.size()) == g.cells());
    FUZZ_CHECK(p.solution.empty() || int(p.solution.size()) == g.cells());
    for (auto d : p.givens) FUZZ_CHECK(d <= g.size());
    FUZZ_CHECK(first_conflict(g, p.givens).empty());
    const std::string line = format_puzzle_json(p);
    PuzzleTextResult again = parse_puzzle_text(line);
    FUZZ_CHECK(again.ok);
    FUZZ_CHECK(*again.puzzle.geometry == g);
    FUZZ_CHECK(again.puzzle.givens == p.givens && again.puzzle.solution == p.solution && again.puzzle.level == p.level);
    FUZZ_CHECK(format_puzzle_json(again.puzzle) == line);
    // The killer forms: what a writer accepts reads back to the same puzzle (the short form
    // lists cages by their first cell, so its geometry is compared by its short form again).
    std::string why;
    const std::string lng = format_killer_long(g, p.givens, why);
    if (why.empty()) {
        PuzzleTextResult k = parse_puzzle_text(lng);
        FUZZ_CHECK(k.ok);
        FUZZ_CHECK(k.puzzle.geometry->cages().size() <= g.cages().size());  // lone cells without a sum drop out
        const std::string lng2 = format_killer_long(*k.puzzle.geometry, k.puzzle.givens, why);
        FUZZ_CHECK(why.empty());
        PuzzleTextResult k2 = parse_puzzle_text(lng2);
        FUZZ_CHECK(k2.ok && *k2.puzzle.geometry == *k.puzzle.geometry);
    }
    const std::string shrt = format_killer_short(g, p.givens, why);
    if (why.empty()) {
        PuzzleTextResult k = parse_puzzle_text(shrt);
        FUZZ_CHECK(k.ok);
        FUZZ_CHECK(format_killer_short(*k.puzzle.geometry, k.puzzle.givens, why) == shrt);
        FUZZ_CHECK(k.puzzle.geometry->cages().size() == g.cages().size());
    }
    if (g.size() <= 6) {  // cheap enough to solve on every input
        Solutions s = solve(g, p.givens, 2, nullptr, 20000);
        if (s.count > 0)
            for (int c = 0; c < g.cells(); ++c) FUZZ_CHECK(!p.givens[c] || s.solution[c] == p.givens[c]);
        if (!p.solution.empty() && !s.gave_up) FUZZ_CHECK(s.count >= 1);
    }
    return 0;
}
