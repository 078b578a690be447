// sudoku hint: per puzzle the next logical step (technique, cells, explanation, effect);
// --path every step to the end; --json the same as JSON lines with the drawing data;
// --svg a picture of the first puzzle's hint.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>

#include "command.h"
#include "core/game/board_svg.h"
#include "core/logic/grade_any.h"
#include "core/logic/grader.h"
#include "core/logic/hint_drawing.h"
#include "core/text/json.h"
#include "core/text/text.h"
#include "unique.h"
#include "step_text.h"

namespace sudoku::cli {
namespace {

const char* kStuck = "stuck: no technique applies (the grid has no single solution, or its candidates are broken)";

struct Options {
    std::vector<std::string> files;
    bool path = false, json = false, dark = false;
    std::string svg, lang;
    int size = 540;
};

// One JSON line: the step (numbered from 1 on a path, n > 0) with its drawing.
void print_step_json(const Step& step, int n) {
    json::Writer w;
    w.begin_object();
    if (n) w.field("step", n);
    write_step(w, step);
    std::puts(w.end_object().str().c_str());
}

void print_step(const Options& o, const Step& step, int n) {
    if (o.json) print_step_json(step, n);
    else if (n) std::printf("%d. %s\n", n, format_step(step).c_str());
    else std::puts(format_step(step).c_str());
}

void print_status(const Options& o, const char* text) {
    json::Writer w;
    if (!o.json) std::puts(text);
    else if (std::string(text) == "solved") std::puts(w.begin_object().field("solved", true).end_object().str().c_str());
    else std::puts(w.begin_object().field("stuck", true).field("text", text).end_object().str().c_str());
}

// A puzzle the hint cannot take (no single solution, not valid): its reason.
void print_problem(const Options& o, const std::string& problem) {
    if (o.json) std::puts(json::Writer().begin_object().field("error", problem).end_object().str().c_str());
    else std::puts(problem.c_str());
}

// Returns false when the picture could not be written.
bool write_svg(const Options& o, const Grid& puzzle, const std::optional<Step>& step) {
    CandidateGrid s = CandidateGrid::from_grid(puzzle);
    std::array<Mask, kCells> no_marks{};
    SvgOptions so;
    so.size = o.size;
    so.dark = o.dark;
    HintDrawing d;
    if (step) {
        d = make_hint_drawing(s, *step);
        so.hint = &d;
    } else {
        std::fprintf(stderr, "sudoku hint: no step to draw; %s shows the board only\n", o.svg.c_str());
    }
    std::ofstream out(o.svg);
    out << board_svg(puzzle, puzzle, no_marks, so);
    out.close();
    if (!out) {
        std::fprintf(stderr, "sudoku hint: cannot write %s\n", o.svg.c_str());
        return false;
    }
    return true;
}

// Answers one puzzle with a single solution; false when its picture could not be written.
bool answer(const Options& o, const Grid& puzzle, bool draw) {
    CandidateGrid s = CandidateGrid::from_grid(puzzle);
    if (s.solved()) {
        print_status(o, "solved");
        return !draw || write_svg(o, puzzle, std::nullopt);
    }
    auto step = find_next_step(s);
    if (!o.path) {
        if (step) print_step(o, *step, 0);
        else print_status(o, kStuck);
    } else {
        Grade g = grade(puzzle, {true, kHardestTechnique, TechniqueSet::All});  // the hints' path
        int n = 0;
        for (const auto& st : g.path) print_step(o, st, ++n);
        print_status(o, g.stuck ? kStuck : "solved");
    }
    return !draw || write_svg(o, puzzle, step);
}

// Another variant (a JSON line with one solution): the same engine on its geometry.
void answer_variant_hint(const Options& o, const PuzzleText& t) {
    CandidateGrid s = CandidateGrid::from_cells(t.geometry, t.givens);
    if (s.solved()) {
        print_status(o, "solved");
        return;
    }
    int n = 0;
    while (auto step = next_step(s)) {
        if (o.json) {
            print_step_json(*step, o.path ? n + 1 : 0);
        } else if (o.path) {
            std::printf("%d. %s\n", n + 1, format_step(s, *step).c_str());
        } else {
            std::puts(format_step(s, *step).c_str());
        }
        ++n;
        if (!o.path) return;
        apply_step(s, *step);
        if (n > 4 * kMaxCells * kMaxSize) break;  // every step changes something; a bound all the same
    }
    print_status(o, s.solved() ? "solved" : "stuck: no technique applies (the position is broken)");
}

const RegisterCommand reg_hint(50, [](CLI::App& app, int& status) {
    auto o = std::make_shared<Options>();
    auto* cmd = app.add_subcommand("hint", "The next logical step for each puzzle: technique, cells, explanation, effect");
    cmd->add_option("FILE", o->files, "Puzzle files (default: standard input)");
    cmd->add_flag("--path", o->path, "Print every step to the end, one a line");
    cmd->add_flag("--json", o->json,
                  "One JSON object a line: technique, title, rating, text, placements, eliminations, and the\n"
                  "drawing: candidates [{cell, digit, role}] and links [{from, to, kind}]");
    cmd->add_option("--svg", o->svg, "Write a picture of the first puzzle's hint (all candidates, the step drawn) to this SVG file");
    cmd->add_flag("--dark", o->dark, "The picture in the dark theme");
    cmd->add_option("--lang", o->lang, "The language of titles and sentences: en (default), de, fr, es or it")
        ->check([](const std::string& code) {
            std::string codes;
            for (const auto& l : text::languages()) codes += (codes.empty() ? "" : ", ") + l.code;
            return text::pick_language({code}) == code ? std::string() : "unknown language '" + code + "' (" + codes + ")";
        });
    add_max_nesting_option(cmd);
    cmd->add_option("--size", o->size, "The picture's width and height in px")->check(CLI::Range(100, 4000));
    cmd->footer(
        "Line format: '<Technique> [<pattern cells>]: <explanation> => <effect>', where the effect\n"
        "lists placements as r1c2=5 and eliminations as r1c2<>5. A solved grid answers 'solved';\n"
        "a puzzle beyond the known techniques answers 'stuck: ...'. With --json each answer is one\n"
        "object a line: a step, {\"solved\":true}, {\"stuck\":true,...} or {\"error\":\"invalid: ...\"};\n"
        "cells are 0-80 (r1c1 = 0, row by row), roles on, off, place, elim, fin, group.");
    cmd->callback([o, &status] {
        if (!o->lang.empty()) text::set_language(o->lang);
        bool drawn = o->svg.empty();
        bool ok = read_puzzles("hint", o->files, [&](const PuzzleInput& p) {
            if (p.variant) {
                const std::string problem = uniqueness_problem(*p.variant->geometry, p.variant->givens);
                if (!problem.empty()) {
                    print_problem(*o, problem);
                    status = 1;
                    return;
                }
                if (!drawn) {
                    std::fprintf(stderr, "sudoku hint: --svg draws 9x9 classic puzzles only; no picture of the %s puzzle\n",
                                 p.variant->geometry->name().c_str());
                    status = 2;
                    drawn = true;
                }
                answer_variant_hint(*o, *p.variant);
                return;
            }
            const std::string problem = uniqueness_problem(p);
            if (!problem.empty()) {
                print_problem(*o, problem);
                status = 1;
                return;
            }
            if (!answer(*o, p.grid, !drawn)) status = 2;
            drawn = true;
        });
        if (!ok) status = 2;
    });
});

}  // namespace
}  // namespace sudoku::cli
