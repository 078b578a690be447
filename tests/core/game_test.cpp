#include <doctest/doctest.h>

#include <ostream>  // doctest prints bitsets

#include "core/game/game.h"
#include "core/game/save_bytes.h"
#include "core/game/share.h"

using namespace sudoku;

namespace {

const char* kPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const char* kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

int cell(int r, int c) { return (r - 1) * 9 + (c - 1); }  // 1-based, as in r3c4

Game new_game(GameOptions o = {}, GameInfo info = {"easy", 42}) {
    Game g;
    std::string e = Game::create(g, parse_grid(kPuzzle).grid, parse_grid(kSolution).grid, info, o);
    REQUIRE(e.empty());
    return g;
}

// The first blank cells in reading order, and digits right / wrong for them.
std::vector<int> blanks(const Game& g) {
    std::vector<int> out;
    for (int c = 0; c < kCells; ++c)
        if (!g.value(c)) out.push_back(c);
    return out;
}
int right(const Game& g, int c) { return g.solution()[c]; }
int wrong(const Game& g, int c) { return g.solution()[c] % 9 + 1; }

// One move of every kind, in an order where each changes the board.
std::vector<Move> every_kind(const Game& g) {
    auto b = blanks(g);
    return {
        Move::set_marks(MarkKind::Centre, {b[0], b[1]}, bit(1) | bit(2) | bit(4)),
        Move::toggle_mark(MarkKind::Corner, b[2], 7),
        Move::auto_candidates(MarkKind::Centre),
        Move::set_digit(b[3], right(g, b[3])),
        Move::set_digit({b[4], b[5]}, wrong(g, b[4])),
        Move::erase(b[4]),
        Move::apply_hint({{std::uint8_t(b[6]), std::uint8_t(right(g, b[6]))}}, {{std::uint8_t(b[7]), std::uint8_t(lowest_digit(candidates(g.values(), b[7])))}}),
        Move::set_colour(b[8], 0, 2),
        Move::set_colour({b[8], b[9]}, 5, 7),
        Move::mark_savepoint(),
        Move::set_digit(b[10], right(g, b[10])),
        Move::back_to_savepoint(),
        Move::clear_colours(),
        Move::clear_all_marks(),
        Move::restart(),
    };
}

// Helpers to forge saves with a valid checksum, so the body checks can be reached (the
// save's own byte layer, save_bytes.h, wraps and unwraps them).
const std::string kB64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
std::string unwrap(const std::string& text) {  // body without the checksum
    std::string out;
    REQUIRE(save::b64_decode(text.substr(5), 5, out).empty());
    return out.substr(0, out.size() - 4);
}
std::string wrap(std::string body) {
    std::uint32_t crc = save::crc32(body);
    for (int k = 0; k < 4; ++k) body += char((crc >> (8 * k)) & 0xFF);
    return "SDK2:" + save::b64_encode(body);
}

}  // namespace

TEST_CASE("create checks the puzzle, the solution and the level") {
    Game g = new_game();
    CHECK(g.givens() == parse_grid(kPuzzle).grid);
    CHECK(g.values() == g.givens());
    CHECK(g.info().level == "easy");
    CHECK(g.info().seed == std::optional<std::uint64_t>(42));
    CHECK(!g.completed());
    CHECK(g.running());
    Grid bad = parse_grid(kPuzzle).grid;
    bad[1] = 5;
    Game h;
    CHECK(Game::create(h, bad, parse_grid(kSolution).grid) == "conflict: r1c1 and r1c2 both hold 5 in row 1");
    Grid sol = parse_grid(kSolution).grid;
    std::swap(sol[2], sol[3]);
    CHECK(Game::create(h, parse_grid(kPuzzle).grid, sol) == "the solution does not fit the givens");
    CHECK(Game::create(h, parse_grid(kPuzzle).grid, parse_grid(kSolution).grid, {"bad\nname", {}}) ==
          "level name has a non-printable character");
}

TEST_CASE("create solves the puzzle when no solution is given") {
    Game g;
    REQUIRE(Game::create(g, parse_grid(kPuzzle).grid) == "");
    CHECK(g.solution() == parse_grid(kSolution).grid);
    Grid empty;
    CHECK(Game::create(g, empty) == "the puzzle has more than one solution");
    Grid none = parse_grid(kPuzzle).grid;
    none[cell(1, 3)] = 1;  // breaks no rule, but the only solution has 4 there
    CHECK(Game::create(g, none) == "the puzzle has no solution");
}

TEST_CASE("undo and redo across every move kind") {
    Game g = new_game();
    std::vector<Board> boards{g.board()};
    for (const Move& m : every_kind(g)) {
        MoveResult r = g.apply(m);
        INFO("move kind " << int(m.kind));
        REQUIRE(r.error == "");
        REQUIRE(r.changed);
        boards.push_back(g.board());
    }
    CHECK(g.history_size() == boards.size() - 1);
    CHECK(g.board() == Board{});  // restart leaves only the givens
    for (std::size_t i = boards.size() - 1; i > 0; --i) {
        REQUIRE(g.undo());
        CHECK(g.board() == boards[i - 1]);
    }
    CHECK(!g.undo());
    for (std::size_t i = 1; i < boards.size(); ++i) {
        REQUIRE(g.redo());
        CHECK(g.board() == boards[i]);
    }
    CHECK(!g.redo());
}

TEST_CASE("a new move after undo cuts the redo branch") {
    Game g = new_game();
    auto b = blanks(g);
    g.apply(Move::set_digit(b[0], right(g, b[0])));
    g.apply(Move::set_digit(b[1], right(g, b[1])));
    g.undo();
    CHECK(g.can_redo());
    g.apply(Move::toggle_mark(MarkKind::Centre, b[2], 3));
    CHECK(!g.can_redo());
    CHECK(g.history_size() == 2);
    CHECK(g.history_move(1).kind == MoveKind::ToggleMark);
    CHECK(g.value(b[1]) == 0);
}

TEST_CASE("placing a digit clears it from peers' marks, undone in one step") {
    Game g = new_game();
    int c = cell(1, 3), d = right(g, c);  // r1c3 = 4
    int row_peer = cell(1, 4), box_peer = cell(2, 2), far = cell(9, 9 - 2);
    g.apply(Move::set_marks(MarkKind::Centre, {row_peer, box_peer, far}, bit(d) | bit(8)));
    g.apply(Move::set_marks(MarkKind::Corner, {row_peer}, bit(d)));
    Board before = g.board();
    g.apply(Move::set_digit(c, d));
    CHECK(g.marks(MarkKind::Centre, row_peer) == bit(8));
    CHECK(g.marks(MarkKind::Centre, box_peer) == bit(8));
    CHECK(g.marks(MarkKind::Corner, row_peer) == 0);
    CHECK(g.marks(MarkKind::Centre, far) == (bit(d) | bit(8)));
    g.undo();
    CHECK(g.board() == before);

    GameOptions keep;
    keep.auto_remove_marks = false;
    g.set_options(keep);
    g.apply(Move::set_digit(c, d));
    CHECK(g.marks(MarkKind::Centre, row_peer) == (bit(d) | bit(8)));
    CHECK(!g.history_move(g.history_position() - 1).clear_peers);
}

TEST_CASE("givens are never changed, no-op moves are not recorded, bad moves are refused") {
    Game g = new_game();
    CHECK(!g.apply(Move::set_digit(0, 1)).changed);        // r1c1 is a given
    CHECK(!g.apply(Move::erase(0)).changed);
    CHECK(!g.apply(Move::toggle_mark(MarkKind::Centre, 0, 1)).changed);
    CHECK(!g.apply(Move::clear_all_marks()).changed);
    CHECK(!g.apply(Move::restart()).changed);
    CHECK(g.history_size() == 0);
    CHECK(g.apply(Move::set_digit(90, 1)).error == "invalid move: cell 90 out of range 0-80");
    CHECK(g.apply(Move::set_digit(2, 0)).error == "invalid move: digit 0 out of range 1-9");
    CHECK(g.apply(Move::set_digit(std::vector<int>{}, 1)).error == "invalid move: no cells");
    CHECK(g.apply(Move::set_marks(MarkKind::Corner, 2, 0x200)).error ==
          "invalid move: marks mask 0x200 has bits beyond digit 9");
    CHECK(g.apply(Move::apply_hint({}, {})).error == "invalid move: hint without placements or eliminations");
    CHECK(g.apply(Move::apply_hint({{3, 10}}, {})).error == "invalid move: placement: digit 10 out of range 1-9");
    g.set_paused(true);
    CHECK(g.apply(Move::set_digit(2, 4)).error == "the game is paused");
    CHECK(!g.can_undo());
}

TEST_CASE("toggle, set and erase marks: erase takes the entry first, then the marks") {
    Game g = new_game();
    int a = cell(1, 3), b = cell(1, 4);
    g.apply(Move::toggle_mark(MarkKind::Corner, a, 5));
    g.apply(Move::toggle_mark(MarkKind::Corner, {a, b}, 5));  // not all have it: on in all
    CHECK(g.marks(MarkKind::Corner, a) == bit(5));
    CHECK(g.marks(MarkKind::Corner, b) == bit(5));
    g.apply(Move::toggle_mark(MarkKind::Corner, {a, b}, 5));  // all have it: off in all
    CHECK(g.marks(MarkKind::Corner, a) == 0);
    CHECK(g.marks(MarkKind::Corner, b) == 0);
    g.apply(Move::set_marks(MarkKind::Centre, a, bit(1) | bit(4)));
    g.apply(Move::set_digit(a, 4));
    CHECK(g.value(a) == 4);
    CHECK(!g.apply(Move::toggle_mark(MarkKind::Centre, a, 2)).changed);  // filled cells take no marks
    g.apply(Move::erase(a));
    CHECK(g.value(a) == 0);
    CHECK(g.marks(MarkKind::Centre, a) == (bit(1) | bit(4)));  // hidden marks show again
    g.apply(Move::erase(a));
    CHECK(g.marks(MarkKind::Centre, a) == 0);
}

TEST_CASE("auto-candidates equal the true candidates of every blank cell") {
    Game g = new_game();
    auto b = blanks(g);
    g.apply(Move::set_digit(b[0], right(g, b[0])));
    g.apply(Move::set_digit(b[10], wrong(g, b[10])));
    for (MarkKind k : {MarkKind::Corner, MarkKind::Centre}) {
        g.apply(Move::auto_candidates(k));
        Grid v = g.values();
        for (int c = 0; c < kCells; ++c) {
            INFO(cell_name(c));
            CHECK(g.marks(k, c) == (v[c] ? 0 : candidates(v, c)));
        }
    }
}

TEST_CASE("check, conflicts and mistake modes") {
    Game g = new_game();  // solution mode by default
    int a = cell(1, 3), bcell = cell(1, 4);
    CHECK(g.check(0) == CellCheck::Given);
    CHECK(g.check(a) == CellCheck::Empty);
    MoveResult r = g.apply(Move::set_digit(a, 4));
    CHECK(g.check(a) == CellCheck::Right);
    CHECK((!r.mistake && g.mistakes() == 0));
    r = g.apply(Move::set_digit(bcell, 2));  // wrong (6), but no rule conflict
    CHECK(r.mistake);
    CHECK(g.check(bcell) == CellCheck::Wrong);
    CHECK(g.mistakes() == 1);
    CHECK(g.mistake_cells().test(bcell));
    CHECK(g.conflict_cells().none());
    g.undo();
    g.redo();  // redo never counts again
    CHECK(g.mistakes() == 1);
    g.undo();
    r = g.apply(Move::set_digit({bcell, cell(1, 6)}, 2));  // two wrong cells, one move: one mistake
    CHECK(g.mistakes() == 2);

    GameOptions rules;
    rules.mistake_mode = MistakeMode::Rules;
    Game h = new_game(rules);
    r = h.apply(Move::set_digit(bcell, 2));  // wrong but no conflict: not a rules mistake
    CHECK(!r.mistake);
    CHECK(h.mistake_cells().none());
    r = h.apply(Move::set_digit(a, 5));  // r1c1 holds 5
    CHECK(r.mistake);
    CHECK(h.mistakes() == 1);
    CHECK(h.conflict_cells().test(a));
    CHECK(h.conflict_cells().test(0));  // the given it clashes with
    CHECK(h.mistake_cells() == h.conflict_cells());

    GameOptions off;
    off.mistake_mode = MistakeMode::Off;
    Game o = new_game(off);
    o.apply(Move::set_digit(a, 5));
    CHECK(o.mistakes() == 0);
    CHECK(o.mistake_cells().none());
    CHECK(o.check(a) == CellCheck::Wrong);  // checking on request still works
}

TEST_CASE("mistake limit ends the game") {
    GameOptions o;
    o.mistake_limit = 2;
    Game g = new_game(o);
    auto b = blanks(g);
    g.apply(Move::set_digit(b[0], wrong(g, b[0])));
    CHECK(!g.lost());
    g.apply(Move::set_digit(b[1], wrong(g, b[1])));
    CHECK(g.lost());
    CHECK(!g.running());
    CHECK(g.apply(Move::set_digit(b[2], right(g, b[2]))).error == "the game is lost (mistake limit reached)");
    CHECK(!g.undo());
    g.start_over();
    CHECK((g.mistakes() == 0 && g.history_size() == 0 && g.running()));
}

TEST_CASE("remaining counts per digit for the number pad") {
    Game g = new_game();
    auto left = g.remaining();
    Grid v = g.values();
    for (int d = 1; d <= 9; ++d) {
        int n = 0;
        for (int c = 0; c < kCells; ++c) n += v[c] == d;
        CHECK(left[d] == 9 - n);
    }
    int five = left[5];
    g.apply(Move::set_digit(cell(1, 3), 5));  // a wrong 5 still takes a 5 off the pad
    CHECK(g.remaining()[5] == five - 1);
}

TEST_CASE("completion, timer and the hint helpers") {
    Game g = new_game();
    g.add_time(1500);
    CHECK(g.elapsed_ms() == 1500);
    g.set_paused(true);
    g.add_time(1000);
    CHECK(g.elapsed_ms() == 1500);
    g.set_paused(false);

    auto b = blanks(g);
    CHECK(g.cells_for_digit(4).test(cell(1, 3)));
    CHECK(!g.cells_for_digit(5).test(cell(1, 3)));  // a 5 in row 1
    g.apply(Move::set_digit(b[0], wrong(g, b[0])));
    g.apply(Move::set_marks(MarkKind::Centre, b[1], Mask(kAllDigits & ~bit(right(g, b[1])))));
    g.apply(Move::set_marks(MarkKind::Corner, b[2], bit(right(g, b[2]))));
    auto cs = g.contradictions();
    REQUIRE(cs.size() == 2);
    CHECK(cs[0].message() == "your " + cell_name(b[0]) + " is wrong");
    CHECK(cs[1].message() == "your centre marks in " + cell_name(b[1]) + " exclude the right digit");

    std::vector<CellDigit> fill;
    for (int c : b) fill.push_back({std::uint8_t(c), std::uint8_t(right(g, c))});
    fill.pop_back();
    g.apply(Move::apply_hint(fill, {}));
    CHECK(!g.completed());
    MoveResult r = g.apply(Move::set_digit(b.back(), right(g, b.back())));
    CHECK(r.completed);
    CHECK(g.completed());
    CHECK(!g.running());
    g.add_time(1000);
    CHECK(g.elapsed_ms() == 1500);
    CHECK(g.apply(Move::erase(b[0])).error == "the puzzle is already solved");
    CHECK(g.contradictions().empty());
    for (int d = 1; d <= 9; ++d) CHECK(g.remaining()[d] == 0);
}

TEST_CASE("all filled but wrong is not complete") {
    Game g = new_game();
    auto b = blanks(g);
    std::vector<CellDigit> fill;
    for (int c : b) fill.push_back({std::uint8_t(c), std::uint8_t(right(g, c))});
    std::swap(fill[0].digit, fill[1].digit);
    g.apply(Move::apply_hint(fill, {}));
    CHECK(g.values().count_filled() == kCells);
    CHECK(!g.completed());
}

TEST_CASE("save and load round trip with history, timer, counters and options") {
    GameOptions o;
    o.mistake_mode = MistakeMode::Rules;
    o.mistake_limit = 5;
    o.auto_remove_marks = false;
    Game g = new_game(o, {"hard", 1234567890123ULL});
    for (const Move& m : every_kind(g)) g.apply(m);
    g.undo();
    g.undo();
    g.note_hint();
    g.add_time(98765);
    std::string s = g.save();
    CHECK(s.rfind("SDK2:", 0) == 0);

    Game h;
    REQUIRE(Game::load(h, s) == "");
    CHECK(h.givens() == g.givens());
    CHECK(h.solution() == g.solution());
    CHECK(h.board() == g.board());
    CHECK(h.history_size() == g.history_size());
    CHECK(h.history_position() == g.history_position());
    for (std::size_t i = 0; i < g.history_size(); ++i) CHECK(h.history_move(i) == g.history_move(i));
    CHECK(h.options() == g.options());
    CHECK(h.mistakes() == g.mistakes());
    CHECK(h.hints_used() == 1);
    CHECK(h.elapsed_ms() == 98765);
    CHECK(h.info().level == "hard");
    CHECK(h.info().seed == std::optional<std::uint64_t>(1234567890123ULL));
    CHECK(h.save() == s);
    REQUIRE(h.redo());
    REQUIRE(g.redo());
    CHECK(h.board() == g.board());
    while (g.undo()) REQUIRE(h.undo());
    CHECK(!h.can_undo());
    CHECK(h.board() == g.board());

    Game p = new_game({}, {"", {}});
    p.set_paused(true);
    REQUIRE(Game::load(h, "  " + p.save() + "\n") == "");  // whitespace around is fine
    CHECK(h.paused());
    CHECK(!h.info().seed);
}

TEST_CASE("saves stay small and the history is capped") {
    Game g = new_game();
    auto b = blanks(g);
    for (int i = 0; i < 100; ++i) g.apply(Move::toggle_mark(MarkKind::Centre, b[i % b.size()], i % 9 + 1));
    std::string s = g.save();
    MESSAGE("100 moves: " << s.size() << " bytes");
    CHECK(s.size() < 1024);

    for (std::size_t i = 0; i < kMaxHistory + 50; ++i)
        g.apply(Move::toggle_mark(MarkKind::Corner, b[i % b.size()], int(i % 9) + 1));
    CHECK(g.history_size() == kMaxHistory);
    Board now = g.board();
    Game h;
    REQUIRE(Game::load(h, g.save()) == "");
    CHECK(h.board() == now);
    CHECK(h.history_size() == kMaxHistory);
    MESSAGE("1000 moves: " << g.save().size() << " bytes");
    while (h.undo()) {}
    while (g.undo()) {}
    CHECK(h.board() == g.board());
    CHECK(h.board() != Board{});  // the oldest moves are gone, their effect stays
}

TEST_CASE("corrupted, truncated and foreign saves are refused with a reason") {
    Game g = new_game();
    for (const Move& m : every_kind(g)) g.apply(m);
    g.undo();
    const std::string s = g.save();
    Game out = new_game();
    const Board keep = out.board();

    CHECK(Game::load(out, "") == "empty save");
    CHECK(Game::load(out, " \n") == "empty save");
    CHECK(Game::load(out, "hello world") == "not a Sudoku save (it should start with SDK2:)");
    CHECK(Game::load(out, "{\"cells\":[1,2,3]}") == "not a Sudoku save (it should start with SDK2:)");
    CHECK(Game::load(out, "SDK4:" + s.substr(5)) ==
          "save format version 4 is not supported (this app reads versions 1 to 3)");
    CHECK(Game::load(out, "SDK2:") == "corrupt save: truncated");
    CHECK(Game::load(out, "SDK2:AAAA") == "corrupt save: truncated");
    std::string bad = s;
    bad[20] = '*';
    CHECK(Game::load(out, bad) == "corrupt save: bad character '*' at position 21");

    for (std::size_t i = 5; i < s.size(); ++i) {  // every character changed
        std::string t = s;
        t[i] = t[i] == 'A' ? 'B' : 'A';
        std::string e = Game::load(out, t);
        INFO("position " << i);
        CHECK(e.rfind("corrupt save: ", 0) == 0);
    }
    for (std::size_t n = 0; n < s.size(); ++n) {  // every truncation
        std::string e = Game::load(out, s.substr(0, n));
        INFO("length " << n);
        CHECK(!e.empty());
    }
    std::uint32_t x = 12345;  // random garbage after a good header
    for (int round = 0; round < 200; ++round) {
        std::string t = "SDK2:";
        for (int i = 0; i < round * 3; ++i) {
            x = x * 1103515245u + 12345u;
            t += kB64[(x >> 16) & 63];
        }
        CHECK(!Game::load(out, t).empty());
    }
    CHECK(out.board() == keep);  // untouched by every failure
}

TEST_CASE("forged saves with a valid checksum are still validated") {
    Game g = new_game({}, {"", {}});  // no seed: fixed layout below
    g.apply(Move::set_digit(cell(1, 3), 4));
    const std::string body = unwrap(g.save());
    REQUIRE(wrap(body) == g.save());
    Game out;
    // Offsets: givens 0-10, solution 11-51, flags 52, limit 53, mistakes 54, hints 55,
    // elapsed 56, level length 57, entries 58-98, marked 99, coloured cells 100, coloured
    // candidates 101, savepoints 102, moves 103, position 104, move 105-.
    auto forged = [&](std::size_t at, unsigned char v) {
        std::string b = body;
        b[at] = char(v);
        return Game::load(out, wrap(b));
    };
    CHECK(forged(0, 0xFF) == "corrupt save: move 1 changes nothing");  // r1c3 made a given
    CHECK(forged(10, 0xFF) == "corrupt save: givens bitmap has bits beyond cell 81");
    CHECK(forged(11, 0x3C) == "corrupt save: solution: value 12 in r1c1");
    CHECK(forged(11, 0x33) == "corrupt save: solution is not a valid Sudoku grid");
    CHECK(forged(52, 0x07) == "corrupt save: unknown option flags 7");
    CHECK(forged(53, 100) == "corrupt save: mistake limit 100 above 99");
    CHECK(forged(58, 0x01) == "corrupt save: entry on given cell r1c1");
    CHECK(forged(99, 82) == "corrupt save: marked cell count 82 above 81");
    CHECK(forged(100, 82) == "corrupt save: coloured cell count 82 above 81");
    CHECK(forged(102, 51) == "corrupt save: savepoint count 51 above 50");
    CHECK(forged(103, 0xE9).rfind("corrupt save: ", 0) == 0);  // move count 233
    CHECK(forged(104, 2) == "corrupt save: history position 2 above 1");
    CHECK(forged(105, 0x0F) == "corrupt save: move 1: unknown move code 15");
    CHECK(forged(106, 0) == "corrupt save: move 1: digit 0 out of range 1-9");
    CHECK(forged(108, 81) == "corrupt save: move 1: cell 81 out of range 0-80");
    CHECK(forged(108, 0) == "corrupt save: move 1 changes nothing");  // r1c1 is a given
    CHECK(Game::load(out, wrap(body + "x")) == "corrupt save: 1 unexpected bytes at the end");
    CHECK(Game::load(out, wrap(body.substr(0, 60))) == "corrupt save: truncated");
    // The new moves, forged: a colour out of range, a way back with no savepoint.
    Game c = new_game({}, {"", {}});
    c.apply(Move::set_colour(cell(1, 3), 0, 2));
    std::string cb = unwrap(c.save());
    REQUIRE((std::uint8_t(cb[105]) & 15) == unsigned(MoveKind::SetColour));
    cb[107] = 10;
    CHECK(Game::load(out, wrap(cb)) == "corrupt save: move 1: colour 10 out of range 0-9 (0 clears)");
    cb = unwrap(c.save());
    cb[105] = char(unsigned(MoveKind::BackToSavepoint));
    cb.resize(106);
    CHECK(Game::load(out, wrap(cb)) == "corrupt save: move 1: there is no savepoint to go back to");
}

TEST_CASE("share fragments: build and parse, good and bad") {
    Grid p = parse_grid(kPuzzle).grid;
    std::string f = share_fragment(p);
    CHECK(f == std::string("#p=") + format_line(p));
    ShareParse r = parse_share_fragment(f);
    REQUIRE(r.ok);
    CHECK(r.link.has_puzzle);
    CHECK(r.link.puzzle == p);
    CHECK(parse_share_fragment(std::string("https://x.example/sudoku/?a=1#p=") + kPuzzle + "&utm=z").ok);
    CHECK(parse_share_fragment(std::string("p=") + kPuzzle).ok);

    r = parse_share_fragment(share_fragment(20261122, "hard"));
    REQUIRE(r.ok);
    CHECK(!r.link.has_puzzle);
    CHECK(r.link.seed == 20261122);
    CHECK(r.link.level == "hard");
    CHECK(parse_share_fragment("#level=easy&seed=18446744073709551615").link.seed == 18446744073709551615ULL);
    CHECK(parse_share_fragment("#seed=7&level=very%2Dhard").link.level == "very-hard");

    CHECK(parse_share_fragment("").error ==
          "no puzzle in link: expected #p=<81 cells> or #seed=<number>&level=<name>");
    CHECK(parse_share_fragment("#foo=bar&&").error ==
          "no puzzle in link: expected #p=<81 cells> or #seed=<number>&level=<name>");
    CHECK(parse_share_fragment("#p=").error == "p: empty puzzle");
    CHECK(parse_share_fragment(std::string("#p=") + std::string(kPuzzle).substr(1)).error ==
          "p: wrong length: expected 81 cells, found 80");
    std::string x = kPuzzle;
    x[4] = 'x';
    CHECK(parse_share_fragment("#p=" + x).error == "p: bad character 'x' at position 5");
    x = kPuzzle;
    x[2] = '5';
    CHECK(parse_share_fragment("#p=" + x).error == "p: conflict: r1c1 and r1c3 both hold 5 in row 1");
    CHECK(parse_share_fragment("#p=%zz").error == "p: bad percent escape");
    CHECK(parse_share_fragment("#p=%4").error == "p: bad percent escape");
    CHECK(parse_share_fragment("#seed=12a&level=easy").error == "seed: '12a' is not a whole number");
    CHECK(parse_share_fragment("#seed=-1&level=easy").error == "seed: '-1' is not a whole number");
    CHECK(parse_share_fragment("#seed=18446744073709551616&level=easy").error ==
          "seed: '18446744073709551616' is too large");
    CHECK(parse_share_fragment("#seed=5").error == "level: missing (a seed link needs &level=<name>)");
    CHECK(parse_share_fragment("#seed=5&level=").error == "level: empty level name");
    CHECK(parse_share_fragment("#seed=5&level=a%20b").error ==
          "level: level name 'a b' has characters other than letters, digits, '-' and '_'");
}

TEST_CASE("daily seed from a date") {
    CHECK(daily_seed("2026-11-22").seed == 20261122);
    CHECK(daily_seed("2024-02-29").ok);
    CHECK(daily_seed("2023-02-29").error == "date '2023-02-29' has no such day");
    CHECK(daily_seed("2023-13-01").error == "date '2023-13-01' has no such month");
    CHECK(daily_seed("22.11.2026").error == "date '22.11.2026' is not in the form YYYY-MM-DD");
    CHECK(!daily_seed("").ok);
}

TEST_CASE("random damage behind a valid checksum never crashes the loader") {
    Game g = new_game();
    for (const Move& m : every_kind(g)) g.apply(m);
    for (int i = 0; i < 20; ++i) g.apply(Move::toggle_mark(MarkKind::Corner, blanks(g)[i], i % 9 + 1));
    const std::string body = unwrap(g.save());
    std::uint32_t x = 99;
    auto next = [&] { x = x * 1103515245u + 12345u; return x >> 16; };
    int loaded = 0, rejected = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string b = body;
        int edits = 1 + int(next() % 4);
        for (int k = 0; k < edits; ++k) b[next() % b.size()] = char(next() & 0xFF);
        if (next() % 4 == 0) b.resize(next() % b.size());
        Game out;
        const std::string error = Game::load(out, wrap(b));
        if (error.empty()) {  // a still-valid game must survive a round trip
            ++loaded;
            Game again;
            CHECK(Game::load(again, out.save()) == "");
            CHECK(again.board() == out.board());
        } else {  // the checksum holds, so the body's decoder names what it found wrong
            ++rejected;
            CAPTURE(error);
            CHECK(error.rfind("corrupt save: ", 0) == 0);
            CHECK(error.size() > std::string("corrupt save: ").size());
        }
    }
    MESSAGE(loaded << " of 3000 damaged bodies were still valid games, " << rejected << " rejected");
    // Both paths ran: the damage is neither always fatal nor always harmless.
    CHECK(loaded + rejected == 3000);
    CHECK(loaded > 0);
    CHECK(rejected > 0);
}
