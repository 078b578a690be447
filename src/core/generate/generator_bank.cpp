// The embedded puzzle bank and the grid symmetries it is handed out under.
#include "core/generate/generator_bank.h"

#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/generate/bank_pack.h"
#include "core/text/fetched_data.h"

// Written by cmake/Embed.cmake from assets/bank/*.txt (NUL-terminated text; the web site
// fetches it when first used: core/text/fetched_data.h).
extern unsigned char asset_bank_master[];
extern const unsigned asset_bank_master_size;
extern unsigned char asset_bank_extreme[];
extern const unsigned asset_bank_extreme_size;

namespace sudoku {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// Splits on runs of spaces and tabs.
std::vector<std::string_view> fields(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

bool parse_rating(std::string_view s, double& out) {
    std::string text(s);
    char* end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return !text.empty() && end == text.c_str() + text.size() && out >= 1.0 && out <= 20.0;
}

bool parse_seed(std::string_view s, std::uint64_t& out) {
    out = 0;
    for (char c : s) {
        const std::uint64_t d = std::uint64_t(c - '0');
        if (c < '0' || c > '9' || out > (UINT64_MAX - d) / 10) return false;
        out = out * 10 + d;
    }
    return !s.empty();
}

bool parse_technique(std::string_view key, Technique& out) {
    for (int t = 0; t < kTechniques; ++t)
        if (key == technique_key(Technique(t))) {
            out = Technique(t);
            return true;
        }
    return false;
}

// A row (or column) map for the transform: bands permuted, rows within each band
// permuted. `turn`: it must commute with r -> 8 - r, so only the outer bands may swap,
// the middle band may only reverse, and the last band mirrors the first.
std::array<std::uint8_t, 9> random_lines(Rng& rng, bool turn) {
    int band[3] = {0, 1, 2}, within[3][3] = {{0, 1, 2}, {0, 1, 2}, {0, 1, 2}};
    if (turn) {
        if (rng.below(2)) std::swap(band[0], band[2]);
        rng.shuffle(within[0], 3);
        if (rng.below(2)) std::swap(within[1][0], within[1][2]);
        for (int i = 0; i < 3; ++i) within[2][i] = 2 - within[0][2 - i];
    } else {
        rng.shuffle(band, 3);
        for (auto& w : within) rng.shuffle(w, 3);
    }
    std::array<std::uint8_t, 9> lines{};
    for (int r = 0; r < 9; ++r) lines[std::size_t(r)] = std::uint8_t(3 * band[r / 3] + within[r / 3][r % 3]);
    return lines;
}

}  // namespace

BankParse parse_bank(std::string_view text) {
    BankParse out;
    int line_no = 0;
    while (!text.empty()) {
        std::size_t nl = text.find('\n');
        std::string_view line = trim(text.substr(0, nl));
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        ++line_no;
        if (line.empty() || line.front() == '#') continue;
        auto f = fields(line);
        BankEntry e;
        e.line = line_no;
        std::string why;
        // The puzzle: its 81 cells, or the dense form (bank_pack.h), read with the symmetry.
        const auto sym = f.size() == 5 ? parse_symmetry(f[4]) : std::nullopt;
        const auto dense = sym && f[0].size() != 81 ? unpack_bank_puzzle(f[0], *sym) : std::nullopt;
        if (f.size() != 5) why = "expected '<puzzle> <rating> <technique key> <seed> <symmetry>'";
        else if (!sym) why = "unknown symmetry '" + std::string(f[4]) + "'";
        else if (f[0].size() != 81 && !dense) why = "the puzzle is not 81 cells, nor the bank's dense form for its symmetry";
        else if (auto p = dense ? ParseResult{true, *dense, {}} : parse_grid(f[0]); !p.ok) why = p.error;
        else if (e.puzzle = p.grid; !parse_rating(f[1], e.rating)) why = "bad rating '" + std::string(f[1]) + "'";
        else if (!parse_technique(f[2], e.hardest)) why = "unknown technique '" + std::string(f[2]) + "'";
        else if (!parse_seed(f[3], e.seed)) why = "bad seed '" + std::string(f[3]) + "'";
        else e.symmetry = *sym;
        if (!why.empty()) {
            if (out.error.empty()) out.error = "line " + std::to_string(line_no) + ": " + why;
            continue;
        }
        out.entries.push_back(e);
    }
    return out;
}

std::string_view bank_text(Level level) {
    // The embedded text ends with a NUL that is not part of the file.
    // A bank that cannot be had is empty: the generator digs the level instead.
    auto text = [](const char* file, unsigned char* data, unsigned size) {
        if (!data::ensure(file, data, size)) return std::string_view{};
        return std::string_view(reinterpret_cast<const char*>(data), size ? size - 1 : 0);
    };
    switch (level) {
    case Level::Master: return text("bank/master.txt", asset_bank_master, asset_bank_master_size);
    case Level::Extreme: return text("bank/extreme.txt", asset_bank_extreme, asset_bank_extreme_size);
    default: return {};
    }
}

const std::vector<BankEntry>& bank_entries(Level level) {
    // Each bank is read the first time its level asks (an easy first game reads none: on a
    // slow phone both took 40 ms before the first board, issue 23).
    static const std::vector<BankEntry> none;
    switch (level) {
    case Level::Master: {
        static const std::vector<BankEntry> master = parse_bank(bank_text(Level::Master)).entries;
        return master;
    }
    case Level::Extreme: {
        static const std::vector<BankEntry> extreme = parse_bank(bank_text(Level::Extreme)).entries;
        return extreme;
    }
    default: return none;
    }
}

Grid GridTransform::apply(const Grid& g) const {
    Grid out;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            int from_r = rows[std::size_t(r)], from_c = cols[std::size_t(c)];
            if (transpose) std::swap(from_r, from_c);
            out[r * 9 + c] = digits[g[from_r * 9 + from_c]];
        }
    return out;
}

GridTransform random_transform(Rng& rng, Symmetry s) {
    GridTransform t;
    std::uint8_t relabel[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(relabel, 9);
    for (int d = 1; d <= 9; ++d) t.digits[std::size_t(d)] = relabel[d - 1];
    switch (s) {
    case Symmetry::None:
        t.transpose = rng.below(2) == 1;
        t.rows = random_lines(rng, false);
        t.cols = random_lines(rng, false);
        break;
    case Symmetry::Rotational:
        t.transpose = rng.below(2) == 1;
        t.rows = random_lines(rng, true);
        t.cols = random_lines(rng, true);
        break;
    case Symmetry::Mirror:  // left-right: the column map commutes with c -> 8 - c
        t.rows = random_lines(rng, false);
        t.cols = random_lines(rng, true);
        break;
    case Symmetry::Diagonal:  // about the main diagonal: rows and columns move alike
        t.transpose = rng.below(2) == 1;
        t.rows = random_lines(rng, false);
        t.cols = t.rows;
        break;
    }
    return t;
}

}  // namespace sudoku
