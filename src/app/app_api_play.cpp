// [SECTION] JavaScript API: the handlers of play's commands (select, enter, options, the
// panel's buttons, the result card, the new-game sheet) and of the tools (colours, filter,
// solve singles). The table that names them: app_api.cpp.
#include "app.h"

#include "core/logic/grader.h"
#include "ui/tools_panel.h"

namespace sudoku {

std::string App::api_select(int cell) {
    if (cell < -1 || cell >= game_.cell_count()) return api_fail("cell must be -1.." + std::to_string(game_.cell_count() - 1));
    selected_ = cell;
    modes_.colour_digit = 0;
    if (!prefs_.digit_first) modes_.pad_digit = 0;
    return api_ok();
}

std::string App::api_click(int cell) {  // as a tap on a cell
    if (cell < 0 || cell >= game_.cell_count()) return api_fail("cell must be 0.." + std::to_string(game_.cell_count() - 1));
    click_cell(cell);
    return api_ok();
}

std::string App::api_enter(int digit, bool note, bool pad) {
    if (digit < 0 || digit > game_.size()) return api_fail("digit must be 0.." + std::to_string(game_.size()));
    if (digit == 0) erase_selected();
    else if (pad) handle_panel([&] { ui::PanelActions a; a.pad = digit; return a; }());
    else enter_digit(digit, note);
    return api_ok();
}

std::string App::api_options(const ApiArgs& in) {
    GameOptions o = game_.options();
    int mode = in.num("mistakeMode", int(o.mistake_mode));
    if (mode < 0 || mode > 2) return api_fail("mistakeMode must be 0 (off), 1 (rules) or 2 (solution)");
    o.mistake_mode = MistakeMode(mode);
    o.mistake_limit = in.num("mistakeLimit", o.mistake_limit);
    o.auto_remove_marks = in.flag("autoRemoveMarks", o.auto_remove_marks);
    game_.set_options(o);
    autosave();
    return api_ok();
}

std::string App::api_action(const std::string& name) {  // a button of the panel, by name, through the same path as a press
    static const std::pair<const char*, bool ui::PanelActions::*> actions[] = {
        {"undo", &ui::PanelActions::undo}, {"redo", &ui::PanelActions::redo}, {"erase", &ui::PanelActions::erase},
        {"notes", &ui::PanelActions::toggle_notes}, {"hint", &ui::PanelActions::hint},
        {"hintApply", &ui::PanelActions::hint_apply}, {"hintClose", &ui::PanelActions::hint_close},
        {"whyWrong", &ui::PanelActions::hint_why}, {"showBySearch", &ui::PanelActions::show_by_search},
        {"pause", &ui::PanelActions::pause}, {"restart", &ui::PanelActions::restart},
        {"newGame", &ui::PanelActions::new_game}, {"daily", &ui::PanelActions::daily},
        {"import", &ui::PanelActions::import_puzzle}, {"copyLink", &ui::PanelActions::copy_link},
        {"copyPuzzle", &ui::PanelActions::export_puzzle}, {"fillCandidates", &ui::PanelActions::auto_candidates},
        {"clearMarks", &ui::PanelActions::clear_marks}, {"cancel", &ui::PanelActions::cancel_generating},
        {"watch", &ui::PanelActions::watch}, {"savePicture", &ui::PanelActions::save_picture},
        {"newGameSheet", &ui::PanelActions::open_sheet}, {"copyFpuzzles", &ui::PanelActions::copy_fpuzzles},
    };
    std::string names;
    for (const auto& [n, field] : actions) {
        if (name == n) {
            ui::PanelActions a;
            a.*field = true;
            handle_panel(a);
            return api_ok();
        }
        names += (names.empty() ? "" : ", ") + std::string(n);
    }
    return api_fail("unknown action '" + name + "' (" + names + ")");
}

// The result card's choices: close, same, another (then level).
std::string App::api_result(const std::string& choice, const std::optional<std::string>& level) {
    if (!result_open_ || result_closed_) return api_fail("no result card is shown");
    ui::ResultAction r;
    if (choice == "close" || choice == "see") r.close = true;
    else if (choice == "same") r.same = true;
    else if (choice == "another" && level) {
        auto l = parse_level(*level);
        if (!l) return api_fail("unknown level '" + *level + "'");
        r.level = int(*l);
    } else if (choice == "another") r.another = true;
    else return api_fail("choice must be close, see, same or another");
    result_choice(r);
    return api_ok();
}

// The new-game sheet: {open: bool}, or {tile: "easy" ... "killer"} starts its game.
std::string App::api_sheet(const std::optional<std::string>& tile, bool wait, bool open) {
    if (mode_ != Mode::Play) return api_fail("the new-game sheet is for play, not watch mode");
    if (tile) {
        std::string names;
        for (int t = 0; t < ui::kSheetTiles; ++t) {
            if (*tile == ui::sheet_tile_name(t)) {
                if (!panel_.sheet) open_sheet();
                sheet_tile(t);
                if (wait && job_.running()) finish_new_game();
                return api_ok();
            }
            names += std::string(t ? ", " : "") + ui::sheet_tile_name(t);
        }
        return api_fail("unknown tile '" + *tile + "' (" + names + ")");
    }
    if (open) {
        if (result_open_) result_closed_ = true;
        open_sheet();
    } else {
        panel_.sheet = false;
    }
    return api_ok();
}

// {cell, digit (0: the cell), colour (0 clears)}
std::string App::api_colour(int cell, int digit, int colour) {
    if (cell < 0 || cell >= game_.cell_count()) return api_fail("cell must be 0.." + std::to_string(game_.cell_count() - 1));
    if (digit < 0 || digit > game_.size())
        return api_fail("digit must be 0 (the cell) or 1.." + std::to_string(game_.size()) + " (a candidate)");
    if (colour < 0 || colour > kColours) return api_fail("colour must be 0 (clear) or 1.." + std::to_string(kColours));
    return api_done(apply(Move::set_colour(cell, digit, colour)).error);
}

// {digit: 0-9, pairs: bool}; absent keys keep their value.
std::string App::api_filter(int digit, bool pairs) {
    if (digit < 0 || digit > game_.size()) return api_fail("digit must be 0 (none) or 1.." + std::to_string(game_.size()));
    modes_.filter_digit = digit;
    modes_.filter_pairs = pairs;
    modes_.filter_mode = false;
    return api_ok();
}

std::string App::api_solve_singles() {
    int placed = 0;
    std::string err = solve_singles(&placed);
    if (!err.empty()) return api_fail(err);
    return api_ok_with("placed", placed);
}

}  // namespace sudoku
