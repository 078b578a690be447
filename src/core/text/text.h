// Words for people, in one language at a time. Each language is one table,
// assets/lang/<code>.txt ("key = text" lines, placeholders as {name}), embedded at build
// time; English (en) is complete and every other table falls back to it key by key.
//   text::set_language("de");
//   text::tr("panel.undo")                                   -> "Rückgängig"
//   text::tr("hint.naked_single", {{"cell", "r1c2"}, {"digit", "4"}})
// The setting is global (the app and the CLI speak one language at a time); a sentence is
// built in the language set when it is made.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku::text {

struct Language {
    std::string code;  // "en", "de", ...
    std::string name;  // in itself: "English", "Deutsch", ...
    std::vector<std::pair<std::string, std::string>> entries;  // sorted by key
    const std::string* find(std::string_view key) const;
};

// Every embedded table, English first, by code and name. A table's entries are read when it
// is first used (set_language; the web site fetches it then: fetched_data.h), every table's
// when problems() is asked. A table that cannot be read keeps no entries and problems() says
// why, so the app still speaks English.
const std::vector<Language>& languages();
const std::vector<std::string>& problems();

// False (and no change) for a code without a table.
bool set_language(std::string_view code);
const std::string& language();  // the code in use

// The best table for a list of BCP 47 tags in order of preference ("de-CH", "fr"):
// the first whose primary subtag has a table; "" when none has.
std::string pick_language(const std::vector<std::string>& tags);

// The key's text in the current language, else English, else the key itself.
const std::string& tr(std::string_view key);
// With its {name} placeholders replaced (an unknown placeholder is left as it is).
using Args = std::initializer_list<std::pair<std::string_view, std::string>>;
std::string tr(std::string_view key, Args args);
std::string fill(std::string_view pattern, Args args);

// Parses one table; an error names the line. Exposed for the tests.
std::string parse_table(std::string_view text, Language& out);
// The names of a text's placeholders, sorted: "{cell} is {digit}" -> {"cell", "digit"}.
std::vector<std::string> placeholders(std::string_view text);

// "a, b and c" with the current language's "and" (or `last`, e.g. tr("word.or")).
std::string join(const std::vector<std::string>& items);
std::string join(const std::vector<std::string>& items, const std::string& last);

// "an X-Wing", "a 3", "an 8" with the table's articles: "an" before the letters
// article.an_letters lists; a language with empty articles gives the word alone. Inside a
// sentence a name in one capital is a common noun: "Pointing pair" -> "a pointing pair"
// (names with more capitals keep them: "an X-Wing", "a Sue de Coq").
std::string with_article(const std::string& word);

// A sentence for players: cells named as they say them, in the language's words
// (cell.spoken), the notation as a detail at the first mention: "r2c6 (1/4) makes ..." ->
// "row 2, column 6 (r2c6, 1/4) makes ...". Chain notation ("5r1c1=5r1c4") stays as it is.
std::string spoken_cells(std::string_view sentence);

// The first letter a capital (ASCII and Latin-1 letters): "in box 5 ..." -> "In box 5 ...";
// a cell name stays as it is ("r1c5 is ...").
std::string capitalised(std::string s);

// "row 3", "column 5", "box 7" (kind 0/1/2 = house / 9) in the current language, with
// its article or preposition: form "" (a name), "in" ("in row 3"), "of" ("of row 3").
std::string house(int house, std::string_view form = "");

}  // namespace sudoku::text
