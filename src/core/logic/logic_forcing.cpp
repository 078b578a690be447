// Forcing chains: assume a candidate, follow what it forces (logic_implication.h), and
// conclude from a contradiction or from something every possibility agrees on.
//   contradiction  x true (or false) forces some candidate both true and false
//   cell / unit    each candidate of a cell (each place of a digit in a house) forces y
//   double         x true and x false both force y (dynamic only)
// Static chains follow the links of the position as it is; dynamic ones follow singles
// as the position changes; nested ones also use the engine's techniques inside. Ratings
// follow Sudoku Explainer: 7.5 contradiction, 8.0 cell/unit, 8.5 dynamic, 9.0 + 0.5 per
// nesting level above the first, plus the length bonus of all the chains together.
#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <unordered_map>

#include "core/logic/logic_implication.h"
#include "core/text/text.h"
#include "core/solve/solver.h"

namespace sudoku::logic {

// Named, not anonymous: ForcingSearch::State holds one (unity builds warn otherwise).
namespace forcing_detail {
enum class Kind { Contradiction, Double, Cell, Unit };

struct Deduction {
    Kind kind = Kind::Contradiction;
    int target = -1;           // the node that holds
    std::vector<int> starts;   // one assumption per branch
    int complexity = 1 << 30;  // nodes in all the chains together
    int house = -1;            // unit: the house; cell: -1
};
}  // namespace forcing_detail
using forcing_detail::Deduction;
using forcing_detail::Kind;

namespace {

using ImpPtr = std::unique_ptr<Implications>;

thread_local int g_depth = 0;  // nesting depth of the nested finder (0 = the outer engine)

// Variants' dynamic and nested searches, at the outer engine: the assumptions that ended in a
// contradiction on the last full scan of each level. The next position along a path is
// mostly the same, so those are tried first there: any that still ends in a contradiction
// (propagated again on the new position, so the step stands on its own) gives the step
// without the full scan of a few seconds. Lower levels are scanned in full before, so the
// step is still of the lowest level that finds one; among that level's it may not be the
// shortest. The 9x9 classic always scans in full (its ratings follow Sudoku Explainer's).
struct ContradictionMemo {
    std::weak_ptr<const Topology> topo;
    std::vector<int> starts;
};
thread_local ContradictionMemo g_memo[kMaxNesting + 1];

// The same searches' last full scan, per level: each assumption's outcome and what it knew, on
// that scan's position P. Positions along a path only lose candidates, and what an assumption
// derives is its position's closure under rules and techniques that hold on any position with
// fewer candidates: on a later position P' whose removals (P less P') an assumption had derived
// on P, its run ends where it ended on P (what P' adds it knew already), so its outcome and
// knowledge are taken over without the run. Sound whatever: what x derived on P follows from
// x on P' too. A deduction a taken-over run takes part in is made again from live runs.
struct ScanReuse {
    std::weak_ptr<const Topology> topo;
    int cells = 0;
    std::array<std::uint8_t, kMaxCells> grid{};
    std::array<Mask, kMaxCells> cand{};
    std::vector<char> fine;       // per node: its run ended without a contradiction
    std::vector<NodeSet> known;   // per fine node: what its run knew
};
thread_local ScanReuse g_reuse[kMaxNesting + 1];

bool memo_applies(const CandidateGrid& s, ChainMode mode, bool contradictions) {
    return contradictions && mode.dynamic && !mode.one_digit && g_depth == 0 && !s.is_classic9() &&
           mode.level >= 0 && mode.level <= kMaxNesting;
}

ImpPtr propagate(const CandidateGrid& s, ChainMode mode, int start) {
    auto imp = std::make_unique<Implications>(s, mode);
    imp->run(start);
    return imp;
}

void consider(Deduction& best, Deduction d) {
    if (d.complexity < best.complexity) best = std::move(d);
}

// Among the nodes every branch reached, the one whose chains are shortest together. The
// branches are propagated again one after the other in `imp` (the search's own, done with
// its scan), each adding its chains' lengths: no engine built per branch.
void agree(Implications& imp, const NodeSet& common, Kind kind, int house, const std::vector<int>& starts,
           Deduction& best) {
    std::vector<int> targets, complexity;
    common.each([&](int n) { targets.push_back(n); });
    complexity.assign(targets.size(), 0);
    std::vector<char> reached(targets.size(), 1);
    for (int st : starts) {
        // A branch taken over from the last scan (ScanReuse) is run here: only what it reaches counts.
        const bool fine = imp.run(st);
        for (std::size_t i = 0; i < targets.size(); ++i)
            if (!fine || !imp.has(targets[i])) reached[i] = 0;
            else complexity[i] += imp.ancestors({targets[i]});
    }
    for (std::size_t i = 0; i < targets.size(); ++i)
        if (reached[i]) consider(best, {kind, targets[i], starts, complexity[i], house});
}

// Cell and unit forcing chains: static, not nested (their search and the memo's reuse agree).
constexpr ChainMode kCellUnitMode{false, 0};

}  // namespace

int forcing_depth() { return g_depth; }

// The search over every assumption for one mode, one candidate per unit of work; it keeps
// the deduction with the shortest chains. Each candidate is propagated once each way;
// cells and units intersect what their candidates reached, and only a non-empty
// intersection is propagated again for its chains.
struct ForcingSearch::State {
    const CandidateGrid& s;
    ChainMode mode;
    bool contradictions, multiple, doubles;
    Deduction best;
    std::vector<NodeSet> on_known;  // kept for the cell and unit intersections only
    std::vector<char> on_ok;
    Implications on;
    ImpPtr off;  // the assumptions' false side: only for contradictions and doubles
    int cell = 0;
    Mask left = 0;  // candidates of `cell` still to propagate
    bool finished = false;
    bool memo = false;               // keeps the contradictions of its full scan (ContradictionMemo)
    bool memo_tried = false;
    std::vector<int> found;          // the starts of the contradictions found
    int digit = 0;                   // digit by digit (by_digit): the next one
    bool by_digit = false;
    // Contradictions only, without nesting (the variants' Nishio): the propagation is monotone,
    // so a node an assumption reached without a contradiction leads to none either (what it
    // reaches, that assumption reached too): it is not propagated (`clean`).
    bool skip_clean = false;
    bool closures = false;  // static, cells and units only: Implications::static_closures
    NodeSet clean;
    // ScanReuse (with the memo): `reuse` when the last scan's position holds this one; `removed`
    // its nodes that are no longer open here (what a run must have known to be taken over),
    // `open` the nodes of this position's candidates; this scan's outcomes for the next.
    bool reuse = false;
    NodeSet removed, open;
    std::vector<char> next_fine;
    std::vector<NodeSet> next_known;
    void start_reuse();
    bool take(int x, Implications& imp, bool& live);
    // Variants' nested levels, at the outer engine (with the memo): the true assumptions first,
    // alone. A false one ends in a contradiction only where every other digit of its cell does,
    // and what both sides of a candidate force every digit of its cell forces (what x false
    // derives, each other digit of the cell derives too: the propagation is monotone), so a
    // level without a deduction among the true assumptions and their cells and units has none:
    // its false assumptions are not run. One with a deduction is scanned in full (phase 2), the
    // true sides taken from the first pass, so the deduction is the one a full scan finds.
    bool on_first = false;
    int phase = 1;
    std::vector<char> on_state;                       // phase 1: 1 fine, 2 contradiction
    std::vector<std::pair<int, Deduction>> on_contra;  // phase 1's contradictions, by start
    void on_only(int c, int d);
    bool next(int& c, int& d);  // the scan's next assumption, cell by cell; false when done
    State(const CandidateGrid& grid, ChainMode m, bool c, bool mu, bool d)
        : s(grid), mode(m), contradictions(c), multiple(mu), doubles(d), on(grid, m) {
        if (contradictions || doubles) off = std::make_unique<Implications>(grid, m);
        on_ok.assign(std::size_t(node_count(grid.cell_count())), 0);
        if (multiple) on_known.resize(on_ok.size());
        left = s.cand[0];
        memo = memo_applies(s, mode, contradictions);
        if (memo) start_reuse();
        on_first = memo && mode.level >= 1 && multiple && doubles;
        if (on_first) on_state.assign(on_ok.size(), 0);
        by_digit = s.is_classic9() && mode.one_digit && contradictions && !multiple && !doubles;
        digit = 1;
        closures = !mode.dynamic && multiple && !contradictions && !doubles;
        skip_clean = contradictions && !multiple && !doubles && mode.level == 0 && !by_digit;
        if (skip_clean) clean = NodeSet(grid.cell_count());
    }
    void candidate(int c, int d);
    void intersections();
    bool from_memo();
    void one_digit(int d);
};

namespace {
// The one-digit contradictions (SE's Nishio) follow one digit's places only: what a digit's
// assumptions find depends on where that digit can go and which of those cells have other
// candidates (the cells tried), nothing else. On the classic each digit's best deduction is
// remembered by those two sets of cells (nested chains meet the same ones over and over:
// an assumption changes a few digits). Per thread; cleared when full.
struct DigitKey {
    std::uint64_t places[2], tried[2];
    int digit;
    bool operator==(const DigitKey& o) const {
        return digit == o.digit && places[0] == o.places[0] && places[1] == o.places[1] && tried[0] == o.tried[0] &&
               tried[1] == o.tried[1];
    }
};
struct DigitKeyHash {
    std::size_t operator()(const DigitKey& k) const {
        std::uint64_t h = std::uint64_t(k.digit) * 0x9e3779b97f4a7c15ull;
        for (std::uint64_t v : {k.places[0], k.places[1], k.tried[0], k.tried[1]}) h = (h ^ v) * 0xff51afd7ed558ccdull, h ^= h >> 32;
        return std::size_t(h);
    }
};
thread_local std::unordered_map<DigitKey, Deduction, DigitKeyHash> g_digit_best;
constexpr std::size_t kMaxDigitBest = 1 << 16;
}  // namespace

// One digit's assumptions in the scan's order (cell by cell, true before false): the same
// deductions candidate() weighs, the digit's best kept apart and then weighed against the
// other digits' by length and, on a tie, by that order (the start's node number).
void ForcingSearch::State::one_digit(int d) {
    DigitKey key{{0, 0}, {0, 0}, d};
    for (int c = 0; c < 81; ++c)
        if (s.cand[std::size_t(c)] & bit(d)) {
            key.places[c >> 6] |= std::uint64_t(1) << (c & 63);
            if (popcount(s.cand[std::size_t(c)]) >= 2) key.tried[c >> 6] |= std::uint64_t(1) << (c & 63);
        }
    auto it = g_digit_best.find(key);
    if (it == g_digit_best.end()) {
        Deduction mine;
        auto weigh = [&](Implications& imp, int start, int target) {
            if (imp.run(start)) return;
            consider(mine, {Kind::Contradiction, target, {start},
                            imp.ancestors({imp.conflict()}) + imp.ancestors({node_flip(imp.conflict())}), -1});
        };
        for (int c = 0; c < 81; ++c)
            if ((key.tried[c >> 6] >> (c & 63)) & 1) {
                weigh(on, node_on(c, d), node_off(c, d));
                weigh(*off, node_off(c, d), node_on(c, d));
            }
        if (g_digit_best.size() >= kMaxDigitBest) g_digit_best.clear();
        it = g_digit_best.emplace(key, std::move(mine)).first;
    }
    const Deduction& b = it->second;
    if (b.target >= 0 && (b.complexity < best.complexity || (b.complexity == best.complexity && b.starts[0] < best.starts[0])))
        best = b;
}

void ForcingSearch::State::start_reuse() {
    const int cells = s.cell_count();
    next_fine.assign(on_ok.size(), 0);
    next_known.resize(on_ok.size());
    const ScanReuse& r = g_reuse[mode.level];
    // Cages' 45-rule sums are derived from the search's own position, so a later position's
    // assumptions follow more than the same ones did on P: not taken over there.
    if (r.cells != cells || r.topo.lock() != s.topo || !s.geometry().cages().empty()) return;
    removed = NodeSet(cells);
    open = NodeSet(cells);
    for (int c = 0; c < cells; ++c) {
        const std::size_t i = std::size_t(c);
        if (s.cand[i] & ~r.cand[i]) return;  // not a later position of the last scan's
        if (r.grid[i]) {
            if (r.grid[i] != s.grid[i]) return;
            continue;
        }
        if (s.grid[i]) {
            if (!(r.cand[i] & bit(s.grid[i]))) return;
            removed.set(node_on(c, s.grid[i]));
        }
        for (Mask m = Mask(r.cand[i] & ~s.cand[i] & ~(s.grid[i] ? bit(s.grid[i]) : 0)); m; m &= Mask(m - 1))
            removed.set(node_off(c, lowest_digit(m)));
        for (Mask m = s.cand[i]; m; m &= Mask(m - 1)) open.set(node_on(c, lowest_digit(m))), open.set(node_off(c, lowest_digit(m)));
    }
    reuse = true;
}

// Assumption x: its outcome (true: no contradiction) taken over from the last scan (live false,
// what it knew in next_known[x]) or run in imp (live true).
bool ForcingSearch::State::take(int x, Implications& imp, bool& live) {
    const std::size_t i = std::size_t(x);
    if (reuse && g_reuse[mode.level].fine[i]) {
        const NodeSet& k = g_reuse[mode.level].known[i];
        bool all = true;
        for (std::size_t w = 0; w < removed.w.size() && all; ++w) all = (removed.w[w] & ~k.w[w]) == 0;
        if (all) {
            NodeSet& mine = next_known[i];
            mine.w.resize(open.w.size());
            for (std::size_t w = 0; w < open.w.size(); ++w) mine.w[w] = k.w[w] & open.w[w];
            next_fine[i] = 1;
            live = false;
            return true;
        }
    }
    live = true;
    const bool fine = imp.run(x);
    if (fine && memo) {
        next_fine[i] = 1;
        next_known[i] = imp.known();
    }
    return fine;
}

bool ForcingSearch::State::next(int& c, int& d) {
    const int cells = s.cell_count();
    while (cell < cells) {
        if (popcount(s.cand[std::size_t(cell)]) >= 2 && left) {
            c = cell;
            d = lowest_digit(left);
            left &= Mask(left - 1);
            return true;
        }
        if (++cell < cells) left = s.cand[std::size_t(cell)];
    }
    return false;
}

// The remembered contradictions still open here, propagated again: true when one holds.
bool ForcingSearch::State::from_memo() {
    // The first that still holds is taken (an assumption at level 4 costs up to a second); the
    // ones after it stay for the next position, those before it that no longer hold go.
    ContradictionMemo& m = g_memo[mode.level];
    if (m.topo.lock() != s.topo) return false;
    for (std::size_t i = 0; i < m.starts.size(); ++i) {
        const int x = m.starts[i];
        const Candidate c = node_candidate(x);
        if (s.grid[c.cell] || !(s.cand[c.cell] & bit(c.digit))) continue;
        Implications& imp = node_is_on(x) ? on : *off;
        if (imp.run(x)) continue;
        consider(best, {Kind::Contradiction, node_flip(x), {x},
                        imp.ancestors({imp.conflict()}) + imp.ancestors({node_flip(imp.conflict())}), -1});
        m.starts.erase(m.starts.begin(), m.starts.begin() + long(i) + 1);
        return true;
    }
    m.starts.clear();
    return false;
}

void ForcingSearch::State::on_only(int c, int d) {
    const int x = node_on(c, d);
    bool live = true;
    if (take(x, on, live)) {
        on_state[std::size_t(x)] = 1;
        on_known[std::size_t(x)] = live ? on.known() : next_known[std::size_t(x)];
        on_ok[std::size_t(x)] = 1;
        return;
    }
    on_state[std::size_t(x)] = 2;
    Deduction dd{Kind::Contradiction, node_off(c, d), {x}, on.ancestors({on.conflict()}) + on.ancestors({node_flip(on.conflict())}), -1};
    consider(best, dd);
    on_contra.emplace_back(x, std::move(dd));
}

void ForcingSearch::State::candidate(int c, int d) {
    int x = node_on(c, d);
    if (on_first) {  // phase 2: the true side from phase 1, in the full scan's order
        const bool on_fine = on_state[std::size_t(x)] == 1;
        if (!on_fine) {
            found.push_back(x);
            for (const auto& [start, dd] : on_contra)
                if (start == x) consider(best, dd);
        }
        bool off_live = true;
        if (!take(node_off(c, d), *off, off_live)) {
            found.push_back(node_off(c, d));
            consider(best, {Kind::Contradiction, x, {node_off(c, d)},
                            off->ancestors({off->conflict()}) + off->ancestors({node_flip(off->conflict())}), -1});
        } else if (on_fine) {
            NodeSet common = on_known[std::size_t(x)];
            common &= off_live ? off->known() : next_known[std::size_t(node_off(c, d))];
            if (common.empty()) return;
            if (!on.run(x) || (!off_live && !off->run(node_off(c, d)))) return;
            common = on.known();
            common &= off->known();
            common.each([&](int n) {
                consider(best, {Kind::Double, n, {x, node_off(c, d)}, on.ancestors({n}) + off->ancestors({n}), -1});
            });
        }
        return;
    }
    if (skip_clean) {
        for (Implications* imp : {&on, off.get()}) {
            const int start = imp == &on ? x : node_off(c, d);
            if (clean.has(start)) continue;
            if (imp->run(start)) {
                clean |= imp->known();
                continue;
            }
            consider(best, {Kind::Contradiction, node_flip(start), {start},
                            imp->ancestors({imp->conflict()}) + imp->ancestors({node_flip(imp->conflict())}), -1});
        }
        return;
    }
    bool on_live = true, off_live = true;
    bool on_fine = take(x, on, on_live);
    if (on_fine) {
        if (multiple) on_known[std::size_t(x)] = on_live ? on.known() : next_known[std::size_t(x)];
        on_ok[std::size_t(x)] = 1;
    } else if (contradictions) {
        if (memo) found.push_back(x);
        consider(best, {Kind::Contradiction, node_off(c, d), {x},
                        on.ancestors({on.conflict()}) + on.ancestors({node_flip(on.conflict())}), -1});
    }
    if (!contradictions && !doubles) return;
    if (!take(node_off(c, d), *off, off_live)) {
        if (contradictions && memo) found.push_back(node_off(c, d));
        if (contradictions)
            consider(best, {Kind::Contradiction, x, {node_off(c, d)},
                            off->ancestors({off->conflict()}) + off->ancestors({node_flip(off->conflict())}), -1});
    } else if (doubles && on_fine) {
        NodeSet common = on_live ? on.known() : next_known[std::size_t(x)];
        common &= off_live ? off->known() : next_known[std::size_t(node_off(c, d))];
        if (common.empty()) return;
        // Taken over from the last scan: the chains are those of live runs.
        if ((!on_live && !on.run(x)) || (!off_live && !off->run(node_off(c, d)))) return;
        common = on.known();
        common &= off->known();
        common.each([&](int n) {
            consider(best, {Kind::Double, n, {x, node_off(c, d)}, on.ancestors({n}) + off->ancestors({n}), -1});
        });
    }
}

void ForcingSearch::State::intersections() {
    if (!multiple) return;
    // One buffer for every cell and house; an intersection stops as soon as it is empty.
    NodeSet common;
    auto intersect = [&](const std::vector<int>& starts) {
        if (starts.size() < 2) return false;
        for (int st : starts)
            if (!on_ok[std::size_t(st)]) return false;
        const std::vector<std::uint64_t>& first = on_known[std::size_t(starts[0])].w;
        common.w.assign(first.begin(), first.end());
        for (std::size_t i = 1; i < starts.size(); ++i) {
            const std::vector<std::uint64_t>& o = on_known[std::size_t(starts[i])].w;
            std::uint64_t any = 0;
            for (std::size_t k = 0; k < common.w.size(); ++k) any |= common.w[k] &= k < o.size() ? o[k] : 0;
            if (!any) return false;
        }
        return true;
    };
    const Topology& t = s.topology();
    std::vector<int> starts;
    for (int c = 0; c < t.cells; ++c) {
        if (popcount(s.cand[c]) < 2) continue;
        starts.clear();
        for (Mask m = s.cand[c]; m; m &= Mask(m - 1)) starts.push_back(node_on(c, lowest_digit(m)));
        if (intersect(starts)) agree(on, common, Kind::Cell, -1, starts, best);
    }
    for (int h = 0; h < t.houses; ++h)
        for (int d = 1; d <= t.n; ++d) {
            starts.clear();
            for (int c : t.house(h))
                if (s.cand[c] & bit(d)) starts.push_back(node_on(c, d));
            if (intersect(starts)) agree(on, common, Kind::Unit, h, starts, best);
        }
}

ForcingSearch::ForcingSearch(const CandidateGrid& s, ChainMode mode, bool contradictions, bool multiple, bool doubles)
    : state_(std::make_unique<State>(s, mode, contradictions, multiple, doubles)) {}
ForcingSearch::~ForcingSearch() = default;

bool ForcingSearch::advance() {
    State& st = *state_;
    if (st.finished) return true;
    if (st.memo && !st.memo_tried) {  // first the remembered ones; the full scan refills the memo
        st.memo_tried = true;
        if (st.from_memo()) {
            st.finished = true;
            return true;
        }
        st.found.clear();
        return false;
    }
    if (st.by_digit) {
        if (st.digit <= 9) {
            st.one_digit(st.digit++);
            return false;
        }
        st.finished = true;
        return true;
    }
    const int cells = st.s.cell_count();
    if (st.on_first && st.phase == 1) {
        int c = 0, d = 0;
        if (st.next(c, d)) {
            st.on_only(c, d);
            return false;
        }
        st.intersections();
        if (st.best.target >= 0) {  // a deduction: the full scan, for the one it finds
            st.best = Deduction{};
            st.phase = 2;
            st.cell = 0;
            st.left = st.s.cand[0];
            return false;
        }
        st.cell = cells;  // none: neither has the full scan
    }
    if (st.closures) {  // static cell and unit chains: every start's reach at once
        std::vector<int> starts;
        for (int c = 0; c < cells; ++c)
            if (popcount(st.s.cand[std::size_t(c)]) >= 2)
                for (Mask m = st.s.cand[std::size_t(c)]; m; m &= Mask(m - 1)) starts.push_back(node_on(c, lowest_digit(m)));
        st.on.static_closures(starts, st.on_known, st.on_ok);
        st.cell = cells;
    }
    int c = 0, d = 0;
    if (st.next(c, d)) {
        st.candidate(c, d);
        return false;
    }
    st.intersections();
    st.finished = true;
    if (st.memo) {
        g_memo[st.mode.level].topo = st.s.topo;
        g_memo[st.mode.level].starts = std::move(st.found);
        ScanReuse& r = g_reuse[st.mode.level];
        r.topo = st.s.topo;
        r.cells = cells;
        r.grid = st.s.grid;
        r.cand = st.s.cand;
        r.fine = std::move(st.next_fine);
        r.known = std::move(st.next_known);
    }
    return true;
}

namespace {


// ---- the step: sentence, pattern and drawing ----

std::string node_text(int n) {
    Candidate c = node_candidate(n);
    return text::tr(node_is_on(n) ? "chain.is" : "chain.is_not", {{"cell", name_cell(c.cell)}, {"digit", name_digit(c.digit)}});
}

// "r1c2 is not 5, so r3c2 is 5, so ..." from the node after the start to n.
std::string path_text(const Implications& imp, int n) {
    auto path = imp.path_to(n);
    std::vector<std::string> parts;
    for (std::size_t i = 1; i < path.size(); ++i) parts.push_back(node_text(path[i]));
    if (parts.size() > 12) {
        std::size_t cut = parts.size() - 10;
        parts.erase(parts.begin() + 5, parts.begin() + long(5 + cut));
        parts.insert(parts.begin() + 5, text::tr("forcing.more", {{"n", std::to_string(cut)}}));
    }
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) s += text::tr(i ? "chain.so" : "forcing.then", {{"what", parts[i]}});
    return s.empty() ? text::tr("forcing.directly") : s;
}

void draw_branch(const Implications& imp, int n, int branch, Step& out) {
    std::vector<std::pair<int, int>> edges;
    imp.edges_to(n, edges);
    auto mark = [&](int node) {
        Mark m{node_candidate(node), node_is_on(node) ? Role::On : Role::Off, std::uint8_t(branch)};
        if (std::find(out.marks.begin(), out.marks.end(), m) == out.marks.end()) out.marks.push_back(m);
    };
    mark(n);
    for (auto [from, to] : edges) {
        mark(from);
        Candidate a = node_candidate(from), b = node_candidate(to);
        if (a == b) continue;
        // "a true, so b false" is a weak link; "a false, so b true" a strong one.
        Link l{a, b, !node_is_on(from), std::uint8_t(branch)};
        if (std::find(out.links.begin(), out.links.end(), l) == out.links.end()) out.links.push_back(l);
    }
}

std::string alternatives(const std::vector<int>& starts, bool cells) {
    std::vector<std::string> v;
    for (int st : starts) {
        Candidate c = node_candidate(st);
        v.push_back(cells ? name_cell(c.cell) : name_digit(c.digit));
    }
    return text::join(v, text::tr("word.or"));
}

bool build_step(const CandidateGrid& s, ChainMode mode, const Deduction& d, double base, Step& out) {
    if (d.target < 0) return false;
    Candidate t = node_candidate(d.target);
    if (node_is_on(d.target)) out.placements.push_back(t);
    else out.eliminations.push_back(t);
    std::string result = node_text(d.target);
    std::string words;
    if (d.kind == Kind::Contradiction) {
        auto imp = propagate(s, mode, d.starts[0]);
        int bad = imp->conflict();
        draw_branch(*imp, bad, 1, out);
        draw_branch(*imp, node_flip(bad), 2, out);
        Candidate b = node_candidate(bad);
        words = text::tr("forcing.contradiction", {{"start", node_text(d.starts[0])}, {"path1", path_text(*imp, bad)},
                                                  {"path2", path_text(*imp, node_flip(bad))}, {"cell", name_cell(b.cell)},
                                                  {"digit", name_digit(b.digit)}, {"result", result}});
        out.variant = node_is_on(d.starts[0]) ? "contradiction" : "contradiction from false";
    } else {
        std::vector<std::string> parts;
        for (std::size_t i = 0; i < d.starts.size(); ++i) {
            auto imp = propagate(s, mode, d.starts[i]);
            draw_branch(*imp, d.target, int(i + 1), out);
            parts.push_back(text::tr("forcing.branch", {{"start", node_text(d.starts[i])}, {"path", path_text(*imp, d.target)}}));
        }
        Candidate first = node_candidate(d.starts[0]);
        if (d.kind == Kind::Cell) {
            words = text::tr("forcing.cell", {{"cell", name_cell(first.cell)}, {"digits", alternatives(d.starts, false)}}) + " ";
            out.variant = "cell";
        } else if (d.kind == Kind::Unit) {
            words = text::capitalised(text::tr("forcing.unit", {{"in_house", name_house(d.house, "in")},
                                                               {"digit", name_digit(first.digit)},
                                                               {"cells", alternatives(d.starts, true)}})) + " ";
            out.houses.push_back(d.house);
            out.variant = "unit";
        } else {
            out.variant = "double";
        }
        for (std::size_t i = 0; i < parts.size(); ++i) {
            std::string p = parts[i];
            if (i == 0) p = text::capitalised(p);
            words += p + (i + 1 < parts.size() ? "; " : ". ");
        }
        words += text::tr("forcing.either_way", {{"result", result}});
    }
    for (int st : d.starts) {
        out.pattern.push_back(node_candidate(st));
        out.marks.push_back({node_candidate(st), node_is_on(st) ? Role::On : Role::Off, 0});
    }
    // A placed candidate shows as placed only (its "false" assumption is the start).
    out.marks.erase(std::remove_if(out.marks.begin(), out.marks.end(),
                                   [&](const Mark& m) { return node_is_on(d.target) && m.candidate == t; }),
                    out.marks.end());
    out.marks.push_back({t, node_is_on(d.target) ? Role::Place : Role::Elim, 0});
    normalize(out.pattern);
    if (out.houses.empty()) out.houses.push_back(s.topology().box_house(node_candidate(d.starts[0]).cell));
    out.explanation = words;
    out.rating = base + chain_length_bonus(d.complexity - 2);
    finish_step(out);
    return true;
}

double nested_rating(int level) { return 9.0 + 0.5 * (level - 1); }

// The deepest nesting on this position. With cages every assumption follows the cages' sums
// at each step, which makes a level past the first cost a thousand times more (minutes on the
// shared hard killers, for the few steps the trial step then takes in milliseconds): a
// geometry with cages nests one level.
constexpr int kCageNesting = 1;
int nesting_for(const CandidateGrid& s) {
    if (!s.is_classic9() && !s.geometry().cages().empty()) return std::min(max_nesting_level(), kCageNesting);
    return max_nesting_level();
}

}  // namespace

double base_rating(Technique t, int level) {
    switch (t) {
    case Technique::ContradictionChain: return 7.5;
    case Technique::CellForcingChain:
    case Technique::UnitForcingChain: return 8.0;
    case Technique::DynamicForcingChain: return 8.5;
    default: return nested_rating(level);
    }
}

std::vector<std::unique_ptr<ForcingSearch>> forcing_searches(const CandidateGrid& s, Technique t) {
    std::vector<std::unique_ptr<ForcingSearch>> v;
    switch (t) {
    // SE's Nishio forcing chain (7.5): an assumption on one digit, followed through that
    // digit's hidden singles as the grid changes, that ends in a contradiction.
    case Technique::ContradictionChain: v.push_back(std::make_unique<ForcingSearch>(s, ChainMode{true, 0, true}, true, false, false)); break;
    case Technique::CellForcingChain:
    case Technique::UnitForcingChain: v.push_back(std::make_unique<ForcingSearch>(s, kCellUnitMode, false, true, false)); break;
    case Technique::DynamicForcingChain: v.push_back(std::make_unique<ForcingSearch>(s, ChainMode{true, 0}, true, true, true)); break;
    case Technique::NestedForcingChain:
        // Nesting explores far: only on a position with one solution (an empty or
        // under-clued grid would keep it busy for nothing).
        if (g_depth == 0 && !has_one_solution(s)) break;
        for (int level = 1; level <= nesting_for(s); ++level)
            v.push_back(std::make_unique<ForcingSearch>(s, ChainMode{true, level}, true, true, true));
        break;
    default: break;
    }
    return v;
}

namespace {
bool step_of(const CandidateGrid& s, ChainMode mode, const Deduction& d, Technique t, Step& out) {
    if (d.target < 0) return false;
    if (t == Technique::CellForcingChain && d.kind != Kind::Cell) return false;
    if (t == Technique::UnitForcingChain && d.kind != Kind::Unit) return false;
    out.technique = t;
    const NamingScope naming(s.topology());  // also when called without the driver (StepSearch)
    if (!build_step(s, mode, d, base_rating(t, mode.level), out)) return false;
    // The title names the kind once: "Cell forcing chain", "Dynamic forcing chain (double)".
    if (t == Technique::CellForcingChain || t == Technique::UnitForcingChain) out.variant.clear();
    if (t == Technique::ContradictionChain) out.variant = out.variant == "contradiction" ? "" : "from false";
    if (mode.level > 0) out.variant = "level " + std::to_string(mode.level) + ", " + out.variant;
    return true;
}

// Cell and unit forcing chains are one search (static, every assumption both ways), each
// technique taking the deduction of its kind. The unit technique comes right after the cell
// one on the same position (in the engine and inside nested chains, where it costs most):
// the search of the last position is kept and its deduction reused there.
struct CellUnitMemo {
    bool valid = false, classic = false;
    std::weak_ptr<const Topology> topo;
    int depth = 0, cells = 0;
    std::array<std::uint8_t, kMaxCells> grid{};
    std::array<Mask, kMaxCells> cand{};
    Deduction best;
    bool same(const CandidateGrid& s) const {
        if (!valid || depth != g_depth || classic != s.is_classic9() || cells != s.cell_count()) return false;
        if (!classic && topo.lock() != s.topo) return false;
        return std::equal(grid.begin(), grid.begin() + cells, s.grid.begin()) &&
               std::equal(cand.begin(), cand.begin() + cells, s.cand.begin());
    }
    void keep(const CandidateGrid& s, const Deduction& d) {
        valid = true;
        classic = s.is_classic9();
        topo = s.topo;
        depth = g_depth;
        cells = s.cell_count();
        std::copy_n(s.grid.begin(), cells, grid.begin());
        std::copy_n(s.cand.begin(), cells, cand.begin());
        best = d;
    }
};
thread_local CellUnitMemo g_cell_unit;
}  // namespace

bool forcing_step(ForcingSearch& search, Technique t, Step& out) {
    auto& st = search.state();
    return step_of(st.s, st.mode, st.best, t, out);
}

namespace {
// Runs the searches of a technique to the end, nested ones one level deeper.
bool run_forcing(const CandidateGrid& s, Technique t, Step& out) {
    const bool cell_unit = t == Technique::CellForcingChain || t == Technique::UnitForcingChain;
    if (cell_unit && g_cell_unit.same(s)) return step_of(s, kCellUnitMode, g_cell_unit.best, t, out);
    for (auto& search : forcing_searches(s, t)) {
        ++g_depth;
        while (!search->advance()) {
        }
        --g_depth;
        if (cell_unit) g_cell_unit.keep(s, search->state().best);
        if (forcing_step(*search, t, out)) return true;
    }
    return false;
}
}  // namespace

bool find_contradiction_chain(const Context& x, Step& out) { return run_forcing(x.s, Technique::ContradictionChain, out); }
bool find_cell_forcing_chain(const Context& x, Step& out) { return run_forcing(x.s, Technique::CellForcingChain, out); }
bool find_unit_forcing_chain(const Context& x, Step& out) { return run_forcing(x.s, Technique::UnitForcingChain, out); }
bool find_dynamic_forcing_chain(const Context& x, Step& out) { return run_forcing(x.s, Technique::DynamicForcingChain, out); }
bool find_nested_forcing_chain(const Context& x, Step& out) { return run_forcing(x.s, Technique::NestedForcingChain, out); }

}  // namespace sudoku::logic

namespace sudoku {

std::optional<Step> explain_contradiction(const CandidateGrid& s, Candidate assumed) {
    using namespace logic;
    if (!(s.cand[assumed.cell] & bit(assumed.digit))) return std::nullopt;
    const NamingScope naming(s.topology());
    const ChainMode modes[] = {{false, 0}, {true, 0}, {true, 1}, {true, 2}};
    const double ratings[] = {7.5, 8.5, 9.0, 9.5};
    for (int i = 0; i < 4; ++i) {
        auto imp = std::make_unique<Implications>(s, modes[i]);
        if (imp->run(node_on(assumed))) continue;
        Deduction d{Kind::Contradiction, node_off(assumed), {node_on(assumed)},
                    imp->ancestors({imp->conflict()}) + imp->ancestors({node_flip(imp->conflict())}), -1};
        Step step;
        step.technique = Technique::ContradictionChain;
        build_step(s, modes[i], d, ratings[i], step);
        step.variant = modes[i].dynamic ? "dynamic" : "";
        return step;
    }
    return std::nullopt;
}

}  // namespace sudoku
