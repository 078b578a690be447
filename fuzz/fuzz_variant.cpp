// Random rule sets (size 4-16, boxes or jigsaw regions, diagonals, killer cages) through the
// variant engine: the JSON line, the solver (count to 2), the watchable search, the logic
// engine step by step plus one finder alone per round, the grader and, on 1 input in 8, the
// generator. Checks: solutions obey the rules (checked here, not by the engine) and keep the
// givens; the search agrees with the solver; each step is well formed, and removes nothing
// that some solution holds; a generated puzzle has one solution and the level it claims.
// Cages without sums are not in today's rules; add them in make_rules when they are.
// The engine is reached only through `namespace engine` (now the one logic engine, through
// the variant entry points).
#include <algorithm>
#include <numeric>

#include "core/generate/generator.h"
#include "core/grid/puzzle_json.h"
#include "core/logic/logic.h"
#include "core/logic/grade_any.h"
#include "core/search/search.h"
#include "fuzz_util.h"

using namespace sudoku;

namespace {

struct Rules {
    Variant variant = Variant::Classic;
    int n = 9;
    std::vector<int> regions;  // region of each cell (boxes, or jigsaw)
    bool diagonals = false;
    std::vector<Cage> cages;
};

// ---- the rules, checked here: no repeat in a house or cage, a full cage makes its sum ----
std::vector<std::vector<int>> houses_of(const Rules& r) {
    const int n = r.n;
    std::vector<std::vector<int>> h(std::size_t(3 * n));
    for (int c = 0; c < n * n; ++c) {
        h[std::size_t(c / n)].push_back(c);
        h[std::size_t(n + c % n)].push_back(c);
        h[std::size_t(2 * n + r.regions[std::size_t(c)])].push_back(c);
    }
    if (r.diagonals) {
        h.emplace_back();
        h.emplace_back();
        for (int i = 0; i < n; ++i) h[h.size() - 2].push_back(i * n + i), h.back().push_back(i * n + n - 1 - i);
    }
    return h;
}

bool obeys(const Rules& r, const Cells& cells, bool full) {
    if (int(cells.size()) != r.n * r.n) return false;
    for (auto d : cells)
        if (d > r.n || (full && !d)) return false;
    auto repeats = [&](const std::vector<int>& cs) {
        unsigned seen = 0;
        for (int c : cs)
            if (int d = cells[std::size_t(c)]) {
                if (seen & (1u << d)) return true;
                seen |= 1u << d;
            }
        return false;
    };
    for (const auto& h : houses_of(r))
        if (repeats(h)) return false;
    for (const auto& k : r.cages) {
        if (repeats(k.cells)) return false;
        int sum = 0, blanks = 0;
        for (int c : k.cells) sum += cells[std::size_t(c)], blanks += !cells[std::size_t(c)];
        if (blanks ? sum + cage_min_sum(blanks) > k.sum : sum != k.sum) return false;
    }
    return true;
}

// ---- the engine under test (repoint here) ----
namespace engine {
GeometryPtr make(const Rules& r) { return Geometry::make(r.variant, r.n, r.regions, r.diagonals, r.cages).geometry; }
Rules rules_of(const Geometry& g) { return {g.variant(), g.size(), g.regions(), g.diagonals(), g.cages()}; }
std::string to_json(const GeometryPtr& g, const Cells& givens) {
    PuzzleText p;
    p.geometry = g;
    p.givens = givens;
    return format_puzzle_json(p);
}
Solutions solve(const Geometry& g, const Cells& givens, int limit, Rng* rng = nullptr) {
    return solve(g, givens, limit, rng, 20000);
}
// Solutions the watchable search finds, up to 2; -1 when capped or the strategy does not apply.
int search_count(const GeometryPtr& g, const Cells& givens, Strategy s, Cells& first) {
    if (!strategy_error(*g, s).empty()) return -1;
    Search search(g, givens, s, {20000, true});
    int found = 0;
    while (found < 2 && !search.finished()) {
        search.run_until(~0ull, event_bit(EventKind::Solved));
        if (search.last_event().kind != EventKind::Solved) break;
        if (found++ == 0) first = search.grid();
    }
    return search.result() == SearchResult::Capped ? -1 : found;
}
// One technique of the one engine alone, up to the chains (the forcing chains and trial
// are searches of their own, too slow for a round).
constexpr int kFinderCount = int(Technique::AlsXyWing) + 1;
std::optional<Step> one_finder(const CandidateGrid& p, int i) { return technique_step(p, Technique(i)); }
}  // namespace engine

// ---- rules and givens from the bytes ----
struct Bytes {
    const std::uint8_t* p;
    std::size_t n, i = 0;
    unsigned next() { return i < n ? p[i++] : 0; }
};

// Jigsaw: the boxes with `swaps` exchanges of two cells' regions (sizes stay n).
std::vector<int> regions_of(int n, bool jigsaw, int swaps, Rng& rng) {
    auto [br, bc] = Geometry::box_shape(n);
    std::vector<int> reg(std::size_t(n * n));
    for (int c = 0; c < n * n; ++c) reg[std::size_t(c)] = (c / n / br) * br + (c % n) / bc;
    if (jigsaw)
        for (int k = 0; k < swaps; ++k) std::swap(reg[rng.next() % reg.size()], reg[rng.next() % reg.size()]);
    return reg;
}

// Cages grown over orthogonal neighbours, sums from `full` (a solution of the rules without
// cages) or, when `odd`, any sum the cage can make.
std::vector<Cage> cages_of(int n, const Cells& full, bool odd, Rng& rng) {
    std::vector<int> order(std::size_t(n * n)), owner(order.size(), -1);
    std::iota(order.begin(), order.end(), 0);
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.next() % i]);
    std::vector<Cage> cages;
    for (int start : order) {
        if (owner[std::size_t(start)] >= 0 || rng.next() % 4 == 0) continue;  // some cells stay out
        Cage k;
        k.cells.push_back(start);
        owner[std::size_t(start)] = int(cages.size());
        const int want = 1 + int(rng.next() % std::uint64_t(std::min(n, 5)));
        for (int tries = 0; int(k.cells.size()) < want && tries < 12; ++tries) {
            int c = k.cells[rng.next() % k.cells.size()], dir = int(rng.next() % 4);
            int r = c / n + (dir == 0) - (dir == 1), col = c % n + (dir == 2) - (dir == 3);
            if (r < 0 || r >= n || col < 0 || col >= n || owner[std::size_t(r * n + col)] >= 0) continue;
            owner[std::size_t(r * n + col)] = int(cages.size());
            k.cells.push_back(r * n + col);
        }
        const int m = int(k.cells.size());
        for (int c : k.cells) k.sum += full.empty() ? 0 : full[std::size_t(c)];
        if (odd || full.empty()) k.sum = cage_min_sum(m) + int(rng.next() % std::uint64_t(cage_max_sum(m, n) - cage_min_sum(m) + 1));
        if (cage_combinations(m, k.sum, n).empty()) k.sum = cage_min_sum(m);
        std::sort(k.cells.begin(), k.cells.end());
        cages.push_back(std::move(k));
    }
    return cages;
}

// ---- the checks ----
// Which candidates some solution holds, asked of the solver lazily and remembered.
struct Judge {
    const Geometry& g;
    const Rules& rules;
    const Cells& givens;
    std::vector<std::array<std::int8_t, kMaxSize + 1>> in;  // 1 some solution, -1 none, 0 unknown
    int asked = 0;
    Judge(const Geometry& geo, const Rules& r, const Cells& gv) : g(geo), rules(r), givens(gv), in(gv.size()) {
        for (auto& a : in) a.fill(0);
    }
    int holds(int c, int d) {
        if (in[std::size_t(c)][std::size_t(d)] || asked >= (g.size() > 9 ? 16 : 64)) return in[std::size_t(c)][std::size_t(d)];
        ++asked;
        Cells with = givens;
        with[std::size_t(c)] = std::uint8_t(d);
        Solutions s = engine::solve(g, with, 1);
        if (s.gave_up) return 0;
        if (s.count) {
            FUZZ_CHECK(obeys(rules, s.solution, true) && s.solution[std::size_t(c)] == d);
            for (std::size_t k = 0; k < s.solution.size(); ++k) in[k][s.solution[k]] = 1;
        }
        return in[std::size_t(c)][std::size_t(d)] = s.count ? 1 : -1;
    }
};

// A uniqueness technique (unique rectangle, BUG+1) assumes one solution: where a fuzzed
// puzzle has several, it may remove some of them, as it may in the classic.
bool assumes_one_solution(const Step& st) { return uses_uniqueness(st.technique); }

void check_step(const Geometry& g, const CandidateGrid& p, const Step& st, Judge& j, bool unique) {
    const int n = g.size(), cells = g.cells();
    if (!unique && assumes_one_solution(st)) return;
    FUZZ_CHECK(!step_title(st).empty() && !st.explanation.empty());
    for (auto cd : st.placements) {
        FUZZ_CHECK(cd.cell < cells && cd.digit >= 1 && cd.digit <= n);
        FUZZ_CHECK(!p.grid[cd.cell] && (p.cand[cd.cell] & bit(cd.digit)));
        for (int d = 1; d <= n; ++d)
            if (d != cd.digit && (p.cand[cd.cell] & bit(d))) FUZZ_CHECK(j.holds(cd.cell, d) != 1);
    }
    for (auto cd : st.eliminations) {
        FUZZ_CHECK(cd.cell < cells && cd.digit >= 1 && cd.digit <= n);
        if (p.cand[cd.cell] & bit(cd.digit)) FUZZ_CHECK(j.holds(cd.cell, cd.digit) != 1);
    }
    for (int h : st.houses) FUZZ_CHECK(h >= 0 && h < int(g.houses().size()));
    for (int k : st.cages) FUZZ_CHECK(k >= 0 && k < int(g.cages().size()));
}

// Generation costs 10 ms (4x4) to seconds (9x9 expert, killers without givens, under the
// sanitizers): small grids at any level, the 9x9 variants easy only; no givens-free killers.
void check_generated(Bytes& in) {
    static const char* const kKinds[] = {"4x4", "6x6", "4x4", "6x6", "9x9", "jigsaw", "x", "killer"};
    const unsigned pick = in.next();
    PuzzleOptions o;
    o.kind = *parse_variant_kind(kKinds[pick % 8]);
    o.level = o.kind.size == 9 ? Level::Easy : Level((pick >> 3) % 4);
    o.seed = in.next() | in.next() << 8;
    GeneratedPuzzle p = generate_puzzle(o);
    FUZZ_CHECK(p.geometry && variant_kind_of(*p.geometry) == o.kind);
    const Rules r = engine::rules_of(*p.geometry);
    FUZZ_CHECK(obeys(r, p.solution, true) && obeys(r, p.givens, false));
    for (std::size_t c = 0; c < p.givens.size(); ++c) FUZZ_CHECK(!p.givens[c] || p.givens[c] == p.solution[c]);
    Solutions s = engine::solve(*p.geometry, p.givens, 2);
    FUZZ_CHECK(s.gave_up || (s.count == 1 && s.solution == p.solution));
    if (p.geometry->is_classic9()) return;  // made and graded by the classic engine, on its own scale
    VariantGrade gr = grade_variant(*p.geometry, p.givens);
    FUZZ_CHECK(gr.solved && gr.level == p.level && gr.rating == p.rating);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in{data, size};
    // head: size (bits 0-3, 12 and 16 on 1 input in 16 each: they cost most), variant (4-5);
    // mode: raw givens (bit 0), odd cage sums (1), search strategy (4-5); generation when
    // the top bits of both are 0.
    const unsigned head = in.next(), shape = in.next(), mode = in.next();
    static const int kSizes[] = {4, 6, 9, 4, 6, 9, 4, 6, 9, 4, 6, 9, 4, 6, 12, 16};
    Rules r;
    r.n = kSizes[head & 15];
    r.variant = Variant((head >> 4) & 3);
    r.diagonals = r.variant == Variant::X;
    Rng rng(shape * 0x9E3779B97F4A7C15ull + mode);
    r.regions = regions_of(r.n, r.variant == Variant::Jigsaw, int(shape % std::uint64_t(2 * r.n)), rng);
    // A solution of the rules without cages: the killer's sums and most inputs' givens.
    Rules base = r;
    base.variant = r.variant == Variant::Killer ? Variant::Classic : r.variant;
    GeometryPtr bg = engine::make(base);
    FUZZ_CHECK(bg);  // regions of n cells each and boxes are always accepted
    Cells full = engine::solve(*bg, Cells(std::size_t(r.n * r.n), 0), 1, &rng).solution;
    if (!full.empty()) FUZZ_CHECK(obeys(base, full, true));
    if (r.variant == Variant::Killer) r.cages = cages_of(r.n, full, mode & 2, rng);
    GeometryPtr g = engine::make(r);
    if (!g) return 0;  // e.g. a killer with no cage
    const int cells = g->cells();

    // Givens: from the solution (byte odd = given), or raw digits where they obey the rules.
    Cells givens(std::size_t(cells), 0);
    const bool raw = (mode & 1) || full.empty();
    for (int c = 0; c < cells; ++c) {
        const unsigned b = in.next();
        givens[std::size_t(c)] = std::uint8_t(raw ? b % unsigned(r.n + 1) : (b & 1) ? full[std::size_t(c)] : 0);
        if (raw && !obeys(r, givens, false)) givens[std::size_t(c)] = 0;
    }
    if (!first_conflict(*g, givens).empty()) return 0;  // a cage the blanks can no longer fill

    // The JSON line reads back as the same puzzle.
    PuzzleTextResult back = parse_puzzle_text(engine::to_json(g, givens));
    FUZZ_CHECK(back.ok && *back.puzzle.geometry == *g && back.puzzle.givens == givens);

    // Solve and count; the search agrees where it finishes.
    Solutions two = engine::solve(*g, givens, 2);
    FUZZ_CHECK(two.count >= 0 && two.count <= 2);
    for (const Cells* s : {&two.solution, &two.second})
        if (!s->empty()) {
            FUZZ_CHECK(obeys(r, *s, true));
            for (int c = 0; c < cells; ++c) FUZZ_CHECK(!givens[std::size_t(c)] || (*s)[std::size_t(c)] == givens[std::size_t(c)]);
        }
    if (two.count == 2) FUZZ_CHECK(two.second != two.solution);
    Cells first;
    const int found = engine::search_count(g, givens, Strategy(mode >> 4 & 3), first);
    if (found >= 0 && !two.gave_up) {
        FUZZ_CHECK(found == two.count);
        if (found) FUZZ_CHECK(obeys(r, first, true));
        if (found == 1) FUZZ_CHECK(first == two.solution);
    }

    // Logic: the easiest step until stuck, and one finder alone per round.
    Judge judge(*g, r, givens);
    const bool unique = two.count == 1 && !two.gave_up;
    bool stopped = false;
    CandidateGrid p = CandidateGrid::from_cells(g, givens);
    for (int round = 0;; ++round) {
        FUZZ_CHECK(round <= cells * (r.n + 1));  // each step changes the position
        if (!p.broken())
            if (auto alone = engine::one_finder(p, (round + int(head)) % engine::kFinderCount))
                check_step(*g, p, *alone, judge, unique);
        auto step = next_step(p);
        if (!step) break;
        // Past a uniqueness step on a puzzle of several solutions the position has lost some.
        if (!unique && assumes_one_solution(*step)) {
            stopped = true;
            break;
        }
        check_step(*g, p, *step, judge, unique);
        const CandidateGrid before = p;
        apply_step(p, *step);
        FUZZ_CHECK(p.grid != before.grid || p.cand != before.cand);
    }
    // Filled by steps: a solution when the puzzle has one (the steps are sound); the grader
    // says the same as this loop.
    const Cells end = p.cells();
    const bool filled = std::count(end.begin(), end.end(), 0) == 0;
    const bool valid = filled && obeys(r, end, true);
    if (filled && two.count) FUZZ_CHECK(valid && (two.count > 1 || end == two.solution));
    if (!stopped) FUZZ_CHECK(grade_variant(*g, givens).solved == valid);

    if ((mode >> 6) == 0 && (head >> 6) == 0) check_generated(in);
    return 0;
}
