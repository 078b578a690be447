// How the pad and the digit keys act: enter digits (or notes), paint colours, or pick the
// filter's digit; the digit chosen on the pad; the filter shown. UI state, like the
// selection: not saved with the game (colours and savepoints are moves of the game).
#pragma once
#include "core/game/game.h"

namespace sudoku {

struct InputModes {
    int pad_digit = 0;         // digit chosen on the pad (digit-first entry, highlight)
    bool notes = false;        // digits go into pencil marks
    bool colouring = false;    // the pad and digit keys paint
    int colour_digit = 0;      // the selected cell's candidate to paint (0: the cell)
    bool filter_mode = false;  // the pad and digit keys pick the filter's digit
    int filter_digit = 0;
    bool filter_pairs = false;

    void set_colouring(bool on);
    void pick_filter(int digit);  // 0 clears; the same digit again clears
    void toggle_filter();         // mode on; mode off; filter off
    bool tools_on() const { return colouring || filter_mode || filter_digit || filter_pairs; }
    void tools_off();             // Esc: colour mode and the filter off
    CellSet filter_cells(const Game& game) const;  // the cells the filter marks
};

}  // namespace sudoku
