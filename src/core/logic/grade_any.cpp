// Hints and grades on any geometry over the one engine (logic.h): the levels of a geometry
// are contiguous runs of the engine's technique order (docs/levels.md, "Levels of the
// variants").
#include <algorithm>

#include "core/logic/logic_internal.h"
#include "core/logic/grade_any.h"
#include "core/text/text.h"

namespace sudoku {
namespace {

// A Geometry the caller owns, seen as a GeometryPtr for the duration of a call.
GeometryPtr borrowed(const Geometry& g) { return GeometryPtr(GeometryPtr(), &g); }

// The last technique of each level on this geometry (small grids split the singles finer).
Technique level_last(const Geometry& g, Level l) {
    using T = Technique;
    static const T big[kLevels] = {T::CageCombination, T::HiddenPair, T::XYZWing, T::AlsXyWing, T::UnitForcingChain, T::Trial};
    static const T six[kLevels] = {T::HiddenSingle, T::Claiming, T::XYZWing, T::AlsXyWing, T::UnitForcingChain, T::Trial};
    static const T four[kLevels] = {T::CageSingle, T::HiddenSingle, T::NakedSingle, T::AlsXyWing, T::UnitForcingChain, T::Trial};
    const T* t = g.size() <= 4 ? four : g.size() <= 6 ? six : big;
    return t[int(l)];
}

Level level_of(const Geometry& g, Technique t) {
    for (int l = 0; l < kLevels; ++l)
        if (int(t) <= int(level_last(g, Level(l)))) return Level(l);
    return Level::Extreme;
}

bool changes(const CandidateGrid& s, const Step& step) {
    for (auto p : step.placements)
        if (!s.grid[p.cell]) return true;
    for (auto e : step.eliminations)
        if (s.cand[e.cell] & bit(e.digit)) return true;
    return false;
}

// Digits of this size, and a candidate in every blank cell (a broken position has no hint).
bool well_formed(const CandidateGrid& s) {
    for (int c = 0; c < s.cell_count(); ++c) {
        if (s.grid[std::size_t(c)] > s.size()) return false;
        if (!s.grid[std::size_t(c)] && !s.cand[std::size_t(c)]) return false;
    }
    return true;
}

}  // namespace

Level variant_technique_level(const Geometry& g, Technique t) { return level_of(g, t); }
Technique variant_level_last(const Geometry& g, Level l) { return level_last(g, l); }

Level variant_singles_level(const Geometry& g) {
    return std::max(level_of(g, Technique::HiddenSingle), level_of(g, Technique::NakedSingle));
}

std::optional<Step> next_step(const CandidateGrid& s) {
    if (!well_formed(s)) return std::nullopt;
    auto step = find_next_step(s, kHardestTechnique, true, TechniqueSet::All);
    if (!step || !changes(s, *step)) return std::nullopt;
    return step;
}

std::optional<Step> technique_step(const CandidateGrid& s, Technique t) {
    if (!well_formed(s)) return std::nullopt;
    auto step = find_technique(s, t);
    if (!step || !changes(s, *step)) return std::nullopt;
    return step;
}

VariantGrade grade_variant(const Geometry& g, const Cells& givens, Level limit) {
    VariantGrade out;
    if (int(givens.size()) != g.cells()) return out;
    CandidateGrid s = CandidateGrid::from_cells(borrowed(g), givens);
    const Technique last = level_last(g, limit);
    std::optional<Technique> hardest;
    double rating = 0;
    while (!s.solved()) {
        // No uniqueness techniques: the generator grades positions that may have several
        // solutions, and "solved by logic" must mean one.
        auto step = find_next_step(s, last, false, TechniqueSet::NoUniqueness);
        if (!step || !changes(s, *step)) break;
        apply_step(s, *step);
        ++out.steps;
        rating = std::max(rating, step->rating);
        if (!hardest || int(step->technique) > int(*hardest)) hardest = step->technique;
    }
    const Cells cells = s.cells();
    const int blanks = int(std::count(cells.begin(), cells.end(), 0));
    out.solved = blanks == 0 && first_conflict(g, cells).empty();
    if (hardest) {
        out.hardest = technique_title(*hardest);
        out.hardest_key = technique_key(*hardest);
    }
    if (out.solved) {
        out.level = hardest ? level_of(g, *hardest) : Level::Easy;
        out.rating = rating;  // the hardest step's, on Sudoku Explainer's scale
    } else {
        // Beyond the techniques allowed: after every solved one, ordered by how much was left.
        out.level = limit <= Level::Expert ? Level::Expert : Level::Extreme;
        out.rating = 10.0 + double(blanks) / g.cells();
    }
    return out;
}

}  // namespace sudoku
