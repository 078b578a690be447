#include "input.h"

#include <cstdio>
#include <memory>

namespace sudoku::cli {
namespace {

// Reads one line into `out` keeping at most kMaxLine characters; false at end of input.
bool read_line(std::FILE* f, std::string& out, bool& truncated) {
    out.clear();
    truncated = false;
    int ch;
    bool any = false;
    while ((ch = std::fgetc(f)) != EOF) {
        any = true;
        if (ch == '\n') return true;
        if (out.size() < kMaxLine) out.push_back(char(ch));
        else truncated = true;
    }
    return any;
}

int cells_in(const std::string& s) {
    int n = 0;
    for (char ch : s) n += (ch >= '0' && ch <= '9') || ch == '.';
    return n;
}

bool only_decoration(const std::string& s) {
    for (char ch : s)
        if (!(ch == ' ' || ch == '\t' || ch == '\r' || ch == '-' || ch == '+' || ch == '|')) return false;
    return true;
}

void finish(PuzzleInput& p) {
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

void read_stream(std::FILE* f, const std::string& source, const std::function<void(const PuzzleInput&)>& each) {
    std::string line;
    bool truncated = false;
    int number = 0;
    PuzzleInput rows;  // pretty board being gathered
    int row_count = 0;
    auto flush_rows = [&] {
        if (row_count == 0) return;
        finish(rows);
        each(rows);
        rows = {};
        row_count = 0;
    };
    while (read_line(f, line, truncated)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (truncated) {
            flush_rows();
            PuzzleInput p{source, number, line.substr(0, 100), false, {}, {}};
            p.error = "line too long: more than " + std::to_string(kMaxLine) + " characters";
            each(p);
            continue;
        }
        if (line.empty() || line[0] == '#') { flush_rows(); continue; }
        if (row_count > 0 && only_decoration(line)) continue;  // a band separator
        if (cells_in(line) == 9 && line.size() < 40) {       // one row of a pretty board
            if (row_count == 0) { rows.source = source; rows.line = number; }
            rows.text += line + "\n";
            if (++row_count == 9) flush_rows();
            continue;
        }
        flush_rows();
        PuzzleInput p{source, number, line, false, {}, {}};
        finish(p);
        each(p);
    }
    flush_rows();
}

}  // namespace

bool for_each_puzzle(const std::vector<std::string>& files, const std::function<void(const PuzzleInput&)>& each,
                     std::string& error) {
    if (files.empty() || (files.size() == 1 && files[0] == "-")) {
        read_stream(stdin, "stdin", each);
        return true;
    }
    for (const auto& name : files) {
        std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(name.c_str(), "rb"), &std::fclose);
        if (!f) {
            error = "cannot open " + name;
            return false;
        }
        read_stream(f.get(), name, each);
    }
    return true;
}

}  // namespace sudoku::cli
