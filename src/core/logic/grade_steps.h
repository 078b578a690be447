// A puzzle's grade a step at a time, for callers that must not block (the engine's worker,
// a page without workers, in slices): the same grade as grade() for the 9x9 classic (Sudoku
// Explainer's techniques) and grade_variant() for any other geometry, constraints included.
//
//   GradeSteps g(geometry, givens);
//   while (!g.step()) {}        // one technique step a call (a forcing chain may take seconds)
//   g.level();
#pragma once
#include <optional>
#include <string>

#include "core/grid/cells.h"
#include "core/grid/geometry.h"
#include "core/grid/level.h"
#include "core/logic/logic.h"

namespace sudoku {

class GradeSteps {
public:
    // A valid puzzle (one solution: check it first).
    GradeSteps(GeometryPtr geometry, const Cells& givens);
    bool step();  // one step of logic; true once graded
    bool done() const { return done_; }
    double progress() const;  // the share of blanks filled, 0..1
    Level level() const { return level_; }  // once done
    Level reached() const;  // before: the level of the hardest step so far (a lower bound)
    std::optional<Technique> hardest() const { return hardest_; }
    int steps() const { return steps_; }

private:
    void finish(bool solved);
    GeometryPtr geometry_;
    CandidateGrid s_;
    bool classic_ = false, done_ = false;
    int blanks_ = 0;
    int steps_ = 0;
    std::optional<Technique> hardest_;
    Level level_ = Level::Easy;
};

}  // namespace sudoku
