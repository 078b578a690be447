// Shared by generator*.cpp.
#pragma once
#include "generator.h"
#include "random.h"

namespace sudoku {

// A random full grid by shuffled backtracking (restarts on the rare slow start).
Grid random_full_grid(Rng& rng);

}  // namespace sudoku
