// Search: which engine takes a puzzle, its checkpoints; the names and sentences of every
// search's events.
#include "core/search/search.h"

#include <algorithm>
#include <utility>

namespace sudoku {

const char* strategy_name(Strategy s) {
    switch (s) {
    case Strategy::Classic: return "classic";
    case Strategy::Mrv: return "mrv";
    case Strategy::Forward: return "forward";
    case Strategy::Dlx: return "dlx";
    }
    return "?";
}

bool parse_strategy(std::string_view name, Strategy& out) {
    for (int i = 0; i < kStrategies; ++i)
        if (name == strategy_name(Strategy(i))) {
            out = Strategy(i);
            return true;
        }
    return false;
}

const char* result_name(SearchResult r) {
    switch (r) {
    case SearchResult::Running: return "running";
    case SearchResult::Solved: return "solved";
    case SearchResult::None: return "none";
    case SearchResult::Capped: return "capped";
    }
    return "?";
}

const char* event_kind_name(EventKind k) {
    static const char* names[kEventKinds] = {"none",     "try",       "reject", "place",    "propagate",
                                             "dead-end", "backtrack", "solved", "exhausted"};
    return names[int(k)];
}

std::string describe(const Event& e) {
    std::string s = event_kind_name(e.kind);
    auto digit = [&] { return " " + std::to_string(e.digit); };
    switch (e.kind) {
    case EventKind::Try:
    case EventKind::Place: return s + " " + cell_name(e.cell) + digit();
    case EventKind::Reject:
        return s + " " + cell_name(e.cell) + digit() + " by " + cell_name(e.by) + " " + house_name(e.house);
    case EventKind::Propagate:
        s += e.rule == Rule::HiddenSingle ? " hidden-single " : " naked-single ";
        s += cell_name(e.cell) + digit();
        if (e.rule == Rule::HiddenSingle) s += " in " + house_name(e.house);
        return s;
    case EventKind::DeadEnd:
        if (e.cell >= 0) return s + " " + cell_name(e.cell);
        return s + digit() + " in " + house_name(e.house);
    case EventKind::Backtrack:
        return s + " " + cell_name(e.cell) + digit() + (e.rule != Rule::None ? " propagated" : "");
    default: return s;
    }
}

std::string strategy_error(const Geometry& g, Strategy s) {
    if (s == Strategy::Dlx && !g.cages().empty())
        return "dlx: exact cover cannot express the sums of killer cages; use classic, mrv or forward";
    if (s == Strategy::Dlx && g.has_constraints())
        return "dlx: exact cover cannot express rules beyond houses; use classic, mrv or forward";
    return {};
}

std::string describe(const Geometry& g, const Event& e) {
    if (g.is_classic9()) return describe(e);  // the seeds' wording (tests and docs pin it)
    std::string s = event_kind_name(e.kind);
    const std::string digit = std::string(" ") + digit_char(e.digit);
    auto cell = [&](int c) { return " " + g.cell_name(c); };
    auto cage_at = [&] {
        const Cage& k = g.cages()[std::size_t(e.cage)];
        return "the cage at " + g.cell_name(k.cells.front()) + (k.has_sum() ? " (sum " + std::to_string(k.sum) + ")" : " (no sum)");
    };
    switch (e.kind) {
    case EventKind::Try:
    case EventKind::Place: return s + cell(e.cell) + digit;
    case EventKind::Reject:
        s += cell(e.cell) + digit + " by";
        if (e.cage >= 0 && e.cage < int(g.cages().size()))
            return e.by >= 0 ? s + cell(e.by) + " in " + cage_at() : s + " " + cage_at();
        return s + cell(e.by) + " in " + g.house_name(e.house);
    case EventKind::Propagate:
        s += e.rule == Rule::HiddenSingle ? " hidden-single" : " naked-single";
        s += cell(e.cell) + digit;
        if (e.rule == Rule::HiddenSingle) s += " in " + g.house_name(e.house);
        return s;
    case EventKind::DeadEnd:
        if (e.cell >= 0) return s + cell(e.cell);
        return s + digit + " in " + g.house_name(e.house);
    case EventKind::Backtrack: return s + cell(e.cell) + digit + (e.rule != Rule::None ? " propagated" : "");
    default: return s;
    }
}

std::size_t SearchState::heap_bytes() const {
    return classic.capacity() * sizeof(ClassicSearchState) + any.heap_bytes();
}

Search::Search(GeometryPtr geometry, const Cells& puzzle, Strategy strategy, SearchOptions options)
    : geometry_(std::move(geometry)), puzzle_(puzzle), strategy_(strategy), options_(options) {
    puzzle_.resize(std::size_t(geometry_->cells()), 0);
    bool digits9 = true;
    for (std::uint8_t d : puzzle_) digits9 = digits9 && d <= 9;
    if (geometry_->is_classic9() && digits9) {
        Grid grid;
        std::copy(puzzle_.begin(), puzzle_.end(), grid.cells.begin());
        classic_.emplace(grid, strategy, options);
    } else {
        any_.emplace(geometry_, puzzle_, strategy, options);
    }
}

Search::Search(const Grid& puzzle, Strategy strategy, SearchOptions options)
    : Search(Geometry::classic9(), Cells(puzzle.cells.begin(), puzzle.cells.end()), strategy, options) {}

Cells Search::grid() const {
    if (!classic_) return any_->grid();
    const Grid g = classic_->grid();
    return Cells(g.cells.begin(), g.cells.end());
}

SearchState Search::save() const {
    SearchState s;
    if (classic_) s.classic.push_back(classic_->save());
    else s.any = any_->save();
    return s;
}

void Search::load(const SearchState& s) {
    if (classic_) classic_->load(s.classic.front());
    else any_->load(s.any);
}

}  // namespace sudoku
