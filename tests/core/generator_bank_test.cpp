// The puzzle bank (assets/bank/*.txt, embedded) and the grid symmetries the generator
// hands it out under: the files parse, lines are dug again from their seed, every entry
// grades as stated (no trial step), transforms keep uniqueness, the symmetry asked and
// (checked by grading again) the level.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <set>

#include "core/generate/generator.h"
#include "core/generate/bank_pack.h"
#include "core/generate/generator_bank.h"
#include "core/solve/solver.h"

using namespace sudoku;

namespace {

constexpr Level kBankLevels[] = {Level::Master, Level::Extreme};

// A line map is a Sudoku one: bands go to bands whole.
bool keeps_bands(const std::array<std::uint8_t, 9>& lines) {
    std::set<int> seen(lines.begin(), lines.end());
    if (seen.size() != 9) return false;
    for (int b = 0; b < 3; ++b)
        for (int i = 1; i < 3; ++i)
            if (lines[std::size_t(3 * b + i)] / 3 != lines[std::size_t(3 * b)] / 3) return false;
    return true;
}

bool commutes_with_turn(const std::array<std::uint8_t, 9>& lines) {
    for (int r = 0; r < 9; ++r)
        if (lines[std::size_t(8 - r)] != 8 - lines[std::size_t(r)]) return false;
    return true;
}

// A puzzle with 180-degree symmetry (to see which maps keep it).
const Grid& rotational_sample() {
    static const Grid g = [] {
        GeneratorOptions o;
        o.seed = 5;
        o.simple = true;
        o.symmetry = Symmetry::Rotational;
        return generate(o).puzzle;
    }();
    return g;
}

}  // namespace

TEST_CASE("bank files parse, hold a few hundred distinct unique puzzles, every symmetry served") {
    for (Level level : kBankLevels) {
        const std::string name = level_name(level);
        CAPTURE(name);
        BankParse p = parse_bank(bank_text(level));
        CHECK(p.error == "");
        const auto& entries = bank_entries(level);
        CHECK(entries.size() == p.entries.size());
        CHECK(entries.size() >= 200);
        std::set<std::string> seen;
        int symmetric[4] = {};
        for (const auto& e : entries) {
            CAPTURE(e.line);
            CHECK(solve_fast(e.puzzle, 2).count == 1);
            seen.insert(format_line(e.puzzle));
            for (int s = 0; s < 4; ++s) symmetric[s] += is_symmetric(e.puzzle, Symmetry(s));
        }
        CHECK(seen.size() == entries.size());
        CHECK(symmetric[int(Symmetry::Rotational)] >= 100);
        CHECK(symmetric[int(Symmetry::Mirror)] >= 10);
        CHECK(symmetric[int(Symmetry::Diagonal)] >= 10);
    }
    CHECK(bank_entries(Level::Hard).empty());
    CHECK(bank_text(Level::Easy).empty());
}

TEST_CASE("the bank's dense form: every entry packs to a short form that reads back the same, bad forms refused") {
    for (Level level : kBankLevels) {
        for (const auto& e : bank_entries(level)) {
            CAPTURE(e.line);
            const std::string dense = pack_bank_puzzle(e.puzzle, e.symmetry);
            CHECK(dense.size() < 30);
            auto back = unpack_bank_puzzle(dense, e.symmetry);
            REQUIRE(back.has_value());
            CHECK(*back == e.puzzle);
            // The same line with its 81 cells parses to the same entry.
            BankParse p = parse_bank(format_line(e.puzzle) + " 8.3 aic 5 " + symmetry_name(e.symmetry));
            REQUIRE(p.entries.size() == 1);
            CHECK(p.entries[0].puzzle == e.puzzle);
        }
    }
    // Every symmetry, and no symmetry: one orbit bit each, then the digits three to 10 bits.
    Grid one;
    one[0] = 1;
    CHECK(pack_bank_puzzle(one, Symmetry::None) == "B" + std::string(14, 'A'));  // 81 + 4 bits
    CHECK(unpack_bank_puzzle("B" + std::string(14, 'A'), Symmetry::None) == one);
    Grid full;
    for (int c = 0; c < kCells; ++c) full[c] = std::uint8_t((c * 4 + c / 9) % 9 + 1);
    for (int s = 0; s < 4; ++s) CHECK(unpack_bank_puzzle(pack_bank_puzzle(full, Symmetry(s)), Symmetry(s)) == full);
    const std::string bad[] = {
        "",                                    // no bits at all
        "B" + std::string(13, 'A'),            // a character short
        "B" + std::string(15, 'A'),            // a character over
        "B" + std::string(12, 'A') + "4B",     // the digit group 15: no digit
        "B" + std::string(13, 'A') + "C",      // a spare bit set
        "B" + std::string(13, 'A') + ".",      // not base64url
    };
    for (const auto& text : bad) {
        CAPTURE(text);
        CHECK_FALSE(unpack_bank_puzzle(text, Symmetry::None).has_value());
    }
    // In a bank line: read with its symmetry, or a clear error.
    const std::string puzzle = "......43..3...8..548.2...1...3.5..9....1.4....7..2.8...9...1.466..9...2..17......";
    Grid g = parse_grid(puzzle).grid;
    BankParse ok = parse_bank(pack_bank_puzzle(g, Symmetry::Rotational) + " 8.3 unit-forcing-chain 1000000 rotational");
    REQUIRE(ok.entries.size() == 1);
    CHECK(format_line(ok.entries[0].puzzle) == puzzle);
    BankParse wrong = parse_bank(pack_bank_puzzle(g, Symmetry::Rotational) + "A 8.3 unit-forcing-chain 1000000 rotational");
    CHECK(wrong.entries.empty());
    CHECK(wrong.error == "line 1: the puzzle is not 81 cells, nor the bank's dense form for its symmetry");
}

TEST_CASE("parse_bank: comments, blank lines, and a clear error for a bad line") {
    const std::string puzzle = "......43..3...8..548.2...1...3.5..9....1.4....7..2.8...9...1.466..9...2..17......";
    BankParse ok = parse_bank("# comment\n\n" + puzzle + " 8.3 unit-forcing-chain 1000000 rotational\r\n" + puzzle +
                              "\t7.5\tcontradiction-chain\t18446744073709551615\tmirror");
    CHECK(ok.error == "");
    REQUIRE(ok.entries.size() == 2);
    CHECK(ok.entries[0].line == 3);
    CHECK(ok.entries[0].rating == doctest::Approx(8.3));
    CHECK(ok.entries[0].hardest == Technique::UnitForcingChain);
    CHECK(ok.entries[0].seed == 1000000);
    CHECK(ok.entries[0].symmetry == Symmetry::Rotational);
    CHECK(ok.entries[1].hardest == Technique::ContradictionChain);
    CHECK(ok.entries[1].seed == UINT64_MAX);
    CHECK(ok.entries[1].symmetry == Symmetry::Mirror);
    CHECK(format_line(ok.entries[1].puzzle) == puzzle);
    const std::pair<std::string, std::string> bad[] = {
        {puzzle + " 8.3 aic", "line 1: expected '<puzzle> <rating> <technique key> <seed> <symmetry>'"},
        {puzzle.substr(1) + " 8.3 aic 1 none", "line 1: the puzzle is not 81 cells"},
        {puzzle + " eight aic 1 none", "line 1: bad rating 'eight'"},
        {puzzle + " 8.3 guessing 1 none", "line 1: unknown technique 'guessing'"},
        {puzzle + " 8.3 aic -1 none", "line 1: bad seed '-1'"},
        {puzzle + " 8.3 aic 18446744073709551616 none", "line 1: bad seed '18446744073709551616'"},
        {puzzle + " 8.3 aic 1 spiral", "line 1: unknown symmetry 'spiral'"},
        {"x" + puzzle.substr(1) + " 8.3 aic 1 none", "line 1: "},
    };
    for (const auto& line : bad) {
        const std::string &text = line.first, &error = line.second;
        CAPTURE(text);
        BankParse p = parse_bank("\n" + puzzle + " 8.3 aic 7 none\n" + text);
        CHECK(p.entries.size() == 1);  // the good line is kept
        CHECK(p.error.rfind("line 3: " + error.substr(8), 0) == 0);
    }
}

// The bank is only as good as its recipe: a few lines of each level and symmetry, dug
// again from their seed as scripts/make_bank.sh digs them, give the identical puzzle.
// (Extreme digs take seconds each: two lines per symmetry, spread over the file.)
TEST_CASE("bank lines come out of their seed again: the same puzzle, rating and technique" * doctest::test_suite("heavy")) {
    for (Level level : kBankLevels) {
        const auto& entries = bank_entries(level);
        int checked[4] = {};
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const BankEntry& e = entries[i];
            const int s = int(e.symmetry);
            // The first and the last of each symmetry's run of lines.
            const bool last = i + 1 == entries.size() || entries[i + 1].symmetry != e.symmetry;
            if (!(checked[s] == 0 || last)) continue;
            ++checked[s];
            GeneratorOptions o;
            o.seed = e.seed;
            o.level = level;
            o.symmetry = e.symmetry;
            o.dig = true;
            Generated r = generate(o);
            const std::string where = std::string(level_name(level)) + " line " + std::to_string(e.line);
            CAPTURE(where);
            CHECK(r.bank_entry == -1);  // dug, not taken from the bank
            CHECK(format_line(r.puzzle) == format_line(e.puzzle));
            CHECK(r.grade.hardest == e.hardest);
            CHECK(std::fabs(r.grade.rating - e.rating) < 0.05);
        }
        for (Symmetry s : {Symmetry::Rotational, Symmetry::Mirror, Symmetry::Diagonal}) CHECK(checked[int(s)] == 2);
    }
}

TEST_CASE("every bank entry grades at its level, with its stated rating and hardest technique, none by trial" * doctest::test_suite("heavy")) {
    for (Level level : kBankLevels) {
        int wrong = 0;
        for (const auto& e : bank_entries(level)) {
            Grade g = grade(e.puzzle);
            // No trial step: a bank puzzle is finished by chains.
            bool ok = g.level == level && !g.stuck && g.hardest == e.hardest && g.hardest != Technique::Trial &&
                      std::fabs(g.rating - e.rating) < 0.05;
            if (!ok && wrong++ < 5)
                MESSAGE(std::string(level_name(level)) << " bank line " << e.line << " grades " << std::string(level_name(g.level)) << " "
                                          << g.rating << " " << std::string(g.hardest ? technique_key(*g.hardest) : "none")
                                          << ", stated " << e.rating << " " << std::string(technique_key(e.hardest))
                                          << " (run scripts/make_bank.sh after a change of techniques)");
        }
        CHECK_MESSAGE(wrong == 0, std::string(level_name(level)), " bank entries off their stated grade: ", wrong);
    }
}

TEST_CASE("grid transforms: Sudoku symmetries that keep the symmetry asked") {
    for (int si = 0; si < 4; ++si) {
        Symmetry s = Symmetry(si);
        const std::string name = symmetry_name(s);
        CAPTURE(name);
        GeneratorOptions o;
        o.seed = 31 + std::uint64_t(si);
        o.simple = true;
        o.symmetry = s;
        Generated g = generate(o);
        REQUIRE(is_symmetric(g.puzzle, s));
        Rng rng(500 + std::uint64_t(si));
        std::set<std::array<std::uint8_t, 9>> row_maps;
        int transposed = 0, kept_rotational = 0, same = 0;
        for (int i = 0; i < 20000; ++i) {
            GridTransform t = random_transform(rng, s);
            REQUIRE(keeps_bands(t.rows));
            REQUIRE(keeps_bands(t.cols));
            std::set<int> digits(t.digits.begin() + 1, t.digits.end());
            REQUIRE((digits.size() == 9 && *digits.begin() == 1 && *digits.rbegin() == 9 && t.digits[0] == 0));
            row_maps.insert(t.rows);
            transposed += t.transpose;
            switch (s) {
            case Symmetry::None: break;
            case Symmetry::Rotational: CHECK((commutes_with_turn(t.rows) && commutes_with_turn(t.cols))); break;
            case Symmetry::Mirror: CHECK((commutes_with_turn(t.cols) && !t.transpose)); break;
            case Symmetry::Diagonal: CHECK(t.rows == t.cols); break;
            }
            if (i >= 200) continue;  // the grids: a sample is enough
            Grid p = t.apply(g.puzzle), solution = t.apply(g.solution);
            CHECK(p.count_filled() == g.puzzle.count_filled());
            CHECK(is_solution_of(solution, p));
            auto solved = solve_fast(p, 2);
            CHECK(solved.count == 1);
            CHECK(solved.solution == solution);
            CHECK(is_symmetric(p, s));
            kept_rotational += is_symmetric(t.apply(rotational_sample()), Symmetry::Rotational);
            same += p == g.puzzle;
        }
        CHECK(same < 2);
        // Every allowed map is drawn: 24 row maps commute with the turn, 1296 in all.
        CHECK(row_maps.size() == (s == Symmetry::Rotational ? 24u : 1296u));
        if (s == Symmetry::Mirror) CHECK(transposed == 0);
        else CHECK((transposed > 9500 && transposed < 10500));
        // Without a symmetry asked, the maps are not restricted to symmetric ones.
        if (s == Symmetry::None) CHECK(kept_rotational < 50);
        if (s == Symmetry::Rotational) CHECK(kept_rotational == 200);
    }
}

TEST_CASE("bank transforms keep the level (graded again over entries x transforms)" * doctest::test_suite("heavy")) {
    // The grader reads cells and digits in order, so a transform may change which step is
    // found first; the generator grades every draw again and draws anew when the level
    // moved. Here: how often that happens, over a spread of entries.
    for (Level level : kBankLevels) {
        const auto& entries = bank_entries(level);
        Rng rng(std::uint64_t(level) * 7 + 1);
        int graded = 0, moved = 0, rating_moved = 0;
        for (std::size_t i = 0; i < entries.size(); i += 6)
            for (int k = 0; k < 3; ++k) {
                const BankEntry& e = entries[i];
                Symmetry s = is_symmetric(e.puzzle, Symmetry::Rotational) ? Symmetry::Rotational : Symmetry::None;
                Grid p = random_transform(rng, s).apply(e.puzzle);
                REQUIRE(solve_fast(p, 2).count == 1);
                CHECK(is_symmetric(p, s));
                Grade g = grade(p);
                ++graded;
                if (g.level != level) {
                    ++moved;
                    MESSAGE(std::string(level_name(level)) << " bank line " << e.line << " transformed grades " << std::string(level_name(g.level))
                                              << ": " << format_line(p));
                }
                rating_moved += std::fabs(g.rating - e.rating) >= 0.05;
            }
        MESSAGE(std::string(level_name(level)) << ": " << graded << " transformed entries graded, level moved for " << moved
                                  << ", rating moved for " << rating_moved);
        CHECK(graded >= 100);
        CHECK(moved * 20 <= graded);  // rare: at most 5% (the generator draws again for these)
    }
}

TEST_CASE("master and extreme come from the bank: unique, at the level, symmetric, reproducible" * doctest::test_suite("heavy")) {
    for (Level level : kBankLevels) {
        std::set<std::string> seen;
        int n = 0, untransformed = 0;
        for (int si = 0; si < 4; ++si)
            for (int i = 0; i < (si <= 1 ? 8 : 3); ++i) {
                GeneratorOptions o;
                o.seed = 700000 + std::uint64_t(int(level) * 1000 + si * 100 + i);
                o.level = level;
                o.symmetry = Symmetry(si);
                Generated r = generate(o);
                CAPTURE(o.seed);
                const std::string names = std::string(level_name(level)) + " " + symmetry_name(o.symmetry);
                CAPTURE(names);
                CAPTURE(format_line(r.puzzle));
                REQUIRE(r.bank_entry >= 0);
                const BankEntry& e = bank_entries(level)[std::size_t(r.bank_entry)];
                CHECK(is_symmetric(e.puzzle, o.symmetry));
                CHECK(r.puzzle.count_filled() == e.puzzle.count_filled());
                untransformed += r.puzzle == e.puzzle;
                CHECK(r.attempts >= 1);
                CHECK(r.attempts <= 16);
                auto solved = solve_fast(r.puzzle, 2);
                REQUIRE(solved.count == 1);
                CHECK(solved.solution == r.solution);
                Grade g = grade(r.puzzle);
                CHECK(g.level == level);
                CHECK(g.rating == r.grade.rating);
                CHECK(g.hardest == r.grade.hardest);
                CHECK(is_symmetric(r.puzzle, o.symmetry));
                CHECK(generate(o).puzzle == r.puzzle);
                if (i == 0) {  // sliced into 3-unit steps: the same puzzle, progress rising
                    GeneratorJob job(o);
                    int slices = 0;
                    double last = 0;
                    while (!job.step_units(3)) {
                        ++slices;
                        CHECK(job.progress().fraction >= last);
                        CHECK(job.progress().fraction < 1.0);
                        last = job.progress().fraction;
                    }
                    CHECK(slices > 0);
                    CHECK(job.done());
                    CHECK(job.progress().fraction == 1.0);
                    CHECK(job.result().puzzle == r.puzzle);
                }
                seen.insert(format_line(r.puzzle));
                ++n;
            }
        CHECK(n == 22);
        CHECK(seen.size() == 22u);
        CHECK(untransformed == 0);
    }
}

TEST_CASE("options the bank cannot serve are dug") {
    GeneratorOptions o;
    o.seed = 12;
    o.level = Level::Master;
    o.symmetry = Symmetry::None;
    o.dig = true;
    Generated dug = generate(o);
    CHECK(dug.bank_entry == -1);
    CHECK(grade(dug.puzzle).level == Level::Master);
    o.dig = false;
    o.minimal = true;
    Generated minimal = generate(o);
    CHECK(minimal.bank_entry == -1);
    CHECK(is_minimal(minimal.puzzle));
    CHECK(grade(minimal.puzzle).level == Level::Master);
    o.minimal = false;
    o.level = Level::Expert;  // no expert bank: dug as before
    CHECK(generate(o).bank_entry == -1);
}

TEST_CASE("a bank job can be cancelled mid-grade") {
    GeneratorOptions o;
    o.seed = 4;
    o.level = Level::Extreme;
    o.symmetry = Symmetry::Rotational;
    GeneratorJob job(o);
    CHECK(!job.step_units(2));  // the draw and a first logic step
    job.cancel();
    CHECK(job.cancelled());
    CHECK(job.step(1000));
    CHECK(!job.done());
}
