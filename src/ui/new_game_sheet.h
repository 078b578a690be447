// The new-game sheet: a tile per level of the classic 9x9 and a tile per variant; a tap on
// a tile starts its game at once. Opaque, over the board; it closes by its x, by Esc and by a
// tap outside it (the caller keeps such a tap from the board and the panel).
#pragma once
#include <array>

#include "play_panel.h"

namespace sudoku::ui {

// The sheet's tiles in order: the levels (classic 9x9), then the variants past the classic
// (kVariantWords[1..]). Keyboard focus and the page API count tiles this way.
constexpr int kSheetTiles = kLevels + kVariantChoices - 1;
// The tile's name for the page API: "easy" ... "extreme", then "4x4" ... "killer".
const char* sheet_tile_name(int tile);
// The tile's label in the current language: "Easy", ..., "Mini 4x4", ..., "Killer".
const char* sheet_tile_label(int tile);

struct SheetAction {
    bool close = false;
    int tile = -1;                   // the tile pressed (its game starts)
    Rect card, x;                    // where the sheet and its x were drawn
    std::array<Rect, kSheetTiles> tiles{};
};

// `focus`: the tile the keyboard is on (-1: none), drawn with a ring. `current`: the tile of
// the game being played (drawn as chosen), -1 when none is.
SheetAction draw_new_game_sheet(const Rect& board, const PanelView& v, const PanelState& st, int focus, int current);
// The tile the arrow keys lead to from `focus` (rows of three within each group).
int sheet_move(int focus, int dr, int dc);

}  // namespace sudoku::ui
