// The bad-input matrix: every kind of bad puzzle, through the library and through the
// CLI, answered with a message that names what is wrong and where, in bounded time and
// memory. Exact messages are checked: they are what a user reads.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/logic/grader.h"
#include "core/search/search.h"
#include "core/game/share.h"
#include "core/solve/solver.h"
#include "seed_puzzle.h"
#include "temp_file.h"

using namespace sudoku;

namespace {

const std::string& kNone = kSeedNone;
const std::string kMultiple = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
// A 17-clue puzzle (unique) and the same without its r2c9 given: 16 clues never suffice.
const std::string k17 = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const std::string k16 = ".......................2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const std::string kEmpty(81, '.');

Grid grid(const std::string& s) {
    ParseResult p = parse_grid(s);
    REQUIRE_MESSAGE(p.ok, p.error);
    return p.grid;
}

// Processor time of this thread for one call of `f`, in microseconds: the least over 5
// batches of `reps` calls (time the machine gave to other work is not counted).
template <typename F>
double least_cpu_us(F f, int reps) {
    auto now_us = [] {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
    };
    double least = 1e300;
    for (int batch = 0; batch < 5; ++batch) {
        const double t0 = now_us();
        for (int i = 0; i < reps; ++i) f();
        least = std::min(least, (now_us() - t0) / reps);
    }
    return least;
}

// ---- the CLI, run directly (no shell) so wait4 reports its own peak memory ----

struct Run {
    std::string out, err;  // standard output and standard error
    int status = -1;
    long max_rss_kb = 0;
    double cpu_s = 0;  // processor time, user and system
};

std::string slurp(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

// Runs `sudoku args...` with standard input from `input` (a path; empty: /dev/null).
Run run_cli(const std::vector<std::string>& args, const std::string& input = {}) {
    TempFile out, err;
    // In sanitizer builds the quarantine keeps freed blocks on purpose, which would pass
    // for growth in the memory figures: off for the CLI runs (ignored by other builds).
    const char* asan = std::getenv("ASAN_OPTIONS");
    const std::string asan_options = std::string(asan ? asan : "") + ":quarantine_size_mb=0";
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        setenv("ASAN_OPTIONS", asan_options.c_str(), 1);
        int in = open(input.empty() ? "/dev/null" : input.c_str(), O_RDONLY);
        int o = open(out.path.c_str(), O_WRONLY | O_TRUNC);
        int e = open(err.path.c_str(), O_WRONLY | O_TRUNC);
        if (in < 0 || o < 0 || e < 0) _exit(126);
        dup2(in, 0);
        dup2(o, 1);
        dup2(e, 2);
        std::vector<char*> argv{const_cast<char*>(SUDOKU_CLI)};
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execv(SUDOKU_CLI, argv.data());
        _exit(127);
    }
    int st = 0;
    rusage ru{};
    REQUIRE(wait4(pid, &st, 0, &ru) == pid);
    Run r;
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    r.max_rss_kb = ru.ru_maxrss;
    r.cpu_s = double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.out = slurp(out.path);
    r.err = slurp(err.path);
    return r;
}

Run run_text(const std::vector<std::string>& args, const std::string& text) {
    TempFile in(text);
    return run_cli(args, in.path);
}

// Pretty board of a puzzle, with the band separators.
std::string board(const std::string& p) {
    return format_pretty(grid(p));
}

}  // namespace

// ---------------------------------------------------------------------------------------
// The library
// ---------------------------------------------------------------------------------------

TEST_CASE("bad input, library: empty, too short, too long") {
    CHECK(parse_grid("").error == "empty input");
    CHECK(validate_text("") == "empty input");
    CHECK(parse_grid(" \t\n| - +\r\n").error == "no cells: expected 81 digits or blanks");
    CHECK(parse_grid(kSeed.substr(0, 80)).error == "wrong length: expected 81 cells, found 80");
    CHECK(parse_grid(kSeed + "1").error == "wrong length: expected 81 cells, found 82");
    CHECK(parse_grid(std::string(100000, '.')).error == "wrong length: expected 81 cells, found 100000");
    CHECK(parse_share_fragment("#p=").error == "p: empty puzzle");
    CHECK(parse_share_fragment("#p=" + kSeed.substr(0, 80)).error == "p: wrong length: expected 81 cells, found 80");
    Game g;
    CHECK(Game::load(g, "") == "empty save");
    CHECK(Game::load(g, "SDK1:") == "corrupt save: truncated");
}

TEST_CASE("bad input, library: illegal characters name the byte and its position") {
    std::string accent = kSeed;
    accent.replace(5, 1, "\xC3\xA9");  // UTF-8 e-acute in place of r1c6
    CHECK(parse_grid(accent).error == "bad character '\\xC3' at position 6");
    std::string nul = kSeed;
    nul[40] = '\0';
    CHECK(parse_grid(nul).error == "bad character NUL at position 41");
    std::string letter = kSeed;
    letter[80] = 'x';
    CHECK(parse_grid(letter).error == "bad character 'x' at position 81");
    // In a board the place is a line and a column of the text.
    std::string b = board(kSeed);
    b[b.find('\n') + 3] = '?';  // third character of the second line
    CHECK(parse_grid(b).error == "bad character '?' at line 2, column 3");
    CHECK(parse_share_fragment("#p=" + letter).error == "p: bad character 'x' at position 81");
    CHECK(parse_share_fragment("#p=%C3%A9").error == "p: bad character '\\xC3' at position 1");
    Game g;
    CHECK(Game::load(g, "SDK1:AB\xC3\xA9") == "corrupt save: bad character byte 0xC3 at position 8");
}

TEST_CASE("bad input, library: conflicting givens name both cells, the digit and the house") {
    std::string row = kSeed, col = kSeed, box = kSeed;
    row[8] = '7';   // r1c9 = 7 beside r1c1 = 7
    col[72] = '7';  // r9c1 = 7 below r1c1 = 7
    box[10] = '2';  // r2c2 = 2 in box 1 with r1c3 = 2
    CHECK(validate_text(row) == "conflict: r1c1 and r1c9 both hold 7 in row 1");
    CHECK(validate_text(col) == "conflict: r1c1 and r9c1 both hold 7 in column 1");
    CHECK(validate_text(box) == "conflict: r1c3 and r2c2 both hold 2 in box 1");
    // Every solver refuses them at once instead of searching.
    Grid g = parse_grid(row).grid;
    CHECK(solve_fast(g, 2).count == 0);
    for (int s = 0; s < kStrategies; ++s) {
        Search search(g, Strategy(s), {1000, true});
        search.run(1000);
        CHECK(search.result() == SearchResult::None);
        CHECK(search.steps() == 1);
        CHECK(search.last_event().kind == EventKind::Exhausted);
    }
    Game game;
    CHECK(Game::create(game, g) == "conflict: r1c1 and r1c9 both hold 7 in row 1");
    CHECK(parse_share_fragment("#p=" + box).error == "p: conflict: r1c3 and r2c2 both hold 2 in box 1");
}

TEST_CASE("bad input, library: no solution without an immediate conflict") {
    Grid g = grid(kNone);
    REQUIRE(find_conflicts(g).empty());
    CHECK(validate_text(kNone).empty());  // well formed: only solving finds out
    CHECK(solve_fast(g, 2).count == 0);
    for (int s = 0; s < kStrategies; ++s) {
        Search search(g, Strategy(s), {10'000'000, true});
        search.run(10'000'000);
        CHECK_MESSAGE(search.result() == SearchResult::None, strategy_name(Strategy(s)));
        // Every branch was taken back (Forward keeps what the givens alone force).
        if (Strategy(s) != Strategy::Forward) CHECK(search.grid() == Cells(g.cells.begin(), g.cells.end()));
    }
    Game game;
    CHECK(Game::create(game, g) == "the puzzle has no solution");
    // Logic alone does not claim to solve it.
    Grade gr = grade(g);
    CHECK(!gr.end.solved());
}

TEST_CASE("bad input, library: multiple solutions, and fewer than 17 givens") {
    for (const std::string& p : {kMultiple, k16}) {
        Grid g = grid(p);
        SolveResult r = solve_fast(g, 2);
        CHECK(r.count == 2);
        CHECK(r.guesses < 1000);
        CHECK(is_solution_of(r.solution, g));
        Search dlx(g, Strategy::Dlx, {10'000'000, true});
        dlx.run_until(10'000'000, event_bit(EventKind::Solved));
        dlx.run_until(10'000'000, event_bit(EventKind::Solved));
        CHECK(dlx.counters().solutions == 2);
        Game game;
        CHECK(Game::create(game, g) == "the puzzle has more than one solution");
        CHECK(!grade(g).end.solved());
    }
    // The textbook search finds a first solution of the serg puzzle at once...
    Search c(grid(kMultiple), Strategy::Classic, {2'000'000, false});
    c.run(2'000'000);
    CHECK(c.result() == SearchResult::Solved);
    Grid found;
    const Cells cells = c.grid();
    std::copy(cells.begin(), cells.end(), found.cells.begin());
    CHECK(is_solution_of(found, grid(kMultiple)));
    // ...but sparse top rows defeat it (billions of steps): the cap ends it and says so.
    Search sparse(grid(k16), Strategy::Classic, {2'000'000, false});
    CHECK(sparse.run(5'000'000) == 2'000'000);
    CHECK(sparse.result() == SearchResult::Capped);
    CHECK(grid(k16).count_filled() == 16);
    CHECK(solve_fast(grid(k17), 2).count == 1);
}

TEST_CASE("bad input, library: the empty grid stays fast and bounded everywhere") {
    const Grid empty;
    SolveResult r = solve_fast(empty, 2);
    CHECK(r.count == 2);
    CHECK(r.guesses < 1000);
    CHECK(solve_fast(empty, 1000).count == 1000);
    Search c(empty, Strategy::Classic, {100'000, false});
    c.run(100'000);
    CHECK(c.result() == SearchResult::Solved);  // row-major search fills it in a few thousand steps
    CHECK(c.steps() < 10'000);
    for (int s = 0; s < kStrategies; ++s) {
        // Counting all 6.7e21 solutions would never end: the cap does.
        Search search(empty, Strategy(s), {50'000, true});
        CHECK(search.run(1'000'000) == 50'000);
        CHECK(search.result() == SearchResult::Capped);
        CHECK(search.counters().solutions > 0);
    }
    // No technique applies to the empty grid: hints and grading stop at once.
    CandidateGrid s = CandidateGrid::from_grid(empty);
    CHECK(!find_next_step(s).has_value());
    Grade g = grade(empty);
    CHECK(g.stuck);
    CHECK(g.steps == 0);
    CHECK(g.level == Level::Extreme);

    // Fast: each piece of work against the same code on a real puzzle, timed now (processor
    // time, least of 5 batches). Bounds are 3-5 times the ratios measured in release
    // builds, so a tenfold slowdown on the empty grid fails; sanitizers slow both sides.
    const Grid seed = grid(kSeed);
    volatile int sink = 0;
    const double fast_seed = least_cpu_us([&] { sink = sink + solve_fast(seed, 2).count; }, 200);
    const double fast_empty = least_cpu_us([&] { sink = sink + solve_fast(empty, 2).count; }, 200);
    const double count_empty = least_cpu_us([&] { sink = sink + solve_fast(empty, 1000).count; }, 10);
    MESSAGE("solve_fast, us: seed " << fast_seed << ", empty " << fast_empty << ", empty counting 1000 "
                                    << count_empty);
    CHECK(fast_empty < 60 * fast_seed);    // 14-21 measured
    CHECK(count_empty < 600 * fast_seed);  // 130-230 measured
    // Grading the empty grid tries every technique once, all of them failing (the forcing
    // chains most of the time); grading the seeds' puzzle takes 69 easy steps.
    const double grade_seed = least_cpu_us([&] { sink = sink + grade(seed).steps; }, 20);
    const double grade_empty = least_cpu_us([&] { sink = sink + grade(empty).steps; }, 3);
    MESSAGE("grade, us: the seeds' puzzle " << grade_seed << ", empty " << grade_empty);
    CHECK(grade_empty < 500 * grade_seed);  // 100-190 measured
    for (int st = 0; st < kStrategies; ++st) {
        // Per step: the empty grid against 16 givens (many solutions, so 50,000 steps too).
        auto per_step = [&](const Grid& p) {
            std::uint64_t steps = 0;
            double us = least_cpu_us([&] {
                Search x(p, Strategy(st), {50'000, true});
                steps = x.run(1'000'000);
            }, 3);
            REQUIRE(steps == 50'000);
            return us / double(steps);
        };
        const double sparse = per_step(grid(k16)), blank = per_step(empty);
        MESSAGE(std::string(strategy_name(Strategy(st))) << ", us per step: 16 givens " << sparse << ", empty " << blank);
        CHECK(blank < 4 * sparse);  // 0.6-1.3 measured
    }
}

// ---------------------------------------------------------------------------------------
// The CLI
// ---------------------------------------------------------------------------------------

TEST_CASE("bad input, cli: empty input and comments only are answered, not silent") {
    for (const char* cmd : {"solve", "validate", "grade", "hint"}) {
        Run r = run_text({cmd}, "");
        CHECK_MESSAGE(r.out == "invalid: empty input: no puzzle in standard input\n", cmd);
        CHECK(r.status == 1);
    }
    TempFile comments("# nothing here\n\n   \r\n# still nothing\n", "comments.txt");
    Run r = run_cli({"validate", comments.path});
    CHECK(r.out == "invalid: empty input: no puzzle in " + comments.path + " (only blank lines and comments)\n");
    CHECK(r.status == 1);
    // Missing files and directories name the file and the system's reason.
    r = run_cli({"solve", "/no/such/file.txt"});
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "sudoku solve: cannot open /no/such/file.txt: No such file or directory\n");
    r = run_cli({"validate", P_tmpdir});
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err == std::string("sudoku validate: cannot read ") + P_tmpdir + ": Is a directory\n");
}

TEST_CASE("bad input, cli: each bad line is answered in order, naming what and where") {
    std::string accent = kSeed, nul = kSeed, clash = kSeed;
    accent.replace(5, 1, "\xC3\xA9");
    nul[40] = '\0';
    clash[8] = '7';
    const std::string input = kSeed.substr(0, 80) + "\n" + kSeed + "12\n" + accent + "\n" + nul + "\n" + clash +
                              "\n" + kNone + "\n" + kMultiple + "\n" + k16 + "\n" + kEmpty + "\n" + kSeed + "\n";
    const std::string bad = "invalid: wrong length: expected 81 cells, found 80\n"
                            "invalid: wrong length: expected 81 cells, found 83\n"
                            "invalid: bad character '\\xC3' at position 6\n"
                            "invalid: bad character NUL at position 41\n"
                            "invalid: conflict: r1c1 and r1c9 both hold 7 in row 1\n";
    Run solve = run_text({"solve"}, input);
    CHECK(solve.out == bad + "none\nmultiple\nmultiple\nmultiple\n" + kSeedSolution + "\n");
    CHECK(solve.status == 1);
    Run validate = run_text({"validate"}, input);
    CHECK(validate.out == bad + "ok\nok\nok\nok\nok\n");
    CHECK(validate.status == 1);
    Run grade = run_text({"grade"}, input);
    const std::string not_unique = "none: the puzzle has no solution\n"
                                   "multiple: the puzzle has more than one solution\n"
                                   "multiple: the puzzle has more than one solution\n"
                                   "multiple: the puzzle has more than one solution\n";
    CHECK(grade.out.substr(0, bad.size() + not_unique.size()) == bad + not_unique);
    Grade seed = ::grade(grid(kSeed));
    char last[64];
    std::snprintf(last, sizeof last, "%s %.1f %s\n", level_name(seed.level), seed.rating, technique_key(*seed.hardest));
    CHECK(grade.out.substr(bad.size() + not_unique.size()) == last);
    Run hint = run_text({"hint"}, input);
    CHECK(hint.out.substr(0, bad.size() + not_unique.size()) == bad + not_unique);
    Run count = run_text({"solve", "--count", "--limit", "5"}, input);
    CHECK(count.out == bad + "0\n5\n5\n5\n1\n");
}

TEST_CASE("bad input, cli: the empty grid is answered at once by every command") {
    struct Case {
        std::vector<std::string> args;
        std::string answer;
        double max_ratio;  // processor time on the empty grid / on the seeds' puzzle
    };
    const std::string multiple = "multiple: the puzzle has more than one solution\n";
    // Starting the process is most of the work except for counting 100,000 solutions
    // (ratios measured in a release build: about 1, and 13-17 for the count).
    const Case cases[] = {{{"solve"}, "multiple\n", 5},
                          {{"solve", "--count", "--limit", "100000"}, "100000\n", 50},
                          {{"validate"}, "ok\n", 5},
                          {{"grade"}, multiple, 5},
                          {{"hint"}, multiple, 5}};
    for (const Case& c : cases) {
        const std::string name = c.args[0] + (c.args.size() > 1 ? " --count" : "");
        CAPTURE(name);
        // The least of 3 runs each: the runs least disturbed by other work on the machine.
        double empty_s = 1e9, seed_s = 1e9;
        for (int i = 0; i < 3; ++i) {
            Run e = run_text(c.args, kEmpty + "\n");
            CHECK(e.out == c.answer);
            empty_s = std::min(empty_s, e.cpu_s);
            seed_s = std::min(seed_s, run_text(c.args, kSeed + "\n").cpu_s);
        }
        MESSAGE(name << ": processor time, empty grid " << empty_s * 1e3 << " ms, seeds' puzzle " << seed_s * 1e3
                     << " ms");
        CHECK(empty_s < c.max_ratio * std::max(seed_s, 1e-4));
    }
}

TEST_CASE("bad input, cli: boards report file lines, and borders, CRLF and a byte order mark are fine") {
    // A damaged row stays inside its board: one answer, at the file's line and column.
    std::string b = board(kSeed);
    std::string damaged = b;
    damaged[damaged.find('\n') + 3] = 'x';  // second row of the board
    Run r = run_text({"validate"}, "# two boards\n\n" + damaged + "\n" + b);
    CHECK(r.out == "invalid: bad character 'x' at line 4, column 3\nok\n");
    std::string short_board = b.substr(0, b.rfind(". 3\n")) + "\n";  // last two cells cut
    r = run_text({"validate"}, "\n" + short_board);
    CHECK(r.out == "invalid: wrong length: expected 81 cells, found 79 (board on lines 2-12)\n");
    // A board with a frame, Windows line endings and a UTF-8 byte order mark.
    std::string framed = "+-------+-------+-------+\r\n";
    for (std::size_t at = 0, nl; (nl = b.find('\n', at)) != std::string::npos; at = nl + 1)
        framed += "| " + b.substr(at, nl - at) + " |\r\n";
    framed += "+-------+-------+-------+\r\n";
    r = run_text({"solve"}, "\xEF\xBB\xBF" + framed + kSeed + "\r\n");
    CHECK(r.out == kSeedSolution + "\n" + kSeedSolution + "\n");
    CHECK(r.status == 0);
}

TEST_CASE("bad input, cli: a 50 MB line is cut and reported, in bounded memory") {
    TempFile big({}, "long_line.txt");
    {
        std::ofstream f(big.path, std::ios::binary);
        f << kSeed << "\n";
        std::string chunk(1 << 20, '1');
        for (int i = 0; i < 50; ++i) f << chunk;
        f << "\n" << kSeed << "\n";
    }
    // Memory beyond what the same command takes for one puzzle (sanitizer builds start higher).
    const long base_kb = run_text({"validate"}, kSeed + "\n").max_rss_kb;
    for (const char* cmd : {"solve", "validate"}) {
        Run r = run_cli({cmd, big.path});
        const std::string answer = std::string(cmd) == "solve" ? kSeedSolution : "ok";
        CHECK(r.out == answer + "\ninvalid: line too long: 52428800 characters, the limit is 65536\n" + answer + "\n");
        CHECK(r.status == 1);
        // Reading the line whole would take 50 MB more; the reader keeps 4 KB of it.
        CHECK_MESSAGE(r.max_rss_kb < base_kb + 16 * 1024, std::string(cmd) << " peak " << r.max_rss_kb << " KB, one puzzle " << base_kb);
    }
    // The same through standard input, with no newline at the end.
    TempFile piped(std::string(5 << 20, '.'), "long_stdin.txt");
    Run r = run_cli({"validate"}, piped.path);
    CHECK(r.out == "invalid: line too long: 5242880 characters, the limit is 65536\n");
}

TEST_CASE("bad input, cli: a file of many lines streams through in bounded memory") {
    TempFile many({}, "many_lines.txt");
    constexpr int kLines = 100000;  // kept whole, they would take over 10 MB
    {
        std::ofstream f(many.path, std::ios::binary);
        std::string clash = kSeed;
        clash[8] = '7';
        for (int i = 0; i < kLines; ++i) f << (i % 3 == 0 ? kSeed : i % 3 == 1 ? clash : kMultiple) << "\n";
    }
    const long base_kb = run_text({"solve"}, kSeed + "\n").max_rss_kb;
    Run r = run_cli({"solve", many.path});
    CHECK(r.status == 1);
    std::istringstream lines(r.out);
    std::string line;
    int n = 0, wrong = 0;
    while (std::getline(lines, line)) {
        const std::string expect = n % 3 == 0 ? kSeedSolution
                                 : n % 3 == 1 ? "invalid: conflict: r1c1 and r1c9 both hold 7 in row 1"
                                              : "multiple";
        wrong += line != expect;
        ++n;
    }
    CHECK(n == kLines);
    CHECK(wrong == 0);
    CHECK_MESSAGE(r.max_rss_kb < base_kb + 6 * 1024, "peak " << r.max_rss_kb << " KB, one puzzle " << base_kb);
}
