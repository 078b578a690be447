// Puzzles of any variant with exactly one solution, graded, reproducible from a seed.
//
// CONTRACT shared by the CLI and the game (keep these names):
//   auto kind = parse_variant_kind("16x16");   // or "4x4", "6x6", "9x9", "12x12", "jigsaw", "x", "killer"
//   VariantPuzzle p = generate_variant({*kind, Level::Medium, seed});
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid/geometry.h"
#include "core/logic/grader.h"
#include "core/solve/variant_solver.h"

namespace sudoku {

struct VariantKind {
    Variant variant = Variant::Classic;
    int size = 9;
    bool operator==(const VariantKind& o) const { return variant == o.variant && size == o.size; }
};
std::optional<VariantKind> parse_variant_kind(std::string_view word);
std::string variant_kind_name(const VariantKind& k);  // "4x4" ... "killer"
VariantKind variant_kind_of(const Geometry& g);

struct VariantOptions {
    VariantKind kind;
    Level level = Level::Easy;
    std::uint64_t seed = 0;
    bool no_givens = false;  // killer only: cages alone, one solution, no givens (others ignore it)
};

struct VariantPuzzle {
    GeometryPtr geometry;
    Cells givens, solution;
    Level level = Level::Easy;
    double rating = 0;
};

// Same options, same puzzle on every platform.
VariantPuzzle generate_variant(const VariantOptions& options);

// generate_variant in steps, one grid drawn per step(), so a page draws frames (and its
// progress) between them; the result is the puzzle generate_variant makes.
class VariantJob {
public:
    explicit VariantJob(const VariantOptions& options);
    VariantJob(VariantJob&&) noexcept;
    VariantJob& operator=(VariantJob&&) noexcept;
    ~VariantJob();
    bool step();  // one grid; true when the puzzle is ready
    bool done() const;
    double progress() const;  // 0..1: grids made over grids planned
    const VariantOptions& options() const;
    VariantPuzzle result() const;  // once done()

private:
    struct State;
    std::unique_ptr<State> s_;
};

}  // namespace sudoku
