// The text font holds every character the app's words use: each language table's
// characters lie in kTextRanges (src/ui/font_ranges.h), and the build cuts the font to the
// same ranges (cmake/AppSources.cmake). A word with a character outside them would be drawn
// as '?'.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ui/font_ranges.h"

namespace {

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

bool in_font(unsigned cp) {
    for (int i = 0; sudoku::ui::kTextRanges[i]; i += 2)
        if (cp >= sudoku::ui::kTextRanges[i] && cp <= sudoku::ui::kTextRanges[i + 1]) return true;
    return false;
}

// The code points of UTF-8 text (tables are UTF-8; a bad byte reads as 0xFFFD).
std::vector<unsigned> code_points(const std::string& s) {
    std::vector<unsigned> out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
        unsigned cp = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
        ++i;
        for (int k = 0; k < n && i < s.size(); ++k, ++i) cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
        out.push_back(n < 0 ? 0xFFFD : cp);
    }
    return out;
}

}  // namespace

TEST_CASE("font ranges: every character of every language table is in the text font") {
    namespace fs = std::filesystem;
    int tables = 0;
    for (const auto& entry : fs::directory_iterator(SUDOKU_LANG_DIR)) {
        if (entry.path().extension() != ".txt") continue;
        ++tables;
        for (unsigned cp : code_points(read_file(entry.path()))) {
            if (cp == '\n' || cp == '\r' || cp == '\t') continue;
            CAPTURE(entry.path().string());
            CAPTURE(cp);
            CHECK(in_font(cp));
        }
    }
    CHECK(tables >= 5);
    CHECK_FALSE(in_font(0x00B0));  // the degree sign: left out of the subset
    CHECK(in_font(0x00E9));        // é
}

TEST_CASE("font ranges: the build cuts the font to the same ranges") {
    const std::string cmake = read_file(std::filesystem::path(SUDOKU_LANG_DIR) / "../../cmake/AppSources.cmake");
    const auto at = cmake.find("--unicodes=");
    REQUIRE(at != std::string::npos);
    const std::string list = cmake.substr(at + 11, cmake.find_first_of(" \n", at) - at - 11);
    std::string want;
    char buf[32];
    for (int i = 0; sudoku::ui::kTextRanges[i]; i += 2) {
        const unsigned a = sudoku::ui::kTextRanges[i], b = sudoku::ui::kTextRanges[i + 1];
        if (a == b) std::snprintf(buf, sizeof buf, "%sU+%04X", want.empty() ? "" : ",", a);
        else std::snprintf(buf, sizeof buf, "%sU+%04X-%04X", want.empty() ? "" : ",", a, b);
        want += buf;
    }
    CHECK(list == want);
}
