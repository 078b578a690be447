// The frame App draws, besides the views it hands data to (board_view.h, play_panel.h,
// new_game_sheet.h, watch_view.h): the window over the whole screen, presses on the board
// and around the cards, the board or its paused cover, the panel asleep under the sheet,
// and the watch screen.
#pragma once
#include "board_view.h"
#include "layout.h"
#include "play_panel.h"
#include "theme.h"
#include "watch_view.h"

namespace sudoku::ui {

// The window over the w x h screen that everything is drawn in (the caret blinks unless
// motion is reduced); end_screen closes it.
void begin_screen(float w, float h, bool reduced_motion);
void end_screen();
double now_seconds();  // the drawing clock

// A card's backdrop over the whole screen: true when pressed (the press reaches nothing else).
bool backdrop_pressed(float w, float h);
// The mouse or a finger went down this frame outside r.
bool pressed_outside(const Rect& r);

// A press on the board (mouse or touch); none while `blocked` (a card is over it).
struct BoardPress {
    bool pressed = false;     // it began this frame, at x, y
    float x = 0, y = 0;
    bool long_touch = false;  // a finger held still for half a second (a phone's long press)
    bool active = false;      // still held: it may become a long press
};
BoardPress board_press(const Rect& area, bool blocked);

// "Paused" large in the middle of the hidden board.
void draw_paused_board(const Rect& area, const Palette& p);
// The board, and the loupe over it when shown.
void draw_board_now(const BoardGeometry& g, const BoardModel& m, const Palette& p, const Loupe& loupe);
// The play panel; asleep (drawn, but pressing nothing) under the new-game sheet.
PanelActions draw_panel(const Rect& r, const PanelView& v, PanelState& st, Prefs& prefs, bool asleep);

// What watch mode shows before a start: a variant's cells on its geometry, else a classic's grid.
struct WatchPreview {
    const Geometry* geometry = nullptr;
    const Cells* cells = nullptr;
    const Grid* grid = nullptr;
};
// The watch screen: the racing boards (or the preview while there are none) and the panel.
WatchActions draw_watch_screen(const ScreenLayout& layout, const WatchView& v, WatchPanelState& st, const Palette& p,
                               bool dark, const WatchPreview& preview);

}  // namespace sudoku::ui
