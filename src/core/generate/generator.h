// Generating a puzzle of any kind, the one entry point: exactly one solution, graded,
// reproducible from a seed. The 9x9 classic goes to its own generator and bank
// (classic_generator.h); every other kind is dug here (generator.cpp).
//
//   auto kind = parse_variant_kind("16x16");   // or "4x4", "6x6", "9x9", "12x12", "jigsaw", "x", "killer",
//                                              // "anti-knight", "anti-king", "non-consecutive", "kropki", "xv", "thermo"
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

// The rules of the 9x9 kinds made by digging a grid that keeps them (generator_rules.cpp):
// whole-grid rules, or marks read off the solution (kropki and XV with every mark given).
enum class GameRules : std::uint8_t { None, AntiKnight, AntiKing, NonConsecutive, Kropki, XV, Thermo };

struct VariantKind {
    Variant variant = Variant::Classic;
    int size = 9;
    GameRules rules = GameRules::None;  // a 9x9 classic with these rules
    bool operator==(const VariantKind& o) const { return variant == o.variant && size == o.size && rules == o.rules; }
};
std::optional<VariantKind> parse_variant_kind(std::string_view word);
std::string variant_kind_name(const VariantKind& k);  // "4x4" ... "killer", "anti-knight" ... "thermo"
VariantKind variant_kind_of(const Geometry& g);

const char* game_rules_key(GameRules r);  // "anti-knight" ... "thermo"; "" for None
GameRules game_rules_of(const Geometry& g);  // the kind of a 9x9's rules, None when none fits

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
