// Almost locked sets (ALS: n cells of one house holding n+1 digits between them).
//
// ALS-XZ: two ALSs whose x's all see each other (x, a restricted common digit) cannot both
// hold x, so one of them loses x and is locked; a digit z of both then sits in one of them,
// and a cell seeing every z of both is not z. With two such x's (doubly linked) both sets
// are locked: each x is in one of them, and each set keeps all its other digits.
// ALS-XY-Wing: A and C share a restricted x, B and C a restricted y; if neither A nor B
// held z, both would be locked and take C's x and y, leaving C two digits short.
// (Sue de Coq is in logic_sue_de_coq.cpp.)
#include <numeric>

#include "core/logic/logic_cells.h"
#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku::logic {
namespace {

constexpr int kMaxAls = 5;  // cells; larger sets are rare in steps a player takes

struct Als {
    Cells cells;
    int size = 0;
    std::vector<int> list;
    Mask digits = 0;
    // Per digit of the set (slot: the digit's rank among `digits`, at most kMaxAls + 1 of
    // them, so a set stays small on a 16x16 too): its cells, the cells seeing all of them,
    // the houses holding all of them (bit h).
    std::array<Cells, kMaxAls + 1> where_{}, seen_{};
    std::array<std::uint32_t, kMaxAls + 1> houses_{};
    std::size_t slot(int d) const { return std::size_t(count(digits & (bit(d) - 1u))); }
    Cells& where(int d) { return where_[slot(d)]; }
    const Cells& where(int d) const { return where_[slot(d)]; }
    Cells& seen(int d) { return seen_[slot(d)]; }
    const Cells& seen(int d) const { return seen_[slot(d)]; }
    std::uint32_t& houses(int d) { return houses_[slot(d)]; }
    std::uint32_t houses(int d) const { return houses_[slot(d)]; }
};


// Cells are sets of 128 bits and an ALS's houses a 32-bit mask: the 9x9 grids (classic,
// jigsaw, X, killer) and the small ones; not 12x12 or 16x16 yet.
bool als_fits(const Topology& t) { return t.cells <= 128 && t.houses <= 32; }

// Subsets of up to 16 positions by size up to kMaxAls (bit i = the house's i-th blank cell).
const std::array<std::vector<unsigned>, kMaxAls + 1>& subsets() {
    static const auto t = [] {
        std::array<std::vector<unsigned>, kMaxAls + 1> by_size;
        for (unsigned m = 1; m < (1u << kMaxSize); ++m)
            if (count(m) <= kMaxAls) by_size[std::size_t(count(m))].push_back(m);
        return by_size;
    }();
    return t;
}

// Cells seeing each cell (houses and cages), as sets: the classic's table, or one made for
// the topology at hand.
std::vector<Cells> topology_peer_sets(const Topology& t) {
    std::vector<Cells> p(std::size_t(t.cells));
    for (int c = 0; c < t.cells; ++c)
        for (auto o : t.peers(c)) p[std::size_t(c)].set(o);
    return p;
}

// Every ALS of up to kMaxAls cells, smallest first (the finders want the smallest pattern).
std::vector<Als> list_als(const Context& x, int min_size = 1, int max_size = kMaxAls) {
    std::vector<Als> out;
    const Topology& t = x.t;
    std::vector<Cells> own;
    if (!t.is_classic9()) own = topology_peer_sets(t);
    const Cells* ps = t.is_classic9() ? peer_sets().data() : own.data();
    int blank[kMaxHouses][kMaxSize], n[kMaxHouses];
    for (int h = 0; h < t.houses; ++h) {
        n[h] = 0;
        for (int c : t.house(h))
            if (x.s.cand[c]) blank[h][n[h]++] = c;
    }
    Cells everything;
    for (int c = 0; c < t.cells; ++c) everything.set(c);
    for (int size = min_size; size <= max_size; ++size)
        for (int h = 0; h < t.houses; ++h) {
            if (size >= n[h] || (h >= t.n && size == 1)) continue;  // a bivalue cell: taken from its row
            for (unsigned sub : subsets()[std::size_t(size)]) {
                if (sub >> n[h]) break;  // sorted: the rest use cells the house lacks
                Mask digits = 0;
                for (unsigned s = sub; s; s &= s - 1) digits |= x.s.cand[blank[h][__builtin_ctz(s)]];
                if (count(digits) != size + 1) continue;
                if (h >= 2 * t.n && size > 1) {  // in one row or column of the box: that line has it too
                    bool row = true, col = true;
                    int c0 = blank[h][__builtin_ctz(sub)];
                    for (unsigned s = sub; s; s &= s - 1) {
                        row = row && t.row(blank[h][__builtin_ctz(s)]) == t.row(c0);
                        col = col && t.col(blank[h][__builtin_ctz(s)]) == t.col(c0);
                    }
                    if (row || col) continue;
                }
                Als a;
                for (unsigned s = sub; s; s &= s - 1) {
                    int c = blank[h][__builtin_ctz(s)];
                    a.cells.set(c);
                    a.list.push_back(c);
                }
                a.size = size;
                a.digits = digits;
                for (int d = 1; d <= t.n; ++d) {
                    if (!(digits & bit(d))) continue;
                    Cells seen = everything;
                    std::uint32_t houses = t.houses >= 32 ? ~0u : (1u << t.houses) - 1;
                    for (int c : a.list)
                        if (x.s.cand[c] & bit(d)) {
                            a.where(d).set(c);
                            seen = seen & ps[std::size_t(c)];
                            std::uint32_t mine = 0;
                            for (int k = 0; k < t.house_count(c); ++k)
                                if (t.house_of(c, k) < 32) mine |= 1u << t.house_of(c, k);  // houses past 32: not tracked
                            houses &= mine;
                        }
                    a.seen(d) = seen;
                    a.houses(d) = houses;
                }
                out.push_back(std::move(a));
            }
        }
    return out;
}

// Digits x of both whose cells in a all see its cells in b (the sets are disjoint): cells
// that all see each other lie in one house.
Mask restricted(const Als& a, const Als& b) {
    Mask r = 0;
    for (Mask m = Mask(a.digits & b.digits); m; m &= Mask(m - 1)) {
        int d = lowest_digit(m);
        if (a.houses(d) & b.houses(d)) r |= bit(d);
    }
    return r;
}

// Each set's links as one row of a table: (partner, restricted digits), partners increasing.
struct Links {
    using Edge = std::pair<int, Mask>;
    std::vector<int> first;  // row i: edges[first[i] .. first[i + 1])
    std::vector<Edge> edges;
    struct Row {
        const Edge *b, *e;
        const Edge* begin() const { return b; }
        const Edge* end() const { return e; }
        std::size_t size() const { return std::size_t(e - b); }
        const Edge& operator[](std::size_t i) const { return b[i]; }
    };
    Row operator[](std::size_t i) const { return {edges.data() + first[i], edges.data() + first[i + 1]}; }
};

// For each set, the disjoint sets sharing a restricted common digit with it, found
// through the houses that hold all of a digit's cells of a set (flat tables: this runs
// before every forcing chain).
Links link_als(const std::vector<Als>& sets) {
    std::size_t n = sets.size();
    constexpr std::size_t kSlots = 32 * 16;  // house and digit
    std::vector<int> at(kSlots + 1, 0), members;
    auto each_slot = [&](std::size_t i, auto f) {
        for (Mask m = sets[i].digits; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            for (std::uint32_t h = sets[i].houses(d); h; h &= h - 1) f(std::size_t(__builtin_ctz(h) * 16 + d - 1));
        }
    };
    for (std::size_t i = 0; i < n; ++i) each_slot(i, [&](std::size_t k) { ++at[k + 1]; });
    for (std::size_t k = 0; k < kSlots; ++k) at[k + 1] += at[k];
    members.resize(std::size_t(at[kSlots]));
    std::vector<int> fill(at.begin(), at.end() - 1);
    for (std::size_t i = 0; i < n; ++i) each_slot(i, [&](std::size_t k) { members[std::size_t(fill[k]++)] = int(i); });

    struct Pair {
        int i, j;
        Mask r;
    };
    std::vector<Pair> pairs;
    std::vector<int> stamp(n, -1);
    Links l;
    l.first.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
        each_slot(i, [&](std::size_t k) {
            for (int p = at[k]; p < at[k + 1]; ++p) {
                int j = members[std::size_t(p)];
                if (j <= int(i) || stamp[std::size_t(j)] == int(i)) continue;
                stamp[std::size_t(j)] = int(i);
                if ((sets[i].cells & sets[std::size_t(j)].cells).any()) continue;
                pairs.push_back({int(i), j, restricted(sets[i], sets[std::size_t(j)])});
                ++l.first[i + 1];
                ++l.first[std::size_t(j) + 1];
            }
        });
    for (std::size_t i = 0; i < n; ++i) l.first[i + 1] += l.first[i];
    l.edges.resize(pairs.size() * 2);
    std::vector<int> pos(l.first.begin(), l.first.end() - 1);
    for (const auto& q : pairs) {
        l.edges[std::size_t(pos[std::size_t(q.i)]++)] = {q.j, q.r};
        l.edges[std::size_t(pos[std::size_t(q.j)]++)] = {q.i, q.r};
    }
    for (std::size_t i = 0; i < n; ++i)
        std::sort(l.edges.begin() + l.first[i], l.edges.begin() + l.first[i + 1],
                  [](const auto& p, const auto& q) { return p.first < q.first; });
    return l;
}

// The same position is asked for its sets by both ALS finders in turn: keep the last.
struct AlsMemo {
    std::array<Mask, kMaxCells> cand{};
    std::uint64_t topo = 0;  // the topology's serial
    std::vector<Als> sets;
    Links linked;
    bool ready = false;
};
const AlsMemo& find_als(const Context& x) {
    static thread_local AlsMemo memo;
    if (!memo.ready || memo.cand != x.s.cand || memo.topo != x.t.serial()) {
        memo.sets = list_als(x);
        memo.linked = link_als(memo.sets);
        memo.cand = x.s.cand;
        memo.topo = x.t.serial();
        memo.ready = true;
    }
    return memo;
}

Cells with_digit(const Context& x, int d) {
    Cells c;
    for (int i = 0; i < x.t.cells; ++i)
        if (x.s.cand[i] & bit(d)) c.set(i);
    return c;
}


// "r1c2 and r1c5 (2, 5 and 7)"
std::string set_words(const Als& a) {
    std::vector<std::string> names, ds;
    for (int c : a.list) names.push_back(name_cell(c));
    for (int d : digits_of(a.digits)) ds.push_back(name_digit(d));
    return text::tr(names.size() > 1 ? "als.cells" : "als.cell", {{"cells", text::join(names)}, {"digits", text::join(ds)}});
}

std::string a_digit(int d) { return text::with_article(name_digit(d)); }

void mark_als(const Context& x, const Als& a, Step& out) {
    for (int c : a.list)
        for (Mask m = x.s.cand[c]; m; m &= Mask(m - 1)) {
            Candidate k = cand(c, lowest_digit(m));
            out.pattern.push_back(k);
            out.marks.push_back({k, Role::Group, 0});
        }
}

// A weak link between one x of a and one x of b (they see each other).
void link(const Als& a, const Als& b, int d, Step& out) {
    int ca = -1, cb = -1;
    a.where(d).each([&](int c) { ca = ca < 0 ? c : ca; });
    b.where(d).each([&](int c) { cb = cb < 0 ? c : cb; });
    out.links.push_back({cand(ca, d), cand(cb, d), false, 0});
}

int house_of(const Topology& t, const Als& a) {
    int c0 = a.list[0];
    for (int k = 0; k < t.house_count(c0); ++k) {
        const int h = t.house_of(c0, k);
        bool all = true;
        for (int c : a.list) all = all && t.in_house(c, h);
        if (all) return h;
    }
    return t.box_house(c0);
}

void finish_als(Step& out) {
    for (auto e : out.eliminations) out.marks.push_back({e, Role::Elim, 0});
    finish_step(out);
}

}  // namespace

namespace {

// Eliminations of ALS-XZ on sets a and b with restricted common digits rcc.
std::vector<Candidate> xz_eliminations(const std::array<Cells, kMaxSize + 1>& has, const Als& a, const Als& b, Mask rcc) {
    std::vector<Candidate> elims;
    Cells both = a.cells | b.cells;
    auto seeing_all = [&](int d, Cells where) {
        (where & has[std::size_t(d)]).each([&](int c) {
            if (!both.has(c)) elims.push_back(cand(c, d));
        });
    };
    bool doubly = count(rcc) >= 2;
    for (Mask m = Mask(a.digits & b.digits); m; m &= Mask(m - 1)) {
        int d = lowest_digit(m);
        if (!(rcc & bit(d)) || doubly) seeing_all(d, a.seen(d) & b.seen(d));
    }
    if (doubly)  // both locked: every other digit stays in its own set
        for (const Als* s : {&a, &b})
            for (Mask m = Mask(s->digits & ~rcc); m; m &= Mask(m - 1))
                seeing_all(lowest_digit(m), s->seen(lowest_digit(m)));
    normalize(elims);
    return elims;
}

// The pattern, drawing and sentence of an ALS-XZ step (also the wings: a is the bivalue cell).
void xz_step(const Context& x, const Als& a, const Als& b, Mask rcc, std::vector<Candidate> elims, Step& out) {
    Technique t = out.technique;
    out = Step{};
    out.technique = t;
    bool doubly = count(rcc) >= 2;
    out.eliminations = std::move(elims);
    out.houses = {house_of(x.t, a), house_of(x.t, b)};
    mark_als(x, a, out);
    mark_als(x, b, out);
    for (Mask m = rcc; m; m &= Mask(m - 1)) link(a, b, lowest_digit(m), out);
    finish_als(out);
    auto rd = digits_of(rcc);
    const auto& el = out.eliminations;
    if (doubly) {
        out.variant = "doubly linked";
        out.explanation = text::tr("als.xz_double", {{"a", set_words(a)}, {"b", set_words(b)}, {"x", name_digit(rd[0])},
                                                     {"y", name_digit(rd[1])}, {"removed", chains::not_words(el)}});
    } else {
        out.explanation = text::tr("als.xz", {{"a", set_words(a)}, {"b", set_words(b)}, {"x", name_digit(rd[0])},
                                              {"removed", chains::not_words(el)}});
    }
}

// Sukaku Explainer's wings: a bivalue cell {x,z} and n cells of one house holding n+1
// digits (WXYZ: 3 cells, VWXYZ: 4, UVWXYZ: 5), an ALS-XZ with the smaller set one cell.
// Rated by the most candidates of one of the n cells (SE's "biggest cardinality"): sizes
// near the middle rate higher. The lowest rated step, then the one removing most.
bool find_wing(const Context& x, int n, Step& out) {
    // Only the bivalue cells and the sets of n cells (the grader asks at every step that
    // gets this far: cheaper than every set and link of find_als).
    if (!als_fits(x.t)) return false;
    const auto cells = list_als(x, 1, 1), sets = list_als(x, n, n);
    std::array<Cells, kMaxSize + 1> has;
    for (int d = 1; d <= x.t.n; ++d) has[std::size_t(d)] = with_digit(x, d);
    double best = 1e9;
    std::size_t removed = 0;
    for (const Als& a : cells)
        for (const Als& b : sets) {
            if ((a.digits & ~b.digits) || (a.cells & b.cells).any()) continue;
            Mask rcc = restricted(a, b);
            if (!rcc) continue;
            auto elims = xz_eliminations(has, a, b, rcc);
            if (elims.empty()) continue;
            int big = 0;
            for (int c : b.list) big = std::max(big, count(x.s.cand[c]));
            double r = n == 3 ? 5.5 + 0.1 * (1 - std::abs(3 - big))
                     : n == 4 ? 6.2 + 0.1 * (2 - std::abs(3 - big))
                              : 6.6;
            if (r > best + 1e-9 || (r > best - 1e-9 && elims.size() <= removed)) continue;
            best = r;
            removed = elims.size();
            xz_step(x, a, b, rcc, std::move(elims), out);
            out.rating = r;
        }
    return best < 1e9;
}

}  // namespace

bool find_wxyz_wing(const Context& x, Step& out) { return find_wing(x, 3, out); }
bool find_vwxyz_wing(const Context& x, Step& out) { return find_wing(x, 4, out); }
bool find_uvwxyz_wing(const Context& x, Step& out) { return find_wing(x, 5, out); }

bool find_als_xz(const Context& x, Step& out) {
    if (!als_fits(x.t)) return false;
    const auto& memo = find_als(x);
    const auto& sets = memo.sets;
    std::array<Cells, kMaxSize + 1> has;
    for (int d = 1; d <= x.t.n; ++d) has[std::size_t(d)] = with_digit(x, d);
    int best = 1 << 30;
    for (std::size_t i = 0; i < sets.size() && 2 * sets[i].size < best; ++i)
        for (auto [jj, rcc] : memo.linked[i]) {
            std::size_t j = std::size_t(jj);
            if (j <= i) continue;
            const Als &a = sets[i], &b = sets[j];
            int size = a.size + b.size;
            if (size >= best) break;
            if (count(a.digits & b.digits) < 2) continue;  // an x and a z
            auto elims = xz_eliminations(has, a, b, rcc);
            if (elims.empty()) continue;
            best = size;
            out.technique = Technique::AlsXz;
            xz_step(x, a, b, rcc, std::move(elims), out);
            out.rating = technique_rating(Technique::AlsXz) + chain_length_bonus(size) + (count(rcc) >= 2 ? 0.1 : 0);
        }
    return best < (1 << 30);
}

bool find_als_xy_wing(const Context& x, Step& out) {
    if (!als_fits(x.t)) return false;
    const auto& memo = find_als(x);
    const auto& sets = memo.sets;
    const auto& linked = memo.linked;  // by index: the smallest sets first
    std::array<Cells, kMaxSize + 1> has;
    for (int d = 1; d <= x.t.n; ++d) has[std::size_t(d)] = with_digit(x, d);
    std::size_t n = sets.size();
    int best = 1 << 30;
    for (std::size_t ci = 0; ci < n; ++ci)
        for (std::size_t ia = 0; ia < linked[ci].size(); ++ia) {
            auto [ai, xa] = linked[ci][ia];
            for (std::size_t ib = ia + 1; ib < linked[ci].size(); ++ib) {
                auto [bi, xb] = linked[ci][ib];
                const Als &a = sets[std::size_t(ai)], &b = sets[std::size_t(bi)], &c = sets[ci];
                int size = a.size + b.size + c.size;
                if (size >= best) break;
                if (count(a.digits & b.digits) < 1 || (a.cells & b.cells).any()) continue;
                // Some x of A-C and a different y of B-C.
                int xd = 0, yd = 0;
                for (Mask m = xa; m && !yd; m &= Mask(m - 1))
                    for (Mask k = xb; k && !yd; k &= Mask(k - 1))
                        if (lowest_digit(m) != lowest_digit(k)) xd = lowest_digit(m), yd = lowest_digit(k);
                if (!yd) continue;
                std::vector<Candidate> elims;
                Mask zs = Mask(a.digits & b.digits & ~bit(xd) & ~bit(yd));
                for (Mask m = zs; m; m &= Mask(m - 1)) {
                    int d = lowest_digit(m);
                    (a.seen(d) & b.seen(d) & has[std::size_t(d)]).each([&](int cell) {
                        if (!(a.cells | b.cells).has(cell)) elims.push_back(cand(cell, d));
                    });
                }
                if (elims.empty()) continue;
                normalize(elims);
                best = size;
                out = Step{};
                out.technique = Technique::AlsXyWing;
                out.eliminations = elims;
                out.houses = {house_of(x.t, c), house_of(x.t, a), house_of(x.t, b)};
                mark_als(x, c, out);
                mark_als(x, a, out);
                mark_als(x, b, out);
                link(a, c, xd, out);
                link(c, b, yd, out);
                finish_als(out);
                out.rating = technique_rating(Technique::AlsXyWing) + chain_length_bonus(size);
                std::vector<std::string> zw;
                for (int d : digits_of(zs)) zw.push_back(name_digit(d));
                const std::string z = zw.size() > 1 ? text::tr("als.one_of", {{"digits", text::join(zw, text::tr("word.or"))}})
                                                    : a_digit(digits_of(zs)[0]);
                out.explanation = text::tr("als.xy_wing", {{"a", set_words(a)}, {"b", set_words(b)}, {"c", set_words(c)},
                                                           {"z", z}, {"a_x", a_digit(xd)}, {"a_y", a_digit(yd)},
                                                           {"x", name_digit(xd)}, {"y", name_digit(yd)},
                                                           {"removed", chains::not_words(elims)}});
            }
        }
    return best < (1 << 30);
}

}  // namespace sudoku::logic
