// The 9x9 classic's generator job (classic_generator.h): a state machine whose units of work (one grid fill, one uniqueness
// check, one logic step) are small, so step() can stop after any of them.
#include <chrono>
#include <cmath>

#include "core/generate/generator_bank.h"
#include "core/generate/generator_internal.h"
#include "core/solve/solver.h"

namespace sudoku {

// Outside the anonymous namespace: GeneratorJob::State holds one (unity builds warn otherwise).
enum class GeneratorPhase { Draw, Fill, Dig, CheckMinimal, Solve, Done, Cancelled };
using Phase = GeneratorPhase;

namespace {

// Bank draws (entry and transform) before digging takes over: a bank whose entries no
// longer grade at their level (the techniques changed) still gives a puzzle.
constexpr int kBankDraws = 16;

// Work units a level takes on average (measured with bench-gen), for the progress estimate.
double expected_work(const GeneratorOptions& o, bool bank) {
    if (bank) return 80;  // one draw and one grade (about 60 logic steps)
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
    // Bank entries that can serve the options (symmetric as asked; not for minimal,
    // simple or dig) and the draws made; out.bank_entry is set while grading a draw.
    std::vector<int> bank;
    int bank_draws = 0;
    std::size_t next = 0;    // next orbit to dig, or cell to check for minimality
    // The solve pass: logic with the level's techniques from `solving`; `given_back`
    // says clues were added during it, so a pass from the start must confirm the grade.
    CandidateGrid solving;
    Technique limit = kHardestTechnique;
    bool given_back = false;
    Grade grade;

    explicit State(const GeneratorOptions& options) : o(options), rng(options.seed), orbits(symmetry_orbits(options.symmetry)) {
        limit = o.simple ? kHardestTechnique : level_limit(o.level);
        if (!o.simple && !o.minimal && !o.dig) {
            const auto& entries = bank_entries(o.level);
            for (std::size_t i = 0; i < entries.size(); ++i)
                if (fits_orbits(entries[i].puzzle)) bank.push_back(int(i));
        }
        restart();
    }

    // is_symmetric with the orbits at hand (the whole bank is checked at every start).
    bool fits_orbits(const Grid& puzzle) const {
        for (const auto& orbit : orbits)
            for (int c : orbit)
                if (bool(puzzle[c]) != bool(puzzle[orbit[0]])) return false;
        return true;
    }

    bool banked() const { return !bank.empty() && bank_draws < kBankDraws; }
    void restart() {
        out.bank_entry = -1;
        phase = banked() ? Phase::Draw : Phase::Fill;
    }

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
    void draw();
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
    case Phase::Draw: draw(); break;
    case Phase::Fill: fill(); break;
    case Phase::Dig: dig(); break;
    case Phase::CheckMinimal: check_minimal(); break;
    case Phase::Solve: solve(); break;
    case Phase::Done:
    case Phase::Cancelled: break;
    }
}

// A bank entry under a random grid symmetry (both chosen by the seed's generator); the
// solve pass then grades it again, and another is drawn if its level changed.
void GeneratorJob::State::draw() {
    ++out.attempts;
    ++bank_draws;
    out.bank_entry = bank[rng.below(std::uint32_t(bank.size()))];
    out.puzzle = random_transform(rng, o.symmetry).apply(bank_entries(o.level)[std::size_t(out.bank_entry)].puzzle);
    auto solved = solve_fast(out.puzzle, 2);  // one solution, as the entry has; this finds it
    if (solved.count != 1) return restart();
    out.solution = solved.solution;
    start_solve();
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
    auto step = find_next_step(solving, limit, false, TechniqueSet::SudokuExplainer);  // as grade()
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
    if (o.minimal || out.bank_entry >= 0) return restart();
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
    p.fraction = done() ? 1.0 : 1.0 - std::exp(-double(p.work) / expected_work(state_->o, !state_->bank.empty()));
    return p;
}

Generated generate(const GeneratorOptions& options) {
    GeneratorJob job(options);
    while (!job.step_units(1 << 20)) {
    }
    return job.result();
}

}  // namespace sudoku
