// The URL-safe base64 alphabet (RFC 4648 section 5), shared by the saved game's bytes, the
// puzzle bank's dense form and the lz-string links (which accept it beside their own).
#pragma once

namespace sudoku::text {

inline constexpr char kBase64Url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// A character's value 0-63, or -1 when it is not in the alphabet.
inline int base64url_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

}  // namespace sudoku::text
