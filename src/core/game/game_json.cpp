// The game's, the hint's and the statistics' parts of the page's state (game_json.h).
#include "core/game/game_json.h"

#include "core/game/hint_session.h"
#include "core/generate/generator.h"
#include "core/logic/hint_drawing.h"
#include "core/text/text.h"

namespace sudoku {
namespace {

void write_marks(json::Writer& w, const Game& g, MarkKind k) {
    w.begin_array();
    for (int c = 0; c < g.cell_count(); ++c) {
        std::string digits;
        for (int d = 1; d <= g.size(); ++d)
            if (g.marks(k, c) & bit(d)) digits += digit_char(d);
        w.value(digits);
    }
    w.end_array();
}

void write_record(json::Writer& w, const LevelRecord& r) {
    w.begin_object().field("played", r.played).field("won", r.won).field("clean", r.clean).field("streak", r.streak)
        .field("bestStreak", r.best_streak).field("bestMs", r.best_ms).field("averageMs", r.average_ms()).end_object();
}

// {level: record} for the levels played.
void write_records(json::Writer& w, const LevelRecord* records) {
    w.begin_object();
    for (int l = 0; l < kLevels; ++l)
        if (records[l].played) {
            w.key(level_name(Level(l)));
            write_record(w, records[l]);
        }
    w.end_object();
}

}  // namespace

std::string cells_text(const Cells& v) {
    std::string s;
    for (auto d : v) s += d ? digit_char(d) : '.';
    return s;
}

void write_cell_list(json::Writer& w, const CellSet& s) {
    w.begin_array();
    for (int c = 0; c < kMaxCells; ++c)
        if (s[c]) w.value(c);
    w.end_array();
}

void write_geometry(json::Writer& w, const Geometry& g) {
    w.begin_object().field("variant", variant_name(g.variant())).field("size", g.size())
        .field("boxRows", g.box_rows()).field("boxCols", g.box_cols());
    w.key("regions").array_of(g.regions());
    w.field("diagonals", g.diagonals());
    w.key("cages").begin_array();
    for (const Cage& c : g.cages()) w.begin_object().field("sum", c.sum).key("cells").array_of(c.cells).end_object();
    w.end_array();
    // The constraints beyond houses and cages (constraints.h), as the board draws them.
    w.key("rules").begin_array();
    for (const Constraint& r : g.constraints()) {
        w.begin_object().field("kind", constraint_key(r.kind)).key("cells").array_of(r.cells).field("value", r.value);
        if (!r.digits.empty()) w.key("digits").array_of(r.digits);
        if (r.kind == ConstraintType::LittleKiller || r.kind == ConstraintType::Sandwich) w.field("clueRow", r.clue_row).field("clueCol", r.clue_col);
        w.end_object();
    }
    w.end_array().end_object();
}

void write_game_json(json::Writer& w, const Game& g) {
    const int cells = g.cell_count();
    w.field("grid", cells_text(g.cell_values()));
    w.field("givens", cells_text(g.cell_givens()));
    w.field("variant", variant_kind_name(variant_kind_of(g.geometry())));
    w.key("geometry");
    write_geometry(w, g.geometry());
    w.field("size", g.size());
    std::string checks(std::size_t(cells), '.');
    for (int c = 0; c < cells; ++c) checks[std::size_t(c)] = ".grw"[int(g.check(c))];
    w.field("checks", checks);  // '.' empty, 'g' given, 'r' right, 'w' wrong
    w.key("centreMarks");
    write_marks(w, g, MarkKind::Centre);
    w.key("cornerMarks");
    write_marks(w, g, MarkKind::Corner);
    w.field("level", g.info().level);
    w.key("seed");
    if (g.info().seed) w.value(*g.info().seed);
    else w.null();
    w.field("elapsedMs", g.elapsed_ms()).field("mistakes", g.mistakes()).field("hintsUsed", g.hints_used());
    w.field("paused", g.paused()).field("completed", g.completed()).field("lost", g.lost()).field("solved", g.completed());
    w.field("canUndo", g.can_undo()).field("canRedo", g.can_redo());
    w.key("history").begin_object().field("size", g.history_size()).field("position", g.history_position()).end_object();
    auto rem = g.remaining();
    w.key("remaining").begin_array();
    for (int d = 1; d <= g.size(); ++d) w.value(rem[std::size_t(d)]);
    w.end_array();
    w.key("conflicts").begin_array();
    if (g.classic()) {
        for (const auto& c : find_conflicts(g.values()))
            w.begin_object().field("a", c.a).field("b", c.b).field("cells", cell_name(c.a) + " " + cell_name(c.b))
                .field("reason", describe(c)).end_object();
    } else if (std::string why = first_conflict(g.geometry(), g.cell_values()); !why.empty()) {
        w.begin_object().field("reason", why).end_object();  // the first rule broken (houses or a cage)
    }
    w.end_array();
    w.key("conflictCells");
    write_cell_list(w, g.conflict_cells());
    w.key("mistakeCells");
    write_cell_list(w, g.mistake_cells());
    w.key("colours").begin_array();
    const Board& b = g.board();
    for (int c = 0; c < cells; ++c)
        for (int d = 0; d <= g.size(); ++d)
            if (int k = b.colour(c, d)) w.begin_object().field("cell", c).field("digit", d).field("colour", k).end_object();
    w.end_array();
    w.field("savepoints", g.savepoint_count());
    std::vector<std::uint64_t> times;  // game time of each savepoint, the oldest first
    for (const Savepoint* p = g.savepoints().get(); p; p = p->below.get()) times.insert(times.begin(), p->elapsed_ms);
    w.key("savepointTimes").array_of(times);
    w.key("options").begin_object().field("mistakeMode", int(g.options().mistake_mode))
        .field("mistakeLimit", g.options().mistake_limit)
        .field("autoRemoveMarks", g.options().auto_remove_marks).end_object();
}

// The hint, one shape for every geometry (docs/hints.md): technique is the key, title the
// name in the current language; the drawing and the effect from the Pattern stage on.
void HintSession::write_json(json::Writer& w, const std::string& shown) const {
    w.begin_object().field("stage", hint_stage_name(stage_)).field("text", text::spoken_cells(shown));
    w.key("cells").array_of(highlight_cells());
    w.key("focus").array_of(focus_cells());
    w.field("title", title()).field("canExplainWrong", can_explain_wrong());
    w.field("canApply", stage_ != HintStage::None && apply_move().has_value());
    if (wrong_)
        w.key("wrong").begin_object().field("cell", wrong_->cell).field("digit", wrong_->digit)
            .field("chain", step_.has_value()).end_object();
    if (step_) {
        w.field("technique", technique_key(step_->technique));
        w.key("houses").array_of(step_->houses);
        w.key("cages").array_of(step_->cages);
        if (drawing_) {  // from the Pattern stage: the effect and what the board draws
            w.key("placements");
            write_candidates(w, step_->placements);
            w.key("eliminations");
            write_candidates(w, step_->eliminations);
            write_drawing(w, *step_);
        }
    }
    w.end_object();
}

void write_stats_json(json::Writer& w, const Stats& s) {
    LevelRecord classic[kLevels];
    for (int l = 0; l < kLevels; ++l) classic[l] = s.at(Level(l));
    w.key("stats");
    write_records(w, classic);
    w.key("variantStats").begin_object();  // per variant: {killer: {easy: {...}}}
    for (const auto& [word, records] : s.variants()) {
        w.key(word);
        write_records(w, records.data());
    }
    w.end_object();
}

}  // namespace sudoku
