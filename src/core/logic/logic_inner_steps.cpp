#include "core/logic/logic_inner_steps.h"

#include <string>
#include <unordered_map>

#include "core/logic/topology.h"

namespace sudoku::logic {
namespace {

struct InnerKnown {
    int level = 0;  // the highest level whose techniques were tried here
    int at = -1;    // the index in lists[level] of the technique that found the step; -1: none
    Step step;
};

// Per thread, for one geometry at a time (a weak pointer: a freed topology's address is
// never taken for the one remembered). Cleared when full: a path through the hardest
// classic puzzles meets a few ten thousand positions.
struct InnerMemo {
    std::weak_ptr<const Topology> topo;
    bool classic = true;
    std::unordered_map<std::string, InnerKnown> known;
};
thread_local InnerMemo g_inner_memo;
constexpr std::size_t kMaxInnerKnown = 1 << 15;

Step trimmed_inner(Step&& s) {
    Step t;
    t.technique = s.technique;
    t.cells = std::move(s.cells);
    t.houses = std::move(s.houses);
    t.placements = std::move(s.placements);
    t.eliminations = std::move(s.eliminations);
    return t;
}

// The first step of lists[level][from ..] (the ones before it found nothing), and its index.
std::optional<Step> search_from(const CandidateGrid& h, const std::vector<Technique>& order, std::size_t from, int& at) {
    const std::vector<Technique> rest(order.begin() + long(from), order.end());
    auto step = find_first_step(h, rest, false);
    at = -1;
    if (!step) return std::nullopt;
    for (std::size_t i = from; i < order.size(); ++i)
        if (order[i] == step->technique) {
            at = int(i);
            break;
        }
    return trimmed_inner(std::move(*step));
}

}  // namespace

std::optional<Step> first_inner_step(const CandidateGrid& h, const std::vector<Technique>* lists, int level, bool remember) {
    const std::vector<Technique>& order = lists[level];
    int at = -1;
    if (!remember) return search_from(h, order, 0, at);
    InnerMemo& m = g_inner_memo;
    // Owner-equal: the same topology (or both the classic's, which has none).
    const bool same = !m.topo.owner_before(h.topo) && !h.topo.owner_before(m.topo) && m.classic == h.is_classic9();
    if (!same || m.known.size() >= kMaxInnerKnown) {
        m.known.clear();
        m.topo = h.topo;
        m.classic = h.is_classic9();
    }
    const int cells = h.cell_count();
    std::string key(std::size_t(cells) * (1 + sizeof(Mask)), '\0');
    char* k = key.data();
    for (int c = 0; c < cells; ++c) {
        *k++ = char(h.grid[std::size_t(c)]);
        const Mask v = h.cand[std::size_t(c)];
        *k++ = char(v & 0xff);
        *k++ = char(v >> 8);
    }
    auto [it, fresh] = m.known.try_emplace(std::move(key));
    InnerKnown& e = it->second;
    if (!fresh) {
        if (e.at >= 0) {
            // Found at e.level: the same step at any level whose list reaches that technique.
            if (e.level <= level || std::size_t(e.at) < order.size()) return e.step;
            return std::nullopt;
        }
        if (e.level >= level) return std::nullopt;
        // Nothing among lists[e.level]: only the techniques past them are left to try.
        auto step = search_from(h, order, lists[e.level].size(), at);
        e.level = level;
        e.at = at;
        if (step) e.step = *step;
        return step;
    }
    auto step = search_from(h, order, 0, at);
    e.level = level;
    e.at = at;
    if (step) e.step = *step;
    return step;
}

}  // namespace sudoku::logic
