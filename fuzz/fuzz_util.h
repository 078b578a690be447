// Shared by the harnesses: turning fuzz bytes into grids, and a check that aborts so
// libFuzzer records the input (assert() would vanish in Release builds).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/grid/grid.h"

#define FUZZ_CHECK(cond)                                                              \
    do {                                                                              \
        if (!(cond)) {                                                                \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                             \
        }                                                                             \
    } while (0)

namespace fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Every input becomes a conflict-free grid: puzzle text when it parses, else byte i
// gives cell i (value % 10, so most bytes are blanks or digits). A digit that clashes
// with an earlier cell is dropped, so the solvers always get a legal puzzle and the
// fuzzer need not learn the rules to reach them.
inline sudoku::Grid grid_of(const std::uint8_t* data, std::size_t size) {
    sudoku::ParseResult p = sudoku::parse_grid(text_of(data, size));
    sudoku::Grid g = p.grid;
    if (!p.ok) {
        g = {};
        for (std::size_t i = 0; i < size && i < std::size_t(sudoku::kCells); ++i) g[int(i)] = data[i] % 10;
    }
    sudoku::Grid out;
    for (int c = 0; c < sudoku::kCells; ++c)
        if (g[c] && (sudoku::candidates(out, c) & sudoku::bit(g[c]))) out[c] = g[c];
    return out;
}

}  // namespace fuzz
