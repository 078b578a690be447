// main() for the doctest binaries ctest runs one test case at a time (doctest_discover_tests):
// a run whose filters match no test case fails, so a name that ctest split (at a ';') or a
// stale name cannot pass without running anything.
#pragma once
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

namespace doctest_main {

inline bool& matched_none() {
    static bool none = false;
    return none;
}

struct EmptyRunListener : doctest::IReporter {
    explicit EmptyRunListener(const doctest::ContextOptions&) {}
    void test_run_end(const doctest::TestRunStats& s) override { matched_none() = s.numTestCasesPassingFilters == 0; }
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}
};
REGISTER_LISTENER("empty-run", 1, EmptyRunListener);

}  // namespace doctest_main

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    const int status = context.run();
    if (context.shouldExit() || !doctest_main::matched_none()) return status;
    std::fprintf(stderr, "FAILED: no test case matches the filters:");
    for (int i = 1; i < argc; ++i) std::fprintf(stderr, " %s", argv[i]);
    std::fprintf(stderr, "\n");
    return status ? status : 1;
}
