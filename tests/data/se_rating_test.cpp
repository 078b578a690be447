// Our ratings against Sudoku Explainer's on the 320 SE-rated puzzles of ../shared/data/se:
// prints the rank correlation (Spearman) and the mean difference, and holds them above a
// floor so that a change which breaks the ratings fails here (docs/levels.md has the goal).
// Every one is finished without the trial step (search).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "core/logic/grader.h"

using namespace sudoku;

namespace {

std::vector<double> ranks(const std::vector<double>& v) {
    std::vector<std::size_t> order(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
        for (std::size_t k = i; k <= j; ++k) r[order[k]] = double(i + j) / 2;  // ties share a rank
        i = j + 1;
    }
    return r;
}

double pearson(const std::vector<double>& a, const std::vector<double>& b) {
    double ma = 0, mb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) ma += a[i], mb += b[i];
    ma /= double(a.size()), mb /= double(b.size());
    double cov = 0, va = 0, vb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        cov += (a[i] - ma) * (b[i] - mb);
        va += (a[i] - ma) * (a[i] - ma);
        vb += (b[i] - mb) * (b[i] - mb);
    }
    return cov / std::sqrt(va * vb);
}

}  // namespace

TEST_CASE("ratings follow Sudoku Explainer's on its 320 rated puzzles, none needs a trial step") {
    std::ifstream in(std::string(SUDOKU_SHARED_DATA) + "/../se/diabolical_sample.txt");
    REQUIRE_MESSAGE(in.good(), "../shared/data/se/diabolical_sample.txt is missing");
    std::vector<double> se, ours;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string puzzle;
        double rating = 0;
        if (!(ls >> puzzle >> rating)) continue;
        auto p = parse_grid(puzzle);
        REQUIRE(p.ok);
        Grade g = grade(p.grid);
        CAPTURE(puzzle);
        CHECK(!g.stuck);
        CHECK(g.hardest != Technique::Trial);  // chains finish every one, no search
        se.push_back(rating);
        ours.push_back(g.rating);
    }
    REQUIRE(se.size() == 320);
    // The first half was looked at while matching SE's techniques; the second half is the
    // held-out check (docs/levels.md).
    auto measure = [&](std::size_t from, std::size_t to, double& spearman, double& diff) {
        std::vector<double> a(se.begin() + long(from), se.begin() + long(to)), b(ours.begin() + long(from), ours.begin() + long(to));
        spearman = pearson(ranks(a), ranks(b));
        diff = 0;
        for (std::size_t i = 0; i < a.size(); ++i) diff += std::fabs(a[i] - b[i]);
        diff /= double(a.size());
    };
    double sp_all, d_all, sp_cal, d_cal, sp_held, d_held;
    measure(0, 320, sp_all, d_all);
    measure(0, 160, sp_cal, d_cal);
    measure(160, 320, sp_held, d_held);
    MESSAGE("SE calibration: 320 puzzles, Spearman " << sp_all << ", mean difference " << d_all << "; first half "
                                                      << sp_cal << " / " << d_cal << ", held-out half " << sp_held
                                                      << " / " << d_held);
    // Measured 0.985 / 0.012 (first half 0.992 / 0.008, held out 0.978 / 0.016); the goal
    // is 0.9 and 0.3.
    CHECK(sp_all >= 0.97);
    CHECK(d_all <= 0.05);
    CHECK(sp_held >= 0.96);
    CHECK(d_held <= 0.06);
}
