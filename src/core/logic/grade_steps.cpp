#include "core/logic/grade_steps.h"

#include <algorithm>

#include "core/grid/cells.h"
#include "core/logic/grade_any.h"
#include "core/logic/grader.h"

namespace sudoku {

GradeSteps::GradeSteps(GeometryPtr geometry, const Cells& givens) : geometry_(std::move(geometry)) {
    classic_ = geometry_->is_classic9();
    if (classic_) {
        Grid g;
        std::copy(givens.begin(), givens.end(), g.cells.begin());
        s_ = CandidateGrid::from_grid(g);
    } else {
        s_ = CandidateGrid::from_cells(geometry_, givens);
    }
    blanks_ = int(std::count(givens.begin(), givens.end(), 0));
}

double GradeSteps::progress() const {
    if (done_ || !blanks_) return 1;
    const Cells cells = s_.cells();
    return 1.0 - double(std::count(cells.begin(), cells.end(), 0)) / blanks_;
}

Level GradeSteps::reached() const {
    if (done_) return level_;
    if (!hardest_) return Level::Easy;
    return classic_ ? technique_level(*hardest_) : variant_technique_level(*geometry_, *hardest_);
}

bool GradeSteps::step() {
    if (done_) return true;
    if (s_.solved()) {
        finish(true);
        return true;
    }
    // As grade_from (classic: SE's techniques, stuck = extreme) and grade_variant (every
    // technique but the uniqueness ones; a step that changes nothing ends it).
    auto step = classic_ ? find_next_step(s_, kHardestTechnique, false, TechniqueSet::SudokuExplainer)
                         : find_next_step(s_, variant_level_last(*geometry_, Level::Extreme), false, TechniqueSet::NoUniqueness);
    bool changes = false;
    if (step) {
        for (auto p : step->placements) changes = changes || !s_.grid[p.cell];
        for (auto e : step->eliminations) changes = changes || (s_.cand[e.cell] & bit(e.digit));
    }
    if (!step || (!classic_ && !changes)) {
        finish(false);
        return true;
    }
    apply_step(s_, *step);
    ++steps_;
    if (!hardest_ || int(step->technique) > int(*hardest_)) hardest_ = step->technique;
    return false;
}

void GradeSteps::finish(bool solved) {
    done_ = true;
    if (classic_) {
        level_ = !solved ? Level::Extreme : hardest_ ? technique_level(*hardest_) : Level::Easy;
        return;
    }
    const Cells cells = s_.cells();
    solved = solved && first_conflict(*geometry_, cells).empty();
    level_ = !solved ? Level::Extreme : hardest_ ? variant_technique_level(*geometry_, *hardest_) : Level::Easy;
}

}  // namespace sudoku
