// lz-string's base64 form; see lz_base64.h.
#include "core/text/lz_base64.h"

#include <cstdint>
#include <map>
#include <vector>

#include "core/text/base64url.h"

namespace sudoku::text {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

int alphabet_index(char c) {
    if (int v = base64url_value(c); v >= 0) return v;  // the URL-safe form too
    if (c == '+' || c == ' ') return 62;  // a '+' a URL turned into a space
    if (c == '/') return 63;
    if (c == '=') return 64;
    return -1;
}

// Text as UTF-16 code units (what the format counts), and back; plain vectors keep the web
// build small (no char16_t strings or maps of them).
using Units = std::vector<std::uint16_t>;

Units utf16_of(std::string_view s) {
    Units out;
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
            out.push_back(std::uint16_t(0xD800 + (cp >> 10)));
            out.push_back(std::uint16_t(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(std::uint16_t(cp));
        }
    }
    return out;
}

std::string utf8_of(const Units& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        unsigned cp = s[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] < 0xE000)
            cp = 0x10000 + ((cp - 0xD800) << 10) + (s[++i] - 0xDC00u);
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
    // Each code's text is its prefix's text and one unit (codes 0, 1, 2 are the stream's marks).
    std::vector<int> prefix(3, -1);
    Units last(3, 0), first(3, 0);
    Units result, scratch;
    auto add = [&](int pre, std::uint16_t unit) {
        prefix.push_back(pre);
        last.push_back(unit);
        first.push_back(pre < 0 ? unit : first[std::size_t(pre)]);
    };
    auto append = [&](int code) {  // the code's text, written after result
        scratch.clear();
        for (int c = code; c >= 0; c = prefix[std::size_t(c)]) scratch.push_back(last[std::size_t(c)]);
        result.insert(result.end(), scratch.rbegin(), scratch.rend());
    };
    int width = 3, grow = 4;
    const unsigned kind = in.read(2);
    if (kind == 2) return std::string();
    if (kind > 1) return std::nullopt;
    add(-1, std::uint16_t(in.read(kind ? 16 : 8)));
    if (in.bad) return std::nullopt;
    int w = 3;
    append(w);
    for (;;) {
        unsigned code = in.read(width);
        if (in.bad) return std::nullopt;
        if (code == 2) return utf8_of(result);
        if (code < 2) {
            add(-1, std::uint16_t(in.read(code ? 16 : 8)));
            code = unsigned(prefix.size() - 1);
            if (--grow == 0) grow = 1 << width, ++width;
        }
        const std::size_t size = prefix.size();
        if (code > size) return std::nullopt;
        // The code made by this very step: w and w's first unit.
        const std::uint16_t head = code < size ? first[code] : first[std::size_t(w)];
        add(w, head);
        append(int(code));
        w = int(code);
        if (--grow == 0) grow = 1 << width, ++width;
        if (result.size() > (std::size_t(1) << 24)) return std::nullopt;  // no puzzle is that long
    }
}

std::string lz_compress_base64(std::string_view utf8) {
    const Units text = utf16_of(utf8);
    // The dictionary as a trie: (code of the text so far, next unit) -> code; single units
    // under prefix 0 (a mark, never a text).
    std::map<std::uint64_t, unsigned> dict;
    auto key = [](unsigned pre, unsigned unit) { return (std::uint64_t(pre) << 16) | unit; };
    std::vector<std::uint8_t> fresh(65536, 0);  // single units not written yet
    BitWriter out;
    unsigned size = 3;
    int width = 2, grow = 2;
    auto shrink = [&] {
        if (--grow == 0) grow = 1 << width, ++width;
    };
    bool have = false, single = false;
    unsigned w = 0, w_unit = 0;
    auto emit = [&] {
        if (single && fresh[w_unit]) {
            if (w_unit < 256) out.write(0, width), out.write(w_unit, 8);
            else out.write(1, width), out.write(w_unit, 16);
            shrink();
            fresh[w_unit] = 0;
        } else {
            out.write(w, width);
        }
        shrink();
    };
    for (std::uint16_t c : text) {
        auto one = dict.find(key(0, c));
        if (one == dict.end()) {
            one = dict.emplace(key(0, c), size++).first;
            fresh[c] = 1;
        }
        if (!have) {
            have = single = true, w = one->second, w_unit = c;
            continue;
        }
        if (auto longer = dict.find(key(w, c)); longer != dict.end()) {
            w = longer->second, single = false;
            continue;
        }
        emit();
        dict.emplace(key(w, c), size++);
        w = one->second, single = true, w_unit = c;
    }
    if (have) emit();
    out.write(2, width);
    do out.bit(0);  // as the format does: pad to a whole character, a whole one when aligned
    while (out.count);
    while (out.out.size() % 4) out.out.push_back('=');
    return out.out;
}

}  // namespace sudoku::text
