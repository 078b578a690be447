// TODO(stub): finders not written yet; they find nothing.
#include "logic_internal.h"

namespace sudoku::logic {

bool find_skyscraper(const Context&, Step&) { return false; }
bool find_two_string_kite(const Context&, Step&) { return false; }
bool find_turbot_fish(const Context&, Step&) { return false; }
bool find_empty_rectangle(const Context&, Step&) { return false; }

}  // namespace sudoku::logic
