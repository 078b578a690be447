// [SECTION] New games and links: generating by level and seed, daily puzzles, entered
// puzzles, share links and restoring the autosave.
#include <chrono>

#include "app.h"

#include "core/text/text.h"
#include "core/logic/grader.h"
#include "core/game/share.h"
#include "core/solve/solver.h"

namespace sudoku {
namespace {
// Work per frame on a new game: the page keeps drawing while the generator runs.
constexpr int kGenerateBudgetUs = 12000;

std::uint64_t fresh_seed() {
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    std::uint64_t x = std::uint64_t(t) * 0x9E3779B97F4A7C15ull;
    return (x ^ (x >> 29)) % 1'000'000'000ull + 1;  // short enough to read and share
}
}  // namespace

void App::start_generating(Level level, std::uint64_t seed) {
    job_level_ = level;
    job_seed_ = seed ? seed : fresh_seed();
    job_daily_ = false;
    GeneratorOptions o;
    o.seed = job_seed_;
    o.level = level;  // and the default symmetry, as `sudoku generate` uses
    job_.emplace(o);
    hint_.clear();
}

void App::finish_generating() {
    if (!job_ || !job_->step(kGenerateBudgetUs)) return;
    if (!job_->done()) {  // cancelled
        job_.reset();
        return;
    }
    const Generated& g = job_->result();
    GameInfo info{level_name(job_level_), job_seed_};
    std::string err = open_puzzle_solved(g.puzzle, g.solution, info);
    job_.reset();
    if (!err.empty()) toast(text::tr("toast.new_game_failed", {{"error", err}}), true);
    else toast(text::tr(job_daily_ ? "toast.daily_game" : "toast.new_game",
                        {{"level", ui::level_title(level_name(job_level_))}, {"seed", std::to_string(job_seed_)}}));
}

std::string App::open_puzzle_solved(const Grid& puzzle, const Grid& solution, GameInfo info) {
    Game g;
    std::string err = Game::create(g, puzzle, solution, std::move(info), game_.options());
    if (!err.empty()) return err;
    record_abandon();
    game_ = std::move(g);
    new_best_ = false;
    selected_ = -1;
    pad_digit_ = 0;
    colour_digit_ = 0;
    offer_.clear();
    offer_kept_.clear();
    hint_.clear();
    autosave();
    return {};
}

std::string App::open_puzzle(const Grid& puzzle, GameInfo info) {
    auto conflicts = find_conflicts(puzzle);
    if (!conflicts.empty()) return "conflict: " + describe(conflicts.front());
    SolveResult r = solve_fast(puzzle, 2);
    if (r.count == 0) return "this puzzle has no solution";
    if (r.count > 1) return "this puzzle has more than one solution, so it cannot be checked";
    if (info.level.empty()) info.level = level_name(grade(puzzle).level);
    return open_puzzle_solved(puzzle, r.solution, std::move(info));
}

std::string App::import_text(std::string_view text) {
    // A share link or fragment works here too.
    if (text.find("#p=") != std::string_view::npos || text.find("seed=") != std::string_view::npos)
        return open_fragment(text);
    ParseResult p = parse_grid(text);
    if (!p.ok) return p.error;
    std::string err = open_puzzle(p.grid, GameInfo{});
    if (err.empty()) toast(text::tr("toast.graded", {{"level", ui::level_title(game_.info().level)}}));
    return err;
}

std::string App::open_fragment(std::string_view fragment) {
    ShareParse s = parse_share_fragment(fragment);
    if (!s.ok) {
        toast(text::tr("toast.link_puzzle_bad", {{"error", s.error}}), true);
        return s.error;
    }
    if (s.link.has_puzzle) {
        if (game_.givens() == s.link.puzzle) return {};  // already playing it (e.g. after a reload)
        std::string err = open_puzzle(s.link.puzzle, GameInfo{});
        if (!err.empty()) toast(text::tr("toast.link_puzzle_unplayable", {{"error", err}}), true);
        else if (s.link.has_colours) {  // the sharer's colours, as the start of the game
            err = game_.set_start_colours(s.link.cell_colours, s.link.candidate_colours);
            autosave();
        }
        return err;
    }
    auto level = parse_level(s.link.level);
    if (!level) {
        std::string err = "unknown level '" + s.link.level + "'";
        toast(text::tr("toast.link_bad", {{"error", err}}), true);
        return err;
    }
    if (game_.info().seed == s.link.seed && game_.info().level == level_name(*level)) return {};
    start_generating(*level, s.link.seed);
    return {};
}

std::string App::restore(std::string_view save) {
    Game g;
    std::string err = Game::load(g, save);
    if (!err.empty()) {
        toast(text::tr("toast.restore_failed", {{"error", err}}), true);
        return err;
    }
    game_ = std::move(g);
    selected_ = -1;
    colour_digit_ = 0;
    hint_.clear();
    update_offer();
    return {};
}

}  // namespace sudoku
