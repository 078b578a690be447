// The steps nested forcing chains take inside an assumption, remembered by position. Each
// level's techniques extend the level below's (a prefix), and an assumption at level L + 1
// goes through the positions it went through at level L (it takes the same steps while
// those techniques find one): a position met again is answered from memory, or only the
// techniques past those tried there are tried (measured: most inner searches of the forum's
// hardest puzzles were repeats). The answer is what find_first_step gives.
#pragma once
#include <optional>
#include <vector>

#include "core/logic/logic.h"

namespace sudoku::logic {

// lists[0 .. level]: the techniques of each level, each list a prefix of the next. The step
// holds technique, cells, houses, placements and eliminations only (all the chains read).
// `remember` false: a plain find_first_step (where its answer may depend on more than the
// position, e.g. a search's memo at the outer engine's depth).
std::optional<Step> first_inner_step(const CandidateGrid& h, const std::vector<Technique>* lists, int level,
                                     bool remember);

}  // namespace sudoku::logic
