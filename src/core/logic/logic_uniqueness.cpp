// Uniqueness: a valid puzzle has one solution, so it never ends in a pattern whose digits
// could swap. Unique rectangles (types 1-4 and hidden) and BUG+1. Ratings follow Sudoku
// Explainer (4.5 plus 0.1 for type 2 and 4 and for each cell of a type 3 naked set); the
// hidden rectangle, which SE lacks, is rated 4.7.
#include "core/logic/logic_pattern_text.h"

namespace sudoku::logic {
namespace {

using namespace pattern_text;

// Four cells in two rows, two columns and exactly two boxes: [0] r1c1 [1] r1c2 [2] r2c1
// [3] r2c2, so i^1 shares i's row, i^2 its column, 3-i is diagonal.
struct Rect {
    int cell[4];
};

// The rectangles whose two digits could swap and keep every rule: two rows, two columns and
// exactly two boxes or regions, each holding a side of it (not two opposite corners); no
// corner on a diagonal (X), and no killer cage anywhere (a swap could change a cage's sum).
// Nor any rule beyond houses (a thermometer, a dot: the swap may break it).
std::vector<Rect> make_rectangles(const Topology& t) {
    std::vector<Rect> v;
    if (t.has_cages() || t.geometry().has_constraints()) return v;  // a rule beyond houses may break the swap
    auto free_cell = [&](int c) { return t.house_count(c) == 3; };  // no diagonal through it
    const int n = t.n;
    for (int r1 = 0; r1 < n; ++r1)
        for (int r2 = r1 + 1; r2 < n; ++r2)
            for (int c1 = 0; c1 < n; ++c1)
                for (int c2 = c1 + 1; c2 < n; ++c2) {
                    const int A = r1 * n + c1, B = r1 * n + c2, C = r2 * n + c1, D = r2 * n + c2;
                    const bool rows_split = t.box(A) == t.box(B) && t.box(C) == t.box(D) && t.box(A) != t.box(C);
                    const bool cols_split = t.box(A) == t.box(C) && t.box(B) == t.box(D) && t.box(A) != t.box(B);
                    if ((rows_split || cols_split) && free_cell(A) && free_cell(B) && free_cell(C) && free_cell(D))
                        v.push_back({{A, B, C, D}});
                }
    return v;
}

const std::vector<Rect>& rectangles(const Topology& t) {
    static const std::vector<Rect> classic = make_rectangles(Topology::classic9());
    if (t.is_classic9()) return classic;
    // The last other geometry's, kept: a hint path asks many times on one geometry.
    static thread_local std::uint64_t last = 0;
    static thread_local std::vector<Rect> other;
    if (last != t.serial()) {
        other = make_rectangles(t);
        last = t.serial();
    }
    return other;
}

// Houses two cells share: row, column, box or region (at most two of them here).
std::vector<int> shared_houses(const Topology& t, int a, int b) {
    std::vector<int> h;
    for (int k = 0; k < t.house_count(a); ++k)
        if (t.in_house(b, t.house_of(a, k))) h.push_back(t.house_of(a, k));
    return h;
}

enum Pass { Type1, Type2, Type4, Type3Pair, Hidden, Type3Triple, Type3Quad, kPasses };

struct RectFinder {
    const Context& x;
    const Rect& r;
    int a, b;
    Step& out;

    Mask ab() const { return Mask(bit(a) | bit(b)); }
    Mask cand(int i) const { return x.s.cand[r.cell[i]]; }
    std::vector<int> corners() const {
        std::vector<int> v(r.cell, r.cell + 4);
        return v;
    }
    std::string name() const {
        std::string cells;
        for (int c : corners()) cells += (cells.empty() ? "" : ", ") + name_cell(c);
        return text::tr("unique.rectangle", {{"cells", cells}});
    }
    // The consequence every type shares.
    std::string deadly() const {
        return text::tr("unique.deadly", {{"rectangle", name()}, {"a", name_digit(a)}, {"b", name_digit(b)}});
    }

    // Starts the step: the rectangle's a and b as the pattern, houses = its lines.
    void begin(const char* variant, double rating, std::vector<int> first_houses = {}) {
        out.variant = variant;
        out.rating = rating;
        out.houses = first_houses;
        for (int h : {x.t.row_house(r.cell[0]), x.t.row_house(r.cell[3]), x.t.col_house(r.cell[0]), x.t.col_house(r.cell[3])})
            if (std::find(out.houses.begin(), out.houses.end(), h) == out.houses.end()) out.houses.push_back(h);
        for (int i = 0; i < 4; ++i)
            for (int d : {a, b}) {
                out.pattern.push_back(cand_at(r.cell[i], d));
                set_mark(out, cand_at(r.cell[i], d), Role::On);
            }
    }

    bool end() {
        finish_step(out);
        mark_effect(out);
        return true;
    }

    bool type1(int floor_count, int roof) {
        if (floor_count != 3) return false;
        int c = r.cell[roof];
        out.eliminations = {cand_at(c, a), cand_at(c, b)};
        begin("type 1", 4.5);
        std::vector<int> floor;
        for (int i = 0; i < 4; ++i)
            if (i != roof) floor.push_back(r.cell[i]);
        out.explanation = text::tr("unique.type1", {{"cells", cell_list(floor)}, {"a", name_digit(a)},
                                                    {"b", name_digit(b)}, {"removed", cannot_be(out.eliminations)},
                                                    {"deadly", deadly()}});
        return end();
    }

    // Every cell with extras holds the same one extra digit z: one of them is z.
    bool type2(const std::vector<int>& roof) {
        if (roof.size() < 2 || roof.size() > 3) return false;
        Mask z = cand(roof[0]) & ~ab();
        if (count(z) != 1) return false;
        for (int i : roof)
            if ((cand(i) & ~ab()) != z) return false;
        int zd = lowest_digit(z);
        for (int c = 0; c < x.t.cells; ++c) {
            if (!(x.s.cand[c] & z)) continue;
            bool all = true;
            for (int i : roof) all = all && x.t.sees(c, r.cell[i]);
            if (all) out.eliminations.push_back(cand_at(c, zd));
        }
        if (out.eliminations.empty()) return false;
        std::vector<int> roof_cells;
        for (int i : roof) roof_cells.push_back(r.cell[i]);
        begin("type 2", 4.6, roof.size() == 2 ? shared_houses(x.t, roof_cells[0], roof_cells[1]) : std::vector<int>{});
        for (int c : roof_cells) {
            out.pattern.push_back(cand_at(c, zd));
            set_mark(out, cand_at(c, zd), Role::Fin);
        }
        const char* sees = out.eliminations.size() > 1 ? (roof.size() > 2 ? "unique.they_see_all" : "unique.they_see_both")
                                                       : (roof.size() > 2 ? "unique.it_sees_all" : "unique.it_sees_both");
        out.explanation = text::tr("unique.type2", {{"roof", cell_list(roof_cells, "word.or")}, {"digit", name_digit(zd)},
                                                    {"deadly", deadly()}, {"removed", cannot_be(out.eliminations)},
                                                    {"sees", text::tr(sees)}});
        return end();
    }

    // The two cells with extras see each other and one of them holds an extra digit: they
    // act as one cell holding the extras, which with k other cells of a shared house forms
    // a naked set of k + 1 digits.
    bool type3(const std::vector<int>& roof, int k) {
        if (roof.size() != 2) return false;
        int c1 = r.cell[roof[0]], c2 = r.cell[roof[1]];
        Mask extra = (cand(roof[0]) | cand(roof[1])) & ~ab();
        if (count(extra) < 2 || count(extra) > k + 1) return false;
        for (int h : shared_houses(x.t, c1, c2)) {
            const auto cells = x.t.house(h);
            int others[kMaxSize], n = 0;
            for (int i = 0; i < x.t.n; ++i) {
                int c = cells[i];
                if (c != c1 && c != c2 && x.s.cand[c] && count(x.s.cand[c]) <= k + 1) others[n++] = c;
            }
            bool found = combinations(n, k, [&](const int* idx) {
                Mask set = extra;
                for (int i = 0; i < k; ++i) set |= x.s.cand[others[idx[i]]];
                if (count(set) != k + 1) return false;
                std::vector<int> members;
                for (int i = 0; i < k; ++i) members.push_back(others[idx[i]]);
                out.eliminations.clear();
                for (int c : cells) {
                    if (c == c1 || c == c2 || std::find(members.begin(), members.end(), c) != members.end()) continue;
                    for (int d : digits_of(x.s.cand[c] & set)) out.eliminations.push_back(cand_at(c, d));
                }
                if (out.eliminations.empty()) return false;
                static const char* sets[] = {"", "unique.set.pair", "unique.set.triple", "unique.set.quad"};
                begin("type 3", 4.5 + 0.1 * k, {h});
                for (int c : {c1, c2})
                    for (int d : digits_of(x.s.cand[c] & extra)) {
                        out.pattern.push_back(cand_at(c, d));
                        set_mark(out, cand_at(c, d), Role::Fin);
                    }
                for (int c : members)
                    for (int d : digits_of(x.s.cand[c])) {
                        out.pattern.push_back(cand_at(c, d));
                        set_mark(out, cand_at(c, d), Role::Group);
                    }
                out.explanation = text::tr(
                    "unique.type3", {{"cell1", name_cell(c1)}, {"cell2", name_cell(c2)}, {"extra", digit_list(extra, "word.or")},
                                     {"deadly", deadly()}, {"set", text::tr(sets[k])}, {"digits", digit_list(set)},
                                     {"members", cell_list(members)}, {"in_house", name_house(h, "in")},
                                     {"removed", cannot_be(out.eliminations)}});
                return true;
            });
            if (found) return end();
        }
        return false;
    }

    // One of a and b has only the two cells with extras in a house they share: that digit is
    // in one of them, so the other digit is in neither.
    bool type4(const std::vector<int>& roof) {
        if (roof.size() != 2) return false;
        int c1 = r.cell[roof[0]], c2 = r.cell[roof[1]];
        for (int h : shared_houses(x.t, c1, c2))
            for (int u : {a, b}) {
                if (count(x.positions(h, u)) != 2) continue;
                int w = u == a ? b : a;
                out.eliminations = {cand_at(c1, w), cand_at(c2, w)};
                begin("type 4", 4.6, {h});
                out.links.push_back({cand_at(c1, u), cand_at(c2, u), true, 0});
                out.explanation = text::capitalised(text::tr(
                    "unique.type4", {{"in_house", name_house(h, "in")}, {"u", name_digit(u)}, {"cell1", name_cell(c1)},
                                     {"cell2", name_cell(c2)}, {"w", name_digit(w)}, {"deadly", deadly()},
                                     {"removed", cannot_be(out.eliminations)}}));
                return end();
            }
        return false;
    }

    // A corner holds only a and b, and in the line pair through the opposite corner u is
    // only in the rectangle: the opposite corner cannot be the other digit w (if it were,
    // u would fill the two remaining corners and the bivalue corner would be w).
    bool hidden() {
        for (int i = 0; i < 4; ++i) {
            if (cand(i) != ab()) continue;
            int opposite = r.cell[3 - i], in_row = r.cell[(3 - i) ^ 1], in_col = r.cell[(3 - i) ^ 2];
            int row = x.t.row_house(opposite), col = x.t.col_house(opposite);
            for (int u : {a, b}) {
                if (count(x.positions(row, u)) != 2 || count(x.positions(col, u)) != 2) continue;
                int w = u == a ? b : a;
                out.eliminations = {cand_at(opposite, w)};
                begin("hidden", 4.7, {row, col});
                out.links.push_back({cand_at(opposite, u), cand_at(in_row, u), true, 0});
                out.links.push_back({cand_at(opposite, u), cand_at(in_col, u), true, 0});
                std::string su = name_digit(u), sw = name_digit(w);
                out.explanation = text::tr(
                    "unique.hidden", {{"corner", name_cell(r.cell[i])}, {"a", name_digit(a)}, {"b", name_digit(b)},
                                      {"in_row", name_house(row, "in")}, {"in_column", name_house(col, "in")},
                                      {"u", su}, {"opposite", name_cell(opposite)}, {"w", sw},
                                      {"cell1", name_cell(in_row)}, {"cell2", name_cell(in_col)}, {"deadly", deadly()},
                                      {"removed", cannot_be(out.eliminations)}});
                return end();
            }
        }
        return false;
    }

    bool run(int pass) {
        std::vector<int> roof;
        for (int i = 0; i < 4; ++i)
            if (cand(i) != ab()) roof.push_back(i);
        int floor_count = 4 - int(roof.size());
        switch (pass) {
        case Type1: return roof.size() == 1 && type1(floor_count, roof[0]);
        case Type2: return type2(roof);
        case Type4: return type4(roof);
        case Type3Pair: return type3(roof, 1);
        case Hidden: return !x.se_only && hidden();
        case Type3Triple: return type3(roof, 2);
        case Type3Quad: return type3(roof, 3);
        default: return false;
        }
    }
};

}  // namespace

// Passes in rating order, so the easiest rectangle step comes first. Every type needs a
// corner holding only the two digits, which picks the few rectangles worth a look.
bool find_unique_rectangle(const Context& x, Step& out) {
    struct Suspect {
        const Rect* r;
        Mask ab;
    };
    std::vector<Suspect> found;
    found.reserve(16);
    for (const auto& r : rectangles(x.t)) {
        Mask common = x.s.cand[r.cell[0]] & x.s.cand[r.cell[1]] & x.s.cand[r.cell[2]] & x.s.cand[r.cell[3]];
        if (count(common) != 2) continue;  // a bivalue corner leaves exactly its pair in common
        for (int i = 0; i < 4; ++i)
            if (x.s.cand[r.cell[i]] == common) {
                found.push_back({&r, common});
                break;
            }
    }
    const int n = int(found.size());
    for (int pass = 0; pass < kPasses; ++pass)
        for (int i = 0; i < n; ++i) {
            int a = lowest_digit(found[i].ab), b = lowest_digit(found[i].ab & (found[i].ab - 1));
            RectFinder f{x, *found[i].r, a, b, out};
            if (f.run(pass)) return true;
            const Technique t = out.technique;
            out = Step{};
            out.technique = t;
        }
    return false;
}

// Every unsolved cell but one holds two candidates and every digit appears twice in each
// house it is missing from, except one digit appearing three times in the third cell's
// houses: without it the grid would have no or two solutions, so the cell takes it.
// Type 2 (SE's BUG type 2, 5.7): several cells hold a third candidate, the same digit in
// each; without it in all of them the grid would be such a grave, so one of them holds
// it and a cell seeing them all cannot.
static bool find_bug_type2(const Context& x, Step& out) {
    std::vector<int> extra;
    Mask common = 0x3FE;
    for (int c = 0; c < kCells; ++c) {
        int n = count(x.s.cand[c]);
        if (n <= 2) continue;
        if (n > 3) return false;
        extra.push_back(c);
        common &= x.s.cand[c];
    }
    if (extra.size() < 2 || count(common) != 1) return false;
    int d = lowest_digit(common);
    for (int h = 0; h < kHouses; ++h)
        for (int v = 1; v <= 9; ++v) {
            int n = count(x.positions(h, v));
            if (v == d)
                for (int c : extra) n -= (h < 9 ? row_of(c) == h : h < 18 ? col_of(c) == h - 9 : box_of(c) == h - 18);
            if (n != 0 && n != 2) return false;
        }
    for (int c = 0; c < kCells; ++c) {
        if (!(x.s.cand[c] & bit(d)) || std::find(extra.begin(), extra.end(), c) != extra.end()) continue;
        bool all = true;
        for (int e : extra) all = all && sees(c, e);
        if (all) out.eliminations.push_back(cand_at(c, d));
    }
    if (out.eliminations.empty()) return false;
    out.variant = "type 2";
    out.rating = 5.7;
    out.houses = {18 + box_of(extra[0]), row_of(extra[0]), 9 + col_of(extra[0])};
    for (int c : extra) {
        out.pattern.push_back(cand_at(c, d));
        set_mark(out, cand_at(c, d), Role::On);
    }
    finish_step(out);
    mark_effect(out);
    out.explanation = text::tr("unique.bug2", {{"cells", pattern_text::cell_list(extra)}, {"digit", name_digit(d)},
                                               {"removed", cannot_be(out.eliminations)}});
    return true;
}

bool find_bug_plus_one(const Context& x, Step& out) {
    int third = -1;
    for (int c = 0; c < kCells; ++c) {
        int n = count(x.s.cand[c]);
        if (n <= 2) continue;
        if (n > 3) return false;
        third = third == -1 ? c : -2;  // -2: more than one (type 2)
    }
    if (third == -2) return find_bug_type2(x, out);
    if (third < 0) return false;
    int houses[3] = {row_of(third), 9 + col_of(third), 18 + box_of(third)};
    int found = 0;
    for (int d : digits_of(x.s.cand[third])) {
        bool bug = true;
        for (int h = 0; h < kHouses && bug; ++h)
            for (int v = 1; v <= 9 && bug; ++v) {
                int n = count(x.positions(h, v));
                if (v == d && (h == houses[0] || h == houses[1] || h == houses[2])) --n;
                bug = n == 0 || n == 2;
            }
        if (bug) {
            if (found) return false;  // cannot happen in a true BUG; be safe
            found = d;
        }
    }
    if (!found) return false;
    out.rating = 5.6;
    out.houses = {houses[2], houses[0], houses[1]};
    out.placements = {cand_at(third, found)};
    for (int h : out.houses)
        for (int i = 0; i < 9; ++i) {
            int c = house_cells()[h][i];
            if (c != third && (x.s.cand[c] & bit(found))) {
                out.pattern.push_back(cand_at(c, found));
                set_mark(out, cand_at(c, found), Role::On);
            }
        }
    out.pattern.push_back(cand_at(third, found));
    normalize(out.pattern);
    finish_step(out);
    mark_effect(out);
    out.explanation = text::tr("unique.bug", {{"cell", name_cell(third)}, {"digit", std::to_string(found)}});
    return true;
}

}  // namespace sudoku::logic
