// Generating a puzzle of any kind (generator.h). Every kind but the 9x9 classic: a random full grid (jigsaw: on regions grown at random; killer:
// cages then grown on it), clues dug by 180-degree orbits while the puzzle stays solvable by
// the techniques of the level asked (so it has one solution), graded by grade_variant. The
// 9x9 classic goes to its own generator (classic_generator.h). See docs/variants.md.
#include "core/generate/generator.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include "core/generate/generator_internal.h"
#include "core/logic/grade_any.h"

namespace sudoku {

std::optional<VariantKind> parse_variant_kind(std::string_view w) {
    if (w == "4x4") return VariantKind{Variant::Classic, 4};
    if (w == "6x6") return VariantKind{Variant::Classic, 6};
    if (w == "9x9" || w == "classic") return VariantKind{Variant::Classic, 9};
    if (w == "12x12") return VariantKind{Variant::Classic, 12};
    if (w == "16x16") return VariantKind{Variant::Classic, 16};
    if (w == "jigsaw") return VariantKind{Variant::Jigsaw, 9};
    if (w == "x" || w == "X") return VariantKind{Variant::X, 9};
    if (w == "killer") return VariantKind{Variant::Killer, 9};
    for (GameRules r : {GameRules::AntiKnight, GameRules::AntiKing, GameRules::NonConsecutive, GameRules::Kropki,
                        GameRules::XV, GameRules::Thermo})
        if (w == game_rules_key(r)) return VariantKind{Variant::Classic, 9, r};
    return std::nullopt;
}

std::string variant_kind_name(const VariantKind& k) {
    if (k.rules != GameRules::None) return game_rules_key(k.rules);
    if (k.variant == Variant::Classic) return std::to_string(k.size) + "x" + std::to_string(k.size);
    return variant_name(k.variant);
}

VariantKind variant_kind_of(const Geometry& g) { return {g.variant(), g.size(), game_rules_of(g)}; }

namespace vgen {

// Naked and hidden singles on the houses alone (no cage sums): fast, and anything it solves
// is an easy puzzle of every variant, so most digging steps never need the grader.
bool singles_solve(const Geometry& g, Cells cells) {
    const auto& houses = g.houses();
    std::vector<Mask> used(houses.size(), 0);
    int blanks = 0;
    for (int c = 0; c < g.cells(); ++c) {
        if (!cells[std::size_t(c)]) { ++blanks; continue; }
        for (int h : g.houses_of(c)) used[std::size_t(h)] |= bit(cells[std::size_t(c)]);
    }
    const Mask all = g.all_digits();
    auto place = [&](int c, int d) {
        cells[std::size_t(c)] = std::uint8_t(d);
        for (int h : g.houses_of(c)) used[std::size_t(h)] |= bit(d);
        --blanks;
    };
    auto cand = [&](int c) {
        Mask u = 0;
        for (int h : g.houses_of(c)) u |= used[std::size_t(h)];
        return Mask(all & ~u);
    };
    while (blanks > 0) {
        bool progress = false;
        for (int c = 0; c < g.cells(); ++c) {
            if (cells[std::size_t(c)]) continue;
            Mask m = cand(c);
            if (!m) return false;
            if (popcount(m) == 1) place(c, lowest_digit(m)), progress = true;
        }
        for (std::size_t h = 0; h < houses.size(); ++h) {
            Mask once = 0, twice = 0;
            for (int c : houses[h].cells)
                if (!cells[std::size_t(c)]) {
                    Mask m = cand(c);
                    twice |= Mask(once & m), once |= m;
                }
            Mask single = Mask(once & ~twice & ~used[h]);
            for (; single; single &= Mask(single - 1)) {
                const int d = lowest_digit(single);
                for (int c : houses[h].cells)
                    if (!cells[std::size_t(c)] && (cand(c) & bit(d))) {
                        place(c, d), progress = true;
                        break;
                    }
            }
        }
        if (!progress) return false;
    }
    return first_conflict(g, cells).empty();
}

int neighbour(int n, int c, int dir) {
    const int r = c / n, k = c % n;
    switch (dir) {
        case 0: return r > 0 ? c - n : -1;
        case 1: return r < n - 1 ? c + n : -1;
        case 2: return k > 0 ? c - 1 : -1;
        default: return k < n - 1 ? c + 1 : -1;
    }
}

// Regions grown from one random seed in each box: the smallest region with room takes a
// random free neighbour, until every cell has a region; false when a region is walled in.
bool grow_regions(int n, Rng& rng, std::vector<int>& regions) {
    const int cells = n * n;
    auto [br, bc] = Geometry::box_shape(n);
    regions.assign(std::size_t(cells), -1);
    std::vector<std::vector<int>> members(static_cast<std::size_t>(n));
    for (int b = 0; b < n; ++b) {
        const int r = (b / (n / bc)) * br + int(rng.below(std::uint32_t(br)));
        const int k = (b % (n / bc)) * bc + int(rng.below(std::uint32_t(bc)));
        regions[std::size_t(r * n + k)] = b;
        members[std::size_t(b)].push_back(r * n + k);
    }
    for (int placed = n; placed < cells; ++placed) {
        int best = -1;
        std::vector<int> frontier, best_frontier;
        for (int b = 0; b < n; ++b) {
            if (int(members[std::size_t(b)].size()) >= n) continue;
            if (best >= 0 && members[std::size_t(b)].size() > members[std::size_t(best)].size()) continue;
            frontier.clear();
            for (int c : members[std::size_t(b)])
                for (int dir = 0; dir < 4; ++dir) {
                    int q = neighbour(n, c, dir);
                    if (q >= 0 && regions[std::size_t(q)] < 0 && std::find(frontier.begin(), frontier.end(), q) == frontier.end())
                        frontier.push_back(q);
                }
            if (frontier.empty()) return false;  // it can never reach n cells
            if (best < 0 || members[std::size_t(b)].size() < members[std::size_t(best)].size()) {
                best = b;
                best_frontier = frontier;
            }
        }
        if (best < 0) return false;
        std::sort(best_frontier.begin(), best_frontier.end());  // the same order on every platform
        const int q = best_frontier[rng.below(std::uint32_t(best_frontier.size()))];
        regions[std::size_t(q)] = best;
        members[std::size_t(best)].push_back(q);
    }
    return true;
}

// Cages grown on a full grid: each from a random free cell to a random size (mostly 2-4),
// through free neighbours whose digit the cage does not hold yet; a lone cell then joins a
// neighbouring cage when it can.
std::vector<Cage> cages_of(const std::vector<std::vector<int>>& lists, const Cells& solution) {
    std::vector<Cage> out;
    for (const auto& cells : lists) {
        if (cells.empty()) continue;
        Cage cage;
        cage.cells = cells;
        std::sort(cage.cells.begin(), cage.cells.end());
        for (int c : cells) cage.sum += solution[std::size_t(c)];
        out.push_back(std::move(cage));
    }
    std::sort(out.begin(), out.end(), [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
    return out;
}

std::vector<Cage> grow_cages(int n, const Cells& solution, Rng& rng) {
    const int cells = n * n;
    std::vector<int> owner(static_cast<std::size_t>(cells), -1), order(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) order[std::size_t(c)] = c;
    rng.shuffle(order.data(), cells);
    std::vector<std::vector<int>> cages;
    std::vector<Mask> digits;
    static const int kSizes[20] = {2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 1, 6};
    auto free_neighbours = [&](const std::vector<int>& cage, Mask held) {
        std::vector<int> out;
        for (int c : cage)
            for (int dir = 0; dir < 4; ++dir) {
                int q = neighbour(n, c, dir);
                if (q >= 0 && owner[std::size_t(q)] < 0 && !(held & bit(solution[std::size_t(q)])) &&
                    std::find(out.begin(), out.end(), q) == out.end())
                    out.push_back(q);
            }
        std::sort(out.begin(), out.end());
        return out;
    };
    for (int start : order) {
        if (owner[std::size_t(start)] >= 0) continue;
        const int target = std::min(n, kSizes[rng.below(20)]);
        std::vector<int> cage{start};
        Mask held = bit(solution[std::size_t(start)]);
        owner[std::size_t(start)] = int(cages.size());
        while (int(cage.size()) < target) {
            auto next = free_neighbours(cage, held);
            if (next.empty()) break;
            int q = next[rng.below(std::uint32_t(next.size()))];
            cage.push_back(q);
            held |= bit(solution[std::size_t(q)]);
            owner[std::size_t(q)] = int(cages.size());
        }
        cages.push_back(cage);
        digits.push_back(held);
    }
    // A lone cell gives its digit away: join it to a neighbouring cage that lacks its digit.
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (cages[k].size() != 1) continue;
        const int c = cages[k][0];
        for (int dir = 0; dir < 4; ++dir) {
            int q = neighbour(n, c, dir);
            if (q < 0) continue;
            std::size_t other = std::size_t(owner[std::size_t(q)]);
            if (other == k || cages[other].empty() || cages[other].size() >= 5 || (digits[other] & bit(solution[std::size_t(c)])))
                continue;
            cages[other].push_back(c);
            digits[other] |= bit(solution[std::size_t(c)]);
            owner[std::size_t(c)] = int(other);
            cages[k].clear();
            break;
        }
    }
    return cages_of(cages, solution);
}

// Grids tried per level before the best found is kept, and the solver's budget for a full grid.
int attempts_for(const VariantKind& k, Level level) {
    if (level == Level::Easy) return 1;
    const int base = k.size >= 16 ? 2 : k.size >= 12 ? 3 : 8;
    // Small grids are cheap and rarely need more than singles: many more grids for the harder levels.
    if (k.size <= 6) return level == Level::Medium ? 4 * base : 12 * base;
    return level == Level::Medium ? base : 2 * base;
}

// One attempt being dug, kept between steps so no step digs a whole grid.
struct Dig {
    GeometryPtr g;
    Cells solution, puzzle;
    std::vector<int> orbits;
    std::size_t next = 0;
    bool shortcut = false;
};

// The start of one puzzle of the kind (grid, regions or cages, the order of the orbits):
// false when this grid or these regions did not work out. Only this part draws from rng.
bool begin_one(const VariantKind& kind, Level target, Rng& rng, Dig& out) {
    const int n = kind.size, cells = n * n;
    GeometryPtr g;
    if (kind.variant == Variant::Jigsaw) {
        // Growth walls a region in about 499 times in 500: regrow here, so those cheap
        // failures do not use up the job's draws (seed 513 once spent all 5000 on them).
        std::vector<int> regions;
        bool grown = false;
        for (int i = 0; i < 100000 && !grown; ++i) grown = grow_regions(n, rng, regions);
        if (!grown) return false;
        g = Geometry::make(Variant::Jigsaw, n, regions, false, {}).geometry;
    } else if (kind.variant == Variant::X) {
        g = Geometry::make(Variant::X, n, {}, true, {}).geometry;
    } else if (kind.rules != GameRules::None) {
        g = rules_grid_geometry(kind.rules);
    } else {
        g = n == 9 ? Geometry::classic9() : Geometry::classic(n);
    }
    if (!g) return false;
    const std::uint64_t fill_budget = std::uint64_t(cells) * 200;
    Solutions full = solve(*g, Cells(std::size_t(cells), 0), 1, &rng, fill_budget);
    if (full.count != 1) return false;
    const Cells& solution = full.solution;
    if (kind.variant == Variant::Killer) {
        g = Geometry::make(Variant::Killer, n, {}, false, grow_cages(n, solution, rng)).geometry;
        if (!g) return false;
    }
    if (kind.rules != GameRules::None) {
        g = rules_marks_geometry(kind.rules, g, solution, rng);
        if (!g) return false;
    }
    // Dig: orbits {c, cells-1-c} in random order; an orbit stays out when the rest is still
    // solved by the level's techniques.
    out.orbits.clear();
    for (int c = 0; c <= (cells - 1) / 2; ++c) out.orbits.push_back(c);
    rng.shuffle(out.orbits.data(), int(out.orbits.size()));
    // The singles shortcut holds only where singles are within the target (not a 4x4 easy).
    // With rules, the grader (which knows them) decides every orbit: digs deeper than singles on houses.
    out.shortcut = variant_singles_level(*g) <= target && kind.rules == GameRules::None;
    out.g = g;
    out.solution = solution;
    out.puzzle = solution;
    out.next = 0;
    return true;
}

// Digs the next orbit; true when every orbit has been tried.
bool dig_one(Dig& d, Level target) {
    if (d.next >= d.orbits.size()) return true;
    const int cells = d.g->cells();
    const int c = d.orbits[d.next++], e = cells - 1 - c;
    Cells& puzzle = d.puzzle;
    puzzle[std::size_t(c)] = puzzle[std::size_t(e)] = 0;
    bool keep_out = d.shortcut && singles_solve(*d.g, puzzle);
    if (!keep_out) {
        VariantGrade gr = grade_variant(*d.g, puzzle, target);
        keep_out = gr.solved && gr.level <= target;
    }
    if (!keep_out) puzzle[std::size_t(c)] = d.solution[std::size_t(c)], puzzle[std::size_t(e)] = d.solution[std::size_t(e)];
    return d.next >= d.orbits.size();
}

// The dug puzzle graded: false when the techniques do not solve it.
bool end_one(const Dig& d, Attempt& out) {
    out.geometry = d.g;
    out.givens = d.puzzle;
    out.solution = d.solution;
    out.grade = grade_variant(*d.g, d.puzzle);
    return out.grade.solved;
}

}  // namespace vgen

struct PuzzleJob::State {
    PuzzleOptions options;
    Level target = Level::Easy;
    Rng rng{1};
    vgen::Attempt best;
    bool have = false, done = false, no_givens = false;
    int made = 0, draws = 0, tries = 0;
    std::optional<vgen::Dig> dig;             // the attempt being dug (every kind but the 9x9 classic)
    std::optional<GeneratorJob> classic_job;  // the 9x9 classic's generator, stepped in slices
    GeneratedPuzzle classic;                   // its puzzle, once done
};

PuzzleJob::PuzzleJob(const PuzzleOptions& options) : s_(std::make_unique<State>()) {
    State& s = *s_;
    const VariantKind kind = options.kind;
    s.options = options;
    // The variants' techniques end at expert: master and extreme ask for the hardest there is.
    s.target = std::min(options.level, Level::Expert);
    s.rng = Rng(options.seed * 0x9E3779B97F4A7C15ull + std::uint64_t(kind.variant) * 131 + std::uint64_t(kind.size) +
                 std::uint64_t(kind.rules) * 7919);
    s.no_givens = kind.variant == Variant::Killer && options.no_givens;
    s.tries = s.no_givens ? vgen::k0_attempts(s.target) : vgen::attempts_for(kind, s.target);
}
PuzzleJob::PuzzleJob(PuzzleJob&&) noexcept = default;
PuzzleJob& PuzzleJob::operator=(PuzzleJob&&) noexcept = default;
PuzzleJob::~PuzzleJob() = default;

bool PuzzleJob::done() const { return s_->done; }
const PuzzleOptions& PuzzleJob::options() const { return s_->options; }
double PuzzleJob::progress() const {
    if (s_->classic_job && !s_->done) return std::min(0.95, s_->classic_job->progress().fraction);
    // An attempt being dug counts by its orbits tried, so the bar moves within a long attempt.
    const auto& d = s_->dig;
    const double dug = d && !d->orbits.empty() ? double(d->next) / double(d->orbits.size()) : 0.0;
    return s_->done ? 1.0 : std::min(0.95, (double(s_->made) + dug) / double(std::max(1, s_->tries)));
}

bool PuzzleJob::step() {
    State& s = *s_;
    if (s.done) return true;
    const VariantKind kind = s.options.kind;
    if (kind.variant == Variant::Classic && kind.size == 9 && kind.rules == GameRules::None) {
        if (!s.classic_job) {
            GeneratorOptions go;
            go.seed = s.options.seed;
            go.level = s.options.level;
            s.classic_job.emplace(go);
        }
        constexpr std::int64_t kSliceUs = 4000;  // a step stays well inside a frame
        if (!s.classic_job->step(kSliceUs)) return false;
        const Generated& r = s.classic_job->result();
        s.classic.geometry = Geometry::classic9();
        s.classic.givens.assign(r.puzzle.cells.begin(), r.puzzle.cells.end());
        s.classic.solution.assign(r.solution.cells.begin(), r.solution.cells.end());
        s.classic.level = r.grade.level;
        s.classic.rating = r.grade.rating;
        s.classic_job.reset();
        return s.done = true;
    }
    vgen::Attempt a;
    if (!s.no_givens && s.dig) {
        // A few orbits a step (about 8 ms; one at least), then the dug puzzle's grade.
        const auto t0 = std::chrono::steady_clock::now();
        bool dug = false;
        while (!(dug = vgen::dig_one(*s.dig, s.target)) && std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(8)) {
        }
        if (!dug) return false;
        const bool solved = vgen::end_one(*s.dig, a);
        s.dig.reset();
        if (solved) {
            ++s.made;
            if (!s.have || a.grade.level > s.best.grade.level ||
                (a.grade.level == s.best.grade.level && a.grade.rating > s.best.grade.rating))
                s.best = a, s.have = true;
        }
        s.done = (s.have && s.best.grade.level == s.target) || s.made >= s.tries || s.draws >= 5000;
        return s.done;
    }
    ++s.draws;
    if (s.no_givens) {
        // Of a few givens-free killers (the level cannot be dug towards) the one grade_variant
        // solves nearest the level asked: below before above, then the first (integers only).
        auto rank = [&](const vgen::Attempt& x) {
            const int l = int(x.grade.level), t = int(s.target);
            return std::make_pair(x.grade.solved ? 0 : 1, l <= t ? 2 * (t - l) : 2 * (l - t) - 1);
        };
        if (vgen::k0_try_no_givens(kind.size, s.rng, a)) {  // else no single solution in time: another grid
            ++s.made;
            if (!s.have || rank(a) < rank(s.best)) s.best = a, s.have = true;
        }
        const bool hit = s.have && s.best.grade.solved && s.best.grade.level == s.target;
        // A few more grids while none so far is solved by the techniques.
        const bool more = s.made < s.tries || (!s.best.grade.solved && s.made < 4 * s.tries);
        s.done = hit || !more || s.draws >= 400;
    } else {
        // The grid is dug over the next steps; a grid or regions that did not work out is a draw.
        vgen::Dig d;
        if (vgen::begin_one(kind, s.target, s.rng, d)) {  // else regions walled in, or a fill over budget
            s.dig = std::move(d);
            return false;
        }
        s.done = (s.have && s.best.grade.level == s.target) || s.made >= s.tries || s.draws >= 5000;
    }
    return s.done;
}

GeneratedPuzzle PuzzleJob::result() const {
    const State& s = *s_;
    const VariantKind kind = s.options.kind;
    if (kind.variant == Variant::Classic && kind.size == 9 && kind.rules == GameRules::None) return s.classic;
    GeneratedPuzzle out;
    vgen::Attempt best = s.best;
    if (!s.have)  // never seen: every draw failed; an empty grid of the kind says so plainly
        best.geometry = kind.variant == Variant::Classic ? Geometry::classic(kind.size) : Geometry::classic9();
    out.geometry = best.geometry;
    out.givens = best.givens;
    out.solution = best.solution;
    out.level = best.grade.level;
    out.rating = best.grade.rating;
    return out;
}

GeneratedPuzzle generate_puzzle(const PuzzleOptions& options) {
    PuzzleJob job(options);
    while (!job.step()) {
    }
    return job.result();
}

}  // namespace sudoku
