// The killer formats players trade: readers with a position and a reason for every refusal,
// and writers. See killer_text.h for the forms.
#include "core/grid/killer_text.h"

#include <algorithm>
#include <cstdio>

namespace sudoku {

// Named, not anonymous: the core is a unity build, where another file's helpers share a
// translation unit with these.
namespace ktext {

constexpr int kN = 9, kCellsN = 81;
constexpr const char* kShort = "killer short format: ";
constexpr const char* kLong = "killer long format: ";
constexpr std::string_view kArrows = "<>^v`',.";

std::string cell_name9(int c) { return "r" + std::to_string(c / kN + 1) + "c" + std::to_string(c % kN + 1); }

std::string shown(char ch) {
    const unsigned char u = static_cast<unsigned char>(ch);
    char buf[16];
    if (u >= 0x20 && u < 0x7F) std::snprintf(buf, sizeof buf, "'%c'", ch);
    else std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

std::string_view trim(std::string_view s) {
    std::size_t a = 0, b = s.size();
    if (s.substr(0, 3) == "\xEF\xBB\xBF") a = 3;
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r' || s[a] == '\n')) ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r' || s[b - 1] == '\n')) --b;
    return s.substr(a, b - a);
}

bool space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; }

// The puzzle (first word) and what follows it (the solution, maybe).
std::pair<std::string_view, std::string_view> split_word(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && !space(s[i])) ++i;
    return {s.substr(0, i), trim(s.substr(i))};
}

// A sum character: 0-45, or -1.
int sum_of(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
    if (ch >= 'a' && ch <= 'j') return ch - 'a' + 36;
    return -1;
}

char sum_char(int sum) {
    if (sum < 10) return char('0' + sum);
    if (sum < 36) return char('A' + sum - 10);
    return char('a' + sum - 36);
}

// The step of an arrow (rows, columns), {0, 0} for a character that is none.
std::pair<int, int> arrow_step(char ch) {
    switch (ch) {
        case '<': return {0, -1};
        case '>': return {0, 1};
        case '^': return {-1, 0};
        case 'v': return {1, 0};
        case '`': return {-1, -1};
        case '\'': return {-1, 1};
        case ',': return {1, -1};
        case '.': return {1, 1};
        default: return {0, 0};
    }
}

char arrow_char(int dr, int dc) {
    for (char ch : kArrows)
        if (arrow_step(ch) == std::make_pair(dr, dc)) return ch;
    return '?';
}

std::string cell_list(const std::vector<int>& cells) {
    std::string s;
    for (std::size_t i = 0; i < cells.size() && i < 6; ++i) s += (i ? ", " : "") + cell_name9(cells[i]);
    if (cells.size() > 6) s += ", ...";
    return s;
}

// The checks a cage of either form needs: size and sum. "" when fine.
std::string cage_problem(const Cage& cage) {
    const int m = int(cage.cells.size());
    const std::string at = "the cage at " + cell_name9(cage.cells.front());
    if (m > kN) return at + " has " + std::to_string(m) + " cells (" + cell_list(cage.cells) + "), more than 9";
    if (cage.has_sum() && cage_combinations(m, cage.sum, kN).empty())
        return at + " (" + std::to_string(m) + (m == 1 ? " cell" : " cells") + ") cannot add up to " + std::to_string(cage.sum) +
               ": " + std::to_string(m) + " different digits from 1 to 9 make " + std::to_string(cage_min_sum(m)) + " to " +
               std::to_string(cage_max_sum(m, kN));
    return {};
}

// The solution after the puzzle, if any: 81 digits 1-9 that keep every rule. "" when fine.
std::string read_solution(std::string_view text, const Geometry& g, Cells& out) {
    if (text.empty()) return {};
    if (text.size() != std::size_t(kCellsN))
        return "solution: " + std::to_string(text.size()) + " characters, expected 81 digits after the puzzle and a space";
    out.assign(kCellsN, 0);
    for (int c = 0; c < kCellsN; ++c) {
        const char ch = text[std::size_t(c)];
        if (ch < '1' || ch > '9')
            return "solution: " + shown(ch) + " at " + cell_name9(c) + " (character " + std::to_string(c + 1) +
                   ") is not a digit 1-9";
        out[std::size_t(c)] = std::uint8_t(ch - '0');
    }
    if (std::string why = first_conflict(g, out); !why.empty()) return "solution: " + why;
    return {};
}

// Cages in order of their first cell, checked, into a geometry.
KillerTextResult finish(const char* form, std::vector<Cage> cages, bool diagonals, std::string_view solution) {
    KillerTextResult r;
    for (auto& cage : cages) std::sort(cage.cells.begin(), cage.cells.end());
    std::sort(cages.begin(), cages.end(), [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
    for (const Cage& cage : cages)
        if (std::string why = cage_problem(cage); !why.empty()) {
            r.error = form + why;
            return r;
        }
    GeometryResult made = Geometry::make(Variant::Killer, kN, {}, diagonals, std::move(cages));
    if (!made.geometry) {  // not expected after the checks above
        r.error = form + made.error;
        return r;
    }
    r.geometry = made.geometry;
    if (std::string why = read_solution(solution, *r.geometry, r.solution); !why.empty()) {
        r.error = why;
        r.geometry = nullptr;
        r.solution.clear();
        return r;
    }
    r.ok = true;
    return r;
}

KillerTextResult parse_short(std::string_view text) {
    KillerTextResult r;
    auto [line, solution] = split_word(text);
    if (line.size() != std::size_t(kCellsN)) {
        r.error = std::string(kShort) + std::to_string(line.size()) + " characters, expected 81 (one per cell, row by row)";
        return r;
    }
    std::vector<int> next(kCellsN, -1);  // the cell an arrow points to; -1 for a sum
    for (int c = 0; c < kCellsN; ++c) {
        const char ch = line[std::size_t(c)];
        const auto [dr, dc] = arrow_step(ch);
        if (dr == 0 && dc == 0) {
            if (sum_of(ch) < 0) {
                r.error = std::string(kShort) + "character " + std::to_string(c + 1) + " (" + cell_name9(c) + ") " + shown(ch) +
                          " is neither a sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)";
                return r;
            }
            continue;
        }
        const int row = c / kN + dr, col = c % kN + dc;
        if (row < 0 || row >= kN || col < 0 || col >= kN) {
            r.error = std::string(kShort) + "the arrow " + shown(ch) + " at " + cell_name9(c) + " (character " +
                      std::to_string(c + 1) + ") points outside the grid";
            return r;
        }
        next[c] = row * kN + col;
    }
    // Each cell's sum cell, following the arrows; a walk that comes back on itself is a cycle.
    std::vector<int> root(kCellsN, -1), state(kCellsN, 0);  // state: 0 new, 1 on the walk, 2 done
    for (int start = 0; start < kCellsN; ++start) {
        std::vector<int> path;
        int c = start;
        while (state[c] == 0 && next[c] >= 0) {
            state[c] = 1;
            path.push_back(c);
            c = next[c];
        }
        if (state[c] == 1) {
            std::vector<int> cycle(std::find(path.begin(), path.end(), c), path.end());
            r.error = std::string(kShort) + "the arrows at " + cell_list(cycle) + " go round in a circle and reach no sum";
            return r;
        }
        const int end = state[c] == 2 ? root[c] : c;
        if (state[c] == 0) state[c] = 2, root[c] = c;
        for (int p : path) state[p] = 2, root[p] = end;
    }
    std::vector<Cage> by_root(kCellsN);  // (vectors, not maps: the page's weight)
    for (int c = 0; c < kCellsN; ++c) {
        Cage& cage = by_root[std::size_t(root[c])];
        cage.sum = sum_of(line[std::size_t(root[c])]);
        cage.cells.push_back(c);
    }
    std::vector<Cage> cages;
    for (int at = 0; at < kCellsN; ++at) {
        Cage& cage = by_root[std::size_t(at)];
        if (cage.cells.empty()) continue;
        // A lone '0' (no sum, no arrow joining it) is a cell in no cage, as forum files and
        // ISS write them; the long form reads a lone id of sum 0 the same way.
        if (!cage.has_sum() && cage.cells.size() == 1) continue;
        cages.push_back(std::move(cage));
    }
    return finish(kShort, std::move(cages), false, solution);
}

KillerTextResult parse_long(std::string_view text) {
    KillerTextResult r;
    auto [line, solution] = split_word(text);
    std::vector<std::string_view> parts;
    for (std::size_t i = 0;;) {
        const std::size_t j = line.find(':', i);
        parts.push_back(line.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i));
        if (j == std::string_view::npos) break;
        i = j + 1;
    }
    if (parts.size() < 3 || parts[0] != "3x3" || (parts[1] != "" && parts[1] != "d") || parts[2] != "k") {
        std::string head(line.substr(0, 12));
        r.error = std::string(kLong) + "expected \"3x3::k:\" or \"3x3:d:k:\" (d: both diagonals) at the start, found \"" + head +
                  (line.size() > 12 ? "...\"" : "\"");
        return r;
    }
    const bool diagonals = parts[1] == "d";
    const std::string head = diagonals ? "3x3:d:k:" : "3x3::k:";
    std::vector<std::string_view> numbers(parts.begin() + 3, parts.end());
    if (!numbers.empty() && numbers.back().empty()) numbers.pop_back();  // the closing ':'
    if (numbers.size() != std::size_t(kCellsN)) {
        r.error = std::string(kLong) + std::to_string(numbers.size()) + " numbers after \"" + head +
                  "\", expected 81 (one per cell, row by row, separated by ':')";
        return r;
    }
    struct Seen { int first = -1; Cage cage; };
    std::vector<Seen> by_id(256);
    for (int c = 0; c < kCellsN; ++c) {
        const std::string_view w = numbers[std::size_t(c)];
        const bool digits = !w.empty() && w.size() <= 6 && w.find_first_not_of("0123456789") == std::string_view::npos;
        if (!digits) {
            std::string shown_w(w.substr(0, 12));
            r.error = std::string(kLong) + "number " + std::to_string(c + 1) + " (" + cell_name9(c) + ") \"" + shown_w +
                      (w.size() > 12 ? "..." : "") + "\" is not a whole number (sum * 256 + cage id)";
            return r;
        }
        int v = 0;
        for (char ch : w) v = v * 10 + (ch - '0');
        if (v == 0) continue;  // in no cage
        const int id = v % 256, sum = v / 256;
        Seen& seen = by_id[std::size_t(id)];
        if (seen.first < 0) {
            seen.first = c;
            seen.cage.sum = sum;
        } else if (seen.cage.sum != sum) {
            r.error = std::string(kLong) + "cage id " + std::to_string(id) + " has sum " + std::to_string(seen.cage.sum) + " at " +
                      cell_name9(seen.first) + " but sum " + std::to_string(sum) + " at " + cell_name9(c) + " (number " +
                      std::to_string(c + 1) + ")";
            return r;
        }
        seen.cage.cells.push_back(c);
    }
    std::vector<Cage> cages;
    for (Seen& seen : by_id)
        if (seen.cage.has_sum() || seen.cage.cells.size() > 1)  // a lone cell without a sum is in no cage
            cages.push_back(std::move(seen.cage));
    return finish(kLong, std::move(cages), diagonals, solution);
}

std::string writable(const Geometry& g, const Cells& givens, const char* form) {
    if (g.variant() != Variant::Killer || g.size() != 9)
        return std::string("the ") + form + " killer format holds 9x9 killers only, not a " + g.name() +
               (g.variant() == Variant::Killer ? " of size " + std::to_string(g.size()) : std::string());
    int count = 0;
    for (auto d : givens) count += d != 0;
    if (count)
        return std::string("the ") + form + " killer format has no givens, and this puzzle has " + std::to_string(count) +
               " (the JSON line keeps them)";
    return {};
}

}  // namespace ktext


KillerFormat killer_format_of(std::string_view text) {
    text = ktext::trim(text);
    if (text.substr(0, 4) == "3x3:") return KillerFormat::Long;
    const std::string_view word = ktext::split_word(text).first;
    if (word.size() < 60 || word.size() > 100 || word[0] == '{') return KillerFormat::None;
    if (word.find_first_of("<>^v`',") == std::string_view::npos) return KillerFormat::None;
    // Sums and arrows but for a few typos (refused then with their place).
    int other = 0;
    for (char ch : word) other += ktext::sum_of(ch) < 0 && ktext::kArrows.find(ch) == std::string_view::npos;
    return other <= 3 ? KillerFormat::Short : KillerFormat::None;
}

KillerTextResult parse_killer_text(std::string_view text) {
    text = ktext::trim(text);
    switch (killer_format_of(text)) {
        case KillerFormat::Long: return ktext::parse_long(text);
        case KillerFormat::Short: return ktext::parse_short(text);
        case KillerFormat::None: break;
    }
    KillerTextResult r;
    r.error = "not a killer in the short (81 sums and arrows) or the long (3x3::k:...) format";
    return r;
}

std::string format_killer_short(const Geometry& g, const Cells& givens, std::string& error) {
    error = ktext::writable(g, givens, "short");
    if (error.empty() && g.diagonals()) error = "the short killer format has no diagonals (the long one has: 3x3:d:k:)";
    if (!error.empty()) return {};
    std::string out(ktext::kCellsN, '?');
    for (int c = 0; c < ktext::kCellsN; ++c)
        if (g.cage_of(c) < 0) out[std::size_t(c)] = '0';  // a cell in no cage: a lone '0'
    for (const Cage& cage : g.cages()) {
        // The sum on the cage's first cell; every other cell points one step nearer to it
        // (breadth first, sides before corners, so arrows are straight where they can be).
        const int root = cage.cells.front();
        out[std::size_t(root)] = ktext::sum_char(cage.sum);
        std::vector<int> queue{root};
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int pass = 0; pass < 2; ++pass)
                for (int dr = -1; dr <= 1; ++dr)
                    for (int dc = -1; dc <= 1; ++dc) {
                        if ((dr == 0 && dc == 0) || (pass == 0) != (dr == 0 || dc == 0)) continue;
                        const int from = queue[i], row = from / ktext::kN + dr, col = from % ktext::kN + dc, c = row * ktext::kN + col;
                        if (row < 0 || row >= ktext::kN || col < 0 || col >= ktext::kN || out[std::size_t(c)] != '?' ||
                            !std::binary_search(cage.cells.begin(), cage.cells.end(), c))
                            continue;
                        out[std::size_t(c)] = ktext::arrow_char(-dr, -dc);
                        queue.push_back(c);
                    }
        if (queue.size() != cage.cells.size()) {
            error = "the cage at " + ktext::cell_name9(root) + " is not in one piece, which the short killer format cannot hold";
            return {};
        }
    }
    return out;
}

std::string format_killer_long(const Geometry& g, const Cells& givens, std::string& error) {
    error = ktext::writable(g, givens, "long");
    if (!error.empty()) return {};
    std::string out = g.diagonals() ? "3x3:d:k:" : "3x3::k:";
    for (int c = 0; c < ktext::kCellsN; ++c) {
        const int k = g.cage_of(c);
        out += std::to_string(k < 0 ? 0 : g.cages()[k].sum * 256 + k + 1) + ":";
    }
    return out;
}

}  // namespace sudoku
