#include "core/logic/topology.h"

#include <atomic>

namespace sudoku::logic {

Topology::Topology(GeometryPtr g) : geo_(std::move(g)) {
    static std::atomic<std::uint64_t> next{1};
    serial_ = next++;
    const Geometry& G = *geo_;
    classic9_ = G.is_classic9();
    n = G.size();
    cells = G.cells();
    houses = int(G.houses().size());
    all = G.all_digits();
    house_cells_.reserve(std::size_t(houses) * n);
    for (const auto& h : G.houses())
        for (int c : h.cells) house_cells_.push_back(std::uint8_t(c));
    box_.resize(std::size_t(cells));
    nh_.assign(std::size_t(cells), 0);
    hof_.assign(std::size_t(cells) * kHouseSlots, 0);
    idx_.assign(std::size_t(cells) * kHouseSlots, 0);
    for (int c = 0; c < cells; ++c) box_[std::size_t(c)] = std::uint8_t(G.region_of(c));
    for (int h = 0; h < houses; ++h)
        for (int i = 0; i < n; ++i) {
            int c = house_cell(h, i), k = nh_[std::size_t(c)]++;
            hof_[std::size_t(c) * kHouseSlots + std::size_t(k)] = std::uint8_t(h);
            idx_[std::size_t(c) * kHouseSlots + std::size_t(k)] = std::uint8_t(i);
        }
    first_.push_back(0);
    sees_.assign(std::size_t(cells) * 4, 0);
    for (int c = 0; c < cells; ++c) {
        for (int p : G.peers(c)) {
            peers_.push_back(std::uint8_t(p));
            sees_[std::size_t(c) * 4 + std::size_t(p >> 6)] |= std::uint64_t(1) << (p & 63);
        }
        first_.push_back(int(peers_.size()));
    }
    for (int i = 0; i < n; ++i) scan_.push_back(std::uint8_t(2 * n + i));
    for (int i = 0; i < 2 * n; ++i) scan_.push_back(std::uint8_t(i));
    for (int h = 3 * n; h < houses; ++h) scan_.push_back(std::uint8_t(h));
}

const Topology& Topology::classic9() {
    static const Topology t(Geometry::classic9());
    return t;
}

TopologyPtr make_topology(const GeometryPtr& g) {
    static const TopologyPtr classic(&Topology::classic9(), [](const Topology*) {});
    if (!g || g->is_classic9()) return classic;
    return std::make_shared<const Topology>(g);
}

}  // namespace sudoku::logic
