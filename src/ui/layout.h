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
    Rect cell_rect(int cell_index) const;
    int hit(float px, float py) const;  // cell under a point, -1 outside
    // The candidate's place under a point inside its cell: digit d sits in the d-th third
    // of a 3x3 grid (as corner marks are drawn); 0 outside the board.
    int candidate_at(float px, float py) const;
};
BoardGeometry board_geometry(const Rect& board);

// Moves a selection by (dr, dc) with wrap-around; -1 (no selection) goes to r1c1.
int move_selection(int cell, int dr, int dc);

}  // namespace sudoku::ui
