// One sentence per step, built from the step's structured data so that every caller
// (hint, CLI, grader path) says the same thing, in the current language (text.h).
#include <map>

#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku {
namespace {

using text::tr;
using logic::name_cell;
using logic::name_digit;
using logic::name_house;

std::string cells_text(const std::vector<int>& cells) {
    std::vector<std::string> v;
    for (int c : cells) v.push_back(name_cell(c));
    return text::join(v);
}

std::string digits_text(unsigned mask, const std::string& last) {
    std::vector<std::string> v;
    for (int d : logic::digits_of(mask)) v.push_back(name_digit(d));
    return text::join(v, last);
}
std::string digits_text(unsigned mask) { return digits_text(mask, tr("word.and")); }

std::vector<int> cells_of(const std::vector<Candidate>& v) {
    std::vector<int> cells;
    for (auto c : v) cells.push_back(c.cell);
    logic::normalize(cells);
    return cells;
}

unsigned digits_in(const std::vector<Candidate>& v) {
    unsigned m = 0;
    for (auto c : v) m |= bit(c.digit);
    return m;
}

// "remove 4 and 8 from r1c3 and r1c5; 6 from r1c9": digits removed from the same cells
// share a group.
std::string removals(const std::vector<Candidate>& elims) {
    std::map<int, std::vector<int>> by_digit;
    for (auto e : elims) by_digit[e.digit].push_back(e.cell);
    std::vector<std::pair<unsigned, std::vector<int>>> groups;
    for (const auto& entry : by_digit) {
        // Not a structured binding: clang 14 (emcc) cannot capture one in a lambda.
        const std::vector<int>& cells = entry.second;
        auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.second == cells; });
        if (same != groups.end()) same->first |= bit(entry.first);
        else groups.push_back({bit(entry.first), cells});
    }
    std::string s;
    for (std::size_t i = 0; i < groups.size(); ++i)
        s += (i ? "; " : "") + tr("explain.digits_from", {{"digits", digits_text(groups[i].first)},
                                                         {"cells", cells_text(groups[i].second)}});
    return tr("explain.remove", {{"what", s}});
}

// "rows 2 and 7", "column 4" (form "", "in" or "of", see text::house)
std::string houses_text(const std::vector<int>& houses, std::string_view form = "") {
    static const char* plural[] = {"rows", "columns", "boxes"};
    if (houses.size() == 1) return name_house(houses[0], form);
    std::vector<std::string> n;
    const int size = logic::naming_size();
    for (int h : houses) n.push_back(std::to_string(h % size + 1));
    std::string key = "house.";
    if (!form.empty()) key.append(form).append(".");
    const int kind = std::min(2, houses[0] / size);
    // Jigsaw regions have their own words (variant.house.regions).
    if (kind == 2 && logic::naming_topology().geometry().box_rows() == 0) return tr("variant." + key + "regions", {{"n", text::join(n)}});
    return tr(key + plural[kind], {{"n", text::join(n)}});
}

// "r2c8 (3/9)"
std::string cell_with(const std::vector<Candidate>& pattern, int cell) {
    std::string digits;
    for (auto c : pattern)
        if (c.cell == cell) digits += (digits.empty() ? "" : "/") + name_digit(c.digit);
    return name_cell(cell) + " (" + digits + ")";
}

}  // namespace

static std::string explain_in_words(const Step& s);

std::string explain_step(const Step& s) { return text::capitalised(explain_in_words(s)); }

static std::string explain_in_words(const Step& s) {
    const auto& p = s.pattern;
    int d = p.empty() ? 0 : p[0].digit;
    std::string digit = name_digit(d);
    auto house = [&](std::size_t i, std::string_view form = "") { return name_house(s.houses[i], form); };
    switch (s.technique) {
    case Technique::FullHouse:
        return tr("explain.full_house", {{"cell", name_cell(p[0].cell)}, {"in_house", house(0, "in")}, {"digit", digit}});
    case Technique::HiddenSingle:
        return tr("explain.hidden_single", {{"in_house", house(0, "in")}, {"digit", digit}, {"cell", name_cell(p[0].cell)}});
    case Technique::NakedSingle:
        return tr("explain.naked_single", {{"cell", name_cell(p[0].cell)}, {"digit", digit}});
    case Technique::Pointing:
    case Technique::Claiming:
        return tr("explain.intersection", {{"in_house", house(0, "in")}, {"digit", digit}, {"in_other", house(1, "in")},
                                           {"removals", removals(s.eliminations)}, {"of_other", house(1, "of")}});
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad: {
        auto cells = cells_of(p);
        return tr(cells.size() > 2 ? "explain.naked_set_between" : "explain.naked_set",
                  {{"cells", cells_text(cells)}, {"digits", digits_text(digits_in(p))}, {"of_house", house(0, "of")},
                   {"removals", removals(s.eliminations)}});
    }
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return tr("explain.hidden_set", {{"in_house", house(0, "in")}, {"digits", digits_text(digits_in(p))},
                                         {"cells", cells_text(cells_of(p))}, {"removals", removals(s.eliminations)}});
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        std::size_t n = s.houses.size() / 2;
        std::vector<int> base(s.houses.begin(), s.houses.begin() + long(n));
        std::vector<int> cover(s.houses.begin() + long(n), s.houses.end());
        return tr("explain.fish", {{"in_base", houses_text(base, "in")}, {"digit", digit},
                                   {"in_cover", houses_text(cover, "in")}, {"removals", removals(s.eliminations)},
                                   {"of_cover", houses_text(cover, "of")}});
    }
    case Technique::XYWing: {
        int z = s.eliminations[0].digit, pivot = p[0].cell, a = p[2].cell, b = p[4].cell;
        return tr("explain.xy_wing", {{"pivot", cell_with(p, pivot)}, {"wing1", cell_with(p, a)},
                                      {"wing2", cell_with(p, b)}, {"digit", name_digit(z)},
                                      {"a_digit", text::with_article(name_digit(z))}, {"removals", removals(s.eliminations)}});
    }
    case Technique::XYZWing: {
        int z = s.eliminations[0].digit, pivot = p[0].cell, a = p[3].cell, b = p[5].cell;
        return tr("explain.xyz_wing", {{"pivot", cell_with(p, pivot)}, {"wing1", cell_with(p, a)},
                                       {"wing2", cell_with(p, b)}, {"digit", name_digit(z)},
                                       {"removals", removals(s.eliminations)}});
    }
    case Technique::WWing: {
        int a = p[0].cell, b = p[2].cell, x = p[4].digit, z = s.eliminations[0].digit;
        return tr("explain.w_wing", {{"cell1", cell_with(p, a)}, {"cell2", cell_with(p, b)}, {"in_house", house(0, "in")},
                                     {"x", name_digit(x)}, {"end1", name_cell(p[4].cell)},
                                     {"end2", name_cell(p[5].cell)}, {"digit", name_digit(z)},
                                     {"removals", removals(s.eliminations)}});
    }
    case Technique::SimpleColouring: {
        const std::string start = tr("explain.colouring", {{"digit", digit}});
        bool wrap = std::find(p.begin(), p.end(), s.eliminations[0]) != p.end();
        if (wrap) {
            for (std::size_t i = 0; i < p.size(); ++i)
                for (std::size_t j = i + 1; j < p.size(); ++j)
                    if (logic::naming_sees(p[i].cell, p[j].cell))
                        return tr("explain.colour_wrap", {{"start", start}, {"cell1", name_cell(p[i].cell)},
                                                          {"cell2", name_cell(p[j].cell)},
                                                          {"removals", removals(s.eliminations)}});
        }
        auto cells = cells_of(s.eliminations);
        return tr(cells.size() > 1 ? "explain.colour_trap_many" : "explain.colour_trap",
                  {{"start", start}, {"cells", cells_text(cells)}, {"removals", removals(s.eliminations)}});
    }
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::AIC: {
        std::vector<logic::chains::Node> nodes;
        for (auto c : p) nodes.push_back(logic::chains::single(c));
        return logic::chains::ends_explanation(nodes, s.eliminations);
    }
    default:  // newer techniques write their own sentence in their finder's file
        break;
    }
    return s.explanation;
}

}  // namespace sudoku
