// CandidateGrid: building the candidate state and changing it, on any geometry.
#include "core/logic/logic.h"
#include "core/logic/topology.h"
#include "core/solve/solver.h"

namespace sudoku {

CandidateGrid CandidateGrid::from_grid(const Grid& g) {
    CandidateGrid s;
    for (int c = 0; c < kCells; ++c) {
        s.grid[std::size_t(c)] = g[c];
        s.cand[std::size_t(c)] = candidates(g, c);
    }
    return s;
}

CandidateGrid CandidateGrid::from_marks(const Grid& g, const std::array<Mask, kCells>& marks) {
    CandidateGrid s = from_grid(g);
    for (int c = 0; c < kCells; ++c)
        if (!g[c] && (marks[std::size_t(c)] & kAllDigits)) s.cand[std::size_t(c)] &= marks[std::size_t(c)];
    return s;
}

CandidateGrid CandidateGrid::from_cells(const GeometryPtr& g, const std::vector<std::uint8_t>& cells,
                                        const std::vector<Mask>& marks) {
    CandidateGrid s;
    if (!g->is_classic9()) s.topo = logic::make_topology(g);
    std::vector<std::uint8_t> v = cells;
    v.resize(std::size_t(g->cells()), 0);
    auto cand = cell_candidates(*g, v);
    for (int c = 0; c < g->cells(); ++c) {
        s.grid[std::size_t(c)] = v[std::size_t(c)];
        s.cand[std::size_t(c)] = cand[std::size_t(c)];
        if (!v[std::size_t(c)] && std::size_t(c) < marks.size() && (marks[std::size_t(c)] & g->all_digits()))
            s.cand[std::size_t(c)] &= marks[std::size_t(c)];
    }
    return s;
}

const logic::Topology& CandidateGrid::topology() const { return topo ? *topo : logic::Topology::classic9(); }
const Geometry& CandidateGrid::geometry() const { return topology().geometry(); }
int CandidateGrid::cell_count() const { return topo ? topo->cells : kCells; }
int CandidateGrid::size() const { return topo ? topo->n : 9; }

Grid CandidateGrid::classic_grid() const {
    Grid g;
    for (int c = 0; c < kCells; ++c) g[c] = grid[std::size_t(c)];
    return g;
}

std::vector<std::uint8_t> CandidateGrid::cells() const { return {grid.begin(), grid.begin() + cell_count()}; }

void CandidateGrid::place(int cell, int digit) {
    grid[std::size_t(cell)] = std::uint8_t(digit);
    cand[std::size_t(cell)] = 0;
    if (!topo) {
        for (auto p : peers()[std::size_t(cell)]) cand[p] &= Mask(~bit(digit));
        return;
    }
    for (auto p : topo->peers(cell)) cand[p] &= Mask(~bit(digit));
}

void CandidateGrid::eliminate(int cell, int digit) { cand[std::size_t(cell)] &= Mask(~bit(digit)); }

bool CandidateGrid::solved() const {
    for (int c = 0, n = cell_count(); c < n; ++c)
        if (!grid[std::size_t(c)]) return false;
    return true;
}

bool CandidateGrid::broken() const {
    for (int c = 0, n = cell_count(); c < n; ++c)
        if (!grid[std::size_t(c)] && !cand[std::size_t(c)]) return true;
    return false;
}

int CandidateGrid::candidate_count() const {
    int n = 0;
    for (int c = 0, e = cell_count(); c < e; ++c) n += popcount(cand[std::size_t(c)]);
    return n;
}

std::string candidate_name(Candidate c) { return std::to_string(c.digit) + cell_name(c.cell); }

void apply_step(CandidateGrid& s, const Step& step) {
    for (auto p : step.placements) s.place(p.cell, p.digit);
    for (auto e : step.eliminations) s.eliminate(e.cell, e.digit);
}

}  // namespace sudoku
