// The driver: the technique table (order, names, ratings) and the easiest-step search.
#include <sstream>

#include "core/constraints/constraint_kind.h"
#include "core/logic/logic_internal.h"

namespace sudoku {
namespace {

struct TechniqueInfo {
    Technique technique;
    const char* name;
    const char* key;
    double rating;  // base difficulty; chains add to it with their length
    logic::Finder find;
};

// Order matters: find_next_step tries these top to bottom, and ratings increase.
const TechniqueInfo kTable[kTechniques] = {
    {Technique::FullHouse, "Full house", "full-house", 1.0, logic::find_full_house},
    // Killer techniques (null finder: the cage constraint kind finds them) sit where their
    // difficulty puts them among the classic ones.
    {Technique::CageSingle, "Last cell of a cage", "cage-single", 1.2, nullptr},
    {Technique::HiddenSingle, "Hidden single", "hidden-single", 1.5, logic::find_hidden_single},
    {Technique::NakedSingle, "Naked single", "naked-single", 2.3, logic::find_naked_single},
    // The rules beyond houses and cages (null finder: the rules kind finds them), each as easy
    // as a cage's combinations: the rule read off the candidates of its cells.
    {Technique::ConstraintParity, "Odd or even cell", "odd-even", 2.4, nullptr},
    {Technique::ThermoRange, "Thermometer ranges", "thermo-range", 2.4, nullptr},
    {Technique::KropkiPair, "Kropki pairs", "kropki-pair", 2.4, nullptr},
    {Technique::XVPair, "XV pairs", "xv-pair", 2.4, nullptr},
    {Technique::NeighbourRule, "Neighbour rule", "neighbour-rule", 2.4, nullptr},
    {Technique::WhisperLine, "German whispers", "whisper-line", 2.4, nullptr},
    {Technique::PalindromeLine, "Palindrome mirror", "palindrome-line", 2.4, nullptr},
    {Technique::ArrowSum, "Arrow sum bounds", "arrow-sum", 2.4, nullptr},
    {Technique::RenbanSpan, "Renban span", "renban-span", 2.4, nullptr},
    {Technique::BetweenLine, "Between line", "between-line", 2.4, nullptr},
    {Technique::LittleKillerSum, "Little killer sum", "little-killer-sum", 2.4, nullptr},
    {Technique::SandwichSum, "Sandwich sum", "sandwich-sum", 2.4, nullptr},
    {Technique::QuadrupleDigits, "Quadruple digits", "quadruple-digits", 2.4, nullptr},
    {Technique::CageCombination, "Cage combinations", "cage-combination", 2.5, nullptr},
    {Technique::Pointing, "Pointing", "pointing", 2.6, logic::find_pointing},
    {Technique::Claiming, "Claiming", "claiming", 2.8, logic::find_claiming},
    {Technique::RulePointing, "Seen through a rule", "rule-pointing", 2.8, nullptr},
    {Technique::CagePointing, "Required digit of a cage", "cage-pointing", 2.9, nullptr},
    {Technique::InnieOutie, "Innie or outie (45 rule)", "innie-outie", 2.9, nullptr},
    {Technique::NakedPair, "Naked pair", "naked-pair", 3.0, logic::find_naked_pair},
    {Technique::XWing, "X-Wing", "x-wing", 3.2, logic::find_x_wing},
    {Technique::HiddenPair, "Hidden pair", "hidden-pair", 3.4, logic::find_hidden_pair},
    {Technique::VirtualCage, "Virtual cage (45 rule)", "virtual-cage", 3.5, nullptr},
    // A killer pair rates as a hidden pair and a little more, a triple (3.9) as a hidden triple.
    {Technique::KillerSubset, "Killer subset", "killer-subset", 3.5, nullptr},
    {Technique::CageConflict, "Cage combination conflict", "cage-conflict", 3.6, nullptr},
    {Technique::CageSplit, "Cage splitting (45 rule)", "cage-split", 3.6, nullptr},
    // Touching cells of a house filled every way the neighbour rules allow: a naked triple's
    // kind of reasoning (the rules kind finds it).
    {Technique::NeighbourSet, "Neighbour set", "neighbour-set", 3.6, nullptr},
    {Technique::NakedTriple, "Naked triple", "naked-triple", 3.6, logic::find_naked_triple},
    {Technique::Swordfish, "Swordfish", "swordfish", 3.8, logic::find_swordfish},
    {Technique::HiddenTriple, "Hidden triple", "hidden-triple", 4.0, logic::find_hidden_triple},
    {Technique::Skyscraper, "Skyscraper", "skyscraper", 4.0, logic::find_skyscraper},
    {Technique::TwoStringKite, "Two-string kite", "two-string-kite", 4.1, logic::find_two_string_kite},
    {Technique::TurbotFish, "Turbot fish", "turbot-fish", 4.1, logic::find_turbot_fish},
    {Technique::XYWing, "XY-Wing", "xy-wing", 4.2, logic::find_xy_wing},
    {Technique::EmptyRectangle, "Empty rectangle", "empty-rectangle", 4.3, logic::find_empty_rectangle},
    {Technique::GroupedTurbotFish, "Grouped turbot fish", "grouped-turbot-fish", 4.3, logic::find_grouped_turbot_fish},
    // One digit's direct removals around it leave a house short (the rules kind finds it): a
    // two-step contradiction, easier to see than the wings and chains after it.
    {Technique::NeighbourClash, "Neighbour clash", "neighbour-clash", 4.4, nullptr},
    {Technique::XYZWing, "XYZ-Wing", "xyz-wing", 4.4, logic::find_xyz_wing},
    {Technique::UniqueRectangle, "Unique rectangle", "unique-rectangle", 4.5, logic::find_unique_rectangle},
    {Technique::NakedQuad, "Naked quad", "naked-quad", 5.0, logic::find_naked_quad},
    {Technique::Jellyfish, "Jellyfish", "jellyfish", 5.2, logic::find_jellyfish},
    {Technique::HiddenQuad, "Hidden quad", "hidden-quad", 5.4, logic::find_hidden_quad},
    {Technique::ThreeLinkXChain, "Three-link X-Chain", "x-chain-3", 5.4, logic::find_three_link_x_chain},
    {Technique::WXYZWing, "WXYZ-Wing", "wxyz-wing", 5.5, logic::find_wxyz_wing},
    {Technique::BugPlusOne, "BUG+1", "bug-plus-one", 5.6, logic::find_bug_plus_one},
    {Technique::FourLinkXChain, "Four-link X-Chain", "x-chain-4", 5.8, logic::find_four_link_x_chain},
    {Technique::VWXYZWing, "VWXYZ-Wing", "vwxyz-wing", 6.2, logic::find_vwxyz_wing},
    {Technique::NiceLoop, "Nice loop", "nice-loop", 6.5, logic::find_nice_loop},
    {Technique::UVWXYZWing, "UVWXYZ-Wing", "uvwxyz-wing", 6.6, logic::find_uvwxyz_wing},
    {Technique::XChain, "X-Chain", "x-chain", 6.6, logic::find_x_chain},
    {Technique::SimpleColouring, "Simple colouring", "simple-colouring", 6.6, logic::find_simple_colouring},
    {Technique::WWing, "W-Wing", "w-wing", 7.0, logic::find_w_wing},
    {Technique::XYChain, "XY-Chain", "xy-chain", 7.0, logic::find_xy_chain},
    {Technique::AIC, "Alternating inference chain", "aic", 7.0, logic::find_aic},
    {Technique::FinnedFish, "Finned fish", "finned-fish", 7.0, logic::find_finned_fish},
    {Technique::GroupedAIC, "Grouped AIC", "grouped-aic", 7.1, logic::find_grouped_aic},
    {Technique::Medusa3D, "3D Medusa", "3d-medusa", 7.2, logic::find_medusa_3d},
    {Technique::SueDeCoq, "Sue de Coq", "sue-de-coq", 7.3, logic::find_sue_de_coq},
    {Technique::AlsXz, "ALS-XZ", "als-xz", 7.4, logic::find_als_xz},
    {Technique::AlsXyWing, "ALS-XY-Wing", "als-xy-wing", 7.5, logic::find_als_xy_wing},
    {Technique::ContradictionChain, "Contradiction forcing chain", "contradiction-chain", 7.5, logic::find_contradiction_chain},
    {Technique::CellForcingChain, "Cell forcing chain", "cell-forcing-chain", 8.0, logic::find_cell_forcing_chain},
    {Technique::UnitForcingChain, "Unit forcing chain", "unit-forcing-chain", 8.0, logic::find_unit_forcing_chain},
    {Technique::DynamicForcingChain, "Dynamic forcing chain", "dynamic-forcing-chain", 8.5, logic::find_dynamic_forcing_chain},
    {Technique::NestedForcingChain, "Nested forcing chain", "nested-forcing-chain", 9.0, logic::find_nested_forcing_chain},
    // Above the most a nested chain can rate (10.5 plus the length bonus of every node in
    // nine branches, +2.4): trial is not a chain, and never rates as one.
    {Technique::Trial, "Trial", "trial", 13.0, logic::find_trial},
};

// The chains of the existing finders, rated by length here (newer finders set their own rating).
bool is_chain(Technique t) { return t == Technique::XChain || t == Technique::XYChain || t == Technique::AIC; }

}  // namespace

const char* technique_name(Technique t) { return kTable[int(t)].name; }
const char* technique_key(Technique t) { return kTable[int(t)].key; }
double technique_rating(Technique t) { return kTable[int(t)].rating; }
bool uses_uniqueness(Technique t) { return t == Technique::UniqueRectangle || t == Technique::BugPlusOne; }

double chain_length_bonus(int length) {
    double added = 0;
    int ceil = 4;
    for (bool odd = false; length > ceil; odd = !odd) {
        added += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    }
    return added;
}

namespace logic {
void Context::fill() const {
    ready = true;
    for (int h = 0; h < t.houses; ++h) {
        auto& p = pos[std::size_t(h)];
        p.fill(0);
        for (int i = 0; i < t.n; ++i)
            for (Mask m = s.cand[std::size_t(t.house_cell(h, i))]; m; m &= Mask(m - 1)) p[std::size_t(lowest_digit(m))] |= std::uint16_t(1u << i);
    }
}

void finish_step(Step& out) {
    out.cells.clear();
    for (auto c : out.pattern) out.cells.push_back(c.cell);
    for (auto c : out.pattern2) out.cells.push_back(c.cell);
    normalize(out.cells);
    normalize(out.eliminations);
}
}  // namespace logic

namespace {
// Techniques whose finders read the topology and whose argument holds on any geometry; the
// others (ported one by one) run on the 9x9 classic only.
bool runs_on(Technique t, const logic::Topology& topo) {
    if (topo.is_classic9()) return true;
    switch (t) {
    case Technique::FullHouse: case Technique::HiddenSingle: case Technique::NakedSingle:
    case Technique::Pointing: case Technique::Claiming:
    case Technique::NakedPair: case Technique::HiddenPair: case Technique::NakedTriple: case Technique::HiddenTriple:
    case Technique::NakedQuad: case Technique::HiddenQuad:
    case Technique::XWing: case Technique::Swordfish: case Technique::Jellyfish:
    case Technique::XYWing: case Technique::XYZWing: case Technique::WWing:
    case Technique::XChain: case Technique::XYChain: case Technique::AIC: case Technique::NiceLoop:
    case Technique::SimpleColouring:
    case Technique::Skyscraper: case Technique::TwoStringKite: case Technique::TurbotFish:
    // Rectangles only where a swap keeps every rule (logic_uniqueness.cpp: none with cages).
    case Technique::UniqueRectangle:
    case Technique::FinnedFish:
    case Technique::WXYZWing: case Technique::VWXYZWing: case Technique::UVWXYZWing:
    case Technique::AlsXz: case Technique::AlsXyWing:
    case Technique::Medusa3D:
    case Technique::ContradictionChain: case Technique::CellForcingChain: case Technique::UnitForcingChain:
    case Technique::DynamicForcingChain: case Technique::NestedForcingChain: case Technique::Trial:
        return true;
    default:
        return false;
    }
}

bool try_technique(const logic::Context& context, int i, bool explain, Step& step) {
    step = Step{};
    step.technique = kTable[i].technique;
    logic::Finder find = kTable[i].find;
    if (!find) {
        if (context.t.is_classic9()) return false;  // no constraint kinds on the classic
        find = logic::constraint_finder(context.t.geometry(), step.technique);
        if (!find) return false;
    } else if (!runs_on(step.technique, context.t)) {
        return false;
    }
    const logic::NamingScope naming(context.t);
    if (!find(context, step)) return false;
    // A finder may rate its own step (variants, chain lengths); else the table's base.
    if (step.rating <= 0) {
        step.rating = kTable[i].rating;
        if (is_chain(step.technique)) step.rating += chain_length_bonus(int(step.pattern.size()));
    }
    if (explain) {
        if (step.explanation.empty()) step.explanation = explain_step(step);
        fill_drawing(step);
    } else {
        step.explanation.clear();
    }
    return true;
}
}  // namespace

// The chains and chain-like patterns compete: as in Sudoku Explainer, the step taken is
// the lowest rated of the group (a short AIC before a long X-Chain), the first on ties.
constexpr int kChainsFirst = int(Technique::NiceLoop), kChainsLast = int(Technique::GroupedAIC);

bool variant_technique(Technique t) {
    switch (t) {
    case Technique::CageSingle: case Technique::CageCombination: case Technique::CagePointing:
    case Technique::InnieOutie: case Technique::VirtualCage: case Technique::KillerSubset:
    case Technique::CageConflict: case Technique::CageSplit:
    case Technique::ConstraintParity: case Technique::ThermoRange: case Technique::KropkiPair: case Technique::XVPair:
    case Technique::NeighbourRule: case Technique::WhisperLine: case Technique::PalindromeLine: case Technique::ArrowSum:
    case Technique::RenbanSpan: case Technique::BetweenLine: case Technique::LittleKillerSum: case Technique::SandwichSum:
    case Technique::QuadrupleDigits: case Technique::RulePointing: case Technique::NeighbourSet:
    case Technique::NeighbourClash:
        return true;
    default:
        return false;
    }
}

bool in_sudoku_explainer(Technique t) {
    if (variant_technique(t)) return false;  // SE has no cages nor rules beyond houses
    switch (t) {
    case Technique::WWing: case Technique::FinnedFish: case Technique::GroupedAIC: case Technique::Medusa3D:
    case Technique::SueDeCoq: case Technique::AlsXz: case Technique::AlsXyWing:
    // Added to SE in 2020, after the version that rated the sample: where it applies that
    // version (and the rated puzzles the project checks against) took a 7.1+ chain.
    case Technique::UVWXYZWing:
        return false;
    default:
        return true;
    }
}

std::optional<Step> find_next_step(const CandidateGrid& s, Technique hardest, bool explain, TechniqueSet set) {
    if (s.broken()) return std::nullopt;
    const bool se = set == TechniqueSet::SudokuExplainer;
    auto allowed = [&](int i) {
        if (se && !in_sudoku_explainer(Technique(i))) return false;
        return set != TechniqueSet::NoUniqueness || !uses_uniqueness(Technique(i));
    };
    const logic::Context context(s, se);
    Step step;
    for (int i = 0; i <= int(hardest); ++i) {
        if (!allowed(i)) continue;
        if (!try_technique(context, i, explain, step)) continue;
        if (i >= kChainsFirst && i < kChainsLast) {
            Step other;
            for (int j = i + 1; j <= std::min(kChainsLast, int(hardest)); ++j)
                if (technique_rating(Technique(j)) < step.rating && allowed(j) &&
                    try_technique(context, j, explain, other) &&
                    other.rating < step.rating)
                    step = std::move(other);
        }
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_first_step(const CandidateGrid& s, const std::vector<Technique>& order, bool explain) {
    if (s.broken()) return std::nullopt;
    logic::Context context(s);
    context.words = explain;
    Step step;
    for (auto t : order)
        if (try_technique(context, int(t), explain, step)) return step;
    return std::nullopt;
}

std::optional<Step> find_technique(const CandidateGrid& s, Technique t, bool explain) {
    const logic::Context context(s);
    Step step;
    if (try_technique(context, int(t), explain, step)) return step;
    return std::nullopt;
}

std::string format_step(const Step& step) {
    using logic::name_cell;
    using logic::name_digit;
    std::ostringstream o;
    o << step_title(step) << " [";
    for (std::size_t i = 0; i < step.cells.size(); ++i) o << (i ? " " : "") << name_cell(step.cells[i]);
    o << "]: " << step.explanation;
    const char* sep = " => ";
    for (auto p : step.placements) {
        o << sep << name_cell(p.cell) << "=" << name_digit(p.digit);
        sep = ", ";
    }
    for (auto e : step.eliminations) {
        o << sep << name_cell(e.cell) << "<>" << name_digit(e.digit);
        sep = ", ";
    }
    return o.str();
}

std::string format_step(const CandidateGrid& s, const Step& step) {
    const logic::NamingScope naming(s.topology());
    return format_step(step);
}

}  // namespace sudoku
