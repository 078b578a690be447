// The keyboard as App needs it: each frame's keys read into plain data, for play, the Tools
// drawer, the new-game sheet and watch mode. What a key does is App's (app_play.cpp, app.cpp).
#pragma once
#include <utility>
#include <vector>

#include "watch_view.h"

namespace sudoku::ui {

bool shift_held();  // Shift is down (Shift+digit: a note, or the candidate to paint)

// Play's keys. Past 9 digits the letters A-G that are digits of the grid (A-C on 12x12, A-G
// on 16x16) enter them; their shortcuts (A and D move, B, C, F, G tools) give way there.
struct PlayKeys {
    bool text_input = false;  // a text field has the keyboard: nothing else is read
    bool ctrl = false;        // Ctrl or Cmd: only the undo keys count
    bool ctrl_z = false, ctrl_y = false, shift = false;
    bool tools = false;                     // T: into the Tools drawer
    std::vector<int> letters;               // digits 10.. by their letters, in order
    std::vector<std::pair<int, int>> moves; // arrows and WASD: rows, columns
    std::vector<int> digits;                // 1-9, the row's keys or the keypad's
    bool erase = false, notes = false, colouring = false, filter = false, pairs = false;
    bool savepoint = false, back = false, singles = false, hint = false, pause = false, escape = false;
};
PlayKeys read_play_keys(int size);  // size: the grid's digits

// The Tools drawer's keys: the arrows and Tab move, Esc or T closes, Enter or Space presses.
struct ToolKeys {
    bool next = false, prev = false, close = false, press = false;
};
ToolKeys read_tool_keys();

// The new-game sheet's keys: the arrows move, Tab goes on (Shift+Tab back), Esc closes,
// Enter or Space starts the tile's game.
struct SheetKeys {
    bool text_input = false;
    std::vector<std::pair<int, int>> moves;
    int tab = 0;  // +1 Tab, -1 Shift+Tab
    bool close = false, press = false;
};
SheetKeys read_sheet_keys();

// Watch mode: Space plays or pauses, arrows step, B jumps to the next backtrack, Home
// restarts, Escape goes back to the game (the rest only while a search is `active`).
WatchActions read_watch_keys(bool active);

}  // namespace sudoku::ui
