// `sudoku hint --json` and `--svg` run as a user would: through the built CLI.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "cli_run.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

const std::string kAic = "123..5...45617938278932.15.5.......83....7..92...1.4..9154628738347.1...672....41";

std::string temp_path(const char* what) {
    return std::string(P_tmpdir) + "/sudoku_cli_hint_test_" + std::to_string(getpid()) + "_" + what;
}

int count(const std::string& s, const std::string& what) {
    int n = 0;
    for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("hint --json: one object a line with the sentence and the drawing") {
    const std::string in = temp_path("in.txt");
    std::ofstream(in) << kAic << "\n" << "12x\n" << kAic << "\n";
    CliRun text = run_cli("hint " + in);
    CliRun r = run_cli("hint --json " + in);
    std::remove(in.c_str());
    CHECK(r.status == 1);  // the bad line
    auto out = lines_of(r.out);
    REQUIRE(out.size() == 3);
    auto j = nlohmann::json::parse(out[0]);
    CHECK(j["technique"] == "aic");
    CHECK(j["title"] == "Alternating inference chain");
    // The same sentence as the text answer.
    const std::string sentence = j["text"];
    CHECK(lines_of(text.out)[0].find(sentence) != std::string::npos);
    REQUIRE(j["links"].size() >= 3);
    CHECK(j["links"][0]["kind"] == "strong");
    CHECK(j["links"][1]["kind"] == "weak");
    bool elim = false;
    for (const auto& c : j["candidates"]) elim = elim || c["role"] == "elim";
    CHECK(elim);
    CHECK(nlohmann::json::parse(out[1])["error"] == "invalid: bad character 'x' at position 3");
    CHECK(out[2] == out[0]);
}

TEST_CASE("hint --json --path: every step, then solved") {
    const std::string in = temp_path("path.txt");
    std::ofstream(in) << kAic << "\n";
    CliRun r = run_cli("hint --json --path " + in);
    std::remove(in.c_str());
    CHECK(r.status == 0);
    auto out = lines_of(r.out);
    REQUIRE(out.size() > 5);
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
        auto j = nlohmann::json::parse(out[i]);
        CHECK(j["step"] == i + 1);
        CHECK(!j["candidates"].empty());
    }
    CHECK(out.back() == "{\"solved\":true}");
}

TEST_CASE("grade and hint --max-nesting 1: the forum's hardest needs the trial step, named and drawn as such") {
    const std::string in = temp_path("trial.txt");
    std::ofstream(in) << "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3\n";
    CliRun g = run_cli("grade --max-nesting 1 " + in);
    CliRun h = run_cli("hint --json --path --max-nesting 1 " + in);
    CliRun bad0 = run_cli_all("grade --max-nesting 0 " + in), bad5 = run_cli_all("hint --max-nesting 5 " + in);
    std::remove(in.c_str());
    CHECK(g.status == 0);
    CHECK(g.out == "extreme 13.0 trial\n");
    CHECK(h.status == 0);
    auto out = lines_of(h.out);
    REQUIRE(!out.empty());
    CHECK(out.back() == "{\"solved\":true}");
    int trials = 0;
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
        auto j = nlohmann::json::parse(out[i]);
        if (j["technique"] != "trial") continue;
        ++trials;
        CHECK(j["title"] == "Trial");
        CHECK(std::string(j["text"]).find("leaves the puzzle without a solution (checked by search)") != std::string::npos);
        // Drawn as the candidate tried, struck out: one mark, no chain.
        REQUIRE(j["candidates"].size() == 1);
        CHECK(j["candidates"][0]["role"] == "elim");
        CHECK(j["links"].empty());
    }
    CHECK(trials > 0);
    CHECK(bad0.status == 2);  // 1-4 only
    CHECK(bad5.status == 2);
}

TEST_CASE("hint --svg draws the first puzzle's hint") {
    const std::string in = temp_path("svg.txt"), svg = temp_path("hint.svg");
    std::ofstream(in) << kAic << "\n";
    CliRun r = run_cli("hint --svg " + svg + " --dark --size 300 " + in);
    CHECK(r.status == 0);
    std::ifstream f(svg);
    std::stringstream ss;
    ss << f.rdbuf();
    const std::string s = ss.str();
    CHECK(s.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\"", 0) == 0);
    CHECK(count(s, "class=\"link-strong\"") >= 2);
    CHECK(count(s, "class=\"link-weak\"") >= 2);
    CHECK(count(s, "class=\"cand-elim\"") >= 1);
    CHECK(count(s, "class=\"cand-on\"") >= 2);
    CHECK(count(s, "class=\"cand-off\"") >= 2);
    CHECK(s.find("#1D222B") != std::string::npos);  // dark
    CHECK(run_cli("hint --svg /nonexistent/dir/x.svg " + in).status == 2);
    std::remove(in.c_str());
    std::remove(svg.c_str());
}

TEST_CASE("hint --lang: the title and sentence in the language asked, and an unknown one is a usage error") {
    const std::string in = temp_path("lang.txt");
    std::ofstream(in) << kAic << "\n";
    CliRun de = run_cli("hint --lang de " + in);
    CliRun en = run_cli("hint " + in);
    CliRun bad = run_cli_all("hint --lang xx " + in);
    std::remove(in.c_str());
    CHECK(de.status == 0);
    CHECK(de.out.rfind("Alternierende Inferenzkette [", 0) == 0);
    CHECK(de.out.find("Angenommen, r1c4 ist nicht 8, dann gilt: r1c5 ist 8") != std::string::npos);
    CHECK(en.out.rfind("Alternating inference chain [", 0) == 0);
    CHECK(bad.status == 2);
    CHECK(bad.out.find("unknown language 'xx' (en, de, es, fr, it)") != std::string::npos);
}
