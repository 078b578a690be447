// The puzzle bank's dense form of a puzzle (assets/bank/*.txt, issue 23: the site's weight).
// A bank puzzle is symmetric, so one bit per orbit of its symmetry says which cells are
// given; then the givens' digits, three to 10 bits. The bits go six to a character of
// base64url ('A'-'Z', 'a'-'z', '0'-'9', '-', '_'), lowest bit first: about 20 characters
// where the grid's text takes 81, 30% less of the bank's gzip weight.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/generate/classic_generator.h"
#include "core/grid/grid.h"

namespace sudoku {

// The dense form of `puzzle`, which must be symmetric under `s` (is_symmetric).
std::string pack_bank_puzzle(const Grid& puzzle, Symmetry s);
// The puzzle back; nullopt when `text` is not a dense form made for `s` (a character
// outside base64url, too few or too many characters, a digit group out of range).
std::optional<Grid> unpack_bank_puzzle(std::string_view text, Symmetry s);

}  // namespace sudoku
