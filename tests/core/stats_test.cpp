#include <doctest/doctest.h>

#include <random>

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

// Statistics the app can write, made the way the app makes them (wins, losses and abandoned
// games in any order, on every level and variant, with any time), always read back as written.
TEST_CASE("stats: 2,000 random statistics the app can write load back as the same") {
    std::mt19937_64 rng(20261126);
    const char* const words[] = {"9x9", "4x4", "6x6", "12x12", "16x16", "jigsaw", "x", "killer"};
    int loaded = 0, unwon_levels = 0;
    for (int round = 0; round < 2000; ++round) {
        Stats s;
        const int events = int(rng() % 40);
        for (int e = 0; e < events; ++e) {
            const char* word = words[rng() % 8];
            const Level level = Level(rng() % kLevels);
            switch (rng() % 3) {
                case 0: {
                    // Times from 0 ms (a pasted solution) to days, some of them equal.
                    const std::uint64_t ms = rng() % 4 == 0 ? 60000 : rng() % 400'000'000;
                    s.record_win(word, level, ms, rng() % 2);
                    break;
                }
                case 1: s.record_loss(word, level); break;
                default: s.record_abandon(word, level); break;
            }
        }
        const std::string text = s.save();
        for (const LevelRecord* r : {&s.at(Level::Easy), &s.at("killer", Level::Medium)})
            if (r->played && !r->won) ++unwon_levels;
        Stats t;
        t.record_win(Level::Hard, 5, true);  // replaced by the load
        const std::string error = Stats::load(t, text);
        CAPTURE(text);
        REQUIRE(error == "");
        CHECK(t == s);
        CHECK(t.save() == text);
        ++loaded;
    }
    CHECK(loaded == 2000);
    CHECK(unwon_levels > 100);  // the case that once emptied the page: played, never won
}

// Two tabs: the same statistics read at the start, then games in each. Merging counts every
// game once, whichever tab writes first, and the result always loads.
TEST_CASE("stats: merging two tabs' statistics counts each game once") {
    Stats base;
    base.record_win(Level::Easy, 90000, true);
    base.record_abandon(Level::Easy);
    Stats a = base, b = base;
    a.record_win(Level::Easy, 50000, true);        // a new best in tab A
    b.record_abandon(Level::Easy);                 // a game left in tab B
    b.record_win("killer", Level::Hard, 700000, false);
    const Stats m = Stats::merge(base, b, a);      // B learns of A's change
    const LevelRecord& e = m.at(Level::Easy);
    CHECK(e.played == 4);
    CHECK(e.won == 2);
    CHECK(e.clean == 2);
    CHECK(e.best_ms == 50000);
    CHECK(e.total_won_ms == 140000);
    CHECK(e.streak == 0);  // B's abandoned game ended the streak
    CHECK(m.at("killer", Level::Hard).won == 1);
    // The same games merged the other way round give the same counts.
    const Stats n = Stats::merge(base, a, b);
    CHECK(n.at(Level::Easy).played == 4);
    CHECK(n.at(Level::Easy).won == 2);
    CHECK(n.at(Level::Easy).best_ms == 50000);
    // Nothing new on one side: the other side as it is.
    CHECK(Stats::merge(base, base, a) == a);
    CHECK(Stats::merge(a, a, m) == m);
    // Wins only on both sides: the streak runs on.
    Stats c = base, d = base;
    c.record_win(Level::Medium, 1000, true);
    d.record_win(Level::Medium, 2000, true);
    CHECK(Stats::merge(base, c, d).at(Level::Medium).streak == 2);
    // Cleared in one tab while the other played: the clear holds, plus the new game.
    Stats cleared;
    const Stats k = Stats::merge(base, b, cleared);
    CHECK(k.at(Level::Easy).played == 1);
    CHECK(k.at(Level::Easy).won == 0);
}

TEST_CASE("stats: 2,000 random merges of two tabs load back and count every game once") {
    std::mt19937_64 rng(7);
    const char* const words[] = {"9x9", "killer", "x"};
    auto play = [&](Stats& s, int events) {
        for (int e = 0; e < events; ++e) {
            const char* word = words[rng() % 3];
            const Level level = Level(rng() % 3);
            if (rng() % 2) s.record_win(word, level, 1 + rng() % 100000, rng() % 2);
            else s.record_loss(word, level);
        }
    };
    auto total = [&](const Stats& s, bool won) {
        std::uint64_t n = 0;
        for (const char* w : words)
            for (int l = 0; l < 3; ++l) n += won ? s.at(w, Level(l)).won : s.at(w, Level(l)).played;
        return n;
    };
    for (int round = 0; round < 2000; ++round) {
        Stats base;
        play(base, int(rng() % 10));
        Stats a = base, b = base;
        play(a, int(rng() % 6));
        play(b, int(rng() % 6));
        const Stats m = Stats::merge(base, a, b);
        Stats back;
        REQUIRE(Stats::load(back, m.save()) == "");
        CHECK(total(m, false) == total(a, false) + total(b, false) - total(base, false));
        CHECK(total(m, true) == total(a, true) + total(b, true) - total(base, true));
    }
}
