#include "hint_session.h"

#include <cctype>

namespace sudoku {

namespace {
CandidateGrid candidates_for(const Game& game) {
    const Grid values = game.values();
    std::array<Mask, kCells> marks{};
    for (int c = 0; c < kCells; ++c) marks[c] = game.marks(MarkKind::Centre, c);
    CandidateGrid s = CandidateGrid::from_marks(values, marks);
    if (s.broken()) s = CandidateGrid::from_grid(values);
    return s;
}
// The first slice: most positions are answered within it (patterns and chains).
constexpr std::int64_t kFirstSliceUs = 40'000;
}  // namespace

std::optional<Step> next_step_for(const Game& game) { return find_next_step(candidates_for(game)); }

bool HintSession::work(std::int64_t budget_us) {
    if (stage_ != HintStage::Thinking || !search_) return false;
    if (!search_->step(budget_us)) return false;
    step_ = search_->result();
    search_.reset();
    stage_ = step_ ? HintStage::House : HintStage::None;
    failed_ = !step_;
    return true;
}

bool HintSession::advance(const Game& game) {
    if (stale(game)) clear();
    if (stage_ == HintStage::None) {
        if (game.completed()) return false;
        board_ = game.board();
        auto contradictions = game.contradictions();
        if (!contradictions.empty()) {
            contradiction_ = contradictions.front();
            step_.reset();
            stage_ = HintStage::Pattern;  // nothing to reveal gradually: say it at once
            return true;
        }
        failed_ = false;
        search_ = std::make_unique<StepSearch>(candidates_for(game));
        stage_ = HintStage::Thinking;
        work(kFirstSliceUs);
        return stage_ != HintStage::None;
    }
    if (stage_ == HintStage::Thinking) return true;
    if (stage_ == HintStage::House) stage_ = HintStage::Technique;
    else if (stage_ == HintStage::Technique) stage_ = HintStage::Pattern;
    return true;
}

std::string HintSession::text() const {
    if (contradiction_) {
        std::string m = contradiction_->message();
        if (!m.empty()) m[0] = char(std::toupper(static_cast<unsigned char>(m[0])));
        return m + ": fix that first.";
    }
    if (stage_ == HintStage::Thinking && search_)
        return std::string("Thinking: trying ") + technique_name(search_->trying()) + "...";
    if (!step_) return {};
    const Step& s = *step_;
    switch (stage_) {
        case HintStage::House:
            return s.houses.empty() ? "Look at the highlighted cells."
                                    : "Look at " + house_name(s.houses.front()) + ".";
        case HintStage::Technique:
            return std::string("Try a ") + step_title(s) +
                   (s.houses.empty() ? "." : " in " + house_name(s.houses.front()) + ".");
        case HintStage::Pattern: return step_title(s) + ": " + s.explanation;
        case HintStage::Thinking:
        case HintStage::None: break;
    }
    return {};
}

std::vector<int> HintSession::highlight_cells() const {
    std::vector<int> out;
    if (contradiction_) return {contradiction_->cell};
    if (!step_) return out;
    if (stage_ == HintStage::House || stage_ == HintStage::Technique) {
        if (!step_->houses.empty())
            for (auto c : house_cells()[step_->houses.front()]) out.push_back(c);
        else out = step_->cells;
    } else if (stage_ == HintStage::Pattern) {
        out = step_->cells;
    }
    return out;
}

std::vector<int> HintSession::focus_cells() const {
    std::vector<int> out;
    if (contradiction_) return {contradiction_->cell};
    if (!step_ || stage_ != HintStage::Pattern) return out;
    for (const auto& p : step_->placements) out.push_back(p.cell);
    for (const auto& e : step_->eliminations) out.push_back(e.cell);
    return out;
}

std::optional<Move> HintSession::apply_move() const {
    if (contradiction_) {
        if (contradiction_->kind == Contradiction::Kind::WrongEntry) return Move::erase(contradiction_->cell);
        return Move::set_marks(contradiction_->marks, contradiction_->cell, 0);
    }
    if (!step_) return std::nullopt;
    std::vector<CellDigit> place, elim;
    for (const auto& p : step_->placements) place.push_back({p.cell, p.digit});
    for (const auto& e : step_->eliminations) elim.push_back({e.cell, e.digit});
    return Move::apply_hint(std::move(place), std::move(elim));
}

}  // namespace sudoku
