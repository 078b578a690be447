// [SECTION] Play input and moves: keyboard, pointer, pad and panel actions become Moves.
#include <algorithm>

#include "app.h"

#include "core/text/text.h"
#include "core/game/board_svg.h"
#include "core/game/share.h"
#include "core/grid/puzzle_json.h"
#include "core/grid/fpuzzles.h"
#include "ui/keys.h"
#include "ui/layout.h"
#include "ui/noinline.h"

namespace sudoku {

MoveResult App::apply(const Move& m) {
    MoveResult r = game_.apply(m);
    if (!r.error.empty()) {
        toast(r.error, true);
        return r;
    }
    if (!r.changed) return r;
    if (r.mistake) toast(text::tr(game_.lost() ? "toast.lost" : "toast.mistake"), true);
    if (r.mistake && game_.lost()) record_result(false);
    if (r.completed) {
        record_result(true);
        toast(text::tr(new_best_ ? "toast.solved_best" : "toast.solved", {{"time", ui::format_time(game_.elapsed_ms())}}));
    }
    if (hint_.stale(game_)) clear_hints();
    update_offer();
    autosave();
    return r;
}

void App::enter_digit(int digit, bool mark) {
    if (modes_.colouring) {
        if (ui::shift_held()) {  // Shift+digit picks the candidate to paint
            if (selected_ >= 0) modes_.colour_digit = modes_.colour_digit == digit || game_.value(selected_) ? 0 : digit;
            return;
        }
        if (std::string e = paint(digit); !e.empty()) toast(e, true);
        return;
    }
    if (modes_.filter_mode) {
        modes_.pick_filter(digit);
        return;
    }
    if (selected_ < 0 || game_.is_given(selected_)) {
        modes_.pad_digit = modes_.pad_digit == digit ? 0 : digit;  // nothing to write into: highlight it
        return;
    }
    const bool marks = mark || modes_.notes || ui::shift_held();
    if (marks) {
        if (game_.value(selected_) == 0) apply(Move::toggle_mark(prefs_.mark_kind, selected_, digit));
        return;
    }
    if (game_.value(selected_) == digit) apply(Move::erase(selected_));
    else apply(Move::set_digit(selected_, digit));
}

void App::erase_selected() {
    if (modes_.colouring) {  // colour mode: Erase takes the colour off
        if (selected_ >= 0 && game_.board().colour(selected_, modes_.colour_digit))
            apply(Move::set_colour(selected_, modes_.colour_digit, 0));
        return;
    }
    if (selected_ >= 0 && !game_.is_given(selected_)) apply(Move::erase(selected_));
}

void App::undo() {
    if (game_.undo()) {
        clear_hints();
        update_offer();
        autosave();
    }
}

void App::redo() {
    if (game_.redo()) {
        clear_hints();
        update_offer();
        autosave();
    }
}

void App::click_cell(int cell) {
    selected_ = cell;
    modes_.colour_digit = 0;
    if (prefs_.digit_first && modes_.pad_digit) {
        enter_digit(modes_.pad_digit);
        return;
    }
    modes_.pad_digit = 0;  // the highlight follows the selected cell's digit
}

SUDOKU_NOINLINE void App::handle_keys() {
    const ui::PlayKeys k = ui::read_play_keys(game_.size());
    if (k.text_input) return;
    if (tool_focus_ >= 0 && !k.ctrl) {  // the keyboard is in the Tools drawer
        tools_keys();
        return;
    }
    if (!k.ctrl && k.tools) {  // T: into the Tools drawer
        panel_.tools = 1;
        tool_focus_ = 0;
        redraw_ = 2;
        return;
    }
    if (k.ctrl) {
        if (k.ctrl_z) k.shift ? redo() : undo();
        if (k.ctrl_y) redo();
        return;
    }
    for (int d : k.letters) enter_digit(d);
    for (const auto& [dr, dc] : k.moves) {
        selected_ = ui::move_selection(selected_, dr, dc, game_.size());
        modes_.colour_digit = 0;  // a new cell is coloured whole until a candidate is picked
        if (!prefs_.digit_first) modes_.pad_digit = 0;
    }
    for (int d : k.digits) enter_digit(d);
    if (k.erase) erase_selected();
    if (k.notes) modes_.notes = !modes_.notes;
    if (k.colouring) modes_.set_colouring(!modes_.colouring);
    if (k.filter) modes_.toggle_filter();
    if (k.pairs) modes_.filter_pairs = !modes_.filter_pairs;
    auto say = [&](const std::string& e) { if (!e.empty()) toast(e, true); };
    if (k.savepoint) say(mark_savepoint());
    if (k.back) say(back_to_savepoint());
    if (k.singles) say(solve_singles());
    if (k.hint) ask_hint();
    if (k.pause && !game_.finished()) game_.set_paused(!game_.paused());
    if (k.escape) {
        if (result_open_) result_closed_ = true;  // the result card first
        else if (hint_.stage() != HintStage::None) clear_hints();
        else if (modes_.tools_on()) modes_.tools_off();  // tools first
        else {
            selected_ = -1;
            modes_.pad_digit = 0;
        }
    }
}

void App::ask_hint() {
    engine_->warm();  // the next hint may need chains: the engine loads meanwhile
    const bool fresh = hint_.stage() == HintStage::None || hint_.stale(game_);
    if (fresh && hint_request_) engine_->cancel(hint_request_), hint_request_ = 0;
    if (fresh) hint_presses_ = 0;
    if (!fresh && hint_.stage() == HintStage::Thinking) {
        ++hint_presses_;  // the stages it asks for follow when the step comes (think_hint)
        return;
    }
    // With a worker, only the quick techniques run here; a search for chains goes there (all
    // of it while the engine's code is still on its way to this page).
    if (!hint_.advance(game_, !engine_->here() ? -1 : engine_->elsewhere() ? 0 : 40'000)) {
        toast(text::tr(game_.completed() ? "toast.already_solved" : "toast.no_technique"));
        return;
    }
    if (fresh) {
        game_.note_hint();
        autosave();
    }
}

std::string App::why_wrong() {
    if (!hint_.can_explain_wrong() && !hint_.wrong_entry()) {
        bool wrong = false;
        for (const auto& c : game_.contradictions()) wrong = wrong || c.kind == Contradiction::Kind::WrongEntry;
        if (!wrong) return "no entry differs from the solution";
        clear_hints();
        ask_hint();  // reports the wrong entry first
    }
    if (hint_.wrong_entry()) return {};  // already explained
    if (!hint_.explain_wrong(game_)) return "the hint reports no wrong entry to explain (wrong marks come first: fix them)";
    return {};
}

void App::apply_hint() {
    auto m = hint_.apply_move();
    clear_hints();
    if (!m) return;
    // An elimination on a board without notes: the candidates go in first (in the player's
    // kind of notes), so what the step removes is seen to go and the rest stays on the board.
    bool notes = false;
    for (int c = 0; c < game_.cell_count() && !notes; ++c)
        notes = !game_.value(c) && (game_.marks(MarkKind::Corner, c) || game_.marks(MarkKind::Centre, c));
    const bool fill = m->kind == MoveKind::ApplyHint && !m->eliminations.empty() && !notes;
    if (fill) apply(Move::auto_candidates(prefs_.mark_kind));
    apply(*m);
    if (fill) toast(text::tr("toast.hint_filled"));
}

SUDOKU_NOINLINE void App::handle_panel(const ui::PanelActions& a) {
    auto say = [&](const std::string& e) { if (!e.empty()) toast(e, true); };
    if (a.pad) {
        if (modes_.colouring) say(paint(a.pad));
        else if (modes_.filter_mode) modes_.pick_filter(a.pad);
        else if (prefs_.digit_first) modes_.pad_digit = modes_.pad_digit == a.pad ? 0 : a.pad;
        else enter_digit(a.pad);
    }
    if (a.toggle_colouring) modes_.set_colouring(!modes_.colouring);
    if (a.toggle_filter) modes_.toggle_filter();
    if (a.toggle_pairs) modes_.filter_pairs = !modes_.filter_pairs;
    if (a.clear_colours) apply(Move::clear_colours());
    if (a.mark_savepoint) say(mark_savepoint());
    if (a.back_to_savepoint) say(back_to_savepoint());
    if (a.solve_singles) say(solve_singles());
    if (a.keep_playing) {
        offer_kept_ = game_.classic() ? rule_break(game_.values()) : rule_break(game_.geometry(), game_.cell_values());
        offer_.clear();
    }
    if (a.erase) erase_selected();
    if (a.undo) undo();
    if (a.redo) redo();
    if (a.toggle_notes) modes_.notes = !modes_.notes;
    if (a.hint) ask_hint();
    if (a.hint_apply) apply_hint();
    if (a.hint_close) clear_hints();
    if (a.hint_why) {
        std::string err = why_wrong();
        if (!err.empty()) toast(err, true);
    }
    if (a.show_by_search) show_by_search({});
    if (a.pause && !game_.finished()) game_.set_paused(!game_.paused());
    if (a.restart) {
        apply(Move::restart());
        clear_hints();
    }
    if (a.auto_candidates) apply(Move::auto_candidates(prefs_.mark_kind));
    if (a.clear_marks) apply(Move::clear_all_marks());
    if (a.options_changed) {
        game_.set_options(a.options);
        autosave();
    }
    // The page fetches the other languages' tables while the list is open, so the one picked
    // is there (else it is loaded synchronously when set; web/board/board.js).
    if (a.languages_shown && !languages_asked_) {
        languages_asked_ = true;
        outbox_.push_back({"want-languages", ""});
    }
    if (a.prefs_changed) save_prefs();
    if (a.reset_stats) {
        stats_.clear();
        save_stats();
        toast(text::tr("toast.stats_cleared"));
    }
    if (a.watch) {
        mode_ = Mode::Watch;
        watch_.offer_game(false);
        if (game_.classic()) watch_.set_game_source(game_.givens());  // a variant's cells are read at the start
    }
    if (a.new_game) {
        auto kind = parse_variant_kind(ui::kVariantWords[std::clamp(panel_.new_variant, 0, ui::kVariantChoices - 1)]);
        job_.daily = false;
        start_new_game(kind ? *kind : VariantKind{}, Level(panel_.new_level), 0);
    }
    if (a.open_sheet) open_sheet();
    if (a.daily) outbox_.push_back({"ask-daily", ""});
    if (a.cancel_generating) cancel_new_game();
    if (a.import_puzzle) outbox_.push_back({"ask-import", ""});
    if (a.save_picture && !game_.classic()) toast("The picture is made for the 9x9 classic only.", true);
    else if (a.save_picture) {  // as shown: with the hint's drawing when there is one
        SvgOptions o{600, prefs_.dark, true};
        if (hint_.drawing()) o.hint = &*hint_.drawing();
        outbox_.push_back({"download-svg", export_svg(o)});
    }
    if (a.export_puzzle) outbox_.push_back({"copy", export_puzzle_text()});
    if (a.copy_link) outbox_.push_back({"copy-link", share_link()});
    if (a.copy_fpuzzles) outbox_.push_back({"copy", export_fpuzzles_link()});
}

std::string App::export_puzzle_text() const {
    if (game_.classic()) return format_line(game_.givens());
    PuzzleText p;
    p.geometry = game_.geometry_ptr();
    p.givens = game_.cell_givens();
    return format_puzzle_json(p);
}

std::string App::export_fpuzzles_link() const {
    PuzzleText p;
    p.geometry = game_.geometry_ptr();
    p.givens = game_.cell_givens();
    return fpuzzles_link(p);
}

std::string App::export_svg(const SvgOptions& o) const {
    std::array<Mask, kCells> marks{};
    for (int c = 0; c < kCells; ++c) marks[c] = game_.marks(MarkKind::Centre, c) | game_.marks(MarkKind::Corner, c);
    return board_svg(game_.givens(), game_.values(), marks, o);
}

void App::autosave() {
    ++save_revision_;
    outbox_.push_back({"save", game_.save()});
}

void App::record_result(bool won) {
    const auto level = parse_level(game_.info().level);
    if (!level) return;  // the first example or an unnamed puzzle: not a level's game
    // Each variant keeps its own records ("9x9" is the classic's).
    const std::string variant = variant_kind_name(variant_kind_of(game_.geometry()));
    if (won) new_best_ = stats_.record_win(variant, *level, game_.elapsed_ms(), game_.hints_used() == 0 && game_.mistakes() == 0);
    else stats_.record_loss(variant, *level);
    save_stats();
}

void App::record_abandon() {
    const auto level = parse_level(game_.info().level);
    if (!level || game_.finished() || game_.history_size() == 0) return;
    stats_.record_abandon(variant_kind_name(variant_kind_of(game_.geometry())), *level);
    save_stats();
}

void App::save_stats() { outbox_.push_back({"stats", stats_.save()}); }

void App::save_prefs() {
    outbox_.push_back({"prefs", prefs_json()});
    apply_language();
}

void App::apply_language() {
    if (!text::set_language(prefs_.lang)) text::set_language(page_lang_);
    const std::string& now = text::language();
    if (now == lang_applied_) return;
    const bool first = lang_applied_.empty();
    lang_applied_ = now;
    redraw_ = 2;
    outbox_.push_back({"lang", now});
    if (first) return;
    // Sentences already made are in the old language: a hint starts again when asked.
    clear_hints();
    toast_.clear();
}

}  // namespace sudoku
