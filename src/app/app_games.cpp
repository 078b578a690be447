// [SECTION] New games and links: generating by level and seed, daily puzzles, entered
// puzzles, share links and restoring the autosave.
#include <chrono>

#include "app.h"

#include "core/text/text.h"
#include "core/logic/grader.h"
#include "core/game/share.h"
#include "core/solve/solver.h"
#include "core/grid/killer_text.h"
#include "core/grid/puzzle_json.h"
#include "core/grid/fpuzzles.h"
#include "core/logic/grade_any.h"

namespace sudoku {
std::string App::open_puzzle_solved(const Grid& puzzle, const Grid& solution, GameInfo info) {
    Game g;
    std::string err = Game::create(g, puzzle, solution, std::move(info), game_.options());
    if (!err.empty()) return err;
    record_abandon();
    game_ = std::move(g);
    new_best_ = false;
    result_closed_ = false, result_since_ = -1;  // a new game's win shows its card, drawn or not
    selected_ = -1;
    modes_.pad_digit = 0;
    modes_.colour_digit = 0;
    offer_.clear();
    offer_kept_.clear();
    clear_hints();
    sync_chooser();
    autosave();
    return {};
}

std::string App::open_puzzle(const Grid& puzzle, GameInfo info, bool wait) {
    auto conflicts = find_conflicts(puzzle);
    if (!conflicts.empty()) return "conflict: " + describe(conflicts.front());
    // The classic's count to two takes microseconds: here, so the puzzle shows at once.
    SolveResult r = solve_fast(puzzle, 2);
    if (r.count == 0) return "this puzzle has no solution";
    if (r.count > 1) return "this puzzle has more than one solution, so it cannot be checked";
    cancel_import();
    const bool graded = !info.level.empty();
    std::string err = open_puzzle_solved(puzzle, r.solution, std::move(info));
    if (err.empty() && !graded) start_grade(wait);  // the grade can take seconds: the engine's
    return err;
}

std::string App::import_text(std::string_view text, bool wait) {
    // The JSON line of any puzzle (a variant's, or a classic's), or a killer in the short or
    // long form players trade (killer_text.h).
    // f-puzzles JSON and links (f-puzzles.com/?load=, sudokupad.app/fpuzzles...) too: their
    // unknown rules are refused by name, their cosmetic parts listed beside the rules.
    std::size_t first = text.find_first_not_of(" \t\r\n");
    const bool fpuz = first != std::string_view::npos && is_fpuzzles_text(text.substr(first));
    if (first != std::string_view::npos && (fpuz || text[first] == '{' || killer_format_of(text) != KillerFormat::None)) {
        PuzzleTextResult p;
        std::vector<std::string> cosmetic;
        if (fpuz) {
            FpuzzlesResult f = parse_fpuzzles(text.substr(first));
            if (!f.ok) return f.error;
            p.ok = true;
            p.puzzle = std::move(f.puzzle);
            cosmetic = std::move(f.cosmetic);
        } else {
            p = parse_puzzle_text(text.substr(first));
        }
        if (!p.ok) return p.error;
        const PuzzleText& pt = p.puzzle;
        if (!pt.geometry->is_classic9()) return check_variant(std::move(p.puzzle), std::move(cosmetic), wait);
        Grid g;
        std::copy(pt.givens.begin(), pt.givens.end(), g.cells.begin());
        std::string err = open_puzzle(g, GameInfo{pt.level, std::nullopt}, wait);
        if (err.empty()) {
            cosmetic_ = std::move(cosmetic);
            cosmetic_for_ = game_.geometry_ptr().get();
            if (!grade_request_) toast(text::tr("toast.graded", {{"level", ui::level_title(game_.info().level)}}));
        }
        return err;
    }
    // A share link or fragment works here too.
    if (text.find("#p=") != std::string_view::npos || text.find("seed=") != std::string_view::npos ||
        text.find("puzzle=") != std::string_view::npos || text.find("fpuz=") != std::string_view::npos)
        return open_fragment(text, wait);
    ParseResult p = parse_grid(text);
    if (!p.ok) return p.error;
    std::string err = open_puzzle(p.grid, GameInfo{}, wait);
    if (err.empty() && !grade_request_) toast(text::tr("toast.graded", {{"level", ui::level_title(game_.info().level)}}));
    return err;
}

namespace {
// The value of `key` in a fragment ("#a=1&b=2"), percent-decoded; nullopt when absent.
std::optional<std::string> fragment_value(std::string_view text, std::string_view key) {
    std::size_t hash = text.find('#');
    std::string_view f = hash == std::string_view::npos ? text : text.substr(hash + 1);
    while (!f.empty()) {
        std::size_t amp = f.find('&');
        std::string_view part = f.substr(0, amp);
        std::size_t eq = part.find('=');
        if (eq != std::string_view::npos && part.substr(0, eq) == key) {
            std::string out;
            std::string_view v = part.substr(eq + 1);
            for (std::size_t i = 0; i < v.size(); ++i) {
                auto hexv = [](char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1; };
                if (v[i] == '%' && i + 2 < v.size() && hexv(v[i + 1]) >= 0 && hexv(v[i + 2]) >= 0) {
                    out += char(hexv(v[i + 1]) * 16 + hexv(v[i + 2]));
                    i += 2;
                } else {
                    out += v[i];
                }
            }
            return out;
        }
        if (amp == std::string_view::npos) break;
        f = f.substr(amp + 1);
    }
    return std::nullopt;
}
}  // namespace

std::string App::open_fragment(std::string_view fragment, bool wait) {
    // Variants: "#variant=<kind>&seed=<n>&level=<L>" or "#puzzle=<JSON line>".
    // "#fpuz=<data>": an f-puzzles puzzle (the lz-string base64 of its JSON, as in f-puzzles'
    // ?load=), what Copy link makes for a puzzle with constraints.
    if (auto data = fragment_value(fragment, "fpuz")) {
        const std::string link = "fpuzzles" + *data;
        FpuzzlesResult f = parse_fpuzzles(link);
        if (f.ok && *f.puzzle.geometry == game_.geometry() && f.puzzle.givens == game_.cell_givens())
            return {};  // already playing it (e.g. after a reload)
        opening_link_ = true;
        std::string err = f.ok ? import_text(link, wait) : f.error;
        opening_link_ = false;
        if (!err.empty()) toast(text::tr("toast.link_puzzle_unplayable", {{"error", err}}), true);
        return err;
    }
    if (auto json = fragment_value(fragment, "puzzle")) {
        PuzzleTextResult p = parse_puzzle_text(*json);
        // The same cages in another order (a killer's short form lists them by first cell)
        // are the same puzzle: compare the short forms, which do not depend on it.
        auto same_cages = [&](const Geometry& a, const Geometry& b) {
            if (a == b) return true;
            std::string ea, eb;
            const std::string sa = format_killer_short(a, p.puzzle.givens, ea), sb = format_killer_short(b, p.puzzle.givens, eb);
            return ea.empty() && eb.empty() && sa == sb;
        };
        if (p.ok && !p.puzzle.geometry->is_classic9() && game_.cell_givens() == p.puzzle.givens &&
            same_cages(game_.geometry(), *p.puzzle.geometry))
            return {};  // already playing it (e.g. after a reload)
        opening_link_ = true;
        std::string err = import_text(*json, wait);
        opening_link_ = false;
        if (!err.empty()) toast(text::tr("toast.link_puzzle_unplayable", {{"error", err}}), true);
        return err;
    }
    if (auto word = fragment_value(fragment, "variant")) {
        auto kind = parse_variant_kind(*word);
        std::string err;
        if (!kind) err = "unknown variant '" + *word + "' (4x4, 6x6, 9x9, 12x12, 16x16, jigsaw, x, killer)";
        auto level_word = fragment_value(fragment, "level");
        auto level = parse_level(level_word ? *level_word : "easy");
        if (err.empty() && !level) err = "unknown level '" + *level_word + "'";
        std::uint64_t seed = 0;
        if (auto sd = fragment_value(fragment, "seed")) {
            try {
                seed = std::stoull(*sd);
            } catch (...) {
                seed = 0;
            }
            if (!seed && err.empty()) err = "seed '" + *sd + "' is not a positive number";
        }
        if (!err.empty()) {
            toast(text::tr("toast.link_bad", {{"error", err}}), true);
            return err;
        }
        if (seed && variant_kind_of(game_.geometry()) == *kind && game_.info().seed == seed &&
            game_.info().level == level_name(*level))
            return {};
        start_new_game(*kind, *level, seed);
        return {};
    }
    ShareParse s = parse_share_fragment(fragment);
    if (!s.ok) {
        toast(text::tr("toast.link_puzzle_bad", {{"error", s.error}}), true);
        return s.error;
    }
    if (s.link.has_puzzle) {
        if (game_.givens() == s.link.puzzle) return {};  // already playing it (e.g. after a reload)
        std::string err = open_puzzle(s.link.puzzle, GameInfo{}, wait);
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
    job_.daily = false;
    start_new_game(VariantKind{}, *level, s.link.seed);
    return {};
}

std::string App::restore(std::string_view save) {
    Game g;
    std::string err = Game::load(g, save);
    if (!err.empty()) {
        toast(text::tr("toast.restore_failed", {{"error", err}}), true);
        return err;
    }
    cancel_import();
    game_ = std::move(g);
    selected_ = -1;
    modes_.colour_digit = 0;
    clear_hints();
    update_offer();
    sync_chooser();
    // A typed-in puzzle saved while its grade ran (the answer went with the page): graded again.
    if (game_.info().level.empty() && !game_.finished()) start_grade(false);
    return {};
}

}  // namespace sudoku
