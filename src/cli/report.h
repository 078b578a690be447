// Pieces of the key=value reports of bench, bench-gen and check-consistency.
#pragma once
#include <chrono>
#include <string>

namespace sudoku::cli {

// "data/puzzles2_17_clue" -> "puzzles2_17_clue": reports name a puzzle set by its file.
inline std::string base_name(const std::string& path) {
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace sudoku::cli
