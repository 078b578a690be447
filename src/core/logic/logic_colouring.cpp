// Simple colouring: the cells of one digit joined by conjugate pairs (the only two places
// in a house) take two colours, one of which is all true. A colour with two cells in one
// house is false (wrap); a cell seeing both colours loses the digit (trap).
#include "core/logic/logic_internal.h"

namespace sudoku::logic {
namespace {

struct Cluster {
    std::vector<int> cells[2];  // by colour
    std::vector<int> houses;    // houses whose conjugate pairs join it
};


// Pattern = colour `first` (the false one for a wrap), pattern2 = the other colour.
void mark(const Cluster& k, int d, int first, Step& out) {
    for (int c : k.cells[first]) out.pattern.push_back(cand(c, d));
    for (int c : k.cells[1 - first]) out.pattern2.push_back(cand(c, d));
    out.houses = k.houses;
    finish_step(out);
}

bool wrap(const Context& x, const Cluster& k, int d, Step& out) {
    for (int colour = 0; colour < 2; ++colour) {
        const auto& v = k.cells[colour];
        for (std::size_t i = 0; i < v.size(); ++i)
            for (std::size_t j = i + 1; j < v.size(); ++j) {
                if (!x.t.sees(v[i], v[j])) continue;
                for (int c : v) out.eliminations.push_back(cand(c, d));
                mark(k, d, colour, out);
                return true;
            }
    }
    return false;
}

bool trap(const Context& x, const Cluster& k, const std::array<int, kMaxCells>& cluster, int id, int d,
          Step& out) {
    for (int c = 0; c < x.t.cells; ++c) {
        if (!(x.s.cand[c] & bit(d)) || cluster[c] == id) continue;
        bool seen[2] = {false, false};
        for (int colour = 0; colour < 2; ++colour)
            for (int o : k.cells[colour]) seen[colour] = seen[colour] || x.t.sees(c, o);
        if (seen[0] && seen[1]) out.eliminations.push_back(cand(c, d));
    }
    if (out.eliminations.empty()) return false;
    mark(k, d, 0, out);
    return true;
}

}  // namespace

bool find_simple_colouring(const Context& x, Step& out) {
    for (int d = 1; d <= x.t.n; ++d) {
        std::vector<std::pair<int, int>> links;  // conjugate pairs of d
        std::vector<int> link_house;
        for (int h = 0; h < x.t.houses; ++h) {
            unsigned pos = positions(x, h, d);
            if (count(pos) != 2) continue;
            links.push_back({x.t.house_cell(h, __builtin_ctz(pos)), x.t.house_cell(h, 31 - __builtin_clz(pos))});
            link_house.push_back(h);
        }
        std::array<int, kMaxCells> colour, cluster;
        colour.fill(-1);
        cluster.fill(-1);
        for (std::size_t start = 0; start < links.size(); ++start) {
            int id = int(start);
            if (cluster[links[start].first] >= 0) continue;
            cluster[links[start].first] = id;
            colour[links[start].first] = 0;
            // Grow to the whole connected component (clusters are small).
            for (bool grew = true; grew;) {
                grew = false;
                for (auto [a, b] : links) {
                    if (cluster[a] != id) std::swap(a, b);
                    if (cluster[a] != id || cluster[b] >= 0) continue;
                    cluster[b] = id;
                    colour[b] = 1 - colour[a];
                    grew = true;
                }
            }
            Cluster k;
            for (int c = 0; c < x.t.cells; ++c)
                if (cluster[c] == id) k.cells[colour[c]].push_back(c);
            if (k.cells[0].size() + k.cells[1].size() < 4) continue;  // one pair: locked candidates
            for (std::size_t i = 0; i < links.size(); ++i)
                if (cluster[links[i].first] == id) k.houses.push_back(link_house[i]);
            if (wrap(x, k, d, out) || trap(x, k, cluster, id, d, out)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
