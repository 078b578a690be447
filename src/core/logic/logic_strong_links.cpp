// Short X-Chains rated by their strong links, as Sukaku Explainer (the Sudoku Explainer
// fork that rated ../shared/data/se) rates its "strong-linked fishes": a chain of one digit
// made of 3 (or 4) strong links A=B-C=D-E=F, each joined to the next by a weak link, proves
// "A or F", so a cell seeing both ends loses the digit. A strong link is a conjugate pair
// in a row, column or box, or a grouped one in a box whose digit lies in two parts, each a
// single cell or on one line of the box (an empty rectangle's cross), or in a line whose
// digit lies in two parts, each one cell or in one box.
//
// Rating (base 4.0 for 2 links, 5.4 for 3, 5.8 for 4): +0 when every link lies in lines of
// one kind (all rows, or all columns), +0.1 with a box link or both kinds of line, +0.2
// with a box link and both kinds of line, +0.3 with a grouped link. The step taken is the
// lowest rated, then the one removing most.
#include "core/logic/logic_chain_search.h"
#include "core/logic/logic_pattern_text.h"
#include "core/text/text.h"

namespace sudoku::logic {

// Shared with the named two-link patterns (logic_single_digit.cpp).
double strong_link_rating(double base, const int* houses, int n, bool grouped, int size) {
    if (grouped) return base + 0.3;
    bool box = false, row = false, col = false;
    for (int i = 0; i < n; ++i) (houses[i] >= 2 * size ? box : houses[i] >= size ? col : row) = true;
    if (box && row && col) return base + 0.2;
    if (!box && !(row && col)) return base;
    return base + 0.1;
}

namespace {

using chains::Node;
using pattern_text::cand_at;

struct SLink {
    Node a, b;  // a=b
    int house;
    bool grouped;
};

// Cells seeing every cell of the node, as a bit per cell.
struct Seen {
    std::uint64_t lo = 0, hi = 0;
    bool has(int c) const { return c < 64 ? (lo >> c) & 1 : (hi >> (c - 64)) & 1; }
};

// Each cell's peers, as bits.
const std::array<Seen, kCells>& peer_bits() {
    static const auto t = [] {
        std::array<Seen, kCells> p{};
        for (int a = 0; a < kCells; ++a)
            for (int c = 0; c < kCells; ++c)
                if (sees(a, c)) (c < 64 ? p[std::size_t(a)].lo : p[std::size_t(a)].hi) |= std::uint64_t(1) << (c & 63);
        return p;
    }();
    return t;
}

Seen seen_by_all(const Node& n) {
    Seen s{~std::uint64_t(0), ~std::uint64_t(0)};
    for (int i = 0; i < n.size; ++i) {
        const Seen& one = peer_bits()[n.cell[std::size_t(i)]];
        s.lo &= one.lo, s.hi &= one.hi;
    }
    return s;
}

bool overlap(const Node& p, const Node& q) {
    for (int i = 0; i < p.size; ++i)
        if (q.has(p.cell[std::size_t(i)])) return true;
    return false;
}

// Every cell of p sees every cell of q (a weak link between them).
bool weak(const Node& p, const Node& q) {
    for (int i = 0; i < p.size; ++i)
        for (int j = 0; j < q.size; ++j)
            if (!sees(p.cell[std::size_t(i)], q.cell[std::size_t(j)])) return false;
    return !overlap(p, q);
}

Node node_of(int d, const std::vector<int>& cells) {
    Node n;
    n.digit = std::uint8_t(d);
    n.size = std::uint8_t(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) n.cell[i] = std::uint8_t(cells[i]);
    return n;
}

// The digit's strong links, each in both directions.
std::vector<SLink> strong_links(const Context& x, int d) {
    std::vector<SLink> out;
    const auto& hc = house_cells();
    auto add = [&](const std::vector<int>& p, const std::vector<int>& q, int h) {
        Node a = node_of(d, p), b = node_of(d, q);
        bool g = a.group() || b.group();
        out.push_back({a, b, h, g});
        out.push_back({b, a, h, g});
    };
    for (int h = 0; h < kHouses; ++h) {
        unsigned pos = x.positions(h, d);
        if (count(pos) == 2) {
            add({hc[h][__builtin_ctz(pos)]}, {hc[h][31 - __builtin_clz(pos)]}, h);
            continue;
        }
        if (count(pos) < 3 || count(pos) > 6) continue;  // two parts of at most 3 cells
        // A house split into two parts, each one cell or where the house meets another
        // (a box's row or column, a line's box).
        std::vector<int> cells;
        for (unsigned m = pos; m; m &= m - 1) cells.push_back(hc[h][__builtin_ctz(m)]);
        auto one_line = [h](const std::vector<int>& v) {
            bool r = true, c = true, b = true;
            for (int cell : v)
                r = r && row_of(cell) == row_of(v[0]), c = c && col_of(cell) == col_of(v[0]),
                b = b && box_of(cell) == box_of(v[0]);
            return h >= 18 ? r || c : b;
        };
        int n = int(cells.size());
        for (unsigned sub = 1; sub + 1 < (1u << n); ++sub) {
            if (!(sub & 1)) continue;  // each split once: the first cell in part one
            std::vector<int> p, q;
            for (int i = 0; i < n; ++i) ((sub >> i) & 1 ? p : q).push_back(cells[std::size_t(i)]);
            if (p.size() > 3 || q.size() > 3 || !one_line(p) || !one_line(q)) continue;
            add(p, q, h);
        }
    }
    return out;
}

struct LoopBest {
    bool have = false, loop = false;
    double rating = 1e9;
    int removed = 0;
    std::vector<Node> nodes;
    std::vector<Candidate> elims;
    std::vector<int> houses;
};

Seen cells_of(const Node& n) {
    Seen s;
    for (int i = 0; i < n.size; ++i) {
        int c = n.cell[std::size_t(i)];
        (c < 64 ? s.lo : s.hi) |= std::uint64_t(1) << (c & 63);
    }
    return s;
}

struct Digit {
    int d = 0;
    std::vector<SLink> links;
    std::vector<Seen> seen_a, seen_b, cells;   // per link
    std::vector<std::vector<int>> next;        // links whose first node is weakly linked to this one's last
    Seen has;                                  // cells holding the digit
};

void search(const Digit& g, int want, std::vector<int>& path, Seen used, LoopBest& best) {
    int k = int(path.size());
    if (k == want) {
        std::size_t f = std::size_t(path[0]), l = std::size_t(path.back());
        Seen e{g.seen_a[f].lo & g.seen_b[l].lo, g.seen_a[f].hi & g.seen_b[l].hi};
        // A loop (the last node weakly linked to the first): every weak link then has one
        // true end, so cells seeing both ends of any weak link lose the digit too.
        bool loop = weak(g.links[l].b, g.links[f].a);
        if (loop)
            for (int i = 0; i + 1 < k; ++i) {
                std::size_t p = std::size_t(path[std::size_t(i)]), q = std::size_t(path[std::size_t(i) + 1]);
                e.lo |= g.seen_b[p].lo & g.seen_a[q].lo, e.hi |= g.seen_b[p].hi & g.seen_a[q].hi;
            }
        e.lo &= g.has.lo & ~used.lo, e.hi &= g.has.hi & ~used.hi;
        if (!e.lo && !e.hi) return;
        int houses[4];
        bool grouped = false;
        for (int i = 0; i < k; ++i) {
            houses[i] = g.links[std::size_t(path[std::size_t(i)])].house;
            grouped = grouped || g.links[std::size_t(path[std::size_t(i)])].grouped;
        }
        if (want == 2 && !grouped) return;  // the named patterns (logic_single_digit.cpp)
        double r = strong_link_rating(want == 2 ? 4.0 : want == 3 ? 5.4 : 5.8, houses, k, grouped);
        int removed = __builtin_popcountll(e.lo) + __builtin_popcountll(e.hi);
        if (best.have && (r > best.rating + 1e-9 || (r > best.rating - 1e-9 && removed <= best.removed))) return;
        best.have = true;
        best.loop = loop;
        best.rating = r;
        best.removed = removed;
        best.elims.clear();
        for (int c = 0; c < kCells; ++c)
            if (e.has(c)) best.elims.push_back(cand_at(c, g.d));
        best.nodes.clear();
        best.houses.assign(houses, houses + k);
        for (int i : path) {
            best.nodes.push_back(g.links[std::size_t(i)].a);
            best.nodes.push_back(g.links[std::size_t(i)].b);
        }
        return;
    }
    std::size_t f = std::size_t(path[0]);
    for (int j : g.next[std::size_t(path.back())]) {
        const Seen& c = g.cells[std::size_t(j)];
        if ((c.lo & used.lo) || (c.hi & used.hi)) continue;
        // The last link: keep it only if a cell off the chain sees both ends, or it closes a loop.
        const Seen& z = g.seen_b[std::size_t(j)];
        if (k + 1 == want && !(g.seen_a[f].lo & z.lo & g.has.lo & ~used.lo & ~c.lo) &&
            !(g.seen_a[f].hi & z.hi & g.has.hi & ~used.hi & ~c.hi) && !weak(g.links[std::size_t(j)].b, g.links[f].a))
            continue;
        bool fresh = true;
        for (int i : path) fresh = fresh && g.links[std::size_t(i)].house != g.links[std::size_t(j)].house;
        if (!fresh) continue;
        path.push_back(j);
        search(g, want, path, Seen{used.lo | c.lo, used.hi | c.hi}, best);
        path.pop_back();
    }
}

// The digits' link graphs of one position: the two-, three- and four-link finders ask in
// turn, so the last position's are kept.
struct Graphs {
    std::array<Mask, kMaxCells> cand{};
    bool ready = false;
    std::array<Digit, 10> digit;
};

const Graphs& graphs(const Context& x) {
    static thread_local Graphs memo;
    if (memo.ready && memo.cand == x.s.cand) return memo;
    memo.cand = x.s.cand;
    memo.ready = true;
    for (int d = 1; d <= 9; ++d) {
        Digit& g = memo.digit[std::size_t(d)];
        g = Digit{};
        g.d = d;
        g.links = strong_links(x, d);
        for (int c = 0; c < kCells; ++c)
            if (x.s.cand[c] & bit(d)) (c < 64 ? g.has.lo : g.has.hi) |= std::uint64_t(1) << (c & 63);
        for (const auto& l : g.links) {
            g.seen_a.push_back(seen_by_all(l.a));
            g.seen_b.push_back(seen_by_all(l.b));
            Seen a = cells_of(l.a), b = cells_of(l.b);
            g.cells.push_back({a.lo | b.lo, a.hi | b.hi});
        }
        g.next.resize(g.links.size());
        for (std::size_t i = 0; i < g.links.size(); ++i)
            for (std::size_t j = 0; j < g.links.size(); ++j)
                if (g.links[i].house != g.links[j].house && weak(g.links[i].b, g.links[j].a)) g.next[i].push_back(int(j));
    }
    return memo;
}

bool find_links(const Context& x, int want, Step& out) {
    LoopBest best;
    const Graphs& all = graphs(x);
    for (int d = 1; d <= 9; ++d) {
        const Digit& g = all.digit[std::size_t(d)];
        if (int(g.links.size()) < 2 * want) continue;
        std::vector<int> path;
        for (std::size_t i = 0; i < g.links.size(); ++i) {
            // A start no candidate of the digit sees removes nothing at the ends; a loop is
            // found from each of its nodes, among them one next to what it removes.
            const Seen& a = g.seen_a[i];
            if (!(a.lo & g.has.lo & ~g.cells[i].lo) && !(a.hi & g.has.hi & ~g.cells[i].hi)) continue;
            path = {int(i)};
            search(g, want, path, g.cells[i], best);
        }
    }
    if (!best.have) return false;
    for (const auto& v : best.nodes)
        for (int i = 0; i < v.size; ++i) out.pattern.push_back(v.candidate(i));
    out.eliminations = best.elims;
    out.houses = best.houses;
    out.rating = best.rating;
    finish_step(out);
    if (best.loop) {
        out.variant = "loop";
        chains::chain_drawing(best.nodes, chains::Goal::Loop, out);
        out.explanation = text::tr("links.loop", {{"notation", chains::notation(best.nodes, chains::Goal::Loop)},
                                                  {"digit", std::to_string(best.nodes[0].digit)},
                                                  {"removed", chains::not_words(best.elims)}});
    } else {
        chains::chain_drawing(best.nodes, chains::Goal::Ends, out);
        out.explanation = chains::ends_explanation(best.nodes, best.elims);
    }
    return true;
}

}  // namespace

bool find_grouped_turbot_fish(const Context& x, Step& out) { return find_links(x, 2, out); }
bool find_three_link_x_chain(const Context& x, Step& out) { return find_links(x, 3, out); }
bool find_four_link_x_chain(const Context& x, Step& out) { return find_links(x, 4, out); }

}  // namespace sudoku::logic
