// The chain search shared by X-Chain, XY-Chain, AIC (logic_chains.cpp), nice loops and
// grouped chains (logic_loops.cpp), and the words and drawing of a chain.
//
// A chain starts from a node assumed false and alternates strong links (one of the two is
// true: a conjugate pair, a bivalue cell) and weak links (not both: same digit in one house,
// two digits of one cell). A node is one candidate or, with groups, the 2-3 cells of one
// digit in a box-line intersection ("the digit is in one of these cells").
#pragma once
#include <array>
#include <string>
#include <vector>

#include "core/logic/logic_internal.h"

namespace sudoku::logic::chains {

enum class Family { X, XY, AIC };  // one digit's conjugate pairs; bivalue cells; both

struct Node {
    std::uint8_t digit = 0, size = 1;
    std::array<std::uint8_t, 3> cell{};
    bool group() const { return size > 1; }
    Candidate candidate(int i = 0) const { return {cell[std::size_t(i)], digit}; }
    bool has(int c) const {
        for (int i = 0; i < size; ++i)
            if (cell[std::size_t(i)] == c) return true;
        return false;
    }
    bool operator==(const Node& o) const { return digit == o.digit && size == o.size && cell == o.cell; }
};
Node single(Candidate c);

// What a search stops at, tried in this order at each length:
enum Goal : unsigned {
    Ends = 1,   // an AIC A=...=Z: candidates weakly linked to both ends are false
    Place = 2,  // A=...=A: assuming A false makes it true, so A is true (discontinuous loop)
    Loop = 4,   // A=...=Z-A: a continuous loop, every link has exactly one true end
};

struct Query {
    Family family = Family::AIC;
    int digit = 0;           // X: the digit; else 0
    bool groups = false;     // grouped nodes too; a found chain must use one
    unsigned goals = Ends;
    int max_layers = 16;     // strong links in the chain
};

struct Found {
    Goal goal = Ends;
    std::vector<Node> nodes;  // chain order from the node assumed false (a loop's closing node not repeated)
    std::vector<Candidate> eliminations, placements;
};

// The shortest chain reaching one of the goals (per layer: the first start in candidate
// order); false when none within max_layers.
bool search(const Context& x, const Query& q, Found& out);

// Houses of the chain's links between cells (strong links in their conjugate house).
std::vector<int> chain_houses(const std::vector<Node>& nodes, Goal goal, const CandidateGrid& s);

// "5r8c1=5r8c3-5r2c3=5r2c7", groups as "5r2c78"; a loop adds "-" and its first node.
std::string notation(const std::vector<Node>& nodes, Goal goal);
// "If r8c1 is not 5, then r8c3 is 5, so r2c3 is not 5, so r2c7 is 5" (nodes alternately
// false and true, the first false).
std::string chain_words(const std::vector<Node>& nodes);
// "r2c1 is not 5", "r2c1 and r3c1 are not 5 and r5c5 is not 8"
std::string not_words(const std::vector<Candidate>& elims);
// "r2c7 is 5", "the 5 is in r2c7 or r2c8"; false: "r2c7 is not 5", "neither r2c7 nor r2c8 is 5"
std::string node_words(const Node& n, bool on);

// The whole sentence for a chain between two ends: "If r8c1 is not 5, then ...; so r8c1
// or r2c7 is 5, and either way r2c1 is not 5 (5r8c1=5r8c3-5r2c3=5r2c7)."
std::string ends_explanation(const std::vector<Node>& nodes, const std::vector<Candidate>& elims);

// Marks (off/on alternately from the first node, group members as Group, the goal's
// placements and eliminations) and links (strong/weak alternately, a loop's closing link).
void chain_drawing(const std::vector<Node>& nodes, Goal goal, Step& out);

// Strong links that are bivalue cells only and weak links between cells only: an XY-chain.
bool y_only(const std::vector<Node>& nodes, Goal goal);
bool x_only(const std::vector<Node>& nodes);

}  // namespace sudoku::logic::chains
