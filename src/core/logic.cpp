// The driver: the technique table (order, names, ratings) and the easiest-step search.
#include <sstream>

#include "logic_internal.h"

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
    {Technique::HiddenSingle, "Hidden single", "hidden-single", 1.5, logic::find_hidden_single},
    {Technique::NakedSingle, "Naked single", "naked-single", 2.0, logic::find_naked_single},
    {Technique::Pointing, "Pointing", "pointing", 2.5, logic::find_pointing},
    {Technique::Claiming, "Claiming", "claiming", 2.6, logic::find_claiming},
    {Technique::NakedPair, "Naked pair", "naked-pair", 3.0, logic::find_naked_pair},
    {Technique::HiddenPair, "Hidden pair", "hidden-pair", 3.2, logic::find_hidden_pair},
    {Technique::NakedTriple, "Naked triple", "naked-triple", 3.5, logic::find_naked_triple},
    {Technique::HiddenTriple, "Hidden triple", "hidden-triple", 3.7, logic::find_hidden_triple},
    {Technique::XWing, "X-Wing", "x-wing", 4.0, logic::find_x_wing},
    {Technique::XYWing, "XY-Wing", "xy-wing", 4.2, logic::find_xy_wing},
    {Technique::XYZWing, "XYZ-Wing", "xyz-wing", 4.4, logic::find_xyz_wing},
    {Technique::WWing, "W-Wing", "w-wing", 4.6, logic::find_w_wing},
    {Technique::NakedQuad, "Naked quad", "naked-quad", 4.8, logic::find_naked_quad},
    {Technique::HiddenQuad, "Hidden quad", "hidden-quad", 5.0, logic::find_hidden_quad},
    {Technique::Swordfish, "Swordfish", "swordfish", 5.2, logic::find_swordfish},
    {Technique::Jellyfish, "Jellyfish", "jellyfish", 5.5, logic::find_jellyfish},
    {Technique::SimpleColouring, "Simple colouring", "simple-colouring", 5.7, logic::find_simple_colouring},
    {Technique::XChain, "X-Chain", "x-chain", 6.0, logic::find_x_chain},
    {Technique::XYChain, "XY-Chain", "xy-chain", 6.5, logic::find_xy_chain},
    {Technique::AIC, "Alternating inference chain", "aic", 7.0, logic::find_aic},
};

bool is_chain(Technique t) { return t == Technique::XChain || t == Technique::XYChain || t == Technique::AIC; }

}  // namespace

const char* technique_name(Technique t) { return kTable[int(t)].name; }
const char* technique_key(Technique t) { return kTable[int(t)].key; }
double technique_rating(Technique t) { return kTable[int(t)].rating; }

namespace logic {
void Context::fill() const {
    ready = true;
    const auto& houses = house_cells();
    for (int h = 0; h < kHouses; ++h)
        for (int i = 0; i < 9; ++i)
            for (Mask m = s.cand[houses[h][i]]; m; m &= Mask(m - 1)) pos[h][lowest_digit(m)] |= std::uint16_t(1u << i);
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
bool try_technique(const logic::Context& context, int i, bool explain, Step& step) {
    step = Step{};
    step.technique = kTable[i].technique;
    if (!kTable[i].find(context, step)) return false;
    step.rating = kTable[i].rating;
    // Longer chains are harder to find: +0.1 per two links beyond the shortest (4 nodes).
    if (is_chain(step.technique) && step.pattern.size() > 4)
        step.rating += std::min(1.0, 0.1 * double((step.pattern.size() - 4 + 1) / 2));
    if (explain) step.explanation = explain_step(step);
    return true;
}
}  // namespace

std::optional<Step> find_next_step(const CandidateGrid& s, Technique hardest, bool explain) {
    if (s.broken()) return std::nullopt;
    const logic::Context context(s);
    Step step;
    for (int i = 0; i <= int(hardest); ++i)
        if (try_technique(context, i, explain, step)) return step;
    return std::nullopt;
}

std::optional<Step> find_technique(const CandidateGrid& s, Technique t, bool explain) {
    const logic::Context context(s);
    Step step;
    if (try_technique(context, int(t), explain, step)) return step;
    return std::nullopt;
}

std::string format_step(const Step& step) {
    std::ostringstream o;
    o << technique_name(step.technique) << " [";
    for (std::size_t i = 0; i < step.cells.size(); ++i) o << (i ? " " : "") << cell_name(step.cells[i]);
    o << "]: " << step.explanation;
    const char* sep = " => ";
    for (auto p : step.placements) {
        o << sep << cell_name(p.cell) << "=" << int(p.digit);
        sep = ", ";
    }
    for (auto e : step.eliminations) {
        o << sep << cell_name(e.cell) << "<>" << int(e.digit);
        sep = ", ";
    }
    return o.str();
}

}  // namespace sudoku
