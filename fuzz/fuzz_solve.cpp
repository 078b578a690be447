// Solution counting: solve_fast(limit 2) on any conflict-free grid, cross-checked with
// the classic search (to its first solution) and the DLX search (counting to 2) where
// they finish under a small cap (a capped run proves nothing and is skipped).
#include "core/search/classic_search.h"
#include "core/solve/solver.h"
#include "fuzz_util.h"

using namespace sudoku;

namespace {

// Solutions found by a resumable search, up to 2; -1 when it hit the cap.
int search_count(const Grid& g, Strategy s, Grid& first) {
    ClassicSearch search(g, s, {20000, true});
    int found = 0;
    while (found < 2 && !search.finished()) {
        search.run_until(~0ull, event_bit(EventKind::Solved));
        if (search.last_event().kind != EventKind::Solved) break;
        if (found++ == 0) first = search.grid();
    }
    if (search.result() == SearchResult::Capped) return -1;
    return found;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Grid g = fuzz::grid_of(data, size);
    SolveResult two = solve_fast(g, 2);
    FUZZ_CHECK(two.count >= 0 && two.count <= 2);
    if (two.count) FUZZ_CHECK(is_solution_of(two.solution, g));
    SolveResult one = solve_fast(g, 1);
    FUZZ_CHECK(one.count == (two.count ? 1 : 0));
    if (one.count) FUZZ_CHECK(is_solution_of(one.solution, g));

    ClassicSearch c(g, Strategy::Classic, {20000, false});
    while (c.run(1u << 20)) {}
    if (c.result() == SearchResult::Solved) {
        FUZZ_CHECK(two.count > 0 && is_solution_of(c.grid(), g));
        if (two.count == 1) FUZZ_CHECK(c.grid() == two.solution);
    } else if (c.result() == SearchResult::None) {
        FUZZ_CHECK(two.count == 0 && c.grid() == g);  // every placement was taken back
    }

    Grid first;
    int dlx = search_count(g, Strategy::Dlx, first);
    if (dlx >= 0) {
        FUZZ_CHECK(dlx == two.count);
        if (dlx) FUZZ_CHECK(is_solution_of(first, g));
        if (dlx == 1) FUZZ_CHECK(first == two.solution);
    }
    return 0;
}
