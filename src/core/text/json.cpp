// The page API's JSON writer and reader (json.h).
#include "core/text/json.h"

#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sudoku::json {

namespace {

void append_escaped(std::string& out, std::string_view s) {
    out += '"';
    for (char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += ch;
                }
        }
    }
    out += '"';
}

void append_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

class Reader {
public:
    Reader(std::string_view t, const Limits& limits) : t_(t), limits_(limits) {}

    Parsed run() {
        Parsed p;
        if (t_.size() > limits_.bytes) {
            fail("the text is " + std::to_string(t_.size()) + " bytes, over the limit of " + std::to_string(limits_.bytes));
        } else {
            skip_space();
            if (read_value(p.value, 0)) {
                skip_space();
                if (i_ == t_.size()) p.ok = true;
                else fail("unexpected text after the value");
            }
        }
        if (!p.ok) {
            p.at = i_;
            p.reason = reason_;
            p.error = "at byte " + std::to_string(i_) + ": " + reason_;
        }
        return p;
    }

private:
    bool fail(const std::string& what) {
        if (reason_.empty()) reason_ = what;
        return false;
    }
    void skip_space() {
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_;
    }
    bool literal(std::string_view word) {
        if (t_.substr(i_, word.size()) != word) return fail("expected a value (an unknown word: true, false or null?)");
        i_ += word.size();
        return true;
    }

    bool read_value(Value& v, int depth) {
        if (depth > limits_.depth) return fail("nested too deep");
        if (i_ >= t_.size()) return fail("expected a value");
        const char c = t_[i_];
        if (c == '{') return read_object(v, depth);
        if (c == '[') return read_array(v, depth);
        if (c == '"') {
            v.type = Value::Type::String;
            return read_string(v.string);
        }
        if (c == 't' || c == 'f') {
            v.type = Value::Type::Bool;
            v.boolean = c == 't';
            return literal(c == 't' ? "true" : "false");
        }
        if (c == 'n') {
            v.type = Value::Type::Null;
            return literal("null");
        }
        if (c == '-' || (c >= '0' && c <= '9')) return read_number(v);
        return fail("expected a value");
    }

    bool read_object(Value& v, int depth) {
        v.type = Value::Type::Object;
        ++i_;
        skip_space();
        if (i_ < t_.size() && t_[i_] == '}') {
            ++i_;
            return true;
        }
        for (;;) {
            skip_space();
            if (i_ >= t_.size() || t_[i_] != '"') return fail("expected a field name in quotes");
            if (v.members.size() >= limits_.items) return fail("too many fields");
            std::pair<std::string, Value> m;
            if (!read_string(m.first)) return false;
            skip_space();
            if (i_ >= t_.size() || t_[i_] != ':') return fail("expected ':' after " + quote(m.first));
            ++i_;
            skip_space();
            v.members.push_back(std::move(m));
            if (!read_value(v.members.back().second, depth + 1)) return false;
            skip_space();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            if (i_ < t_.size() && t_[i_] == '}') {
                ++i_;
                return true;
            }
            return fail("expected ',' or '}'");
        }
    }

    bool read_array(Value& v, int depth) {
        v.type = Value::Type::Array;
        ++i_;
        skip_space();
        if (i_ < t_.size() && t_[i_] == ']') {
            ++i_;
            return true;
        }
        for (;;) {
            skip_space();
            if (v.items.size() >= limits_.items) return fail("too many items in an array");
            v.items.emplace_back();
            if (!read_value(v.items.back(), depth + 1)) return false;
            skip_space();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            if (i_ < t_.size() && t_[i_] == ']') {
                ++i_;
                return true;
            }
            return fail("expected ',' or ']'");
        }
    }

    bool hex4(unsigned& out) {
        if (i_ + 4 > t_.size()) return fail("a \\u escape needs four hex digits");
        out = 0;
        for (int k = 0; k < 4; ++k) {
            const char h = t_[i_++];
            out <<= 4;
            if (h >= '0' && h <= '9') out |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f') out |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') out |= unsigned(h - 'A' + 10);
            else return fail("a \\u escape needs four hex digits");
        }
        return true;
    }

    bool read_string(std::string& out) {
        ++i_;  // the opening quote
        for (;;) {
            if (i_ >= t_.size()) return fail("a string is not closed");
            const char c = t_[i_];
            if (c == '"') {
                ++i_;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) return fail("a control character inside a string");
            if (out.size() >= limits_.string) return fail("a string is too long");
            ++i_;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i_ >= t_.size()) return fail("a string is not closed");
            switch (t_[i_++]) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned cp = 0;
                    if (!hex4(cp)) return false;
                    if (cp >= 0xD800 && cp < 0xDC00 && t_.substr(i_, 2) == "\\u") {
                        const std::size_t back = i_;
                        i_ += 2;
                        unsigned low = 0;
                        if (!hex4(low)) return false;
                        if (low >= 0xDC00 && low < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else i_ = back;  // not a pair: the high half alone
                    }
                    if (cp >= 0xD800 && cp < 0xE000) cp = 0xFFFD;  // a lone surrogate
                    append_utf8(out, cp);
                    break;
                }
                default: --i_; return fail("an unknown escape in a string");
            }
        }
    }

    bool read_number(Value& v) {
        v.type = Value::Type::Number;
        const std::size_t start = i_;
        if (t_[i_] == '-') {
            v.negative = true;
            ++i_;
        }
        auto digits = [&] {
            const std::size_t from = i_;
            while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
            return i_ - from;
        };
        const std::size_t int_start = i_;
        const std::size_t int_digits = digits();
        if (int_digits == 0) return fail("expected digits in a number");
        if (int_digits > 1 && t_[int_start] == '0') return fail("a number cannot start with 0");
        bool fraction = false;
        if (i_ < t_.size() && t_[i_] == '.') {
            ++i_;
            if (digits() == 0) return fail("expected digits after '.'");
            fraction = true;
        }
        if (i_ < t_.size() && (t_[i_] == 'e' || t_[i_] == 'E')) {
            ++i_;
            if (i_ < t_.size() && (t_[i_] == '+' || t_[i_] == '-')) ++i_;
            if (digits() == 0) return fail("expected digits in an exponent");
            fraction = true;
        }
        const std::string token(t_.substr(start, i_ - start));
        v.number = std::strtod(token.c_str(), nullptr);
        if (!std::isfinite(v.number)) return fail("a number out of range");
        if (!fraction) {
            std::uint64_t m = 0;
            bool fits = true;
            for (std::size_t k = int_start; k < int_start + int_digits; ++k) {
                const unsigned d = unsigned(t_[k] - '0');
                if (m > (UINT64_MAX - d) / 10) {
                    fits = false;
                    break;
                }
                m = m * 10 + d;
            }
            v.integer = fits;
            v.magnitude = fits ? m : 0;
            if (v.negative && m == 0) v.negative = false;  // -0 is 0
        }
        return true;
    }

    std::string_view t_;
    const Limits& limits_;
    std::size_t i_ = 0;
    std::string reason_;
};

}  // namespace

void Writer::sep() {
    if (!out_.empty()) {
        const char last = out_.back();
        if (last != '{' && last != '[' && last != ':') out_ += ',';
    }
}

Writer& Writer::key(std::string_view k) {
    sep();
    append_escaped(out_, k);
    out_ += ':';
    return *this;
}

Writer& Writer::value(std::string_view s) {
    sep();
    append_escaped(out_, s);
    return *this;
}

Writer& Writer::value(bool b) {
    sep();
    out_ += b ? "true" : "false";
    return *this;
}

Writer& Writer::null() {
    sep();
    out_ += "null";
    return *this;
}

Writer& Writer::raw(std::string_view text) {
    if (text.empty()) return *this;
    sep();
    out_ += text;
    return *this;
}

Writer& Writer::signed_value(long long v) {
    sep();
    out_ += std::to_string(v);
    return *this;
}

Writer& Writer::unsigned_value(unsigned long long v) {
    sep();
    out_ += std::to_string(v);
    return *this;
}

Writer& Writer::double_value(double v) {
    sep();
    if (!std::isfinite(v)) {
        out_ += "null";
        return *this;
    }
    // The shortest of 15 or 17 significant digits that reads back as the same number.
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    if (std::strtod(buf, nullptr) != v) std::snprintf(buf, sizeof buf, "%.17g", v);
    out_ += buf;
    return *this;
}

Writer& Writer::number(double v, const char* format) {
    if (!std::isfinite(v)) return null();
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    sep();
    out_ += buf;
    return *this;
}

Writer& Writer::value(const Value& v) {
    switch (v.type) {
        case Value::Type::Null: return null();
        case Value::Type::Bool: return value(v.boolean);
        case Value::Type::String: return value(std::string_view(v.string));
        case Value::Type::Number:
            if (v.integer && !v.negative) return unsigned_value(v.magnitude);
            if (v.integer && v.magnitude - 1 <= std::uint64_t(LLONG_MAX))  // down to LLONG_MIN (a -0 is read as 0)
                return signed_value(-static_cast<long long>(v.magnitude - 1) - 1);
            return double_value(v.number);
        case Value::Type::Array:
            begin_array();
            for (const Value& item : v.items) value(item);
            return end_array();
        case Value::Type::Object:
            begin_object();
            for (const auto& [k, item] : v.members) key(k).value(item);
            return end_object();
    }
    return *this;
}

bool Value::is_int() const {
    if (type != Type::Number || !integer) return false;
    return negative ? magnitude <= std::uint64_t(INT_MAX) + 1 : magnitude <= std::uint64_t(INT_MAX);
}

int Value::as_int() const {
    if (!is_int()) return 0;
    return negative ? int(-static_cast<long long>(magnitude)) : int(magnitude);
}

const Value* Value::find(std::string_view key) const {
    if (type != Type::Object) return nullptr;
    for (auto it = members.rbegin(); it != members.rend(); ++it)
        if (it->first == key) return &it->second;
    return nullptr;
}

Parsed parse(std::string_view text) { return parse(text, Limits{}); }
Parsed parse(std::string_view text, const Limits& limits) { return Reader(text, limits).run(); }

const char* type_word(Value::Type t) {
    switch (t) {
        case Value::Type::Null: return "null";
        case Value::Type::Bool: return "a boolean";
        case Value::Type::Number: return "a number";
        case Value::Type::String: return "a string";
        case Value::Type::Array: return "an array";
        case Value::Type::Object: return "an object";
    }
    return "?";
}

std::string number_text(double v) { return Writer().value(v).str(); }

std::string quote(std::string_view s) {
    std::string out;
    append_escaped(out, s);
    return out;
}

}  // namespace sudoku::json
