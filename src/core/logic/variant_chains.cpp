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
