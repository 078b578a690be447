// The JSON line of any puzzle: its checks over what the one JSON reader (core/text/json.h)
// reads, and its writer.
#include "core/grid/puzzle_json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/grid/fpuzzles.h"
#include "core/grid/killer_text.h"
#include "core/text/json.h"
#include "core/grid/level.h"

namespace sudoku {

namespace pjson {

using json::Value;

const char* kind_word(Value::Type t) { return json::type_word(t); }

// The form nests three deep and its longest array is a 16x16 grid's regions: limits far
// above that and far below what could exhaust the stack or the memory.
const json::Limits kPuzzleLimits{6, 1u << 20, 4096, 4096};

std::string shown_byte(char ch) {
    unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u < 0x7F) return std::string("'") + ch + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
}

// "JSON: <what> at column 12 (found 'x')", or "... at the end of the line".
std::string syntax_error(std::string_view text, const json::Parsed& p) {
    std::string e = "JSON: " + p.reason;
    if (p.at < text.size()) e += " at column " + std::to_string(p.at + 1) + " (found " + shown_byte(text[p.at]) + ")";
    else e += " at the end of the line";
    return e;
}

// A field's integer, or a message.
bool int_of(const Value& v, const std::string& field, int& out, std::string& error) {
    if (!v.is_number() || v.number != std::floor(v.number) || std::fabs(v.number) > 1e6) {
        error = field + ": expected a whole number, got " + (v.is_number() ? json::number_text(v.number) : std::string(kind_word(v.type)));
        return false;
    }
    out = int(v.number);
    return true;
}

// A row of digits ("givens", "solution"): n*n characters, 1-9 then A-G up to n, '.' or '0'.
bool cells_of(const Value& v, const char* field, int n, Cells& out, std::string& error) {
    if (!v.is_string()) {
        error = std::string(field) + ": expected a string of digits, got " + kind_word(v.type);
        return false;
    }
    const std::string& s = v.string;
    if (int(s.size()) != n * n) {
        error = std::string(field) + ": " + std::to_string(s.size()) + " characters, expected " + std::to_string(n * n) +
                " (one per cell of the " + std::to_string(n) + "x" + std::to_string(n) + " grid, row by row)";
        return false;
    }
    out.assign(std::size_t(n * n), 0);
    for (int c = 0; c < n * n; ++c) {
        const int d = digit_value(s[std::size_t(c)]);
        if (d < 0 || d > n) {
            const std::string cell = "r" + std::to_string(c / n + 1) + "c" + std::to_string(c % n + 1);
            error = std::string(field) + ": " + shown_byte(s[std::size_t(c)]) + " at " + cell + " (character " + std::to_string(c + 1) +
                    ") is not a digit of a " + std::to_string(n) + "x" + std::to_string(n) + " puzzle (1-" +
                    std::string(1, digit_char(n)) + ", '.' or '0' for a blank)";
            return false;
        }
        out[std::size_t(c)] = std::uint8_t(d);
    }
    return true;
}

bool int_list(const Value& v, const std::string& field, std::vector<int>& out, std::string& error) {
    if (!v.is_array()) {
        error = field + ": expected an array of numbers, got " + kind_word(v.type);
        return false;
    }
    out.clear();
    for (std::size_t k = 0; k < v.items.size(); ++k) {
        int x = 0;
        if (!int_of(v.items[k], field + "[" + std::to_string(k) + "]", x, error)) return false;
        out.push_back(x);
    }
    return true;
}

std::string str(const Value& v) { return v.is_string() ? json::quote(v.string) : kind_word(v.type); }

// Whether member m's name came before it. The members before it are all known and
// different (each is checked as it comes), so this stays short.
bool repeated(const Value& object, std::size_t m) {
    for (std::size_t k = 0; k < m; ++k)
        if (object.members[k].first == object.members[m].first) return true;
    return false;
}

const char* const kFields = "variant, size, regions, diagonals, cages, givens, solution, level, rating";

PuzzleTextResult from_json(std::string_view text) {
    PuzzleTextResult r;
    std::string& error = r.error;
    const json::Parsed parsed = json::parse(text, kPuzzleLimits);
    if (!parsed.ok) {
        error = syntax_error(text, parsed);
        return r;
    }
    const Value& root = parsed.value;
    if (!root.is_object()) {
        error = std::string("JSON: expected an object {...}, got ") + kind_word(root.type);
        return r;
    }
    const Value *variant = nullptr, *size = nullptr, *regions = nullptr, *diagonals = nullptr, *cages = nullptr,
                *givens = nullptr, *solution = nullptr, *level = nullptr, *rating = nullptr;
    for (std::size_t m = 0; m < root.members.size(); ++m) {
        const auto& [key, v] = root.members[m];
        const Value** slot = key == "variant" ? &variant : key == "size" ? &size : key == "regions" ? &regions
                           : key == "diagonals" ? &diagonals : key == "cages" ? &cages : key == "givens" ? &givens
                           : key == "solution" ? &solution : key == "level" ? &level : key == "rating" ? &rating : nullptr;
        if (!slot) {
            error = "unknown field \"" + key + "\" (the fields are " + kFields + ")";
            return r;
        }
        if (repeated(root, m)) {
            error = "JSON: field \"" + key + "\" appears twice";
            return r;
        }
        if (v.type != Value::Type::Null) *slot = &v;  // null means absent
    }

    // variant: classic, jigsaw, x, killer; the CLI's size words (4x4 ... 16x16) mean classic.
    Variant kind = Variant::Classic;
    int n = 0;
    if (variant) {
        const std::string w = variant->is_string() ? variant->string : std::string();
        if (w == "classic") kind = Variant::Classic;
        else if (w == "jigsaw") kind = Variant::Jigsaw;
        else if (w == "x") kind = Variant::X;
        else if (w == "killer") kind = Variant::Killer;
        else if (w == "4x4" || w == "6x6" || w == "9x9" || w == "12x12" || w == "16x16") n = std::atoi(w.c_str());
        else {
            error = "variant: unknown variant " + str(*variant) + " (classic, jigsaw, x, killer, or 4x4, 6x6, 9x9, 12x12, 16x16)";
            return r;
        }
    }
    if (size) {
        int s = 0;
        if (!int_of(*size, "size", s, error)) return r;
        if (!Geometry::supported_size(s)) {
            error = "size: " + std::to_string(s) + " is not one of 4, 6, 9, 12, 16";
            return r;
        }
        if (n && s != n) {
            error = "size: " + std::to_string(s) + " but the variant says " + variant->string;
            return r;
        }
        n = s;
    }
    if (!givens) {
        error = "givens: missing (a string of one character per cell, row by row)";
        return r;
    }
    if (!n) {  // no size: the givens' length says it
        if (givens->is_string())
            for (int s : {4, 6, 9, 12, 16})
                if (int(givens->string.size()) == s * s) n = s;
        if (!n) n = 9;  // the classic's 81 is what cells_of will ask for
    }

    std::vector<int> region_ids;
    if (regions && !int_list(*regions, "regions", region_ids, error)) return r;
    if (kind == Variant::Jigsaw && !regions) {
        error = "regions: missing (a jigsaw puzzle lists the region, 0 to 8, of each cell)";
        return r;
    }
    bool diag = kind == Variant::X;
    if (diagonals) {
        if (!diagonals->is_bool()) {
            error = std::string("diagonals: expected true or false, got ") + kind_word(diagonals->type);
            return r;
        }
        // Killer may have them too (killer X); x always has them.
        if (diagonals->boolean ? (kind != Variant::X && kind != Variant::Killer) : kind == Variant::X) {
            error = diagonals->boolean ? std::string("diagonals: true needs variant \"x\" or \"killer\" (killer X)")
                                       : std::string("diagonals: an x puzzle has its diagonals (true)");
            return r;
        }
        diag = diagonals->boolean;
    }
    std::vector<Cage> cage_list;
    if (cages) {
        if (kind != Variant::Killer) {
            error = "cages: only a killer puzzle has cages (set \"variant\": \"killer\")";
            return r;
        }
        if (!cages->is_array()) {
            error = std::string("cages: expected an array of {\"sum\", \"cells\"}, got ") + kind_word(cages->type);
            return r;
        }
        for (std::size_t k = 0; k < cages->items.size(); ++k) {
            const std::string which = "cages[" + std::to_string(k) + "]";
            const Value& cv = cages->items[k];
            if (!cv.is_object()) {
                error = which + ": expected an object {\"sum\", \"cells\"}, got " + kind_word(cv.type);
                return r;
            }
            const Value *sum = nullptr, *cells = nullptr;
            for (std::size_t m = 0; m < cv.members.size(); ++m) {
                const auto& [key, v] = cv.members[m];
                if (repeated(cv, m)) {
                    error = which + ": field \"" + key + "\" appears twice";
                    return r;
                }
                if (key == "sum") sum = &v;
                else if (key == "cells") cells = &v;
                else {
                    error = which + ": unknown field \"" + key + "\" (a cage has sum and cells)";
                    return r;
                }
            }
            if (!cells) {
                error = which + ": missing cells";
                return r;
            }
            Cage cage;  // no sum (absent, null or 0): a cage whose digits only differ
            if ((sum && sum->type != Value::Type::Null && !int_of(*sum, which + ".sum", cage.sum, error)) ||
                !int_list(*cells, which + ".cells", cage.cells, error))
                return r;
            if (cage.sum < 0) {
                error = which + ".sum: " + std::to_string(cage.sum) + " is below 0 (0 or no sum: a cage without a sum)";
                return r;
            }
            cage_list.push_back(std::move(cage));
        }
    }
    if (kind == Variant::Killer && cage_list.empty()) {
        error = "cages: missing (a killer puzzle lists its cages: [{\"sum\": 10, \"cells\": [0, 1]}, ...])";
        return r;
    }

    GeometryPtr geometry;
    if (kind == Variant::Classic) {
        if (!region_ids.empty()) {
            GeometryResult boxes = Geometry::make(Variant::Classic, n, region_ids, false, {});
            if (!boxes.geometry) {
                error = boxes.error;
                return r;
            }
            if (boxes.geometry->box_rows() == 0) {
                error = "regions: not the boxes of a " + std::to_string(n) + "x" + std::to_string(n) +
                        " grid (irregular regions need \"variant\": \"jigsaw\")";
                return r;
            }
        }
        geometry = n == 9 ? Geometry::classic9() : Geometry::classic(n);
    } else {
        GeometryResult made = Geometry::make(kind, n, region_ids, diag, cage_list);
        if (!made.geometry) {
            error = made.error;
            return r;
        }
        geometry = made.geometry;
    }
    const Geometry& g = *geometry;

    PuzzleText& p = r.puzzle;
    p.geometry = geometry;
    if (!cells_of(*givens, "givens", n, p.givens, error)) return r;
    if (std::string why = first_conflict(g, p.givens); !why.empty()) {
        error = "givens: " + why;
        return r;
    }
    if (solution) {
        if (!cells_of(*solution, "solution", n, p.solution, error)) return r;
        for (int c = 0; c < g.cells(); ++c) {
            if (!p.solution[std::size_t(c)]) {
                error = "solution: " + g.cell_name(c) + " is blank (a solution fills every cell)";
                return r;
            }
            if (p.givens[std::size_t(c)] && p.givens[std::size_t(c)] != p.solution[std::size_t(c)]) {
                error = "solution: " + g.cell_name(c) + " holds " + digit_char(p.solution[std::size_t(c)]) +
                        " but the givens say " + digit_char(p.givens[std::size_t(c)]);
                return r;
            }
        }
        if (std::string why = first_conflict(g, p.solution); !why.empty()) {
            error = "solution: " + why;
            return r;
        }
    }
    if (level) {
        auto l = level->is_string() ? parse_level(level->string) : std::nullopt;
        if (!l) {
            error = "level: unknown level " + str(*level) + " (easy, medium, hard, expert, master, extreme)";
            return r;
        }
        p.level = level_name(*l);
    }
    if (rating) {
        if (!rating->is_number() || rating->number < 0 || rating->number > 1e6) {
            error = "rating: expected a number from 0 up, got " + (rating->is_number() ? json::number_text(rating->number) : std::string(kind_word(rating->type)));
            return r;
        }
        p.rating = rating->number;
    }
    r.ok = true;
    return r;
}

}  // namespace pjson

PuzzleTextResult parse_puzzle_text(std::string_view text) {
    std::size_t a = 0, b = text.size();
    if (text.substr(0, 3) == "\xEF\xBB\xBF") a = 3;
    while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\r' || text[a] == '\n')) ++a;
    while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\r' || text[b - 1] == '\n')) --b;
    text = text.substr(a, b - a);
    PuzzleTextResult r;
    if (is_fpuzzles_text(text)) {  // f-puzzles JSON and links (fpuzzles.h)
        FpuzzlesResult f = parse_fpuzzles(text);
        r.ok = f.ok;
        r.puzzle = std::move(f.puzzle);
        r.error = std::move(f.error);
        r.cosmetic = std::move(f.cosmetic);
        return r;
    }
    if (!text.empty() && text[0] == '{') return pjson::from_json(text);
    if (killer_format_of(text) != KillerFormat::None) {  // the killer forms players trade (killer_text.h)
        KillerTextResult k = parse_killer_text(text);
        if (!k.ok) {
            r.error = k.error;
            return r;
        }
        r.ok = true;
        r.puzzle.geometry = k.geometry;
        r.puzzle.givens.assign(std::size_t(k.geometry->cells()), 0);
        r.puzzle.solution = std::move(k.solution);
        return r;
    }
    Grid grid;
    r.error = validate_text(text, &grid);
    if (!r.error.empty()) return r;
    r.ok = true;
    r.puzzle.geometry = Geometry::classic9();
    r.puzzle.givens.assign(grid.cells.begin(), grid.cells.end());
    return r;
}

static std::string puzzle_json_cells(const Cells& cells) {
    std::string s;
    s.reserve(cells.size());
    for (auto d : cells) s += digit_char(d);
    return s;
}

std::string format_puzzle_json(const PuzzleText& p) {
    const Geometry& g = *p.geometry;
    if (g.has_constraints()) return fpuzzles_json(p);  // rules beyond cages: the f-puzzles form holds them
    json::Writer w;
    w.begin_object().field("variant", variant_name(g.variant())).field("size", g.size());
    if (g.variant() == Variant::Jigsaw) {
        w.key("regions").begin_array();
        for (int c = 0; c < g.cells(); ++c) w.value(g.region_of(c));
        w.end_array();
    }
    if (g.diagonals()) w.field("diagonals", true);
    if (!g.cages().empty()) {
        w.key("cages").begin_array();
        for (const Cage& cage : g.cages()) {
            w.begin_object();
            if (cage.has_sum()) w.field("sum", cage.sum);  // none: a cage without a sum
            w.key("cells").begin_array();
            for (int c : cage.cells) w.value(c);
            w.end_array().end_object();
        }
        w.end_array();
    }
    w.field("givens", puzzle_json_cells(p.givens));
    if (!p.solution.empty()) w.field("solution", puzzle_json_cells(p.solution));
    if (!p.level.empty()) w.field("level", p.level);
    if (p.rating >= 0) w.key("rating").number(p.rating, "%.6g");
    return w.end_object().str();
}

}  // namespace sudoku
