// [SECTION] Variants: new games of any geometry (4x4 to 16x16, jigsaw, X, killer), their
// links and the JSON text form (their hints are the classic's HintSession). The 9x9 classic
// is made by the same PuzzleJob (which runs its own generator and bank).
#include <chrono>

#include "app.h"

#include "core/game/share.h"
#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/text/text.h"

namespace sudoku {
namespace {
std::uint64_t fresh_seed() {
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    std::uint64_t x = std::uint64_t(t) * 0x9E3779B97F4A7C15ull;
    return (x ^ (x >> 29)) % 1'000'000'000ull + 1;  // short enough to read and share
}
}  // namespace

int variant_index(const Geometry& g) {
    const std::string word = variant_kind_name(variant_kind_of(g));
    for (int i = 0; i < ui::kVariantChoices; ++i)
        if (word == ui::kVariantWords[i]) return i;
    return 0;
}

void App::clear_hints() { hint_.clear(); }

void App::start_new_game(const VariantKind& kind, Level level, std::uint64_t seed) {
    clear_hints();
    PuzzleOptions o;
    o.kind = kind;
    o.level = level;
    o.no_givens = kind.variant == Variant::Killer && panel_.new_no_givens && !job_daily_;  // one daily for everybody
    o.seed = seed ? seed : fresh_seed();
    for (int i = 0; i < ui::kVariantChoices; ++i)  // the panel's chooser follows (what New game makes next)
        if (parse_variant_kind(ui::kVariantWords[i]) == kind) panel_.new_variant = i;
    job_.emplace(o);
    job_frame_ = frames_;
}

void App::finish_new_game() {
    if (!job_) return;
    while (!job_->step()) {
    }
    const PuzzleOptions o = job_->options();
    const GeneratedPuzzle p = job_->result();
    job_.reset();
    // The level asked for: a link remakes the same puzzle. A givens-free killer is shared as
    // its JSON line (links carry no such option).
    GameInfo info{level_name(o.level), o.no_givens ? std::nullopt : std::optional<std::uint64_t>(o.seed)};
    std::string err = open_variant(p.geometry, p.givens, p.solution, info);
    // The 9x9 classic's toast names the level alone ("New Easy game, seed N.").
    std::string label = ui::level_title(level_name(o.level));
    if (!(o.kind == VariantKind{})) label = ui::variant_label(variant_kind_name(o.kind)) + " " + label;
    if (!err.empty()) toast(text::tr("toast.new_game_failed", {{"error", err}}), true);
    else toast(text::tr(job_daily_ ? "toast.daily_game" : "toast.new_game", {{"level", label}, {"seed", std::to_string(o.seed)}}));
}

std::string App::open_variant(GeometryPtr geometry, const Cells& givens, const Cells& solution, GameInfo info) {
    Game g;
    std::string err = Game::create(g, std::move(geometry), givens, solution, std::move(info), game_.options());
    if (!err.empty()) return err;
    record_abandon();
    game_ = std::move(g);
    new_best_ = false;
    selected_ = -1;
    pad_digit_ = 0;
    colour_digit_ = 0;
    filter_digit_ = 0;
    offer_.clear();
    offer_kept_.clear();
    clear_hints();
    sync_chooser();
    autosave();
    return {};
}

namespace {
std::string percent_encode(const std::string& s) {
    static const char hex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char ch : s) {
        if (std::isalnum(ch) || ch == '-' || ch == '_' || ch == '.' || ch == '~') out += char(ch);
        else out += {'%', hex[ch >> 4], hex[ch & 15]};
    }
    return out;
}
}  // namespace

// "#variant=killer&seed=12&level=easy" for a generated game (the same seed makes the same
// puzzle); "#puzzle=<the short killer form>" for a 9x9 killer without givens the short form
// holds (81 characters, not a JSON line of ~1000); "#puzzle=<the JSON line>" for any other.
std::string variant_share_fragment(const Game& game) {
    const std::string word = variant_kind_name(variant_kind_of(game.geometry()));
    if (game.info().seed && parse_level(game.info().level))
        return "#variant=" + word + "&seed=" + std::to_string(*game.info().seed) + "&level=" + game.info().level;
    PuzzleText p;
    p.geometry = game.geometry_ptr();
    p.givens = game.cell_givens();
    std::string why;
    if (std::string line = format_killer_short(*p.geometry, p.givens, why); why.empty())
        return "#puzzle=" + percent_encode(line);
    return "#puzzle=" + percent_encode(format_puzzle_json(p));
}

}  // namespace sudoku
