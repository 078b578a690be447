// TODO(stub): finders not written yet; they find nothing.
#include "logic_internal.h"

namespace sudoku::logic {

bool find_contradiction_chain(const Context&, Step&) { return false; }
bool find_cell_forcing_chain(const Context&, Step&) { return false; }
bool find_unit_forcing_chain(const Context&, Step&) { return false; }
bool find_dynamic_forcing_chain(const Context&, Step&) { return false; }
bool find_nested_forcing_chain(const Context&, Step&) { return false; }

}  // namespace sudoku::logic

namespace sudoku {
std::optional<Step> explain_contradiction(const CandidateGrid&, Candidate) { return std::nullopt; }
}  // namespace sudoku
