// The geometry of any variant: size n (4, 6, 9, 12, 16) with rectangular boxes, or irregular
// regions (jigsaw), optional diagonals (X) and optional killer cages. Houses (n cells that hold
// every digit once) and cages (no repeat, a sum) are data here, so every engine that takes a
// Geometry works for every variant. The 9x9 classic also keeps its own fixed tables (grid.h)
// for the fast paths; Geometry::is_classic9() says when those apply.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/grid/grid.h"
#include "core/grid/constraints.h"

namespace sudoku {

constexpr int kMaxSize = 16;
constexpr int kMaxCells = kMaxSize * kMaxSize;

enum class Variant : std::uint8_t { Classic, Jigsaw, X, Killer };
const char* variant_name(Variant v);  // "classic", "jigsaw", "x", "killer"

struct Cage {
    int sum = 0;             // 0: a cage without a sum (its digits differ, nothing more is known)
    std::vector<int> cells;  // sorted cell indices
    bool has_sum() const { return sum > 0; }
    bool operator==(const Cage& o) const { return sum == o.sum && cells == o.cells; }
};

// Extra: a house a rule adds (an extra region, a disjoint group, a lone diagonal).
enum class HouseKind : std::uint8_t { Row, Column, Box, Region, Diagonal, AntiDiagonal, Extra };
struct House {
    HouseKind kind = HouseKind::Row;
    int index = 0;           // 0-based within its kind
    std::vector<int> cells;  // n cells, sorted
};

class Geometry;
using GeometryPtr = std::shared_ptr<const Geometry>;

struct GeometryResult {
    GeometryPtr geometry;  // null when the description is refused
    std::string error;     // what is wrong and where ("regions: region 3 has 8 cells (r1c4, ...)")
};

class Geometry {
public:
    // Box shape for a size: 4 -> 2x2, 6 -> 2x3, 9 -> 3x3, 12 -> 3x4, 16 -> 4x4 (rows x columns);
    // {0, 0} for a size the app does not support.
    static std::pair<int, int> box_shape(int size);
    static bool supported_size(int size);

    // Rectangular boxes of a supported size (asserts the size is supported).
    static GeometryPtr classic(int size);
    // The 9x9 classic, shared.
    static const GeometryPtr& classic9();
    // Any variant; `regions` empty means the size's boxes; cages only for Killer. Checks that
    // regions are n connected-or-not groups of n cells, cages are disjoint, in range, at most
    // n cells, with a sum some distinct digits can make or none (sum 0). Any variant may have
    // diagonals (killer X is Killer with diagonals).
    static GeometryResult make(Variant variant, int size, std::vector<int> regions, bool diagonals,
                               std::vector<Cage> cages);

    // The same geometry with `rules` (constraints.h) added: checked (cells in range, lines of
    // neighbours where the rule needs them, digits of the size), then built.
    static GeometryResult with_constraints(const GeometryPtr& base, std::vector<Constraint> rules);

    Variant variant() const { return variant_; }
    int size() const { return n_; }
    int cells() const { return n_ * n_; }
    Mask all_digits() const { return Mask((1u << n_) - 1); }
    int box_rows() const { return box_rows_; }  // 0 when the regions are irregular
    int box_cols() const { return box_cols_; }
    int row_of(int cell) const { return cell / n_; }
    int col_of(int cell) const { return cell % n_; }
    int region_of(int cell) const { return regions_[cell]; }
    const std::vector<int>& regions() const { return regions_; }
    bool diagonals() const { return diagonals_; }
    const std::vector<Cage>& cages() const { return cages_; }
    int cage_of(int cell) const { return cage_of_[cell]; }  // -1 outside every cage
    // The rules beyond houses and cages, and the props they make (constraints.h).
    const std::vector<Constraint>& constraints() const { return rules_; }
    bool has_constraints() const { return !rules_.empty(); }
    const std::vector<Prop>& props() const { return props_; }
    // The props over a cell (their ids), with a pair's two cells and cover inline (a = -1 for
    // the other kinds): forcing chains look at a cell's props for every candidate an assumption
    // removes there.
    struct PropRef {
        int id, a, b, cover;
    };
    const std::vector<PropRef>& prop_refs(int cell) const { return prop_refs_[cell]; }
    // Peers a rule adds (anti-knight, anti-king, renban, small extra regions), beyond houses and cages.
    const std::vector<int>& rule_peers(int cell) const { return rule_peers_[cell]; }

    // Rows 0..n-1, columns, then regions, then the diagonal and anti-diagonal (X only), then the
    // houses rules add (HouseKind::Extra).
    const std::vector<House>& houses() const { return houses_; }
    const std::vector<int>& houses_of(int cell) const { return houses_of_[cell]; }
    // The other cells sharing a house or a cage with `cell`, sorted.
    const std::vector<int>& peers(int cell) const { return peers_[cell]; }
    bool sees(int a, int b) const;

    // "9x9", "4x4", ..., "jigsaw", "x", "killer": the CLI's --variant words.
    std::string name() const;
    std::string house_name(int house) const;  // "row 3", "column 5", "box 7", "region 4", "diagonal"
    std::string cell_name(int cell) const;    // "r1c1" .. "r16c16"
    // The 9x9 classic's fixed tables and fast engines apply.
    bool is_classic9() const { return n_ == 9 && variant_ == Variant::Classic && rules_.empty(); }
    bool operator==(const Geometry& o) const;

private:
    Geometry() = default;
    void build();

    Variant variant_ = Variant::Classic;
    int n_ = 9, box_rows_ = 3, box_cols_ = 3;
    bool diagonals_ = false;
    std::vector<int> regions_, cage_of_;
    std::vector<Cage> cages_;
    std::vector<Constraint> rules_;
    std::vector<Prop> props_;
    std::vector<std::vector<int>> rule_peers_;
    std::vector<std::vector<PropRef>> prop_refs_;
    std::vector<House> houses_;
    std::vector<std::vector<int>> houses_of_, peers_;
    std::vector<std::uint64_t> sees_;  // cells x words bit matrix
};

// Digits as text: 1-9 then A-G for 10-16; '.' for a blank.
char digit_char(int digit);
// 1-16 for '1'-'9', 'A'-'G' (either case); 0 for '.' or '0'; -1 otherwise.
int digit_value(char c);

// Sums a cage of `cells` distinct digits from 1..n can make: [min, max]. Not every value in
// between is reachable for tiny n, so use cage_combinations() for the truth.
int cage_min_sum(int cells);
int cage_max_sum(int cells, int n);
// Every set of `cells` distinct digits from 1..n summing to `sum`, as masks.
std::vector<Mask> cage_combinations(int cells, int sum, int n);

}  // namespace sudoku
