// StepSearch: the easiest next step found over several calls, so that a frame-driven
// caller (the page's hint) never blocks on a long forcing-chain search.
#include <chrono>

#include "core/logic/logic_implication.h"

namespace sudoku {

struct StepSearch::State {
    CandidateGrid s;
    Technique hardest;
    bool explain;
    bool finished = false;
    bool quick_done = false;
    std::optional<Step> result;
    int technique = int(Technique::ContradictionChain);  // the forcing technique being tried
    std::vector<std::unique_ptr<logic::ForcingSearch>> searches;
    std::size_t next = 0;  // the search of `technique` being run
    bool started = false;

    // One unit of work; true when the search is over.
    bool unit();
};

bool StepSearch::State::unit() {
    if (finished) return true;
    if (!quick_done) {
        quick_done = true;
        Technique quick = int(hardest) < int(Technique::ContradictionChain) ? hardest : Technique::AlsXyWing;
        result = find_next_step(s, quick, explain);
        if (result || s.broken() || int(hardest) < int(Technique::ContradictionChain)) return finished = true;
        return false;
    }
    if (!started) {
        searches = logic::forcing_searches(s, Technique(technique));
        next = 0;
        started = true;
    }
    if (next < searches.size()) {
        if (!searches[next]->advance()) return false;
        Step step;
        if (logic::forcing_step(*searches[next], Technique(technique), step)) {
            result = std::move(step);
            return finished = true;
        }
        ++next;
        return false;
    }
    if (Technique(technique) == Technique::Trial) {  // no forcing search: one unit
        Step step;
        if (logic::trial_step(s, step)) result = std::move(step);
        return finished = true;
    }
    if (technique >= int(hardest)) return finished = true;
    ++technique;
    started = false;
    return false;
}

StepSearch::StepSearch(const CandidateGrid& s, Technique hardest, bool explain)
    : state_(std::make_unique<State>()) {
    state_->s = s;
    state_->hardest = hardest;
    state_->explain = explain;
}
StepSearch::~StepSearch() = default;
StepSearch::StepSearch(StepSearch&&) noexcept = default;
StepSearch& StepSearch::operator=(StepSearch&&) noexcept = default;

bool StepSearch::step(std::int64_t budget_us) {
    using clock = std::chrono::steady_clock;
    auto end = clock::now() + std::chrono::microseconds(budget_us);
    do {
        if (state_->unit()) return true;
    } while (clock::now() < end);
    return false;
}

bool StepSearch::done() const { return state_->finished; }
const std::optional<Step>& StepSearch::result() const { return state_->result; }
Technique StepSearch::trying() const {
    return state_->quick_done ? Technique(state_->technique) : Technique::FullHouse;
}

}  // namespace sudoku
