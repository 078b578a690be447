// Reading the shared data sets (one 81-character puzzle a line).
#pragma once
#include <fstream>
#include <string>
#include <vector>

inline std::vector<std::string> read_data_set(const std::string& name, std::size_t max = SIZE_MAX) {
    std::vector<std::string> out;
    std::ifstream in(std::string(SUDOKU_SHARED_DATA) + "/" + name);
    std::string line;
    while (out.size() < max && std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}
