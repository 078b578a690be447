// Screen and board geometry, free of ImGui so tests can check it natively.
#pragma once

namespace sudoku::ui {

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
};

// Where the board and the side (or bottom) panel go for a window of w x h CSS pixels.
struct ScreenLayout {
    Rect board;       // square, whole cells
    Rect panel;       // controls
    bool portrait = false;
};
ScreenLayout layout_screen(float w, float h);

// Watching `lanes` boards race: in portrait, two boards sit side by side and need only
// half the square's height, so the rest goes to the panel. Otherwise unchanged.
ScreenLayout race_layout(const ScreenLayout& s, int lanes, float caption);

struct BoardGeometry {
    Rect area;        // the square board
    float cell = 0;   // size of one cell
    int n = 9;        // cells a side (4 to 16)
    Rect cell_rect(int cell_index) const;
    int hit(float px, float py) const;  // cell under a point, -1 outside
    // The candidate's place under a point inside its cell: digit d sits in the d-th third
    // of a 3x3 grid (as corner marks are drawn; a 4x4 grid past 9 digits); 0 outside the board.
    int candidate_at(float px, float py) const;
};
// `outside`: cells of margin kept on every side for clues outside the grid (little killers,
// sandwiches); 0 for a board without them.
BoardGeometry board_geometry(const Rect& board, int n = 9, float outside = 0);

// Where candidate d sits inside a cell of a board of n digits, as fractions of the cell:
// a 3x3 grid up to 9 digits, 4 columns beyond (16x16 gets a 4x4 mini grid).
struct MarkSpot { float x = 0, y = 0; };
MarkSpot mark_spot(int digit, int n);
int mark_columns(int n);

// On a phone a 12x12 or 16x16 board's cells are too small to read their notes: the row of
// the selected cell is shown magnified in a strip beside it (below it in the board's top
// half, above it in the bottom half), cells at least 44 px, centred on the selected column.
// A tap on the strip picks its cell through `zoomed`, whose cells the strip shows.
struct Loupe {
    bool shown = false;
    Rect strip;             // where the magnified row is drawn (within the board)
    BoardGeometry zoomed;   // the whole board at the strip's scale (drawn clipped to it)
};
Loupe loupe_for(const BoardGeometry& g, int selected, bool phone);

// Moves a selection by (dr, dc) with wrap-around; -1 (no selection) goes to r1c1.
int move_selection(int cell, int dr, int dc, int n = 9);

}  // namespace sudoku::ui
