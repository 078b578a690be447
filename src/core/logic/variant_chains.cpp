// Short chains for stuck positions, on the geometry's peers (so diagonals, jigsaw regions and
// cages all count): XY-Wing and X-Chain (one digit, strong links in houses alternating with
// any two cells that see each other).
#include <algorithm>
#include <deque>

#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

bool find_xy_wing(const Ctx& x, VariantStep& out) {
    const Geometry& g = x.g;
    for (int p = 0; p < g.cells(); ++p) {
        Mask pm = x.cand(p);
        if (x.p.cells[p] || popcount(pm) != 2) continue;
        const auto& peers = g.peers(p);
        for (int w1 : peers) {
            Mask m1 = x.cand(w1);
            if (x.p.cells[w1] || popcount(m1) != 2 || popcount(m1 & pm) != 1) continue;
            Mask z = Mask(m1 & ~pm);
            Mask want = Mask((pm & ~m1) | z);  // the other wing: pivot's other digit and z
            for (int w2 : peers) {
                if (w2 <= w1 || x.p.cells[w2] || x.cand(w2) != want) continue;
                int d = lowest_digit(z);
                std::vector<CellDigit> elims;
                for (int q : g.peers(w1))
                    if (q != p && q != w2 && x.has(q, d) && g.sees(q, w2)) elims.push_back(cd(q, d));
                if (elims.empty()) continue;
                out.eliminations = elims;
                for (int c : {p, w1, w2})
                    for (unsigned m = x.cand(c); m; m &= m - 1) out.highlights.push_back(cd(c, lowest_digit(m)));
                vt_finish(out, kXYWing, "xy_wing",
                          {{"pivot", g.cell_name(p)},
                           {"x", vt_digit(lowest_digit(pm))},
                           {"y", vt_digit(lowest_digit(pm & (pm - 1)))},
                           {"wing1", g.cell_name(w1)},
                           {"wing2", g.cell_name(w2)},
                           {"digit", vt_digit(d)},
                           {"removals", vt_removals(g, elims)}});
                return true;
            }
        }
    }
    return false;
}

bool find_x_chain(const Ctx& x, VariantStep& out) {
    const Geometry& g = x.g;
    const int cells = g.cells();
    constexpr int kMaxLinks = 9;
    for (int d = 1; d <= x.n; ++d) {
        // Strong links: a house with exactly two places for d.
        std::vector<std::vector<int>> strong(cells);
        const auto& houses = g.houses();
        for (std::size_t h = 0; h < houses.size(); ++h) {
            std::uint32_t w = x.where[h][d];
            if (popcount(w) != 2) continue;
            int a = houses[h].cells[lowest_digit(w) - 1], b = houses[h].cells[lowest_digit(w & (w - 1)) - 1];
            if (std::find(strong[a].begin(), strong[a].end(), b) == strong[a].end()) {
                strong[a].push_back(b);
                strong[b].push_back(a);
            }
        }
        std::vector<int> nodes;
        for (int c = 0; c < cells; ++c)
            if (!strong[c].empty()) nodes.push_back(c);
        if (nodes.size() < 4) continue;
        // Best chain over every start: fewest links first, then reading order.
        std::vector<int> best_path;
        std::vector<CellDigit> best_elims;
        for (int a : nodes) {
            // BFS over (cell, on): `on` cells are true whenever a is false.
            std::vector<int> parent(2 * cells, -1), dist(2 * cells, -1);
            std::deque<int> queue;
            for (int b : strong[a]) {
                dist[2 * b + 1] = 1;
                parent[2 * b + 1] = 2 * a;
                queue.push_back(2 * b + 1);
            }
            dist[2 * a] = 0;
            while (!queue.empty()) {
                int s = queue.front();
                queue.pop_front();
                int c = s / 2, on = s % 2;
                if (dist[s] >= kMaxLinks) continue;
                if (!best_path.empty() && dist[s] >= int(best_path.size()) - 1) continue;  // not shorter
                if (on && dist[s] >= 3 && c != a) {
                    std::vector<CellDigit> elims;
                    for (int q : g.peers(a))
                        if (q != c && x.has(q, d) && g.sees(q, c)) elims.push_back(cd(q, d));
                    if (!elims.empty()) {
                        std::vector<int> path;
                        for (int t = s; t >= 0; t = parent[t]) path.push_back(t);
                        std::reverse(path.begin(), path.end());
                        if (best_path.empty() || path.size() < best_path.size()) {
                            best_path = path;
                            best_elims = elims;
                        }
                        continue;
                    }
                }
                if (on) {  // weak link: any cell with d it sees (that has a strong link onward)
                    for (int v : g.peers(c))
                        if (!strong[v].empty() && x.has(v, d) && dist[2 * v] < 0) {
                            dist[2 * v] = dist[s] + 1;
                            parent[2 * v] = s;
                            queue.push_back(2 * v);
                        }
                } else {
                    for (int v : strong[c])
                        if (dist[2 * v + 1] < 0) {
                            dist[2 * v + 1] = dist[s] + 1;
                            parent[2 * v + 1] = s;
                            queue.push_back(2 * v + 1);
                        }
                }
            }
        }
        if (best_path.empty()) continue;
        std::string chain;
        for (std::size_t i = 0; i < best_path.size(); ++i) {
            int c = best_path[i] / 2;
            if (i) chain += (best_path[i] % 2) ? "=" : "-";
            chain += g.cell_name(c);
            out.highlights.push_back(cd(c, d));
        }
        out.eliminations = best_elims;
        int a = best_path.front() / 2, z = best_path.back() / 2;
        vt_finish(out, kXChain, "x_chain",
                  {{"chain", chain + " (" + vt_digit(d) + ")"},
                   {"start", g.cell_name(a)},
                   {"end", g.cell_name(z)},
                   {"digit", vt_digit(d)},
                   {"removals", vt_removals(g, best_elims)}});
        return true;
    }
    return false;
}

}  // namespace sudoku::vlogic

namespace sudoku::vlogic {

namespace {

// A candidate as one number: cell * 16 + digit - 1.
inline int variant_node(int cell, int d) { return cell * kMaxSize + d - 1; }

}  // namespace

bool find_aic(const Ctx& x, VariantStep& out) {
    const Geometry& g = x.g;
    const int cells = g.cells(), nodes = cells * kMaxSize;
    constexpr int kMaxLinks = 11;
    // Strong links: a cell with two candidates, a house or a cage (for a digit it must hold)
    // with two places for a digit. kind: 0 in a cell, 1 in a house or cage.
    std::vector<std::vector<std::pair<int, int>>> strong(nodes);
    auto link = [&](int a, int b, int kind) {
        for (auto& e : strong[a])
            if (e.first == b) return;
        strong[a].push_back({b, kind});
        strong[b].push_back({a, kind});
    };
    for (int c = 0; c < cells; ++c)
        if (!x.p.cells[c] && popcount(x.cand(c)) == 2) {
            Mask m = x.cand(c);
            link(variant_node(c, lowest_digit(m)), variant_node(c, lowest_digit(m & (m - 1))), 0);
        }
    const auto& houses = g.houses();
    for (std::size_t h = 0; h < houses.size(); ++h)
        for (int d = 1; d <= x.n; ++d) {
            std::uint32_t w = x.where[h][d];
            if (popcount(w) == 2)
                link(variant_node(houses[h].cells[lowest_digit(w) - 1], d), variant_node(houses[h].cells[lowest_digit(w & (w - 1)) - 1], d), 1);
        }
    for (int k = 0; k < int(g.cages().size()); ++k)
        for (unsigned r = cage_required_digits(x, k); r; r &= r - 1) {
            int d = lowest_digit(r);
            std::vector<int> places;
            for (int c : g.cages()[k].cells)
                if (x.has(c, d)) places.push_back(c);
            if (places.size() == 2) link(variant_node(places[0], d), variant_node(places[1], d), 1);
        }
    std::vector<int> best_path;
    std::vector<CellDigit> best_elims;
    // Per start: a state's dist and parent count only when its stamp is the start's (no refill).
    std::vector<int> parent(2 * nodes), dist(2 * nodes), stamp(2 * nodes, -1);
    std::deque<int> queue;
    for (int a = 0; a < nodes; ++a) {
        if (strong[a].empty()) continue;
        const int ac = a / kMaxSize, ad = a % kMaxSize + 1;
        queue.clear();
        // State 2 * node + on: on = true whenever a is false.
        dist[2 * a] = 0;
        parent[2 * a] = -1;
        stamp[2 * a] = a;
        queue.push_back(2 * a);
        while (!queue.empty()) {
            int s = queue.front();
            queue.pop_front();
            int v = s / 2, on = s % 2, vc = v / kMaxSize, vd = v % kMaxSize + 1;
            if (dist[s] >= kMaxLinks) continue;
            if (!best_path.empty() && dist[s] >= int(best_path.size()) - 1) continue;  // not shorter
            if (on && vd == ad && vc != ac && dist[s] >= 3) {
                std::vector<CellDigit> elims;
                for (int q : g.peers(ac))
                    if (q != vc && x.has(q, ad) && g.sees(q, vc)) elims.push_back(cd(q, ad));
                if (!elims.empty()) {
                    best_path.clear();
                    for (int t = s; t >= 0; t = parent[t]) best_path.push_back(t);
                    std::reverse(best_path.begin(), best_path.end());
                    best_elims = elims;
                    continue;
                }
            }
            auto visit = [&](int next) {
                if (stamp[next] == a) return;
                stamp[next] = a;
                dist[next] = dist[s] + 1;
                parent[next] = s;
                queue.push_back(next);
            };
            if (on) {  // weak: the cell's other digits, and the digit in cells it sees
                for (unsigned m = x.cand(vc) & ~bit(vd); m; m &= m - 1) visit(2 * variant_node(vc, lowest_digit(m)));
                for (int q : g.peers(vc))
                    if (x.has(q, vd)) visit(2 * variant_node(q, vd));
            } else {
                for (auto& e : strong[v]) visit(2 * e.first + 1);
            }
        }
    }
    if (best_path.empty()) return false;
    // Name: an XY-Chain when every strong link is a cell's pair (links at odd positions).
    bool all_cells = true;
    std::string chain;
    for (std::size_t i = 0; i < best_path.size(); ++i) {
        int v = best_path[i] / 2, c = v / kMaxSize, d = v % kMaxSize + 1;
        if (i) {
            bool strong_link = best_path[i] % 2;
            chain += strong_link ? "=" : "-";
            if (strong_link && best_path[i - 1] / 2 / kMaxSize != c) all_cells = false;
        }
        chain += vt_digit(d) + g.cell_name(c);
        out.highlights.push_back(cd(c, d));
    }
    out.eliminations = best_elims;
    int a = best_path.front() / 2, z = best_path.back() / 2, d = a % kMaxSize + 1;
    vt_finish(out, all_cells ? kXYChain : kAIC, "x_chain",
              {{"chain", chain},
               {"start", g.cell_name(a / kMaxSize)},
               {"end", g.cell_name(z / kMaxSize)},
               {"digit", vt_digit(d)},
               {"removals", vt_removals(g, best_elims)}});
    return true;
}

}  // namespace sudoku::vlogic
