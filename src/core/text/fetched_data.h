// Embedded data that a build may leave out of its program and fetch when first needed
// (issue 23): the non-English language tables and the puzzle bank. The web site's first
// program part carries zeros in their place (scripts/split_wasm.js) and the page fetches
// the files (web/text/<code>.txt, web/bank/<level>.txt); every other build has them in place.
#pragma once

namespace sudoku::data {

// Fills `into` (size bytes, the text without its closing NUL) with the file `name`;
// false when it cannot be had. Set by the platform (src/platform/web/fetch_data_web.cpp).
using Fetch = bool (*)(const char* name, unsigned char* into, unsigned size);
void set_fetch(Fetch fetch);

// True when the embedded text at `data` (`size` bytes with its closing NUL) is in place,
// fetching it as `name` first if it was left out. A text left out begins with a NUL.
bool ensure(const char* name, unsigned char* data, unsigned size);

}  // namespace sudoku::data
