// Shared by the variant technique files (variant_*.cpp): the position seen per house and
// digit, the techniques' ranks, and the words of their sentences.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/logic/variant_logic.h"
#include "core/text/text.h"

namespace sudoku::vlogic {

// Techniques, easiest first: the order variant_next_step tries them and the grader's scale.
enum Rank : int {
    kFullHouse = 1,
    kCageSingle,        // the last blank cell of a cage
    kHiddenSingle,
    kNakedSingle,
    kCageCombination,   // digits no combination of a cage's sum allows there
    kLockedCandidates,  // pointing / claiming between any two intersecting houses
    kCagePointing,      // a digit a cage needs, seen from outside wherever it can go
    kInnieOutie,        // the 45 rule: one cell's value
    kNakedPair,
    kHiddenPair,
    kVirtualCage,       // the 45 rule: two cells with a known sum
    kNakedTriple,
    kHiddenTriple,
    kXWing,
    kXYWing,
    kSwordfish,
    kNakedQuad,
    kHiddenQuad,
    kJellyfish,
    kXChain,
    kXYChain,
    kAIC,  // alternating inference chain: strong links in cells, houses and cages
    kRankCount
};

struct TechniqueInfo {
    const char* id;  // stable: the text key variant.technique.<id>, the CLI's word
    double rating;   // the grader's number (increasing with the rank)
    Level level;
};
const TechniqueInfo& technique_info(int rank);
// The level a technique gives a puzzle of this geometry (small grids split the singles).
Level variant_level(const Geometry& g, int rank);

// A killer cage in the position: its empty cells and the digit sets that still fit them.
struct CageView {
    std::vector<int> blanks;     // the cage's empty cells
    Mask placed = 0;             // digits already in it
    int rest = 0;                // what the empty cells must add up to
    std::vector<Mask> combos;    // digit sets of the empty cells that fit their candidates, 1+9 before 2+8
    std::vector<Mask> ok;        // per empty cell: digits some fitting combination puts there
};

// The position with each house's candidate places per digit, computed once per search.
struct Ctx {
    const Geometry& g;
    const VariantPosition& p;
    int n;
    // where[h][d]: bit i set when houses()[h].cells[i] is blank with candidate d (d 1..n).
    std::vector<std::array<std::uint32_t, kMaxSize + 1>> where;
    std::vector<Mask> placed;  // digits already placed in each house
    // Cage views, made on first use (several techniques ask for them).
    mutable std::vector<CageView> cage_views;
    mutable std::vector<char> cage_ready;
    Ctx(const Geometry& g, const VariantPosition& p);
    Mask cand(int cell) const { return p.candidates[cell]; }
    bool has(int cell, int d) const { return (p.candidates[cell] >> (d - 1)) & 1; }
};

// Each finder fills `out` and returns true when its technique applies.
bool find_full_house(const Ctx& x, VariantStep& out);
bool find_cage_single(const Ctx& x, VariantStep& out);
bool find_hidden_single(const Ctx& x, VariantStep& out);
bool find_naked_single(const Ctx& x, VariantStep& out);
bool find_cage_combination(const Ctx& x, VariantStep& out);
bool find_locked_candidates(const Ctx& x, VariantStep& out);
bool find_cage_pointing(const Ctx& x, VariantStep& out);
bool find_naked_pair(const Ctx& x, VariantStep& out);
bool find_hidden_pair(const Ctx& x, VariantStep& out);
bool find_naked_triple(const Ctx& x, VariantStep& out);
bool find_hidden_triple(const Ctx& x, VariantStep& out);
bool find_naked_quad(const Ctx& x, VariantStep& out);
bool find_hidden_quad(const Ctx& x, VariantStep& out);
bool find_innie_outie(const Ctx& x, VariantStep& out);
bool find_virtual_cage(const Ctx& x, VariantStep& out);
bool find_x_wing(const Ctx& x, VariantStep& out);
bool find_swordfish(const Ctx& x, VariantStep& out);
bool find_jellyfish(const Ctx& x, VariantStep& out);
bool find_xy_wing(const Ctx& x, VariantStep& out);
bool find_x_chain(const Ctx& x, VariantStep& out);
bool find_aic(const Ctx& x, VariantStep& out);  // reports an XY-Chain when every strong link is in a cell
// The cage's view in this position (cached in the Ctx).
const CageView& cage_view(const Ctx& x, int k);
// Digits every combination of a cage still allowed by its cells' candidates needs (empty cells only).
Mask cage_required_digits(const Ctx& x, int k);

// ---- words (variant_text.cpp) ----
std::string vt_digit(int d);                    // "7", "C"
std::string vt_digits(Mask m, bool with_or = false);  // "1, 5 and 9"
std::string vt_cells(const Geometry& g, std::vector<int> cells);  // "r1c1, r1c2 and r2c2"
// "row 3" / "in row 3" / "of row 3", also regions, diagonals (form "", "in", "of").
std::string vt_house(const Geometry& g, int house, std::string_view form = "");
// "the cage at r2c3 (sum 15)" with the same forms.
std::string vt_cage(const Geometry& g, int cage, std::string_view form = "");
// "remove 4 and 8 from r1c3 and r1c5; 6 from r1c9"
std::string vt_removals(const Geometry& g, const std::vector<CellDigit>& elims);
// Fills the step's technique name and rank; its text is tr("variant.explain.<key>", args).
void vt_finish(VariantStep& out, int rank, std::string_view key, text::Args args);

inline CellDigit cd(int cell, int digit) { return CellDigit{std::uint8_t(cell), std::uint8_t(digit)}; }

}  // namespace sudoku::vlogic
