// Reading f-puzzles JSON and links; see fpuzzles.h (writing: fpuzzles_export.cpp).
#include "core/grid/fpuzzles.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/text/json.h"
#include "core/text/lz_base64.h"

namespace sudoku {

namespace {

using json::Value;
using CT = ConstraintType;

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::string url_decoded(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
            out.push_back(char(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16)));
            i += 2;
        } else {
            out.push_back(s[i]);
        }
    }
    return out;
}

// The compressed puzzle a link or id carries, or nothing when the text is no such link.
std::optional<std::string> link_payload(std::string_view text) {
    std::size_t at = text.find("load=");
    std::size_t skip = 5;
    if (at == std::string_view::npos) {
        at = text.find("fpuzzles");
        skip = 8;
        if (at == std::string_view::npos || text.find("f-puzzles.com") == at - 2) {
            at = text.find("fpuz");
            skip = 4;
        }
    }
    if (at == std::string_view::npos) return std::nullopt;
    std::string_view data = text.substr(at + skip);
    data = data.substr(0, std::min(data.find('&'), data.find('#')));
    return url_decoded(data);
}

// Cells as f-puzzles names them: "R3C5", 1-based; outside clues use row or column 0 and n+1.
struct Reader {
    int n = 9;
    std::string error;

    bool rc(const Value* v, int& r, int& c) {
        if (!v || !v->is_string()) return false;
        const std::string& s = v->string;
        std::size_t i = 0;
        auto num = [&](char tag, int& out) {
            if (i >= s.size() || std::toupper(static_cast<unsigned char>(s[i])) != tag) return false;
            ++i;
            const std::size_t from = i;
            out = 0;
            while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - from < 3) out = out * 10 + (s[i++] - '0');
            return i > from;
        };
        return num('R', r) && num('C', c) && i == s.size();
    }
    int cell(const Value* v, std::string_view where) {
        int r = 0, c = 0;
        if (!rc(v, r, c) || r < 1 || r > n || c < 1 || c > n) {
            if (error.empty())
                error = std::string(where) + ": " + (v && v->is_string() ? "\"" + v->string + "\"" : std::string("a value")) +
                        " is not a cell of the " + std::to_string(n) + "x" + std::to_string(n) + " grid (R1C1 to R" +
                        std::to_string(n) + "C" + std::to_string(n) + ")";
            return -1;
        }
        return (r - 1) * n + (c - 1);
    }
    std::vector<int> cells(const Value* v, std::string_view where) {
        std::vector<int> out;
        if (!v || !v->is_array()) {
            if (error.empty()) error = std::string(where) + ": expected a list of cells";
            return out;
        }
        for (const Value& item : v->items) out.push_back(cell(&item, where));
        return out;
    }
    // A clue's value, written as a number or a string; nothing when absent or blank.
    std::optional<int> number(const Value* v) {
        if (!v) return std::nullopt;
        if (v->is_int()) return v->as_int();
        if (v->is_string()) {
            const std::string_view s = trimmed(v->string);
            if (s.empty()) return std::nullopt;
            int x = 0;
            for (char ch : s) {
                if (!std::isdigit(static_cast<unsigned char>(ch)) || x > 100000) return -1;
                x = x * 10 + (ch - '0');
            }
            return x;
        }
        return -1;
    }
};

bool non_empty(const Value& v) {
    if (v.is_bool()) return v.boolean;
    if (v.is_array()) return !v.items.empty();
    if (v.is_object()) return !v.members.empty();
    if (v.is_string()) return !v.string.empty();
    return v.is_number();
}

bool one_of(std::string_view key, std::initializer_list<std::string_view> keys) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

}  // namespace

bool is_fpuzzles_text(std::string_view text) {
    text = trimmed(text);
    if (!text.empty() && text[0] == '{') return text.find("\"grid\"") != std::string_view::npos;
    return text.find("f-puzzles.com") != std::string_view::npos || text.find("sudokupad.app") != std::string_view::npos ||
           text.rfind("fpuz", 0) == 0;
}

FpuzzlesResult parse_fpuzzles(std::string_view text) {
    FpuzzlesResult out;
    text = trimmed(text);
    std::string decoded;
    if (text.empty() || text[0] != '{') {
        auto payload = link_payload(text);
        if (!payload) {
            out.error = "f-puzzles: no puzzle in this link (expected ?load=<data>, or sudokupad.app/fpuzzles<data>); "
                        "a SudokuPad short link needs the network to resolve";
            return out;
        }
        auto json_text = text::lz_decompress_base64(*payload);
        if (!json_text || json_text->empty()) {
            out.error = "f-puzzles: the link's data is not lz-string base64 (cut short or changed?)";
            return out;
        }
        decoded = std::move(*json_text);
        text = decoded;
    }
    const json::Parsed parsed = json::parse(text);
    if (!parsed.ok || !parsed.value.is_object()) {
        out.error = "f-puzzles: not a JSON object" + (parsed.ok ? std::string() : " (" + parsed.error + ")");
        return out;
    }
    const Value& root = parsed.value;
    Reader rd;
    const Value* size = root.find("size");
    if (!size || !size->is_int() || !Geometry::supported_size(size->as_int())) {
        out.error = "f-puzzles: size must be one of 4, 6, 9, 12, 16";
        return out;
    }
    const int n = rd.n = size->as_int();
    const Value* grid = root.find("grid");
    if (!grid || !grid->is_array() || int(grid->items.size()) != n) {
        out.error = "f-puzzles: grid must be " + std::to_string(n) + " rows of " + std::to_string(n) + " cells";
        return out;
    }
    Cells givens(std::size_t(n * n), 0);
    std::vector<int> regions(std::size_t(n * n), -1);
    bool any_region = false;
    int entered = 0;
    for (int r = 0; r < n; ++r) {
        const Value& row = grid->items[std::size_t(r)];
        if (!row.is_array() || int(row.items.size()) != n) {
            out.error = "f-puzzles: grid row " + std::to_string(r + 1) + " must hold " + std::to_string(n) + " cells";
            return out;
        }
        for (int c = 0; c < n; ++c) {
            const Value& cell = row.items[std::size_t(c)];
            if (!cell.is_object()) continue;
            const Value* value = cell.find("value");
            const Value* given = cell.find("given");
            const auto d = rd.number(value);
            if (d && (*d < 1 || *d > n)) {
                out.error = "f-puzzles: R" + std::to_string(r + 1) + "C" + std::to_string(c + 1) + " holds " +
                            std::to_string(*d) + ", not a digit from 1 to " + std::to_string(n);
                return out;
            }
            if (d && given && given->is_bool() && given->boolean) givens[std::size_t(r * n + c)] = std::uint8_t(*d);
            else if (d) ++entered;  // a solver's entry, not a given
            if (const Value* region = cell.find("region"); region && region->is_int()) {
                regions[std::size_t(r * n + c)] = region->as_int();
                any_region = true;
            }
        }
    }
    if (entered) out.cosmetic.push_back("entered digits (" + std::to_string(entered) + ")");
    auto [br, bc] = Geometry::box_shape(n);
    for (int c = 0; c < n * n; ++c)
        if (regions[std::size_t(c)] < 0) regions[std::size_t(c)] = (c / n / br) * (n / bc) + (c % n) / bc;

    std::vector<Cage> cages;
    std::vector<Constraint> rules;
    bool diag_main = false, diag_anti = false;
    auto add = [&](CT kind, std::vector<int> cells, int value = 0) {
        Constraint k;
        k.kind = kind;
        k.cells = std::move(cells);
        k.value = value;
        rules.push_back(std::move(k));
    };
    for (const auto& [key, v] : root.members) {
        const std::string where = "f-puzzles " + key;
        if (one_of(key, {"size", "grid", "title", "author", "ruleset", "solution", "successMessage", "metadata", "version",
                         "disabledlogic", "truecandidatesoptions", "highlightConstraints", "highlightConflicts", "level", "rating"})) {
            if (key == "title" && v.is_string()) out.title = v.string;
            if (key == "author" && v.is_string()) out.author = v.string;
            continue;
        }
        if (one_of(key, {"text", "line", "rectangle", "circle", "cage"})) {  // drawn by f-puzzles, no rule
            if (non_empty(v)) out.cosmetic.push_back(key + " (" + std::to_string(v.is_array() ? v.items.size() : 1) + ")");
            continue;
        }
        if (v.is_bool()) {
            if (!v.boolean) continue;
            if (key == "antiknight") add(CT::AntiKnight, {});
            else if (key == "antiking") add(CT::AntiKing, {});
            else if (key == "nonconsecutive") add(CT::NonConsecutive, {});
            else if (key == "disjointgroups") add(CT::DisjointGroups, {});
            else if (key == "diagonal-") diag_main = true;
            else if (key == "diagonal+") diag_anti = true;
            else {
                out.error = "f-puzzles: unknown constraint \"" + key + "\": refused (the engine does not know its rule)";
                return out;
            }
            continue;
        }
        if (key == "negative") {
            if (!v.is_array()) continue;
            for (const Value& item : v.items) {
                const std::string s = item.is_string() ? item.string : "";
                if (s == "ratio") add(CT::BlackNegative, {});
                else if (s == "difference") add(CT::WhiteNegative, {});
                else if (s == "xv") add(CT::XVNegative, {});
                else {
                    out.error = "f-puzzles: unknown negative constraint \"" + s + "\": refused";
                    return out;
                }
            }
            continue;
        }
        if (!v.is_array()) {
            if (non_empty(v)) {
                out.error = "f-puzzles: unknown constraint \"" + key + "\": refused (the engine does not know its rule)";
                return out;
            }
            continue;
        }
        auto lines_of = [&](const Value& item) {
            std::vector<std::vector<int>> ls;
            const Value* lines = item.find("lines");
            if (!lines || !lines->is_array()) {
                if (rd.error.empty()) rd.error = where + ": expected \"lines\"";
                return ls;
            }
            for (const Value& line : lines->items) ls.push_back(rd.cells(&line, where));
            return ls;
        };
        const CT line_kind = key == "thermometer" ? CT::Thermo
                             : key == "palindrome" ? CT::Palindrome
                             : key == "betweenline" ? CT::Between
                             : key == "renban" ? CT::Renban
                             : key == "whispers" ? CT::Whisper
                                                 : CT::Odd;
        for (const Value& item : v.items) {
            if (!item.is_object()) continue;
            if (key == "killercage") {
                Cage cage;
                cage.cells = rd.cells(item.find("cells"), where);
                const auto sum = rd.number(item.find("value"));
                if (sum && *sum < 0) rd.error = where + ": the sum is not a number";
                cage.sum = sum.value_or(0);
                cages.push_back(std::move(cage));
            } else if (key == "odd" || key == "even") {
                add(key == "odd" ? CT::Odd : CT::Even, {rd.cell(item.find("cell"), where)});
            } else if (key == "extraregion") {
                add(CT::ExtraRegion, rd.cells(item.find("cells"), where));
            } else if (line_kind != CT::Odd) {
                int value = 0;  // whispers: a least difference other than the size's default
                if (line_kind == CT::Whisper) {
                    const auto diff = rd.number(item.find("value"));
                    if (diff && (*diff < 1 || *diff >= n))
                        rd.error = where + ": whispers with a difference of " + std::to_string(*diff) + " (1 to " + std::to_string(n - 1) + ")";
                    else if (diff && *diff != (n == 9 ? 5 : (n + 1) / 2))
                        value = *diff;
                }
                for (auto& line : lines_of(item)) add(line_kind, std::move(line), value);
            } else if (key == "arrow") {
                std::vector<int> circle = rd.cells(item.find("cells"), where);
                std::sort(circle.begin(), circle.end());  // a pill reads left to right, top to bottom
                for (auto& line : lines_of(item)) {
                    std::vector<int> cells = circle;
                    for (int c : line)
                        if (std::find(circle.begin(), circle.end(), c) == circle.end()) cells.push_back(c);
                    if (cells.size() > circle.size()) add(CT::Arrow, std::move(cells), int(circle.size()));
                }
            } else if (key == "difference" || key == "ratio" || key == "xv") {
                std::vector<int> cells = rd.cells(item.find("cells"), where);
                const Value* val = item.find("value");
                CT kind = key == "difference" ? CT::KropkiWhite : CT::KropkiBlack;
                if (key == "xv") {
                    const std::string s = val && val->is_string() ? val->string : "";
                    if (s == "X" || s == "x") kind = CT::X;
                    else if (s == "V" || s == "v") kind = CT::V;
                    else rd.error = where + ": an XV mark must be X or V";
                    add(kind, std::move(cells));
                    continue;
                }
                // A dot may carry its difference (white) or ratio (black); 1 and 2 are the plain dots.
                int value = 0;
                const bool white = key == "difference";
                if (auto x = rd.number(val); x && (white ? *x < 1 || *x >= n : *x < 2 || *x > n))
                    rd.error = where + ": a " + (white ? "difference" : "ratio") + " dot of " + std::to_string(*x) + " (" +
                               (white ? "1" : "2") + " to " + std::to_string(white ? n - 1 : n) + ")";
                else if (x && *x != (white ? 1 : 2))
                    value = *x;
                add(kind, std::move(cells), value);
            } else if (key == "quadruple") {
                Constraint k;
                k.kind = CT::Quadruple;
                k.cells = rd.cells(item.find("cells"), where);
                if (const Value* vals = item.find("values"); vals && vals->is_array())
                    for (const Value& d : vals->items) k.digits.push_back(rd.number(&d).value_or(-1));
                rules.push_back(std::move(k));
            } else if (key == "littlekillersum" || key == "sandwichsum") {
                int r = 0, c = 0;
                const auto sum = rd.number(item.find("value"));
                if (!sum) continue;  // a clue with no value says nothing
                if (!rd.rc(item.find("cell"), r, c) || r < 0 || c < 0 || r > n + 1 || c > n + 1 ||
                    (r >= 1 && r <= n && c >= 1 && c <= n)) {
                    rd.error = where + ": the clue must sit outside the grid";
                    break;
                }
                Constraint k;
                k.kind = key == "sandwichsum" ? CT::Sandwich : CT::LittleKiller;
                k.value = *sum;
                k.clue_row = r - 1, k.clue_col = c - 1;
                if (k.kind == CT::Sandwich) {
                    const bool column = r == 0 || r == n + 1;
                    for (int i = 0; i < n; ++i) k.cells.push_back(column ? i * n + (c - 1) : (r - 1) * n + i);
                } else {
                    const Value* dir = item.find("direction");
                    const std::string d = dir && dir->is_string() ? dir->string : "";
                    const int dr = d == "DR" || d == "DL" ? 1 : d == "UR" || d == "UL" ? -1 : 0;
                    const int dc = d == "DR" || d == "UR" ? 1 : d == "DL" || d == "UL" ? -1 : 0;
                    if (!dr) {
                        rd.error = where + ": direction must be UL, UR, DL or DR";
                        break;
                    }
                    for (int y = r - 1 + dr, x = c - 1 + dc; y >= 0 && y < n && x >= 0 && x < n; y += dr, x += dc)
                        k.cells.push_back(y * n + x);
                }
                if (k.cells.empty()) {
                    rd.error = where + ": the clue's diagonal misses the grid";
                    break;
                }
                rules.push_back(std::move(k));
            } else {
                out.error = "f-puzzles: unknown constraint \"" + key + "\" (" + std::to_string(v.items.size()) +
                            "): refused (the engine does not know its rule)";
                return out;
            }
            if (!rd.error.empty()) break;
        }
        if (!rd.error.empty()) {
            out.error = rd.error;
            return out;
        }
    }
    const Variant variant = !cages.empty() ? Variant::Killer : (diag_main && diag_anti) ? Variant::X : Variant::Classic;
    GeometryResult base = Geometry::make(variant, n, any_region ? regions : std::vector<int>{}, diag_main && diag_anti, cages);
    if (base.geometry && base.geometry->box_rows() == 0 && variant == Variant::Classic)
        base = Geometry::make(Variant::Jigsaw, n, regions, false, cages);
    if (!base.geometry) {
        out.error = "f-puzzles: " + base.error;
        return out;
    }
    if (diag_main != diag_anti) add(CT::Diagonal, {}, diag_anti ? 1 : 0);
    GeometryPtr geometry = base.geometry;
    if (!rules.empty()) {
        GeometryResult full = Geometry::with_constraints(geometry, std::move(rules));
        if (!full.geometry) {
            out.error = "f-puzzles: " + full.error;
            return out;
        }
        geometry = full.geometry;
    }
    out.puzzle.geometry = geometry;
    out.puzzle.givens = std::move(givens);
    if (const Value* sol = root.find("solution"); sol && sol->is_array() && int(sol->items.size()) == n * n) {
        Cells s;
        for (const Value& d : sol->items) s.push_back(std::uint8_t(std::clamp(rd.number(&d).value_or(0), 0, n)));
        if (std::all_of(s.begin(), s.end(), [](std::uint8_t d) { return d > 0; })) out.puzzle.solution = std::move(s);
    }
    if (const Value* lv = root.find("level"); lv && lv->is_string()) out.puzzle.level = lv->string;
    if (const Value* rt = root.find("rating"); rt && rt->is_number()) out.puzzle.rating = rt->number;
    out.ok = true;
    return out;
}

}  // namespace sudoku
