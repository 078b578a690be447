// One sentence per step, built from the step's structured data so that every caller
// (hint, CLI, grader path) says the same thing.
#include <map>

#include "logic_chain_search.h"

namespace sudoku {
namespace {

std::string join(const std::vector<std::string>& items) {
    std::string s;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) s += i + 1 == items.size() ? " and " : ", ";
        s += items[i];
    }
    return s;
}

std::string cells_text(const std::vector<int>& cells) {
    std::vector<std::string> v;
    for (int c : cells) v.push_back(cell_name(c));
    return join(v);
}

std::string digits_text(unsigned mask, const char* conj = " and ") {
    std::string s;
    auto d = logic::digits_of(mask);
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (i) s += i + 1 == d.size() ? conj : ", ";
        s += std::to_string(d[i]);
    }
    return s;
}

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
    std::string s = "remove ";
    for (std::size_t i = 0; i < groups.size(); ++i)
        s += (i ? "; " : "") + digits_text(groups[i].first) + " from " + cells_text(groups[i].second);
    return s;
}

// "rows 2 and 7", "column 4"
std::string houses_text(const std::vector<int>& houses) {
    static const char* plural[] = {"rows ", "columns ", "boxes "};
    if (houses.size() == 1) return house_name(houses[0]);
    std::vector<std::string> n;
    for (int h : houses) n.push_back(std::to_string(h % 9 + 1));
    return plural[houses[0] / 9] + join(n);
}

// "r2c8 (3/9)"
std::string cell_with(const std::vector<Candidate>& pattern, int cell) {
    std::string digits;
    for (auto c : pattern)
        if (c.cell == cell) digits += (digits.empty() ? "" : "/") + std::to_string(c.digit);
    return cell_name(cell) + " (" + digits + ")";
}

// "a 3", "an 8"
std::string a_digit(int d) { return (d == 8 ? "an " : "a ") + std::to_string(d); }

}  // namespace

std::string explain_step(const Step& s) {
    const auto& p = s.pattern;
    int d = p.empty() ? 0 : p[0].digit;
    std::string digit = std::to_string(d);
    switch (s.technique) {
    case Technique::FullHouse:
        return cell_name(p[0].cell) + " is the only empty cell left in " + house_name(s.houses[0]) +
               ", so it takes the missing " + digit + ".";
    case Technique::HiddenSingle:
        return "In " + house_name(s.houses[0]) + " the " + digit + " can only go in " + cell_name(p[0].cell) + ".";
    case Technique::NakedSingle:
        return cell_name(p[0].cell) + " has only one candidate left: " + digit + ".";
    case Technique::Pointing:
    case Technique::Claiming:
        return "In " + house_name(s.houses[0]) + " the " + digit + " can only go in " + house_name(s.houses[1]) +
               ", so " + removals(s.eliminations) + ", the rest of " + house_name(s.houses[1]) + ".";
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad: {
        auto cells = cells_of(p);
        return cells_text(cells) + " can only hold " + digits_text(digits_in(p)) +
               (cells.size() > 2 ? " between them" : "") + ", so no other cell of " + house_name(s.houses[0]) +
               " can: " + removals(s.eliminations) + ".";
    }
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return "In " + house_name(s.houses[0]) + " the " + digits_text(digits_in(p)) + " can only go in " +
               cells_text(cells_of(p)) + ", so those cells hold nothing else: " + removals(s.eliminations) + ".";
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        std::size_t n = s.houses.size() / 2;
        std::vector<int> base(s.houses.begin(), s.houses.begin() + long(n));
        std::vector<int> cover(s.houses.begin() + long(n), s.houses.end());
        return "In " + houses_text(base) + " the " + digit + " can only go in " + houses_text(cover) + ", so " +
               removals(s.eliminations) + ", the rest of " + houses_text(cover) + ".";
    }
    case Technique::XYWing: {
        int z = s.eliminations[0].digit, pivot = p[0].cell, a = p[2].cell, b = p[4].cell;
        return cell_with(p, pivot) + " makes one of its wings " + cell_with(p, a) + " and " + cell_with(p, b) +
               " " + a_digit(z) + ", so cells seeing both wings cannot be " + std::to_string(z) + ": " +
               removals(s.eliminations) + ".";
    }
    case Technique::XYZWing: {
        int z = s.eliminations[0].digit, pivot = p[0].cell, a = p[3].cell, b = p[5].cell;
        return cell_with(p, pivot) + " and its wings " + cell_with(p, a) + " and " + cell_with(p, b) +
               " leave the " + std::to_string(z) + " in one of the three, so cells seeing all three cannot be " +
               std::to_string(z) + ": " + removals(s.eliminations) + ".";
    }
    case Technique::WWing: {
        int a = p[0].cell, b = p[2].cell, x = p[4].digit, z = s.eliminations[0].digit;
        return cell_with(p, a) + " and " + cell_with(p, b) + " hold the same pair, and in " +
               house_name(s.houses[0]) + " the " + std::to_string(x) + " must go in " + cell_name(p[4].cell) +
               " or " + cell_name(p[5].cell) + ", each seeing one of the pair; so one of the pair is " +
               std::to_string(z) + ": " + removals(s.eliminations) + ".";
    }
    case Technique::SimpleColouring: {
        std::string start = "Colouring the " + digit + "s along their conjugate pairs (the only two places in a "
                            "house) gives two colours, one of them all true; ";
        bool wrap = std::find(p.begin(), p.end(), s.eliminations[0]) != p.end();
        if (wrap) {
            for (std::size_t i = 0; i < p.size(); ++i)
                for (std::size_t j = i + 1; j < p.size(); ++j)
                    if (logic::sees(p[i].cell, p[j].cell))
                        return start + cell_name(p[i].cell) + " and " + cell_name(p[j].cell) +
                               " have the same colour and see each other, so that colour is false: " +
                               removals(s.eliminations) + ".";
        }
        auto cells = cells_of(s.eliminations);
        return start + cells_text(cells) + (cells.size() > 1 ? " see" : " sees") +
               " both colours, so " + removals(s.eliminations) + ".";
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
