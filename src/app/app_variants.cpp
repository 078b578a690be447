// [SECTION] Variants: new games of any geometry (4x4 to 16x16, jigsaw, X, killer), their
// links and the JSON text form (their hints are the classic's HintSession). New games of every
// kind are made by the engine: app_engine.cpp.
#include <chrono>

#include "app.h"

#include "core/game/share.h"
#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/grid/fpuzzles.h"
#include "core/text/text.h"

namespace sudoku {
int variant_index(const Geometry& g) {
    const std::string word = variant_kind_name(variant_kind_of(g));
    for (int i = 0; i < ui::kVariantChoices; ++i)
        if (word == ui::kVariantWords[i]) return i;
    return 0;
}

std::string App::open_variant(GeometryPtr geometry, const Cells& givens, const Cells& solution, GameInfo info) {
    Game g;
    std::string err = Game::create(g, std::move(geometry), givens, solution, std::move(info), game_.options());
    if (!err.empty()) return err;
    record_abandon();
    game_ = std::move(g);
    new_best_ = false;
    result_closed_ = false, result_since_ = -1;  // a new game's win shows its card, drawn or not
    selected_ = -1;
    modes_.pad_digit = 0;
    modes_.colour_digit = 0;
    modes_.filter_digit = 0;
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
    if (p.geometry->has_constraints()) {  // f-puzzles' own data (its ?load= part), shorter than the JSON
        const std::string link = fpuzzles_link(p);
        const std::size_t at = link.find("load=");
        if (at != std::string::npos) return "#fpuz=" + link.substr(at + 5);
    }
    std::string why;
    if (std::string line = format_killer_short(*p.geometry, p.givens, why); why.empty())
        return "#puzzle=" + percent_encode(line);
    return "#puzzle=" + percent_encode(format_puzzle_json(p));
}

}  // namespace sudoku
