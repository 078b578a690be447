// Tests over ../shared/data/puzzles (or $SUDOKU_DATA). Where that folder is absent the
// whole binary is skipped (exit 77, which ctest reports as "Skipped") with a message
// saying why; scripts/test.sh counts it as skipped and prints the message. With CI set
// (a CI run must test them), their absence fails instead.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "data_sets.h"

int main(int argc, char** argv) {
    // Listing the cases (ctest's discovery at build time) needs no data.
    bool listing = false;
    for (int i = 1; i < argc; ++i) listing = listing || std::string(argv[i]).rfind("--list-test", 0) == 0;
    if (!listing && !std::filesystem::is_directory(data_dir())) {
        const char* ci = std::getenv("CI");
        const bool must = ci && *ci;
        std::printf("%s: shared puzzle data not found at %s (clone with ../shared beside the project)\n",
                    must ? "FAILED (CI is set)" : "SKIPPED", data_dir().c_str());
        return must ? 1 : 77;
    }
    doctest::Context ctx(argc, argv);
    return ctx.run();
}
