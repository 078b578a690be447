// Puzzle text: parse_grid, find_conflicts and validate_text on arbitrary bytes.
// Checks: an error always says something; what parses formats back to the same grid;
// validate_text agrees with parse + conflicts; conflicts are real, ordered and complete.
#include "fuzz_util.h"

using namespace sudoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = fuzz::text_of(data, size);
    ParseResult p = parse_grid(text);
    Grid validated;
    std::string v = validate_text(text, &validated);
    if (!p.ok) {
        FUZZ_CHECK(!p.error.empty());
        FUZZ_CHECK(v == p.error);
        return 0;
    }
    FUZZ_CHECK(p.error.empty());
    for (auto d : p.grid.cells) FUZZ_CHECK(d <= 9);
    ParseResult again = parse_grid(format_line(p.grid));
    FUZZ_CHECK(again.ok && again.grid == p.grid);
    again = parse_grid(format_pretty(p.grid));
    FUZZ_CHECK(again.ok && again.grid == p.grid);

    auto conflicts = find_conflicts(p.grid);
    int pairs = 0;  // equal digits among peers, counted independently
    for (int c = 0; c < kCells; ++c)
        for (auto q : peers()[c]) pairs += q > c && p.grid[c] && p.grid[c] == p.grid[q];
    FUZZ_CHECK(int(conflicts.size()) == pairs);
    for (std::size_t i = 0; i < conflicts.size(); ++i) {
        const Conflict& k = conflicts[i];
        FUZZ_CHECK(k.a < k.b && p.grid[k.a] == k.digit && p.grid[k.b] == k.digit);
        FUZZ_CHECK(k.house >= 0 && k.house < kHouses);
        if (i) FUZZ_CHECK(conflicts[i - 1].a < k.a || (conflicts[i - 1].a == k.a && conflicts[i - 1].b < k.b));
    }
    if (conflicts.empty()) {
        FUZZ_CHECK(v.empty() && validated == p.grid);
    } else {
        FUZZ_CHECK(v == "conflict: " + describe(conflicts.front()));
        FUZZ_CHECK(!is_solved(p.grid));
    }
    return 0;
}
