// The 9x9 classic's generator, which the one entry point (generator.h) picks for the 9x9;
// 9x9-only code (the bank, its tools) calls it directly. Seeded and reproducible (same seed, options and version give the same
// puzzle on every platform), unique solution always (counted with solve_fast), a target
// level met exactly, optional symmetry and minimality. It runs as a job that advances in
// small slices so a web page never freezes:
//
//   GeneratorJob job({seed, Level::Hard});
//   while (!job.step(4000)) show(job.progress());   // ~4 ms of work per frame
//   if (job.done()) use(job.result().puzzle);
//
// Master and extreme puzzles are rare among dug ones (seconds to find), so those levels
// come from the bank (generator_bank.h): an entry chosen by the seed, under a random grid
// symmetry drawn from the seed (digits relabelled, rows and columns permuted within bands
// and stacks, bands and stacks permuted, transposed) that keeps the symmetry asked; the
// result is graded again and drawn anew unless it keeps its level. Options the bank
// cannot serve (minimal, a symmetry no entry has, `dig`) are met by digging.
//
// Digging (other levels and options): a random full grid by shuffled backtracking;
// clues dug in random order (by symmetry orbit) while the solution stays unique; then
// the puzzle is solved with the techniques the level allows, and wherever that gets stuck
// a clue of the solution is given back. A puzzle that never needed its level's harder
// techniques is dropped for a fresh grid. With `minimal`, clues are never given back and
// a puzzle is kept only when it grades at the level as dug.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "core/logic/grader.h"
#include "core/grid/grid.h"

namespace sudoku {

enum class Symmetry : std::uint8_t { None, Rotational, Mirror, Diagonal };
const char* symmetry_name(Symmetry s);  // "none", "rotational", "mirror", "diagonal"
std::optional<Symmetry> parse_symmetry(std::string_view s);

// The one default clue pattern (the page, the CLI, the API): 180-degree rotation, as in
// published puzzles, so a link #seed=42&level=hard and `sudoku generate --seed 42 --level
// hard` give the same puzzle.
inline constexpr Symmetry kDefaultSymmetry = Symmetry::Rotational;

struct GeneratorOptions {
    std::uint64_t seed = 0;
    Level level = Level::Easy;
    Symmetry symmetry = kDefaultSymmetry;
    bool minimal = false;  // no clue can be removed without losing uniqueness
    bool simple = false;   // the seeds' method: fill, dig while unique; level not enforced
    bool dig = false;      // always dig, never hand out a bank puzzle (scripts/make_bank.sh)
};

struct Generated {
    Grid puzzle;
    Grid solution;
    Grade grade;              // of the puzzle (no path)
    std::uint64_t attempts = 0;  // full grids tried, or bank draws
    int bank_entry = -1;         // index in bank_entries(level) of the puzzle handed out; -1 when dug
};

struct GeneratorProgress {
    std::uint64_t attempts = 0;  // full grids tried so far
    std::uint64_t work = 0;      // work units done (solver calls and logic steps)
    double fraction = 0;         // an estimate in [0, 1) for a progress bar; 1 when done
};

class GeneratorJob {
public:
    explicit GeneratorJob(const GeneratorOptions& options);
    ~GeneratorJob();
    GeneratorJob(GeneratorJob&&) noexcept;
    GeneratorJob& operator=(GeneratorJob&&) noexcept;

    // Works for about `budget_us` microseconds (at least one unit of work, each well under
    // a millisecond); true when finished: done() or cancelled(). Slicing never changes
    // the result.
    bool step(std::int64_t budget_us);
    // Runs at most `units` units of work (tests, deterministic budgets); true when finished.
    bool step_units(std::uint64_t units);
    void cancel();
    bool done() const;
    bool cancelled() const;
    GeneratorProgress progress() const;
    const Generated& result() const;  // valid when done()

private:
    struct State;
    std::unique_ptr<State> state_;
};

// Runs a job to the end.
Generated generate(const GeneratorOptions& options);

// Cells of each symmetry orbit, as used by the generator (exposed for tests).
std::vector<std::vector<int>> symmetry_orbits(Symmetry s);
bool is_symmetric(const Grid& puzzle, Symmetry s);
// True when the puzzle has one solution and removing any single clue gives several.
bool is_minimal(const Grid& puzzle);

}  // namespace sudoku
