// Tests over ../shared/data/puzzles (or $SUDOKU_DATA). Where that folder is absent the
// whole binary is skipped (exit 77, which ctest reports as "Skipped") with a message
// saying why; scripts/test.sh counts it as skipped and prints the message.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>

#include "data_sets.h"

int main(int argc, char** argv) {
    if (!std::filesystem::is_directory(data_dir())) {
        std::printf("SKIPPED: shared puzzle data not found at %s (clone with ../shared beside the project)\n",
                    data_dir().c_str());
        return 77;
    }
    doctest::Context ctx(argc, argv);
    return ctx.run();
}
