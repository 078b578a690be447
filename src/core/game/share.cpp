#include "core/game/share.h"

namespace sudoku {

namespace {

int hex_value(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

bool percent_decode(std::string_view in, std::string& out) {
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (in[i] != '%') { out += in[i]; continue; }
        if (i + 2 >= in.size()) return false;
        int hi = hex_value(in[i + 1]), lo = hex_value(in[i + 2]);
        if (hi < 0 || lo < 0) return false;
        out += char(hi * 16 + lo);
        i += 2;
    }
    return true;
}

std::string quoted(std::string_view s) {
    std::string out = "'";
    for (char ch : s.substr(0, 20)) out += (ch >= 32 && ch < 127) ? ch : '?';
    if (s.size() > 20) out += "...";
    return out + "'";
}

bool is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

}  // namespace

std::string validate_link_level(std::string_view level) {
    if (level.empty()) return "empty level name";
    if (level.size() > 32) return "level name longer than 32 characters";
    for (char ch : level)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_'))
            return "level name " + quoted(level) + " has characters other than letters, digits, '-' and '_'";
    return {};
}

ShareParse parse_share_fragment(std::string_view text) {
    ShareParse r;
    if (auto hash = text.find('#'); hash != std::string_view::npos) text = text.substr(hash + 1);
    while (!text.empty() && (text.front() == ' ' || text.front() == '?')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);

    bool has_p = false, has_seed = false, has_level = false, has_c = false, has_k = false;
    std::string p, seed, level, c, k;
    while (!text.empty()) {
        std::size_t amp = text.find('&');
        std::string_view pair = text.substr(0, amp);
        text = amp == std::string_view::npos ? std::string_view{} : text.substr(amp + 1);
        if (pair.empty()) continue;
        std::size_t eq = pair.find('=');
        std::string_view key = pair.substr(0, eq);
        std::string_view raw = eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1);
        std::string* value = key == "p" ? &p : key == "seed" ? &seed : key == "level" ? &level
                           : key == "c" ? &c : key == "k" ? &k : nullptr;
        if (!value) continue;  // other keys belong to someone else
        value->clear();
        if (!percent_decode(raw, *value)) {
            r.error = std::string(key) + ": bad percent escape";
            return r;
        }
        (key == "p" ? has_p : key == "seed" ? has_seed : key == "level" ? has_level : key == "c" ? has_c : has_k) = true;
    }
    if (has_c) {
        if (c.size() != std::size_t(kCells)) {
            r.error = "c: expected 81 cell colours, found " + std::to_string(c.size());
            return r;
        }
        for (int i = 0; i < kCells; ++i) {
            if (c[i] != '.' && (c[i] < '1' || c[i] > '9')) {
                r.error = "c: bad colour " + quoted(c.substr(i, 1)) + " at position " + std::to_string(i + 1);
                return r;
            }
            r.link.cell_colours[i] = c[i] == '.' ? 0 : std::uint8_t(c[i] - '0');
        }
    }
    if (has_k) {
        if (k.size() % 4 || k.find_first_not_of("0123456789") != std::string::npos) {
            r.error = "k: expected groups of four digits (row, column, candidate, colour)";
            return r;
        }
        for (std::size_t i = 0; i < k.size(); i += 4) {
            int row = k[i] - '0', col = k[i + 1] - '0', d = k[i + 2] - '0', colour = k[i + 3] - '0';
            if (!row || !col || !d || !colour) {
                r.error = "k: " + quoted(k.substr(i, 4)) + " has a 0 (rows, columns, candidates and colours are 1-9)";
                return r;
            }
            r.link.candidate_colours[(row - 1) * 9 + col - 1][d - 1] = std::uint8_t(colour);
        }
    }
    r.link.has_colours = has_c || has_k;

    if (has_p) {
        if (p.empty()) { r.error = "p: empty puzzle"; return r; }
        if (auto e = validate_text(p, &r.link.puzzle); !e.empty()) { r.error = "p: " + e; return r; }
        r.link.has_puzzle = true;
        r.ok = true;
        return r;
    }
    if (!has_seed) {
        r.error = "no puzzle in link: expected #p=<81 cells> or #seed=<number>&level=<name>";
        return r;
    }
    if (seed.empty() || seed.size() > 20 || seed.find_first_not_of("0123456789") != std::string::npos) {
        r.error = "seed: " + quoted(seed) + " is not a whole number";
        return r;
    }
    std::uint64_t v = 0;
    for (char ch : seed) {
        unsigned d = unsigned(ch - '0');
        if (v > (~std::uint64_t(0) - d) / 10) { r.error = "seed: " + quoted(seed) + " is too large"; return r; }
        v = v * 10 + d;
    }
    if (!has_level) { r.error = "level: missing (a seed link needs &level=<name>)"; return r; }
    if (auto e = validate_link_level(level); !e.empty()) { r.error = "level: " + e; return r; }
    r.link.seed = v;
    r.link.level = level;
    r.ok = true;
    return r;
}

std::string share_fragment(const Grid& puzzle) { return "#p=" + format_line(puzzle, '.'); }

std::string share_fragment(std::uint64_t seed, std::string_view level) {
    return "#seed=" + std::to_string(seed) + "&level=" + std::string(level);
}

std::string share_colours(const CellColours& cells, const CandidateColours& candidates) {
    std::string c(kCells, '.'), k;
    bool any = false;
    for (int i = 0; i < kCells; ++i) {
        if (cells[i] >= 1 && cells[i] <= 9) {
            c[i] = char('0' + cells[i]);
            any = true;
        }
        for (int d = 1; d <= 9; ++d)
            if (auto colour = candidates[i][d - 1]; colour >= 1 && colour <= 9)
                k += {char('1' + i / 9), char('1' + i % 9), char('0' + d), char('0' + colour)};
    }
    return (any ? "&c=" + c : std::string()) + (k.empty() ? std::string() : "&k=" + k);
}

DailySeed daily_seed(std::string_view date) {
    DailySeed r;
    bool form = date.size() == 10 && date[4] == '-' && date[7] == '-';
    for (std::size_t i = 0; form && i < date.size(); ++i)
        if (i != 4 && i != 7 && (date[i] < '0' || date[i] > '9')) form = false;
    if (!form) {
        r.error = "date " + quoted(date) + " is not in the form YYYY-MM-DD";
        return r;
    }
    auto num = [&](std::size_t at, std::size_t n) {
        int v = 0;
        for (std::size_t i = at; i < at + n; ++i) v = v * 10 + (date[i] - '0');
        return v;
    };
    int y = num(0, 4), m = num(5, 2), d = num(8, 2);
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || m < 1 || m > 12) {
        r.error = "date " + quoted(date) + " has no such month";
        return r;
    }
    if (d < 1 || d > days[m - 1] + (m == 2 && is_leap(y))) {
        r.error = "date " + quoted(date) + " has no such day";
        return r;
    }
    r.seed = std::uint64_t(y) * 10000 + std::uint64_t(m) * 100 + std::uint64_t(d);
    r.ok = true;
    return r;
}

}  // namespace sudoku
