// [SECTION] Typed-in, pasted and linked puzzles checked by the engine (engine_link.h): a
// variant's count to two (its rules can make that search long) and every puzzle's grade (a
// forcing chain over a constraint's rules can take a minute) run in the page's Web Worker,
// so the board keeps drawing. The game opens once the one solution is known, its level
// reading "grading…" until the grade lands. In process they run here in slices.
#include <algorithm>

#include "app.h"

#include "core/grid/puzzle_json.h"
#include "core/text/json.h"
#include "core/text/text.h"

namespace sudoku {
namespace {
std::string request(const char* op, const GeometryPtr& g, const Cells& givens) {
    json::Writer w;
    w.begin_object().field("op", op).field("grade", false).field("puzzle", format_puzzle_json(PuzzleText{g, givens, {}, {}, -1}));
    return w.end_object().str();
}
std::string answer_error(const json::Parsed& in) {
    const json::Value* e = in.ok ? in.value.find("error") : nullptr;
    return e && e->is_string() ? e->string : "the engine's answer could not be read";
}
}  // namespace

void App::cancel_import() {
    if (check_request_) engine_->cancel(check_request_);
    if (grade_request_) engine_->cancel(grade_request_);
    check_request_ = grade_request_ = 0;
}

void App::refuse_import(const std::string& error) {
    import_error_ = error;
    toast(text::tr(checking_.link ? "toast.link_puzzle_unplayable" : "toast.puzzle_refused", {{"error", error}}), true);
}

std::string App::check_variant(PuzzleText puzzle, std::vector<std::string> cosmetic, bool wait) {
    cancel_import();
    cancel_new_game();  // the newer wish wins
    import_error_.clear();
    checking_ = Checking{std::move(puzzle), std::move(cosmetic), opening_link_};
    check_request_ = engine_->request(request("check", checking_.puzzle.geometry, checking_.puzzle.givens));
    if (wait) return finish_check(engine_->wait(check_request_), true);
    toast(text::tr("toast.checking"));
    return {};
}

std::string App::finish_check(const std::string& answer, bool wait) {
    check_request_ = 0;
    const json::Parsed in = json::parse(answer);
    const json::Value* count = in.ok ? in.value.find("count") : nullptr;
    const json::Value* solution = in.ok ? in.value.find("solution") : nullptr;
    if (!count || !count->is_unsigned()) return answer_error(in);
    if (count->magnitude == 0) return "this puzzle has no solution";
    if (count->magnitude > 1) return "this puzzle has more than one solution, so it cannot be checked";
    PuzzleTextResult solved = solution && solution->is_string() ? parse_puzzle_text(solution->string) : PuzzleTextResult{};
    if (!solved.ok) return "the engine's answer could not be read: " + solved.error;
    const PuzzleText& p = checking_.puzzle;
    const bool graded = parse_level(p.level).has_value();
    std::string err = open_variant(p.geometry, p.givens, solved.puzzle.givens, GameInfo{graded ? p.level : "", std::nullopt});
    if (!err.empty()) return err;
    cosmetic_ = std::move(checking_.cosmetic);
    cosmetic_for_ = game_.geometry_ptr().get();
    if (graded) toast(text::tr("toast.graded", {{"level", ui::level_title(game_.info().level)}}));
    // A constraint puzzle's grade can take minutes: in the engine even when the call waits
    // (an embed's data-puzzle), its level "grading…" meanwhile.
    else start_grade(wait && !p.geometry->has_constraints());
    return {};
}

void App::start_grade(bool wait) {
    if (grade_request_) engine_->cancel(grade_request_);
    grade_request_ = engine_->request(request("grade", game_.geometry_ptr(), game_.cell_givens()));
    if (wait) finish_grade(engine_->wait(grade_request_));
}

void App::finish_grade(const std::string& answer) {
    grade_request_ = 0;
    const json::Parsed in = json::parse(answer);
    const json::Value* level = in.ok ? in.value.find("level") : nullptr;
    const json::Value* capped = in.ok ? in.value.find("capped") : nullptr;
    const json::Value* seconds = in.ok ? in.value.find("seconds") : nullptr;
    const bool stopped = capped && capped->is_bool() && capped->boolean;
    // Stopped at the engine's limit: the level so far and "+" ("expert+"), never a level
    // the puzzle may be above without saying so.
    if (!level || !level->is_string() || !game_.set_level(level->string + (stopped ? "+" : "")).empty()) {
        toast(text::tr("toast.puzzle_refused", {{"error", answer_error(in)}}), true);
        return;
    }
    autosave();
    sync_chooser();
    if (stopped)
        toast(text::tr("toast.graded_capped", {{"level", ui::level_title(level->string)},
                                                {"seconds", std::to_string(seconds && seconds->is_unsigned() ? seconds->magnitude : 0)}}));
    else
        toast(text::tr("toast.graded", {{"level", ui::level_title(game_.info().level)}}));
}

void App::think_import(double dt) {
    // In process, a slice a frame as a thinking hint's (a step of logic at least).
    const auto slice_us = std::int64_t(std::clamp(dt * 600.0, 12.0, 40.0) * 1000.0);
    if (check_request_) {
        if (auto a = engine_->poll(check_request_, slice_us)) {
            if (std::string err = finish_check(*a, false); !err.empty()) refuse_import(err);
        }
    } else if (grade_request_) {
        if (auto a = engine_->poll(grade_request_, slice_us)) finish_grade(*a);
    }
}

}  // namespace sudoku
