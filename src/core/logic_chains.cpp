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

constexpr int kMaxWords = (kCells * 9 + 63) / 64;
constexpr int kMaxLayers = 16;  // strong links in a chain

struct Bits {
    std::uint64_t w[kMaxWords] = {};
    void set(int n) { w[n >> 6] |= std::uint64_t(1) << (n & 63); }
    bool has(int n) const { return (w[n >> 6] >> (n & 63)) & 1; }
};

enum class Family { X, XY, AIC };

// The candidates in play as nodes 0..n-1, with their links.
struct Graph {
    int n = 0, words = 0;
    std::vector<Candidate> node;
    std::vector<Bits> weak;
    std::vector<std::array<std::int16_t, 4>> strong;  // -1 ends the list
    std::vector<int> starts;                          // nodes with a strong link

    bool any(const Bits& a) const {
        for (int i = 0; i < words; ++i)
            if (a.w[i]) return true;
        return false;
    }
    void add(Bits& a, const Bits& b) const {
        for (int i = 0; i < words; ++i) a.w[i] |= b.w[i];
    }
    Bits minus(const Bits& a, const Bits& b) const {
        Bits r;
        for (int i = 0; i < words; ++i) r.w[i] = a.w[i] & ~b.w[i];
        return r;
    }
    Bits both(const Bits& a, const Bits& b) const {
        Bits r;
        for (int i = 0; i < words; ++i) r.w[i] = a.w[i] & b.w[i];
        return r;
    }
    template <class F>
    void each(const Bits& a, F f) const {
        for (int i = 0; i < words; ++i)
            for (std::uint64_t v = a.w[i]; v; v &= v - 1) f(i * 64 + __builtin_ctzll(v));
    }
    Bits strong_of(const Bits& from) const {
        Bits r;
        each(from, [&](int a) {
            for (auto p : strong[a])
                if (p >= 0) r.set(p);
        });
        return r;
    }
};

// digit = 0: every digit (XY, AIC); else only that digit (X).
void build(const Context& x, Family f, int digit, Graph& g) {
    std::array<std::int16_t, kCells * 9> id;
    id.fill(-1);
    for (int c = 0; c < kCells; ++c)
        for (Mask m = x.s.cand[c]; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (digit && d != digit) continue;
            id[c * 9 + d - 1] = std::int16_t(g.n++);
            g.node.push_back({std::uint8_t(c), std::uint8_t(d)});
        }
    g.words = (g.n + 63) / 64;
    g.weak.assign(std::size_t(g.n), Bits{});
    g.strong.assign(std::size_t(g.n), {-1, -1, -1, -1});
    auto add_strong = [&](int a, int b) {
        for (auto& p : g.strong[a]) {
            if (p == b) return;
            if (p < 0) {
                p = std::int16_t(b);
                return;
            }
        }
    };
    for (int a = 0; a < g.n; ++a) {
        int c = g.node[a].cell, d = g.node[a].digit;
        for (auto p : peers()[c])
            if (id[p * 9 + d - 1] >= 0) g.weak[a].set(id[p * 9 + d - 1]);
        Mask others = Mask(x.s.cand[c] & ~bit(d));
        if (f == Family::AIC)
            for (Mask m = others; m; m &= Mask(m - 1)) g.weak[a].set(id[c * 9 + lowest_digit(m) - 1]);
        if (f != Family::X && count(x.s.cand[c]) == 2) add_strong(a, id[c * 9 + lowest_digit(others) - 1]);
    }
    if (f != Family::XY)
        for (int h = 0; h < kHouses; ++h)
            for (int d = 1; d <= 9; ++d) {
                unsigned pos = positions(x, h, d);
                if (count(pos) != 2 || (digit && d != digit)) continue;
                int a = id[house_cells()[h][__builtin_ctz(pos)] * 9 + d - 1];
                int b = id[house_cells()[h][31 - __builtin_clz(pos)] * 9 + d - 1];
                add_strong(a, b);
                add_strong(b, a);
            }
    for (int a = 0; a < g.n; ++a)
        if (g.strong[a][0] >= 0) g.starts.push_back(a);
}

// The chain from `a` reaching an elimination after `layers` strong links, as in
// find_in; each node takes one polarity so the chain reads simply.
bool rebuild(const Graph& g, int a, int layers, Step& out) {
    std::vector<int> parent_on(std::size_t(g.n), -1), parent_off(std::size_t(g.n), -1);
    Bits on, off, frontier;
    off.set(a);
    frontier.set(a);
    for (int layer = 1; layer <= layers; ++layer) {
        Bits fresh;
        g.each(frontier, [&](int n) {
            for (auto p : g.strong[n])
                if (p >= 0 && !on.has(p) && !off.has(p) && !fresh.has(p)) {
                    fresh.set(p);
                    parent_on[p] = n;
                }
        });
        g.add(on, fresh);
        if (layer == layers) {
            bool done = false;
            g.each(fresh, [&](int z) {
                if (done) return;
                std::vector<int> chain;
                for (int n = z;;) {  // z, its off parent, that one's on parent, ... a
                    chain.push_back(n);
                    int o = parent_on[n];
                    chain.push_back(o);
                    if (o == a) break;
                    n = parent_off[o];
                }
                Bits elim = g.both(g.weak[a], g.weak[z]);
                for (int n : chain) elim.w[n >> 6] &= ~(std::uint64_t(1) << (n & 63));
                if (!g.any(elim)) return;
                for (auto it = chain.rbegin(); it != chain.rend(); ++it) out.pattern.push_back(g.node[*it]);
                g.each(elim, [&](int n) { out.eliminations.push_back(g.node[n]); });
                done = true;
            });
            return done;
        }
        Bits next;
        g.each(fresh, [&](int z) {
            g.each(g.weak[z], [&](int w) {
                if (!off.has(w) && !on.has(w) && !next.has(w)) {
                    next.set(w);
                    parent_off[w] = z;
                }
            });
        });
        g.add(off, next);
        frontier = next;
    }
    return false;
}

struct Search {  // one start's layered search
    int start;
    Bits on, off, frontier;
};

// Shortest chain of the graph with an elimination; fills pattern and eliminations.
bool find_in(const Graph& g, Step& out) {
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
            Bits fresh = g.minus(g.minus(g.strong_of(x.frontier), x.on), x.off);
            g.add(x.on, fresh);
            Bits reach;  // everything the new true nodes make false
            g.each(fresh, [&](int z) { g.add(reach, g.weak[z]); });
            if (g.any(g.both(reach, g.weak[x.start])) && rebuild(g, x.start, layer, out)) return true;
            x.frontier = g.minus(g.minus(reach, x.off), x.on);
            g.add(x.off, x.frontier);
            if (g.any(x.frontier)) live[kept++] = x;
        }
        live.resize(kept);
    }
    return false;
}

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
    if (!find_in(g, out)) return false;
    finish_chain(out);
    return true;
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
