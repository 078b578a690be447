// lz-string's base64 form; see lz_base64.h.
#include "core/text/lz_base64.h"

#include <map>
#include <set>
#include <vector>

namespace sudoku::text {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

int alphabet_index(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+' || c == ' ' || c == '-') return 62;  // a '+' a URL turned into a space; '-' the URL-safe form
    if (c == '/' || c == '_') return 63;
    if (c == '=') return 64;
    return -1;
}

std::u16string utf16_of(std::string_view s) {
    std::u16string out;
    for (std::size_t i = 0; i < s.size();) {
        unsigned c = static_cast<unsigned char>(s[i]);
        unsigned cp = c;
        int more = 0;
        if (c >= 0xF0) cp = c & 7, more = 3;
        else if (c >= 0xE0) cp = c & 15, more = 2;
        else if (c >= 0xC0) cp = c & 31, more = 1;
        ++i;
        for (; more > 0 && i < s.size(); --more, ++i) cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 63);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(char16_t(0xD800 + (cp >> 10)));
            out.push_back(char16_t(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(char16_t(cp));
        }
    }
    return out;
}

std::string utf8_of(const std::u16string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        unsigned cp = s[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] < 0xE000)
            cp = 0x10000 + ((cp - 0xD800) << 10) + (s[++i] - 0xDC00);
        if (cp < 0x80) out.push_back(char(cp));
        else if (cp < 0x800) out.push_back(char(0xC0 | (cp >> 6))), out.push_back(char(0x80 | (cp & 63)));
        else if (cp < 0x10000)
            out.push_back(char(0xE0 | (cp >> 12))), out.push_back(char(0x80 | ((cp >> 6) & 63))), out.push_back(char(0x80 | (cp & 63)));
        else
            out.push_back(char(0xF0 | (cp >> 18))), out.push_back(char(0x80 | ((cp >> 12) & 63))),
                out.push_back(char(0x80 | ((cp >> 6) & 63))), out.push_back(char(0x80 | (cp & 63)));
    }
    return out;
}

// Reads codes bit by bit from the base64 characters, each character's highest bit first.
struct BitReader {
    std::string_view data;
    std::size_t next = 0;
    int value = 0, mask = 0;
    bool bad = false;
    int bit() {
        if (!mask) {
            if (next >= data.size()) {
                bad = true;
                return 0;
            }
            value = alphabet_index(data[next++]);
            if (value < 0) bad = true, value = 0;
            mask = 32;
        }
        const int b = (value & mask) ? 1 : 0;
        mask >>= 1;
        return b;
    }
    unsigned read(int bits) {  // low bit first
        unsigned v = 0;
        for (int i = 0; i < bits; ++i) v |= unsigned(bit()) << i;
        return v;
    }
};

// Writes codes low bit first, six bits a character.
struct BitWriter {
    std::string out;
    int value = 0, count = 0;
    void bit(int b) {
        value = (value << 1) | b;
        if (++count == 6) out.push_back(kAlphabet[value]), value = 0, count = 0;
    }
    void write(unsigned v, int bits) {
        for (int i = 0; i < bits; ++i) bit(int((v >> i) & 1));
    }
};

}  // namespace

std::optional<std::string> lz_decompress_base64(std::string_view data) {
    BitReader in{data};
    std::vector<std::u16string> dict(3);  // codes 0, 1, 2 are the stream's marks
    int width = 3, grow = 4;
    auto literal = [&](unsigned kind) -> std::optional<std::u16string> {
        if (kind > 1) return std::nullopt;
        return std::u16string(1, char16_t(in.read(kind ? 16 : 8)));
    };
    const unsigned first = in.read(2);
    if (first == 2) return std::string();
    auto w = literal(first);
    if (!w || in.bad) return std::nullopt;
    dict.push_back(*w);
    std::u16string result = *w;
    for (;;) {
        unsigned code = in.read(width);
        if (in.bad) return std::nullopt;
        if (code == 2) return utf8_of(result);
        if (code < 2) {
            auto unit = literal(code);
            dict.push_back(*unit);
            code = unsigned(dict.size() - 1);
            if (--grow == 0) grow = 1 << width, ++width;
        }
        std::u16string entry;
        if (code < dict.size()) entry = dict[code];
        else if (code == dict.size()) entry = *w + (*w)[0];
        else return std::nullopt;
        result += entry;
        dict.push_back(*w + entry[0]);
        w = entry;
        if (--grow == 0) grow = 1 << width, ++width;
        if (result.size() > (std::size_t(1) << 24)) return std::nullopt;  // no puzzle is that long
    }
}

std::string lz_compress_base64(std::string_view utf8) {
    const std::u16string text = utf16_of(utf8);
    std::map<std::u16string, unsigned> dict;
    std::set<std::u16string> fresh;  // single units not written yet
    BitWriter out;
    unsigned size = 3;
    int width = 2, grow = 2;
    auto shrink = [&] {
        if (--grow == 0) grow = 1 << width, ++width;
    };
    auto emit = [&](const std::u16string& w) {
        if (fresh.count(w)) {
            const unsigned unit = w[0];
            if (unit < 256) out.write(0, width), out.write(unit, 8);
            else out.write(1, width), out.write(unit, 16);
            shrink();
            fresh.erase(w);
        } else {
            out.write(dict[w], width);
        }
        shrink();
    };
    std::u16string w;
    for (char16_t c : text) {
        const std::u16string cs(1, c);
        if (!dict.count(cs)) dict[cs] = size++, fresh.insert(cs);
        std::u16string wc = w + c;
        if (dict.count(wc)) {
            w = std::move(wc);
            continue;
        }
        emit(w);
        dict[wc] = size++;
        w = cs;
    }
    if (!w.empty()) emit(w);
    out.write(2, width);
    do out.bit(0);  // as the format does: pad to a whole character, a whole one when aligned
    while (out.count);
    while (out.out.size() % 4) out.out.push_back('=');
    return out.out;
}

}  // namespace sudoku::text
