// Chains of alternating inference: X-Chain (one digit, conjugate pairs), XY-Chain
// (bivalue cells) and general AICs (both kinds of strong link). A chain from A to Z
// that starts and ends with a strong link proves "A or Z is true", so a candidate weakly
// linked to both ends is false.
//
// Search: from every start A at once, layer by layer ("A is false" => strong partners are
// true => their weak partners are false => ...), kept as 729-bit sets; the first layer at
// which some start reaches an elimination gives the shortest chain, rebuilt by a second
// search from that start with parent links.
#include <cstring>

#include "logic_internal.h"

namespace sudoku::logic {
namespace {

constexpr int kNodes = kCells * 9;  // node = cell * 9 + digit - 1
constexpr int kWords = (kNodes + 63) / 64;
constexpr int kMaxLayers = 16;      // strong links in a chain

struct Bits {
    std::uint64_t w[kWords] = {};
    void set(int n) { w[n >> 6] |= std::uint64_t(1) << (n & 63); }
    bool has(int n) const { return (w[n >> 6] >> (n & 63)) & 1; }
    bool any() const {
        for (auto x : w)
            if (x) return true;
        return false;
    }
    void operator|=(const Bits& o) {
        for (int i = 0; i < kWords; ++i) w[i] |= o.w[i];
    }
    template <class F>
    void each(F f) const {
        for (int i = 0; i < kWords; ++i)
            for (std::uint64_t x = w[i]; x; x &= x - 1) f(i * 64 + __builtin_ctzll(x));
    }
};

Bits and_not(const Bits& a, const Bits& b) {
    Bits r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] & ~b.w[i];
    return r;
}
Bits both(const Bits& a, const Bits& b) {
    Bits r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] & b.w[i];
    return r;
}

enum class Family { X, XY, AIC };

struct Graph {
    std::vector<Bits> weak;                     // by node
    std::vector<std::array<std::int16_t, 5>> strong;  // by node: partners, -1 ends
    std::vector<int> nodes;                     // existing candidates with a strong link
};

Candidate node_cand(int n) { return {std::uint8_t(n / 9), std::uint8_t(n % 9 + 1)}; }

void build(const CandidateGrid& s, Family f, Graph& g) {
    g.weak.assign(kNodes, Bits{});
    g.strong.assign(kNodes, {-1, -1, -1, -1, -1});
    auto add_strong = [&](int a, int b) {
        for (auto& p : g.strong[a])
            if (p == b) return;
            else if (p < 0) { p = std::int16_t(b); return; }
    };
    for (int c = 0; c < kCells; ++c)
        for (int d : digits_of(s.cand[c])) {
            int n = c * 9 + d - 1;
            for (auto p : peers()[c])
                if (s.cand[p] & bit(d)) g.weak[n].set(p * 9 + d - 1);
            if (f == Family::AIC)
                for (int e : digits_of(s.cand[c] & ~bit(d))) g.weak[n].set(c * 9 + e - 1);
            if (f != Family::X && popcount(s.cand[c]) == 2)
                add_strong(n, c * 9 + lowest_digit(s.cand[c] & ~bit(d)) - 1);
        }
    if (f != Family::XY)
        for (int h = 0; h < kHouses; ++h)
            for (int d = 1; d <= 9; ++d) {
                unsigned pos = positions(s, h, d);
                if (popcount(pos) != 2) continue;
                int a = house_cells()[h][__builtin_ctz(pos)] * 9 + d - 1;
                int b = house_cells()[h][31 - __builtin_clz(pos)] * 9 + d - 1;
                add_strong(a, b);
                add_strong(b, a);
            }
    for (int n = 0; n < kNodes; ++n)
        if (g.strong[n][0] >= 0) g.nodes.push_back(n);
}

Bits strong_of(const Graph& g, const Bits& from) {
    Bits r;
    from.each([&](int n) {
        for (auto p : g.strong[n])
            if (p >= 0) r.set(p);
    });
    return r;
}

struct Search {  // one start's layered search
    int start;
    Bits on, off, frontier;
};

// The chain A ... Z and its eliminations for a start known to reach one at `layers`.
bool rebuild(const Graph& g, int a, int layers, Step& out) {
    std::vector<int> parent_on(kNodes, -1), parent_off(kNodes, -1);
    Bits on, off, frontier;
    off.set(a);
    frontier.set(a);
    for (int layer = 1; layer <= layers; ++layer) {
        Bits fresh;
        frontier.each([&](int n) {
            for (auto p : g.strong[n])
                if (p >= 0 && !on.has(p) && !off.has(p) && !fresh.has(p)) {
                    fresh.set(p);
                    parent_on[p] = n;
                }
        });
        on |= fresh;
        Bits next;
        bool done = false;
        fresh.each([&](int z) {
            if (done) return;
            if (layer == layers) {
                std::vector<int> chain;
                for (int n = z;;) {  // z <= off <= on <= ... <= a
                    chain.push_back(n);
                    int o = parent_on[n];
                    chain.push_back(o);
                    if (o == a) break;
                    n = parent_off[o];
                }
                std::reverse(chain.begin(), chain.end());
                Bits elim = both(g.weak[a], g.weak[z]);
                Bits in_chain;
                for (int n : chain) in_chain.set(n);
                elim = and_not(elim, in_chain);
                if (!elim.any()) return;
                for (int n : chain) out.pattern.push_back(node_cand(n));
                elim.each([&](int n) { out.eliminations.push_back(node_cand(n)); });
                done = true;
                return;
            }
            g.weak[z].each([&](int w) {
                if (!off.has(w) && !on.has(w) && !next.has(w)) {
                    next.set(w);
                    parent_off[w] = z;
                }
            });
        });
        if (done) return true;
        off |= next;
        frontier = next;
    }
    return false;
}

bool find_chain(const CandidateGrid& s, Family f, Step& out) {
    Graph g;
    build(s, f, g);
    std::vector<Search> live;
    live.reserve(g.nodes.size());
    for (int n : g.nodes) {
        Search x{n, {}, {}, {}};
        x.off.set(n);
        x.frontier.set(n);
        live.push_back(x);
    }
    for (int layer = 1; layer <= kMaxLayers && !live.empty(); ++layer) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < live.size(); ++i) {
            Search& x = live[i];
            // Each node takes one polarity: the chains stay simple to read.
            Bits fresh = and_not(and_not(strong_of(g, x.frontier), x.on), x.off);
            x.on |= fresh;
            Bits reach;  // everything the new true nodes make false
            fresh.each([&](int z) { reach |= g.weak[z]; });
            if (both(reach, g.weak[x.start]).any() && rebuild(g, x.start, layer, out)) {
                out.houses.clear();
                for (std::size_t k = 0; k + 1 < out.pattern.size(); ++k) {
                    int a = out.pattern[k].cell, b = out.pattern[k + 1].cell;
                    if (a != b) out.houses.push_back(row_of(a) == row_of(b)   ? row_of(a)
                                                     : col_of(a) == col_of(b) ? 9 + col_of(a)
                                                                              : 18 + box_of(a));
                }
                auto end = out.houses.begin();  // dedupe, keeping chain order
                for (auto it = out.houses.begin(); it != out.houses.end(); ++it)
                    if (std::find(out.houses.begin(), end, *it) == end) *end++ = *it;
                out.houses.erase(end, out.houses.end());
                finish_step(out);
                return true;
            }
            x.frontier = and_not(and_not(reach, x.off), x.on);
            x.off |= x.frontier;
            if (x.frontier.any()) live[kept++] = x;
        }
        live.resize(kept);
    }
    return false;
}

}  // namespace

bool find_x_chain(const CandidateGrid& s, Step& out) { return find_chain(s, Family::X, out); }
bool find_xy_chain(const CandidateGrid& s, Step& out) { return find_chain(s, Family::XY, out); }
bool find_aic(const CandidateGrid& s, Step& out) { return find_chain(s, Family::AIC, out); }

}  // namespace sudoku::logic
