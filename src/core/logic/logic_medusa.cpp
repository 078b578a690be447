// 3D Medusa: candidates joined by strong links that are exactly-one links (the two places
// of a digit in a house, the two digits of a bivalue cell) take two colours, one of which
// is all true. A colour is false when two of its candidates share a cell, or share a digit
// in a house, or when it sees every candidate of an uncoloured cell. Otherwise a
// candidate is false when it clashes with both colours: it sees its digit in each colour,
// or shares a cell with one colour and sees its digit in the other, or sits in a cell
// holding both colours.
#include "core/logic/logic_cells.h"
#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku::logic {
namespace {


// Peer sets of 128 bits: the classic, and other geometries of up to 128 cells (every 9x9
// variant, 4x4, 6x6).
struct Cluster {
    const Cells* peers = nullptr;  // by cell: the cells it sees (houses and cages)
    std::array<std::array<std::int8_t, kMaxSize + 1>, kMaxCells> colour;  // -1 uncoloured, else 0 or 1
    std::vector<Candidate> members[2];
    std::vector<Link> tree;  // the strong links that coloured it
    std::vector<int> houses;
    Mask digits = 0;
    bool consistent = true;
    std::array<std::array<Cells, kMaxSize + 1>, 2> at{};  // cells of each colour and digit

    bool sees(int col, int cell, int digit) const { return (peers[std::size_t(cell)] & at[std::size_t(col)][std::size_t(digit)]).any(); }
};

// Strong partners of a candidate: the other place of its digit in each house where it
// has two, and the other digit of its cell when the cell has two.
int partners(const Context& x, Candidate c, Candidate out[6], int houses[6]) {
    int n = 0;
    for (int i = 0; i < x.t.house_count(c.cell); ++i) {
        const int h = x.t.house_of(c.cell, i);
        unsigned pos = positions(x, h, c.digit);
        if (count(pos) != 2) continue;
        int a = x.t.house_cell(h, __builtin_ctz(pos)), b = x.t.house_cell(h, 31 - __builtin_clz(pos));
        houses[n] = h;
        out[n++] = cand(a == c.cell ? b : a, c.digit);
    }
    Mask m = x.s.cand[c.cell];
    if (count(m) == 2) {
        houses[n] = -1;
        out[n++] = cand(c.cell, lowest_digit(Mask(m & ~bit(c.digit))));
    }
    return n;
}

void grow(const Context& x, Candidate start, Cluster& k) {
    for (auto& row : k.colour) row.fill(-1);
    k.colour[start.cell][start.digit] = 0;
    k.members[0].push_back(start);
    k.at[0][start.digit].set(start.cell);
    std::vector<Candidate> todo{start};
    while (!todo.empty()) {
        Candidate c = todo.back();
        todo.pop_back();
        k.digits |= bit(c.digit);
        int col = k.colour[c.cell][c.digit], houses[6];
        Candidate p[6];
        for (int i = 0, n = partners(x, c, p, houses); i < n; ++i) {
            auto& pc = k.colour[p[i].cell][p[i].digit];
            if (pc == col) k.consistent = false;  // an odd loop of exactly-one links: a broken state
            if (pc >= 0) continue;
            pc = std::int8_t(1 - col);
            k.members[1 - col].push_back(p[i]);
            k.at[std::size_t(1 - col)][p[i].digit].set(p[i].cell);
            k.tree.push_back({c, p[i], true, 0});
            if (houses[i] >= 0 && std::find(k.houses.begin(), k.houses.end(), houses[i]) == k.houses.end())
                k.houses.push_back(houses[i]);
            todo.push_back(p[i]);
        }
    }
}

// A colour that cannot be true, with the reason in words; -1 when none.
int false_colour(const Context& x, const Cluster& k, std::string& why) {
    for (int col = 0; col < 2; ++col)
        for (auto a : k.members[col]) {
            for (Mask m = x.s.cand[a.cell]; m; m &= Mask(m - 1)) {
                int d = lowest_digit(m);
                if (d > a.digit && k.colour[a.cell][d] == col) {
                    why = text::tr("medusa.two_in_cell", {{"cell", name_cell(a.cell)}, {"a", name_digit(a.digit)},
                                                          {"b", name_digit(d)}});
                    return col;
                }
            }
            Cells twin = k.peers[a.cell] & k.at[std::size_t(col)][a.digit];
            if (twin.any()) {
                int b = -1;
                twin.each([&](int c) { b = b < 0 ? c : b; });
                why = text::tr("medusa.twins", {{"cell1", name_cell(a.cell)}, {"cell2", name_cell(b)},
                                                {"digit", name_digit(a.digit)}});
                return col;
            }
        }
    for (int c = 0; c < x.t.cells; ++c) {  // an uncoloured cell that one colour would empty
        Mask m = x.s.cand[c];
        if (!m) continue;
        bool coloured = false;
        for (Mask r = m; r; r &= Mask(r - 1)) coloured = coloured || k.colour[c][lowest_digit(r)] >= 0;
        if (coloured) continue;
        for (int col = 0; col < 2; ++col) {
            bool all = true;
            for (Mask r = m; r && all; r &= Mask(r - 1)) all = k.sees(col, c, lowest_digit(r));
            if (all) {
                why = text::tr("medusa.empties", {{"cell", name_cell(c)}});
                return col;
            }
        }
    }
    return -1;
}

// Uncoloured candidates that clash with both colours, with the first reason in words.
void both_colours(const Context& x, const Cluster& k, std::vector<Candidate>& elims, std::string& why) {
    Cells near;  // only cells holding or seeing a coloured candidate can clash
    for (int col = 0; col < 2; ++col)
        for (auto a : k.members[col]) {
            near = near | k.peers[a.cell];
            near.set(a.cell);
        }
    std::vector<int> cells;
    near.each([&](int c) { cells.push_back(c); });
    for (int c : cells) {
        Mask m = x.s.cand[c];
        bool in_cell[2] = {false, false};
        for (Mask r = m; r; r &= Mask(r - 1)) {
            int col = k.colour[c][lowest_digit(r)];
            if (col >= 0) in_cell[col] = true;
        }
        for (Mask r = m; r; r &= Mask(r - 1)) {
            int d = lowest_digit(r);
            if (k.colour[c][d] >= 0) continue;
            bool seen[2] = {k.sees(0, c, d), k.sees(1, c, d)};
            std::string reason;
            std::string name = name_digit(d) + name_cell(c);
            const std::string sd = name_digit(d);
            if (in_cell[0] && in_cell[1]) reason = text::tr("medusa.both_in_cell", {{"cell", name_cell(c)}});
            else if (seen[0] && seen[1])
                reason = text::tr("medusa.sees_both", {{"candidate", name}, {"a_digit", text::with_article(sd)}});
            else if ((in_cell[0] && seen[1]) || (in_cell[1] && seen[0]))
                reason = text::tr("medusa.cell_and_sees", {{"candidate", name}, {"a_digit", text::with_article(sd)}});
            if (reason.empty()) continue;
            elims.push_back(cand(c, d));
            if (why.empty()) why = reason;
        }
    }
}


}  // namespace

bool find_medusa_3d(const Context& x, Step& out) {
    if (x.t.cells > 128) return false;
    std::vector<Cells> own;
    if (!x.t.is_classic9()) {
        own.resize(std::size_t(x.t.cells));
        for (int c = 0; c < x.t.cells; ++c)
            for (auto o : x.t.peers(c)) own[std::size_t(c)].set(o);
    }
    const Cells* peers = x.t.is_classic9() ? peer_sets().data() : own.data();
    std::vector<std::array<bool, kMaxSize + 1>> done(std::size_t(x.t.cells), std::array<bool, kMaxSize + 1>{});
    for (int c0 = 0; c0 < x.t.cells; ++c0)
        for (Mask m0 = x.s.cand[c0]; m0; m0 &= Mask(m0 - 1)) {
            Candidate start = cand(c0, lowest_digit(m0));
            if (done[c0][start.digit]) continue;
            Candidate p[6];
            int houses[6];
            if (partners(x, start, p, houses) == 0) continue;
            Cluster k;
            k.peers = peers;
            grow(x, start, k);
            for (int col = 0; col < 2; ++col)
                for (auto c : k.members[col]) done[c.cell][c.digit] = true;
            // One digit is simple colouring's, one bivalue cell alone clashes with nothing;
            // an inconsistent cluster proves nothing here.
            if (count(k.digits) < 2 || !k.consistent || k.members[0].size() + k.members[1].size() < 3) continue;
            std::string why;
            int bad = false_colour(x, k, why);
            std::vector<Candidate> elims;
            if (bad >= 0) elims = k.members[bad];
            else both_colours(x, k, elims, why);
            if (elims.empty()) continue;
            int on = bad >= 0 ? 1 - bad : 0;  // drawn "on": the surviving colour
            out.pattern = k.members[on];
            out.pattern2 = k.members[1 - on];
            out.eliminations = elims;
            out.houses = k.houses;
            out.variant = bad >= 0 ? "colour wrap" : "colour trap";
            finish_step(out);
            out.explanation = text::tr(bad >= 0 ? "medusa.wrap" : "medusa.trap",
                                       {{"why", why}, {"removed", chains::not_words(out.eliminations)}});
            for (auto c : out.pattern) out.marks.push_back({c, Role::On, 0});
            for (auto c : out.pattern2) out.marks.push_back({c, Role::Off, 0});
            for (auto& mk : out.marks)
                if (std::find(out.eliminations.begin(), out.eliminations.end(), mk.candidate) != out.eliminations.end())
                    mk.role = Role::Elim;
            for (auto c : out.eliminations)
                if (k.colour[c.cell][c.digit] < 0) out.marks.push_back({c, Role::Elim, 0});
            out.links = k.tree;
            return true;
        }
    return false;
}

}  // namespace sudoku::logic
