// A hint's Step and the position it was found on, as JSON: what crosses between the page's
// board and the engine's worker (engine_task.h). Round trips exactly.
#pragma once
#include <optional>
#include <string>

#include "core/logic/logic.h"
#include "core/text/json.h"

namespace sudoku::engine {

std::string step_json(const Step& s);
// False (and `out` unchanged) when v is not a step as step_json writes it.
bool step_from_json(const json::Value& v, Step& out);

// {"grid":"<the JSON line of the geometry, the filled cells as givens>","cand":[...]}
// members, to put into a request object.
std::string grid_members(const CandidateGrid& g);
// The position back from a request holding grid_members; an error, or empty.
std::string grid_from_json(const json::Value& request, CandidateGrid& out);

}  // namespace sudoku::engine
