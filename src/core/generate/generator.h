// Generating a puzzle of any kind, the one entry point: exactly one solution, graded,
// reproducible from a seed. The 9x9 classic goes to its own generator and bank
// (classic_generator.h); every other kind is dug here (generator.cpp).
//
//   auto kind = parse_variant_kind("16x16");   // or "4x4", "6x6", "9x9", "12x12", "jigsaw", "x", "killer"
//   GeneratedPuzzle p = generate_puzzle({*kind, Level::Medium, seed});
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/geometry.h"
#include "core/logic/grader.h"
#include "core/generate/classic_generator.h"
#include "core/solve/solver.h"

namespace sudoku {

struct VariantKind {
    Variant variant = Variant::Classic;
    int size = 9;
    bool operator==(const VariantKind& o) const { return variant == o.variant && size == o.size; }
};
std::optional<VariantKind> parse_variant_kind(std::string_view word);
std::string variant_kind_name(const VariantKind& k);  // "4x4" ... "killer"
VariantKind variant_kind_of(const Geometry& g);

struct PuzzleOptions {
    VariantKind kind;
    Level level = Level::Easy;
    std::uint64_t seed = 0;
    bool no_givens = false;  // killer only: cages alone, one solution, no givens (others ignore it)
};

struct GeneratedPuzzle {
    GeometryPtr geometry;
    Cells givens, solution;
    Level level = Level::Easy;
    double rating = 0;
};

// Same options, same puzzle on every platform.
GeneratedPuzzle generate_puzzle(const PuzzleOptions& options);

// generate_puzzle in steps, one grid drawn per step() (the 9x9 classic: about 4 ms of its
// generator's work), so a page draws frames (and its progress) between them; the result is the
// puzzle generate_puzzle makes.
class PuzzleJob {
public:
    explicit PuzzleJob(const PuzzleOptions& options);
    PuzzleJob(PuzzleJob&&) noexcept;
    PuzzleJob& operator=(PuzzleJob&&) noexcept;
    ~PuzzleJob();
    bool step();  // one grid; true when the puzzle is ready
    bool done() const;
    double progress() const;  // 0..1: grids made over grids planned
    const PuzzleOptions& options() const;
    GeneratedPuzzle result() const;  // once done()

private:
    struct State;
    std::unique_ptr<State> s_;
};

}  // namespace sudoku
