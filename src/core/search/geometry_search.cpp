// GeometrySearch: construction, restart, snapshot/restore, the event loop, reading the state,
// and the event sentences. The strategies' steps live in geometry_search_steps.cpp and
// geometry_classic_search_dlx.cpp.
#include "core/search/geometry_search.h"

#include <algorithm>

#include "core/grid/rule_filter.h"
#include "core/search/geometry_search_internal.h"

namespace sudoku {

using namespace search_detail;

std::size_t GeometrySearchState::heap_bytes() const {
    return grid.capacity() + origin.capacity() * sizeof(Origin) +
           (used.capacity() + cage_used.capacity()) * sizeof(Mask) +
           (cage_sum.capacity() + cage_filled.capacity() + trail.capacity()) * sizeof(std::int16_t) +
           frames.capacity() * sizeof(Frame) + (heat.capacity() + erased_at.capacity()) * sizeof(std::uint64_t);
}

GeometrySearch::GeometrySearch(GeometryPtr geometry, const Cells& puzzle, Strategy strategy, SearchOptions options)
    : geometry_(std::move(geometry)), puzzle_(puzzle), strategy_(strategy), options_(options) {
    const Geometry& g = *geometry_;
    auto t = std::make_shared<Impl>();
    t->n = g.size();
    t->cells = g.cells();
    bool bad = int(puzzle_.size()) != t->cells;
    puzzle_.resize(std::size_t(t->cells), 0);
    t->killer = !g.cages().empty();
    if (t->killer) {
        const int n = t->n;
        t->combos.assign(std::size_t(n + 1), std::vector<std::vector<Mask>>(std::size_t(n * (n + 1) / 2 + 1)));
        for (unsigned m = 1; m < (1u << n); ++m) {
            int sum = 0;
            for (unsigned r = m; r; r &= r - 1) sum += lowest_digit(r);
            t->combos[std::size_t(popcount(m))][std::size_t(sum)].push_back(Mask(m));
        }
        for (const Cage& cage : g.cages()) t->cage_size.push_back(int(cage.cells.size()));
    }
    // The givens one by one, each checked as the search checks a try: together they break
    // no rule exactly when each is allowed by those before it.
    std::vector<Mask> used(g.houses().size(), 0), cage_used(g.cages().size(), 0);
    std::vector<int> cage_sum(g.cages().size(), 0), cage_filled(g.cages().size(), 0);
    for (int c = 0; c < t->cells; ++c) {
        const int d = puzzle_[std::size_t(c)];
        if (!d) {
            t->blanks.push_back(c);
            continue;
        }
        if (d > t->n) {
            bad = true;
            continue;
        }
        const Mask b = bit(d);
        for (int h : g.houses_of(c)) {
            if (used[std::size_t(h)] & b) bad = true;
            used[std::size_t(h)] |= b;
        }
        if (int k = g.cage_of(c); k >= 0) {
            const Cage& cage = g.cages()[std::size_t(k)];
            if (!cage.has_sum() ? (cage_used[std::size_t(k)] & b)
                                : !(t->allowed(int(cage.cells.size()) - cage_filled[std::size_t(k)],
                                               cage.sum - cage_sum[std::size_t(k)], cage_used[std::size_t(k)]) & b))
                bad = true;
            cage_used[std::size_t(k)] |= b;
            cage_sum[std::size_t(k)] += d;
            ++cage_filled[std::size_t(k)];
        }
    }
    t->blanks.push_back(0);
    if (g.has_constraints() && !bad && !rule_conflict(g, puzzle_).empty()) bad = true;
    t->refused = bad || !strategy_error(g, strategy).empty();
    if (strategy == Strategy::Dlx && !t->refused) {
        t->build_dlx(g);
        dlx_ = std::make_unique<Dlx>();
        dlx_->t = t.get();
    }
    impl_ = std::move(t);
    scratch_cand_.assign(std::size_t(g.cells()), 0);
    scratch_cage_.assign(g.cages().size(), 0);
    restart();
}

GeometrySearch::GeometrySearch(const GeometrySearch& o)
    : geometry_(o.geometry_), puzzle_(o.puzzle_), strategy_(o.strategy_), options_(o.options_), st_(o.st_),
      impl_(o.impl_), dlx_(o.dlx_ ? std::make_unique<Dlx>(*o.dlx_) : nullptr), scratch_cand_(o.scratch_cand_),
      scratch_cage_(o.scratch_cage_), scratch_rule_(o.scratch_rule_) {}

GeometrySearch& GeometrySearch::operator=(const GeometrySearch& o) {
    if (this != &o) *this = GeometrySearch(o);
    return *this;
}

GeometrySearch::GeometrySearch(GeometrySearch&&) noexcept = default;
GeometrySearch& GeometrySearch::operator=(GeometrySearch&&) noexcept = default;
GeometrySearch::~GeometrySearch() = default;

void GeometrySearch::restart() {
    const Geometry& g = *geometry_;
    const std::size_t cells = std::size_t(g.cells()), cages = g.cages().size();
    st_ = State{};
    st_.grid.assign(cells, 0);
    st_.origin.assign(cells, Origin::Blank);
    st_.used.assign(g.houses().size(), 0);
    st_.cage_used.assign(cages, 0);
    st_.cage_sum.assign(cages, 0);
    st_.cage_filled.assign(cages, 0);
    st_.frames.assign(cells + 1, {});
    st_.trail.assign(cells, 0);
    st_.heat.assign(cells, 0);
    st_.erased_at.assign(cells, 0);
    st_.blanks_left = int(cells);
    for (std::size_t c = 0; c < cells; ++c)
        if (puzzle_[c] && puzzle_[c] <= g.size()) write(int(c), puzzle_[c], Origin::Given);
    if (impl_->refused) {
        st_.phase = kFail;
        return;
    }
    if (strategy_ == Strategy::Classic) {
        st_.phase = kNext;
        st_.frames[0].cell = std::int16_t(impl_->blanks[0]);
        return;
    }
    st_.phase = kEnter;
    if (dlx_) dlx_reset();
}

void GeometrySearch::load(const State& s) {
    st_ = s;
    if (dlx_) dlx_rebuild();
}

void GeometrySearch::write(int cell, int digit, Origin how) {
    const Geometry& g = *geometry_;
    const Mask b = bit(digit);
    st_.grid[std::size_t(cell)] = std::uint8_t(digit);
    st_.origin[std::size_t(cell)] = how;
    for (int h : g.houses_of(cell)) st_.used[std::size_t(h)] |= b;
    if (int k = g.cage_of(cell); k >= 0) {
        st_.cage_used[std::size_t(k)] |= b;
        st_.cage_sum[std::size_t(k)] = std::int16_t(st_.cage_sum[std::size_t(k)] + digit);
        ++st_.cage_filled[std::size_t(k)];
    }
    --st_.blanks_left;
}

void GeometrySearch::erase(int cell) {
    const Geometry& g = *geometry_;
    const int digit = st_.grid[std::size_t(cell)];
    const Mask keep = Mask(~bit(digit));
    st_.grid[std::size_t(cell)] = 0;
    st_.origin[std::size_t(cell)] = Origin::Blank;
    for (int h : g.houses_of(cell)) st_.used[std::size_t(h)] &= keep;
    if (int k = g.cage_of(cell); k >= 0) {
        st_.cage_used[std::size_t(k)] &= keep;
        st_.cage_sum[std::size_t(k)] = std::int16_t(st_.cage_sum[std::size_t(k)] - digit);
        --st_.cage_filled[std::size_t(k)];
    }
    ++st_.blanks_left;
}

void GeometrySearch::emit(EventKind k, int cell, int digit, int house, Rule rule, int by, int cage) {
    st_.last_kind = k;
    st_.last = {k, std::int16_t(cell), std::int16_t(digit), std::int16_t(by), std::int16_t(house), rule, std::int16_t(cage)};
    ++st_.counters.steps;
}

Mask GeometrySearch::cage_allowed(int cage) const {
    const Cage& c = geometry_->cages()[std::size_t(cage)];
    const std::size_t k = std::size_t(cage);
    if (!c.has_sum()) return Mask(geometry_->all_digits() & ~st_.cage_used[k]);  // no sum: only no repeat
    return impl_->allowed(int(c.cells.size()) - st_.cage_filled[k], c.sum - st_.cage_sum[k], st_.cage_used[k]);
}

Mask GeometrySearch::rule_allowed(int cell) const {
    const Geometry& g = *geometry_;
    Mask m = g.all_digits(), local[kMaxCells];
    for (int p : g.rule_peers(cell))
        if (int d = st_.grid[std::size_t(p)]) m &= Mask(~bit(d));
    for (const Geometry::PropRef& r : g.prop_refs(cell)) {
        const Prop& p = g.props()[std::size_t(r.id)];
        int at = 0;
        for (int i = 0; i < int(p.cells.size()); ++i) {
            const int c = p.cells[std::size_t(i)], d = st_.grid[std::size_t(c)];
            local[i] = d && c != cell ? bit(d) : g.all_digits();
            if (c == cell) at = i;
        }
        m &= prop_filter(p, g.size(), local) ? local[at] : Mask(0);
    }
    return m;
}

void GeometrySearch::look() {
    for (std::size_t k = 0; k < scratch_cage_.size(); ++k) scratch_cage_[k] = cage_allowed(int(k));
    if (geometry_->has_constraints()) {
        scratch_rule_.resize(std::size_t(geometry_->cells()));
        for (int c = 0; c < geometry_->cells(); ++c)
            scratch_rule_[std::size_t(c)] = st_.grid[std::size_t(c)] ? 0 : rule_allowed(c);
    }
}

Mask GeometrySearch::looked(int cell) const {
    const Geometry& g = *geometry_;
    Mask used = 0;
    for (int h : g.houses_of(cell)) used |= st_.used[std::size_t(h)];
    Mask m = Mask(g.all_digits() & ~used);
    if (int k = g.cage_of(cell); k >= 0) m &= scratch_cage_[std::size_t(k)];
    if (g.has_constraints()) m &= scratch_rule_[std::size_t(cell)];
    return m;
}

Mask GeometrySearch::candidates(int cell) const {
    const Geometry& g = *geometry_;
    if (st_.grid[std::size_t(cell)]) return 0;
    Mask used = 0;
    for (int h : g.houses_of(cell)) used |= st_.used[std::size_t(h)];
    Mask m = Mask(g.all_digits() & ~used);
    if (int k = g.cage_of(cell); k >= 0) m &= cage_allowed(k);
    if (g.has_constraints()) m &= rule_allowed(cell);
    return m;
}

std::uint64_t GeometrySearch::run(std::uint64_t max_events) { return run_any(max_events, 0); }

std::uint64_t GeometrySearch::run_until(std::uint64_t max_events, EventMask stop) { return run_any(max_events, stop); }

Event GeometrySearch::step() { return run_any(1, 0) ? last_event() : Event{}; }

bool GeometrySearch::step_once() {
    if (st_.phase == kFail) {
        emit(EventKind::Exhausted);
        st_.result = SearchResult::None;
        st_.phase = kDone;
        return true;
    }
    switch (strategy_) {
    case Strategy::Classic: return step_classic();
    case Strategy::Mrv:
    case Strategy::Forward: return step_mrv();
    case Strategy::Dlx: return step_dlx();
    }
    return false;
}

std::uint64_t GeometrySearch::run_any(std::uint64_t budget, EventMask stop) {
    if (finished() || budget == 0) return 0;
    if (!search_detail::cap_budget(st_, options_.step_cap, budget)) return 0;
    std::uint64_t n = 0;
    while (n < budget && st_.phase != kDone)
        if (step_once()) {
            ++n;
            if (stop & event_bit(st_.last_kind)) break;
        }
    if (!finished() && options_.step_cap && st_.counters.steps >= options_.step_cap) {
        st_.result = SearchResult::Capped;
        st_.phase = kDone;
    }
    return n;
}

bool GeometrySearch::finished() const { return st_.result != SearchResult::Running; }
SearchResult GeometrySearch::result() const { return st_.result; }
const SearchCounters& GeometrySearch::counters() const { return st_.counters; }
Event GeometrySearch::last_event() const { return st_.last; }
Cells GeometrySearch::grid() const { return st_.grid; }
std::uint8_t GeometrySearch::digit(int cell) const { return st_.grid[std::size_t(cell)]; }
Origin GeometrySearch::origin(int cell) const { return st_.origin[std::size_t(cell)]; }
const std::vector<std::uint64_t>& GeometrySearch::heat() const { return st_.heat; }
std::uint64_t GeometrySearch::erased_at(int cell) const { return st_.erased_at[std::size_t(cell)]; }
int GeometrySearch::branch_cell(int level) const { return st_.frames[std::size_t(level)].cell; }
int GeometrySearch::branch_digit(int level) const { return st_.frames[std::size_t(level)].digit; }
int GeometrySearch::window_min_depth() const { return st_.window_min; }
int GeometrySearch::window_max_depth() const { return st_.window_max; }
void GeometrySearch::reset_depth_window() { st_.window_min = st_.window_max = st_.counters.depth; }

}  // namespace sudoku
