#include <doctest/doctest.h>

#include "core/game/stats.h"

using namespace sudoku;

TEST_CASE("stats: wins, losses and abandoned games per level") {
    Stats s;
    CHECK(s.empty());
    CHECK(s.record_win(Level::Easy, 300000, true));
    CHECK_FALSE(s.record_win(Level::Easy, 400000, false));  // slower: not a best
    CHECK(s.record_win(Level::Easy, 200000, false));        // faster: the new best
    s.record_loss(Level::Easy);
    // A loss is a game played, not won: it ends the streak and leaves the times alone.
    CHECK(s.at(Level::Easy).played == 4);
    CHECK(s.at(Level::Easy).won == 3);
    CHECK(s.at(Level::Easy).streak == 0);
    CHECK(s.at(Level::Easy).best_streak == 3);
    CHECK(s.at(Level::Easy).best_ms == 200000);
    CHECK(s.at(Level::Easy).average_ms() == 300000);
    CHECK(s.record_win(Level::Easy, 500000, true) == false);
    s.record_abandon(Level::Hard);
    const LevelRecord& e = s.at(Level::Easy);
    CHECK(e.played == 5);
    CHECK(e.won == 4);
    CHECK(e.clean == 2);
    CHECK(e.streak == 1);
    CHECK(e.best_streak == 3);
    CHECK(e.best_ms == 200000);
    CHECK(e.average_ms() == 350000);
    CHECK(s.at(Level::Hard).played == 1);
    CHECK(s.at(Level::Hard).won == 0);
    CHECK(s.at(Level::Medium).played == 0);
    CHECK_FALSE(s.empty());
}

TEST_CASE("stats: save and load give the same statistics") {
    Stats s;
    s.record_win(Level::Medium, 123456, true);
    s.record_abandon(Level::Expert);
    s.record_win(Level::Extreme, 1, false);
    s.record_win(Level::Hard, 1000, true);
    s.record_loss(Level::Hard);
    const std::string text = s.save();
    CHECK(text == "SDKSTATS1\nmedium 1 1 1 1 1 123456 123456\nhard 2 1 1 0 1 1000 1000\nexpert 1 0 0 0 0 0 0\n"
                  "extreme 1 1 0 1 1 1 1\n");
    Stats t;
    CHECK(Stats::load(t, text) == "");
    CHECK(t == s);
    CHECK(Stats::load(t, "SDKSTATS1\n") == "");
    CHECK(t.empty());
}

TEST_CASE("stats: damaged text is refused with the line and the reason, and changes nothing") {
    Stats keep;
    keep.record_win(Level::Easy, 1000, true);
    const Stats before = keep;
    struct Case { const char* text; const char* error; };
    const Case cases[] = {
        {"", "line 1: not statistics (expected SDKSTATS1)"},
        {"SDK1:abc", "line 1: not statistics (expected SDKSTATS1)"},
        {"SDKSTATS1\neasy 1 1 1 1 1 5", "line 2: expected a level and 7 numbers, found 7 fields"},
        {"SDKSTATS1\nhardest 1 1 1 1 1 5 5", "line 2: unknown level 'hardest'"},
        {"SDKSTATS1\nEasy 1 1 1 1 1 5 5", "line 2: unknown level 'Easy'"},
        {"SDKSTATS1\neasy 1 1 1 1 1 5 5\neasy 1 0 0 0 0 0 0", "line 3: level easy appears twice"},
        {"SDKSTATS1\neasy 1 x 1 1 1 5 5", "line 2: won is not a number in range ('x')"},
        {"SDKSTATS1\neasy -1 0 0 0 0 0 0", "line 2: played is not a number in range ('-1')"},
        {"SDKSTATS1\neasy 999999999999 0 0 0 0 0 0", "line 2: played is not a number in range ('999999999999')"},
        {"SDKSTATS1\neasy 1 2 0 0 0 5 5", "line 2: more games won than played"},
        {"SDKSTATS1\neasy 2 1 2 0 0 5 5", "line 2: more clean wins than wins"},
        {"SDKSTATS1\neasy 2 1 1 1 0 5 5", "line 2: the streak is longer than the best streak"},
        {"SDKSTATS1\neasy 3 1 1 1 2 5 5", "line 2: the best streak is longer than the wins"},
        {"SDKSTATS1\neasy 1 0 0 0 0 5 5", "line 2: a best time without wins, or wins without one"},
        {"SDKSTATS1\neasy 2 2 0 0 1 9 10", "line 2: the best time is slower than the average"},
        {"SDKSTATS1\nhard 0 0 0 0 0 0 1", "line 2: a total time without wins"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        CHECK(Stats::load(keep, c.text) == c.error);
        CHECK(keep == before);
    }
    CHECK(Stats::load(keep, std::string(20000, 'x')).find("too long") != std::string::npos);
}

TEST_CASE("statistics per variant: kept apart from the classic's, saved as variant:level lines, read back") {
    Stats s;
    CHECK(s.record_win("killer", Level::Easy, 60000, true));
    s.record_loss("killer", Level::Easy);
    s.record_win("16x16", Level::Hard, 3600000, false);
    CHECK(!s.record_win("hexagon", Level::Easy, 1000, true));
    CHECK(s.at(Level::Easy).played == 0);  // the classic's records are untouched
    CHECK(s.at("killer", Level::Easy).played == 2);
    CHECK(s.at("killer", Level::Easy).won == 1);
    CHECK(s.at("killer", Level::Easy).streak == 0);
    CHECK(s.at("16x16", Level::Hard).best_ms == 3600000);
    CHECK(s.at("jigsaw", Level::Easy).played == 0);
    s.record_win("9x9", Level::Medium, 5000, true);  // "9x9" is the classic
    CHECK(s.at(Level::Medium).won == 1);
    const std::string text = s.save();
    CHECK(text.find("\nkiller:easy 2 1 1 0 1 60000 60000\n") != std::string::npos);
    CHECK(text.find("\nmedium 1 1 1 1 1 5000 5000\n") != std::string::npos);
    Stats t;
    REQUIRE(Stats::load(t, text) == "");
    CHECK(t == s);
    CHECK(Stats::load(t, "SDKSTATS1\nhexagon:easy 1 1 1 1 1 5 5\n") == "line 2: unknown variant 'hexagon'");
    CHECK(Stats::load(t, "SDKSTATS1\nkiller:easy 1 1 1 1 1 5 5\nkiller:easy 1 1 1 1 1 5 5\n") ==
          "line 3: level killer:easy appears twice");
    CHECK(Stats::load(t, "SDKSTATS1\nx:easy 1 1 1 1 1 5 5\neasy 1 1 1 1 1 5 5\n") == "");  // the same level in two variants
    CHECK(t.at("x", Level::Easy).won == 1);
    CHECK(t.at(Level::Easy).won == 1);
}
