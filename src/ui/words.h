// The panel's words in the current language (core/text.h), for ImGui calls.
#pragma once
#include <string>
#include <unordered_map>

#include "core/text/text.h"

namespace sudoku::ui {

// A table's text (the tables live as long as the program).
inline const char* T(const char* key) { return text::tr(key).c_str(); }

// A widget's label: the text, with the key as its ImGui id ("Rückgängig###panel.undo"), so
// ids stay unique and stable in every language. `key` must be a string literal (cached by
// address, so an idle frame allocates nothing).
inline const char* L(const char* key) {
    static std::string lang;
    static std::unordered_map<const char*, std::string> cache;
    if (lang != text::language()) {
        lang = text::language();
        cache.clear();
    }
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, text::tr(key) + "###" + key).first;
    return it->second.c_str();
}

}  // namespace sudoku::ui
