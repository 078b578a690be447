// Text form: "SDKSTATS1" then one line per level that has games:
//   <level> played won clean streak best_streak best_ms total_won_ms
// and for a variant's games the level is "<variant>:<level>" ("killer:easy"). Files of the
// classic alone read as before.
#include "core/game/stats.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace sudoku {

namespace {
constexpr std::string_view kHeader = "SDKSTATS1";
constexpr std::uint64_t kMaxGames = 100'000'000;
constexpr std::uint64_t kMaxMs = 1'000'000'000'000;  // about 31 years

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    while (true) {
        const auto at = s.find(sep);
        out.push_back(s.substr(0, at));
        if (at == std::string_view::npos) return out;
        s.remove_prefix(at + 1);
    }
}

bool number(std::string_view s, std::uint64_t max, std::uint64_t& out) {
    if (s.empty() || s.size() > 20) return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size() && out <= max;
}

std::string check(const LevelRecord& r) {
    if (r.won > r.played) return "more games won than played";
    if (r.clean > r.won) return "more clean wins than wins";
    if (r.streak > r.best_streak) return "the streak is longer than the best streak";
    if (r.best_streak > r.won) return "the best streak is longer than the wins";
    if ((r.won == 0) != (r.best_ms == 0)) return "a best time without wins, or wins without one";
    if (!r.won && r.total_won_ms) return "a total time without wins";
    if (r.won && r.best_ms > r.total_won_ms / r.won) return "the best time is slower than the average";
    return {};
}
}  // namespace

namespace {
bool record_win_in(LevelRecord& r, std::uint64_t ms, bool clean);
void record_loss_in(LevelRecord& r);
const char* const kStatsVariants[] = {"4x4", "6x6", "12x12", "16x16", "jigsaw", "x", "killer"};
}  // namespace

bool Stats::known_variant(std::string_view word) {
    for (const char* v : kStatsVariants)
        if (word == v) return true;
    return false;
}

bool Stats::record_win(std::string_view variant, Level level, std::uint64_t ms, bool clean) {
    if (variant == "9x9") return record_win(level, ms, clean);
    if (!known_variant(variant)) return false;
    return record_win_in(variants_[std::string(variant)][int(level)], ms, clean);
}

void Stats::record_loss(std::string_view variant, Level level) {
    if (variant == "9x9") return record_loss(level);
    if (known_variant(variant)) record_loss_in(variants_[std::string(variant)][int(level)]);
}

const LevelRecord& Stats::at(std::string_view variant, Level level) const {
    static const LevelRecord none{};
    if (variant == "9x9") return at(level);
    auto it = variants_.find(variant);
    return it == variants_.end() ? none : it->second[int(level)];
}

bool Stats::record_win(Level level, std::uint64_t ms, bool clean) { return record_win_in(records_[int(level)], ms, clean); }

namespace {
bool record_win_in(LevelRecord& r, std::uint64_t ms, bool clean) {
    ms = std::max<std::uint64_t>(1, ms);  // a 0 ms win (a pasted solution) still has a time
    if (r.played >= kMaxGames || ms > kMaxMs - r.total_won_ms) return false;  // beyond any real use
    ++r.played;
    ++r.won;
    if (clean) ++r.clean;
    ++r.streak;
    r.best_streak = std::max(r.best_streak, r.streak);
    r.total_won_ms += ms;
    const bool best = r.best_ms == 0 || ms < r.best_ms;
    if (best) r.best_ms = ms;
    return best;
}

void record_loss_in(LevelRecord& r) {
    if (r.played >= kMaxGames) return;
    ++r.played;
    r.streak = 0;
}
}  // namespace

void Stats::record_loss(Level level) { record_loss_in(records_[int(level)]); }

namespace {
bool extends(const LevelRecord& r, const LevelRecord& base) {
    return r.played >= base.played && r.won >= base.won && r.clean >= base.clean && r.total_won_ms >= base.total_won_ms;
}

LevelRecord merge_record(const LevelRecord& base, const LevelRecord& mine, const LevelRecord& theirs) {
    // `mine`'s own games since `base` (all of them when it does not extend `base`).
    const LevelRecord from = extends(mine, base) ? base : LevelRecord{};
    const std::uint32_t my_games = mine.played - from.played, my_wins = mine.won - from.won;
    LevelRecord r = theirs;
    r.played += my_games;
    r.won += my_wins;
    r.clean += mine.clean - from.clean;
    r.total_won_ms += mine.total_won_ms - from.total_won_ms;
    if (my_wins) {
        // A new best of `mine`'s, else its new wins' average (no better than any of them).
        const std::uint64_t best = mine.best_ms != from.best_ms ? mine.best_ms : (mine.total_won_ms - from.total_won_ms) / my_wins;
        if (!r.best_ms || best < r.best_ms) r.best_ms = best;
    }
    if (my_games) r.streak = my_games == my_wins ? theirs.streak + my_wins : mine.streak;
    r.best_streak = std::min(std::max({theirs.best_streak, mine.best_streak, r.streak}), r.won);
    return r;
}
}  // namespace

Stats Stats::merge(const Stats& base, const Stats& mine, const Stats& theirs) {
    Stats out = theirs;
    auto all = [](const Stats& s, std::string_view word) -> const std::array<LevelRecord, kLevels>& {
        static const std::array<LevelRecord, kLevels> none{};
        if (word.empty()) return s.records_;
        auto it = s.variants_.find(word);
        return it == s.variants_.end() ? none : it->second;
    };
    auto merge_all = [&](std::string_view word) {
        const auto &b = all(base, word), &m = all(mine, word), &t = all(theirs, word);
        auto& o = word.empty() ? out.records_ : out.variants_[std::string(word)];
        for (int l = 0; l < kLevels; ++l) {
            o[l] = merge_record(b[l], m[l], t[l]);
            // A merged record that would not load (should not happen): keep `theirs`.
            if (!check(o[l]).empty()) o[l] = t[l];
        }
    };
    merge_all("");
    for (const auto& [word, records] : mine.variants_) merge_all(word);
    for (auto it = out.variants_.begin(); it != out.variants_.end();) {  // no empty variant entries
        bool any = false;
        for (const auto& r : it->second) any = any || r.played;
        it = any ? std::next(it) : out.variants_.erase(it);
    }
    return out;
}

void Stats::record_abandon(Level level) { record_loss(level); }

bool Stats::empty() const {
    for (const auto& r : records_)
        if (r.played) return false;
    for (const auto& [word, records] : variants_)
        for (const auto& r : records)
            if (r.played) return false;
    return true;
}

std::string Stats::save() const {
    std::string out(kHeader);
    out += '\n';
    auto lines = [&](const std::array<LevelRecord, kLevels>& records, const std::string& prefix) {
        for (int l = 0; l < kLevels; ++l) {
            const LevelRecord& r = records[l];
            if (!r.played) continue;
            out += prefix + level_name(Level(l));
            for (std::uint64_t v : {std::uint64_t(r.played), std::uint64_t(r.won), std::uint64_t(r.clean),
                                    std::uint64_t(r.streak), std::uint64_t(r.best_streak), r.best_ms, r.total_won_ms})
                out += ' ' + std::to_string(v);
            out += '\n';
        }
    };
    lines(records_, "");
    for (const auto& [word, records] : variants_) lines(records, word + ":");
    return out;
}

std::string Stats::load(Stats& out, std::string_view text) {
    if (text.size() > 16384) return "line 1: too long for statistics (" + std::to_string(text.size()) + " bytes)";
    auto lines = split(text, '\n');
    if (!lines.empty() && lines.back().empty()) lines.pop_back();
    if (lines.empty() || lines[0] != kHeader) return "line 1: not statistics (expected " + std::string(kHeader) + ")";
    Stats s;
    std::map<std::string, std::array<bool, kLevels>, std::less<>> seen;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::string where = "line " + std::to_string(i + 1) + ": ";
        auto f = split(lines[i], ' ');
        if (f.size() != 8) return where + "expected a level and 7 numbers, found " + std::to_string(f.size()) + " fields";
        std::string_view word, level_word = f[0];
        if (const auto colon = f[0].find(':'); colon != std::string_view::npos) {
            word = f[0].substr(0, colon);
            level_word = f[0].substr(colon + 1);
            if (!known_variant(word)) return where + "unknown variant '" + std::string(word.substr(0, 32)) + "'";
        }
        auto level = parse_level(level_word);
        // "search" is the old name of the top level (statistics saved before it was renamed).
        if (!level || (level_word != level_name(*level) && level_word != "search"))
            return where + "unknown level '" + std::string(level_word.substr(0, 32)) + "'";
        auto& seen_here = seen[std::string(word)];
        if (seen_here[int(*level)]) return where + "level " + std::string(f[0]) + " appears twice";
        seen_here[int(*level)] = true;
        std::uint64_t v[7];
        static const char* names[] = {"played", "won", "clean", "streak", "best streak", "best time", "total time"};
        for (int k = 0; k < 7; ++k)
            if (!number(f[k + 1], k < 5 ? kMaxGames : kMaxMs, v[k]))
                return where + names[k] + " is not a number in range ('" + std::string(f[k + 1].substr(0, 24)) + "')";
        LevelRecord r{std::uint32_t(v[0]), std::uint32_t(v[1]), std::uint32_t(v[2]), std::uint32_t(v[3]),
                      std::uint32_t(v[4]), v[5], v[6]};
        if (std::string e = check(r); !e.empty()) return where + e;
        (word.empty() ? s.records_ : s.variants_[std::string(word)])[int(*level)] = r;
    }
    out = s;
    return {};
}

}  // namespace sudoku
