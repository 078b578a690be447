// The lz-string format's base64 form, as f-puzzles and SudokuPad links carry a puzzle
// (`?load=<this>`, `sudokupad.app/fpuzzles<this>`). The format: an LZW-style stream over the
// text's UTF-16 code units, codes written low bit first in a width growing from 2 bits (each
// new code is 0 + 8 bits or 1 + 16 bits for a unit not seen yet, 2 ends the stream), the bits
// packed 6 to a base64 character (first bit highest). Text here is UTF-8.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace sudoku::text {

// The text, or nothing when the data is not such a stream (a bad character, a code out of
// range, no end mark).
std::optional<std::string> lz_decompress_base64(std::string_view data);
std::string lz_compress_base64(std::string_view utf8);

}  // namespace sudoku::text
