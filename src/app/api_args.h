// The page API's pieces (docs/page_api.md): a command's arguments read by type, a row of the
// command table, and the answers every handler gives.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/search/search_events.h"
#include "core/text/json.h"

namespace sudoku {

class App;

// The fields of one command object, each read as the type its handler takes; an absent or
// mistyped field gives the default.
class ApiArgs {
public:
    explicit ApiArgs(const json::Value& v) : v_(v) {}
    const json::Value* find(const char* k) const { return v_.find(k); }
    bool has(const char* k) const { return find(k) != nullptr; }
    std::string str(const char* k) const {
        const json::Value* v = find(k);
        return v && v->is_string() ? v->string : std::string();
    }
    std::optional<std::string> opt_str(const char* k) const {  // present (of any type): its string
        return has(k) ? std::optional<std::string>(str(k)) : std::nullopt;
    }
    int num(const char* k, int dflt) const {
        const json::Value* v = find(k);
        return v && v->is_int() ? v->as_int() : dflt;
    }
    bool flag(const char* k, bool dflt) const {
        const json::Value* v = find(k);
        return v && v->is_bool() ? v->boolean : dflt;
    }
    std::optional<bool> opt_flag(const char* k) const {
        const json::Value* v = find(k);
        return v && v->is_bool() ? std::optional<bool>(v->boolean) : std::nullopt;
    }
    std::optional<std::uint64_t> u64(const char* k) const {
        const json::Value* v = find(k);
        return v && v->is_unsigned() ? std::optional<std::uint64_t>(v->magnitude) : std::nullopt;
    }
    std::optional<double> number(const char* k) const {
        const json::Value* v = find(k);
        return v && v->is_number() ? std::optional<double>(v->number) : std::nullopt;
    }
    std::vector<std::string> strings(const char* k) const;  // the strings of an array
    // {"strategies": [...]}: false when absent; an error for a name that is not one.
    bool strategies(std::vector<Strategy>& out, std::string& error) const;

private:
    const json::Value& v_;
};

// A row of the command table: the name the page sends as "cmd", and its handler.
struct ApiCommand {
    const char* name;
    std::string (*run)(App& app, const ApiArgs& in);
    bool reads = false;  // changes nothing on the board (the page need not draw a frame for it)
};

// The answers: {"ok":true}; {"ok":false,"error":...}; either by an error that may be empty;
// {"ok":true,"<key>":<value>}.
std::string api_ok();
std::string api_fail(const std::string& error);
std::string api_done(const std::string& error);
template <class T>
std::string api_ok_with(const char* key, const T& value) {
    return json::Writer().begin_object().field("ok", true).field(key, value).end_object().str();
}

}  // namespace sudoku
