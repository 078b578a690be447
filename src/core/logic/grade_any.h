// Any geometry (4x4 to 16x16, jigsaw, X, killer) over the one logic engine (logic.h): the
// step a hint shows, and the grade the generator digs towards. The 9x9 classic has its own
// grader (grader.h, Sudoku Explainer's techniques); this one runs every technique but the
// uniqueness ones.
//
//   CandidateGrid s = CandidateGrid::from_cells(geometry, cells);   // candidates of the blanks
//   while (auto step = next_step(s)) apply_step(s, *step);
//   VariantGrade r = grade_variant(*geometry, givens);              // solved? level, rating, hardest
// Techniques, their order, levels per geometry and ratings: docs/levels.md ("Levels of the
// variants").
#pragma once
#include <optional>
#include <string>

#include "core/grid/geometry.h"
#include "core/logic/grader.h"  // Level
#include "core/logic/logic.h"
#include "core/solve/solver.h"

namespace sudoku {

// The easiest step that changes the position, with its sentence and drawing; nothing when
// it is solved or broken (a digit out of range, a blank without candidates). The engine ends
// with trial, so a valid puzzle's hints never get stuck.
std::optional<Step> next_step(const CandidateGrid& s);
// The first instance of one technique that changes the position, whether or not easier steps
// exist (fuzzing, tests); nothing when it does not apply here or the position is broken.
std::optional<Step> technique_step(const CandidateGrid& s, Technique t);

struct VariantGrade {
    bool solved = false;        // the techniques alone solve it
    Level level = Level::Easy;  // from the hardest technique needed
    double rating = 0;          // the hardest step's, on Sudoku Explainer's scale
    std::string hardest;        // the hardest technique's name (current language)
    std::string hardest_key;    // its stable id, technique_key ("x-wing"); "" when no step was needed
    int steps = 0;
};
// With a `limit`, techniques above that level (for this geometry) are not tried: a puzzle that
// needs them comes back unsolved, sooner (the generator's test while it digs).
VariantGrade grade_variant(const Geometry& g, const Cells& givens, Level limit = Level::Extreme);
// The level naked and hidden singles have on this geometry (small grids rate them higher).
Level variant_singles_level(const Geometry& g);
// A technique's level on this geometry, and the last technique a level allows (grade_steps.h).
Level variant_technique_level(const Geometry& g, Technique t);
Technique variant_level_last(const Geometry& g, Level l);

}  // namespace sudoku
