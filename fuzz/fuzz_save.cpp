// Save games: Game::load on arbitrary bytes, then save -> load of whatever loaded.
// Random bytes almost never pass the CRC-32, so inputs starting with byte 0x01 are
// wrapped as a save would be (body + CRC, base64url, "SDK2:") to reach the decoder;
// byte 0x02 wraps as a version 1 save ("SDK1:", before colours and savepoints).
#include <string>

#include "core/game/game.h"
#include "fuzz_util.h"

using namespace sudoku;

namespace {

std::uint32_t crc32(std::string_view s) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (unsigned char ch : s) {
        c ^= ch;
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

std::string wrap(std::string_view body, const char* prefix) {
    std::string b(body);
    std::uint32_t crc = crc32(body);
    for (int k = 0; k < 4; ++k) b += char(crc >> (8 * k));
    static const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out = prefix;
    unsigned acc = 0;
    int bits = 0;
    for (unsigned char ch : b) {
        acc = (acc << 8) | ch;
        bits += 8;
        while (bits >= 6) out += kB64[(acc >> (bits -= 6)) & 63];
    }
    if (bits) out += kB64[(acc << (6 - bits)) & 63];
    return out;
}

void check_same(const Game& a, const Game& b) {
    FUZZ_CHECK(a.givens() == b.givens() && a.solution() == b.solution() && a.board() == b.board());
    FUZZ_CHECK(a.savepoint_count() == b.savepoint_count());
    FUZZ_CHECK(a.history_size() == b.history_size() && a.history_position() == b.history_position());
    for (std::size_t i = 0; i < a.history_size(); ++i) FUZZ_CHECK(a.history_move(i) == b.history_move(i));
    FUZZ_CHECK(a.options() == b.options() && a.paused() == b.paused());
    FUZZ_CHECK(a.mistakes() == b.mistakes() && a.hints_used() == b.hints_used() && a.elapsed_ms() == b.elapsed_ms());
    FUZZ_CHECK(a.info().level == b.info().level && a.info().seed == b.info().seed);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view raw = fuzz::text_of(data, size);
    std::string text = size && data[0] == 1   ? wrap(raw.substr(1), "SDK2:")
                       : size && data[0] == 2 ? wrap(raw.substr(1), "SDK1:")
                                              : std::string(raw);
    Game g;
    const std::string before = g.save();
    std::string e = Game::load(g, text);
    if (!e.empty()) {
        FUZZ_CHECK(g.save() == before);  // untouched on error
        return 0;
    }
    FUZZ_CHECK(is_solution_of(g.solution(), g.givens()));
    for (int c = 0; c < kCells; ++c) FUZZ_CHECK(!(g.is_given(c) && g.board().entries[c]));
    std::string saved = g.save();
    Game back;
    FUZZ_CHECK(Game::load(back, saved).empty());
    check_same(g, back);
    FUZZ_CHECK(back.save() == saved);
    // The loaded history replays: undo to the start, redo back to where it was.
    if (g.running()) {
        Game h = g;
        while (h.undo()) {}
        FUZZ_CHECK(h.history_position() == 0);
        while (h.history_position() < g.history_position() && h.redo()) {}
        FUZZ_CHECK(h.history_position() == g.history_position() && h.board() == g.board());
    }
    return 0;
}
