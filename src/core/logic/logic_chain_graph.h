// The graph a chain search runs on (logic_chains.cpp), shared with the grouped nodes of the
// classic's box-line intersections (logic_chain_groups.cpp).
#pragma once
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/logic/logic_chain_search.h"

namespace sudoku::logic::chains {

// The nodes in play 0..n-1 (single candidates first, then groups) with their links.
struct Graph {
    int n = 0, singles = 0;
    std::vector<Node> node;
    const Topology* t = nullptr;
    // A single candidate's node (cell * 16 + digit - 1), or -1; the first cells * 16 are set.
    std::array<std::int16_t, kMaxCells * 16> id;
    Family family = Family::AIC;              // AIC: two digits of a cell are weakly linked
    std::vector<std::pair<std::int16_t, std::int16_t>> group_weak;  // weak links with a group or through a rule (both ways)
    std::vector<std::array<std::int16_t, 6>> strong;  // -1 ends the list (a cell, up to 5 houses or a cage)
    std::vector<int> starts;                                        // nodes with a strong link

    int single_id(int cell, int digit) const { return id[std::size_t(cell * 16 + digit - 1)]; }
    void add_strong(int a, int b) {
        for (auto& p : strong[std::size_t(a)]) {
            if (p == b) return;
            if (p < 0) {
                p = std::int16_t(b);
                return;
            }
        }
    }
};

// Grouped nodes (the 9x9 classic's box-line intersections) of `digit` (0: every digit)
// and their strong and weak links.
void add_groups(const Context& x, int digit, Graph& g);

}  // namespace sudoku::logic::chains
