#include "input_modes.h"

namespace sudoku {

void InputModes::set_colouring(bool on) {
    colouring = on;
    colour_digit = 0;
    if (on) filter_mode = false;
}

void InputModes::pick_filter(int digit) {
    filter_digit = digit == filter_digit ? 0 : digit;
    filter_mode = false;  // picked: the pad enters digits again, the filter stays
}

void InputModes::toggle_filter() {
    if (filter_mode) filter_mode = false;
    else if (filter_digit) filter_digit = 0;
    else {
        set_colouring(false);
        filter_mode = true;
    }
}

void InputModes::tools_off() {
    set_colouring(false);
    filter_mode = filter_pairs = false;
    filter_digit = 0;
}

CellSet InputModes::filter_cells(const Game& game) const {
    CellSet out;
    if (!filter_digit && !filter_pairs) return out;
    for (int c = 0; c < game.cell_count(); ++c) {
        const Mask m = game.candidates_shown(c);
        if (!m) continue;
        if ((filter_digit && (m & bit(filter_digit))) || (filter_pairs && popcount(m) == 2)) out.set(c);
    }
    return out;
}

}  // namespace sudoku
