// The generator job: a state machine whose units of work (one grid fill, one uniqueness
// check, one logic step) are small, so step() can stop after any of them.
#include <chrono>
#include <cmath>

#include "generator_internal.h"
#include "solver.h"

namespace sudoku {
namespace {

enum class Phase { Fill, Dig, CheckMinimal, Solve, Done, Cancelled };

// Work units a level takes on average (measured with bench-gen), for the progress estimate.
double expected_work(const GeneratorOptions& o) {
    static const double by_level[kLevels] = {170, 570, 820, 570, 3200, 3200};
    double symmetric = o.symmetry == Symmetry::None ? 1.0 : 1.5, minimal = o.minimal ? 1.5 : 1.0;
    return (o.simple ? 150 : by_level[int(o.level)] * symmetric * minimal);
}

}  // namespace

struct GeneratorJob::State {
    GeneratorOptions o;
    Rng rng;
    Phase phase = Phase::Fill;
    Generated out;
    std::uint64_t work = 0;
    std::vector<std::vector<int>> orbits;
    std::vector<int> order;  // orbit indices in digging order
    std::size_t next = 0;    // next orbit to dig, or cell to check for minimality
    // The solve pass: logic with the level's techniques from `solving`; `given_back`
    // says clues were added during it, so a pass from the start must confirm the grade.
    CandidateGrid solving;
    Technique limit = kHardestTechnique;
    bool given_back = false;
    Grade grade;

    explicit State(const GeneratorOptions& options) : o(options), rng(options.seed), orbits(symmetry_orbits(options.symmetry)) {
        limit = o.simple ? kHardestTechnique : level_limit(o.level);
    }

    void restart() { phase = Phase::Fill; }

    void start_solve() {
        solving = CandidateGrid::from_grid(out.puzzle);
        grade = Grade{};
        given_back = false;
        phase = Phase::Solve;
    }

    void finish() {
        grade.end = solving;
        out.grade = grade;
        phase = Phase::Done;
    }

    void unit();
    void fill();
    void dig();
    void check_minimal();
    void solve();
    void solved();
    void stuck();
};

void GeneratorJob::State::unit() {
    ++work;
    switch (phase) {
    case Phase::Fill: fill(); break;
    case Phase::Dig: dig(); break;
    case Phase::CheckMinimal: check_minimal(); break;
    case Phase::Solve: solve(); break;
    case Phase::Done:
    case Phase::Cancelled: break;
    }
}

void GeneratorJob::State::fill() {
    ++out.attempts;
    out.solution = random_full_grid(rng);
    out.puzzle = out.solution;
    order.resize(orbits.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    rng.shuffle(order.data(), int(order.size()));
    next = 0;
    phase = Phase::Dig;
}

// Removes the next orbit's clues, and puts them back if the solution is no longer unique.
void GeneratorJob::State::dig() {
    const auto& orbit = orbits[std::size_t(order[next++])];
    for (int c : orbit) out.puzzle[c] = 0;
    if (solve_fast(out.puzzle, 2).count != 1)
        for (int c : orbit) out.puzzle[c] = out.solution[c];
    if (next < order.size()) return;
    next = 0;
    if (o.minimal && o.symmetry != Symmetry::None) phase = Phase::CheckMinimal;
    else start_solve();
}

// Orbits dug as pairs may leave single clues that could go: then it is not minimal.
void GeneratorJob::State::check_minimal() {
    int c = int(next++);
    if (out.puzzle[c]) {
        out.puzzle[c] = 0;
        bool unique = solve_fast(out.puzzle, 2).count == 1;
        out.puzzle[c] = out.solution[c];
        if (unique) return restart();
    }
    if (next == kCells) start_solve();
}

void GeneratorJob::State::solve() {
    auto step = find_next_step(solving, limit, false);
    if (!step) return stuck();
    apply_step(solving, *step);
    ++grade.steps;
    if (!grade.hardest || int(step->technique) > int(*grade.hardest)) grade.hardest = step->technique;
    grade.rating = std::max(grade.rating, step->rating);
    if (solving.solved()) solved();
}

void GeneratorJob::State::solved() {
    grade.level = grade.hardest ? technique_level(*grade.hardest) : Level::Easy;
    if (o.simple) return finish();
    if (grade.level != o.level) return restart();
    if (given_back) return start_solve();  // confirm from the start with the clues given back
    finish();
}

void GeneratorJob::State::stuck() {
    if (o.simple) {  // every technique was allowed: only a broken state gets here
        grade.stuck = true;
        grade.level = Level::Extreme;
        grade.rating = kSearchRating;
        return finish();
    }
    if (o.minimal) return restart();
    // Give back the clues of a random orbit that logic has not solved yet.
    std::vector<int> open;
    for (std::size_t i = 0; i < orbits.size(); ++i)
        for (int c : orbits[i])
            if (!solving.grid[c]) {
                open.push_back(int(i));
                break;
            }
    for (int c : orbits[std::size_t(open[rng.below(std::uint32_t(open.size()))])]) {
        out.puzzle[c] = out.solution[c];
        if (!solving.grid[c]) solving.place(c, out.solution[c]);
    }
    given_back = true;
    if (solving.solved()) solved();
}

GeneratorJob::GeneratorJob(const GeneratorOptions& options) : state_(std::make_unique<State>(options)) {}
GeneratorJob::~GeneratorJob() = default;
GeneratorJob::GeneratorJob(GeneratorJob&&) noexcept = default;
GeneratorJob& GeneratorJob::operator=(GeneratorJob&&) noexcept = default;

bool GeneratorJob::step(std::int64_t budget_us) {
    using clock = std::chrono::steady_clock;
    auto end = clock::now() + std::chrono::microseconds(budget_us);
    do {
        if (step_units(1)) return true;
    } while (clock::now() < end);
    return false;
}

bool GeneratorJob::step_units(std::uint64_t units) {
    for (std::uint64_t i = 0; i < units && !done() && !cancelled(); ++i) state_->unit();
    return done() || cancelled();
}

void GeneratorJob::cancel() {
    if (!done()) state_->phase = Phase::Cancelled;
}
bool GeneratorJob::done() const { return state_->phase == Phase::Done; }
bool GeneratorJob::cancelled() const { return state_->phase == Phase::Cancelled; }
const Generated& GeneratorJob::result() const { return state_->out; }

GeneratorProgress GeneratorJob::progress() const {
    GeneratorProgress p;
    p.attempts = state_->out.attempts;
    p.work = state_->work;
    p.fraction = done() ? 1.0 : 1.0 - std::exp(-double(p.work) / expected_work(state_->o));
    return p;
}

Generated generate(const GeneratorOptions& options) {
    GeneratorJob job(options);
    while (!job.step_units(1 << 20)) {
    }
    return job.result();
}

}  // namespace sudoku
