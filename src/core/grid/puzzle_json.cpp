// The JSON line of any puzzle: a small reader for exactly the documented form (objects,
// arrays, strings, numbers, booleans, null; no library), its checks, and the writer.
#include "core/grid/puzzle_json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/grid/fpuzzles.h"
#include "core/grid/killer_text.h"
#include "core/logic/grader.h"

namespace sudoku {

namespace pjson {

struct Value {
    enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
    bool boolean = false;
    double number = 0;
    std::string text;  // String; for Number, its spelling
    std::vector<Value> items;
    std::vector<std::pair<std::string, Value>> members;
};

const char* kind_word(Value::Kind k) {
    switch (k) {
        case Value::Null: return "null";
        case Value::Bool: return "a boolean";
        case Value::Number: return "a number";
        case Value::String: return "a string";
        case Value::Array: return "an array";
        case Value::Object: return "an object";
    }
    return "?";
}

// Recursive descent with a depth limit (the form nests three deep; hostile input must not
// exhaust the stack) and an item limit (no input makes it allocate without bound).
class Reader {
public:
    explicit Reader(std::string_view s) : s_(s) {}

    bool parse(Value& out, std::string& error) {
        skip_space();
        if (!value(out, 0)) {
            error = error_;
            return false;
        }
        skip_space();
        if (i_ != s_.size()) {
            error = "JSON: unexpected " + show(s_[i_]) + " after the object at column " + std::to_string(i_ + 1);
            return false;
        }
        return true;
    }

private:
    static constexpr int kMaxDepth = 6;
    static constexpr std::size_t kMaxItems = 4096;

    static std::string show(char ch) {
        unsigned char u = static_cast<unsigned char>(ch);
        if (u >= 0x20 && u < 0x7F) return std::string("'") + ch + "'";
        char buf[16];
        std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
        return buf;
    }
    bool fail(const std::string& what) {
        if (error_.empty()) {
            error_ = "JSON: " + what;
            if (i_ < s_.size()) error_ += " at column " + std::to_string(i_ + 1) + " (found " + show(s_[i_]) + ")";
            else error_ += " at the end of the line";
        }
        return false;
    }
    void skip_space() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r' || s_[i_] == '\n')) ++i_;
    }
    bool literal(const char* word) {
        std::string_view w(word);
        if (s_.substr(i_, w.size()) != w) return false;
        i_ += w.size();
        return true;
    }

    bool value(Value& v, int depth) {
        if (depth > kMaxDepth) return fail("nested too deep");
        if (i_ >= s_.size()) return fail("expected a value");
        const char ch = s_[i_];
        if (ch == '{') return object(v, depth);
        if (ch == '[') return array(v, depth);
        if (ch == '"') {
            v.kind = Value::String;
            return string(v.text);
        }
        if (ch == '-' || (ch >= '0' && ch <= '9')) return number(v);
        if (literal("true")) { v.kind = Value::Bool; v.boolean = true; return true; }
        if (literal("false")) { v.kind = Value::Bool; v.boolean = false; return true; }
        if (literal("null")) { v.kind = Value::Null; return true; }
        return fail("expected a value");
    }

    bool object(Value& v, int depth) {
        v.kind = Value::Object;
        ++i_;
        skip_space();
        if (i_ < s_.size() && s_[i_] == '}') { ++i_; return true; }
        for (;;) {
            skip_space();
            if (i_ >= s_.size() || s_[i_] != '"') return fail("expected a field name in quotes");
            std::string key;
            if (!string(key)) return false;
            for (const auto& m : v.members)
                if (m.first == key) return fail("field \"" + key + "\" appears twice");
            skip_space();
            if (i_ >= s_.size() || s_[i_] != ':') return fail("expected ':' after \"" + key + "\"");
            ++i_;
            skip_space();
            v.members.emplace_back(key, Value{});
            if (v.members.size() > kMaxItems) return fail("too many fields");
            if (!value(v.members.back().second, depth + 1)) return false;
            skip_space();
            if (i_ < s_.size() && s_[i_] == ',') { ++i_; continue; }
            if (i_ < s_.size() && s_[i_] == '}') { ++i_; return true; }
            return fail("expected ',' or '}'");
        }
    }

    bool array(Value& v, int depth) {
        v.kind = Value::Array;
        ++i_;
        skip_space();
        if (i_ < s_.size() && s_[i_] == ']') { ++i_; return true; }
        for (;;) {
            skip_space();
            v.items.emplace_back();
            if (v.items.size() > kMaxItems) return fail("too many items in an array");
            if (!value(v.items.back(), depth + 1)) return false;
            skip_space();
            if (i_ < s_.size() && s_[i_] == ',') { ++i_; continue; }
            if (i_ < s_.size() && s_[i_] == ']') { ++i_; return true; }
            return fail("expected ',' or ']'");
        }
    }

    // Escapes are read as JSON defines them; \u escapes beyond ASCII are refused (no field of
    // the form needs them).
    bool string(std::string& out) {
        ++i_;
        for (;;) {
            if (i_ >= s_.size()) return fail("a string is not closed");
            char ch = s_[i_];
            if (ch == '"') { ++i_; return true; }
            if (static_cast<unsigned char>(ch) < 0x20) return fail("a control character inside a string");
            if (out.size() > kMaxItems) return fail("a string is too long");
            if (ch != '\\') { out += ch; ++i_; continue; }
            if (++i_ >= s_.size()) return fail("a string is not closed");
            char e = s_[i_++];
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned code = 0;
                    for (int k = 0; k < 4; ++k, ++i_) {
                        if (i_ >= s_.size()) return fail("a \\u escape needs four hex digits");
                        char h = s_[i_];
                        int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
                        if (d < 0) return fail("a \\u escape needs four hex digits");
                        code = code * 16 + unsigned(d);
                    }
                    if (code == 0 || code >= 0x80) return fail("a \\u escape outside ASCII");
                    out += char(code);
                    break;
                }
                default: --i_; return fail("an unknown escape in a string");
            }
        }
    }

    bool number(Value& v) {
        const std::size_t start = i_;
        if (s_[i_] == '-') ++i_;
        auto digits = [&] {
            std::size_t from = i_;
            while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
            return i_ > from;
        };
        if (i_ < s_.size() && s_[i_] == '0') ++i_;
        else if (!digits()) return fail("expected digits in a number");
        if (i_ < s_.size() && s_[i_] == '.') {
            ++i_;
            if (!digits()) return fail("expected digits after '.'");
        }
        if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
            ++i_;
            if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
            if (!digits()) return fail("expected digits in an exponent");
        }
        v.kind = Value::Number;
        v.text = std::string(s_.substr(start, i_ - start));
        v.number = std::strtod(v.text.c_str(), nullptr);
        if (!std::isfinite(v.number)) return fail("a number out of range");
        return true;
    }

    std::string_view s_;
    std::size_t i_ = 0;
    std::string error_;
};

// A field's integer, or a message.
bool int_of(const Value& v, const std::string& field, int& out, std::string& error) {
    if (v.kind != Value::Number || v.number != std::floor(v.number) || std::fabs(v.number) > 1e6) {
        error = field + ": expected a whole number, got " + (v.kind == Value::Number ? v.text : std::string(kind_word(v.kind)));
        return false;
    }
    out = int(v.number);
    return true;
}

// A row of digits ("givens", "solution"): n*n characters, 1-9 then A-G up to n, '.' or '0'.
bool cells_of(const Value& v, const char* field, int n, Cells& out, std::string& error) {
    if (v.kind != Value::String) {
        error = std::string(field) + ": expected a string of digits, got " + kind_word(v.kind);
        return false;
    }
    const std::string& s = v.text;
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
            unsigned char u = static_cast<unsigned char>(s[std::size_t(c)]);
            char shown[16];
            if (u >= 0x20 && u < 0x7F) std::snprintf(shown, sizeof shown, "'%c'", char(u));
            else std::snprintf(shown, sizeof shown, "byte 0x%02X", u);
            error = std::string(field) + ": " + shown + " at " + cell + " (character " + std::to_string(c + 1) +
                    ") is not a digit of a " + std::to_string(n) + "x" + std::to_string(n) + " puzzle (1-" +
                    std::string(1, digit_char(n)) + ", '.' or '0' for a blank)";
            return false;
        }
        out[std::size_t(c)] = std::uint8_t(d);
    }
    return true;
}

bool int_list(const Value& v, const std::string& field, std::vector<int>& out, std::string& error) {
    if (v.kind != Value::Array) {
        error = field + ": expected an array of numbers, got " + kind_word(v.kind);
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

std::string str(const Value& v) { return v.kind == Value::String ? "\"" + v.text + "\"" : kind_word(v.kind); }

const char* const kFields = "variant, size, regions, diagonals, cages, givens, solution, level, rating";

PuzzleTextResult from_json(std::string_view text) {
    PuzzleTextResult r;
    Value root;
    std::string& error = r.error;
    if (!Reader(text).parse(root, error)) return r;
    if (root.kind != Value::Object) {
        error = std::string("JSON: expected an object {...}, got ") + kind_word(root.kind);
        return r;
    }
    const Value *variant = nullptr, *size = nullptr, *regions = nullptr, *diagonals = nullptr, *cages = nullptr,
                *givens = nullptr, *solution = nullptr, *level = nullptr, *rating = nullptr;
    for (const auto& [key, v] : root.members) {
        const Value** slot = key == "variant" ? &variant : key == "size" ? &size : key == "regions" ? &regions
                           : key == "diagonals" ? &diagonals : key == "cages" ? &cages : key == "givens" ? &givens
                           : key == "solution" ? &solution : key == "level" ? &level : key == "rating" ? &rating : nullptr;
        if (!slot) {
            error = "unknown field \"" + key + "\" (the fields are " + kFields + ")";
            return r;
        }
        if (v.kind != Value::Null) *slot = &v;  // null means absent
    }

    // variant: classic, jigsaw, x, killer; the CLI's size words (4x4 ... 16x16) mean classic.
    Variant kind = Variant::Classic;
    int n = 0;
    if (variant) {
        const std::string w = variant->kind == Value::String ? variant->text : std::string();
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
            error = "size: " + std::to_string(s) + " but the variant says " + variant->text;
            return r;
        }
        n = s;
    }
    if (!givens) {
        error = "givens: missing (a string of one character per cell, row by row)";
        return r;
    }
    if (!n) {  // no size: the givens' length says it
        if (givens->kind == Value::String)
            for (int s : {4, 6, 9, 12, 16})
                if (int(givens->text.size()) == s * s) n = s;
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
        if (diagonals->kind != Value::Bool) {
            error = std::string("diagonals: expected true or false, got ") + kind_word(diagonals->kind);
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
        if (cages->kind != Value::Array) {
            error = std::string("cages: expected an array of {\"sum\", \"cells\"}, got ") + kind_word(cages->kind);
            return r;
        }
        for (std::size_t k = 0; k < cages->items.size(); ++k) {
            const std::string which = "cages[" + std::to_string(k) + "]";
            const Value& cv = cages->items[k];
            if (cv.kind != Value::Object) {
                error = which + ": expected an object {\"sum\", \"cells\"}, got " + kind_word(cv.kind);
                return r;
            }
            const Value *sum = nullptr, *cells = nullptr;
            for (const auto& [key, v] : cv.members) {
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
            if ((sum && sum->kind != Value::Null && !int_of(*sum, which + ".sum", cage.sum, error)) ||
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
        auto l = level->kind == Value::String ? parse_level(level->text) : std::nullopt;
        if (!l) {
            error = "level: unknown level " + str(*level) + " (easy, medium, hard, expert, master, extreme)";
            return r;
        }
        p.level = level_name(*l);
    }
    if (rating) {
        if (rating->kind != Value::Number || rating->number < 0 || rating->number > 1e6) {
            error = "rating: expected a number from 0 up, got " + (rating->kind == Value::Number ? rating->text : std::string(kind_word(rating->kind)));
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
    std::string s = "{\"variant\":\"";
    s += variant_name(g.variant());
    s += "\",\"size\":" + std::to_string(g.size());
    if (g.variant() == Variant::Jigsaw) {
        s += ",\"regions\":[";
        for (int c = 0; c < g.cells(); ++c) s += (c ? "," : "") + std::to_string(g.region_of(c));
        s += "]";
    }
    if (g.diagonals()) s += ",\"diagonals\":true";
    if (!g.cages().empty()) {
        s += ",\"cages\":[";
        for (std::size_t k = 0; k < g.cages().size(); ++k) {
            const Cage& cage = g.cages()[k];
            s += k ? ",{" : "{";
            if (cage.has_sum()) s += "\"sum\":" + std::to_string(cage.sum) + ",";  // none: a cage without a sum
            s += "\"cells\":[";
            for (std::size_t i = 0; i < cage.cells.size(); ++i) s += (i ? "," : "") + std::to_string(cage.cells[i]);
            s += "]}";
        }
        s += "]";
    }
    s += ",\"givens\":\"" + puzzle_json_cells(p.givens) + "\"";
    if (!p.solution.empty()) s += ",\"solution\":\"" + puzzle_json_cells(p.solution) + "\"";
    if (!p.level.empty()) s += ",\"level\":\"" + p.level + "\"";
    if (p.rating >= 0) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", p.rating);
        s += ",\"rating\":";
        s += buf;
    }
    s += "}";
    return s;
}

}  // namespace sudoku
