// Save/load: "SDK2:" + base64url(body + CRC-32 of body, little-endian), no padding.
// Body (version 1, "SDK1:"), integers as LEB128 varints unless sized:
//   givens bitmap (11 bytes, bit i = cell i given), solution (41 bytes, a 4-bit digit
//   per cell, low nibble first), flags (u8: 0-1 mistake mode, 2 auto-remove marks,
//   3 paused, 4 has seed), mistake limit, mistakes, hints, elapsed ms, [seed],
//   level (length + bytes), base board (entries as 41 nibble bytes; count of marked
//   cells, then per cell: u8 cell, u16 corner, u16 centre), move count, position, moves.
// Version 2 adds colours to every saved board (after its marks: count of coloured cells,
// then u8 cell, u8 colour each; count of coloured candidates, then u8 cell, u8 digit,
// u8 colour each), the base entry's savepoints after the base board (count, then from the
// oldest: elapsed ms and a board each), and the moves of colours, savepoints and singles.
// Version 1 saves still load (no colours, no savepoints).
// Version 3 ("SDK3:", any geometry other than the 9x9 classic, which keeps writing version 2):
// the body opens with the puzzle's JSON line (length + bytes; givens and solution in it)
// instead of the givens bitmap and the solution; entries take a byte per cell (digits to 16)
// and candidate colours' digits go to n; the rest is version 2's.
// The history is saved as moves from the base board and replayed on load (the boards
// would be ~1 KB each); hand-written because the core stays std-only.
#include <cstdio>

#include "core/game/game.h"
#include "core/game/save_bytes.h"
#include "core/grid/puzzle_json.h"

namespace sudoku {

namespace {

constexpr int kVersion = 2;
constexpr std::string_view kPrefix = "SDK2:";
constexpr std::string_view kPrefixV1 = "SDK1:";
constexpr std::string_view kPrefixV3 = "SDK3:";
constexpr std::uint64_t kMaxJson = 16384;  // a 16x16 killer's JSON line is about 4 KB
constexpr int kMoveKindsV1 = 8;  // version 1 knew the kinds up to Restart
constexpr std::uint64_t kMaxCount = 1000000;            // mistakes, hints
constexpr std::uint64_t kMaxElapsedMs = 1000000000000;  // about 31 years

using save::b64_decode;
using save::b64_encode;
using save::crc32;
using save::Reader;
using save::show_char;
using save::Writer;

void write_cells(Writer& w, const std::vector<std::uint8_t>& cells) {
    w.u8(unsigned(cells.size()));
    for (auto c : cells) w.u8(c);
}

void write_pairs(Writer& w, const std::vector<CellDigit>& v) {
    w.varint(v.size());
    for (auto& p : v) { w.u8(p.cell); w.u8(p.digit); }
}

void write_move(Writer& w, const Move& m) {
    w.u8(unsigned(m.kind) | unsigned(m.marks) << 4 | unsigned(m.clear_peers) << 5);
    switch (m.kind) {
    case MoveKind::SetDigit:
    case MoveKind::ToggleMark: w.u8(m.digit); write_cells(w, m.cells); break;
    case MoveKind::Erase: write_cells(w, m.cells); break;
    case MoveKind::SetMarks: w.u16(m.mask); write_cells(w, m.cells); break;
    case MoveKind::ApplyHint: write_pairs(w, m.placements); write_pairs(w, m.eliminations); break;
    case MoveKind::SetColour: w.u8(m.digit); w.u8(m.colour); write_cells(w, m.cells); break;
    case MoveKind::MarkSavepoint: w.varint(m.time_ms); break;
    default: break;
    }
}

void write_board(Writer& w, const Geometry& geo, const Board& b) {
    const int n_cells = geo.cells();
    w.values(b.entries, geo);
    int marked = 0;
    for (int c = 0; c < n_cells; ++c) marked += (b.corner[c] | b.centre[c]) != 0;
    w.varint(unsigned(marked));
    for (int c = 0; c < n_cells; ++c)
        if (b.corner[c] | b.centre[c]) { w.u8(unsigned(c)); w.u16(b.corner[c]); w.u16(b.centre[c]); }
    int cells = 0, candidates = 0;
    for (int c = 0; c < n_cells; ++c) {
        cells += b.cell_colour[c] != 0;
        for (auto k : b.candidate_colour[c]) candidates += k != 0;
    }
    w.varint(unsigned(cells));
    for (int c = 0; c < n_cells; ++c)
        if (b.cell_colour[c]) { w.u8(unsigned(c)); w.u8(b.cell_colour[c]); }
    w.varint(unsigned(candidates));
    for (int c = 0; c < n_cells; ++c)
        for (int d = 1; d <= geo.size(); ++d)
            if (b.candidate_colour[c][d - 1]) { w.u8(unsigned(c)); w.u8(unsigned(d)); w.u8(b.candidate_colour[c][d - 1]); }
}

bool read_cells(Reader& r, std::vector<std::uint8_t>& cells) {
    unsigned n = 0;
    if (!r.u8(n)) return false;
    // A u8 count: 1-255 (a move on all 256 cells of a 16x16 is split by the writer's caller).
    if (n == 0) return r.fail("cell count " + std::to_string(n) + " out of range 1-81");
    cells.resize(n);
    for (auto& c : cells) {
        unsigned v = 0;
        if (!r.u8(v)) return false;
        c = std::uint8_t(v);
    }
    return true;
}

bool read_pairs(Reader& r, std::vector<CellDigit>& v) {
    std::uint64_t n = 0;
    if (!r.varint(n, kMaxCells * kMaxSize, "pair count")) return false;
    v.resize(n);
    for (auto& p : v) {
        unsigned c = 0, d = 0;
        if (!r.u8(c) || !r.u8(d)) return false;
        p = {std::uint8_t(c), std::uint8_t(d)};
    }
    return true;
}

bool read_move(Reader& r, Move& m, int version) {
    unsigned head = 0, v = 0;
    if (!r.u8(head)) return false;
    if ((head & 15) >= unsigned(version == 1 ? kMoveKindsV1 : kMoveKinds) || (head >> 6))
        return r.fail("unknown move code " + std::to_string(head));
    m.kind = MoveKind(head & 15);
    m.marks = MarkKind((head >> 4) & 1);
    m.clear_peers = (head >> 5) & 1;
    switch (m.kind) {
    case MoveKind::SetDigit:
    case MoveKind::ToggleMark:
        if (!r.u8(v)) return false;
        m.digit = std::uint8_t(v);
        return read_cells(r, m.cells);
    case MoveKind::Erase: return read_cells(r, m.cells);
    case MoveKind::SetMarks:
        if (!r.u16(v)) return false;
        m.mask = Mask(v);
        return read_cells(r, m.cells);
    case MoveKind::ApplyHint: return read_pairs(r, m.placements) && read_pairs(r, m.eliminations);
    case MoveKind::SetColour: {
        unsigned colour = 0;
        if (!r.u8(v) || !r.u8(colour)) return false;
        m.digit = std::uint8_t(v);
        m.colour = std::uint8_t(colour);
        return read_cells(r, m.cells);
    }
    case MoveKind::MarkSavepoint: return r.varint(m.time_ms, kMaxElapsedMs, "savepoint time");
    default: return true;
    }
}

// A board as write_board wrote it; `version` 1 has no colours.
bool read_board(Reader& r, const Geometry& geo, const CellValues& givens, int version, Board& b) {
    const int kCells = geo.cells();  // shadows the classic's 81: this board's cells
    const unsigned kAllDigits = geo.all_digits();
    auto cell_name = [&](int c) { return geo.cell_name(c); };
    if (!r.values(b.entries, geo, "entries")) return false;
    for (int c = 0; c < kCells; ++c)
        if (givens[c] && b.entries[c]) return r.fail("entry on given cell " + cell_name(c));
    std::uint64_t marked = 0;
    if (!r.varint(marked, kCells, "marked cell count")) return false;
    int last = -1;
    for (std::uint64_t i = 0; i < marked; ++i) {
        unsigned c = 0, corner = 0, centre = 0;
        if (!r.u8(c) || !r.u16(corner) || !r.u16(centre)) return false;
        if (int(c) <= last || c >= unsigned(kCells)) return r.fail("marks: cell " + std::to_string(c) + " out of order or range");
        if ((corner | centre) & ~kAllDigits)
            return r.fail("marks in " + cell_name(int(c)) + " beyond digit " + std::to_string(geo.size()));
        if (givens[c]) return r.fail("marks on given cell " + cell_name(int(c)));
        b.corner[c] = Mask(corner);
        b.centre[c] = Mask(centre);
        last = int(c);
    }
    if (version == 1) return true;
    std::uint64_t cells = 0, candidates = 0;
    if (!r.varint(cells, kCells, "coloured cell count")) return false;
    last = -1;
    for (std::uint64_t i = 0; i < cells; ++i) {
        unsigned c = 0, k = 0;
        if (!r.u8(c) || !r.u8(k)) return false;
        if (int(c) <= last || c >= unsigned(kCells)) return r.fail("colours: cell " + std::to_string(c) + " out of order or range");
        if (k == 0 || k > unsigned(kColours)) return r.fail("colour " + std::to_string(k) + " in " + cell_name(int(c)) + " out of range");
        b.cell_colour[c] = std::uint8_t(k);
        last = int(c);
    }
    const int n = geo.size();
    if (!r.varint(candidates, std::uint64_t(kCells * n), "coloured candidate count")) return false;
    last = -1;
    for (std::uint64_t i = 0; i < candidates; ++i) {
        unsigned c = 0, d = 0, k = 0;
        if (!r.u8(c) || !r.u8(d) || !r.u8(k)) return false;
        if (c >= unsigned(kCells) || d < 1 || int(d) > n || int(c * n + d) <= last)
            return r.fail("candidate colours: " + std::to_string(c) + "/" + std::to_string(d) + " out of order or range");
        if (k == 0 || k > unsigned(kColours)) return r.fail("colour " + std::to_string(k) + " in " + cell_name(int(c)) + " out of range");
        b.candidate_colour[c][d - 1] = std::uint8_t(k);
        last = int(c * n + d);
    }
    return true;
}

}  // namespace

struct GameCodec {
    static std::string save(const Game& g);
    static std::string load(Game& out, std::string_view body, int version);
};

std::string GameCodec::save(const Game& g) {
    Writer w;
    const Geometry& geo = *g.geo_;
    if (geo.is_classic9()) {
        for (int i = 0; i < 11; ++i) {
            unsigned b = 0;
            for (int k = 0; k < 8 && i * 8 + k < kCells; ++k)
                if (g.givens_[i * 8 + k]) b |= 1u << k;
            w.u8(b);
        }
        w.nibbles(g.solution_);
    } else {
        PuzzleText p;
        p.geometry = g.geo_;
        p.givens = g.cell_givens();
        p.solution = g.cell_solution();
        const std::string json = format_puzzle_json(p);
        w.varint(json.size());
        w.out += json;
    }
    const GameOptions& o = g.options_;
    w.u8(unsigned(o.mistake_mode) | unsigned(o.auto_remove_marks) << 2 | unsigned(g.paused_) << 3 |
         unsigned(g.info_.seed.has_value()) << 4);
    w.varint(unsigned(o.mistake_limit));
    w.varint(unsigned(g.mistakes_));
    w.varint(unsigned(g.hints_));
    w.varint(g.elapsed_ms_);
    if (g.info_.seed) w.varint(*g.info_.seed);
    w.varint(g.info_.level.size());
    w.out += g.info_.level;
    write_board(w, geo, g.history_[0].board);
    std::vector<const Savepoint*> below;  // the base entry's savepoints, oldest first
    for (const Savepoint* p = g.history_[0].savepoints.get(); p; p = p->below.get()) below.insert(below.begin(), p);
    w.varint(below.size());
    for (const Savepoint* p : below) {
        w.varint(p->elapsed_ms);
        write_board(w, geo, p->board);
    }
    w.varint(g.history_.size() - 1);
    w.varint(g.pos_);
    for (std::size_t i = 1; i < g.history_.size(); ++i) write_move(w, g.history_[i].move);
    std::uint32_t crc = crc32(w.out);
    for (int k = 0; k < 4; ++k) w.u8(crc >> (8 * k));
    return std::string(geo.is_classic9() ? kPrefix : kPrefixV3) + b64_encode(w.out);
}

std::string GameCodec::load(Game& out, std::string_view body, int version) {
    Reader r{body, 0, {}};
    CellValues givens{}, solution{};
    GeometryPtr geometry = Geometry::classic9();
    if (version == 3) {
        std::uint64_t len = 0;
        if (!r.varint(len, kMaxJson, "puzzle length")) return r.error;
        if (r.in.size() - r.at < len) return "truncated";
        PuzzleTextResult p = parse_puzzle_text(r.in.substr(r.at, len));
        r.at += len;
        if (!p.ok) return "puzzle: " + p.error;
        if (p.puzzle.solution.empty()) return "puzzle: no solution";
        Game check;
        if (auto e = Game::create(check, p.puzzle.geometry, p.puzzle.givens, p.puzzle.solution); !e.empty())
            return "puzzle: " + e;
        geometry = p.puzzle.geometry;
        std::copy(p.puzzle.givens.begin(), p.puzzle.givens.end(), givens.begin());
        std::copy(p.puzzle.solution.begin(), p.puzzle.solution.end(), solution.begin());
    } else {
        for (int i = 0; i < 11; ++i) {
            unsigned b = 0;
            if (!r.u8(b)) return r.error;
            for (int k = 0; k < 8; ++k) {
                int c = i * 8 + k;
                if (!(b >> k & 1)) continue;
                if (c >= kCells) return "givens bitmap has bits beyond cell 81";
                givens[c] = 1;  // a flag until the solution is read
            }
        }
        if (!r.nibbles(solution, "solution")) return r.error;
        for (int c = 0; c < kCells; ++c) {
            if (!solution[c]) return "solution: " + cell_name(c) + " is blank";
            if (givens[c]) givens[c] = solution[c];
        }
        Grid sg;
        std::copy(solution.begin(), solution.begin() + kCells, sg.cells.begin());
        if (!is_solved(sg)) return "solution is not a valid Sudoku grid";
    }
    const Geometry& geo = *geometry;

    unsigned flags = 0;
    std::uint64_t limit = 0, mistakes = 0, hints = 0, elapsed = 0, seed = 0, level_len = 0;
    if (!r.u8(flags)) return r.error;
    if ((flags & 3) > 2 || (flags >> 5)) return "unknown option flags " + std::to_string(flags);
    if (!r.varint(limit, kMaxMistakeLimit, "mistake limit") || !r.varint(mistakes, kMaxCount, "mistakes") ||
        !r.varint(hints, kMaxCount, "hints") || !r.varint(elapsed, kMaxElapsedMs, "elapsed time"))
        return r.error;
    if ((flags >> 4 & 1) && !r.varint(seed, ~std::uint64_t(0), "seed")) return r.error;
    if (!r.varint(level_len, kMaxLevelName, "level name length")) return r.error;
    if (r.in.size() - r.at < level_len) return "truncated";
    std::string level(r.in.substr(r.at, level_len));
    r.at += level_len;
    if (auto e = validate_level_name(level); !e.empty()) return e;

    Board base;
    if (!read_board(r, geo, givens, version, base)) return r.error;
    SavepointStack savepoints;
    if (version >= 2) {
        std::uint64_t count = 0;
        if (!r.varint(count, kMaxSavepoints, "savepoint count")) return r.error;
        for (std::uint64_t i = 0; i < count; ++i) {
            Savepoint p;
            if (!r.varint(p.elapsed_ms, kMaxElapsedMs, "savepoint time") || !read_board(r, geo, givens, version, p.board))
                return "savepoint " + std::to_string(i + 1) + ": " + r.error;
            p.below = savepoints;
            p.depth = int(i) + 1;
            savepoints = std::make_shared<const Savepoint>(std::move(p));
        }
    }

    std::uint64_t moves = 0, pos = 0;
    if (!r.varint(moves, kMaxHistory, "history length") || !r.varint(pos, moves, "history position"))
        return r.error;
    Game g;
    g.geo_ = geometry;
    g.givens_ = givens;
    g.solution_ = solution;
    g.history_[0].board = base;
    g.history_[0].savepoints = savepoints;
    for (std::uint64_t i = 0; i < moves; ++i) {
        Move m;
        if (!read_move(r, m, version)) return "move " + std::to_string(i + 1) + ": " + r.error;
        if (auto e = validate(m, geo); !e.empty()) return "move " + std::to_string(i + 1) + ": " + e;
        Game::Entry next;
        if (auto e = Game::step(g.history_.back(), geo, givens, m, next); !e.empty())
            return "move " + std::to_string(i + 1) + ": " + e;
        const bool savepoint_move = m.kind == MoveKind::MarkSavepoint || m.kind == MoveKind::BackToSavepoint;
        if (!savepoint_move && next.board == g.history_.back().board)
            return "move " + std::to_string(i + 1) + " changes nothing";
        g.history_.push_back(std::move(next));
    }
    if (r.at != r.in.size()) return std::to_string(r.in.size() - r.at) + " unexpected bytes at the end";

    g.pos_ = std::size_t(pos);
    g.options_.mistake_mode = MistakeMode(flags & 3);
    g.options_.auto_remove_marks = flags >> 2 & 1;
    g.options_.mistake_limit = int(limit);
    g.paused_ = flags >> 3 & 1;
    g.mistakes_ = int(mistakes);
    g.hints_ = int(hints);
    g.elapsed_ms_ = elapsed;
    g.info_.level = std::move(level);
    if (flags >> 4 & 1) g.info_.seed = seed;
    out = std::move(g);
    return {};
}

std::string Game::save() const { return GameCodec::save(*this); }

std::string Game::load(Game& out, std::string_view text) {
    auto space = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; };
    std::size_t begin = 0, end = text.size();
    while (begin < end && space(text[begin])) ++begin;
    while (end > begin && space(text[end - 1])) --end;
    std::string_view t = text.substr(begin, end - begin);
    if (t.empty()) return "empty save";
    const int version = t.substr(0, kPrefix.size()) == kPrefix       ? kVersion
                        : t.substr(0, kPrefixV3.size()) == kPrefixV3 ? 3
                        : t.substr(0, kPrefixV1.size()) == kPrefixV1 ? 1
                                                                     : 0;
    if (!version) {
        std::size_t i = 3;
        while (i < t.size() && i < 12 && t[i] >= '0' && t[i] <= '9') ++i;
        if (t.substr(0, 3) == "SDK" && i > 3 && i < t.size() && t[i] == ':')
            return "save format version " + std::string(t.substr(3, i - 3)) +
                   " is not supported (this app reads versions 1 to 3)";
        return "not a Sudoku save (it should start with " + std::string(kPrefix) + ")";
    }
    std::string body;
    if (auto e = b64_decode(t.substr(kPrefix.size()), begin + kPrefix.size(), body); !e.empty())
        return "corrupt save: " + e;
    if (body.size() < 4) return "corrupt save: truncated";
    std::uint32_t stored = 0;
    for (int k = 0; k < 4; ++k) stored |= std::uint32_t((unsigned char)body[body.size() - 4 + k]) << (8 * k);
    body.resize(body.size() - 4);
    if (crc32(body) != stored) return "corrupt save: checksum mismatch (damaged or truncated)";
    if (auto e = GameCodec::load(out, body, version); !e.empty()) return "corrupt save: " + e;
    return {};
}

}  // namespace sudoku
