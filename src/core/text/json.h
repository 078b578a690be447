// A small JSON writer and reader for the page's API (one command object in, one answer
// out). Hand-written in place of a general library: the web build carries every byte of
// code it links, and the API needs only objects, arrays, strings, numbers and flags.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace sudoku::json {

// Writes JSON text in order: begin_object(), key("a"), value(1), ..., end_object().
// Commas are put in by themselves. Strings are escaped; non-finite numbers become null.
class Writer {
public:
    Writer& begin_object() { sep(); out_ += '{'; return *this; }
    Writer& end_object() { out_ += '}'; return *this; }
    Writer& begin_array() { sep(); out_ += '['; return *this; }
    Writer& end_array() { out_ += ']'; return *this; }
    Writer& key(std::string_view k);
    Writer& value(std::string_view s);
    Writer& value(const char* s) { return value(std::string_view(s)); }
    Writer& value(const std::string& s) { return value(std::string_view(s)); }
    Writer& value(bool b);
    template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
    Writer& value(T v) {
        if constexpr (std::is_signed_v<T>) return signed_value(static_cast<long long>(v));
        else return unsigned_value(static_cast<unsigned long long>(v));
    }
    template <class T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
    Writer& value(T v) { return double_value(static_cast<double>(v)); }
    Writer& null();
    // JSON text already written: a value after key(), or members ("a":1,"b":[2]) put
    // into the open object.
    Writer& raw(std::string_view text);
    template <class T>
    Writer& field(std::string_view k, const T& v) { key(k); return value(v); }

    const std::string& str() const { return out_; }

private:
    void sep();
    Writer& signed_value(long long v);
    Writer& unsigned_value(unsigned long long v);
    Writer& double_value(double v);
    std::string out_;
};

// A parsed JSON value. Numbers keep whether they were written as an integer (no fraction,
// no exponent) and, for those, their exact value when it fits 64 bits.
struct Value {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    bool integer = false;     // written without fraction or exponent, and fits 64 bits
    bool negative = false;
    std::uint64_t magnitude = 0;  // |value| of an integer
    std::string string;
    std::vector<Value> items;
    std::vector<std::pair<std::string, Value>> members;

    bool is_string() const { return type == Type::String; }
    bool is_bool() const { return type == Type::Bool; }
    bool is_number() const { return type == Type::Number; }
    bool is_array() const { return type == Type::Array; }
    bool is_object() const { return type == Type::Object; }
    bool is_unsigned() const { return type == Type::Number && integer && !negative; }
    // An integer that fits an int.
    bool is_int() const;
    int as_int() const;
    // The member named `key` of an object (the last one if repeated), or nullptr.
    const Value* find(std::string_view key) const;
};

struct Parsed {
    bool ok = false;
    Value value;
    std::string error;  // where and what, e.g. "at byte 12: expected ':'"
};

// Parses one JSON value (surrounding white space allowed). Nesting deeper than 64 is refused.
Parsed parse(std::string_view text);

// The JSON text of one string, quoted and escaped.
std::string quote(std::string_view s);

}  // namespace sudoku::json
