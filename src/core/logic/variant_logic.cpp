// The variant entry points over the one engine (logic.h): a VariantPosition becomes a
// CandidateGrid on its geometry, the engine's Step becomes a VariantStep, and the variants'
// levels are contiguous runs of the engine's technique order (docs/levels.md, "Levels of
// the variants").
#include <algorithm>

#include "core/logic/logic_internal.h"
#include "core/logic/variant_logic.h"
#include "core/text/text.h"

namespace sudoku {
namespace {

// A Geometry the caller owns, seen as a GeometryPtr for the duration of a call.
GeometryPtr borrowed(const Geometry& g) { return GeometryPtr(GeometryPtr(), &g); }

bool well_formed(const Geometry& g, const VariantPosition& p) {
    if (int(p.cells.size()) != g.cells() || int(p.candidates.size()) != g.cells()) return false;
    for (int c = 0; c < g.cells(); ++c) {
        if (p.cells[std::size_t(c)] > g.size()) return false;                              // not a digit of this size
        if (!p.cells[std::size_t(c)] && !p.candidates[std::size_t(c)]) return false;       // a broken position has no hint
    }
    return true;
}

CandidateGrid grid_of(const GeometryPtr& g, const VariantPosition& p) {
    CandidateGrid s = CandidateGrid::from_cells(g, p.cells);
    for (int c = 0; c < g->cells(); ++c) s.cand[std::size_t(c)] = p.cells[std::size_t(c)] ? 0 : p.candidates[std::size_t(c)];
    return s;
}

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

// The variant hints' stable ids: pointing and claiming are one "locked-candidates" there.
std::string variant_key(Technique t) {
    if (t == Technique::Pointing || t == Technique::Claiming) return "locked-candidates";
    return technique_key(t);
}

VariantStep to_variant_step(const Step& s) {
    VariantStep v;
    v.key = variant_key(s.technique);
    const std::string vkey = "variant.technique." + v.key;
    v.technique = text::tr(vkey) != vkey ? text::tr(vkey) : step_title(s);
    v.text = s.explanation;
    v.difficulty = int(s.technique) + 1;
    for (auto c : s.placements) v.placements.push_back({c.cell, c.digit});
    for (auto c : s.eliminations) v.eliminations.push_back({c.cell, c.digit});
    for (const Mark& m : s.marks)
        if (m.role != Role::Elim && m.role != Role::Place) v.highlights.push_back({m.candidate.cell, m.candidate.digit});
    if (s.marks.empty())
        for (auto c : s.pattern) v.highlights.push_back({c.cell, c.digit});
    for (auto c : s.placements) v.highlights.push_back({c.cell, c.digit});
    v.houses = s.houses;
    v.cages = s.cages;
    return v;
}

bool changes(const CandidateGrid& s, const Step& step) {
    for (auto p : step.placements)
        if (!s.grid[p.cell]) return true;
    for (auto e : step.eliminations)
        if (s.cand[e.cell] & bit(e.digit)) return true;
    return false;
}

}  // namespace

Level variant_singles_level(const Geometry& g) {
    return std::max(level_of(g, Technique::HiddenSingle), level_of(g, Technique::NakedSingle));
}

VariantPosition variant_position(const Geometry& g, const Cells& cells) {
    VariantPosition p;
    p.cells = cells;
    p.cells.resize(std::size_t(g.cells()), 0);
    p.candidates = cell_candidates(g, p.cells);
    return p;
}

std::optional<VariantStep> variant_next_step(const Geometry& g, const VariantPosition& p) {
    if (!well_formed(g, p)) return std::nullopt;
    const CandidateGrid s = grid_of(borrowed(g), p);
    auto step = find_next_step(s, kHardestTechnique, true, TechniqueSet::All);
    if (!step || !changes(s, *step)) return std::nullopt;
    return to_variant_step(*step);
}

std::optional<VariantStep> variant_technique_step(const Geometry& g, const VariantPosition& p, Technique t) {
    if (!well_formed(g, p)) return std::nullopt;
    const CandidateGrid s = grid_of(borrowed(g), p);
    auto step = find_technique(s, t);
    if (!step || !changes(s, *step)) return std::nullopt;
    return to_variant_step(*step);
}

void apply_variant_step(const Geometry& g, VariantPosition& p, const VariantStep& step) {
    if (int(p.cells.size()) != g.cells() || int(p.candidates.size()) != g.cells()) return;
    auto fits = [&](CellDigit cdg) { return cdg.cell < g.cells() && cdg.digit >= 1 && cdg.digit <= g.size(); };
    for (auto pl : step.placements) {
        if (!fits(pl) || p.cells[pl.cell]) continue;
        p.cells[pl.cell] = pl.digit;
        p.candidates[pl.cell] = 0;
        for (int q : g.peers(pl.cell)) p.candidates[std::size_t(q)] &= Mask(~bit(pl.digit));
    }
    for (auto e : step.eliminations)
        if (fits(e)) p.candidates[e.cell] &= Mask(~bit(e.digit));
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
        Step named;
        named.technique = *hardest;
        out.hardest = to_variant_step(named).technique;
        out.hardest_key = variant_key(*hardest);
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
