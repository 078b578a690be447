// A puzzle's constraints beyond houses and cages, as data a Geometry owns (the variants players
// solve today: anti-knight, kropki, thermometers, arrows, lines, outside clues ...). Each Constraint is
// one instance as the setter drew it; the Geometry turns them into
//   - houses (extra regions and disjoint groups of n cells, a single diagonal),
//   - peers (anti-knight, anti-king, renban lines, smaller extra regions: their digits differ),
//   - Props: small propagators over a few cells (a pair relation, a thermometer, a sum ...) that
//     every engine runs the same way (core/grid/rule_filter.h).
// The picture of each rule (for the board) is data here too: constraint_picture().
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid/grid.h"

namespace sudoku {

enum class ConstraintType : std::uint8_t {
    // Whole-grid rules (no cells).
    AntiKnight,      // cells a knight's move apart differ
    AntiKing,        // cells a king's move apart (diagonally touching) differ
    NonConsecutive,  // orthogonal neighbours are not consecutive
    WhiteNegative,   // every white dot is given: neighbours without a dot are not consecutive
    BlackNegative,   // every black dot is given: neighbours without a dot are not in a 1:2 ratio
    XVNegative,      // every X and V is given: neighbours without one add up to neither 10 nor 5
    DisjointGroups,  // cells in the same place of their boxes hold different digits
    // Rules over cells.
    Odd, Even,       // one cell
    ExtraRegion,     // a group of cells with no repeat (n cells: every digit once)
    Diagonal,        // value 0: the main diagonal (top left down), 1: the other; every digit once
    Thermo,          // cells from bulb to tip strictly increase
    KropkiWhite,     // two neighbours are consecutive (value > 1: differ by value)
    KropkiBlack,     // one of two neighbours is double the other (value > 2: value times)
    X, V,            // two neighbours add up to 10 (X) or 5 (V)
    Arrow,           // value = cells of the circle (read as a number), then the shaft adding up to it
    Whisper,         // neighbours along the line differ by at least 5 (on 9x9; (n+1)/2 on others; or value)
    Renban,          // the line holds a set of consecutive digits, in any order, no repeat
    Palindrome,      // the line reads the same both ways
    Between,         // the cells between the two ends (circles) are strictly between their digits
    LittleKiller,    // the diagonal's digits add up to value (they may repeat)
    Sandwich,        // in a row or column, the digits between the 1 and the n add up to value
    Quadruple,       // the four cells around a corner hold every digit of `digits`
};
constexpr int kConstraintTypes = int(ConstraintType::Quadruple) + 1;

const char* constraint_key(ConstraintType k);  // "anti-knight", "thermo", "kropki-black", ...
// The rule in one sentence (English; the page's text tables hold the translations under
// "rule.<key>").
const char* constraint_sentence(ConstraintType k);

struct Constraint {
    ConstraintType kind = ConstraintType::Odd;
    std::vector<int> cells;   // in drawing order: a line from its start, thermo from the bulb,
                              // arrow: circle cells then the shaft, little killer: along the diagonal
    int value = 0;            // sum; arrow: cells of its circle; diagonal: 0 main, 1 anti
    std::vector<int> digits;  // quadruple: the digits (may repeat)
    int clue_row = -1, clue_col = -1;  // little killer, sandwich: the clue outside the grid (row or column -1 or n)
    bool operator==(const Constraint& o) const {
        return kind == o.kind && cells == o.cells && value == o.value && digits == o.digits && clue_row == o.clue_row &&
               clue_col == o.clue_col;
    }
};

// A kropki dot's difference (white, 1 unless marked) or ratio (black, 2 unless marked); the
// least difference of neighbours on a whispers line (5 on 9x9, half the digits rounded up on
// other sizes, unless the line says).
int kropki_value(const Constraint& r);
int whisper_difference(const Constraint& r, int n);
// The rule of type t in the player's language ("rule.<key>"; kropki dots and whispers lines
// with a number written on them add what it means).
std::string rule_sentence(const std::vector<Constraint>& rules, ConstraintType t, int n);

// A propagator every engine runs: narrow the candidates of its cells (rule_filter.h).
enum class PropKind : std::uint8_t { Unary, Pair, Thermo, Arrow, Renban, Between, SumLine, Sandwich, Quadruple };
struct Prop {
    PropKind kind = PropKind::Unary;
    ConstraintType source = ConstraintType::Odd;  // the rule it comes from (for sentences and pictures)
    int rule = -1;                    // its index in Geometry::rules()
    std::vector<int> cells;
    int value = 0;
    // Pair: allow[d] = the digits the second cell may hold when the first holds d (symmetric
    // relations only); Unary: allow[0] the cell's digits; Quadruple: allow[d] = times d is needed.
    std::array<Mask, 17> allow{};
    // Pair: the most digits of one cell that all leave out one digit of the other (2 for
    // non-consecutive: 4 and 6 leave out 5); a cell with more leaves the other all of its own.
    int cover = 0;
};

// What the board draws for a rule: a role, its cells in order, a label (sums, X, V, the
// quadruple's digits) and, for clues outside, where the clue sits.
struct ConstraintShape {
    std::string role;  // "thermo", "arrow", "pill", "whisper", "renban", "palindrome", "between",
                       // "dot-white", "dot-black", "x", "v", "odd", "even", "extra-region",
                       // "diagonal", "little-killer", "sandwich", "quadruple", or "global" (no cells)
    std::vector<int> cells;
    std::string label;
    int clue_row = -1, clue_col = -1;
};
ConstraintShape constraint_picture(const Constraint& r);

// The props a list of rules makes on an n x n grid with `regions` (Geometry::build calls it).
std::vector<Prop> compile_constraints(const std::vector<Constraint>& rules, int n);
// Cells that differ because of a rule (anti-knight, anti-king, renban, small extra regions).
std::vector<std::pair<int, int>> rule_peer_pairs(const std::vector<Constraint>& rules, int n);
// The houses rules add: each n-cell extra region, disjoint group and lone diagonal, sorted cells.
std::vector<std::vector<int>> rule_houses(const std::vector<Constraint>& rules, int n, const std::vector<int>& regions,
                                          int box_rows, int box_cols);

}  // namespace sudoku
