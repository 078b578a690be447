// The seeds' example puzzle, shared by the tests (the one the seeds' programs solved).
#pragma once
#include <string>

inline const std::string kSeed = "7.2.5.6.......3...1....95..8......9..43...75..9......8..97....5...2.......7.4.2.3";
inline const std::string kSeedSolution =
    "732458619956173824184629537871564392643892751295317468329786145418235976567941283";
// kSeed with r3c7 (index 24) changed from 5 to 4: no two givens clash, yet no solution.
inline const std::string kSeedNone = [] {
    std::string s = kSeed;
    s[24] = '4';
    return s;
}();
