// TODO(stub): finders not written yet; they find nothing.
#include "logic_internal.h"

namespace sudoku::logic {

bool find_sue_de_coq(const Context&, Step&) { return false; }
bool find_als_xz(const Context&, Step&) { return false; }
bool find_als_xy_wing(const Context&, Step&) { return false; }

}  // namespace sudoku::logic
