// The bytes under a saved game's text: CRC-32 and base64url (save_bytes.h).
#include "core/game/save_bytes.h"

#include <cstdio>

#include "core/text/base64url.h"

namespace sudoku::save {

std::uint32_t crc32(const std::string& s) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (unsigned char ch : s) {
        c ^= ch;
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

std::string b64_encode(const std::string& in) {
    std::string out;
    std::size_t i = 0;
    for (; i + 2 < in.size(); i += 3) {
        unsigned v = unsigned((unsigned char)in[i]) << 16 | unsigned((unsigned char)in[i + 1]) << 8 |
                     (unsigned char)in[i + 2];
        for (int k = 18; k >= 0; k -= 6) out += text::kBase64Url[(v >> k) & 63];
    }
    std::size_t rest = in.size() - i;
    if (rest) {
        unsigned v = unsigned((unsigned char)in[i]) << 16 | (rest == 2 ? unsigned((unsigned char)in[i + 1]) << 8 : 0u);
        out += text::kBase64Url[v >> 18];
        out += text::kBase64Url[(v >> 12) & 63];
        if (rest == 2) out += text::kBase64Url[(v >> 6) & 63];
    }
    return out;
}


std::string show_char(unsigned char ch) {
    char buf[16];
    if (ch >= 32 && ch < 127) std::snprintf(buf, sizeof buf, "'%c'", ch);
    else std::snprintf(buf, sizeof buf, "byte 0x%02X", ch);
    return buf;
}

std::string b64_decode(std::string_view in, std::size_t offset, std::string& out) {
    if (in.size() % 4 == 1) return "truncated";
    unsigned acc = 0;
    int bits = 0;
    for (std::size_t i = 0; i < in.size(); ++i) {
        int v = text::base64url_value(in[i]);
        if (v < 0)
            return "bad character " + show_char((unsigned char)in[i]) + " at position " + std::to_string(offset + i + 1);
        acc = (acc << 6) | unsigned(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += char((acc >> bits) & 0xFF);
        }
    }
    if (acc & ((1u << bits) - 1)) return "damaged ending";  // leftover bits must be zero
    return {};
}

}  // namespace sudoku::save
