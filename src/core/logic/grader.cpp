#include "core/logic/grader.h"

#include <string>

namespace sudoku {
namespace {

// The last technique of each logic level (see docs/levels.md). Trial, past the last,
// grades extreme too, but a level's limit leaves it out: the generator never needs it.
constexpr Technique kLimits[kLevels] = {Technique::NakedSingle, Technique::HiddenTriple, Technique::BugPlusOne,
                                        Technique::AlsXyWing,   Technique::UnitForcingChain,
                                        Technique::NestedForcingChain};

}  // namespace

Level technique_level(Technique t) {
    for (int i = 0; i < kLevels; ++i)
        if (int(t) <= int(kLimits[i])) return Level(i);
    return Level::Extreme;
}

Technique level_limit(Level l) { return kLimits[int(l)]; }

Grade grade_from(const CandidateGrid& start, const GradeOptions& o) {
    Grade g;
    g.end = start;
    while (!g.end.solved()) {
        auto step = find_next_step(g.end, o.limit, o.path, o.techniques);
        if (!step) {
            g.stuck = true;
            break;
        }
        apply_step(g.end, *step);
        ++g.steps;
        if (!g.hardest || int(step->technique) > int(*g.hardest)) g.hardest = step->technique;
        if (step->rating > g.rating) g.rating = step->rating;
        if (o.path) g.path.push_back(std::move(*step));
    }
    if (g.stuck) {
        g.level = Level::Extreme;
        g.rating = kSearchRating;
    } else {
        g.level = g.hardest ? technique_level(*g.hardest) : Level::Easy;
    }
    return g;
}

Grade grade(const Grid& puzzle, const GradeOptions& o) { return grade_from(CandidateGrid::from_grid(puzzle), o); }

}  // namespace sudoku
