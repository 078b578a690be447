#include "core/logic/logic_implication.h"

namespace sudoku::logic {
namespace {

// A cell's three houses and its index inside each.
struct CellHouses {
    std::uint8_t house[3];
    std::uint8_t index[3];
};
struct HouseTable {
    CellHouses t[kCells];
    HouseTable() {
        const auto& hc = house_cells();
        int seen[kCells] = {};
        for (int h = 0; h < kHouses; ++h)
            for (int i = 0; i < 9; ++i) {
                int c = hc[h][i];
                t[c].house[seen[c]] = std::uint8_t(h);
                t[c].index[seen[c]] = std::uint8_t(i);
                ++seen[c];
            }
    }
};
const HouseTable& houses_of() {
    static const HouseTable table;
    return table;
}

thread_local int g_max_level = kMaxNesting;

// The techniques used inside an assumption at a nesting level, after the singles the
// propagation follows itself (as Sudoku Explainer's levels: basic techniques, then
// chains, then static forcing chains, then dynamic ones, then nesting again).
const std::vector<Technique>& inner_techniques(int level) {
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
    return levels[std::size_t(std::min(level, 4))];
}

}  // namespace

}  // namespace sudoku::logic

namespace sudoku {
int max_nesting_level() { return logic::g_max_level; }
void set_max_nesting_level(int level) { logic::g_max_level = std::max(1, std::min(level, kMaxNesting)); }
}  // namespace sudoku

namespace sudoku::logic {

const auto& kHouseCells = house_cells();
const auto& kPeers = peers();

Implications::Implications(const CandidateGrid& base, ChainMode mode)
    : base_(base), mode_(mode), first_(kNodes, 0), count_(kNodes, 0) {
    order_.reserve(kNodes);
    pool_.reserve(kNodes * 2);
    if (mode.dynamic) {
        const auto& ht = houses_of();
        for (int c = 0; c < kCells; ++c)
            for (Mask m = base.cand[c]; m; m &= Mask(m - 1))
                for (int k = 0; k < 3; ++k)
                    pos0_[ht.t[c].house[k]][lowest_digit(m)] |= std::uint16_t(1u << ht.t[c].index[k]);
        return;
    }
    partners_.assign(kCandidates, {-1, -1, -1, -1});
    const auto& ht = houses_of();
    for (int c = 0; c < kCells; ++c)
        for (Mask m = base.cand[c]; m; m &= Mask(m - 1)) {
            int d = lowest_digit(m), k = 0;
            auto& out = partners_[std::size_t(node_on(c, d))];
            if (count(base.cand[c]) == 2) out[std::size_t(k++)] = std::int16_t(node_on(c, lowest_digit(Mask(base.cand[c] & ~bit(d)))));
            for (int i = 0; i < 3; ++i) {
                int h = ht.t[c].house[i], other = -1, places = 0;
                for (int cell : kHouseCells[std::size_t(h)])
                    if (base.cand[cell] & bit(d)) {
                        ++places;
                        if (cell != c) other = cell;
                    }
                if (places == 2) out[std::size_t(k++)] = std::int16_t(node_on(other, d));
            }
        }
}

bool Implications::run(int start) {
    known_ = NodeSet{};
    order_.clear();
    pool_.clear();
    conflict_ = -1;
    inner_steps_ = 0;
    cur_ = base_.cand;
    if (mode_.dynamic) pos_ = pos0_;
    assign(start, nullptr, 0);
    std::size_t head = 0;
    for (;;) {
        while (head < order_.size() && conflict_ < 0) process(order_[head++]);
        if (conflict_ >= 0) return false;
        if (mode_.level == 0 || !nested_step()) break;
    }
    return conflict_ < 0;
}

void Implications::assign(int n, const std::int16_t* parents, int count) {
    if (known_.has(n) || conflict_ >= 0) return;
    first_[std::size_t(n)] = std::int32_t(pool_.size());
    count_[std::size_t(n)] = std::uint8_t(count);
    pool_.insert(pool_.end(), parents, parents + count);
    known_.set(n);
    if (known_.has(node_flip(n))) {
        conflict_ = node_is_on(n) ? n : node_flip(n);
        return;
    }
    order_.push_back(std::int16_t(n));
    if (!node_is_on(n)) {
        Candidate c = node_candidate(n);
        cur_[c.cell] &= Mask(~bit(c.digit));
        if (mode_.dynamic) after_off(c.cell, c.digit);
    }
}

// Dynamic singles: a cell with one candidate left, a house with one place left for a digit.
void Implications::after_off(int cell, int digit) {
    const auto& ht = houses_of().t[cell];
    std::int16_t parents[9];
    Mask left = cur_[cell];
    if (mode_.one_digit) {
        // no naked singles: only the digit's places in its houses
    } else if (count(left) == 1) {
        int np = 0;
        for (Mask m = Mask(base_.cand[cell] & ~left); m; m &= Mask(m - 1))
            parents[np++] = std::int16_t(node_off(cell, lowest_digit(m)));
        assign(node_on(cell, lowest_digit(left)), parents, np);
    } else if (!left) {
        // Every candidate of the cell is false: its last one is both true and false.
        int n = node_on(cell, digit);
        conflict_ = n;
    }
    for (int k = 0; k < 3 && conflict_ < 0; ++k) {
        int h = ht.house[k];
        auto& p = pos_[h][digit];
        p = std::uint16_t(p & ~(1u << ht.index[k]));
        if (count(p) != 1) continue;
        int target = kHouseCells[h][__builtin_ctz(p)];
        int np = 0;
        for (int i = 0; i < 9; ++i) {
            int c = kHouseCells[h][i];
            if (c != target && (base_.cand[c] & bit(digit))) parents[np++] = std::int16_t(node_off(c, digit));
        }
        assign(node_on(target, digit), parents, np);
    }
}

void Implications::process(int n) {
    Candidate c = node_candidate(n);
    if (node_is_on(n)) {
        if (!mode_.one_digit)
            for (Mask m = Mask(cur_[c.cell] & ~bit(c.digit)); m; m &= Mask(m - 1))
                assign1(node_off(c.cell, lowest_digit(m)), n);
        for (auto p : kPeers[c.cell])
            if (cur_[p] & bit(c.digit)) assign1(node_off(p, c.digit), n);
        return;
    }
    if (mode_.dynamic) return;  // singles already followed in assign
    for (auto partner : partners_[std::size_t(node_flip(n))]) {
        if (partner < 0) break;
        assign1(partner, n);
    }
}

// Nested: the position under the assumption, one step of the engine's own techniques.
bool Implications::nested_step() {
    CandidateGrid h;
    h.grid = base_.grid;
    h.cand = cur_;
    for (int i = 0; i < kCandidates; ++i)
        if (known_.has(i)) {
            Candidate c = node_candidate(i);
            h.grid[c.cell] = c.digit;
            h.cand[c.cell] = 0;
        }
    auto step = find_first_step(h, inner_techniques(mode_.level), false);
    if (!step) return false;
    ++inner_steps_;
    // Parents: what the assumption changed in the step's cells and houses.
    std::vector<std::int16_t> parents;
    auto note_cell = [&](int cell) {
        for (Mask m = base_.cand[cell]; m && parents.size() < 12; m &= Mask(m - 1)) {
            int d = lowest_digit(m);
            if (known_.has(node_off(cell, d))) parents.push_back(std::int16_t(node_off(cell, d)));
            else if (known_.has(node_on(cell, d))) parents.push_back(std::int16_t(node_on(cell, d)));
        }
    };
    for (int cell : step->cells) note_cell(cell);
    for (int house : step->houses)
        for (int cell : kHouseCells[house]) note_cell(cell);
    std::size_t before = order_.size();
    for (auto p : step->placements) assign(node_on(p), parents.data(), int(parents.size()));
    for (auto e : step->eliminations) assign(node_off(e), parents.data(), int(parents.size()));
    return order_.size() > before || conflict_ >= 0;
}

int Implications::ancestors(std::initializer_list<int> nodes) const {
    NodeSet seen;
    std::vector<int> stack(nodes.begin(), nodes.end());
    int n = 0;
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        if (seen.has(v)) continue;
        seen.set(v);
        ++n;
        for (int i = 0; i < count_[std::size_t(v)]; ++i) stack.push_back(pool_[std::size_t(first_[std::size_t(v)] + i)]);
    }
    return n;
}

void Implications::edges_to(int n, std::vector<std::pair<int, int>>& out) const {
    NodeSet seen;
    std::vector<int> stack{n};
    while (!stack.empty()) {
        int v = stack.back();
        stack.pop_back();
        if (seen.has(v)) continue;
        seen.set(v);
        for (int i = 0; i < count_[std::size_t(v)]; ++i) {
            int p = pool_[std::size_t(first_[std::size_t(v)] + i)];
            out.push_back({p, v});
            stack.push_back(p);
        }
    }
}

std::vector<int> Implications::path_to(int n) const {
    std::vector<int> path{n};
    while (count_[std::size_t(path.back())] && path.size() < kNodes)
        path.push_back(pool_[std::size_t(first_[std::size_t(path.back())])]);
    return {path.rbegin(), path.rend()};
}

}  // namespace sudoku::logic
