// Stored statistics: Stats::load on arbitrary bytes. What loads must save to text that
// loads back to the same statistics; a refusal must say where and leave the target alone.
#include "core/game/stats.h"
#include "fuzz_util.h"

using namespace sudoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = fuzz::text_of(data, size);
    Stats s;
    s.record_win(Level::Easy, 1234, true);
    const Stats before = s;
    std::string err = Stats::load(s, text);
    if (!err.empty()) {
        FUZZ_CHECK(err.rfind("line ", 0) == 0);
        FUZZ_CHECK(s == before);
        return 0;
    }
    Stats back;
    FUZZ_CHECK(Stats::load(back, s.save()).empty());
    FUZZ_CHECK(back == s);
    // Recording on top of any loaded statistics keeps them loadable.
    s.record_win(Level::Hard, 1, false);
    s.record_loss(Level::Hard);
    FUZZ_CHECK(Stats::load(back, s.save()).empty());
    return 0;
}
