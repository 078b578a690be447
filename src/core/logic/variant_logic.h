// The variants' entry points (sizes, jigsaw, X, killer) over the one logic engine (logic.h):
// a VariantPosition becomes a CandidateGrid on its geometry and the engine's Step a
// VariantStep. New code can call find_next_step / apply_step on CandidateGrid::from_cells.
//
// CONTRACT shared by the variant generator, the game and the CLI (keep these names):
//   VariantPosition p = variant_position(g, cells);        // candidates of the blanks
//   while (auto step = variant_next_step(g, p)) apply_variant_step(g, p, *step);
//   VariantGrade r = grade_variant(g, givens);             // solved? level, rating, hardest
// Techniques, their order, levels per variant and ratings: docs/levels.md ("Levels of the
// variants"). Sentences come from the language tables (keys variant.*), in the language set.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/grid/geometry.h"
#include "core/logic/grader.h"    // Level
#include "core/logic/logic.h"     // Technique
#include "core/solve/solver.h"

namespace sudoku {

// A position: the filled cells and the candidates of every blank cell (0 for filled ones).
struct VariantPosition {
    Cells cells;
    std::vector<Mask> candidates;
};
// Candidates from the filled cells alone (houses and cages).
VariantPosition variant_position(const Geometry& g, const Cells& cells);

struct VariantStep {
    std::string technique;                          // its name in the current language ("Hidden single")
    std::string key;                                // stable id: "hidden-single", "cage-combination", ...
    std::string text;                               // one sentence naming cells, houses and digits
    int difficulty = 0;                             // the technique's rank, for the grader
    std::vector<CellDigit> placements, eliminations;
    std::vector<CellDigit> highlights;              // candidates the step rests on (drawn)
    std::vector<int> houses;                        // indices into Geometry::houses() to outline
    std::vector<int> cages;                         // indices into Geometry::cages() to outline
};

// The easiest step the position allows; nullopt only when solved or broken (the one engine
// ends with trial, so a valid puzzle's hints never get stuck).
std::optional<VariantStep> variant_next_step(const Geometry& g, const VariantPosition& p);
// The first instance of one technique of the engine (logic.h), whether or not easier steps
// exist (fuzzing, tests); nullopt when it does not apply here.
std::optional<VariantStep> variant_technique_step(const Geometry& g, const VariantPosition& p, Technique t);
void apply_variant_step(const Geometry& g, VariantPosition& p, const VariantStep& step);

struct VariantGrade {
    bool solved = false;        // the techniques alone solve it
    Level level = Level::Easy;  // from the hardest technique needed
    double rating = 0;          // a number that orders puzzles within a variant
    std::string hardest;        // the hardest technique's name (current language)
    std::string hardest_key;    // its stable id ("x-wing"); "" when no step was needed
    int steps = 0;
};
// With a `limit`, techniques above that level (for this geometry) are not tried: a puzzle that
// needs them comes back unsolved, sooner (the generator's test while it digs).
VariantGrade grade_variant(const Geometry& g, const Cells& givens, Level limit = Level::Extreme);
// The level naked and hidden singles have on this geometry (small grids rate them higher).
Level variant_singles_level(const Geometry& g);

}  // namespace sudoku
