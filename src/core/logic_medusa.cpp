// TODO(stub): finders not written yet; they find nothing.
#include "logic_internal.h"

namespace sudoku::logic {

bool find_medusa_3d(const Context&, Step&) { return false; }

}  // namespace sudoku::logic
