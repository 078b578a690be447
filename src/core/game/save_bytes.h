// The bytes under a saved game's text (game_save.cpp has the format): little-endian
// integers and LEB128 varints written and read with bounds, cells as nibbles or bytes,
// a CRC-32 and base64url without padding.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "core/game/game.h"  // CellValues

namespace sudoku::save {

std::uint32_t crc32(const std::string& s);
std::string b64_encode(const std::string& in);
// Decodes base64url into out; `offset` is where `in` starts in the text, for messages.
// An error, or empty.
std::string b64_decode(std::string_view in, std::size_t offset, std::string& out);
// A byte as a message shows it: 'x', or byte 0x1F.
std::string show_char(unsigned char ch);

struct Writer {
    std::string out;
    void u8(unsigned v) { out += char(v & 0xFF); }
    void u16(unsigned v) { u8(v); u8(v >> 8); }
    void varint(std::uint64_t v) {
        for (; v >= 0x80; v >>= 7) u8(unsigned(v & 0x7F) | 0x80);
        u8(unsigned(v));
    }
    void nibbles(const CellValues& g) {
        for (int c = 0; c < kCells; c += 2) u8(g[c] | (c + 1 < kCells ? g[c + 1] << 4 : 0));
    }
    // Version 3: the geometry's cells, or the classic's nibbles.
    void values(const CellValues& g, const Geometry& geo) {
        if (geo.is_classic9()) return nibbles(g);
        for (int c = 0; c < geo.cells(); ++c) u8(g[c]);
    }
};

struct Reader {
    std::string_view in;
    std::size_t at = 0;
    std::string error;

    bool fail(std::string e) {
        if (error.empty()) error = std::move(e);
        return false;
    }
    bool u8(unsigned& v) {
        if (at >= in.size()) return fail("truncated");
        v = (unsigned char)in[at++];
        return true;
    }
    bool u16(unsigned& v) {
        unsigned lo = 0, hi = 0;
        if (!u8(lo) || !u8(hi)) return false;
        v = lo | hi << 8;
        return true;
    }
    bool varint(std::uint64_t& v, std::uint64_t max, const char* what) {
        v = 0;
        for (int shift = 0;; shift += 7) {
            unsigned b = 0;
            if (!u8(b)) return false;
            if (shift == 63 && b > 1) return fail(std::string(what) + " overflows");
            v |= std::uint64_t(b & 0x7F) << shift;
            if (!(b & 0x80)) break;
            if (shift == 63) return fail(std::string(what) + " overflows");
        }
        if (v > max) return fail(std::string(what) + " " + std::to_string(v) + " above " + std::to_string(max));
        return true;
    }
    bool values(CellValues& g, const Geometry& geo, const char* what) {
        if (geo.is_classic9()) return nibbles(g, what);
        for (int c = 0; c < geo.cells(); ++c) {
            unsigned b = 0;
            if (!u8(b)) return false;
            if (b > unsigned(geo.size())) return fail(std::string(what) + ": value " + std::to_string(b) + " in " + geo.cell_name(c));
            g[c] = std::uint8_t(b);
        }
        return true;
    }
    bool nibbles(CellValues& g, const char* what) {
        for (int c = 0; c < kCells; c += 2) {
            unsigned b = 0;
            if (!u8(b)) return false;
            unsigned lo = b & 15, hi = b >> 4;
            if (lo > 9) return fail(std::string(what) + ": value " + std::to_string(lo) + " in " + cell_name(c));
            if (c + 1 == kCells ? hi != 0 : hi > 9)
                return fail(std::string(what) + ": value " + std::to_string(hi) + " in " + cell_name(c + 1));
            g[c] = std::uint8_t(lo);
            if (c + 1 < kCells) g[c + 1] = std::uint8_t(hi);
        }
        return true;
    }
};

}  // namespace sudoku::save
