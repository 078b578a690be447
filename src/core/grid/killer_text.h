// The killer formats players trade (9x9 only, no givens):
//  - the short ("snarfable") form: 81 characters, one a cell row by row, each either its
//    cage's sum on one cell of the cage ('0'-'9', 'A'-'Z' = 10-35, 'a'-'j' = 36-45; '0' is a
//    cage without a sum) or an arrow to a neighbour in the same cage ('<' left, '>' right,
//    '^' up, 'v' down, '`' up-left, '\'' up-right, ',' down-left, '.' down-right);
//  - SudoCue's long form: "3x3::k:" ("3x3:d:k:" with both diagonals: killer X) then 81
//    numbers separated by ':', each sum * 256 + cage id; 0 is a cell in no cage, a cage id
//    with sum 0 a cage without a sum (a lone cell of it is in no cage).
// Either may be followed by spaces and the 81-digit solution. parse_puzzle_text (puzzle_json.h)
// reads both, so every command and the page take them.
#pragma once
#include <string>
#include <string_view>

#include "core/grid/geometry.h"
#include "core/grid/cells.h"

namespace sudoku {

enum class KillerFormat { None, Short, Long };

// Which killer form the trimmed text claims to be: Long when it starts with "3x3:", Short
// when its first word has 60-100 characters, at least one arrow other than '.', and at most
// three characters that are neither sums nor arrows (typos, refused with their place).
// A claimed form is read as that form, so its errors speak of it.
KillerFormat killer_format_of(std::string_view text);

struct KillerTextResult {
    bool ok = false;
    GeometryPtr geometry;  // Variant::Killer, 9x9
    Cells solution;        // empty when the line has none
    std::string error;     // "killer short format: character 17 (r2c8) '?' is neither a sum nor an arrow"
};
KillerTextResult parse_killer_text(std::string_view text);

// The writers: "" in `error` when written. Refused (with the reason) for a puzzle the form
// cannot hold: another size or variant, givens, and for the short form a cell in no cage.
std::string format_killer_short(const Geometry& g, const Cells& givens, std::string& error);
std::string format_killer_long(const Geometry& g, const Cells& givens, std::string& error);

}  // namespace sudoku
