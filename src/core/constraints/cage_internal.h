// Shared by the killer cage kind's files (cage_*.cpp): the position seen per house, digit and
// cage, and the words of the cage techniques' sentences. A cage of sum 0 has no sum: only
// "no repeat" (which its cells' peers already say), so the sum techniques skip it.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/constraints/constraint_kind.h"
#include "core/text/text.h"

namespace sudoku::cages {

// A cage in the position: its empty cells and the digit sets that still fit them.
struct CageView {
    std::vector<int> blanks;     // the cage's empty cells
    Mask placed = 0;             // digits already in it
    int rest = 0;                // what the empty cells must add up to
    std::vector<Mask> combos;    // digit sets of the empty cells that fit their candidates, 1+9 before 2+8
    std::vector<Mask> ok;        // per empty cell: digits some fitting combination puts there
};

// What a cage finder writes: its effect, what to draw and its sentence.
struct Found {
    std::vector<Candidate> placements, eliminations, highlights;
    std::vector<int> houses, cages;
    std::string text;
    std::string variant;  // "pair", "triple": named in the title
    double rating = 0;    // 0: the technique's base rating
};

// The position with each house's candidate places per digit, made once per finder call.
struct Ctx {
    const Geometry& g;
    const std::uint8_t* digits;  // digits[c]: the digit in c, 0 blank
    const Mask* mask;            // candidates of the blank cells
    int n;
    // where[h][d]: bit i set when houses()[h].cells[i] is blank with candidate d (d 1..n).
    std::vector<std::array<std::uint32_t, kMaxSize + 1>> where;
    std::vector<Mask> placed;  // digits already placed in each house
    mutable std::vector<CageView> cage_views;
    mutable std::vector<char> cage_ready;
    // `houses` false skips the per-house tables (propagation reads only the cages).
    Ctx(const Geometry& g, const std::uint8_t* digits, const Mask* cand, bool houses = true);
    Mask cand(int cell) const { return mask[cell]; }
    bool has(int cell, int d) const { return (mask[cell] >> (d - 1)) & 1; }
};

// Digit sets of `cells` distinct digits from 1..n adding up to `sum`.
const std::vector<Mask>& combos(int n, int cells, int sum);
// The k distinct-digit cells `cells` (candidates cand[cell]) adding up to `rest`, with no
// digit of `exclude` and every digit of `need`: ok[i] gets the digits some fitting set puts
// in cells[i], `sets` (when given) the fitting digit sets. False when none fits.
bool cage_filter(int n, const int* cells, int k, const Mask* cand, int rest, Mask exclude, Mask need, Mask* ok,
                 std::vector<Mask>* sets = nullptr);
// The cage's view in this position (cached in the Ctx); `need`: digits the empty cells must hold.
const CageView& cage_view(const Ctx& x, int k);
CageView make_cage_view(const Ctx& x, int k, Mask need = 0);
// Digits every combination of a cage still allowed by its cells' candidates needs.
Mask cage_required_digits(const Ctx& x, int k);

bool find_cage_single(const Ctx& x, Found& out);
bool find_cage_combination(const Ctx& x, Found& out);
bool find_cage_pointing(const Ctx& x, Found& out);
bool find_innie_outie(const Ctx& x, Found& out);
bool find_virtual_cage(const Ctx& x, Found& out);
bool find_killer_subset(const Ctx& x, Found& out);
bool find_cage_conflict(const Ctx& x, Found& out);
bool find_cage_split(const Ctx& x, Found& out);

// A sum the 45 rule gives: empty cells adding up to `sum`, with different digits when they
// share a house or a cage.
struct DerivedSum {
    std::vector<int> cells;
    int sum = 0;
    bool distinct = false;
};
std::vector<DerivedSum> derived_sums(const Ctx& x);

// ---- words ----
std::string vt_digit(int d);                          // "7", "C"
std::string vt_digits(Mask m, bool with_or = false);  // "1, 5 and 9"
std::string vt_cells(const Geometry& g, std::vector<int> cells);
std::string vt_house(const Geometry& g, int house, std::string_view form = "");
std::string vt_cage(const Geometry& g, int cage, std::string_view form = "");  // "the cage at r2c3 (sum 15)"
std::string vt_removals(const Geometry& g, const std::vector<Candidate>& elims);
// The sentence: tr("variant.explain.<key>", args), capitalised.
void vt_finish(Found& out, std::string_view key, text::Args args);

inline Candidate cd(int cell, int digit) { return Candidate{std::uint8_t(cell), std::uint8_t(digit)}; }

}  // namespace sudoku::cages
