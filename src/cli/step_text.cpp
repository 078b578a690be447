// The commands' text for puzzles of any geometry; see step_text.h.
#include "step_text.h"

namespace sudoku::cli {

std::string cells_line(const Cells& cells) {
    std::string s;
    for (auto d : cells) s += digit_char(d);
    return s;
}

}  // namespace sudoku::cli
