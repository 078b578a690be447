// A set of cells as two words (bit i = cell i), for finders that intersect peer sets.
#pragma once
#include "core/logic/logic_internal.h"

namespace sudoku::logic {

struct Cells {  // a set of cells, bit i = cell i
    std::uint64_t lo = 0, hi = 0;
    void set(int c) { (c < 64 ? lo : hi) |= std::uint64_t(1) << (c & 63); }
    bool has(int c) const { return ((c < 64 ? lo : hi) >> (c & 63)) & 1; }
    bool any() const { return lo | hi; }
    Cells operator&(const Cells& o) const { return {lo & o.lo, hi & o.hi}; }
    Cells operator|(const Cells& o) const { return {lo | o.lo, hi | o.hi}; }
    Cells operator-(const Cells& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
    bool operator==(const Cells& o) const { return lo == o.lo && hi == o.hi; }
    bool within(const Cells& o) const { return !(*this - o).any(); }
    template <class F>
    void each(F f) const {
        for (std::uint64_t v = lo; v; v &= v - 1) f(__builtin_ctzll(v));
        for (std::uint64_t v = hi; v; v &= v - 1) f(64 + __builtin_ctzll(v));
    }
};

inline const std::array<Cells, kCells>& peer_sets() {
    static const auto t = [] {
        std::array<Cells, kCells> p{};
        for (int c = 0; c < kCells; ++c)
            for (auto o : peers()[c]) p[std::size_t(c)].set(o);
        return p;
    }();
    return t;
}

}  // namespace sudoku::logic
