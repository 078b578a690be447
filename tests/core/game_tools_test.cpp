// The expert players' tools in the game model: colours, savepoints, solve singles, the
// rule check behind "go back to the last savepoint?", and their saves.
#include <doctest/doctest.h>

#include <ostream>

#include "core/game/game.h"
#include "core/game/share.h"

using namespace sudoku;

namespace {

const char* kPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const char* kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// From magictour top1465: not one single at the start; ten singles, then none.
const char* kNoSingles = "....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..";
const char* kTenSingles = "34.6.......7.......2..8.57......5....7..1..2....4......36.2..1.......9.......7.82";

Game new_game(const char* puzzle = kPuzzle, const char* solution = kSolution) {
    Game g;
    std::string e = solution ? Game::create(g, parse_grid(puzzle).grid, parse_grid(solution).grid, {"easy", 42})
                             : Game::create(g, parse_grid(puzzle).grid, {"extreme", {}});
    REQUIRE(e == "");
    return g;
}

std::vector<int> blanks(const Game& g) {
    std::vector<int> out;
    for (int c = 0; c < kCells; ++c)
        if (!g.value(c)) out.push_back(c);
    return out;
}

Game reloaded(const Game& g) {
    Game h;
    REQUIRE(Game::load(h, g.save()) == "");
    CHECK(h.board() == g.board());
    CHECK(h.savepoint_count() == g.savepoint_count());
    CHECK(h.history_size() == g.history_size());
    CHECK(h.history_position() == g.history_position());
    return h;
}

}  // namespace

TEST_CASE("colour a cell and a candidate, clear one and all, with undo and redo") {
    Game g = new_game();
    const int b = blanks(g)[0];
    REQUIRE(g.apply(Move::set_colour(b, 0, 3)).changed);
    CHECK(g.board().colour(b, 0) == 3);
    REQUIRE(g.apply(Move::set_colour(b, 7, 5)).changed);
    CHECK(g.board().colour(b, 7) == 5);
    CHECK(g.board().colour(b, 0) == 3);
    REQUIRE(g.apply(Move::set_colour({0, 1}, 0, 9)).changed);  // givens take colours too
    CHECK(g.board().cell_colour[0] == 9);
    CHECK(!g.apply(Move::set_colour(0, 0, 9)).changed);  // the same colour again: nothing recorded
    CHECK(g.history_size() == 3);

    REQUIRE(g.apply(Move::set_colour(b, 0, 0)).changed);  // colour 0 clears
    CHECK(g.board().colour(b, 0) == 0);
    CHECK(g.board().colour(b, 7) == 5);  // the candidate keeps its own
    REQUIRE(g.apply(Move::clear_colours()).changed);
    CHECK(!g.board().has_colours());
    CHECK(!g.apply(Move::clear_colours()).changed);

    REQUIRE(g.undo());
    CHECK(g.board().colour(b, 7) == 5);
    CHECK(g.board().cell_colour[1] == 9);
    REQUIRE(g.undo());
    CHECK(g.board().colour(b, 0) == 3);
    REQUIRE(g.redo());
    REQUIRE(g.redo());
    CHECK(!g.board().has_colours());
    for (int i = 0; i < 5; ++i) REQUIRE(g.undo());
    CHECK(!g.board().has_colours());

    // Entries and marks leave colours alone, and a placed digit keeps its cell's colour.
    REQUIRE(g.redo());
    REQUIRE(g.apply(Move::set_digit(b, g.solution()[b])).changed);
    CHECK(g.board().colour(b, 0) == 3);

    CHECK(g.apply(Move::set_colour(b, 0, kColours + 1)).error == "invalid move: colour 10 out of range 0-9 (0 clears)");
    CHECK(g.apply(Move::set_colour(b, 10, 1)).error == "invalid move: digit 10 out of range 0-9 (0: the cell)");
    CHECK(g.apply(Move::set_colour(81, 0, 1)).error == "invalid move: cell 81 out of range 0-80");
}

TEST_CASE("colours survive a save, and restart clears them as one undoable step") {
    Game g = new_game();
    const auto b = blanks(g);
    g.apply(Move::set_colour({b[0], b[1]}, 0, 1));
    g.apply(Move::set_colour(b[2], 4, 8));
    g.apply(Move::set_colour(b[2], 9, 2));
    Game h = reloaded(g);
    CHECK(h.board().colour(b[2], 4) == 8);
    CHECK(h.board().colour(b[2], 9) == 2);
    REQUIRE(h.undo());
    CHECK(h.board().colour(b[2], 9) == 0);
    REQUIRE(g.apply(Move::restart()).changed);
    CHECK(!g.board().has_colours());
    REQUIRE(g.undo());
    CHECK(g.board().colour(b[1], 0) == 1);
}

TEST_CASE("savepoints nest, and going back to one to one restores entries, marks and colours and is undoable") {
    Game g = new_game();
    const auto b = blanks(g);
    CHECK(g.apply(Move::back_to_savepoint()).error == "there is no savepoint to go back to");
    g.apply(Move::set_digit(b[0], g.solution()[b[0]]));
    g.add_time(5000);
    REQUIRE(g.apply(Move::mark_savepoint()).changed);
    CHECK(g.savepoint_count() == 1);
    CHECK(g.savepoints()->elapsed_ms == 5000);
    const Board first = g.board();

    g.apply(Move::set_digit(b[1], 1));  // a guess
    g.apply(Move::toggle_mark(MarkKind::Centre, b[2], 4));
    g.add_time(7000);
    REQUIRE(g.apply(Move::mark_savepoint()).changed);  // a second guess inside the first
    CHECK(g.savepoint_count() == 2);
    CHECK(g.savepoints()->elapsed_ms == 12000);
    CHECK(g.savepoints()->below->elapsed_ms == 5000);
    const Board second = g.board();
    g.apply(Move::set_digit(b[3], 2));
    g.apply(Move::set_colour(b[4], 0, 6));
    g.apply(Move::set_colour(b[4], 3, 7));

    REQUIRE(g.apply(Move::back_to_savepoint()).changed);
    CHECK(g.board() == second);
    CHECK(g.savepoint_count() == 1);
    Game h = reloaded(g);  // the stacks of every entry come back by replay
    CHECK(h.savepoints()->elapsed_ms == 5000);

    REQUIRE(g.undo());  // back to the savepoint, undone: the guess and the savepoint return
    CHECK(g.savepoint_count() == 2);
    CHECK(g.board().colour(b[4], 3) == 7);
    CHECK(g.board().entries[b[3]] == 2);
    REQUIRE(g.redo());
    CHECK(g.board() == second);
    REQUIRE(g.apply(Move::back_to_savepoint()).changed);
    CHECK(g.board() == first);
    CHECK(g.savepoint_count() == 0);
    CHECK(g.apply(Move::back_to_savepoint()).error == "there is no savepoint to go back to");
    REQUIRE(g.undo());
    CHECK(g.board() == second);
    CHECK(g.savepoint_count() == 1);

    // Undoing the mark itself drops the savepoint; a back-to with the board unchanged still
    // counts (it drops the savepoint).
    h = reloaded(g);
    while (h.savepoint_count() < 2) REQUIRE(h.undo());
    REQUIRE(h.undo());
    REQUIRE(h.undo());
    REQUIRE(h.undo());
    REQUIRE(h.undo());
    CHECK(h.savepoint_count() == 1);
    REQUIRE(h.apply(Move::mark_savepoint()).changed);
    REQUIRE(h.apply(Move::back_to_savepoint()).changed);
    CHECK(h.savepoint_count() == 1);
    CHECK(!h.can_redo());
}

TEST_CASE("going back to a savepoint counts no mistake and savepoints have a limit") {
    GameOptions o;
    o.mistake_mode = MistakeMode::Solution;
    Game g;
    REQUIRE(Game::create(g, parse_grid(kPuzzle).grid, parse_grid(kSolution).grid, {}, o) == "");
    const auto b = blanks(g);
    g.apply(Move::set_digit(b[0], g.solution()[b[0]] % 9 + 1));  // wrong: one mistake
    CHECK(g.mistakes() == 1);
    g.apply(Move::mark_savepoint());
    g.apply(Move::erase(b[0]));
    g.apply(Move::back_to_savepoint());  // the wrong digit comes back: not a new mistake
    CHECK(g.board().entries[b[0]] != 0);
    CHECK(g.mistakes() == 1);
    CHECK(g.savepoint_count() == 0);
    for (int i = 0; i < kMaxSavepoints; ++i) REQUIRE(g.apply(Move::mark_savepoint()).changed);
    CHECK(g.savepoint_count() == kMaxSavepoints);
    CHECK(g.apply(Move::mark_savepoint()).error == "too many savepoints (50)");
}

TEST_CASE("savepoints older than the kept history still load") {
    Game g = new_game();
    const auto b = blanks(g);
    g.apply(Move::set_colour(b[0], 0, 4));
    g.apply(Move::toggle_mark(MarkKind::Corner, b[1], 3));
    g.add_time(2000);
    g.apply(Move::mark_savepoint());
    const Board marked = g.board();
    for (std::size_t i = 0; i < kMaxHistory + 10; ++i)
        g.apply(Move::toggle_mark(MarkKind::Centre, b[2 + i % 10], int(i % 9) + 1));
    CHECK(g.history_size() == kMaxHistory);  // the mark's move has dropped out of the history
    while (g.undo()) {}
    CHECK(g.savepoint_count() == 1);
    Game h = reloaded(g);
    CHECK(h.savepoints()->elapsed_ms == 2000);
    CHECK(h.savepoints()->board == marked);
    REQUIRE(h.apply(Move::back_to_savepoint()).changed);
    CHECK(h.board() == marked);
    CHECK(h.board().colour(b[0], 0) == 4);
}

TEST_CASE("solve singles fills every single as one undo step") {
    Game g = new_game(kTenSingles, nullptr);
    const auto b = blanks(g);
    // A centre mark in a peer of the first single, to see placements clear marks.
    g.apply(Move::toggle_mark(MarkKind::Centre, b[0], 1));
    const Board before = g.board();
    MoveResult r = g.apply(Move::solve_singles());
    REQUIRE(r.error == "");
    REQUIRE(r.changed);
    CHECK(!r.completed);
    CHECK(blanks(g).size() == b.size() - 10);
    for (int c = 0; c < kCells; ++c)
        if (g.value(c)) CHECK(g.value(c) == g.solution()[c]);
    CHECK(fill_singles(g.values()).empty());  // repeated until none is left
    CHECK(g.history_size() == 2);
    REQUIRE(g.undo());
    CHECK(g.board() == before);
    REQUIRE(g.redo());
    CHECK(blanks(g).size() == b.size() - 10);
    CHECK(reloaded(g).board() == g.board());

    // An easy puzzle falls to singles alone: solved in one move.
    Game e = new_game();
    r = e.apply(Move::solve_singles());
    CHECK(r.completed);
    CHECK(e.values() == e.solution());
    CHECK(e.history_size() == 1);
}

TEST_CASE("solve singles refuses to build on a wrong entry, and says when there is none") {
    Game g = new_game();
    const auto b = blanks(g);
    g.apply(Move::set_digit(b[0], g.solution()[b[0]] % 9 + 1));
    MoveResult r = g.apply(Move::solve_singles());
    CHECK(!r.changed);
    CHECK(r.error == "Solve singles builds only on right digits, and your " + cell_name(b[0]) +
                         " is not the solution's: fix it first.");
    g.apply(Move::set_digit(b[1], g.solution()[b[1]] % 9 + 1));
    CHECK(g.apply(Move::solve_singles()).error.find("yours in " + cell_name(b[0]) + ", " + cell_name(b[1]) + " are") !=
          std::string::npos);
    CHECK(g.history_size() == 2);

    Game n = new_game(kNoSingles, nullptr);
    CHECK(fill_singles(n.values()).empty());
    CHECK(n.apply(Move::solve_singles()).error == "There is no single to fill here.");
    CHECK(n.history_size() == 0);
}

TEST_CASE("fill_singles places only true digits, stops where singles end, and skips broken grids") {
    Grid p = parse_grid(kPuzzle).grid, s = parse_grid(kSolution).grid;
    auto placed = fill_singles(p);
    CHECK(placed.size() == std::size_t(blanks(new_game()).size()));
    for (auto& c : placed) CHECK(s[c.cell] == c.digit);
    // Half a hard puzzle: whatever singles fill must agree with its solution.
    Game n = new_game(kNoSingles, nullptr);
    Grid v = n.values();
    for (int c = 0; c < 30; ++c)
        if (!v[c]) v[c] = n.solution()[c];
    for (auto& c : fill_singles(v)) CHECK(n.solution()[c.cell] == c.digit);
    Grid broken = p;
    broken[2] = 5;  // r1c1 holds 5
    CHECK(fill_singles(broken).empty());
}

TEST_CASE("rule_break names what a guess broke") {
    Grid p = parse_grid(kPuzzle).grid;
    CHECK(rule_break(p) == "");
    Grid g = p;
    g[2] = 5;
    CHECK(rule_break(g) == "r1c1 and r1c3 both hold 5 in row 1");
    // r1c3 may hold 1, 2 or 4: fill the rest of its peers so none is left, without a clash.
    g = parse_grid(kPuzzle).grid;
    g[6] = 1;   // r1c7
    g[7] = 2;   // r1c8
    g[10] = 4;  // r2c2 (box 1)
    CHECK(rule_break(g) == "r1c3 has no digit left");
}

TEST_CASE("an old save (version 1, before colours and savepoints) still loads") {
    // Written by the app before this change: easy puzzle, r1c3=4, a centre and a corner
    // mark, a fourth move undone, 61 s played.
    const char* v1 =
        "SDK1:E3IYipgyojCckAE1ZIcZYieRNYSROCRlh5VnQTIkhjWXcTEphGVpUXOCJHgUaVNDJWhxCRYAAADI3AMqBGVhc3kAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAzAEAQISBgEDAgEBBTAGAQN3Ld64";
    Game g;
    REQUIRE(Game::load(g, v1) == "");
    CHECK(g.value(2) == 4);
    CHECK(g.marks(MarkKind::Centre, 3) == bit(6));
    CHECK(g.marks(MarkKind::Corner, 5) == bit(1));
    CHECK(g.elapsed_ms() == 61000);
    CHECK(g.history_size() == 4);
    CHECK(g.history_position() == 3);
    CHECK(!g.board().has_colours());
    CHECK(g.savepoint_count() == 0);
    REQUIRE(g.redo());
    CHECK(g.value(3) == 6);
    CHECK(g.save().rfind("SDK2:", 0) == 0);  // written again in the new version
    Game h = reloaded(g);
    CHECK(h.value(3) == 6);
}

TEST_CASE("damaged saves of the new moves are refused with a reason") {
    Game g = new_game();
    const auto b = blanks(g);
    g.apply(Move::set_colour(b[0], 2, 4));
    g.apply(Move::mark_savepoint());
    g.apply(Move::back_to_savepoint());
    const std::string s = g.save();
    Game out;
    for (std::size_t n = 0; n < s.size(); ++n) CHECK(!Game::load(out, s.substr(0, n)).empty());
    for (std::size_t i = 5; i < s.size(); ++i) {
        std::string t = s;
        t[i] = t[i] == 'A' ? 'B' : 'A';
        CHECK(Game::load(out, t).rfind("corrupt save: ", 0) == 0);
    }
    // A version 1 save cannot hold the new moves: the same body under the old prefix fails.
    CHECK(Game::load(out, "SDK1:" + s.substr(5)).rfind("corrupt save: ", 0) == 0);
}

TEST_CASE("share links carry colours only when asked, and bad colour keys are refused") {
    Game g = new_game();
    const auto b = blanks(g);
    g.apply(Move::set_colour(b[0], 0, 3));
    g.apply(Move::set_colour(b[1], 6, 9));
    const std::string colours = share_colours(g.board().cell_colour, g.board().candidate_colour);
    std::string c(81, '.');
    c[b[0]] = '3';
    CHECK(colours == "&c=" + c + "&k=" + std::to_string(b[1] / 9 + 1) + std::to_string(b[1] % 9 + 1) + "69");
    ShareParse p = parse_share_fragment(share_fragment(g.givens()) + colours);
    REQUIRE(p.ok);
    CHECK(p.link.has_colours);
    CHECK(p.link.cell_colours == g.board().cell_colour);
    CHECK(p.link.candidate_colours == g.board().candidate_colour);
    CHECK(!parse_share_fragment(share_fragment(g.givens())).link.has_colours);
    CHECK(share_colours({}, {}) == "");

    Game fresh = new_game();
    REQUIRE(fresh.set_start_colours(p.link.cell_colours, p.link.candidate_colours) == "");
    CHECK(fresh.board() == g.board());
    CHECK(fresh.history_size() == 0);  // part of the start: nothing to undo
    CHECK(reloaded(fresh).board() == g.board());
    CHECK(g.set_start_colours({}, {}) == "colours can be set only before the first move");

    const std::string base = share_fragment(g.givens());
    CHECK(parse_share_fragment(base + "&c=12").error == "c: expected 81 cell colours, found 2");
    CHECK(parse_share_fragment(base + "&c=x" + std::string(80, '.')).error == "c: bad colour 'x' at position 1");
    CHECK(parse_share_fragment(base + "&k=123").error == "k: expected groups of four digits (row, column, candidate, colour)");
    CHECK(parse_share_fragment(base + "&k=1130").error == "k: '1130' has a 0 (rows, columns, candidates and colours are 1-9)");
}

TEST_CASE("filters read the centre marks, else the positional marks, else the candidates the digits leave") {
    Game g = new_game();
    const int c = 2;  // r1c3: 1, 2 or 4 by the digits
    CHECK(g.candidates_shown(c) == (bit(1) | bit(2) | bit(4)));
    g.apply(Move::set_marks(MarkKind::Corner, c, bit(1) | bit(4)));  // positional notes alone: the candidates
    CHECK(g.candidates_shown(c) == (bit(1) | bit(4)));
    g.apply(Move::set_marks(MarkKind::Centre, c, bit(2) | bit(4)));
    CHECK(g.candidates_shown(c) == (bit(2) | bit(4)));
    g.apply(Move::set_marks(MarkKind::Corner, c, bit(1)));  // centre marks first
    CHECK(g.candidates_shown(c) == (bit(2) | bit(4)));
    g.apply(Move::set_digit(c, 4));
    CHECK(g.candidates_shown(c) == 0);
    CHECK(g.candidates_shown(0) == 0);  // a given
}
