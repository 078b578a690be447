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
#include <unordered_map>

#include "core/constraints/constraint_kind.h"
#include "core/logic/logic_chain_graph.h"

namespace sudoku::logic {
namespace chains {
namespace {

// Sets of nodes, W 64-bit words each, laid out in flat arrays: 1 word for one digit, up to 24
// with groups (the widths in between keep the words scanned close to the nodes in play).
// W = 0: the width is the search's, known at run time. The web build has only that one
// engine (each width compiled apart cost about 2 KB gzip of the download); natively each
// width has its own, and W = 0 serves the widest searches (search()).
template <int W>
struct Sets {
    using Word = std::uint64_t;
    int n;  // words a set (W when W > 0)
    explicit Sets(int words) : n(W ? W : words) {}
    int words() const { return W ? W : n; }
    // A block of `count` empty sets.
    std::vector<Word> block(std::size_t count) const { return std::vector<Word>(count * std::size_t(words())); }
    Word* at(std::vector<Word>& v, std::size_t i) const { return v.data() + i * std::size_t(words()); }
    const Word* at(const std::vector<Word>& v, std::size_t i) const { return v.data() + i * std::size_t(words()); }
    static void set(Word* b, int k) { b[k >> 6] |= Word(1) << (k & 63); }
    static void reset(Word* b, int k) { b[k >> 6] &= ~(Word(1) << (k & 63)); }
    static bool has(const Word* b, int k) { return (b[k >> 6] >> (k & 63)) & 1; }
    bool any(const Word* b) const {
        Word x = 0;
        for (int i = 0; i < words(); ++i) x |= b[i];
        return x != 0;
    }
    bool any_and(const Word* a, const Word* b) const {
        Word x = 0;
        for (int i = 0; i < words(); ++i) x |= a[i] & b[i];
        return x != 0;
    }
    void clear(Word* d) const { std::fill_n(d, words(), Word(0)); }
    void copy(Word* d, const Word* a) const { std::copy_n(a, words(), d); }
    void unite(Word* d, const Word* a) const {  // d |= a
        for (int i = 0; i < words(); ++i) d[i] |= a[i];
    }
    void both(Word* d, const Word* a, const Word* b) const {  // d = a & b
        for (int i = 0; i < words(); ++i) d[i] = a[i] & b[i];
    }
    void minus(Word* d, const Word* a, const Word* b) const {  // d = a - b
        for (int i = 0; i < words(); ++i) d[i] = a[i] & ~b[i];
    }
    // Calls f(k) for each member in increasing order until it returns true.
    template <class F>
    bool any_of(const Word* b, F f) const {
        for (int i = 0; i < words(); ++i)
            for (Word v = b[i]; v; v &= v - 1)
                if (f(i * 64 + __builtin_ctzll(v))) return true;
        return false;
    }
};

// digit = 0: every digit (XY, AIC); else only that digit (X).
void build(const Context& x, Family f, int digit, bool groups, Graph& g) {
    auto& id = g.id;
    g.t = &x.t;
    std::fill_n(id.begin(), x.t.cells * 16, std::int16_t(-1));
    g.node.reserve(digit ? 64 : 512);
    for (int c = 0; c < x.t.cells; ++c)
        for (Mask m = Mask(x.s.cand[c] & (digit ? bit(digit) : x.t.all)); m; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            id[std::size_t(c * 16 + d - 1)] = std::int16_t(g.n++);
            g.node.push_back(single({std::uint8_t(c), std::uint8_t(d)}));
        }
    g.singles = g.n;
    g.family = f;
    g.strong.assign(std::size_t(g.n), {-1, -1, -1, -1, -1, -1});
    if (f != Family::X)
        for (int a = 0; a < g.n; ++a) {
            int c = g.node[std::size_t(a)].cell[0], d = g.node[std::size_t(a)].digit;
            Mask others = Mask(x.s.cand[c] & ~bit(d));
            if (count(x.s.cand[c]) == 2) g.add_strong(a, id[std::size_t(c * 16 + lowest_digit(others) - 1)]);
        }
    if (f != Family::XY)
        for (int h = 0; h < x.t.houses; ++h)
            for (int d = digit ? digit : 1; d <= (digit ? digit : x.t.n); ++d) {
                unsigned pos = positions(x, h, d);
                if (count(pos) != 2) continue;
                int a = id[std::size_t(x.t.house_cell(h, __builtin_ctz(pos)) * 16 + d - 1)];
                int b = id[std::size_t(x.t.house_cell(h, 31 - __builtin_clz(pos)) * 16 + d - 1)];
                g.add_strong(a, b);
                g.add_strong(b, a);
            }
    // The constraint kinds' strong links (a killer cage's required digit with two places).
    if (f != Family::XY && !x.t.is_classic9())
        for (auto [p, q] : constraint_strong_links(x.t.geometry(), x.s.grid.data(), x.s.cand.data())) {
            if (digit && p.digit != digit) continue;
            int a = g.single_id(p.cell, p.digit), b = g.single_id(q.cell, q.digit);
            if (a < 0 || b < 0) continue;
            g.add_strong(a, b);
            g.add_strong(b, a);
        }
    // Weak links through the rules: a digit in cells a rule keeps apart (a knight's move), and
    // pairs a rule forbids (4 and 5 across a non-consecutive edge; AIC only: two digits).
    if (!x.t.is_classic9() && x.t.geometry().has_constraints()) {
        const Geometry& geo = x.t.geometry();
        for (int a = 0; a < g.n; ++a) {
            const int c = g.node[std::size_t(a)].cell[0], d = g.node[std::size_t(a)].digit;
            for (int q : geo.rule_peers(c)) {
                const int b = q > c ? g.single_id(q, d) : -1;
                if (b >= 0) g.group_weak.push_back({std::int16_t(a), std::int16_t(b)});
            }
        }
        if (f != Family::XY)
            for (auto [p, q] : constraint_weak_links(geo, x.s.grid.data(), x.s.cand.data())) {
                if (p.digit != q.digit && f != Family::AIC) continue;
                if (digit && (p.digit != digit || q.digit != digit)) continue;
                const int a = g.single_id(p.cell, p.digit), b = g.single_id(q.cell, q.digit);
                if (a >= 0 && b >= 0) g.group_weak.push_back({std::int16_t(a), std::int16_t(b)});
            }
    }
    // Groups are box-line intersections of the 9x9 boxes (3x3): the classic only.
    if (groups && f != Family::XY && x.t.is_classic9()) add_groups(x, digit, g);
    for (int a = 0; a < g.n; ++a)
        if (g.strong[std::size_t(a)][0] >= 0) g.starts.push_back(a);
}

constexpr int kNever = 1 << 20;  // layers: the search ran out of nodes

// What a loop search saw of chains between two ends: the first one (hit, at `layers`
// strong links), or none within `layers`.
struct Side {
    bool hit = false;
    int layers = 0;
    Found found;
};

template <int W>
struct Engine {
    using Word = std::uint64_t;
    const Graph& g;
    const Query& q;
    Sets<W> sets;
    std::vector<Word> weak, carry;  // by node; carry: weak partners with a strong link
    std::vector<Word> fixed;        // singles, linked (nodes with a strong link)
    // Scratch sets, each for one purpose (some are in use while others are filled).
    enum Scratch { kFresh, kSeen, kReach, kNext, kStep, kFront, kOnWeak, kHits, kElim, kIn, kInBack, kBoth, kScratch };
    mutable std::vector<Word> scratch;
    Side* side = nullptr;  // a loop search also notes the first chain between two ends

    Word* weak_of(int a) { return sets.at(weak, std::size_t(a)); }
    const Word* weak_of(int a) const { return sets.at(weak, std::size_t(a)); }
    const Word* singles() const { return sets.at(fixed, 0); }
    const Word* linked() const { return sets.at(fixed, 1); }
    Word* tmp(Scratch k) const { return sets.at(scratch, k); }

    Engine(const Graph& graph, const Query& query, int words)
        : g(graph), q(query), sets(words), weak(sets.block(std::size_t(graph.n))), fixed(sets.block(2)),
          scratch(sets.block(kScratch)) {
        // Weak links of a candidate: its digit in its houses (and killer cage), and with AIC
        // its cell. Houses are numbered as the topology's; cages after them.
        const Topology& t = *g.t;
        const Geometry& geo = t.geometry();
        const int units = t.houses + int(geo.cages().size());
        std::vector<Word> house = sets.block(std::size_t(units * t.n)),
                          cell = sets.block(g.family == Family::AIC ? std::size_t(t.cells) : 0);
        auto each_unit = [&](int c, auto f) {
            for (int k = 0; k < t.house_count(c); ++k) f(t.house_of(c, k));
            if (!geo.cages().empty() && geo.cage_of(c) >= 0) f(t.houses + geo.cage_of(c));
        };
        Word* singles = sets.at(fixed, 0);
        for (int a = 0; a < g.singles; ++a) {
            const Node& v = g.node[std::size_t(a)];
            int c = v.cell[0], d = v.digit - 1;
            each_unit(c, [&](int u) { sets.set(sets.at(house, std::size_t(u * t.n + d)), a); });
            if (!cell.empty()) sets.set(sets.at(cell, std::size_t(c)), a);
            sets.set(singles, a);
        }
        for (int a = 0; a < g.singles; ++a) {
            const Node& v = g.node[std::size_t(a)];
            int c = v.cell[0], d = v.digit - 1;
            Word* w = weak_of(a);
            each_unit(c, [&](int u) { sets.unite(w, sets.at(house, std::size_t(u * t.n + d))); });
            if (!cell.empty()) sets.unite(w, sets.at(cell, std::size_t(c)));
            sets.reset(w, a);
        }
        for (auto [a, b] : g.group_weak) {
            sets.set(weak_of(a), b);
            sets.set(weak_of(b), a);
        }
        Word* linked = sets.at(fixed, 1);
        for (int a : g.starts) sets.set(linked, a);
        carry = sets.block(std::size_t(g.n));
        for (int a = 0; a < g.n; ++a) sets.both(sets.at(carry, std::size_t(a)), weak_of(a), linked);
    }

    // A walk's sets live in `walks` (four a walk, by its slot): on, off, frontier and, for a
    // grouped search, the nodes whose path has a group.
    struct Walk {
        int start;
        Word *on, *off, *frontier, *grouped;
        std::int16_t* parent;  // the node each one was reached from (-1 for the start)
    };

    // The chain from the start to z; `in` gets every single candidate it covers. False
    // when a grouped search's chain has no group or covers a candidate twice.
    bool path(const Walk& x, int z, std::vector<int>& chain, Word* in) const {
        chain.clear();
        for (int n = z; n >= 0; n = x.parent[n]) chain.push_back(n);
        std::reverse(chain.begin(), chain.end());
        sets.clear(in);
        bool grouped = false;
        for (int n : chain) {
            const Node& v = g.node[std::size_t(n)];
            grouped = grouped || v.group();
            for (int i = 0; i < v.size; ++i) {
                int s = g.single_id(v.cell[std::size_t(i)], v.digit);
                if (sets.has(in, s)) return false;
                sets.set(in, s);
            }
        }
        return !q.groups || grouped;
    }

    void emit(const std::vector<int>& chain, Goal goal, const Word* elim, Found& out) const {
        out.goal = goal;
        for (int n : chain) out.nodes.push_back(g.node[std::size_t(n)]);
        if (elim)
            sets.any_of(elim, [&](int n) {
                out.eliminations.push_back(g.node[std::size_t(n)].candidate());
                return false;
            });
        if (goal == Place) out.placements.push_back(out.nodes[0].candidate());
    }

    // The goals reached at this layer by walk x, whose `fresh` nodes just became true.
    // A true node z and the start with a candidate weakly linked to both (not in the chain).
    bool ends_hit(const Walk& x, const Word* fresh, Found& out) const {
        std::vector<int> chain;
        Word *in = tmp(kIn), *elim = tmp(kElim), *hits = tmp(kHits);
        const int a = x.start;
        if (q.groups) sets.both(hits, fresh, x.grouped);
        else sets.copy(hits, fresh);
        return sets.any_of(hits, [&](int z) {
            sets.both(elim, weak_of(a), weak_of(z));
            sets.both(elim, elim, singles());
            if (!sets.any(elim) || !path(x, z, chain, in)) return false;
            sets.minus(elim, elim, in);
            if (!sets.any(elim)) return false;
            emit(chain, Ends, elim, out);
            return true;
        });
    }

    // A true node weakly linked to the start closes a loop; it needs an elimination.
    bool loop_hit(const Walk& x, const Word* fresh, Found& out) const {
        std::vector<int> chain;
        Word *in = tmp(kIn), *elim = tmp(kElim), *hits = tmp(kHits), *pair = tmp(kStep);
        sets.both(hits, fresh, weak_of(x.start));
        return sets.any_of(hits, [&](int z) {
            if (!path(x, z, chain, in)) return false;
            sets.clear(elim);
            for (std::size_t i = 0; i < chain.size(); ++i) {
                int u = chain[i], v = chain[(i + 1) % chain.size()];
                sets.both(pair, weak_of(u), weak_of(v));
                sets.unite(elim, pair);
            }
            sets.both(elim, elim, singles());
            sets.minus(elim, elim, in);
            if (!sets.any(elim)) return false;
            emit(chain, Loop, elim, out);
            return true;
        });
    }

    // Assuming the start false made a and b both false though strongly linked, or both
    // true though weakly linked: the start is true. The loop runs out along a's path and
    // back along b's (they must meet only at the start).
    bool placed(const Walk& x, int a, int b, Found& out) const {
        std::vector<int> chain, back;
        Word *in = tmp(kIn), *in_back = tmp(kInBack), *both = tmp(kBoth);
        if (!path(x, a, chain, in) || !path(x, b, back, in_back)) return false;
        sets.both(both, in, in_back);
        sets.reset(both, g.single_id(g.node[std::size_t(x.start)].cell[0], g.node[std::size_t(x.start)].digit));
        if (sets.any(both)) return false;
        chain.insert(chain.end(), back.rbegin(), back.rend() - 1);
        emit(chain, Place, nullptr, out);
        return true;
    }

    bool find(Found& out) const {
        std::vector<Walk> live;
        // Not zeroed: a node's parent is written when it is reached, before any read.
        std::unique_ptr<std::int16_t[]> parents(new std::int16_t[g.starts.size() * std::size_t(g.n)]);
        std::vector<Word> walks = sets.block(g.starts.size() * 4);
        live.reserve(g.starts.size());
        for (std::size_t i = 0; i < g.starts.size(); ++i) {
            Word* w = sets.at(walks, i * 4);
            const int words = sets.words();
            Walk x{g.starts[i], w, w + words, w + 2 * words, w + 3 * words, parents.get() + i * std::size_t(g.n)};
            if (x.start >= g.singles) sets.set(x.grouped, x.start);
            sets.set(x.off, x.start);
            sets.set(x.frontier, x.start);
            x.parent[x.start] = -1;
            live.push_back(x);
        }
        Word *fresh = tmp(kFresh), *seen = tmp(kSeen), *reach = tmp(kReach), *next = tmp(kNext), *step = tmp(kStep),
             *front = tmp(kFront), *on_weak = tmp(kOnWeak);
        for (int layer = 1; layer <= q.max_layers && !live.empty(); ++layer) {
            std::size_t kept = 0;
            for (std::size_t i = 0; i < live.size(); ++i) {
                // Kept walks move down by their pointers: a slot's sets belong to one walk.
                Walk& x = live[i];
                sets.clear(fresh);
                int clash = -1, with = -1;  // both false, strongly linked
                sets.both(front, x.frontier, linked());
                sets.any_of(front, [&](int n) {
                    for (auto p : g.strong[std::size_t(n)])
                        if (p >= 0 && !sets.has(x.on, p) && !sets.has(x.off, p) && !sets.has(fresh, p)) {
                            sets.set(fresh, p);
                            x.parent[p] = std::int16_t(n);
                            if (q.groups && (sets.has(x.grouped, n) || p >= g.singles)) sets.set(x.grouped, p);
                        } else if (p >= 0 && clash < 0 && sets.has(x.off, p)) {
                            clash = n, with = p;
                        }
                    return false;
                });
                if ((q.goals & Place) && clash >= 0 && placed(x, clash, with, out)) {
                    if (side && !side->hit) side->layers = layer - 1;
                    return true;
                }
                sets.unite(x.on, fresh);
                if ((q.goals & Place) && sets.any_of(fresh, [&](int z) {  // both true, weakly linked
                        sets.both(on_weak, weak_of(z), x.on);
                        return sets.any_of(on_weak, [&](int w) { return placed(x, z, w, out); });
                    })) {
                    if (side && !side->hit) side->layers = layer - 1;
                    return true;
                }
                // Only nodes with a strong link can carry a walk on: the others are left
                // out of its false nodes (they matter only as eliminations, from `reach`).
                sets.copy(seen, x.off);
                sets.unite(seen, x.on);
                sets.clear(reach);
                sets.clear(next);
                bool ends_goal = (q.goals & Ends) || (side && !side->hit);
                sets.any_of(fresh, [&](int z) {
                    if (ends_goal) sets.unite(reach, weak_of(z));
                    sets.minus(step, sets.at(carry, std::size_t(z)), seen);
                    sets.any_of(step, [&](int n) {
                        x.parent[n] = std::int16_t(z);
                        return false;
                    });
                    if (q.groups) {
                        if (sets.has(x.grouped, z)) sets.unite(x.grouped, step);
                        else
                            for (int k = 0; k < sets.words(); ++k) x.grouped[k] |= step[k] & ~singles()[k];
                    }
                    sets.unite(seen, step);
                    sets.unite(next, step);
                    return false;
                });
                // Ends need a false node weakly linked to the start (a candidate seeing
                // both ends), loops a true one.
                if (ends_goal && sets.any_and(reach, weak_of(x.start))) {
                    if (q.goals & Ends) {
                        if (ends_hit(x, fresh, out)) return true;
                    } else if (ends_hit(x, fresh, side->found)) {
                        side->hit = true;
                        side->layers = layer;
                    }
                }
                if ((q.goals & Loop) && layer >= 2 && loop_hit(x, fresh, out)) {
                    if (side && !side->hit) side->layers = layer - 1;
                    return true;
                }
                sets.copy(x.frontier, next);
                sets.unite(x.off, next);
                if (sets.any(x.frontier)) live[kept++] = x;
            }
            live.resize(kept);
        }
        if (side && !side->hit) side->layers = live.empty() ? kNever : q.max_layers;
        return false;
    }
};

template <int W>
bool run(const Graph& g, const Query& q, Found& out, Side* side, int words) {
    Engine<W> e(g, q, words);
    e.side = side;
    return e.find(out);
}

// The searches of one position: a loop search notes the chain an X-Chain, XY-Chain or AIC
// search of the same family would find, which then need not search again.
struct Memo {
    std::array<Mask, kMaxCells> cand{};
    std::uint64_t topo = 0;  // the topology's serial
    bool valid = false;
    struct Entry {
        Family family;
        int digit;
        Side side;
    };
    std::vector<Entry> entries;

    Side* find(const Context& x, Family f, int digit) {
        if (!valid || cand != x.s.cand || topo != x.t.serial()) {
            entries.clear();
            cand = x.s.cand;
            topo = x.t.serial();
            valid = true;
        }
        for (auto& e : entries)
            if (e.family == f && e.digit == digit) return &e.side;
        return nullptr;
    }
};

}  // namespace

Node single(Candidate c) {
    Node v;
    v.digit = c.digit;
    v.cell[0] = c.cell;
    return v;
}

bool search(const Context& x, const Query& q, Found& out) {
    static thread_local Memo memo;
    out = Found{};
    Side* noted = q.groups ? nullptr : memo.find(x, q.family, q.digit);
    if (noted && q.goals == Ends) {  // answered by an earlier loop search
        if (noted->hit && noted->layers <= q.max_layers) {
            out = noted->found;
            return true;
        }
        if (!noted->hit && noted->layers >= q.max_layers) return false;
    }
    Side fresh;
    Side* side = !q.groups && !(q.goals & Ends) && !noted ? &fresh : nullptr;
    Graph g;
    build(x, q.family, q.digit, q.groups, g);
    bool found = false;
    if (!g.starts.empty()) {
        const int words = (g.n + 63) / 64;
#ifdef __EMSCRIPTEN__
        found = words <= 24 && run<0>(g, q, out, side, words);  // one engine for every width (Sets)
#else
        found = words <= 1    ? run<1>(g, q, out, side, words)
                : words <= 2  ? run<2>(g, q, out, side, words)
                : words <= 3  ? run<3>(g, q, out, side, words)
                : words <= 4  ? run<4>(g, q, out, side, words)
                : words <= 6  ? run<6>(g, q, out, side, words)
                : words <= 8  ? run<8>(g, q, out, side, words)
                : words <= 12 ? run<12>(g, q, out, side, words)
                : words <= 24 ? run<0>(g, q, out, side, words)
                              : false;
#endif
    } else if (side) {
        side->layers = kNever;
    }
    if (side) memo.entries.push_back({q.family, q.digit, *side});
    return found;
}

}  // namespace chains

namespace {

void finish_chain(const Context& x, Step& out) {
    out.houses.clear();
    for (std::size_t k = 0; k + 1 < out.pattern.size(); ++k) {
        int a = out.pattern[k].cell, b = out.pattern[k + 1].cell;
        if (a == b) continue;
        int h = -1;  // the first house the two cells share (none: linked through a cage)
        for (int i = 0; i < x.t.house_count(a) && h < 0; ++i)
            if (x.t.in_house(b, x.t.house_of(a, i))) h = x.t.house_of(a, i);
        if (h >= 0 && std::find(out.houses.begin(), out.houses.end(), h) == out.houses.end()) out.houses.push_back(h);
    }
    if (out.houses.empty() && !out.pattern.empty()) out.houses.push_back(x.t.box_house(out.pattern[0].cell));
    finish_step(out);
}

void chain_found_step(const Context& x, const chains::Found& found, Step& out) {
    for (const auto& v : found.nodes) out.pattern.push_back(v.candidate());
    out.eliminations = found.eliminations;
    finish_chain(x, out);
}

bool find_chain(const Context& x, chains::Family f, int digit, Step& out) {
    chains::Query q;
    q.family = f;
    q.digit = digit;
    chains::Found found;
    if (!chains::search(x, q, found)) return false;
    chain_found_step(x, found, out);
    return true;
}

// An X-Chain follows one digit: on the classic what a digit's search finds depends on that
// digit's places alone. Nested forcing chains ask on position after position where most
// digits kept their places: each digit's answer is remembered by them (per thread, cleared
// when full).
struct XChainKey {
    std::uint64_t places[2];
    int digit;
    bool operator==(const XChainKey& o) const {
        return digit == o.digit && places[0] == o.places[0] && places[1] == o.places[1];
    }
};
struct XChainKeyHash {
    std::size_t operator()(const XChainKey& k) const {
        std::uint64_t h = (k.places[0] ^ std::uint64_t(k.digit)) * 0x9e3779b97f4a7c15ull;
        h = (h ^ (h >> 29) ^ k.places[1]) * 0xff51afd7ed558ccdull;
        return std::size_t(h ^ (h >> 32));
    }
};
struct XChainKnown {
    bool found = false;
    chains::Found chain;
};
thread_local std::unordered_map<XChainKey, XChainKnown, XChainKeyHash> g_x_chains;
constexpr std::size_t kMaxXChains = 1 << 16;

}  // namespace

bool find_x_chain(const Context& x, Step& out) {
    // Digit by digit: the shortest chain of the first digit that has one.
    for (int d = 1; d <= x.t.n; ++d) {
        if (!x.t.is_classic9()) {
            if (find_chain(x, chains::Family::X, d, out)) return true;
            continue;
        }
        XChainKey key{{0, 0}, d};
        for (int c = 0; c < 81; ++c)
            if (x.s.cand[std::size_t(c)] & bit(d)) key.places[c >> 6] |= std::uint64_t(1) << (c & 63);
        auto it = g_x_chains.find(key);
        if (it == g_x_chains.end()) {
            XChainKnown known;
            chains::Query q;
            q.family = chains::Family::X;
            q.digit = d;
            known.found = chains::search(x, q, known.chain);
            if (g_x_chains.size() >= kMaxXChains) g_x_chains.clear();
            it = g_x_chains.emplace(key, std::move(known)).first;
        }
        if (!it->second.found) continue;
        chain_found_step(x, it->second.chain, out);
        return true;
    }
    return false;
}
bool find_xy_chain(const Context& x, Step& out) { return find_chain(x, chains::Family::XY, 0, out); }
bool find_aic(const Context& x, Step& out) { return find_chain(x, chains::Family::AIC, 0, out); }

}  // namespace sudoku::logic
