// Tests over ../shared/data/puzzles. Where that folder is absent the whole binary is
// skipped (exit 77, which ctest reports as "Skipped") with a message saying why.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>

int main(int argc, char** argv) {
    if (!std::filesystem::is_directory(SUDOKU_SHARED_DATA)) {
        std::printf("SKIPPED: shared puzzle data not found at %s (clone with ../shared beside the project)\n",
                    SUDOKU_SHARED_DATA);
        return 77;
    }
    doctest::Context ctx(argc, argv);
    return ctx.run();
}
