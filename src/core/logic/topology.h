// The shape the technique finders read: houses as cell lists, each cell's houses, peers and
// "sees", for any Geometry (sizes 4..16, boxes or jigsaw regions, diagonals, cage mates).
// House numbering follows Geometry::houses(): rows 0..n-1, columns n..2n-1, boxes or regions
// 2n..3n-1, then the diagonals; for the 9x9 classic that is grid.h's numbering (18 + box).
// One Topology is built per geometry and shared; the classic's is a static built once, so the
// classic path costs one pointer more than the old fixed tables.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/grid/geometry.h"

namespace sudoku::logic {

// Houses of a geometry at most (rows, columns, regions, diagonals and the houses rules add),
// and of one cell at most.
constexpr int kMaxHouses = 4 * kMaxSize + 10;
constexpr int kHouseSlots = 8;

// A read-only run of cell indices (a house, a cell's peers).
struct CellSpan {
    const std::uint8_t* b = nullptr;
    const std::uint8_t* e = nullptr;
    const std::uint8_t* begin() const { return b; }
    const std::uint8_t* end() const { return e; }
    int size() const { return int(e - b); }
    int operator[](int i) const { return b[i]; }
};

class Topology {
public:
    explicit Topology(GeometryPtr g);
    static const Topology& classic9();

    const Geometry& geometry() const { return *geo_; }
    const GeometryPtr& geometry_ptr() const { return geo_; }
    bool is_classic9() const { return classic9_; }
    // A number no other topology of this run has (memos key on it: an address may be reused).
    std::uint64_t serial() const { return serial_; }
    bool has_cages() const { return !geo_->cages().empty(); }

    int n = 9;          // digits 1..n, n cells a house
    int cells = 81;
    int houses = 27;    // rows, columns, boxes/regions, diagonals
    Mask all = 0x1FF;   // every digit

    CellSpan house(int h) const { return {&house_cells_[std::size_t(h) * n], &house_cells_[std::size_t(h) * n] + n}; }
    int house_cell(int h, int i) const { return house_cells_[std::size_t(h) * n + i]; }
    int row_house(int c) const { return c / n; }
    int col_house(int c) const { return n + c % n; }
    int box_house(int c) const { return 2 * n + box_[c]; }
    int row(int c) const { return c / n; }
    int col(int c) const { return c % n; }
    int box(int c) const { return box_[c]; }  // box or region index 0..n-1
    // A cell's houses (3, up to 5 on the diagonals, more with extra regions) and its index inside each.
    int house_count(int c) const { return nh_[c]; }
    int house_of(int c, int k) const { return hof_[std::size_t(c) * kHouseSlots + k]; }
    int index_in(int c, int k) const { return idx_[std::size_t(c) * kHouseSlots + k]; }
    bool in_house(int c, int h) const {
        for (int k = 0; k < nh_[c]; ++k)
            if (hof_[std::size_t(c) * kHouseSlots + k] == h) return true;
        return false;
    }
    // Raw tables for the hottest loops (forcing chains): house cells (n a house), and per cell
    // kHouseSlots slots of its houses and its index in each.
    const std::uint8_t* house_data() const { return house_cells_.data(); }
    const std::uint8_t* houses_of_data() const { return hof_.data(); }
    const std::uint8_t* index_data() const { return idx_.data(); }
    const std::uint8_t* house_count_data() const { return nh_.data(); }
    // Cells sharing a house or a cage with c (they never hold c's digit).
    CellSpan peers(int c) const { return {&peers_[first_[c]], &peers_[first_[c + 1]]}; }
    bool sees(int a, int b) const { return (sees_[std::size_t(a) * 4 + (b >> 6)] >> (b & 63)) & 1; }
    // The houses a player scans for singles: boxes/regions, rows, columns, then diagonals.
    int scan_house(int i) const { return scan_[i]; }
    // Houses kind for words: true for boxes and regions (2n..3n-1).
    bool is_box(int h) const { return h >= 2 * n && h < 3 * n; }
    bool is_line(int h) const { return h < 2 * n; }
    std::string house_name(int h) const { return geo_->house_name(h); }
    std::string cell_name(int c) const { return geo_->cell_name(c); }

private:
    GeometryPtr geo_;
    bool classic9_ = false;
    std::uint64_t serial_ = 0;
    std::vector<std::uint8_t> house_cells_, box_, nh_, hof_, idx_, peers_, scan_;
    std::vector<int> first_;
    std::vector<std::uint64_t> sees_;  // cells x 4 words
};

using TopologyPtr = std::shared_ptr<const Topology>;
// The topology of a geometry: the shared classic one for the 9x9 classic, else a new one.
TopologyPtr make_topology(const GeometryPtr& g);

}  // namespace sudoku::logic
