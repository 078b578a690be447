// A small seeded PRNG with its own integer ranges and shuffle, so that native and wasm
// builds draw the same numbers: std::uniform_int_distribution and std::shuffle differ
// between standard libraries.
#pragma once
#include <cstdint>
#include <utility>

namespace sudoku {

// xoshiro256** (Blackman and Vigna), seeded through splitmix64.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) {
        for (auto& word : s_) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        std::uint64_t result = rotl(s_[1] * 5, 7) * 9, t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0: Lemire's multiply-and-reject on 32-bit draws.
    std::uint32_t below(std::uint32_t n) {
        for (;;) {
            std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
            std::uint32_t low = std::uint32_t(m);
            if (low >= n || low >= std::uint32_t(-n) % n) return std::uint32_t(m >> 32);
        }
    }

    // Fisher-Yates, last to first.
    template <class T>
    void shuffle(T* items, int count) {
        for (int i = count - 1; i > 0; --i) std::swap(items[i], items[below(std::uint32_t(i + 1))]);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4];
};

}  // namespace sudoku
