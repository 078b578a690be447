// CandidateGrid: building the candidate state and changing it.
#include "core/logic/logic.h"

namespace sudoku {

CandidateGrid CandidateGrid::from_grid(const Grid& g) {
    CandidateGrid s;
    s.grid = g;
    for (int c = 0; c < kCells; ++c) s.cand[c] = candidates(g, c);
    return s;
}

CandidateGrid CandidateGrid::from_marks(const Grid& g, const std::array<Mask, kCells>& marks) {
    CandidateGrid s = from_grid(g);
    for (int c = 0; c < kCells; ++c)
        if (!g[c] && (marks[c] & kAllDigits)) s.cand[c] &= marks[c];
    return s;
}

void CandidateGrid::place(int cell, int digit) {
    grid[cell] = std::uint8_t(digit);
    cand[cell] = 0;
    for (auto p : peers()[cell]) cand[p] &= Mask(~bit(digit));
}

void CandidateGrid::eliminate(int cell, int digit) { cand[cell] &= Mask(~bit(digit)); }

bool CandidateGrid::solved() const {
    for (auto v : grid.cells)
        if (!v) return false;
    return true;
}

bool CandidateGrid::broken() const {
    for (int c = 0; c < kCells; ++c)
        if (!grid[c] && !cand[c]) return true;
    return false;
}

int CandidateGrid::candidate_count() const {
    int n = 0;
    for (auto m : cand) n += popcount(m);
    return n;
}

std::string candidate_name(Candidate c) { return std::to_string(c.digit) + cell_name(c.cell); }

void apply_step(CandidateGrid& s, const Step& step) {
    for (auto p : step.placements) s.place(p.cell, p.digit);
    for (auto e : step.eliminations) s.eliminate(e.cell, e.digit);
}

}  // namespace sudoku
