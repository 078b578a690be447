// Chains of alternating inference: X-Chain (one digit, conjugate pairs), XY-Chain
// (bivalue cells) and general AICs (both kinds of strong link). A chain from A to Z
// that starts and ends with a strong link proves "A or Z is true", so a candidate weakly
// linked to both ends is false.
//
// Search: from every start A at once, layer by layer ("A is false" => its strong partners
// are true => their weak partners are false => ...), as bit sets over the candidates in
// play; the first layer at which some start reaches an elimination gives the shortest
// chain, rebuilt by a second search from that start with parent links.
#include "logic_internal.h"

namespace sudoku::logic {
namespace {

constexpr int kMaxLayers = 16;  // strong links in a chain

// A set of nodes; W words cover the candidates in play (1 for one digit, up to 12).
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
    template <class F>
    void each(F f) const {
        for (int i = 0; i < W; ++i)
            for (std::uint64_t v = w[i]; v; v &= v - 1) f(i * 64 + __builtin_ctzll(v));
    }
};

enum class Family { X, XY, AIC };

// The candidates in play as nodes 0..n-1, with their links as lists.
struct Graph {
    int n = 0;
    std::vector<Candidate> node;
    std::vector<int> weak_at;            // node a's weak partners: weak[weak_at[a] .. weak_at[a+1])
    std::vector<std::int16_t> weak;
    std::vector<std::array<std::int16_t, 4>> strong;  // -1 ends the list

    template <class F>
    void each_weak(int a, F f) const {
        for (int i = weak_at[std::size_t(a)]; i < weak_at[std::size_t(a) + 1]; ++i) f(weak[std::size_t(i)]);
    }
    std::vector<int> starts;                          // nodes with a strong link
};

// digit = 0: every digit (XY, AIC); else only that digit (X).
void build(const Context& x, Family f, int digit, Graph& g) {
    std::array<std::int16_t, kCells * 9> id;
    id.fill(-1);
    for (int c = 0; c < kCells; ++c)
        for (Mask m = x.s.cand[c]; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (digit && d != digit) continue;
            id[std::size_t(c * 9 + d - 1)] = std::int16_t(g.n++);
            g.node.push_back({std::uint8_t(c), std::uint8_t(d)});
        }
    g.weak_at.reserve(std::size_t(g.n) + 1);
    g.weak.reserve(std::size_t(g.n) * 28);
    g.strong.assign(std::size_t(g.n), {-1, -1, -1, -1});
    auto add_strong = [&](int a, int b) {
        for (auto& p : g.strong[std::size_t(a)]) {
            if (p == b) return;
            if (p < 0) {
                p = std::int16_t(b);
                return;
            }
        }
    };
    for (int a = 0; a < g.n; ++a) {
        int c = g.node[std::size_t(a)].cell, d = g.node[std::size_t(a)].digit;
        auto& weak = g.weak;
        g.weak_at.push_back(int(weak.size()));
        for (auto p : peers()[c])
            if (id[std::size_t(p * 9 + d - 1)] >= 0) weak.push_back(id[std::size_t(p * 9 + d - 1)]);
        Mask others = Mask(x.s.cand[c] & ~bit(d));
        if (f == Family::AIC)
            for (Mask m = others; m; m &= Mask(m - 1)) weak.push_back(id[std::size_t(c * 9 + lowest_digit(m) - 1)]);
        if (f != Family::X && count(x.s.cand[c]) == 2) add_strong(a, id[std::size_t(c * 9 + lowest_digit(others) - 1)]);
    }
    g.weak_at.push_back(int(g.weak.size()));
    if (f != Family::XY)
        for (int h = 0; h < kHouses; ++h)
            for (int d = 1; d <= 9; ++d) {
                unsigned pos = positions(x, h, d);
                if (count(pos) != 2 || (digit && d != digit)) continue;
                int a = id[std::size_t(house_cells()[h][__builtin_ctz(pos)] * 9 + d - 1)];
                int b = id[std::size_t(house_cells()[h][31 - __builtin_clz(pos)] * 9 + d - 1)];
                add_strong(a, b);
                add_strong(b, a);
            }
    for (int a = 0; a < g.n; ++a)
        if (g.strong[std::size_t(a)][0] >= 0) g.starts.push_back(a);
}

template <int W>
struct Chains {
    const Graph& g;
    std::vector<Bits<W>> weak;  // by node

    explicit Chains(const Graph& graph) : g(graph), weak(std::size_t(graph.n)) {
        for (int a = 0; a < g.n; ++a)
            g.each_weak(a, [&](int b) { weak[std::size_t(a)].set(b); });
    }

    Bits<W> strong_of(const Bits<W>& from) const {
        Bits<W> r;
        from.each([&](int a) {
            for (auto p : g.strong[std::size_t(a)])
                if (p >= 0) r.set(p);
        });
        return r;
    }

    // The chain from `a` reaching an elimination after `layers` strong links, as in
    // find(); each node takes one polarity so the chain reads simply.
    bool rebuild(int a, int layers, Step& out) const {
        std::vector<int> parent_on(std::size_t(g.n), -1), parent_off(std::size_t(g.n), -1);
        Bits<W> on, off, frontier;
        off.set(a);
        frontier.set(a);
        for (int layer = 1; layer <= layers; ++layer) {
            Bits<W> fresh;
            frontier.each([&](int n) {
                for (auto p : g.strong[std::size_t(n)])
                    if (p >= 0 && !on.has(p) && !off.has(p) && !fresh.has(p)) {
                        fresh.set(p);
                        parent_on[std::size_t(p)] = n;
                    }
            });
            on |= fresh;
            if (layer == layers) {
                bool done = false;
                fresh.each([&](int z) {
                    if (done) return;
                    std::vector<int> chain;
                    for (int n = z;;) {  // z, its off parent, that one's on parent, ... a
                        chain.push_back(n);
                        int o = parent_on[std::size_t(n)];
                        chain.push_back(o);
                        if (o == a) break;
                        n = parent_off[std::size_t(o)];
                    }
                    Bits<W> in_chain;
                    for (int n : chain) in_chain.set(n);
                    Bits<W> elim = (weak[std::size_t(a)] & weak[std::size_t(z)]) - in_chain;
                    if (!elim.any()) return;
                    for (auto it = chain.rbegin(); it != chain.rend(); ++it) out.pattern.push_back(g.node[std::size_t(*it)]);
                    elim.each([&](int n) { out.eliminations.push_back(g.node[std::size_t(n)]); });
                    done = true;
                });
                return done;
            }
            Bits<W> next;
            fresh.each([&](int z) {
                g.each_weak(z, [&](int w) {
                    if (!off.has(w) && !on.has(w) && !next.has(w)) {
                        next.set(w);
                        parent_off[std::size_t(w)] = z;
                    }
                });
            });
            off |= next;
            frontier = next;
        }
        return false;
    }

    struct Search {  // one start's layered search
        int start;
        Bits<W> on, off, frontier;
    };

    // The shortest chain with an elimination; fills pattern and eliminations.
    bool find(Step& out) const {
        std::vector<Search> live;
        live.reserve(g.starts.size());
        for (int a : g.starts) {
            Search x{a, {}, {}, {}};
            x.off.set(a);
            x.frontier.set(a);
            live.push_back(x);
        }
        for (int layer = 1; layer <= kMaxLayers && !live.empty(); ++layer) {
            std::size_t kept = 0;
            for (std::size_t i = 0; i < live.size(); ++i) {
                Search& x = live[i];
                Bits<W> fresh = strong_of(x.frontier) - x.on - x.off;
                x.on |= fresh;
                Bits<W> reach;  // everything the new true nodes make false
                fresh.each([&](int z) { reach |= weak[std::size_t(z)]; });
                if ((reach & weak[std::size_t(x.start)]).any() && rebuild(x.start, layer, out)) return true;
                x.frontier = reach - x.off - x.on;
                x.off |= x.frontier;
                if (x.frontier.any()) live[kept++] = x;
            }
            live.resize(kept);
        }
        return false;
    }
};

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

bool find_chain(const Context& x, Family f, int digit, Step& out) {
    Graph g;
    build(x, f, digit, g);
    if (g.starts.empty()) return false;
    int words = (g.n + 63) / 64;
    bool found = words <= 1   ? Chains<1>(g).find(out)
                 : words <= 2 ? Chains<2>(g).find(out)
                 : words <= 4 ? Chains<4>(g).find(out)
                 : words <= 8 ? Chains<8>(g).find(out)
                              : Chains<12>(g).find(out);
    if (found) finish_chain(out);
    return found;
}

}  // namespace

bool find_x_chain(const Context& x, Step& out) {
    // Digit by digit: the shortest chain of the first digit that has one.
    for (int d = 1; d <= 9; ++d)
        if (find_chain(x, Family::X, d, out)) return true;
    return false;
}
bool find_xy_chain(const Context& x, Step& out) { return find_chain(x, Family::XY, 0, out); }
bool find_aic(const Context& x, Step& out) { return find_chain(x, Family::AIC, 0, out); }

}  // namespace sudoku::logic
