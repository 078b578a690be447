// Single-digit patterns: short X-chains with names. Two conjugate pairs (a digit's only
// two places in a house) joined by a weak link, A=B-C=D, make A or D true, so cells seeing
// both lose the digit: a skyscraper (two parallel lines, joined along a crossing line), a
// two-string kite (a row and a column, joined in a box), a turbot fish (any other shape).
// The empty rectangle joins a conjugate pair to a box whose digit lies on a cross.
// Rated as Sukaku Explainer rates two strong links (strong_link_rating): 4.0 when both lie
// in rows or both in columns, 4.1 with a box or one of each, 4.3 grouped (the empty rectangle).
#include "core/logic/logic_pattern_text.h"

namespace sudoku::logic {
namespace {

using namespace pattern_text;

struct Conjugate {
    int a, b, house;
    int other(int c) const { return c == a ? b : a; }
};

// The digit's conjugate pairs: rows, columns, then boxes whose pair is not already a line's.
int conjugates(const Context& x, int d, Conjugate* out) {
    int n = 0;
    for (int h = 0; h < x.t.houses; ++h) {
        unsigned p = x.positions(h, d);
        if (count(p) != 2) continue;
        int a = x.t.house_cell(h, __builtin_ctz(p)), b = x.t.house_cell(h, 31 - __builtin_clz(p));
        bool known = false;
        for (int i = 0; i < n; ++i) known = known || (out[i].a == a && out[i].b == b);
        if (!known) out[n++] = {a, b, h};
    }
    return n;
}

// The first house two cells share (row, column, box or region, diagonal), or -1.
int shared_house(const Topology& t, int a, int b) {
    for (int k = 0; k < t.house_count(a); ++k)
        if (t.in_house(b, t.house_of(a, k))) return t.house_of(a, k);
    return -1;
}

enum class Shape { Skyscraper, Kite, Turbot, None };

// Which pattern A=B-C=D is (h1, h3: the houses of A=B and C=D).
Shape shape_of(const Topology& t, int A, int B, int C, int D, int h1, int h3) {
    auto is_row = [&](int h) { return h < t.n; };
    auto is_col = [&](int h) { return h >= t.n && h < 2 * t.n; };
    bool rows = is_row(h1) && is_row(h3), cols = is_col(h1) && is_col(h3);
    if (rows || cols) {
        auto across = [&](int c) { return rows ? t.col(c) : t.row(c); };
        if (across(B) == across(C)) return across(A) == across(D) ? Shape::None : Shape::Skyscraper;  // None: X-Wing
    }
    bool row_col = (is_row(h1) && is_col(h3)) || (is_col(h1) && is_row(h3));
    if (row_col && t.box(B) == t.box(C) && t.box(A) != t.box(B) && t.box(D) != t.box(B)) return Shape::Kite;
    return Shape::Turbot;
}

void chain_step(const Topology& t, int d, const int (&node)[4], int h1, int h3, std::vector<Candidate> elims, Shape shape,
                Step& out) {
    int A = node[0], B = node[1], C = node[2], D = node[3], h2 = shared_house(t, B, C);
    out.houses = {h1, h3, h2};
    out.eliminations = std::move(elims);
    std::string sd = name_digit(d);
    for (int i = 0; i < 4; ++i) {
        out.pattern.push_back(cand_at(node[i], d));
        set_mark(out, cand_at(node[i], d), i % 2 ? Role::On : Role::Off);
    }
    out.links = {{cand_at(A, d), cand_at(B, d), true, 0},
                 {cand_at(B, d), cand_at(C, d), false, 0},
                 {cand_at(C, d), cand_at(D, d), true, 0}};
    const int houses[2] = {h1, h3};
    out.rating = strong_link_rating(4.0, houses, 2, false, t.n);
    finish_step(out);
    mark_effect(out);
    std::string effect = text::tr("pattern.chain4_effect", {{"cell1", name_cell(A)}, {"cell2", name_cell(D)}, {"digit", sd},
                                                             {"removed", cannot_be(out.eliminations)}});
    if (shape == Shape::Skyscraper) {
        out.explanation = text::capitalised(text::tr("pattern.skyscraper", {{"digit", sd}, {"house1", name_house(h1)},
                                                          {"house2", name_house(h3)}, {"cell1", name_cell(B)},
                                                          {"cell2", name_cell(C)}, {"in_link", name_house(h2, "in")},
                                                          {"effect", effect}}));
    } else {
        out.explanation = text::capitalised(text::tr("pattern.kite", {{"in_house1", name_house(h1, "in")}, {"digit", sd},
                                                    {"a", name_cell(A)}, {"b", name_cell(B)},
                                                    {"in_house2", name_house(h3, "in")}, {"c", name_cell(C)},
                                                    {"d", name_cell(D)}, {"link", name_house(h2)}, {"effect", effect}}));
    }
}

// The first A=B-C=D of the wanted shape that removes something.
bool find_chain4(const Context& x, Shape wanted, Step& out) {
    Conjugate pairs[kMaxHouses];
    for (int d = 1; d <= x.t.n; ++d) {
        int n = conjugates(x, d, pairs);
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                for (int B : {pairs[i].a, pairs[i].b})
                    for (int C : {pairs[j].a, pairs[j].b}) {
                        int A = pairs[i].other(B), D = pairs[j].other(C);
                        // B-C: a weak link in a house (not a cage or a rule only: the pattern names it).
                        if (B == C || A == C || A == D || B == D || !x.t.sees(B, C)) continue;
                        if (shared_house(x.t, B, C) < 0) continue;
                        if (shape_of(x.t, A, B, C, D, pairs[i].house, pairs[j].house) != wanted) continue;
                        std::vector<Candidate> elims;
                        for (int c = 0; c < x.t.cells; ++c)
                            if ((x.s.cand[c] & bit(d)) && c != B && c != C && x.t.sees(c, A) && x.t.sees(c, D))
                                elims.push_back(cand_at(c, d));
                        if (elims.empty()) continue;
                        chain_step(x.t, d, {A, B, C, D}, pairs[i].house, pairs[j].house, std::move(elims), wanted, out);
                        return true;
                    }
    }
    return false;
}

}  // namespace

bool find_skyscraper(const Context& x, Step& out) { return find_chain4(x, Shape::Skyscraper, out); }
bool find_two_string_kite(const Context& x, Step& out) { return find_chain4(x, Shape::Kite, out); }
bool find_turbot_fish(const Context& x, Step& out) { return find_chain4(x, Shape::Turbot, out); }

// A box whose digit lies only on one row and one column of it (not on one of them alone),
// and a conjugate pair in a line outside the box with one end on that row (column): if the
// far end is false, the near end is true, the box's digit leaves the row for the column, and
// the cell where the column meets the far end's line cannot hold it either way.
bool find_empty_rectangle(const Context& x, Step& out) {
    for (int d = 1; d <= 9; ++d)
        for (int b = 0; b < 9; ++b) {
            unsigned pos = x.positions(18 + b, d);
            if (count(pos) < 2) continue;
            int band = b / 3, stack = b % 3;
            for (int ro = 0; ro < 3; ++ro)
                for (int co = 0; co < 3; ++co) {
                    unsigned rowbits = 7u << (3 * ro), colbits = 0x49u << co;
                    if ((pos & ~(rowbits | colbits)) || !(pos & rowbits & ~colbits) || !(pos & colbits & ~rowbits))
                        continue;
                    int r = band * 3 + ro, c = stack * 3 + co;
                    // by_row: the pair lies in a column, its near end on row r; else in a row,
                    // its near end on column c.
                    for (bool by_row : {true, false})
                        for (int line = 0; line < 9; ++line) {
                            if (line / 3 == (by_row ? stack : band)) continue;
                            int house = by_row ? 9 + line : line;
                            unsigned p = x.positions(house, d);
                            int at = by_row ? r : c;  // index of the near end in that line
                            if (count(p) != 2 || !(p & (1u << at))) continue;
                            int far_i = __builtin_ctz(p & ~(1u << at));
                            if (far_i / 3 == (by_row ? band : stack)) continue;
                            int near = house_cells()[house][at], far = house_cells()[house][far_i];
                            int target = by_row ? far_i * 9 + c : r * 9 + far_i;
                            if (!(x.s.cand[target] & bit(d))) continue;
                            // The near group: the box's digit on the near end's line; the far
                            // group: the rest of the box's digit, on the cross's other line.
                            std::vector<int> near_group, far_group;
                            for (int j = 0; j < 9; ++j) {
                                if (!(pos & (1u << j))) continue;
                                int cell = house_cells()[18 + b][j];
                                bool on_near = by_row ? row_of(cell) == r : col_of(cell) == c;
                                (on_near ? near_group : far_group).push_back(cell);
                            }
                            out.houses = {18 + b, house};
                            out.eliminations = {cand_at(target, d)};
                            out.pattern = {cand_at(far, d), cand_at(near, d)};
                            set_mark(out, cand_at(far, d), Role::Off);
                            set_mark(out, cand_at(near, d), Role::On);
                            for (int cell : near_group) out.pattern.push_back(cand_at(cell, d));
                            for (int cell : far_group) out.pattern.push_back(cand_at(cell, d));
                            for (std::size_t i = 2; i < out.pattern.size(); ++i) set_mark(out, out.pattern[i], Role::Group);
                            // Links drawn to one member of each group: the near group's member off
                            // the cross's other line, the far group's first member.
                            int near_rep = near_group[0];
                            for (int cell : near_group)
                                if (by_row ? col_of(cell) != c : row_of(cell) != r) near_rep = cell;
                            out.links = {{cand_at(far, d), cand_at(near, d), true, 0},
                                         {cand_at(near, d), cand_at(near_rep, d), false, 0},
                                         {cand_at(near_rep, d), cand_at(far_group[0], d), true, 0}};
                            out.rating = technique_rating(out.technique);  // grouped: 4.0 + 0.3
                            finish_step(out);
                            mark_effect(out);
                            std::string sd = name_digit(d);
                            std::string other = name_house(by_row ? 9 + c : r);
                            out.explanation = text::capitalised(text::tr(
                                "pattern.empty_rectangle",
                                {{"in_box", name_house(18 + b, "in")}, {"digit", sd}, {"row", name_house(r)},
                                 {"column", name_house(9 + c)}, {"in_house", name_house(house, "in")},
                                 {"near", name_cell(near)}, {"far", name_cell(far)}, {"of_box", name_house(18 + b, "of")},
                                 {"other", other}, {"removed", cannot_be(out.eliminations)}}));
                            return true;
                        }
                }
        }
    return false;
}

}  // namespace sudoku::logic
