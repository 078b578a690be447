// Grading: a puzzle's level is the hardest technique a human needs, solving with the
// easiest step available at every point (find_next_step). Levels are contiguous runs of
// the technique order in logic.h; docs/levels.md publishes the table.
#pragma once
#include <optional>
#include <string_view>
#include <vector>

#include "core/grid/level.h"
#include "core/logic/logic.h"

namespace sudoku {

Level technique_level(Technique t);
// The last technique a level allows (extreme: the nested chains, so not trial).
Technique level_limit(Level l);

constexpr double kSearchRating = 10.0;

struct Grade {
    Level level = Level::Easy;
    double rating = 0;       // the hardest step's rating; kSearchRating when logic got stuck
    // No technique applied before the end: only for a grid without exactly one solution
    // (or a broken candidate state); the level is then Extreme.
    bool stuck = false;
    std::optional<Technique> hardest;  // the hardest technique used (none for a full grid)
    int steps = 0;
    std::vector<Step> path;  // every step, when asked for
    CandidateGrid end;       // where solving stopped (solved, or stuck)
};

struct GradeOptions {
    bool path = false;                    // keep every step, with explanations
    Technique limit = kHardestTechnique;  // techniques beyond this are not used (stuck)
    // Grading uses Sukaku Explainer's techniques only, so ratings and levels follow SE's
    // (docs/levels.md); All grades the path the hints take.
    TechniqueSet techniques = TechniqueSet::SudokuExplainer;
};

// Grades a valid puzzle (conflict-free; a unique solution makes the grade meaningful:
// check with solve_fast first). A puzzle without a unique solution grades as Search or
// as whatever its logic reached.
Grade grade(const Grid& puzzle, const GradeOptions& options = {});

// Continues grading from a state (used by the generator and by hints): returns the grade
// of the steps taken from `s`, which ends where solving stopped.
Grade grade_from(const CandidateGrid& s, const GradeOptions& options = {});

}  // namespace sudoku
