// Words shared by the sentences of the pattern finders (uniqueness, single-digit patterns,
// finned fish), which write their own explanation.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/logic/logic_internal.h"
#include "core/text/text.h"

// In their own namespace: other finders' files may have helpers of the same names.
namespace sudoku::logic::pattern_text {

inline Candidate cand_at(int cell, int digit) { return {std::uint8_t(cell), std::uint8_t(digit)}; }

// "a", "a and b", "a, b and c" (or another last joint: the key "word.or"), in the
// current language.
inline std::string join_words(const std::vector<std::string>& items, const char* last = "word.and") {
    return text::join(items, text::tr(last));
}

// Cell names in the given order: "r1c1, r1c5 and r2c1".
inline std::string cell_list(const std::vector<int>& cells, const char* last = "word.and") {
    std::vector<std::string> v;
    for (int c : cells) v.push_back(name_cell(c));
    return join_words(v, last);
}

// Digits of a mask: "3 and 7", "1, 4 or 9".
inline std::string digit_list(unsigned mask, const char* last = "word.and") {
    std::vector<std::string> v;
    for (int d = 1; d <= 16; ++d)
        if (mask & bit(d)) v.push_back(name_digit(d));
    return join_words(v, last);
}

// "r3c5 and r8c5 cannot be 4, and r1c1 cannot be 3 or 7": cells losing the same digits
// share a clause.
inline std::string cannot_be(const std::vector<Candidate>& elims) {
    std::map<int, unsigned> by_cell;
    for (auto e : elims) by_cell[e.cell] |= bit(e.digit);
    std::vector<std::pair<unsigned, std::vector<int>>> groups;
    for (const auto& entry : by_cell) {
        bool merged = false;
        for (auto& g : groups)
            if (g.first == entry.second) {
                g.second.push_back(entry.first);
                merged = true;
            }
        if (!merged) groups.push_back({entry.second, {entry.first}});
    }
    std::vector<std::string> clauses;
    for (const auto& g : groups)
        clauses.push_back(text::tr(g.second.size() > 1 ? "pattern.cannot_be_many" : "pattern.cannot_be",
                                   {{"cells", cell_list(g.second)}, {"digits", digit_list(g.first, "word.or")}}));
    std::string s;
    for (std::size_t i = 0; i < clauses.size(); ++i)
        s += (i ? (i + 1 == clauses.size() ? ", " + text::tr("word.and") + " " : ", ") : "") + clauses[i];
    return s;
}

// Marks a candidate with a role; a candidate marked again takes the later role (pattern
// first, then what the step removes or places).
inline void set_mark(Step& out, Candidate c, Role r) {
    for (auto& m : out.marks)
        if (m.candidate == c) {
            m.role = r;
            return;
        }
    out.marks.push_back({c, r, 0});
}

// Marks the step's eliminations and placements (after the pattern).
inline void mark_effect(Step& out) {
    for (auto c : out.eliminations) set_mark(out, c, Role::Elim);
    for (auto c : out.placements) set_mark(out, c, Role::Place);
}

}  // namespace sudoku::logic::pattern_text
