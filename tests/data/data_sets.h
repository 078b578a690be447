// Reading the shared data sets (one 81-character puzzle a line).
#pragma once
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

// The folder of the data sets: $SUDOKU_DATA when set (scripts/bench.sh reads it too),
// else ../shared/data/puzzles beside the project.
inline std::string data_dir() {
    const char* env = std::getenv("SUDOKU_DATA");
    return env && *env ? env : SUDOKU_SHARED_DATA;
}

inline std::vector<std::string> read_data_set(const std::string& name, std::size_t max = SIZE_MAX) {
    std::vector<std::string> out;
    std::ifstream in(data_dir() + "/" + name);
    std::string line;
    while (out.size() < max && std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}
