// The puzzle bank's dense form (see bank_pack.h).
#include "core/generate/bank_pack.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/text/base64url.h"

namespace sudoku {
namespace {

// Digit groups: three digits in 10 bits (9^3 = 729), a last one or two in 4 or 7 bits.
int group_bits(int digits) { return digits == 3 ? 10 : digits == 2 ? 7 : 4; }

}  // namespace

std::string pack_bank_puzzle(const Grid& puzzle, Symmetry s) {
    std::vector<bool> bits;
    auto put = [&](int value, int n) {
        for (int i = 0; i < n; ++i) bits.push_back((value >> i) & 1);
    };
    for (const auto& orbit : symmetry_orbits(s)) put(puzzle[orbit[0]] != 0, 1);
    std::vector<int> digits;
    for (int c = 0; c < kCells; ++c)
        if (puzzle[c]) digits.push_back(puzzle[c] - 1);
    for (std::size_t i = 0; i < digits.size(); i += 3) {
        int n = int(std::min<std::size_t>(3, digits.size() - i)), value = 0;
        for (int k = n - 1; k >= 0; --k) value = value * 9 + digits[i + std::size_t(k)];
        put(value, group_bits(n));
    }
    std::string out;
    for (std::size_t i = 0; i < bits.size(); i += 6) {
        int v = 0;
        for (std::size_t k = 0; k < 6 && i + k < bits.size(); ++k) v |= int(bits[i + k]) << k;
        out += text::kBase64Url[v];
    }
    return out;
}

std::optional<Grid> unpack_bank_puzzle(std::string_view text, Symmetry s) {
    std::size_t at = 0;  // the next bit
    bool bad = false;
    auto take = [&](int n) {
        int value = 0;
        for (int i = 0; i < n; ++i, ++at) {
            int v = at / 6 < text.size() ? text::base64url_value(text[at / 6]) : -1;
            if (v < 0) {
                bad = true;
                return 0;
            }
            value |= ((v >> (at % 6)) & 1) << i;
        }
        return value;
    };
    Grid g;
    for (const auto& orbit : symmetry_orbits(s))
        if (take(1))
            for (int c : orbit) g[c] = 1;  // given: its digit comes next
    std::vector<int> given;
    for (int c = 0; c < kCells; ++c)
        if (g[c]) given.push_back(c);
    for (std::size_t i = 0; i < given.size() && !bad; i += 3) {
        int n = int(std::min<std::size_t>(3, given.size() - i)), value = take(group_bits(n));
        for (int k = 0; k < n; ++k, value /= 9) g[given[i + std::size_t(k)]] = std::uint8_t(value % 9 + 1);
        if (value) bad = true;  // more than n digits' worth
    }
    // Exactly the characters the bits need, the last one's spare bits zero.
    if (bad || (at + 5) / 6 != text.size() || (at % 6 && text::base64url_value(text.back()) >> (at % 6))) return std::nullopt;
    return g;
}

}  // namespace sudoku
