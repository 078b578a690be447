#include "input.h"

#include "core/grid/fpuzzles.h"
#include "core/grid/killer_text.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace sudoku::cli {
namespace {

// Reads one line into `out` keeping at most kMaxLine + 1 characters (room for a '\r');
// `length` is the whole line's length. False at end of input.
bool read_line(std::FILE* f, std::string& out, std::size_t& length) {
    out.clear();
    length = 0;
    int ch;
    bool any = false;
    while ((ch = std::fgetc(f)) != EOF) {
        any = true;
        if (ch == '\n') return true;
        if (length++ <= kMaxLine) out.push_back(char(ch));
    }
    return any;
}

bool is_decoration(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '-' || ch == '+' || ch == '|'; }

// Characters that are not decoration: cells, or bad characters standing in for cells.
int items_in(const std::string& s) {
    int n = 0;
    for (char ch : s) n += !is_decoration(ch);
    return n;
}

bool only_decoration(const std::string& s) {
    for (char ch : s)
        if (!is_decoration(ch)) return false;
    return true;
}

// A JSON line: any variant (puzzle_json.h); or a killer in the short or long form players
// trade (killer_text.h), read by the same parse_puzzle_text.
bool finish_json(PuzzleInput& p) {
    std::size_t i = p.text.find_first_not_of(" \t");
    if (i == std::string::npos ||
        (p.text[i] != '{' && killer_format_of(p.text) == KillerFormat::None && !is_fpuzzles_text(p.text)))
        return false;
    PuzzleTextResult r = parse_puzzle_text(p.text);
    if (r.ok && !r.cosmetic.empty()) {  // said, never silently dropped: the answer is for the rules alone
        std::string items;
        for (const auto& c : r.cosmetic) items += (items.empty() ? "" : ", ") + c;
        std::fprintf(stderr, "note: %s line %d: drawn only, no rule (left out): %s\n", p.source.c_str(), p.line, items.c_str());
    }
    if (!r.ok) {
        p.ok = false;
        p.error = r.error;
    } else if (r.puzzle.geometry->is_classic9()) {
        p.ok = true;
        for (int c = 0; c < kCells; ++c) p.grid[c] = r.puzzle.givens[std::size_t(c)];
    } else {
        p.ok = false;
        p.error = "a " + r.puzzle.geometry->name() + " puzzle: this command reads 9x9 classic puzzles only";
        p.variant = std::make_shared<const PuzzleText>(std::move(r.puzzle));
    }
    return true;
}

void finish(PuzzleInput& p) {
    if (finish_json(p)) return;
    ParseResult r = parse_grid(p.text);
    p.ok = r.ok;
    p.grid = r.grid;
    p.error = r.error;
    if (p.ok) {
        auto conflicts = find_conflicts(p.grid);
        if (!conflicts.empty()) {
            p.ok = false;
            p.error = "conflict: " + describe(conflicts.front());
        }
    }
}

// A board's errors count lines within the board: say where in the file instead.
void locate_board_error(PuzzleInput& p, int last_line) {
    const std::string at = " at line ";
    std::size_t i = p.error.find(at);
    if (i != std::string::npos) {
        std::size_t end = p.error.find(',', i);
        int within = std::atoi(p.error.c_str() + i + at.size());
        p.error.replace(i + at.size(), end - i - at.size(), std::to_string(p.line + within - 1));
    } else {
        p.error += " (board on lines " + std::to_string(p.line) + "-" + std::to_string(last_line) + ")";
    }
}

// False when reading failed (a directory, an I/O error): errno says why.
bool read_stream(std::FILE* f, const std::string& source, const std::function<void(const PuzzleInput&)>& each) {
    std::string line;
    std::size_t length = 0;
    int number = 0, puzzles = 0;
    PuzzleInput rows;  // pretty board being gathered
    int row_count = 0, last_row = 0;
    auto emit = [&](const PuzzleInput& p) {
        ++puzzles;
        each(p);
    };
    auto flush_rows = [&] {
        if (row_count == 0) return;
        finish(rows);
        if (!rows.ok) locate_board_error(rows, last_row);
        emit(rows);
        rows = {};
        row_count = 0;
    };
    while (read_line(f, line, length)) {
        ++number;
        // A UTF-8 byte order mark (Windows editors write one) is not part of the puzzle.
        if (number == 1 && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3), length -= 3;
        if (!line.empty() && line.back() == '\r' && line.size() == length) line.pop_back(), --length;
        if (length > kMaxLine) {
            flush_rows();
            PuzzleInput p{source, number, line.substr(0, 100), false, {}, {}};
            p.error = "line too long: " + std::to_string(length) + " characters, the limit is " +
                      std::to_string(kMaxLine);
            emit(p);
            continue;
        }
        if (line.empty() || line[0] == '#') { flush_rows(); continue; }
        if (only_decoration(line)) continue;  // a board's border or band separator, or spaces
        // One row of a pretty board; once a board has begun, any short line is one of
        // its rows, so a damaged row is reported inside its board, not on its own.
        if (line.size() < 40 && (items_in(line) == 9 || row_count > 0)) {
            if (row_count == 0) { rows.source = source; rows.line = number; }
            rows.text += line + "\n";
            last_row = number;
            if (++row_count == 9) flush_rows();
            continue;
        }
        flush_rows();
        PuzzleInput p{source, number, line, false, {}, {}};
        finish(p);
        emit(p);
    }
    if (std::ferror(f)) return false;
    flush_rows();
    if (puzzles == 0) {
        PuzzleInput p{source, 0, {}, false, {}, {}};
        p.error = "empty input: no puzzle in " + (source == "stdin" ? std::string("standard input") : source) +
                  (number ? " (only blank lines and comments)" : "");
        each(p);
    }
    return true;
}

}  // namespace

bool for_each_puzzle(const std::vector<std::string>& files, const std::function<void(const PuzzleInput&)>& each,
                     std::string& error) {
    if (files.empty() || (files.size() == 1 && files[0] == "-")) {
        if (read_stream(stdin, "stdin", each)) return true;
        error = std::string("cannot read standard input: ") + std::strerror(errno);
        return false;
    }
    for (const auto& name : files) {
        std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(name.c_str(), "rb"), &std::fclose);
        if (!f || !read_stream(f.get(), name, each)) {
            error = (f ? "cannot read " : "cannot open ") + name + ": " + std::strerror(errno);
            return false;
        }
    }
    return true;
}

bool read_puzzles(const char* command, const std::vector<std::string>& files,
                  const std::function<void(const PuzzleInput&)>& each) {
    std::string error;
    if (for_each_puzzle(files, each, error)) return true;
    std::fprintf(stderr, "sudoku %s: %s\n", command, error.c_str());
    return false;
}

}  // namespace sudoku::cli
