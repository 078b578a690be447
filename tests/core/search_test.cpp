// The 9x9 classic's step-by-step search engine (core/search/classic_search.h) and its Timeline (core/search/timeline.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/search/classic_search.h"
#include "core/solve/solver.h"
#include "core/search/timeline.h"
#include "seed_puzzle.h"

using namespace sudoku;

namespace {

const Strategy kAll[] = {Strategy::Classic, Strategy::Mrv, Strategy::Forward, Strategy::Dlx};

Grid grid(const std::string& text) {
    auto r = parse_grid(text);
    REQUIRE(r.ok);
    return r.grid;
}

std::vector<Grid> fixture_puzzles() {
    std::vector<Grid> out;
    std::ifstream in(std::string(SUDOKU_FIXTURES) + "/search_puzzles.txt");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(grid(line));
    REQUIRE(out.size() == 6);
    return out;
}

// The seeds' algorithm written again, independently: recursion over a 9x9 array, the
// check as three loops (row, column, box), one Event recorded per action.
struct SeedsReference {
    int g[9][9];
    std::vector<Event> events;
    std::size_t limit;
    bool stopped = false;

    SeedsReference(const Grid& p, std::size_t max_events) : limit(max_events) {
        for (int i = 0; i < 81; ++i) g[i / 9][i % 9] = p[i];
        if (!solve() && !stopped) push({EventKind::Exhausted});
    }
    void push(Event e) {
        if (events.size() == limit) stopped = true;
        else events.push_back(e);
    }
    // Fills e.by / e.house with the first clashing cell, as the seeds' loops meet it.
    bool ok(int r, int c, int d, Event& e) {
        for (int j = 0; j < 9; ++j)
            if (g[r][j] == d) return e.by = std::int8_t(r * 9 + j), e.house = std::int8_t(r), false;
        for (int i = 0; i < 9; ++i)
            if (g[i][c] == d) return e.by = std::int8_t(i * 9 + c), e.house = std::int8_t(9 + c), false;
        for (int i = r / 3 * 3; i < r / 3 * 3 + 3; ++i)
            for (int j = c / 3 * 3; j < c / 3 * 3 + 3; ++j)
                if (g[i][j] == d) return e.by = std::int8_t(i * 9 + j), e.house = std::int8_t(18 + r / 3 * 3 + c / 3), false;
        return true;
    }
    bool solve() {
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) {
                if (g[r][c]) continue;
                std::int8_t cell = std::int8_t(r * 9 + c);
                for (int d = 1; d <= 9; ++d) {
                    push({EventKind::Try, cell, std::int8_t(d)});
                    Event rej{EventKind::Reject, cell, std::int8_t(d)};
                    if (!ok(r, c, d, rej)) {
                        push(rej);
                        if (stopped) return false;
                        continue;
                    }
                    g[r][c] = d;
                    push({EventKind::Place, cell, std::int8_t(d)});
                    if (stopped) return false;
                    if (solve()) return true;
                    if (stopped) return false;
                    g[r][c] = 0;
                    push({EventKind::Backtrack, cell, std::int8_t(d)});
                }
                return false;
            }
        push({EventKind::Solved});
        return true;
    }
};

std::uint64_t count(const std::vector<Event>& ev, EventKind k) {
    return std::uint64_t(std::count_if(ev.begin(), ev.end(), [k](const Event& e) { return e.kind == k; }));
}

ClassicSearch run_to_end(const Grid& p, Strategy s, SearchOptions o = {}) {
    ClassicSearch x(p, s, o);
    while (x.run(1u << 22)) {}
    return x;
}

// Everything a viewer can read, compared field by field (the depth window is excluded:
// it depends on when the caller last reset it).
bool same_state(const ClassicSearchState& a, const ClassicSearchState& b) {
    const SearchCounters &x = a.counters, &y = b.counters;
    bool counters = x.steps == y.steps && x.tries == y.tries && x.placements == y.placements &&
                    x.backtracks == y.backtracks && x.propagations == y.propagations && x.undone == y.undone &&
                    x.dead_ends == y.dead_ends && x.solutions == y.solutions && x.depth == y.depth &&
                    x.max_depth == y.max_depth;
    bool frames = true;
    for (int i = 0; i <= x.depth && i <= kCells; ++i)
        frames = frames && a.frames[i].cell == b.frames[i].cell && a.frames[i].digit == b.frames[i].digit;
    return counters && frames && a.grid == b.grid && a.origin == b.origin && a.used == b.used &&
           a.heat == b.heat && a.erased_at == b.erased_at && a.result == b.result && a.phase == b.phase &&
           a.last_kind == b.last_kind && a.last_cell == b.last_cell && a.last_digit == b.last_digit &&
           a.last_house == b.last_house && a.last_rule == b.last_rule && a.trail_len == b.trail_len;
}

}  // namespace

TEST_CASE("classic: the event stream is the seeds' recursion, step for step") {
    std::vector<Grid> puzzles = fixture_puzzles();
    puzzles.push_back(grid(kSeedNone));
    for (const Grid& p : puzzles) {
        CAPTURE(format_line(p));
        SeedsReference ref(p, 800000);
        REQUIRE(!ref.stopped);
        ClassicSearch s(p, Strategy::Classic);
        for (std::size_t i = 0; i < ref.events.size(); ++i) {
            Event e = s.step();
            if (e != ref.events[i]) {
                CAPTURE(i);
                CHECK(describe(e) == describe(ref.events[i]));
                break;
            }
        }
        CHECK(s.step().kind == EventKind::None);
        CHECK(s.finished());
        // Counts mean the same as the seeds' recursion's.
        const SearchCounters& k = s.counters();
        CHECK(k.steps == ref.events.size());
        CHECK(k.tries == count(ref.events, EventKind::Try));
        CHECK(k.placements == count(ref.events, EventKind::Place));
        CHECK(k.backtracks == count(ref.events, EventKind::Backtrack));
        Grid end = p;  // the reference grid at its end, read from its events
        for (const Event& e : ref.events)
            if (e.kind == EventKind::Place) end[e.cell] = std::uint8_t(e.digit);
            else if (e.kind == EventKind::Backtrack) end[e.cell] = 0;
        CHECK(s.grid() == end);
        // The fast path lands on the same state as single steps.
        ClassicSearch fast = run_to_end(p, Strategy::Classic);
        CHECK(same_state(fast.save(), s.save()));
    }
}

TEST_CASE("classic: the seeds' example, pinned") {
    ClassicSearch s = run_to_end(grid(kSeed), Strategy::Classic);
    CHECK(s.result() == SearchResult::Solved);
    CHECK(s.counters().tries == 323663);
    CHECK(s.counters().placements == 35989);
    CHECK(s.counters().backtracks == 35932);
    CHECK(s.counters().steps == 683259);
    CHECK(s.counters().max_depth == 57);
    CHECK(s.last_event().kind == EventKind::Solved);
    ClassicSearch first(grid(kSeed), Strategy::Classic);
    CHECK(describe(first.step()) == "try r1c2 1");
    CHECK(describe(first.step()) == "reject r1c2 1 by r3c1 box 1");
    CHECK(describe(first.step()) == "try r1c2 2");
    CHECK(describe(first.step()) == "reject r1c2 2 by r1c3 row 1");
    CHECK(describe(first.step()) == "try r1c2 3");
    CHECK(describe(first.step()) == "place r1c2 3");
    CHECK(first.origin(1) == Origin::Placed);
    CHECK(first.origin(0) == Origin::Given);
    CHECK(first.origin(3) == Origin::Blank);
    CHECK(first.depth() == 1);
    CHECK(first.branch_cell(0) == 1);
    CHECK(first.branch_digit(0) == 3);
}

TEST_CASE("every strategy solves the fixtures with the fast solver's answer") {
    for (const Grid& p : fixture_puzzles()) {
        SolveResult fast = solve_fast(p, 2);
        REQUIRE(fast.count == 1);
        int blanks = kCells - p.count_filled();
        for (Strategy st : kAll) {
            const std::string name = strategy_name(st);
        CAPTURE(name);
            CAPTURE(format_line(p));
            ClassicSearch s = run_to_end(p, st);
            const SearchCounters& k = s.counters();
            CHECK(s.result() == SearchResult::Solved);
            CHECK(s.last_event().kind == EventKind::Solved);
            CHECK(s.grid() == fast.solution);
            CHECK(is_solution_of(s.grid(), p));
            CHECK(k.solutions == 1);
            // Whatever was written and not erased fills the blanks.
            CHECK(std::int64_t(k.placements + k.propagations) - std::int64_t(k.backtracks + k.undone) == blanks);
            CHECK(std::uint64_t(k.depth) == k.placements - k.backtracks);
            std::uint64_t heat = 0;
            for (auto h : s.heat()) heat += h;
            CHECK(heat == k.tries + k.propagations);
            // Givens stay givens; every blank was filled by a branch or, in Forward, a rule,
            // and the counts of each match the counters.
            std::uint64_t placed = 0, propagated = 0, other = 0;
            for (int c = 0; c < kCells; ++c) {
                const Origin o = s.origin(c);
                if (p[c]) CHECK(o == Origin::Given);
                else if (o == Origin::Placed) ++placed;
                else if (o == Origin::NakedSingle || o == Origin::HiddenSingle) ++propagated;
                else ++other;
            }
            CHECK(other == 0);
            CHECK(placed == k.placements - k.backtracks);
            CHECK(propagated == k.propagations - k.undone);
            if (st != Strategy::Forward) CHECK(k.propagations == 0);
            if (st != Strategy::Classic) CHECK(k.tries == k.placements);  // only candidates are tried
            // Deterministic: a second run gives the same state.
            CHECK(same_state(run_to_end(p, st).save(), s.save()));
        }
    }
}

TEST_CASE("no solution, conflicting givens, several solutions") {
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        ClassicSearch none = run_to_end(grid(kSeedNone), st);
        CHECK(none.result() == SearchResult::None);
        CHECK(none.last_event().kind == EventKind::Exhausted);
        CHECK(none.counters().solutions == 0);
        CHECK(none.counters().depth == 0);
        // Every placed digit was erased; Forward keeps what the givens alone force, written
        // by a rule before the first branch and never undone.
        const Grid puzzle = grid(kSeedNone);
        std::uint64_t kept = 0;
        for (int c = 0; c < kCells; ++c) {
            const Origin o = none.origin(c);
            if (puzzle[c]) {
                CHECK(o == Origin::Given);
            } else if (none.digit(c) == 0) {
                CHECK(o == Origin::Blank);
            } else {
                CHECK(st == Strategy::Forward);
                CHECK((o == Origin::NakedSingle || o == Origin::HiddenSingle));
                ++kept;
            }
        }
        CHECK(kept == none.counters().propagations - none.counters().undone);
        if (st == Strategy::Forward) CHECK(kept > 0);

        std::string clash = kSeed;
        clash[1] = '7';  // r1c2 = 7 clashes with r1c1
        ClassicSearch bad(grid(clash), st);
        CHECK(describe(bad.step()) == "exhausted");
        CHECK(bad.result() == SearchResult::None);
        CHECK(bad.step().kind == EventKind::None);

    }
}

TEST_CASE("counting several solutions agrees across strategies") {
    // The seeds' solution with 46 cells blanked at random: 81 solutions.
    Grid p = grid("7...58..995.1738..1..6...3787...4.926.............74..3.97.....418..5.......4..8.");
    std::uint64_t expect = std::uint64_t(solve_fast(p, 1000).count);
    REQUIRE(expect == 81);
    SearchOptions all;
    all.all_solutions = true;
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        ClassicSearch s = run_to_end(p, st, all);
        CHECK(s.counters().solutions == expect);
        CHECK(s.result() == SearchResult::Solved);
    }
}

TEST_CASE("step cap ends the search with result capped") {
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        SearchOptions o;
        o.step_cap = 57;
        ClassicSearch s(grid(kSeed), st, o);
        CHECK(s.run(1000) == 57);
        CHECK(s.steps() == 57);
        CHECK(s.finished());
        CHECK(s.result() == SearchResult::Capped);
        CHECK(s.run(1000) == 0);
        CHECK(s.step().kind == EventKind::None);
        CHECK(s.steps() == 57);
    }
    SearchOptions o;
    o.step_cap = 683259;  // exactly the classic run's length: it ends solved, not capped
    CHECK(run_to_end(grid(kSeed), Strategy::Classic, o).result() == SearchResult::Solved);
}

TEST_CASE("run_until stops right after the asked event") {
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        ClassicSearch s(grid(kSeed), st);
        std::uint64_t backtracks = 0;
        while (!s.finished()) {
            s.run_until(1u << 20, event_bit(EventKind::Backtrack));
            if (s.finished()) break;
            CHECK(s.last_event().kind == EventKind::Backtrack);
            CHECK(s.counters().backtracks + s.counters().undone == ++backtracks);
            if (backtracks == 50) break;
        }
        ClassicSearch t(grid(kSeed), st);
        t.run_until(1u << 30, event_bit(EventKind::Solved));
        CHECK(t.result() == SearchResult::Solved);
    }
}

TEST_CASE("save and load resume the same search, for every strategy") {
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        Grid p = grid(kSeed);
        ClassicSearch whole = run_to_end(p, st);
        std::uint64_t total = whole.steps();
        std::uint64_t stride = std::max<std::uint64_t>(1, total / 97);
        ClassicSearch a(p, st);
        for (std::uint64_t at = 0; at < total; at += stride) {
            a.run(at - a.steps());
            ClassicSearch b(p, st);
            b.load(a.save());
            ClassicSearch c = a;  // copies carry the same state
            // The next events agree, and so does the end.
            for (int i = 0; i < 40; ++i) {
                Event x = a.step(), y = b.step(), z = c.step();
                CHECK(x == y);
                CHECK(x == z);
            }
            b.run(~0ull >> 1);
            CHECK(same_state(b.save(), whole.save()));
        }
    }
}

TEST_CASE("timeline: seeking anywhere, backwards too, reproduces the search") {
    for (Strategy st : kAll) {
        const std::string name = strategy_name(st);
        CAPTURE(name);
        Grid p = grid(kSeed);
        TimelineOptions to;
        to.first_interval = st == Strategy::Classic ? 1024 : 16;
        to.max_checkpoints = 16;
        to.fine_checkpoints = 8;
        to.depth_buckets = 32;
        ClassicTimeline t(p, st, {}, to);
        while (t.advance(100000)) {}
        REQUIRE(t.end_known());
        const std::uint64_t total = t.known_steps();
        CHECK(t.checkpoint_count() <= 16);
        CHECK(t.search().result() == SearchResult::Solved);

        // Reference states from one straight run, at the checkpoints, at random steps and
        // at every step of a window (for stepping back).
        std::mt19937_64 rng(7);
        std::vector<std::uint64_t> at;
        for (std::uint64_t s = 0; s <= total; s += t.checkpoint_interval()) at.push_back(s);
        for (int i = 0; i < 60; ++i) at.push_back(rng() % (total + 1));
        const std::uint64_t window_end = total * 2 / 3;
        const std::uint64_t window = std::min<std::uint64_t>(300, window_end);
        for (std::uint64_t s = window_end - window; s <= window_end; ++s) at.push_back(s);
        at.push_back(total);
        std::sort(at.begin(), at.end());
        at.erase(std::unique(at.begin(), at.end()), at.end());
        std::vector<ClassicSearchState> ref;
        ClassicSearch straight(p, st);
        for (std::uint64_t s : at) {
            straight.run(s - straight.steps());
            ref.push_back(straight.save());
        }

        std::vector<std::size_t> order(at.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng);
        for (std::size_t i : order) {
            CAPTURE(at[i]);
            CHECK(t.seek(at[i]) == at[i]);
            CHECK(same_state(t.search().save(), ref[i]));
        }
        // Step back one at a time through the window.
        t.seek(window_end);
        std::size_t i = std::size_t(std::lower_bound(at.begin(), at.end(), window_end) - at.begin());
        for (std::uint64_t n = 0; n < window; ++n) {
            REQUIRE(t.step_back());
            --i;
            REQUIRE(at[i] == t.position());
            CHECK(same_state(t.search().save(), ref[i]));
        }
        if (t.checkpoint_interval() > 2048) CHECK(t.fine_count() > 0);
        // Forward again to the end, beyond it is clamped; restart goes to step 0.
        CHECK(t.seek(total + 1000) == total);
        CHECK(same_state(t.search().save(), ref.back()));
        t.restart();
        CHECK(t.position() == 0);
        CHECK(t.search().last_event().kind == EventKind::None);
        CHECK(!t.step_back());

        // The depth profile covers the history and agrees with the counters.
        int top = 0;
        for (const DepthBucket& b : t.depth_profile()) {
            CHECK(b.min <= b.max);
            top = std::max<int>(top, b.max);
        }
        CHECK(top == ref.back().counters.max_depth);
        CHECK(t.depth_profile().size() <= 32);
        CHECK(t.depth_profile().size() * t.depth_bucket_width() >= total);
    }
}

TEST_CASE("timeline: jumps to the next backtrack and solution") {
    ClassicTimeline t(grid(kSeed), Strategy::Classic);
    t.next_backtrack(1u << 20);
    CHECK(t.search().last_event().kind == EventKind::Backtrack);
    CHECK(t.search().counters().backtracks == 1);
    std::uint64_t at = t.position();
    t.next_backtrack(1u << 20);
    CHECK(t.search().counters().backtracks == 2);
    // Backwards, then the same jump lands on the same step (replaying known history).
    t.seek(at - 10);
    t.next_backtrack(1u << 20);
    CHECK(t.position() == at);
    t.next_solution(1u << 30);
    CHECK(t.search().result() == SearchResult::Solved);
    CHECK(t.position() == 683259);
    CHECK(t.end_known());
    t.seek(5);
    CHECK(t.advance(10) == 10);
    CHECK(t.position() == 15);
}

TEST_CASE("timeline: memory stays flat over a long search") {
    // Counting all solutions of a nearly empty grid never ends in practice.
    Grid p = grid("123456789" + std::string(72, '.'));
    SearchOptions so;
    so.all_solutions = true;
    so.step_cap = 6'000'000;
    TimelineOptions to;
    to.max_checkpoints = 32;
    to.first_interval = 256;
    ClassicTimeline t(p, Strategy::Classic, so, to);
    const std::size_t bytes = t.memory_bytes();
    std::size_t most = 0;
    while (t.advance(250000)) {
        most = std::max(most, t.checkpoint_count());
        CHECK(t.memory_bytes() == bytes);
    }
    CHECK(t.search().result() == SearchResult::Capped);
    CHECK(t.position() == 6'000'000);
    CHECK(most <= 32);
    CHECK(most >= 16);
    CHECK(t.checkpoint_interval() >= 6'000'000 / 32);
    CHECK(t.depth_profile().size() <= 512);
    CHECK(bytes < 400 * 1024);
    // Seeking back still lands on the exact state.
    const std::uint64_t k = 4'321'987;
    ClassicSearch straight(p, Strategy::Classic, so);
    straight.run(k);
    t.seek(k);
    CHECK(same_state(t.search().save(), straight.save()));
    CHECK(t.memory_bytes() == bytes);
}

TEST_CASE("names and event text") {
    Strategy s;
    CHECK(parse_strategy("forward", s));
    CHECK(s == Strategy::Forward);
    CHECK(!parse_strategy("fastest", s));
    for (Strategy st : kAll) {
        Strategy back;
        CHECK(parse_strategy(strategy_name(st), back));
        CHECK(back == st);
    }
    CHECK(describe(Event{EventKind::Propagate, 10, 5, -1, 18, Rule::HiddenSingle}) ==
          "propagate hidden-single r2c2 5 in box 1");
    CHECK(describe(Event{EventKind::Propagate, 10, 5, -1, -1, Rule::NakedSingle}) == "propagate naked-single r2c2 5");
    CHECK(describe(Event{EventKind::DeadEnd, 40}) == "dead-end r5c5");
    CHECK(describe(Event{EventKind::DeadEnd, -1, 7, -1, 1}) == "dead-end 7 in row 2");
    CHECK(describe(Event{EventKind::Backtrack, 0, 3, -1, -1, Rule::NakedSingle}) == "backtrack r1c1 3 propagated");
    CHECK(std::string(result_name(SearchResult::Capped)) == "capped");
}
