// sudoku generate: N puzzles of a level, one a line; puzzle i comes from seed S+i, so any
// one of them can be made again alone with --seed S+i --count 1.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>

#include "command.h"
#include "core/generate/generator.h"
#include "core/generate/bank_pack.h"
#include "core/generate/generator_bank.h"
#include "core/grid/puzzle_json.h"

namespace sudoku::cli {
namespace {

struct GenerateOptions {
    int count = 1;
    std::uint64_t seed = 0;
    std::string level = "medium", symmetry = symmetry_name(kDefaultSymmetry), variant = "9x9";
    bool minimal = false, simple = false, dig = false, info = false, json = false, no_givens = false;
};

const RegisterCommand reg_generate(30, [](CLI::App& app, int& status) {
    static GenerateOptions options;  // lives as long as the parsed command (no leak to report)
    auto* o = &options;
    auto* cmd = app.add_subcommand("generate", "Generate puzzles with one solution at a chosen level, reproducibly from a seed");
    cmd->add_option("--count,-n", o->count, "How many puzzles")->default_val(1)->check(CLI::Range(0, 100000000));
    auto* seed = cmd->add_option("--seed,-s", o->seed, "Seed of the first puzzle (default: from the clock, shown with --info)");
    cmd->add_option("--level,-l", o->level,
                    "easy, medium, hard, expert, master (forcing chains) or extreme (dynamic and nested forcing chains), "
                    "or 1-6; master and extreme come from the bank of puzzles under a random symmetry of the grid")
        ->default_val("medium");
    cmd->add_option("--symmetry", o->symmetry,
                    "Clue pattern: none, rotational (180 degrees; the default, as on the page), mirror or diagonal")
        ->default_val(symmetry_name(kDefaultSymmetry));
    cmd->add_flag("--minimal", o->minimal, "Only puzzles from which no clue can be removed");
    cmd->add_flag("--simple", o->simple, "The seeds' method: random grid, dig while unique; any level");
    cmd->add_flag("--dig", o->dig, "Dig every puzzle, also master and extreme (which otherwise come from the bank)");
    cmd->add_option("--variant", o->variant,
                    "4x4, 6x6, 9x9 (the classic, default), 12x12, 16x16, jigsaw, x, killer, or a 9x9 with rules: anti-knight, "
                    "anti-king, non-consecutive, kropki (every dot given), xv (every X and V given) or thermo; every variant but 9x9 "
                    "prints the JSON line (docs/variants.md); their levels end at expert (master and extreme give expert)")
        ->default_val("9x9");
    cmd->add_flag("--no-givens", o->no_givens,
                  "Killer only: no givens at all, the cages alone have one solution (docs/variants.md)");
    cmd->add_flag("--json", o->json,
                  "One JSON object a line: variant, size, regions, cages, givens, solution, level, rating (docs/variants.md)");
    cmd->add_flag("--info", o->info,
                  "Append seed, level, rating, hardest technique, clue count, origin (from=bank:<line> or from=dig) and the "
                  "puzzle in the bank files' dense form (dense=...)");
    cmd->callback([o, seed, &status] {
        auto level = parse_level(o->level);
        auto symmetry = parse_symmetry(o->symmetry);
        if (!level || !symmetry) {
            std::fprintf(stderr, "sudoku generate: unknown %s '%s' (run 'sudoku generate --help')\n",
                         level ? "symmetry" : "level", level ? o->symmetry.c_str() : o->level.c_str());
            status = 2;
            return;
        }
        auto kind = parse_variant_kind(o->variant);
        if (!kind) {
            std::fprintf(stderr,
                         "sudoku generate: unknown variant '%s' (4x4, 6x6, 9x9, 12x12, 16x16, jigsaw, x, killer, anti-knight, "
                         "anti-king, non-consecutive, kropki, xv or thermo)\n",
                         o->variant.c_str());
            status = 2;
            return;
        }
        const bool classic = kind->variant == Variant::Classic && kind->size == 9 && kind->rules == GameRules::None;
        if (!classic && (o->minimal || o->simple || o->dig || *symmetry != kDefaultSymmetry)) {
            std::fprintf(stderr, "sudoku generate: --minimal, --simple, --dig and --symmetry are for the 9x9 classic only\n");
            status = 2;
            return;
        }
        if (o->no_givens && kind->variant != Variant::Killer) {
            std::fprintf(stderr, "sudoku generate: --no-givens is for --variant killer only (the others need givens)\n");
            status = 2;
            return;
        }
        if (seed->count() == 0)
            o->seed = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count()) % 1000000000;
        if (!classic) {
            if (*level > Level::Expert)
                std::fprintf(stderr, "sudoku generate: %s puzzles go up to expert; giving expert for %s\n",
                             o->variant.c_str(), level_name(*level));
            for (int i = 0; i < o->count; ++i) {
                GeneratedPuzzle v = generate_puzzle({*kind, *level, o->seed + std::uint64_t(i), o->no_givens});
                PuzzleText t{v.geometry, v.givens, v.solution, level_name(v.level), v.rating};
                std::puts(format_puzzle_json(t).c_str());
            }
            return;
        }
        for (int i = 0; i < o->count; ++i) {
            GeneratorOptions g;
            g.seed = o->seed + std::uint64_t(i);
            g.level = *level;
            g.symmetry = *symmetry;
            g.minimal = o->minimal;
            g.simple = o->simple;
            g.dig = o->dig;
            Generated r = generate(g);
            if (o->json) {
                PuzzleText t{Geometry::classic9(), Cells(r.puzzle.cells.begin(), r.puzzle.cells.end()),
                             Cells(r.solution.cells.begin(), r.solution.cells.end()), level_name(r.grade.level),
                             r.grade.rating};
                std::puts(format_puzzle_json(t).c_str());
                continue;
            }
            std::string line = format_line(r.puzzle);
            if (o->info) {
                const Grade& gr = r.grade;
                const char* hardest = gr.stuck ? "stuck" : gr.hardest ? technique_key(*gr.hardest) : "none";
                char buf[160];
                std::snprintf(buf, sizeof buf, " seed=%llu level=%s rating=%.1f hardest=%s clues=%d",
                              static_cast<unsigned long long>(g.seed), level_name(gr.level), gr.rating, hardest,
                              r.puzzle.count_filled());
                line += buf;
                if (r.bank_entry >= 0)
                    line += " from=bank:" + std::to_string(bank_entries(g.level)[std::size_t(r.bank_entry)].line);
                else
                    line += " from=dig";
                // The bank files' form of the puzzle (scripts/make_bank.sh writes it).
                if (is_symmetric(r.puzzle, g.symmetry)) line += " dense=" + pack_bank_puzzle(r.puzzle, g.symmetry);
            }
            std::puts(line.c_str());
        }
    });
});

}  // namespace
}  // namespace sudoku::cli
