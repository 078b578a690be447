// Share links: parse_share_fragment (and daily_seed) on arbitrary bytes. What parses
// must build a fragment that parses back to the same link; errors must say something.
#include "core/game/share.h"
#include "fuzz_util.h"

using namespace sudoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = fuzz::text_of(data, size);
    ShareParse r = parse_share_fragment(text);
    if (!r.ok) {
        FUZZ_CHECK(!r.error.empty());
    } else if (r.link.has_puzzle) {
        FUZZ_CHECK(find_conflicts(r.link.puzzle).empty());
        ShareParse back = parse_share_fragment(share_fragment(r.link.puzzle));
        FUZZ_CHECK(back.ok && back.link.has_puzzle && back.link.puzzle == r.link.puzzle);
    } else {
        FUZZ_CHECK(validate_link_level(r.link.level).empty());
        ShareParse back = parse_share_fragment(share_fragment(r.link.seed, r.link.level));
        FUZZ_CHECK(back.ok && !back.link.has_puzzle && back.link.seed == r.link.seed && back.link.level == r.link.level);
    }
    DailySeed d = daily_seed(text);
    FUZZ_CHECK(d.ok ? d.seed >= 10101 && d.seed <= 99991231 : !d.error.empty());
    return 0;
}
