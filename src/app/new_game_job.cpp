#include "new_game_job.h"

#include "core/text/json.h"
#include "core/text/text.h"

namespace sudoku {

void NewGameJob::start(const PuzzleOptions& o, EngineLink& engine, std::uint64_t frame) {
    cancel();
    options_ = o;
    json::Writer w;
    w.begin_object().field("op", "generate").field("variant", variant_kind_name(o.kind)).field("level", level_name(o.level));
    w.field("seed", o.seed).field("noGivens", o.no_givens).field("lang", text::language()).end_object();
    // The first board's kind (the classic up to expert: a few ms of work) never waits for
    // the engine to load.
    link_ = o.kind == VariantKind{} && int(o.level) <= int(Level::Expert) ? &local_ : &engine;
    waits_for_ = link_ == &local_ && int(o.level) >= int(Level::Hard) ? &engine : nullptr;
    request_ = w.str();
    id_ = waits_for_ && !waits_for_->here() ? 0 : link_->request(request_);
    frame_ = frame;
}

void NewGameJob::cancel() {
    if (link_ && id_) link_->cancel(id_);
    link_ = nullptr;
}

double NewGameJob::progress() const { return link_ ? link_->progress(id_) : 0.0; }

std::optional<NewGameJob::Made> NewGameJob::poll(std::uint64_t frame, std::int64_t budget_us) {
    if (!link_ || frame <= frame_ + 1) return std::nullopt;
    if (!id_) {
        if (!waits_for_->here()) return std::nullopt;
        id_ = link_->request(request_);
    }
    if (auto answer = link_->poll(id_, budget_us)) return read(*answer);
    return std::nullopt;
}

NewGameJob::Made NewGameJob::wait() {
    if (!id_) id_ = link_->request(request_);  // a call that waits: now, whatever it loads
    return read(link_->wait(id_));
}

NewGameJob::Made NewGameJob::read(const std::string& answer) {
    link_ = nullptr;
    Made m;
    m.options = options_;
    json::Parsed in = json::parse(answer);
    const json::Value* puzzle = in.ok ? in.value.find("puzzle") : nullptr;
    if (!puzzle || !puzzle->is_string()) {
        const json::Value* e = in.ok ? in.value.find("error") : nullptr;
        m.error = e && e->is_string() ? e->string : "the engine's answer could not be read";
    } else {
        m.text = parse_puzzle_text(puzzle->string);
        if (!m.text.ok) m.error = m.text.error;
    }
    return m;
}

}  // namespace sudoku
