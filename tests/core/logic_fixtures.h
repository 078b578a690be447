// Building candidate states by hand for technique fixtures: start from an open grid
// (every cell blank with all nine candidates) and carve the pattern in.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/logic/logic.h"

namespace fixtures {

using namespace sudoku;

inline CandidateGrid open_grid() {
    CandidateGrid s;
    s.cand.fill(kAllDigits);
    return s;
}

// "r5c4" -> 40
inline int cell(const std::string& name) {
    REQUIRE(name.size() == 4);
    return (name[1] - '1') * 9 + (name[3] - '1');
}

// Sets a cell's candidates: set(s, "r1c2", {4, 8}).
inline void set(CandidateGrid& s, const std::string& name, std::initializer_list<int> digits) {
    Mask m = 0;
    for (int d : digits) m |= bit(d);
    s.cand[cell(name)] = m;
}

// Keeps `digit` only in the listed cells of `house`, removing it from the house's others.
inline void only(CandidateGrid& s, int digit, int house, std::initializer_list<const char*> cells) {
    for (auto c : house_cells()[house]) {
        bool keep = false;
        for (auto n : cells) keep = keep || cell(n) == c;
        if (!keep) s.cand[c] &= Mask(~bit(digit));
    }
}

constexpr int row(int r) { return r - 1; }
constexpr int col(int c) { return 8 + c; }
constexpr int box(int b) { return 17 + b; }

// "4r1c3 8r1c5" in sorted order, for comparing with a step's candidates.
inline std::string names(std::vector<Candidate> v) {
    std::sort(v.begin(), v.end());
    std::string s;
    for (auto c : v) s += (s.empty() ? "" : " ") + candidate_name(c);
    return s;
}

// Every listed digit removed from every listed cell, sorted like names().
inline std::string expect(std::initializer_list<int> digits, std::initializer_list<const char*> cells) {
    std::vector<Candidate> v;
    for (int d : digits)
        for (auto n : cells) v.push_back({std::uint8_t(cell(n)), std::uint8_t(d)});
    return names(v);
}

}  // namespace fixtures
