// [SECTION] Work handed to the engine (engine_link.h): new games of every kind and the
// search of a hint that thinks. The page's link runs them in a Web Worker, so the board
// keeps drawing; in process they run here in slices, as before.
#include <algorithm>
#include <chrono>

#include "app.h"

#include "core/grid/puzzle_json.h"
#include "core/text/json.h"
#include "core/text/text.h"
#include "engine/step_json.h"

namespace sudoku {
namespace {
std::uint64_t fresh_seed() {
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    std::uint64_t x = std::uint64_t(t) * 0x9E3779B97F4A7C15ull;
    return (x ^ (x >> 29)) % 1'000'000'000ull + 1;  // short enough to read and share
}
}  // namespace

void App::clear_hints() {
    if (hint_request_) engine_->cancel(hint_request_);
    hint_request_ = 0;
    hint_presses_ = 0;
    hint_.clear();
}

void App::cancel_new_game() { job_.cancel(); }

void App::start_new_game(const VariantKind& kind, Level level, std::uint64_t seed) {
    clear_hints();
    cancel_new_game();
    cancel_import();
    PuzzleOptions o;
    o.kind = kind;
    o.level = level;
    o.no_givens = kind.variant == Variant::Killer && panel_.new_no_givens && !job_.daily;  // one daily for everybody
    o.seed = seed ? seed : fresh_seed();
    for (int i = 0; i < ui::kVariantChoices; ++i)  // the panel's chooser follows (what New game makes next)
        if (parse_variant_kind(ui::kVariantWords[i]) == kind) panel_.new_variant = i;
    job_.start(o, *engine_, frames_);
}

void App::finish_new_game(std::optional<NewGameJob::Made> made) {
    if (!job_.running() && !made) return;
    if (!made) made = job_.wait();
    const PuzzleOptions o = made->options;
    std::string err = made->error;
    const PuzzleText& p = made->text.puzzle;
    // The level asked for: a link remakes the same puzzle. A givens-free killer is shared as
    // its JSON line (links carry no such option).
    GameInfo info{level_name(o.level), o.no_givens ? std::nullopt : std::optional<std::uint64_t>(o.seed)};
    if (err.empty()) err = open_variant(p.geometry, p.givens, p.solution, info);
    // The 9x9 classic's toast names the level alone ("New Easy game, seed N.").
    std::string label = ui::level_title(level_name(o.level));
    if (!(o.kind == VariantKind{})) label = ui::variant_label(variant_kind_name(o.kind)) + " " + label;
    if (!err.empty()) toast(text::tr("toast.new_game_failed", {{"error", err}}), true);
    else toast(text::tr(job_.daily ? "toast.daily_game" : "toast.new_game", {{"level", label}, {"seed", std::to_string(o.seed)}}));
}

void App::think_hint(double dt) {
    think_slice(dt);
    if (hint_.stage() == HintStage::Thinking) return;
    // Hint pressed again while it thought: the stages asked for, at once.
    for (; hint_presses_ > 0; --hint_presses_)
        if (hint_.more()) hint_.advance(game_);
    hint_presses_ = 0;
}

void App::think_slice(double dt) {
    // In process, a slice per frame: 12 ms, or 60% of the frame interval where drawing is
    // slow (software GL, an old phone), so the answer comes sooner there.
    const auto slice_us = std::int64_t(std::clamp(dt * 600.0, 12.0, 40.0) * 1000.0);
    if (!engine_->elsewhere()) {
        if (hint_.work(slice_us) && hint_.failed()) toast(text::tr("toast.no_step"));
        return;
    }
    // A request for another search (the hint was closed and asked again in between) is dropped.
    const CandidateGrid& g = hint_.grid();
    if (hint_request_ && (hint_sent_.grid != g.grid || hint_sent_.cand != g.cand || hint_sent_.topo != g.topo)) {
        engine_->cancel(hint_request_);
        hint_request_ = 0;
    }
    if (!hint_request_) {
        hint_sent_ = g;
        json::Writer w;
        w.begin_object().field("op", "hint").field("lang", text::language()).raw(engine::grid_members(hint_.grid())).end_object();
        hint_request_ = engine_->request(w.str());
    }
    auto answer = engine_->poll(hint_request_, slice_us);  // the budget counts where it falls back to this thread
    if (!answer) return;
    hint_request_ = 0;
    std::optional<Step> step;
    json::Parsed in = json::parse(*answer);
    const json::Value* s = in.ok ? in.value.find("step") : nullptr;
    Step found;
    if (s && engine::step_from_json(*s, found)) step = std::move(found);
    hint_.finish(std::move(step));
    if (hint_.failed()) toast(text::tr("toast.no_step"));
}

std::string App::hint_text() const {
    if (hint_.stage() == HintStage::Thinking && engine_->elsewhere()) {
        if (engine_->loading()) return text::tr("hint.loading_engine");
        // The technique the worker is trying (its progress says), once it has said.
        const int t = hint_request_ ? engine_->trying(hint_request_) : -1;
        if (t >= 0 && t < kTechniques) return text::tr("hint.thinking", {{"technique", technique_title(Technique(t))}});
    }
    return hint_.text();
}

}  // namespace sudoku
