// Shared by the 9x9 classic generator's files (classic_generator.cpp, generator_*.cpp).
#pragma once
#include "core/generate/classic_generator.h"
#include "core/grid/random.h"

namespace sudoku {

// A random full grid by shuffled backtracking (restarts on the rare slow start).
Grid random_full_grid(Rng& rng);

}  // namespace sudoku
