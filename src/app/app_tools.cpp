// [SECTION] Tools: colouring, filters, savepoints and solve singles. The game keeps the
// colours and savepoints (saved, undoable); colour mode, the colour target and filters
// are UI state, like the selection (input_modes.h).
#include "app.h"
#include "core/text/text.h"
#include "core/game/share.h"
#include "ui/play_panel.h"
#include "ui/noinline.h"

namespace sudoku {

std::string App::paint(int colour) {
    if (selected_ < 0) return text::tr("tools.pick_cell");
    const int now = game_.board().colour(selected_, modes_.colour_digit);
    const int k = colour == now ? 0 : colour;  // the same colour again clears it
    if (!k && !now) return {};
    MoveResult r = apply(Move::set_colour(selected_, modes_.colour_digit, k));
    return r.error;
}

std::string App::mark_savepoint() {
    MoveResult r = apply(Move::mark_savepoint());
    if (!r.error.empty()) return r.error;
    toast(text::tr("tools.savepoint_marked", {{"n", std::to_string(game_.savepoint_count())},
                                               {"time", ui::format_time(game_.elapsed_ms())}}));
    return {};
}

std::string App::back_to_savepoint() {
    if (!game_.savepoint_count()) return text::tr("tools.no_savepoint");
    const std::uint64_t when = game_.savepoints()->elapsed_ms;
    MoveResult r = apply(Move::back_to_savepoint());
    if (!r.error.empty()) return r.error;
    offer_.clear();
    toast(text::tr("tools.back_done", {{"time", ui::format_time(when)}}));
    return {};
}

std::string App::solve_singles(int* placed) {
    int before = 0;
    for (int c = 0; c < game_.cell_count(); ++c) before += game_.value(c) == 0;
    MoveResult r = apply(Move::solve_singles());
    if (!r.error.empty()) return r.error;
    int after = 0;
    for (int c = 0; c < game_.cell_count(); ++c) after += game_.value(c) == 0;
    if (placed) *placed = before - after;
    if (!r.completed) toast(text::tr("tools.filled", {{"n", std::to_string(before - after)}}));
    return {};
}

void App::update_offer() {
    std::string why = !game_.savepoint_count() || game_.finished() ? std::string()
                      : game_.classic()                          ? rule_break(game_.values())
                                                                 : rule_break(game_.geometry(), game_.cell_values());
    if (why.empty()) offer_kept_.clear();
    offer_ = why == offer_kept_ ? std::string() : why.empty() ? why
           : text::tr("tools.offer", {{"why", why}});
}

SUDOKU_NOINLINE void App::press_board(float x, float y) {
    // The magnified row first: its cells lie over others of the board.
    const ui::BoardGeometry& g = loupe_.shown && loupe_.strip.contains(x, y) ? loupe_.zoomed : geo_;
    const int hit = g.hit(x, y);
    if (hit < 0) return;
    held_ = false;
    if (!modes_.colouring) {
        click_cell(hit);
        return;
    }
    // Colour mode: a tap on a candidate the cell shows (or has painted) picks it.
    selected_ = hit;
    const int d = g.candidate_at(x, y);
    const bool shows = !game_.value(hit) && d &&
                       ((game_.marks(MarkKind::Centre, hit) | game_.marks(MarkKind::Corner, hit)) & bit(d) ||
                        game_.board().colour(hit, d));
    modes_.colour_digit = shows ? d : 0;
}

SUDOKU_NOINLINE void App::hold_board() {
    if (held_) return;
    held_ = true;
    // A long press (a phone's right click) turns colour mode on or off on that cell.
    modes_.set_colouring(!modes_.colouring);
    toast(text::tr(modes_.colouring ? "tools.colour_mode_on" : "tools.colour_mode_off"));
}

std::string App::share_link() const {
    if (!game_.classic()) return variant_share_fragment(game_);
    const auto& info = game_.info();
    const Board& b = game_.board();
    if (prefs_.share_colours && b.has_colours())  // colours need the puzzle itself
        return share_fragment(game_.givens()) + share_colours(b.cell_colour, b.candidate_colour);
    return info.seed ? share_fragment(*info.seed, info.level) : share_fragment(game_.givens());
}

}  // namespace sudoku
