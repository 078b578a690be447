#include "core/game/hint_session.h"

#include <algorithm>
#include <cctype>

#include "core/logic/grade_any.h"
#include "core/logic/logic_internal.h"  // NamingScope: cell and house names of the geometry
#include "core/text/text.h"

namespace sudoku {
namespace {

// The first letter a capital (ASCII only: a sentence in the tables starts as it should).
std::string capitalised(std::string s) {
    if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

}  // namespace

const char* hint_stage_name(HintStage s) {
    switch (s) {
        case HintStage::House: return "house";
        case HintStage::Technique: return "technique";
        case HintStage::Pattern: return "pattern";
        case HintStage::Thinking: return "thinking";
        case HintStage::Check: return "check";
        case HintStage::None: break;
    }
    return "none";
}

CandidateGrid candidates_for(const Game& game) {
    if (!game.classic()) {  // any other geometry: the same rule, on its houses and cages
        const int cells = game.cell_count();
        std::vector<Mask> marks(std::size_t(cells), 0);
        for (int c = 0; c < cells; ++c) {
            const Mask centre = game.marks(MarkKind::Centre, c);
            marks[std::size_t(c)] = centre ? centre : game.marks(MarkKind::Corner, c);
        }
        CandidateGrid s = CandidateGrid::from_cells(game.geometry_ptr(), game.cell_values(), marks);
        if (s.broken()) s = CandidateGrid::from_cells(game.geometry_ptr(), game.cell_values());
        return s;
    }
    const Grid values = game.values();
    std::array<Mask, kCells> marks{};
    for (int c = 0; c < kCells; ++c) {  // the player's notes: centre ones, else positional (the default)
        const Mask centre = game.marks(MarkKind::Centre, c);
        marks[c] = centre ? centre : game.marks(MarkKind::Corner, c);
    }
    CandidateGrid s = CandidateGrid::from_marks(values, marks);
    if (s.broken()) s = CandidateGrid::from_grid(values);
    return s;
}

std::optional<Step> next_step_for(const Game& game) { return next_step(candidates_for(game)); }

bool HintSession::work(std::int64_t budget_us) {
    if (stage_ != HintStage::Thinking) return false;
    if (!search_) search_ = std::make_unique<StepSearch>(grid_);
    if (!search_->step(budget_us)) return false;
    finish(search_->result());
    return true;
}

void HintSession::finish(std::optional<Step> step) {
    if (stage_ != HintStage::Thinking) return;
    step_ = std::move(step);
    search_.reset();
    stage_ = step_ ? HintStage::House : HintStage::None;
    failed_ = !step_;
}

bool HintSession::advance(const Game& game, std::int64_t first_slice_us) {
    if (stale(game)) clear();
    if (stage_ == HintStage::None) {
        if (game.completed()) return false;
        board_ = game.board();
        auto contradictions = game.contradictions();
        if (!contradictions.empty()) {
            contradiction_ = contradictions.front();
            step_.reset();
            grid_ = candidates_for(game);  // its geometry names the cells
            stage_ = HintStage::Check;  // nothing to reveal gradually: say it at once
            return true;
        }
        failed_ = false;
        grid_ = candidates_for(game);
        search_.reset();
        stage_ = HintStage::Thinking;
        if (first_slice_us >= 0) work(first_slice_us);  // most positions are answered within 40 ms (patterns and chains)
        return stage_ != HintStage::None;
    }
    if (stage_ == HintStage::Thinking) return true;
    if (stage_ == HintStage::House) stage_ = HintStage::Technique;
    else if (stage_ == HintStage::Technique) {
        stage_ = HintStage::Pattern;
        if (step_) drawing_ = make_hint_drawing(grid_, *step_);
    }
    return true;
}

bool HintSession::can_explain_wrong() const {
    return contradiction_ && contradiction_->kind == Contradiction::Kind::WrongEntry && !wrong_;
}

bool HintSession::explain_wrong(const Game& game) {
    if (stale(game)) return false;
    if (!contradiction_ || contradiction_->kind != Contradiction::Kind::WrongEntry) return false;
    const int cell = contradiction_->cell;
    const Candidate assumed{std::uint8_t(cell), std::uint8_t(game.value(cell))};
    // The position the player's right entries make, without any wrong one: the chain
    // starts from assuming the entry there.
    const Geometry& geo = game.geometry();
    Cells g = game.cell_givens();
    for (int c = 0; c < geo.cells(); ++c)
        if (game.check(c) == CellCheck::Right) g[std::size_t(c)] = std::uint8_t(game.value(c));
    grid_ = CandidateGrid::from_cells(game.geometry_ptr(), g);
    wrong_ = assumed;
    step_.reset();
    drawing_.reset();
    wrong_reason_.clear();
    const logic::NamingScope naming(grid_.topology());
    const std::string digit(1, digit_char(assumed.digit));
    if (!(grid_.cand[std::size_t(cell)] & bit(assumed.digit))) {
        // A digit that repeats a right one: the house they share says why (a cage or a
        // diagonal has no sentence of its own: the plain one below).
        for (const House& h : geo.houses()) {
            if (std::find(h.cells.begin(), h.cells.end(), cell) == h.cells.end()) continue;
            const char* key = h.kind == HouseKind::Row ? "hint.wrong_repeats_row"
                              : h.kind == HouseKind::Column ? "hint.wrong_repeats_column"
                              : h.kind == HouseKind::Box ? "hint.wrong_repeats_box" : nullptr;
            if (!key) continue;
            for (int p : h.cells)
                if (p != cell && g[std::size_t(p)] == assumed.digit) {
                    wrong_reason_ = text::tr(key, {{"digit", digit}, {"cell", logic::name_cell(cell)}, {"other", logic::name_cell(p)}});
                    break;
                }
            if (!wrong_reason_.empty()) break;
        }
    } else if (auto step = explain_contradiction(grid_, assumed)) {
        step_ = std::move(step);
        if (step_->explanation.empty()) step_->explanation = explain_step(*step_);
        fill_drawing(*step_);
        drawing_ = make_hint_drawing(grid_, *step_);
    }
    if (!step_ && wrong_reason_.empty())
        wrong_reason_ = text::tr("hint.wrong_no_chain", {{"digit", digit}, {"cell", logic::name_cell(cell)}});
    stage_ = HintStage::Pattern;
    return true;
}

std::string HintSession::title() const {
    if (stage_ == HintStage::Check) return text::tr("hint.check_title");
    if (!step_ || stage_ == HintStage::None || stage_ == HintStage::House) return {};
    return step_title(*step_);
}

std::string HintSession::text() const {
    const logic::NamingScope naming(grid_.topology());  // cells and houses as the geometry names them
    if (wrong_) {
        if (!step_) return wrong_reason_;
        return text::tr("hint.why_not", {{"cell", logic::name_cell(wrong_->cell)}, {"digit", logic::name_digit(wrong_->digit)},
                                         {"text", step_->explanation}});
    }
    if (stage_ == HintStage::Thinking && search_)
        return text::tr("hint.thinking", {{"technique", technique_title(search_->trying())}});
    if (contradiction_) return text::tr("hint.fix_first", {{"problem", capitalised(contradiction_->message())}});
    if (!step_) return {};
    const Step& s = *step_;
    switch (stage_) {
        case HintStage::House:
            return s.houses.empty() ? text::tr("hint.look_cells")
                                    : text::tr("hint.look_house", {{"house", logic::name_house(s.houses.front())}});
        case HintStage::Technique:
            return s.houses.empty() ? text::tr("hint.try", {{"a_technique", text::with_article(step_title(s))}})
                                    : text::tr("hint.try_in", {{"a_technique", text::with_article(step_title(s))},
                                                               {"in_house", logic::name_house(s.houses.front(), "in")}});
        case HintStage::Pattern: return text::tr("hint.pattern", {{"title", step_title(s)}, {"text", s.explanation}});
        case HintStage::Thinking:
        case HintStage::Check:
        case HintStage::None: break;
    }
    return {};
}

std::vector<int> HintSession::highlight_cells() const {
    std::vector<int> out;
    if (contradiction_ && !(wrong_ && step_)) return {contradiction_->cell};
    if (!step_) return out;
    if (stage_ == HintStage::House || stage_ == HintStage::Technique) {
        const Geometry& g = grid_.geometry();
        const int h = step_->houses.empty() ? -1 : step_->houses.front();
        if (h >= 0 && h < int(g.houses().size()))
            for (auto c : g.houses()[std::size_t(h)].cells) out.push_back(c);
        else if (!step_->cages.empty() && step_->cages.front() < int(g.cages().size()))
            for (auto c : g.cages()[std::size_t(step_->cages.front())].cells) out.push_back(c);
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
