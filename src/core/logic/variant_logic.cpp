// The variant logic engine: the position, the easiest step first, applying a step, and the
// grader (levels from the hardest technique needed; see docs/levels.md).
#include <algorithm>

#include "core/logic/variant_internal.h"

namespace sudoku {
namespace vlogic {

const TechniqueInfo& technique_info(int rank) {
    static const TechniqueInfo table[kRankCount] = {
        {"none", 0.0, Level::Easy},
        {"full-house", 1.0, Level::Easy},
        {"cage-single", 1.1, Level::Easy},
        {"hidden-single", 1.5, Level::Easy},
        {"naked-single", 2.3, Level::Easy},
        {"cage-combination", 2.5, Level::Easy},
        {"locked-candidates", 2.8, Level::Medium},
        {"cage-pointing", 3.0, Level::Medium},
        {"innie-outie", 3.2, Level::Medium},
        {"naked-pair", 3.4, Level::Medium},
        {"hidden-pair", 3.6, Level::Medium},
        {"virtual-cage", 3.8, Level::Hard},
        {"naked-triple", 4.0, Level::Hard},
        {"hidden-triple", 4.2, Level::Hard},
        {"x-wing", 4.4, Level::Hard},
        {"xy-wing", 4.6, Level::Hard},
        {"swordfish", 4.8, Level::Expert},
        {"naked-quad", 5.0, Level::Expert},
        {"hidden-quad", 5.4, Level::Expert},
        {"jellyfish", 5.6, Level::Expert},
        {"x-chain", 6.0, Level::Expert},
        {"xy-chain", 6.2, Level::Expert},
        {"aic", 6.6, Level::Expert},
    };
    return table[(rank >= 0 && rank < kRankCount) ? rank : 0];
}

Ctx::Ctx(const Geometry& geo, const VariantPosition& pos)
    : g(geo), p(pos), n(geo.size()), where(geo.houses().size()), placed(geo.houses().size(), 0),
      cage_views(geo.cages().size()), cage_ready(geo.cages().size(), 0) {
    const auto& houses = g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        auto& w = where[h];
        w.fill(0);
        const auto& cells = houses[h].cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            int c = cells[i];
            if (p.cells[c]) {
                placed[h] |= bit(p.cells[c]);
                continue;
            }
            for (unsigned m = p.candidates[c]; m; m &= m - 1) w[lowest_digit(m)] |= 1u << i;
        }
    }
}

Level variant_level(const Geometry& g, int rank) {
    // Small grids rarely need more than singles, so their levels split the easy techniques
    // finer (docs/levels.md, "Levels of the variants").
    if (g.size() <= 4) return rank <= kCageSingle ? Level::Easy : rank <= kHiddenSingle ? Level::Medium
                             : rank <= kNakedSingle ? Level::Hard : Level::Expert;
    if (g.size() <= 6) return rank <= kHiddenSingle ? Level::Easy : rank <= kLockedCandidates ? Level::Medium
                             : rank <= kXYWing ? Level::Hard : Level::Expert;
    return technique_info(rank).level;
}

}  // namespace vlogic

Level variant_singles_level(const Geometry& g) {
    return std::max(vlogic::variant_level(g, vlogic::kHiddenSingle), vlogic::variant_level(g, vlogic::kNakedSingle));
}

namespace vlogic {
namespace {

using Finder = bool (*)(const Ctx&, VariantStep&);
struct FinderEntry {
    int rank;
    Finder find;
};

const std::vector<FinderEntry>& finders() {
    static const std::vector<FinderEntry> list = {
        {kFullHouse, find_full_house},
        {kCageSingle, find_cage_single},
        {kHiddenSingle, find_hidden_single},
        {kNakedSingle, find_naked_single},
        {kCageCombination, find_cage_combination},
        {kLockedCandidates, find_locked_candidates},
        {kCagePointing, find_cage_pointing},
        {kInnieOutie, find_innie_outie},
        {kNakedPair, find_naked_pair},
        {kHiddenPair, find_hidden_pair},
        {kVirtualCage, find_virtual_cage},
        {kNakedTriple, find_naked_triple},
        {kHiddenTriple, find_hidden_triple},
        {kXWing, find_x_wing},
        {kXYWing, find_xy_wing},
        {kSwordfish, find_swordfish},
        {kNakedQuad, find_naked_quad},
        {kHiddenQuad, find_hidden_quad},
        {kJellyfish, find_jellyfish},
        {kXChain, find_x_chain},
        {kAIC, find_aic},
    };
    return list;
}

// Every step must change the position; a finder that says otherwise is a bug, not a hint.
bool variant_step_changes(const VariantPosition& p, const VariantStep& s) {
    for (auto pl : s.placements)
        if (!p.cells[pl.cell]) return true;
    for (auto e : s.eliminations)
        if (p.candidates[e.cell] & bit(e.digit)) return true;
    return false;
}

}  // namespace
}  // namespace vlogic

VariantPosition variant_position(const Geometry& g, const Cells& cells) {
    VariantPosition p;
    p.cells = cells;
    p.cells.resize(g.cells(), 0);
    p.candidates = variant_candidates(g, p.cells);
    return p;
}

namespace vlogic {
namespace {

std::optional<VariantStep> variant_step_upto(const Geometry& g, const VariantPosition& p, Level limit) {
    if (int(p.cells.size()) != g.cells() || int(p.candidates.size()) != g.cells()) return std::nullopt;
    for (int c = 0; c < g.cells(); ++c) {
        if (p.cells[c] > g.size()) return std::nullopt;             // not a digit of this size
        if (!p.cells[c] && !p.candidates[c]) return std::nullopt;  // a broken position has no hint
    }
    Ctx x(g, p);
    for (const auto& f : finders()) {
        if (variant_level(g, f.rank) > limit) continue;
        VariantStep s;
        if (f.find(x, s) && variant_step_changes(p, s)) return s;
    }
    return std::nullopt;
}

}  // namespace
}  // namespace vlogic

std::optional<VariantStep> variant_next_step(const Geometry& g, const VariantPosition& p) {
    return vlogic::variant_step_upto(g, p, Level::Extreme);
}

void apply_variant_step(const Geometry& g, VariantPosition& p, const VariantStep& step) {
    if (int(p.cells.size()) != g.cells() || int(p.candidates.size()) != g.cells()) return;
    auto fits = [&](CellDigit cdg) { return cdg.cell < g.cells() && cdg.digit >= 1 && cdg.digit <= g.size(); };
    for (auto pl : step.placements) {
        if (!fits(pl) || p.cells[pl.cell]) continue;
        p.cells[pl.cell] = pl.digit;
        p.candidates[pl.cell] = 0;
        for (int q : g.peers(pl.cell)) p.candidates[q] &= Mask(~bit(pl.digit));
    }
    for (auto e : step.eliminations)
        if (fits(e)) p.candidates[e.cell] &= Mask(~bit(e.digit));
}

VariantGrade grade_variant(const Geometry& g, const Cells& givens, Level limit) {
    VariantGrade out;
    if (int(givens.size()) != g.cells()) return out;
    VariantPosition p = variant_position(g, givens);
    int hardest = 0, beyond_singles = 0;
    while (auto step = vlogic::variant_step_upto(g, p, limit)) {
        if (!vlogic::variant_step_changes(p, *step)) break;
        apply_variant_step(g, p, *step);
        ++out.steps;
        if (step->difficulty > vlogic::kNakedSingle) ++beyond_singles;
        if (step->difficulty > hardest) {
            hardest = step->difficulty;
            out.hardest = step->technique;
            out.hardest_key = step->key;
        }
    }
    int blanks = int(std::count(p.cells.begin(), p.cells.end(), 0));
    out.solved = blanks == 0 && variant_conflict(g, p.cells).empty();
    const auto& info = vlogic::technique_info(hardest);
    if (out.solved) {
        out.level = vlogic::variant_level(g, hardest);
        out.rating = info.rating + std::min(0.9, 0.01 * beyond_singles);
    } else {
        // Beyond the techniques: after every solved one, ordered by how much was left.
        out.level = Level::Expert;
        out.rating = 10.0 + double(blanks) / g.cells();
    }
    return out;
}

}  // namespace sudoku
