#include "core/logic/logic_implication.h"

#include <algorithm>
#include <array>

#include "core/grid/rule_filter.h"
#include "core/logic/logic_inner_steps.h"

namespace sudoku::logic {
namespace {

thread_local int g_max_level = kMaxNesting;

// The techniques used inside an assumption at a nesting level, after the singles the
// propagation follows itself (as Sudoku Explainer's levels: basic techniques, then
// chains, then static forcing chains, then dynamic ones, then nesting again).
// Each level's list extends the one below (logic_inner_steps.h remembers steps by that):
// the lists of levels 0 to 4.
const std::vector<Technique>* inner_techniques(bool rules) {
    using T = Technique;
    static const std::vector<T> basic = {T::Pointing, T::Claiming, T::NakedPair, T::XWing, T::HiddenPair,
                                         T::NakedTriple, T::Swordfish, T::HiddenTriple, T::NakedQuad,
                                         T::Jellyfish, T::HiddenQuad};
    static const std::vector<std::vector<T>> levels = [] {
        std::vector<std::vector<T>> v(5, basic);
        for (int l = 2; l < 5; ++l) v[std::size_t(l)].insert(v[std::size_t(l)].end(), {T::XChain, T::AIC});
        for (int l = 3; l < 5; ++l)
            v[std::size_t(l)].insert(v[std::size_t(l)].end(), {T::ContradictionChain, T::CellForcingChain, T::UnitForcingChain});
        v[4].push_back(T::DynamicForcingChain);
        return v;
    }();
    // With rules beyond houses: their own pointing too (a house's digit or a cell's digits that
    // all rule out one candidate), which spares the deeper levels much of their work.
    static const std::vector<std::vector<T>> with_rules = [] {
        std::vector<std::vector<T>> v = levels;
        for (auto& l : v) {
            l.insert(l.begin() + 2, T::RulePointing);
            // The static cell and unit chains before the contradictions on one digit: they find
            // steps 30 times as often there, where the Nishio search costs more (the order does
            // not change where an assumption ends, only the chains that lead there).
            auto nishio = std::find(l.begin(), l.end(), T::ContradictionChain);
            if (nishio != l.end()) std::rotate(nishio, nishio + 1, nishio + 3);
        }
        return v;
    }();
    return (rules ? with_rules : levels).data();
}

// What a kind derives from a position (a killer's 45-rule sums) is the same for both sides of a
// search and for positions the nested chains meet again: the last few are kept (per thread).
struct KindDerivedMemo {
    const ConstraintKind* kind = nullptr;
    std::weak_ptr<const Topology> topo;
    int cells = 0;
    std::array<std::uint8_t, kMaxCells> grid{};
    std::array<Mask, kMaxCells> cand{};
    std::shared_ptr<const void> value;
};
thread_local std::array<KindDerivedMemo, 8> g_kind_derived;
thread_local unsigned g_kind_derived_next = 0;

std::shared_ptr<const void> derived_of(const ConstraintKind* kind, const CandidateGrid& s, const Topology& t) {
    const int cells = t.cells;
    for (const KindDerivedMemo& m : g_kind_derived)
        if (m.kind == kind && m.cells == cells && std::equal(m.grid.begin(), m.grid.begin() + cells, s.grid.begin()) &&
            std::equal(m.cand.begin(), m.cand.begin() + cells, s.cand.begin()) && m.topo.lock() == s.topo)
            return m.value;
    KindDerivedMemo& m = g_kind_derived[g_kind_derived_next++ % g_kind_derived.size()];
    m.kind = kind;
    m.topo = s.topo;
    m.cells = cells;
    std::copy_n(s.grid.begin(), cells, m.grid.begin());
    std::copy_n(s.cand.begin(), cells, m.cand.begin());
    m.value = kind->derive(t.geometry(), s.grid.data(), s.cand.data());
    return m.value;
}

// The rules kind's pairs by cell, per topology (the last one asked, per thread).
thread_local std::shared_ptr<const void> g_rule_pairs;

}  // namespace

}  // namespace sudoku::logic

namespace sudoku {
int max_nesting_level() { return logic::g_max_level; }
void set_max_nesting_level(int level) { logic::g_max_level = std::max(1, std::min(level, kMaxNesting)); }
}  // namespace sudoku

namespace sudoku::logic {

// The rules kind's pairs around each cell of a topology (its pair props: cells, cover, table).
std::shared_ptr<const Implications::RulePairs> Implications::rule_pairs_of(const Topology& t) {
    auto made = std::make_shared<RulePairs>();
    made->serial = t.serial();
    made->geometry = t.geometry_ptr();
    const Geometry& g = t.geometry();
    made->start.assign(std::size_t(t.cells + 1), 0);
    made->other.assign(std::size_t(t.cells), 0);
    made->near.assign(std::size_t(t.cells), {0, 0, 0, 0});
    for (int c = 0; c < t.cells; ++c) {
        for (const Geometry::PropRef& r : g.prop_refs(c)) {
            if (r.a < 0) {
                made->other[std::size_t(c)] = 1;
                continue;
            }
            made->abc.push_back({std::uint8_t(r.a), std::uint8_t(r.b), std::uint8_t(std::min(r.cover, 255))});
            made->allow.push_back(g.props()[std::size_t(r.id)].allow.data());
            made->max_cover = std::max(made->max_cover, std::min(r.cover, 255));
            for (int x : {r.a, r.b}) made->near[std::size_t(c)][std::size_t(x >> 6)] |= std::uint64_t(1) << (x & 63);
        }
        made->start[std::size_t(c) + 1] = std::int32_t(made->abc.size());
    }
    return made;
}

Implications::Implications(const CandidateGrid& base, ChainMode mode)
    : base_(base), mode_(mode), t_(base.topology()), nodes_(node_count(t_.cells)) {
    first_.assign(std::size_t(nodes_), 0);
    count_.assign(std::size_t(nodes_), 0);
    known_ = NodeSet(t_.cells);
    order_.reserve(std::size_t(nodes_ / 2));
    pool_.reserve(std::size_t(nodes_));
    if (mode.dynamic && !t_.is_classic9())
        for (const ConstraintKind* kind : constraint_kinds())
            if (kind->present(t_.geometry())) {
                if (kind == &rules_constraint_kind()) rules_kind_ = int(kinds_.size());
                kinds_.push_back(kind);
                derived_.push_back(derived_of(kind, base, t_));
            }
    if (rules_kind_ >= 0 && !derived_[std::size_t(rules_kind_)]) {
        auto table = std::static_pointer_cast<const RulePairs>(g_rule_pairs);
        if (!table || table->serial != t_.serial()) g_rule_pairs = table = rule_pairs_of(t_);
        rule_pairs_ = table;
        for (int c = 0; c < t_.cells; ++c)
            if (base.grid[std::size_t(c)] || popcount(base.cand[std::size_t(c)]) <= table->max_cover)
                small0_[std::size_t(c >> 6)] |= std::uint64_t(1) << (c & 63);
    } else {
        rules_kind_ = -1;
    }
    if (mode.dynamic) {
        pos0_.assign(std::size_t(t_.houses * (kMaxSize + 1)), 0);
        for (int c = 0; c < t_.cells; ++c)
            for (Mask m = base.cand[std::size_t(c)]; m; m &= Mask(m - 1))
                for (int k = 0; k < t_.house_count(c); ++k)
                    pos_at(pos0_, t_.house_of(c, k), lowest_digit(m)) |= std::uint16_t(1u << t_.index_in(c, k));
        return;
    }
    partners_.assign(std::size_t(nodes_ / 2), {-1, -1, -1, -1, -1, -1});
    // The places of each digit in each house (bit i: the house's i-th cell), made once.
    std::vector<std::uint16_t> places(std::size_t(t_.houses * (kMaxSize + 1)), 0);
    for (int c = 0; c < t_.cells; ++c)
        for (Mask m = base.cand[std::size_t(c)]; m; m &= Mask(m - 1))
            for (int k = 0; k < t_.house_count(c); ++k)
                pos_at(places, t_.house_of(c, k), lowest_digit(m)) |= std::uint16_t(1u << t_.index_in(c, k));
    for (int c = 0; c < t_.cells; ++c)
        for (Mask m = base.cand[std::size_t(c)]; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m), k = 0;
            auto& out = partners_[std::size_t(node_on(c, d) >> 1)];
            if (count(base.cand[std::size_t(c)]) == 2)
                out[std::size_t(k++)] = std::int16_t(node_on(c, lowest_digit(Mask(base.cand[std::size_t(c)] & ~bit(d)))));
            for (int i = 0; i < t_.house_count(c); ++i) {
                const int h = t_.house_of(c, i);
                const unsigned p = pos_at(places, h, d);
                if (count(p) != 2) continue;
                const int other = t_.house_cell(h, __builtin_ctz(p & ~(1u << t_.index_in(c, i))));
                out[std::size_t(k++)] = std::int16_t(node_on(other, d));
            }
        }
    // The constraint kinds' weak links (not both true: 4 and 5 across a non-consecutive edge).
    if (!t_.is_classic9() && t_.geometry().has_constraints()) {
        // Flat (counted, then filled): a vector per candidate cost a fifth of nested chains' time.
        const auto links = constraint_weak_links(t_.geometry(), base.grid.data(), base.cand.data());
        rule_weak_start_.assign(std::size_t(nodes_ / 2 + 1), 0);
        for (auto [p, q] : links) ++rule_weak_start_[std::size_t(node_on(p) >> 1) + 1], ++rule_weak_start_[std::size_t(node_on(q) >> 1) + 1];
        for (std::size_t i = 1; i < rule_weak_start_.size(); ++i) rule_weak_start_[i] += rule_weak_start_[i - 1];
        rule_weak_.resize(links.size() * 2);
        std::vector<std::int32_t> fill(rule_weak_start_.begin(), rule_weak_start_.end() - 1);
        for (auto [p, q] : links) {
            rule_weak_[std::size_t(fill[std::size_t(node_on(p) >> 1)]++)] = std::int16_t(node_off(q));
            rule_weak_[std::size_t(fill[std::size_t(node_on(q) >> 1)]++)] = std::int16_t(node_off(p));
        }
    }
    // The constraint kinds' strong links (a killer cage's required digit with two places).
    if (!t_.is_classic9())
        for (auto [p, q] : constraint_strong_links(t_.geometry(), base.grid.data(), base.cand.data()))
            for (auto [from, to] : {std::pair<Candidate, Candidate>{p, q}, {q, p}}) {
                auto& out = partners_[std::size_t(node_on(from) >> 1)];
                for (auto& slot : out) {
                    if (slot == std::int16_t(node_on(to))) break;
                    if (slot < 0) {
                        slot = std::int16_t(node_on(to));
                        break;
                    }
                }
            }
}

bool Implications::run(int start) {
    known_.clear();
    order_.clear();
    pool_.clear();
    conflict_ = -1;
    inner_steps_ = 0;
    std::copy_n(base_.cand.begin(), t_.cells, cur_.begin());
    if (mode_.dynamic) pos_ = pos0_;
    if (!kinds_.empty()) {  // the classic has no constraint kinds: nothing to look at later
        small_ = small0_;
        pending_.clear();
        pending_mark_.assign(std::size_t(t_.cells), 0);
    }
    assign(start, nullptr, 0);
    std::size_t head = 0;
    for (;;) {
        for (;;) {
            while (head < order_.size() && conflict_ < 0) process(order_[head++]);
            if (conflict_ >= 0 || pending_.empty()) break;
            flushing_.swap(pending_);
            pending_.clear();
            for (int cell : flushing_) {
                pending_mark_[std::size_t(cell)] = 0;
                if (conflict_ < 0) propagate_constraints(cell);
            }
        }
        if (conflict_ >= 0) return false;
        if (mode_.level == 0 || !nested_step()) break;
    }
    return conflict_ < 0;
}

void Implications::assign(int n, const std::int16_t* parents, int count) {
    // known_ holds every node of the position (sized in the constructor): its words directly.
    std::uint64_t& word = known_.w[std::size_t(n >> 6)];
    if (((word >> (n & 63)) & 1) || conflict_ >= 0) return;
    first_[slot(n)] = std::int32_t(pool_.size());
    count_[slot(n)] = std::uint8_t(count);
    if (count == 1) pool_.push_back(*parents);
    else pool_.insert(pool_.end(), parents, parents + count);
    word |= std::uint64_t(1) << (n & 63);
    if ((word >> (node_flip(n) & 63)) & 1) {  // n and its flip share a word
        conflict_ = node_is_on(n) ? n : node_flip(n);
        return;
    }
    order_.push_back(std::int16_t(n));
    if (!node_is_on(n)) {
        Candidate c = node_candidate(n);
        cur_[c.cell] &= Mask(~bit(c.digit));
        if (mode_.dynamic) after_off(c.cell, c.digit);
        // The constraints around the cell are looked at once the singles stop (below, in
        // run): a placement clears up to n - 1 candidates of a cage cell, one look covers them.
        if (rules_kind_ >= 0 && popcount(cur_[c.cell]) <= rule_pairs_->max_cover)
            small_[c.cell >> 6] |= std::uint64_t(1) << (c.cell & 63);
        if (!kinds_.empty() && !pending_mark_[c.cell]) {
            pending_mark_[c.cell] = 1;
            pending_.push_back(std::int16_t(c.cell));
        }
    }
}

// Dynamic singles: a cell with one candidate left, a house with one place left for a digit.
void Implications::after_off(int cell, int digit) {
    std::int16_t parents[kMaxSize];
    Mask left = cur_[std::size_t(cell)];
    if (mode_.one_digit) {
        // no naked singles: only the digit's places in its houses
    } else if (count(left) == 1) {
        int np = 0;
        for (Mask m = Mask(base_.cand[std::size_t(cell)] & ~left); m; m &= Mask(m - 1))
            parents[np++] = std::int16_t(node_off(cell, lowest_digit(m)));
        assign(node_on(cell, lowest_digit(left)), parents, np);
    } else if (!left) {
        // Every candidate of the cell is false: its last one is both true and false.
        int n = node_on(cell, digit);
        conflict_ = n;
    }
    // Raw tables: stores into the node tables (bytes) would make the compiler reload them.
    const int n = t_.n, houses = t_.house_count_data()[cell];
    const std::uint8_t* hof = t_.houses_of_data() + std::size_t(cell) * kHouseSlots;
    const std::uint8_t* idx = t_.index_data() + std::size_t(cell) * kHouseSlots;
    const std::uint8_t* cells = t_.house_data();
    std::uint16_t* pos = pos_.data();
    const std::uint16_t* pos0 = pos0_.data();
    for (int k = 0; k < houses && conflict_ < 0; ++k) {
        const int h = hof[k];
        auto& p = pos[h * (kMaxSize + 1) + digit];
        p = std::uint16_t(p & ~(1u << idx[k]));
        if (!p || (p & (p - 1))) continue;  // not one place left
        const std::uint8_t* hc = cells + std::size_t(h) * std::size_t(n);
        const int target = hc[__builtin_ctz(p)];
        int np = 0;
        // The digit's other places at the start (pos0_: the base's candidates), in house order.
        for (unsigned r = pos0[h * (kMaxSize + 1) + digit] & ~unsigned(p); r; r &= r - 1)
            parents[np++] = std::int16_t(node_off(hc[__builtin_ctz(r)], digit));
        assign(node_on(target, digit), parents, np);
    }
}

// Each constraint kind's propagation around a cell that lost a candidate: what it rules out
// follows from the candidates the assumption removed in the constraint's cells.
void Implications::propagate_constraints(int cell) {
    // Buffers per depth (assign calls back here): no allocation once they have grown.
    if (scratch_.size() <= std::size_t(depth_)) scratch_.resize(std::size_t(depth_) + 1);
    auto& [out, reasons] = scratch_[std::size_t(depth_)];
    ++depth_;
    struct Leave {
        int& d;
        ~Leave() { --d; }
    } leave{depth_};
    for (std::size_t i = 0; i < kinds_.size(); ++i) {
        const ConstraintKind* kind = kinds_[i];
        out.clear();
        reasons.clear();
        if (int(i) == rules_kind_ && !rule_pairs_->other[std::size_t(cell)]) {
            if (rules_quiet(cell)) continue;
            rules_pairs(cell, out, reasons);
        } else {
            kind->propagate(t_.geometry(), cell, base_.grid.data(), cur_.data(), out, reasons);
            if (derived_[i]) kind->propagate_derived(t_.geometry(), derived_[i].get(), cell, cur_.data(), out, reasons);
        }
        if (out.empty()) continue;
        std::int16_t parents[32];
        int np = 0;
        for (int c : reasons)
            for (Mask m = Mask(base_.cand[std::size_t(c)] & ~cur_[std::size_t(c)]); m && np < 32; m &= Mask(m - 1))
                if (known_.has(node_off(c, lowest_digit(m)))) parents[np++] = std::int16_t(node_off(c, lowest_digit(m)));
        for (auto e : out) {
            if (conflict_ >= 0) return;
            assign(node_off(e.cell, e.digit), parents, np);
        }
    }
}

// The rules kind's propagation finds nothing around `cell` when the cell is in pairs only and
// each pair's cells both hold more digits than its cover (RulesKind::propagate's own skip):
// the call is left out (most calls inside nested chains on non-consecutive grids).
bool Implications::rules_quiet(int cell) const {
    const auto& near = rule_pairs_->near[std::size_t(cell)];
    return !((near[0] & small_[0]) | (near[1] & small_[1]) | (near[2] & small_[2]) | (near[3] & small_[3]));
}

// RulesKind::propagate for a cell in pairs only (the same removals in the same order, the same
// reasons), without the virtual call and the props' lookups.
void Implications::rules_pairs(int cell, std::vector<Candidate>& out, std::vector<int>& reasons) const {
    const RulePairs& t = *rule_pairs_;
    const std::uint8_t* digits = base_.grid.data();
    for (std::int32_t k = t.start[std::size_t(cell)]; k < t.start[std::size_t(cell) + 1]; ++k) {
        const auto& e = t.abc[std::size_t(k)];
        const int a = e[0], b = e[1], cover = e[2];
        Mask m[2] = {digits[a] ? bit(digits[a]) : cur_[a], digits[b] ? bit(digits[b]) : cur_[b]};
        const bool ok = filter_pair(t.allow[std::size_t(k)], cover, m);
        const int cells[2] = {a, b};
        const std::size_t before = out.size();
        for (int i = 0; i < 2; ++i) {
            const int c = cells[i];
            if (digits[c]) continue;
            const Mask gone = ok ? Mask(cur_[c] & ~m[i]) : cur_[c];
            for (unsigned r = gone; r; r &= r - 1) out.push_back(Candidate{std::uint8_t(c), std::uint8_t(lowest_digit(r))});
            if (!ok && gone) break;
        }
        if (out.size() > before) reasons.push_back(a), reasons.push_back(b);
    }
}

void Implications::process(int n) {
    Candidate c = node_candidate(n);
    if (node_is_on(n)) {
        if (!mode_.one_digit)
            for (Mask m = Mask(cur_[c.cell] & ~bit(c.digit)); m; m &= Mask(m - 1))
                assign1(node_off(c.cell, lowest_digit(m)), n);
        for (auto p : t_.peers(c.cell))
            if (cur_[p] & bit(c.digit)) assign1(node_off(p, c.digit), n);
        if (!rule_weak_.empty())
            for (std::int32_t i = rule_weak_start_[std::size_t(n >> 1)]; i < rule_weak_start_[std::size_t(n >> 1) + 1]; ++i)
                assign1(rule_weak_[std::size_t(i)], n);
        return;
    }
    if (mode_.dynamic) return;  // singles already followed in assign
    for (auto partner : partners_[std::size_t(n >> 1)]) {
        if (partner < 0) break;
        assign1(partner, n);
    }
}

// Nested: the position under the assumption, one step of the engine's own techniques.
bool Implications::nested_step() {
    CandidateGrid h;
    h.topo = base_.topo;
    h.grid = base_.grid;
    h.cand = cur_;
    known_.each([&](int i) {
        if (!node_is_on(i)) return;
        Candidate c = node_candidate(i);
        h.grid[c.cell] = c.digit;
        h.cand[c.cell] = 0;
    });
    // Remembered where the answer is the position's alone: not at the outer engine's depth on a
    // variant (a resumable search's inner dynamic chains there use the contradiction memo).
    auto step = first_inner_step(h, inner_techniques(!t_.is_classic9() && t_.geometry().has_constraints()),
                                 std::min(mode_.level, 4), t_.is_classic9() || forcing_depth() > 0);
    if (!step) return false;
    ++inner_steps_;
    // Parents: what the assumption changed in the step's cells and houses.
    std::vector<std::int16_t> parents;
    auto note_cell = [&](int cell) {
        for (Mask m = base_.cand[std::size_t(cell)]; m && parents.size() < 12; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (known_.has(node_off(cell, d))) parents.push_back(std::int16_t(node_off(cell, d)));
            else if (known_.has(node_on(cell, d))) parents.push_back(std::int16_t(node_on(cell, d)));
        }
    };
    for (int cell : step->cells) note_cell(cell);
    for (int house : step->houses)
        if (house < t_.houses)
            for (int cell : t_.house(house)) note_cell(cell);
    std::size_t before = order_.size();
    for (auto p : step->placements) assign(node_on(p), parents.data(), int(parents.size()));
    for (auto e : step->eliminations) assign(node_off(e), parents.data(), int(parents.size()));
    return order_.size() > before || conflict_ >= 0;
}

// A static run follows fixed links (a true candidate turns off its cell's other candidates, its
// peers' digit and what the rules forbid beside it; a false one turns on its partners), so what a
// node reaches is itself and what its successors reach. The links' strongly connected components
// (Tarjan's order gives every component after those it reaches) each get the union of their
// successors' reach, over the candidates in use (bit 2i: candidate i true, 2i + 1: false); a
// start's run stops with a contradiction exactly when its reach holds a candidate both ways.
void Implications::static_closures(const std::vector<int>& starts, std::vector<NodeSet>& known, std::vector<char>& ok) const {
    thread_local std::vector<int> idx, cand_id, adj_start, adj, comp, low, num, stack, call;
    thread_local std::vector<char> on_stack;
    thread_local std::vector<std::uint64_t> reach;
    idx.assign(std::size_t(nodes_ / 2), -1);
    cand_id.clear();
    for (int c = 0; c < t_.cells; ++c)
        for (Mask m = base_.cand[std::size_t(c)]; m; m &= Mask(m - 1)) {
            const int id = node_on(c, lowest_digit(m)) >> 1;
            idx[std::size_t(id)] = int(cand_id.size());
            cand_id.push_back(id);
        }
    const int M = int(cand_id.size()) * 2, W = (M + 63) / 64;
    adj_start.assign(std::size_t(M + 1), 0);
    adj.clear();
    for (int v = 0; v < M; ++v) {
        const int n = (cand_id[std::size_t(v >> 1)] << 1) | (v & 1);
        auto add = [&](int to) {
            const int i = idx[std::size_t(to >> 1)];
            if (i >= 0) adj.push_back(2 * i + (to & 1));
        };
        if (node_is_on(n)) {
            const Candidate c = node_candidate(n);
            for (Mask m = Mask(base_.cand[c.cell] & ~bit(c.digit)); m; m &= Mask(m - 1)) add(node_off(c.cell, lowest_digit(m)));
            for (auto p : t_.peers(c.cell))
                if (base_.cand[p] & bit(c.digit)) add(node_off(p, c.digit));
            if (!rule_weak_.empty())
                for (std::int32_t i = rule_weak_start_[std::size_t(n >> 1)]; i < rule_weak_start_[std::size_t(n >> 1) + 1]; ++i)
                    add(rule_weak_[std::size_t(i)]);
        } else {
            for (auto partner : partners_[std::size_t(n >> 1)]) {
                if (partner < 0) break;
                add(partner);
            }
        }
        adj_start[std::size_t(v + 1)] = int(adj.size());
    }
    // Tarjan, without recursion: `call` holds (node, next edge) pairs.
    comp.assign(std::size_t(M), -1);
    low.assign(std::size_t(M), 0);
    num.assign(std::size_t(M), -1);
    on_stack.assign(std::size_t(M), 0);
    reach.resize(std::size_t(M) * std::size_t(W));  // by component (at most M), zeroed when made
    thread_local std::vector<char> sink;              // a component of one node with no link out
    sink.resize(std::size_t(M));
    stack.clear();
    int counter = 0, comps = 0;
    thread_local std::vector<int> members;
    for (int root = 0; root < M; ++root) {
        if (num[std::size_t(root)] >= 0) continue;
        call.clear();
        call.push_back(root);
        call.push_back(adj_start[std::size_t(root)]);
        num[std::size_t(root)] = low[std::size_t(root)] = counter++;
        stack.push_back(root);
        on_stack[std::size_t(root)] = 1;
        while (!call.empty()) {
            const int v = call[call.size() - 2];
            int& e = call.back();
            if (e < adj_start[std::size_t(v + 1)]) {
                const int w = adj[std::size_t(e++)];
                if (num[std::size_t(w)] < 0) {
                    num[std::size_t(w)] = low[std::size_t(w)] = counter++;
                    stack.push_back(w);
                    on_stack[std::size_t(w)] = 1;
                    call.push_back(w);
                    call.push_back(adj_start[std::size_t(w)]);
                } else if (on_stack[std::size_t(w)]) {
                    low[std::size_t(v)] = std::min(low[std::size_t(v)], num[std::size_t(w)]);
                }
                continue;
            }
            call.resize(call.size() - 2);
            if (!call.empty()) {
                const int u = call[call.size() - 2];
                low[std::size_t(u)] = std::min(low[std::size_t(u)], low[std::size_t(v)]);
            }
            if (low[std::size_t(v)] != num[std::size_t(v)]) continue;
            // v is the root of a component: every component it reaches is done already.
            const int id = comps++;
            std::uint64_t* r = &reach[std::size_t(id) * std::size_t(W)];
            std::fill(r, r + W, 0);
            members.clear();
            for (;;) {
                const int w = stack.back();
                stack.pop_back();
                on_stack[std::size_t(w)] = 0;
                comp[std::size_t(w)] = id;
                members.push_back(w);
                r[w >> 6] |= std::uint64_t(1) << (w & 63);
                if (w == v) break;
            }
            sink[std::size_t(id)] = members.size() == 1 && adj_start[std::size_t(v)] == adj_start[std::size_t(v + 1)];
            for (int w : members)
                for (int k = adj_start[std::size_t(w)]; k < adj_start[std::size_t(w + 1)]; ++k) {
                    const int x = adj[std::size_t(k)], o = comp[std::size_t(x)];
                    if (o == id) continue;
                    if (sink[std::size_t(o)]) {  // most false candidates lead nowhere: one bit
                        r[x >> 6] |= std::uint64_t(1) << (x & 63);
                        continue;
                    }
                    const std::uint64_t* q = &reach[std::size_t(o) * std::size_t(W)];
                    for (int j = 0; j < W; ++j) r[j] |= q[j];
                }
        }
    }
    // Each bit of the closures' numbering as a node (padded to whole words).
    thread_local std::vector<int> node_of;
    node_of.assign(std::size_t(W) * 64, 0);
    for (int b = 0; b < M; ++b) node_of[std::size_t(b)] = (cand_id[std::size_t(b >> 1)] << 1) | (b & 1);
    for (int st : starts) {
        const int i = idx[std::size_t(st >> 1)];
        if (i < 0) continue;
        const std::uint64_t* r = &reach[std::size_t(comp[std::size_t(2 * i + (st & 1))]) * std::size_t(W)];
        bool bad = false;
        for (int j = 0; j < W && !bad; ++j) bad = (r[j] & (r[j] >> 1) & 0x5555555555555555ull) != 0;
        ok[std::size_t(st)] = !bad;
        if (bad) continue;
        NodeSet& k = known[std::size_t(st)];
        if (k.w.size() == std::size_t((nodes_ + 63) / 64)) k.clear();
        else k = NodeSet(t_.cells);
        // Nodes grow with the bits: each word of the set is made in a register, then stored once.
        std::uint64_t* out = k.w.data();
        int word = 0;
        std::uint64_t acc = 0;
        for (int j = 0; j < W; ++j) {
            const int* to = node_of.data() + j * 64;
            for (std::uint64_t v = r[j]; v; v &= v - 1) {
                const int b = to[__builtin_ctzll(v)];
                if ((b >> 6) != word) {
                    out[word] |= acc;
                    word = b >> 6;
                    acc = 0;
                }
                acc |= std::uint64_t(1) << (b & 63);
            }
        }
        out[word] |= acc;
    }
}

int Implications::ancestors(std::initializer_list<int> nodes) const {
    NodeSet& seen = seen_;
    std::vector<int>& stack = stack_;
    if (seen.w.empty()) seen = NodeSet(t_.cells);
    else seen.clear();
    stack.assign(nodes.begin(), nodes.end());
    int n = 0;
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        if (seen.has(v)) continue;
        seen.set(v);
        ++n;
        for (int i = 0; i < count_[slot(v)]; ++i) stack.push_back(pool_[std::size_t(first_[slot(v)] + i)]);
    }
    return n;
}

void Implications::edges_to(int n, std::vector<std::pair<int, int>>& out) const {
    NodeSet seen(t_.cells);
    std::vector<int> stack{n};
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        if (seen.has(v)) continue;
        seen.set(v);
        for (int i = 0; i < count_[slot(v)]; ++i) {
            int p = pool_[std::size_t(first_[slot(v)] + i)];
            out.push_back({p, v});
            stack.push_back(p);
        }
    }
}

std::vector<int> Implications::path_to(int n) const {
    std::vector<int> path{n};
    while (count_[slot(path.back())] && path.size() < std::size_t(nodes_))
        path.push_back(pool_[std::size_t(first_[slot(path.back())])]);
    return {path.rbegin(), path.rend()};
}

}  // namespace sudoku::logic
