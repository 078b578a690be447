// The engine behind forcing chains: what follows from assuming one candidate true (or
// false). Nodes are "candidate true" (even numbers) or "candidate false" (odd, see
// node_on/node_off); each derived node remembers the nodes it was derived from, so a
// deduction can be shown as the chains that prove it and rated by their length.
#pragma once
#include <array>
#include <memory>
#include <vector>

#include "core/constraints/constraint_kind.h"
#include "core/logic/logic_internal.h"

namespace sudoku::logic {

// Node numbers for any geometry up to 16x16: "candidate true" is 2 * (cell * 16 + digit - 1),
// "candidate false" the next number (shifts, no division; flipping is n ^ 1). Sets of nodes
// size themselves to the cells in use, so the 9x9 classic keeps small sets.
constexpr int kNodes = kMaxCells * 32;
inline int node_on(int cell, int digit) { return (cell * 16 + digit - 1) * 2; }
inline int node_off(int cell, int digit) { return (cell * 16 + digit - 1) * 2 + 1; }
inline int node_on(Candidate c) { return node_on(c.cell, c.digit); }
inline int node_off(Candidate c) { return node_off(c.cell, c.digit); }
inline bool node_is_on(int n) { return !(n & 1); }
inline int node_flip(int n) { return n ^ 1; }
inline Candidate node_candidate(int n) { return {std::uint8_t(n >> 5), std::uint8_t(((n >> 1) & 15) + 1)}; }
// Nodes in use (true and false) on a position of `cells` cells.
inline int node_count(int cells) { return cells * 32; }

struct NodeSet {
    std::vector<std::uint64_t> w;
    NodeSet() = default;
    explicit NodeSet(int cells) : w(std::size_t((node_count(cells) + 63) / 64), 0) {}
    void clear() { std::fill(w.begin(), w.end(), 0); }
    void set(int n) {
        std::size_t i = std::size_t(n >> 6);
        if (i >= w.size()) w.resize(i + 1, 0);
        w[i] |= std::uint64_t(1) << (n & 63);
    }
    bool has(int n) const {
        std::size_t i = std::size_t(n >> 6);
        return i < w.size() && ((w[i] >> (n & 63)) & 1);
    }
    void operator|=(const NodeSet& o) {
        if (w.size() < o.w.size()) w.resize(o.w.size(), 0);
        for (std::size_t i = 0; i < o.w.size(); ++i) w[i] |= o.w[i];
    }
    void operator&=(const NodeSet& o) {
        for (std::size_t i = 0; i < w.size(); ++i) w[i] &= i < o.w.size() ? o.w[i] : 0;
    }
    bool empty() const {
        for (auto v : w)
            if (v) return false;
        return true;
    }
    // The true nodes first, then the false ones, each in candidate order.
    template <class F>
    void each(F f) const {
        constexpr std::uint64_t kOn = 0x5555555555555555ull;
        for (std::size_t i = 0; i < w.size(); ++i)
            for (std::uint64_t v = w[i] & kOn; v; v &= v - 1) f(int(i * 64) + __builtin_ctzll(v));
        for (std::size_t i = 0; i < w.size(); ++i)
            for (std::uint64_t v = w[i] & ~kOn; v; v &= v - 1) f(int(i * 64) + __builtin_ctzll(v));
    }
};

// How far the reasoning inside an assumption goes. Static: only the links of the
// position as it is (bivalue cells, conjugate pairs), as in Sudoku Explainer's forcing
// chains. Dynamic: singles on the position as it changes under the assumption. Nested
// (level >= 1): dynamic, and whenever the singles stop, the engine's own techniques up to
// a limit that grows with the level.
struct ChainMode {
    bool dynamic = false;
    int level = 0;
    // Dynamic on one digit only (SE's Nishio): a true candidate clears its digit's peers,
    // a house left with one place fills it; no links between the digits of a cell.
    bool one_digit = false;
};

class Implications {
public:
    Implications(const CandidateGrid& base, ChainMode mode);
    // Assumes node `start` and derives what follows; false when it led to a contradiction.
    bool run(int start);
    const NodeSet& known() const { return known_; }
    bool has(int n) const { return known_.has(n); }
    int conflict() const { return conflict_; }  // an on-node derived both true and false, or -1
    // Distinct nodes in the derivation of the given nodes, them included.
    int ancestors(std::initializer_list<int> nodes) const;
    // The derivation of `n` as (parent, child) edges, and its first-parent path from the start.
    void edges_to(int n, std::vector<std::pair<int, int>>& out) const;
    std::vector<int> path_to(int n) const;
    int inner_steps() const { return inner_steps_; }  // techniques applied inside (nested)
    // Static modes: for each of `starts`, what run() would know (known[start]) and whether it ends
    // without a contradiction (ok[start]), all at once from the fixed links (see the .cpp).
    void static_closures(const std::vector<int>& starts, std::vector<NodeSet>& known, std::vector<char>& ok) const;

private:
    void assign(int n, const std::int16_t* parents, int count);
    void assign1(int n, int parent) {
        std::int16_t p = std::int16_t(parent);
        assign(n, &p, 1);
    }
    void process(int n);
    void after_off(int cell, int digit);
    bool nested_step();

    const CandidateGrid& base_;
    ChainMode mode_;
    NodeSet known_;
    std::vector<std::int16_t> order_;
    std::vector<std::int16_t> pool_;
    // Per node: its parents in pool_, how many.
    std::vector<std::int32_t> first_;
    std::vector<std::uint8_t> count_;
    static std::size_t slot(int n) { return std::size_t(n); }
    void propagate_constraints(int cell);
    // The rules kind's pairs around each cell, to skip its call where none can filter (see .cpp).
    struct RulePairs {
        std::uint64_t serial = 0;                         // the topology's
        std::vector<std::int32_t> start;                  // per cell, into abc
        std::vector<std::array<std::uint8_t, 3>> abc;     // a pair's cells and cover
        std::vector<const Mask*> allow;                   // a pair's table (Prop::allow)
        GeometryPtr geometry;                             // the props' owner, kept
        std::vector<std::uint8_t> other;                  // the cell is in a prop that is not a pair
        std::vector<std::array<std::uint64_t, 4>> near;   // per cell: its pairs' cells
        int max_cover = 0;
    };
    static std::shared_ptr<const RulePairs> rule_pairs_of(const Topology& t);
    // Cells whose digits are at most the largest cover (rules kind): only near them can a pair filter.
    std::array<std::uint64_t, 4> small_{}, small0_{};
    bool rules_quiet(int cell) const;
    void rules_pairs(int cell, std::vector<Candidate>& out, std::vector<int>& reasons) const;
    int rules_kind_ = -1;  // its index in kinds_
    std::shared_ptr<const RulePairs> rule_pairs_;
    std::vector<const ConstraintKind*> kinds_;  // the constraint kinds present (dynamic modes)
    std::vector<std::shared_ptr<const void>> derived_;  // per kind: what it derived from the base position
    std::vector<std::pair<std::vector<Candidate>, std::vector<int>>> scratch_;
    std::vector<std::int16_t> pending_, flushing_;  // cells whose constraints are still to look at
    std::vector<std::uint8_t> pending_mark_;
    int depth_ = 0;
    const Topology& t_;
    int nodes_ = 0;                    // nodes in use
    std::array<Mask, kMaxCells> cur_{};
    // Dynamic: cells of a digit in a house (now, at the start), houses x (n + 1) digits.
    std::vector<std::uint16_t> pos_, pos0_;
    static std::uint16_t& pos_at(std::vector<std::uint16_t>& v, int h, int d) { return v[std::size_t(h * (kMaxSize + 1) + d)]; }
    // Static: the candidates a false candidate makes true (its cell's other one when the
    // cell is bivalue, the digit's other place in a house with two), -1 after the last;
    // indexed by candidate (node >> 1).
    std::vector<std::array<std::int16_t, 6>> partners_;
    // Static modes: what an on node turns off beyond its cell and peers (pairs a rule forbids).
    // by candidate: rule_weak_[rule_weak_start_[i] .. rule_weak_start_[i + 1]).
    std::vector<std::int16_t> rule_weak_;
    std::vector<std::int32_t> rule_weak_start_;
    int conflict_ = -1;
    int inner_steps_ = 0;
    // ancestors(): its walk's buffers, kept (it runs for every deduction a search weighs).
    mutable NodeSet seen_;
    mutable std::vector<int> stack_;
};

// One forcing-chain search, resumable: advance() propagates one candidate (both ways) and
// returns true when every candidate is done and the cell and unit intersections are made.
class ForcingSearch {
public:
    ForcingSearch(const CandidateGrid& s, ChainMode mode, bool contradictions, bool multiple, bool doubles);
    ~ForcingSearch();
    bool advance();
    struct State;
    State& state() { return *state_; }

private:
    std::unique_ptr<State> state_;
};

// The nesting depth of the forcing searches running (0: none, or the outer engine's own
// searches run outside the driver, as StepSearch does).
int forcing_depth();

// The forcing-chain techniques as resumable searches (logic_forcing.cpp): the searches to
// run for technique t, in order, and the step from a finished search (false when it found
// nothing that t accepts).
std::vector<std::unique_ptr<ForcingSearch>> forcing_searches(const CandidateGrid& s, Technique t);
bool forcing_step(ForcingSearch& search, Technique t, Step& out);

}  // namespace sudoku::logic
