// Shared by generator*.cpp.
#pragma once
#include "core/generate/generator.h"
#include "core/grid/random.h"

namespace sudoku {

// A random full grid by shuffled backtracking (restarts on the rare slow start).
Grid random_full_grid(Rng& rng);

}  // namespace sudoku
