// Language tables (assets/lang/*.txt): complete, with the same placeholders as English,
// and sentences that come out in each language.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/game/hint_session.h"
#include "core/logic/logic.h"
#include "core/text/text.h"
#include "logic_fixtures.h"

using namespace sudoku;
using namespace fixtures;

namespace {

// Restores English when a test ends (the setting is global).
struct InLanguage {
    explicit InLanguage(const char* code) { REQUIRE(text::set_language(code)); }
    ~InLanguage() { text::set_language("en"); }
};

}  // namespace

TEST_CASE("text: the five tables load, English first") {
    CHECK(text::problems().empty());
    for (const auto& p : text::problems()) MESSAGE(p);
    std::vector<std::string> codes;
    for (const auto& l : text::languages()) codes.push_back(l.code);
    REQUIRE(codes.size() >= 5);
    CHECK(codes[0] == "en");
    for (const char* c : {"de", "fr", "es", "it"})
        CHECK_MESSAGE(std::find(codes.begin(), codes.end(), c) != codes.end(), c);
}

// The tables as written (the core embeds them without the page's keys, which the page's
// script carries): every file of assets/lang against en.txt.
TEST_CASE("text: every table has every English key, with the same placeholders, and no other key") {
    namespace fs = std::filesystem;
    auto load = [](const fs::path& p) {
        std::ifstream in(p, std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        text::Language l;
        const std::string err = text::parse_table(ss.str(), l);
        CHECK_MESSAGE(err.empty(), p.string() << ": " << err);
        l.code = p.stem().string();
        return l;
    };
    const fs::path dir = SUDOKU_LANG_DIR;
    const text::Language en = load(dir / "en.txt");
    REQUIRE(en.find("page.reload") != nullptr);  // the page's words are checked too
    int tables = 0;
    for (const auto& f : fs::directory_iterator(dir)) {
        if (f.path().extension() != ".txt" || f.path().stem() == "en") continue;
        ++tables;
        const text::Language l = load(f.path());
        CAPTURE(l.code);
        for (const auto& e : en.entries) {
            const std::string* t = l.find(e.first);
            CHECK_MESSAGE(t != nullptr, l.code << " misses " << e.first);
            if (!t) continue;
            CHECK_MESSAGE(text::placeholders(*t) == text::placeholders(e.second),
                          l.code << " " << e.first << ": '" << *t << "' against '" << e.second << "'");
        }
        for (const auto& e : l.entries) CHECK_MESSAGE(en.find(e.first) != nullptr, l.code << " has an unknown key " << e.first);
    }
    CHECK(tables >= 4);
    // The embedded tables are the same ones, less the page's words.
    REQUIRE(!text::languages().empty());
    const auto& built = text::languages()[0];
    CHECK(built.find("page.reload") == nullptr);
    CHECK(built.entries.size() + 10 < en.entries.size());
    for (const auto& e : built.entries) CHECK(*en.find(e.first) == e.second);
}

TEST_CASE("text: English's later keys (the hint engine's words) are a table apart, read when first asked for") {
    // cmake/LangTables.cmake: the web site's first part leaves them out (web/text/en.later.txt).
    const auto& en = text::languages()[0];
    CHECK(en.find("technique.hidden-single") == nullptr);
    CHECK(en.find("explain.hidden_single") == nullptr);
    CHECK(en.find("panel.undo") != nullptr);
    CHECK(text::tr("technique.hidden-single") == "Hidden single");
    CHECK(text::tr("explain.hidden_single", {{"in_house", "In box 1"}, {"digit", "4"}, {"cell", "r1c2"}}) ==
          "In box 1 the 4 can only go in r1c2.");
    CHECK(text::tr("technique.no-such-key") == "technique.no-such-key");
    // Every key of assets/lang/en.txt but the page's own is said as written, in either part.
    std::ifstream in(std::filesystem::path(SUDOKU_LANG_DIR) / "en.txt", std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    text::Language source;
    REQUIRE(text::parse_table(ss.str(), source).empty());
    int later = 0;
    for (const auto& e : source.entries) {
        if (e.first.rfind("page.", 0) == 0) continue;
        CHECK_MESSAGE(text::tr(e.first) == e.second, e.first);
        later += en.find(e.first) == nullptr;
    }
    CHECK(later > 150);
    {
        InLanguage de("de");  // follows English's order of keys, its later ones too
        CHECK(text::tr("technique.hidden-single") != "Hidden single");
        CHECK(text::tr("panel.undo") != text::languages()[0].find("panel.undo")->c_str());
    }
    CHECK(text::problems().empty());
}

TEST_CASE("text: a table's mistakes are named with their line") {
    text::Language l;
    CHECK(text::parse_table("language.name = X\n# note\n\na.b = one {x}\n", l).empty());
    CHECK(*l.find("a.b") == "one {x}");
    CHECK(text::parse_table("language.name = X\nno equals sign\n", l) == "line 2: expected 'key = text'");
    CHECK(text::parse_table("language.name = X\na = 1\na = 2\n", l) == "key 'a' given twice");
    CHECK(text::parse_table("a = 1\n", l) == "no language.name");
    CHECK(text::parse_table("language.name = X\nk = \\sedge\\s\n", l).empty());
    CHECK(*l.find("k") == " edge ");
}

TEST_CASE("text: the browser's languages pick a table, and an unknown one falls back") {
    CHECK(text::pick_language({"de-DE", "en-US"}) == "de");
    CHECK(text::pick_language({"pt-BR", "FR-ca"}) == "fr");
    CHECK(text::pick_language({"ja", "zh-Hans"}).empty());
    CHECK(text::pick_language({}).empty());
    CHECK(!text::set_language("xx"));
    CHECK(text::language() == "en");
    CHECK(text::tr("no.such.key") == "no.such.key");
    CHECK(text::fill("{a} and {b} ({c})", {{"a", "1"}, {"b", "2"}}) == "1 and 2 ({c})");
    CHECK(text::capitalised("\xc3\xa0 la") == "\xc3\x80 la");  // à -> À
}

TEST_CASE("text: a hint sentence in each language") {
    auto s = open_grid();
    only(s, 7, box(5), {"r5c4"});
    const std::pair<const char*, const char*> expected[] = {
        {"en", "In box 5 the 7 can only go in r5c4."},
        {"de", "In Block 5 kann die 7 nur in r5c4 stehen."},
        {"fr", "Dans le bloc 5, le 7 ne peut aller qu'en r5c4."},
        {"es", "En el bloque 5, el 7 solo puede ir en r5c4."},
        {"it", "Nel riquadro 5 il 7 può andare solo in r5c4."},
    };
    for (const auto& e : expected) {
        InLanguage in(e.first);
        auto step = find_technique(s, Technique::HiddenSingle);
        REQUIRE(step);
        CHECK(step->explanation == e.second);
        CHECK(step_title(*step) != "");
    }
    // The title translates too, with its variant.
    Step st;
    st.technique = Technique::FinnedFish;
    st.variant = "sashimi Swordfish";
    CHECK(step_title(st) == "Finned fish (sashimi Swordfish)");
    {
        InLanguage de("de");
        CHECK(step_title(st) == "Flossen-Fisch (Sashimi-Swordfish)");
        st.technique = Technique::UniqueRectangle;
        st.variant = "type 2";
        CHECK(step_title(st) == "Eindeutiges Rechteck (Typ 2)");
    }
}

TEST_CASE("text: a longer sentence in German reads whole (no English, no placeholder left)") {
    auto s = open_grid();
    only(s, 5, row(2), {"r2c3", "r2c8"});
    only(s, 5, row(7), {"r7c3", "r7c8"});
    InLanguage de("de");
    auto step = find_technique(s, Technique::XWing);
    REQUIRE(step);
    CHECK(step->explanation.rfind("In Zeilen 2 und 7 kann die 5 nur in Spalten 3 und 8 stehen, also nicht im Rest von Spalten 3 und 8: entferne 5 aus r1c3", 0) == 0);
    CHECK(step->explanation.find('{') == std::string::npos);
    CHECK(step->explanation.find(" and ") == std::string::npos);
}

TEST_CASE("text: every technique has a title, and the newer variants their words, in every table") {
    for (const auto& lang : text::languages()) {
        InLanguage in(lang.code.c_str());
        CAPTURE(lang.code);
        for (int t = 0; t < kTechniques; ++t) {
            const std::string key = std::string("technique.") + technique_key(Technique(t));
            CHECK_MESSAGE(text::tr(key) != key, lang.code << " has no " << key);
        }
        for (const char* v : {"loop", "X-Chain", "hidden"}) {
            const std::string key = std::string("variant.") + v;
            CHECK_MESSAGE(text::tr(key) != key, lang.code << " has no " << key);
        }
    }
    InLanguage de("de");
    Step st;
    st.technique = Technique::ThreeLinkXChain;
    st.variant = "loop";
    CHECK(step_title(st) == "Dreigliedrige X-Kette (Schleife)");
    st.technique = Technique::UniqueRectangle;
    st.variant = "hidden";
    CHECK(step_title(st) == "Eindeutiges Rechteck (versteckt)");
}

TEST_CASE("text: sentences for players name cells as they say them, the notation as a detail (issue 27)") {
    // The first mention gives the notation, the later ones the words alone; a detail in
    // brackets joins the notation's; chain notation and parts of words stay.
    CHECK(text::spoken_cells("r2c6 (1/4) makes one of its wings r1c4 (4/8) and r2c6 a 1.") ==
          "Row 2, column 6 (r2c6, 1/4) makes one of its wings row 1, column 4 (r1c4, 4/8) and row 2, column 6 a 1.");
    CHECK(text::spoken_cells("In box 5 the 7 can only go in r5c4.") == "In box 5 the 7 can only go in row 5, column 4 (r5c4).");
    CHECK(text::spoken_cells("so (5r1c1=5r1c4) holds; r16c16 and br1c2") == "so (5r1c1=5r1c4) holds; row 16, column 16 (r16c16) and br1c2");
    CHECK(text::spoken_cells("no cell here: r0c1, r1c, rc") == "no cell here: r0c1, r1c, rc");
    {
        InLanguage de("de");
        auto s = open_grid();
        only(s, 7, box(5), {"r5c4"});
        auto step = find_technique(s, Technique::HiddenSingle);
        REQUIRE(step);
        CHECK(text::spoken_cells(step->explanation) == "In Block 5 kann die 7 nur in Zeile 5, Spalte 4 (r5c4) stehen.");
    }
    {
        InLanguage fr("fr");
        CHECK(text::spoken_cells("r1c2 est 3.") == "Ligne 1, colonne 2 (r1c2) est 3.");
    }
}

TEST_CASE("text: technique names are whole, and a common noun inside an English sentence (issue 27)") {
    Step st;
    st.technique = Technique::Pointing;
    CHECK(step_title(st) == "Pointing pair");
    CHECK(text::with_article(step_title(st)) == "a pointing pair");
    st.technique = Technique::Claiming;
    CHECK(text::with_article(step_title(st)) == "a claiming pair");
    CHECK(text::with_article("X-Wing") == "an X-Wing");
    CHECK(text::with_article("Sue de Coq") == "a Sue de Coq");
    CHECK(text::with_article("Alternating inference chain") == "an alternating inference chain");
    InLanguage de("de");
    CHECK(text::with_article("Pointing Pair") == "Pointing Pair");  // no articles, nouns keep their capitals
    CHECK(text::tr("panel.undo") == "Rückgängig");
    CHECK(text::tr("panel.redo") == "Wiederholen");
}
