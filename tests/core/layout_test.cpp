// The app's view math (ImGui-free): where the board and panel go, hit-testing, moving
// the selection, and the race layout.
#include <doctest/doctest.h>

#include <initializer_list>
#include <utility>

#include "ui/layout.h"

using namespace sudoku::ui;

namespace {
bool inside(const Rect& in, const Rect& out) {
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w && in.y + in.h <= out.y + out.h;
}
bool overlap(const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
}  // namespace

TEST_CASE("layout: landscape puts the panel right of a square board, portrait below") {
    const Rect screen{0, 0, 1100, 760};
    ScreenLayout l = layout_screen(1100, 760);
    CHECK_FALSE(l.portrait);
    CHECK(l.board.w == l.board.h);
    CHECK(l.panel.x >= l.board.x + l.board.w);
    CHECK(inside(l.board, screen));
    CHECK(inside(l.panel, screen));

    ScreenLayout p = layout_screen(390, 844);
    CHECK(p.portrait);
    CHECK(p.board.w == p.board.h);
    CHECK(p.panel.y >= p.board.y + p.board.h);
    CHECK(p.panel.h >= 300);  // room for the number pad and the toolbar
    CHECK_FALSE(overlap(p.board, p.panel));
}

TEST_CASE("layout: a tiny window keeps a 90 px board whose first row and column are on screen") {
    // Smaller than the board either way, in both orientations: the board keeps cells a
    // finger or a pointer can hit, and starts inside the window, so r1c1 can be tapped.
    for (auto size : {std::pair<float, float>{60, 50}, {50, 60}, {40, 300}, {300, 40}}) {
        const float w = size.first, h = size.second;  // (clang 14 cannot CAPTURE a structured binding)
        CAPTURE(w);
        CAPTURE(h);
        ScreenLayout l = layout_screen(w, h);
        BoardGeometry g = board_geometry(l.board);
        CHECK(l.board.w >= 90);
        CHECK(g.cell >= 10);
        CHECK(l.board.x >= 0);
        CHECK(l.board.y >= 0);
        const Rect r1c1 = g.cell_rect(0);
        CHECK(r1c1.x + r1c1.w <= w);
        CHECK(r1c1.y + r1c1.h <= h);
        CHECK(g.hit(r1c1.x + r1c1.w / 2, r1c1.y + r1c1.h / 2) == 0);
    }
}

TEST_CASE("board geometry: whole cells, hit-testing at centres and edges") {
    BoardGeometry g = board_geometry({10, 20, 455, 460});
    CHECK(g.cell == 50);
    CHECK(g.area.w == 450);
    for (int i = 0; i < 81; ++i) {
        Rect r = g.cell_rect(i);
        CHECK(g.hit(r.x + r.w / 2, r.y + r.h / 2) == i);
        CHECK(g.hit(r.x, r.y) == i);
    }
    CHECK(g.hit(g.area.x - 1, g.area.y) == -1);
    CHECK(g.hit(g.area.x + g.area.w, g.area.y + 5) == -1);
    CHECK(board_geometry({0, 0, 0, 0}).hit(0, 0) == -1);
}

TEST_CASE("selection moves with wrap-around, and none starts at r1c1") {
    CHECK(move_selection(-1, 0, 1) == 0);
    CHECK(move_selection(0, 0, -1) == 8);
    CHECK(move_selection(0, -1, 0) == 72);
    CHECK(move_selection(80, 1, 1) == 0);
    CHECK(move_selection(40, 1, 0) == 49);
}

TEST_CASE("race layout: two boards in portrait give the spare height to the panel") {
    ScreenLayout p = layout_screen(420, 720);
    ScreenLayout r = race_layout(p, 2, 20);
    CHECK(r.board.h < p.board.h);
    CHECK(r.board.h >= p.board.w / 2 + 20);
    CHECK(r.panel.y + r.panel.h == doctest::Approx(p.panel.y + p.panel.h));
    CHECK(r.panel.h > p.panel.h);
    CHECK_FALSE(overlap(r.board, r.panel));
    // One board, four boards, or landscape: unchanged.
    for (int lanes : {1, 4}) CHECK(race_layout(p, lanes, 20).board.h == p.board.h);
    ScreenLayout l = layout_screen(1100, 760);
    CHECK(race_layout(l, 2, 20).board.h == l.board.h);
}

TEST_CASE("board geometry: the candidate under a point is the mark drawn there") {
    BoardGeometry g = board_geometry({0, 0, 450, 450});  // 50 px cells
    CHECK(g.candidate_at(10, 10) == 1);     // r1c1, top left
    CHECK(g.candidate_at(25, 25) == 5);     // its centre
    CHECK(g.candidate_at(40, 10) == 3);
    CHECK(g.candidate_at(10, 40) == 7);
    CHECK(g.candidate_at(90, 90) == 9);     // r2c2, bottom right
    CHECK(g.candidate_at(50 + 17, 25) == 4);  // r1c2: middle row, left third
    CHECK(g.candidate_at(-1, 10) == 0);
    CHECK(g.candidate_at(460, 10) == 0);
}

TEST_CASE("layout: a phone's 16x16 shows the selected row magnified beside it, 44 px cells, a tap there hits its cell") {
    const ScreenLayout s = layout_screen(390, 844);
    const BoardGeometry g = board_geometry(s.board, 16);
    REQUIRE(g.cell < 44);
    CHECK(!loupe_for(g, -1, true).shown);             // nothing selected
    CHECK(!loupe_for(g, 17, false).shown);            // a desktop's cells are large enough
    CHECK(!loupe_for(board_geometry(s.board, 9), 10, true).shown);  // a 9x9 is readable
    for (int cell : {0, 7, 15, 16 * 8 + 3, 255}) {
        const Loupe l = loupe_for(g, cell, true);
        REQUIRE(l.shown);
        CHECK(l.zoomed.cell >= 44);
        CHECK(l.strip.h == l.zoomed.cell);
        // Within the board, beside the selected row (not over it).
        CHECK(l.strip.x == g.area.x);
        CHECK(l.strip.y >= g.area.y);
        CHECK(l.strip.y + l.strip.h <= g.area.y + g.area.h + 0.5f);
        const Rect sel = g.cell_rect(cell);
        CHECK((l.strip.y >= sel.y + sel.h || l.strip.y + l.strip.h <= sel.y));
        // The strip is full of cells of the selected row; the selected one is among them.
        CHECK(l.zoomed.area.x <= l.strip.x);
        CHECK(l.zoomed.area.x + l.zoomed.area.w >= l.strip.x + l.strip.w);
        const Rect z = l.zoomed.cell_rect(cell);
        CHECK(z.y == l.strip.y);
        CHECK(z.x >= l.strip.x - 0.5f);
        CHECK(z.x + z.w <= l.strip.x + l.strip.w + 0.5f);
        CHECK(l.zoomed.hit(z.x + z.w / 2, z.y + z.h / 2) == cell);
        // Its neighbour in the strip is the next cell of the row.
        if (cell % 16 < 15 && z.x + 1.5f * z.w < l.strip.x + l.strip.w)
            CHECK(l.zoomed.hit(z.x + 1.5f * z.w, z.y + z.h / 2) == cell + 1);
    }
}
