// The one JSON writer and reader of the program: the page's API (one command object in, one
// answer out), the puzzle's JSON line, the CLI's JSON output and the desktop app's files.
// Hand-written in place of a general library: the web build carries every byte of code it
// links, and the texts need only objects, arrays, strings, numbers and flags.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace sudoku::json {

struct Value;

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
    // A number in a printf format of one double ("%.1f", "%.6g"), for outputs whose digits
    // are part of their form; non-finite numbers become null.
    Writer& number(double v, const char* format);
    // A parsed value, written back (members in their order).
    Writer& value(const Value& v);
    // JSON text already written: a value after key(), or members ("a":1,"b":[2]) put
    // into the open object.
    Writer& raw(std::string_view text);
    template <class T>
    Writer& field(std::string_view k, const T& v) { key(k); return value(v); }
    // An array of every element of a range (numbers, strings, flags).
    template <class Range>
    Writer& array_of(const Range& r) {
        begin_array();
        for (const auto& x : r) value(x);
        return end_array();
    }

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

// "null", "a boolean", "a number", "a string", "an array", "an object": for messages.
const char* type_word(Value::Type t);
// A number as the writer writes it ("9.5", "-1"): for messages about a value read.
std::string number_text(double v);

// What parse() accepts at most: hostile text must neither exhaust the stack nor make it
// allocate without bound. The defaults suit the page's commands and the app's files.
struct Limits {
    int depth = 64;                     // values inside values ([[1]]: 1 is at depth 2)
    std::size_t bytes = 16u << 20;      // the whole text
    std::size_t items = 1u << 20;       // items of one array, members of one object
    std::size_t string = 16u << 20;     // bytes of one string
};

struct Parsed {
    bool ok = false;
    Value value;
    std::string error;    // where and what, e.g. "at byte 12: expected ':' after \"cmd\""
    std::size_t at = 0;   // where: the byte the reader stopped at (the text's size: its end)
    std::string reason;   // what, alone: "expected ':' after \"cmd\""
};

// Parses one JSON value (surrounding white space allowed) within the limits. Numbers beyond
// a double's range are refused.
Parsed parse(std::string_view text);
Parsed parse(std::string_view text, const Limits& limits);

// The JSON text of one string, quoted and escaped.
std::string quote(std::string_view s);

}  // namespace sudoku::json
