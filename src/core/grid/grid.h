// Grid: 81 cells, geometry tables, puzzle text parsing/formatting, rule conflicts.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

constexpr int kCells = 81;
using Mask = std::uint16_t;           // bit d-1 set = digit d is a candidate
constexpr Mask kAllDigits = 0x1FF;

constexpr int row_of(int cell) { return cell / 9; }
constexpr int col_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr Mask bit(int digit) { return Mask(1u << (digit - 1)); }

// Houses 0-8 are rows, 9-17 columns, 18-26 boxes.
constexpr int kHouses = 27;
const std::array<std::array<std::uint8_t, 9>, kHouses>& house_cells();
// The 20 other cells that share a row, column or box with a cell.
const std::array<std::array<std::uint8_t, 20>, kCells>& peers();
std::string house_name(int house);    // "row 3", "column 5", "box 7" (1-based)
std::string cell_name(int cell);      // "r1c1" .. "r9c9"

// A digit in a cell (a placement, an elimination, a coloured candidate): cells up to 255 and
// digits up to 16, so it serves every variant's geometry too.
struct CellDigit {
    std::uint8_t cell = 0, digit = 0;
    bool operator==(const CellDigit& o) const { return cell == o.cell && digit == o.digit; }
};

struct Grid {
    std::array<std::uint8_t, kCells> cells{};  // 0 = blank, 1-9 = digit

    std::uint8_t& operator[](int i) { return cells[i]; }
    std::uint8_t operator[](int i) const { return cells[i]; }
    int count_filled() const;
    bool operator==(const Grid& o) const { return cells == o.cells; }
    bool operator!=(const Grid& o) const { return cells != o.cells; }
};

struct ParseResult {
    bool ok = false;
    Grid grid;
    std::string error;  // set when !ok: what is wrong and where
};

// Accepts 81 cells (digits 1-9, '.' or '0' for blanks) on one line or spread over
// several, with spaces, tabs, '|', '-', '+' as decoration.
ParseResult parse_grid(std::string_view text);

std::string format_line(const Grid& g, char blank = '.');
// The seeds' board: digits separated by spaces, '|' between boxes, a '------+-------+------'
// line between bands.
std::string format_pretty(const Grid& g);

struct Conflict {
    int a = 0, b = 0;   // cells a < b holding the same digit
    int house = 0;      // the first house they share (row, then column, then box)
    int digit = 0;
};
// Every pair of equal digits in a house, ordered by (a, b). A pair sharing a row and
// a box is reported once, under its row.
std::vector<Conflict> find_conflicts(const Grid& g);
std::string describe(const Conflict& c);  // "r1c1 and r1c5 both hold 7 in row 1"

// Empty string when the grid is well formed and its givens do not conflict, else the
// first problem in reading order.
std::string validate_text(std::string_view text, Grid* out = nullptr);

// True when every cell is filled and no house repeats a digit.
bool is_solved(const Grid& g);
// True when `solution` is a valid full grid that keeps every given of `puzzle`.
bool is_solution_of(const Grid& solution, const Grid& puzzle);

// Candidates of a blank cell given the filled cells (0 for filled cells).
Mask candidates(const Grid& g, int cell);

// Without the CPU instruction (the x86-64 baseline) __builtin_popcount is a call into libgcc,
// a tenth of nested forcing chains' time on rule variants: bit arithmetic instead.
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
inline int popcount(unsigned m) { return __builtin_popcount(m); }
#else
inline int popcount(unsigned m) {
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0F0F0F0Fu;
    return int((m * 0x01010101u) >> 24);
}
#endif
inline int lowest_digit(unsigned m) { return __builtin_ctz(m) + 1; }

}  // namespace sudoku
