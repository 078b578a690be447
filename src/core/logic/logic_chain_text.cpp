// How a chain reads (words with cell names, and the usual notation as a detail) and how
// it is drawn (marks and links).
#include <cctype>
#include <map>

#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku::logic::chains {
namespace {

using text::tr;

std::string list(const std::vector<std::string>& items, const char* last_key) { return text::join(items, tr(last_key)); }

std::vector<std::string> cell_names(const Node& v) {
    std::vector<std::string> names;
    for (int i = 0; i < v.size; ++i) names.push_back(name_cell(v.cell[std::size_t(i)]));
    return names;
}

// "5r8c1", "5r2c78", "5r23c7"
std::string node_notation(const Node& v) {
    std::string rows, cols;
    const int n = naming_size();
    for (int i = 0; i < v.size; ++i) {
        std::string r = std::to_string(v.cell[std::size_t(i)] / n + 1), c = std::to_string(v.cell[std::size_t(i)] % n + 1);
        if (rows.find(r) == std::string::npos) rows += r;
        if (cols.find(c) == std::string::npos) cols += c;
    }
    return name_digit(v.digit) + "r" + rows + "c" + cols;
}

bool same_cell(const Node& a, const Node& b) { return !a.group() && !b.group() && a.cell[0] == b.cell[0]; }

// Link i joins node i and node i+1 (the last one closes a loop): strong when i is even.
template <class F>
void each_link(const std::vector<Node>& nodes, Goal goal, F f) {
    std::size_t n = nodes.size();
    for (std::size_t i = 0; i + 1 < n; ++i) f(nodes[i], nodes[i + 1], i % 2 == 0);
    if (goal != Ends && n > 1) f(nodes[n - 1], nodes[0], goal == Place);
}

}  // namespace

std::string node_words(const Node& v, bool on) {
    std::string d = name_digit(v.digit);
    auto names = cell_names(v);
    if (v.size == 1) return tr(on ? "chain.is" : "chain.is_not", {{"cell", names[0]}, {"digit", d}});
    if (on) return tr("chain.group_is", {{"digit", d}, {"cells", list(names, "word.or")}});
    if (v.size == 2) return tr("chain.neither", {{"cell1", names[0]}, {"cell2", names[1]}, {"digit", d}});
    return tr("chain.none_of", {{"cells", list(names, "word.and")}, {"digit", d}});
}

std::string notation(const std::vector<Node>& nodes, Goal goal) {
    std::string s;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i) s += i % 2 ? "=" : "-";
        s += node_notation(nodes[i]);
    }
    if (goal == Loop) s += "-" + node_notation(nodes[0]);
    if (goal == Place) s += "=" + node_notation(nodes[0]);
    return s;
}

std::string chain_words(const std::vector<Node>& nodes) {
    std::string s = tr("chain.if", {{"what", node_words(nodes[0], false)}});
    for (std::size_t i = 1; i < nodes.size(); ++i)
        s += tr(i == 1 ? "chain.then" : "chain.so", {{"what", node_words(nodes[i], i % 2 == 1)}});
    return s;
}

std::string ends_explanation(const std::vector<Node>& nodes, const std::vector<Candidate>& elims) {
    const Node &a = nodes.front(), &z = nodes.back();
    std::string ends = !a.group() && !z.group() && a.digit == z.digit
                           ? tr("chain.one_of_two_is", {{"cell1", name_cell(a.cell[0])}, {"cell2", name_cell(z.cell[0])},
                                                         {"digit", name_digit(a.digit)}})
                           : tr("chain.either", {{"what1", node_words(a, true)}, {"what2", node_words(z, true)}});
    std::string s = tr("chain.ends", {{"chain", chain_words(nodes)}, {"ends", ends}, {"removed", not_words(elims)},
                                      {"notation", notation(nodes, Ends)}});
    s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string not_words(const std::vector<Candidate>& elims) {
    // Digits removed from the same cells share a clause: "r3c9 is not 3 or 5".
    std::map<int, std::vector<int>> by_digit;
    for (auto e : elims) by_digit[e.digit].push_back(e.cell);
    std::vector<std::pair<std::vector<std::string>, std::vector<int>>> clauses;  // digits, cells
    for (auto& entry : by_digit) {
        std::vector<int>& cells = entry.second;
        normalize(cells);
        auto same = std::find_if(clauses.begin(), clauses.end(), [&](const auto& c) { return c.second == cells; });
        if (same != clauses.end()) same->first.push_back(name_digit(entry.first));
        else clauses.push_back({{name_digit(entry.first)}, cells});
    }
    std::vector<std::string> parts;
    for (const auto& c : clauses) {
        std::vector<std::string> names;
        for (int cell : c.second) names.push_back(name_cell(cell));
        parts.push_back(tr(names.size() > 1 ? "chain.are_not" : "chain.is_not",
                           {{"cell", list(names, "word.and")}, {"digit", list(c.first, "word.or")}}));
    }
    return list(parts, "word.and");
}

std::vector<int> chain_houses(const std::vector<Node>& nodes, Goal goal, const CandidateGrid& s) {
    std::vector<int> houses;
    each_link(nodes, goal, [&](const Node& a, const Node& b, bool strong) {
        if (a.digit != b.digit) return;
        int found = -1;
        const Topology& t = s.topology();
        for (int k = 0; k < t.house_count(a.cell[0]); ++k) {
            const int h = t.house_of(a.cell[0], k);
            int inside = 0, all = 0;
            for (int c : t.house(h)) {
                if (!(s.cand[c] & bit(a.digit))) continue;
                ++all;
                inside += a.has(c) || b.has(c);
            }
            if (inside != a.size + b.size) continue;  // not every cell of the link is in h
            if (found < 0 || (strong && all == inside)) found = h;
            if (!strong || all == inside) break;
        }
        if (found >= 0 && std::find(houses.begin(), houses.end(), found) == houses.end()) houses.push_back(found);
    });
    return houses;
}

void chain_drawing(const std::vector<Node>& nodes, Goal goal, Step& out) {
    auto mark = [&](Candidate c, Role r) {
        for (const auto& m : out.marks)
            if (m.candidate == c && m.role == r) return;
        out.marks.push_back({c, r, 0});
    };
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node& v = nodes[i];
        Role r = i % 2 ? Role::On : Role::Off;
        if (i == 0 && goal == Place) r = Role::Place;
        for (int k = 0; k < v.size; ++k) mark(v.candidate(k), v.group() ? Role::Group : r);
    }
    for (auto c : out.placements) mark(c, Role::Place);
    for (auto c : out.eliminations) mark(c, Role::Elim);
    each_link(nodes, goal, [&](const Node& a, const Node& b, bool strong) {
        out.links.push_back({a.candidate(), b.candidate(), strong, 0});
    });
}

bool x_only(const std::vector<Node>& nodes) {
    for (const auto& v : nodes)
        if (v.digit != nodes[0].digit) return false;
    return true;
}

bool y_only(const std::vector<Node>& nodes, Goal goal) {
    bool ok = true;
    each_link(nodes, goal, [&](const Node& a, const Node& b, bool strong) {
        ok = ok && (strong ? same_cell(a, b) : !same_cell(a, b) && a.digit == b.digit);
    });
    return ok;
}

}  // namespace sudoku::logic::chains
