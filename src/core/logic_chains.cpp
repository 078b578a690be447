// Chains of alternating inference: X-Chain (one digit, conjugate pairs), XY-Chain
// (bivalue cells) and general AICs (both kinds of strong link). A chain from A to Z
// that starts and ends with a strong link proves "A or Z is true", so a candidate weakly
// linked to both ends is false. The same search finds loops and grouped chains
// (logic_loops.cpp).
//
// Search: from every start A at once, layer by layer ("A is false" => its strong partners
// are true => their weak partners are false => ...), as bit sets over the nodes; each
// node takes one polarity per start (so the chain reads simply) and remembers the node
// it came from. The first layer at which some start reaches a goal gives the shortest chain.
#include <memory>

#include "logic_chain_search.h"

namespace sudoku::logic {
namespace chains {
namespace {

// A set of nodes; W words cover the nodes in play (1 for one digit, up to 24 with groups).
template <int W>
struct Bits {
    std::uint64_t w[W] = {};
    void set(int n) { w[n >> 6] |= std::uint64_t(1) << (n & 63); }
    bool has(int n) const { return (w[n >> 6] >> (n & 63)) & 1; }
    bool any() const {
        std::uint64_t x = 0;
        for (int i = 0; i < W; ++i) x |= w[i];
        return x != 0;
    }
    void operator|=(const Bits& b) {
        for (int i = 0; i < W; ++i) w[i] |= b.w[i];
    }
    Bits operator-(const Bits& b) const {
        Bits r;
        for (int i = 0; i < W; ++i) r.w[i] = w[i] & ~b.w[i];
        return r;
    }
    Bits operator&(const Bits& b) const {
        Bits r;
        for (int i = 0; i < W; ++i) r.w[i] = w[i] & b.w[i];
        return r;
    }
    // Calls f(n) for each member in increasing order until it returns true.
    template <class F>
    bool any_of(F f) const {
        for (int i = 0; i < W; ++i)
            for (std::uint64_t v = w[i]; v; v &= v - 1)
                if (f(i * 64 + __builtin_ctzll(v))) return true;
        return false;
    }
};

// The nodes in play 0..n-1 (single candidates first, then groups) with their links.
struct Graph {
    int n = 0, singles = 0;
    std::vector<Node> node;
    std::array<std::int16_t, kCells * 9> id;  // a single candidate's node, or -1
    std::vector<int> weak_at;                 // single a's weak partners: weak[weak_at[a] .. weak_at[a+1])
    std::vector<std::int16_t> weak;
    std::vector<std::pair<std::int16_t, std::int16_t>> group_weak;  // weak links with a group (both ways)
    std::vector<std::array<std::int16_t, 4>> strong;               // -1 ends the list
    std::vector<int> starts;                                        // nodes with a strong link

    int single_id(int cell, int digit) const { return id[std::size_t(cell * 9 + digit - 1)]; }
    void add_strong(int a, int b) {
        for (auto& p : strong[std::size_t(a)]) {
            if (p == b) return;
            if (p < 0) {
                p = std::int16_t(b);
                return;
            }
        }
    }
};

bool in_house(int cell, int h) {
    return h < 9 ? row_of(cell) == h : h < 18 ? col_of(cell) == h - 9 : box_of(cell) == h - 18;
}

// Houses holding every cell of the node: row, column, box.
int houses_of(const Node& v, int out[3]) {
    int k = 0;
    for (int h : {row_of(v.cell[0]), 9 + col_of(v.cell[0]), 18 + box_of(v.cell[0])}) {
        bool all = true;
        for (int i = 1; i < v.size; ++i) all = all && in_house(v.cell[std::size_t(i)], h);
        if (all) out[k++] = h;
    }
    return k;
}

int find_or_add_group(Graph& g, const Node& v) {
    for (int i = g.singles; i < g.n; ++i)
        if (g.node[std::size_t(i)] == v) return i;
    g.node.push_back(v);
    g.strong.push_back({-1, -1, -1, -1});
    return g.n++;
}

// Group nodes: every intersection's cells of a digit (2 or 3), and any 2-3 cells of one
// intersection that are the rest of a house's cells for another node. Strong links: a
// node and the rest of a house's cells of its digit; weak: nodes of one digit that are
// disjoint and whose cells all see each other.
void add_groups(const Context& x, int digit, Graph& g) {
    const auto& hc = house_cells();
    for (int b = 0; b < 9; ++b)
        for (int line = 0; line < 6; ++line) {  // 3 rows, then 3 columns through box b
            int r0 = b / 3 * 3, c0 = b % 3 * 3;
            for (int d = 1; d <= 9; ++d) {
                if (digit && d != digit) continue;
                Node v;
                v.digit = std::uint8_t(d);
                v.size = 0;
                for (int i = 0; i < 3; ++i) {
                    int c = line < 3 ? (r0 + line) * 9 + c0 + i : (r0 + i) * 9 + c0 + line - 3;
                    if (x.s.cand[c] & bit(d)) v.cell[v.size++] = std::uint8_t(c);
                }
                if (v.size >= 2) find_or_add_group(g, v);
            }
        }
    for (int a = 0; a < g.n; ++a) {  // g.n grows as complements become groups
        Node v = g.node[std::size_t(a)];
        int hs[3], k = houses_of(v, hs);
        for (int j = 0; j < k; ++j) {
            Node rest;
            rest.digit = v.digit;
            rest.size = 0;
            bool fits = true;
            for (int c : hc[hs[j]]) {
                if (!(x.s.cand[c] & bit(v.digit)) || v.has(c)) continue;
                if (rest.size == 3) fits = false;
                else rest.cell[rest.size++] = std::uint8_t(c);
            }
            if (!fits || rest.size == 0) continue;
            int other;
            if (rest.size == 1) {
                if (!v.group()) continue;  // single to single: already linked
                other = g.single_id(rest.cell[0], v.digit);
            } else {
                int rh[3];
                if (houses_of(rest, rh) < 2) continue;  // not within one box-line intersection
                other = find_or_add_group(g, rest);
            }
            g.add_strong(a, other);
            g.add_strong(other, a);
        }
    }
    for (int a = g.singles; a < g.n; ++a) {
        const Node& v = g.node[std::size_t(a)];
        for (int b = 0; b < a; ++b) {
            const Node& u = g.node[std::size_t(b)];
            if (u.digit != v.digit) continue;
            bool ok = true;
            for (int i = 0; i < u.size && ok; ++i)
                for (int j = 0; j < v.size && ok; ++j) ok = sees(u.cell[std::size_t(i)], v.cell[std::size_t(j)]);
            if (ok) g.group_weak.push_back({std::int16_t(a), std::int16_t(b)});
        }
    }
}

// digit = 0: every digit (XY, AIC); else only that digit (X).
void build(const Context& x, Family f, int digit, bool groups, Graph& g) {
    auto& id = g.id;
    id.fill(-1);
    for (int c = 0; c < kCells; ++c)
        for (Mask m = x.s.cand[c]; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (digit && d != digit) continue;
            id[std::size_t(c * 9 + d - 1)] = std::int16_t(g.n++);
            g.node.push_back(single({std::uint8_t(c), std::uint8_t(d)}));
        }
    g.singles = g.n;
    g.weak_at.reserve(std::size_t(g.n) + 1);
    g.weak.reserve(std::size_t(g.n) * 28);
    g.strong.assign(std::size_t(g.n), {-1, -1, -1, -1});
    for (int a = 0; a < g.n; ++a) {
        int c = g.node[std::size_t(a)].cell[0], d = g.node[std::size_t(a)].digit;
        auto& weak = g.weak;
        g.weak_at.push_back(int(weak.size()));
        for (auto p : peers()[c])
            if (id[std::size_t(p * 9 + d - 1)] >= 0) weak.push_back(id[std::size_t(p * 9 + d - 1)]);
        Mask others = Mask(x.s.cand[c] & ~bit(d));
        if (f == Family::AIC)
            for (Mask m = others; m; m &= Mask(m - 1)) weak.push_back(id[std::size_t(c * 9 + lowest_digit(m) - 1)]);
        if (f != Family::X && count(x.s.cand[c]) == 2) g.add_strong(a, id[std::size_t(c * 9 + lowest_digit(others) - 1)]);
    }
    g.weak_at.push_back(int(g.weak.size()));
    if (f != Family::XY)
        for (int h = 0; h < kHouses; ++h)
            for (int d = 1; d <= 9; ++d) {
                unsigned pos = positions(x, h, d);
                if (count(pos) != 2 || (digit && d != digit)) continue;
                int a = id[std::size_t(house_cells()[h][__builtin_ctz(pos)] * 9 + d - 1)];
                int b = id[std::size_t(house_cells()[h][31 - __builtin_clz(pos)] * 9 + d - 1)];
                g.add_strong(a, b);
                g.add_strong(b, a);
            }
    if (groups && f != Family::XY) add_groups(x, digit, g);
    for (int a = 0; a < g.n; ++a)
        if (g.strong[std::size_t(a)][0] >= 0) g.starts.push_back(a);
}

template <int W>
struct Engine {
    const Graph& g;
    const Query& q;
    std::vector<Bits<W>> weak;  // by node
    Bits<W> singles;

    Engine(const Graph& graph, const Query& query) : g(graph), q(query), weak(std::size_t(graph.n)) {
        for (int a = 0; a < g.singles; ++a) {
            for (int i = g.weak_at[std::size_t(a)]; i < g.weak_at[std::size_t(a) + 1]; ++i)
                weak[std::size_t(a)].set(g.weak[std::size_t(i)]);
            singles.set(a);
        }
        for (auto [a, b] : g.group_weak) {
            weak[std::size_t(a)].set(b);
            weak[std::size_t(b)].set(a);
        }
    }

    struct Walk {
        int start;
        Bits<W> on, off, frontier;
        std::int16_t* parent;  // the node each one was reached from (-1 for the start)
    };

    // The chain from the start to z; `in` gets every single candidate it covers. False
    // when a grouped search's chain has no group or covers a candidate twice.
    bool path(const Walk& x, int z, std::vector<int>& chain, Bits<W>& in) const {
        chain.clear();
        for (int n = z; n >= 0; n = x.parent[n]) chain.push_back(n);
        std::reverse(chain.begin(), chain.end());
        in = Bits<W>{};
        bool grouped = false;
        for (int n : chain) {
            const Node& v = g.node[std::size_t(n)];
            grouped = grouped || v.group();
            for (int i = 0; i < v.size; ++i) {
                int s = g.single_id(v.cell[std::size_t(i)], v.digit);
                if (in.has(s)) return false;
                in.set(s);
            }
        }
        return !q.groups || grouped;
    }

    void emit(const std::vector<int>& chain, Goal goal, const Bits<W>& elim, Found& out) const {
        out.goal = goal;
        for (int n : chain) out.nodes.push_back(g.node[std::size_t(n)]);
        elim.any_of([&](int n) {
            out.eliminations.push_back(g.node[std::size_t(n)].candidate());
            return false;
        });
        if (goal == Place) out.placements.push_back(out.nodes[0].candidate());
    }

    // The goals reached at this layer by walk x, whose `fresh` nodes just became true.
    bool reached(const Walk& x, int layer, const Bits<W>& fresh, Found& out) const {
        std::vector<int> chain;
        Bits<W> in;
        int a = x.start;
        if ((q.goals & Ends) && (fresh.any_of([&](int z) {
                Bits<W> elim = weak[std::size_t(a)] & weak[std::size_t(z)] & singles;
                if (!elim.any() || !path(x, z, chain, in)) return false;
                elim = elim - in;
                if (!elim.any()) return false;
                emit(chain, Ends, elim, out);
                return true;
            })))
            return true;
        if ((q.goals & Loop) && layer >= 2 && ((fresh & weak[std::size_t(a)]).any_of([&](int z) {
                if (!path(x, z, chain, in)) return false;
                Bits<W> elim;
                for (std::size_t i = 0; i < chain.size(); ++i) {
                    int u = chain[i], v = chain[(i + 1) % chain.size()];
                    elim |= weak[std::size_t(u)] & weak[std::size_t(v)];
                }
                elim = (elim & singles) - in;
                if (!elim.any()) return false;
                emit(chain, Loop, elim, out);
                return true;
            })))
            return true;
        return false;
    }

    // Before a layer: an off node strongly linked back to the start makes it true.
    bool placed(const Walk& x, Found& out) const {
        std::vector<int> chain;
        Bits<W> in;
        for (auto p : g.strong[std::size_t(x.start)])
            if (p >= 0 && x.frontier.has(p) && path(x, p, chain, in)) {
                emit(chain, Place, Bits<W>{}, out);
                return true;
            }
        return false;
    }

    bool find(Found& out) const {
        std::vector<Walk> live;
        // Not zeroed: a node's parent is written when it is reached, before any read.
        std::unique_ptr<std::int16_t[]> parents(new std::int16_t[g.starts.size() * std::size_t(g.n)]);
        live.reserve(g.starts.size());
        for (std::size_t i = 0; i < g.starts.size(); ++i) {
            Walk x{g.starts[i], {}, {}, {}, parents.get() + i * std::size_t(g.n)};
            x.off.set(x.start);
            x.frontier.set(x.start);
            x.parent[x.start] = -1;
            live.push_back(x);
        }
        for (int layer = 1; layer <= q.max_layers && !live.empty(); ++layer) {
            std::size_t kept = 0;
            for (std::size_t i = 0; i < live.size(); ++i) {
                Walk& x = live[i];
                if ((q.goals & Place) && layer >= 2 && placed(x, out)) return true;
                Bits<W> fresh;
                x.frontier.any_of([&](int n) {
                    for (auto p : g.strong[std::size_t(n)])
                        if (p >= 0 && !x.on.has(p) && !x.off.has(p) && !fresh.has(p)) {
                            fresh.set(p);
                            x.parent[p] = std::int16_t(n);
                        }
                    return false;
                });
                x.on |= fresh;
                Bits<W> seen = x.off, reach;
                seen |= x.on;
                fresh.any_of([&](int z) {
                    reach |= weak[std::size_t(z)];
                    Bits<W> w = weak[std::size_t(z)] - seen;
                    w.any_of([&](int n) {
                        x.parent[n] = std::int16_t(z);
                        return false;
                    });
                    seen |= w;
                    return false;
                });
                // Ends need a false node weakly linked to the start (a candidate seeing
                // both ends), loops a true one.
                bool ends = (q.goals & Ends) && (reach & weak[std::size_t(x.start)]).any();
                bool loop = (q.goals & Loop) && layer >= 2 && reach.has(x.start);
                if ((ends || loop) && reached(x, layer, fresh, out)) return true;
                x.frontier = reach - x.off - x.on;
                x.off |= x.frontier;
                if (x.frontier.any()) live[kept++] = x;
            }
            live.resize(kept);
        }
        return false;
    }
};

template <int W>
bool run(const Graph& g, const Query& q, Found& out) {
    return Engine<W>(g, q).find(out);
}

}  // namespace

Node single(Candidate c) {
    Node v;
    v.digit = c.digit;
    v.cell[0] = c.cell;
    return v;
}

bool search(const Context& x, const Query& q, Found& out) {
    Graph g;
    build(x, q.family, q.digit, q.groups, g);
    if (g.starts.empty()) return false;
    int words = (g.n + 63) / 64;
    out = Found{};
    return words <= 1    ? run<1>(g, q, out)
           : words <= 2  ? run<2>(g, q, out)
           : words <= 4  ? run<4>(g, q, out)
           : words <= 8  ? run<8>(g, q, out)
           : words <= 12 ? run<12>(g, q, out)
           : words <= 24 ? run<24>(g, q, out)
                         : false;
}

}  // namespace chains

namespace {

void finish_chain(Step& out) {
    out.houses.clear();
    for (std::size_t k = 0; k + 1 < out.pattern.size(); ++k) {
        int a = out.pattern[k].cell, b = out.pattern[k + 1].cell;
        if (a == b) continue;
        int h = row_of(a) == row_of(b) ? row_of(a) : col_of(a) == col_of(b) ? 9 + col_of(a) : 18 + box_of(a);
        if (std::find(out.houses.begin(), out.houses.end(), h) == out.houses.end()) out.houses.push_back(h);
    }
    finish_step(out);
}

bool find_chain(const Context& x, chains::Family f, int digit, Step& out) {
    chains::Query q;
    q.family = f;
    q.digit = digit;
    chains::Found found;
    if (!chains::search(x, q, found)) return false;
    for (const auto& v : found.nodes) out.pattern.push_back(v.candidate());
    out.eliminations = found.eliminations;
    finish_chain(out);
    return true;
}

}  // namespace

bool find_x_chain(const Context& x, Step& out) {
    // Digit by digit: the shortest chain of the first digit that has one.
    for (int d = 1; d <= 9; ++d)
        if (find_chain(x, chains::Family::X, d, out)) return true;
    return false;
}
bool find_xy_chain(const Context& x, Step& out) { return find_chain(x, chains::Family::XY, 0, out); }
bool find_aic(const Context& x, Step& out) { return find_chain(x, chains::Family::AIC, 0, out); }

}  // namespace sudoku::logic
