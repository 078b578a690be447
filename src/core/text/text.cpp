#include "core/text/text.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <mutex>

#include "core/text/fetched_data.h"
#include "core/text/text_tables.h"

namespace sudoku::text {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// "\n" in a text is a line break; a text that must keep an edge space says "\s".
void unescape_text(std::string& value) {
    for (std::size_t p = 0; (p = value.find('\\', p)) != std::string::npos; ++p) {
        if (p + 1 < value.size() && value[p + 1] == 'n') value.replace(p, 2, "\n");
        else if (p + 1 < value.size() && value[p + 1] == 's') value.replace(p, 2, " ");
    }
}

// The next line of `text` (without its line break), `text` moved past it.
std::string_view next_table_line(std::string_view& text) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    return line;
}

// A table other than English's as embedded (cmake/LangStrip.cmake): its texts alone, one a
// line in the order of English's keys (`en`: English's embedded texts, its later keys last).
std::string parse_table_values(std::string_view text, std::initializer_list<std::string_view> en, Language& out) {
    out.entries.clear();
    for (std::string_view part : en)
        while (!part.empty()) {
            std::string_view line = trim(next_table_line(part));
            std::size_t eq = line.find('=');
            if (line.empty() || line[0] == '#' || eq == std::string_view::npos) continue;
            if (text.empty()) return "fewer texts than English has keys";
            std::string value(trim(next_table_line(text)));
            unescape_text(value);
            out.entries.emplace_back(std::string(trim(line.substr(0, eq))), std::move(value));
        }
    if (!trim(text).empty()) return "more texts than English has keys";
    std::stable_sort(out.entries.begin(), out.entries.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    return {};
}

// "key = text" lines into `out`, sorted by key; an error names the line.
std::string parse_entries(std::string_view text, std::vector<std::pair<std::string, std::string>>& out) {
    out.clear();
    int line_no = 0;
    while (!text.empty()) {
        ++line_no;
        std::string_view line = trim(next_table_line(text));
        if (line.empty() || line[0] == '#') continue;
        std::size_t eq = line.find('=');
        if (eq == std::string_view::npos) return "line " + std::to_string(line_no) + ": expected 'key = text'";
        std::string key(trim(line.substr(0, eq)));
        std::string value(trim(line.substr(eq + 1)));
        if (key.empty() || key.find(' ') != std::string::npos)
            return "line " + std::to_string(line_no) + ": the key must be one word";
        unescape_text(value);
        out.emplace_back(std::move(key), std::move(value));
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 1; i < out.size(); ++i)
        if (out[i].first == out[i - 1].first) return "key '" + out[i].first + "' given twice";
    return {};
}

std::string_view embedded_text(const unsigned char* data, unsigned size) {
    // The embedded text ends with a NUL (cmake/Embed.cmake TEXT=1).
    return std::string_view(reinterpret_cast<const char*>(data), size ? size - 1 : 0);
}

// A key English keeps in its later text (detail::kLaterPrefixes).
bool later_key(std::string_view key) {
    for (int i = 0; i < detail::kLaterPrefixCount; ++i)
        if (key.substr(0, std::char_traits<char>::length(detail::kLaterPrefixes[i])) == detail::kLaterPrefixes[i])
            return true;
    return false;
}

// The tables are parsed when first used (issue 23: parsing all five cost a slow phone 40 ms
// before its first board): English at once (every other one falls back to it), another when
// it is chosen, all of them when problems() is asked. The list of languages needs only each
// table's code and name. The web site fetches a table other than English's then too
// (core/text/fetched_data.h).
struct Tables {
    std::vector<Language> langs;
    std::vector<const detail::RawTable*> raw;
    std::vector<char> parsed;  // 1: tried (entries filled, or its problem said)
    std::vector<std::string> problems;
    // English's later keys (detail::kEnglishLater), read into `later` when first needed, in
    // every build alike (so the web site's recorded first board, scripts/split_profile.js,
    // runs what the site runs); apart, so the texts tr() handed out before stay where they are.
    Language later;
    bool later_tried = false, later_ok = false;
    std::mutex lock;
    Tables() {
        for (int i = 0; i < detail::kRawTableCount; ++i) {
            Language l;
            l.code = detail::kRawTables[i].code;
            l.name = detail::kRawTables[i].name;
            langs.push_back(std::move(l));
            raw.push_back(&detail::kRawTables[i]);
            parsed.push_back(0);
        }
        if (!langs.empty() && !ensure(0)) {  // no English: the app shows the keys
            langs.clear();
            raw.clear();
            parsed.clear();
        }
    }
    // Parses language i if it is not yet; false when its text cannot be had or has a
    // mistake (said in problems): English then answers for it.
    std::string_view english() const { return embedded_text(raw[0]->data, raw[0]->size); }
    std::string_view english_later() const {
        return embedded_text(detail::kEnglishLater.data, detail::kEnglishLater.size);
    }
    // English's later keys, fetched if they were left out; tried once (`lock` held).
    bool ensure_later_locked() {
        if (later_tried) return later_ok;
        later_tried = true;
        const auto& t = detail::kEnglishLater;
        if (t.size >= 2 && !data::ensure("text/en.later.txt", t.data, t.size)) {
            problems.push_back("assets/lang/en.txt: its later keys could not be loaded (web/text/en.later.txt)");
            return false;
        }
        std::string err = parse_entries(english_later(), later.entries);
        if (!err.empty()) problems.push_back("assets/lang/en.txt (later keys): " + err);
        return later_ok = err.empty();
    }
    // The text of one of English's later keys, or null.
    const std::string* find_later(std::string_view key) {
        {
            std::lock_guard<std::mutex> hold(lock);
            if (!ensure_later_locked()) return nullptr;
        }
        return later.find(key);
    }
    bool ensure(std::size_t i) {
        std::lock_guard<std::mutex> hold(lock);
        if (parsed[i]) return !langs[i].entries.empty();
        const detail::RawTable& table = *raw[i];
        const std::string file = "text/" + langs[i].code + ".txt";
        if (!data::ensure(file.c_str(), table.data, table.size)) {
            problems.push_back("assets/lang/" + langs[i].code + ".txt: could not be loaded (web/" + file + ")");
            return false;  // tried again when next chosen
        }
        parsed[i] = 1;
        std::string_view text = embedded_text(table.data, table.size);
        Language l;
        std::string err;
        if (i == 0) {
            err = parse_table(text, l);
        } else if (!ensure_later_locked()) {
            parsed[i] = 0;
            return false;  // English's key order is not all there: English answers for it
        } else {
            err = parse_table_values(text, {english(), english_later()}, l);
        }
        if (err.empty()) langs[i].entries = std::move(l.entries);
        else problems.push_back("assets/lang/" + langs[i].code + ".txt: " + err);
        return err.empty();
    }
};

Tables& tables() {
    static Tables t;
    return t;
}

std::atomic<int> g_current{0};

const Language* current() {
    const auto& l = tables().langs;
    int i = g_current.load(std::memory_order_relaxed);
    return i < int(l.size()) ? &l[std::size_t(i)] : nullptr;
}

}  // namespace

const std::string* Language::find(std::string_view key) const {
    auto it = std::lower_bound(entries.begin(), entries.end(), key,
                               [](const auto& e, std::string_view k) { return std::string_view(e.first) < k; });
    return it != entries.end() && it->first == key ? &it->second : nullptr;
}

std::string parse_table(std::string_view text, Language& out) {
    if (std::string err = parse_entries(text, out.entries); !err.empty()) return err;
    const std::string* name = out.find("language.name");
    if (!name) return "no language.name";
    out.name = *name;
    return {};
}

const std::vector<Language>& languages() { return tables().langs; }
const std::vector<std::string>& problems() {
    Tables& t = tables();
    for (std::size_t i = 0; i < t.langs.size(); ++i) t.ensure(i);
    if (!t.langs.empty()) t.find_later("");
    return t.problems;
}

bool set_language(std::string_view code) {
    const auto& l = tables().langs;
    for (std::size_t i = 0; i < l.size(); ++i)
        if (l[i].code == code) {
            if (!tables().ensure(i)) return false;
            g_current.store(int(i), std::memory_order_relaxed);
            return true;
        }
    return false;
}

const std::string& language() {
    static const std::string en = "en";
    const Language* l = current();
    return l ? l->code : en;
}

std::string pick_language(const std::vector<std::string>& tags) {
    for (const auto& tag : tags) {
        std::string primary = tag.substr(0, tag.find_first_of("-_"));
        std::transform(primary.begin(), primary.end(), primary.begin(),
                       [](unsigned char c) { return char(c >= 'A' && c <= 'Z' ? c + 32 : c); });
        for (const auto& l : tables().langs)
            if (l.code == primary) return primary;
    }
    return {};
}

const std::string& tr(std::string_view key) {
    if (const Language* l = current())
        if (const std::string* s = l->find(key)) return *s;
    const auto& l = tables().langs;
    if (!l.empty()) {
        if (const std::string* s = l.front().find(key)) return *s;
        if (later_key(key))
            if (const std::string* s = tables().find_later(key)) return *s;
    }
    // A missing key shows itself rather than a blank (the tests check none is missing).
    static thread_local std::string missing;
    missing = std::string(key);
    return missing;
}

std::string fill(std::string_view pattern, Args args) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{') {
            std::size_t end = pattern.find('}', i);
            if (end != std::string_view::npos) {
                std::string_view name = pattern.substr(i + 1, end - i - 1);
                auto arg = std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
                if (arg != args.end()) {
                    out += arg->second;
                    i = end;
                    continue;
                }
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string tr(std::string_view key, Args args) { return fill(tr(key), args); }

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t i = text.find('{'); i != std::string_view::npos; i = text.find('{', i + 1)) {
        std::size_t end = text.find('}', i);
        if (end == std::string_view::npos) break;
        out.emplace_back(text.substr(i + 1, end - i - 1));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string join(const std::vector<std::string>& items, const std::string& last) {
    std::string s;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) s += i + 1 == items.size() ? " " + last + " " : ", ";
        s += items[i];
    }
    return s;
}

std::string join(const std::vector<std::string>& items) { return join(items, tr("word.and")); }

std::string capitalised(std::string s) {
    if (s.empty()) return s;
    if (s.size() > 1 && s[0] == 'r' && s[1] >= '1' && s[1] <= '9') return s;  // a cell name: r1c5
    const auto c = static_cast<unsigned char>(s[0]);
    if (c >= 'a' && c <= 'z') s[0] = char(c - 32);
    // UTF-8 of U+00E0..U+00FE (but U+00F7, the division sign): C3 A0..BE -> C3 80..9E
    else if (c == 0xC3 && s.size() > 1) {
        const auto d = static_cast<unsigned char>(s[1]);
        if (d >= 0xA0 && d <= 0xBE && d != 0xB7) s[1] = char(d - 0x20);
    }
    return s;
}

std::string with_article(const std::string& word) {
    const std::string& letters = tr("article.an_letters");
    const bool an = !word.empty() && letters.find(word[0]) != std::string::npos;
    const std::string& article = tr(an ? "article.an" : "article.a");
    if (article.empty()) return word;
    std::string w = word;
    const bool one_capital = w.size() > 1 && std::isupper(static_cast<unsigned char>(w[0])) &&
                             std::none_of(w.begin() + 1, w.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    if (one_capital) w[0] = char(std::tolower(static_cast<unsigned char>(w[0])));
    return article + " " + w;
}

std::string spoken_cells(std::string_view s) {
    std::string out;
    std::vector<std::string> seen;
    auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    auto number = [&](std::size_t& i, int& v) {  // 1 or 2 digits at i
        const std::size_t from = i;
        v = 0;
        while (i < s.size() && i - from < 2 && std::isdigit(static_cast<unsigned char>(s[i]))) v = v * 10 + (s[i++] - '0');
        return i > from && v >= 1 && v <= 16;
    };
    for (std::size_t i = 0; i < s.size();) {
        std::size_t j = i + 1;
        int r = 0, c = 0;
        // "rXcY" standing alone (not "5r1c1" in chain notation, nor a part of a word).
        const bool cell = s[i] == 'r' && (i == 0 || (!alnum(s[i - 1]) && s[i - 1] != '=' && s[i - 1] != '-')) && number(j, r) &&
                          j < s.size() && s[j] == 'c' && (++j, number(j, c)) && (j == s.size() || (!alnum(s[j]) && s[j] != '='));
        if (!cell) {
            out += s[i++];
            continue;
        }
        const std::string name(s.substr(i, j - i));
        std::string said = tr("cell.spoken", {{"r", std::to_string(r)}, {"c", std::to_string(c)}});
        if (said == "cell.spoken") said = name;
        // At a sentence's start, a capital.
        std::size_t k = out.size();
        while (k > 0 && out[k - 1] == ' ') --k;
        if (k == 0 || out[k - 1] == '.' || out[k - 1] == ':' || out[k - 1] == '!' || out[k - 1] == '?') said = capitalised(said);
        if (std::find(seen.begin(), seen.end(), name) != seen.end()) {  // named before: its notation was given
            out += said;
            i = j;
            continue;
        }
        seen.push_back(name);
        // A detail in brackets right after the cell joins the notation's: "(r2c6, 1/4)".
        if (j + 1 < s.size() && s[j] == ' ' && s[j + 1] == '(') {
            const std::size_t close = s.find(')', j + 2);
            if (close != std::string_view::npos && s.substr(j + 2, close - j - 2).find('(') == std::string_view::npos) {
                out += said + " (" + name + ", " + std::string(s.substr(j + 2, close - j - 2)) + ")";
                i = close + 1;
                continue;
            }
        }
        out += said + " (" + name + ")";
        i = j;
    }
    return out;
}

std::string house(int h, std::string_view form) {
    static const char* kinds[] = {"row", "column", "box"};
    std::string key = "house.";
    if (!form.empty()) key.append(form).append(".");
    key += kinds[h / 9];
    return tr(key, {{"n", std::to_string(h % 9 + 1)}});
}

}  // namespace sudoku::text
