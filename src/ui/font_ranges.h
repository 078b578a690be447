// The characters of the app's text font (Inter, cut down by cmake/AppSources.cmake to these):
// ASCII, the Latin-1 letters and marks of English, German, French, Spanish and Italian (both
// cases), Œœ, the dashes, quotes, ellipsis, guillemets and euro sign. Latin-1's other symbols
// and letters (£ ° × ¼ Æ Ø Þ...) are left out: no text of the app uses them, and they were
// 5.9 KB gzip of the first download and a slower font atlas (issue 23). ImGui-free: the tests
// check every language table against it (tests/core/font_ranges_test.cpp).
#pragma once

namespace sudoku::ui {

// Inclusive pairs, then 0 (ImGui's glyph ranges).
inline constexpr unsigned short kTextRanges[] = {
    0x0020, 0x007E, 0x00A0, 0x00A1, 0x00AB, 0x00AB, 0x00BB, 0x00BB, 0x00BF, 0x00C2, 0x00C4, 0x00C4,
    0x00C7, 0x00CF, 0x00D1, 0x00D4, 0x00D6, 0x00D6, 0x00D9, 0x00DC, 0x00DF, 0x00E2, 0x00E4, 0x00E4,
    0x00E7, 0x00EF, 0x00F1, 0x00F4, 0x00F6, 0x00F6, 0x00F9, 0x00FC, 0x0152, 0x0153, 0x2013, 0x2014,
    0x2018, 0x201A, 0x201C, 0x201E, 0x2026, 0x2026, 0x2039, 0x203A, 0x20AC, 0x20AC, 0};

}  // namespace sudoku::ui
