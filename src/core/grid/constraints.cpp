// Rules as data: their keys and sentences, what they add to a geometry (houses, peers, props)
// and their pictures; see rules.h.
#include "core/grid/constraints.h"
#include "core/text/text.h"

#include <algorithm>
#include <cstdlib>

namespace sudoku {

namespace {

struct ConstraintInfo {
    ConstraintType kind;
    const char* key;
    const char* sentence;
};

const ConstraintInfo kConstraintInfo[kConstraintTypes] = {
    {ConstraintType::AntiKnight, "anti-knight", "Cells a knight's move apart cannot hold the same digit."},
    {ConstraintType::AntiKing, "anti-king", "Cells a king's move apart cannot hold the same digit."},
    {ConstraintType::NonConsecutive, "non-consecutive", "Orthogonally neighbouring cells cannot hold consecutive digits."},
    {ConstraintType::WhiteNegative, "white-negative", "Every white dot is given: neighbours without a dot are not consecutive."},
    {ConstraintType::BlackNegative, "black-negative", "Every black dot is given: neighbours without a dot are not in a 1:2 ratio."},
    {ConstraintType::XVNegative, "xv-negative", "Every X and V is given: neighbours without one add up to neither 10 nor 5."},
    {ConstraintType::DisjointGroups, "disjoint-groups", "Cells in the same position of their boxes hold different digits."},
    {ConstraintType::Odd, "odd", "A cell with a circle holds an odd digit."},
    {ConstraintType::Even, "even", "A cell with a square holds an even digit."},
    {ConstraintType::ExtraRegion, "extra-region", "A shaded region cannot repeat a digit (with n cells it holds every digit once)."},
    {ConstraintType::Diagonal, "diagonal", "A marked diagonal holds every digit once."},
    {ConstraintType::Thermo, "thermo", "Digits along a thermometer strictly increase from the bulb."},
    {ConstraintType::KropkiWhite, "kropki-white", "The digits on either side of a white dot are consecutive."},
    {ConstraintType::KropkiBlack, "kropki-black", "One digit beside a black dot is double the other."},
    {ConstraintType::X, "x", "The digits on either side of an X add up to 10."},
    {ConstraintType::V, "v", "The digits on either side of a V add up to 5."},
    {ConstraintType::Arrow, "arrow", "The digits along an arrow add up to the number in its circle."},
    {ConstraintType::Whisper, "whisper", "Neighbouring digits on a green line differ by at least 5."},
    {ConstraintType::Renban, "renban", "A purple line holds a set of consecutive digits, in any order."},
    {ConstraintType::Palindrome, "palindrome", "A grey line reads the same from either end."},
    {ConstraintType::Between, "between", "Digits on a line between two circles lie strictly between the circles' digits."},
    {ConstraintType::LittleKiller, "little-killer", "The digits along the marked diagonal add up to the clue (they may repeat)."},
    {ConstraintType::Sandwich, "sandwich", "The digits between the 1 and the 9 of the row or column add up to the clue."},
    {ConstraintType::Quadruple, "quadruple", "The four cells around a circle hold every digit written in it."},
};

template <class Relation>
Prop pair_prop(ConstraintType source, int rule, int a, int b, int n, Relation rel) {
    Prop p;
    p.kind = PropKind::Pair;
    p.source = source;
    p.rule = rule;
    p.cells = {a, b};
    for (int d = 1; d <= n; ++d)
        for (int e = 1; e <= n; ++e)
            if (rel(d, e, n)) p.allow[std::size_t(d)] |= bit(e);
    for (int e = 1; e <= n; ++e) {
        int against = 0;
        for (int d = 1; d <= n; ++d) against += !(p.allow[std::size_t(d)] & bit(e));
        p.cover = std::max(p.cover, against);
    }
    return p;
}

bool sum10(int a, int b, int) { return a + b == 10; }
bool sum5(int a, int b, int) { return a + b == 5; }
bool not_consecutive(int a, int b, int) { return std::abs(a - b) != 1; }
bool not_double(int a, int b, int) { return a != 2 * b && b != 2 * a; }
bool no_xv(int a, int b, int) { return a + b != 10 && a + b != 5; }
bool same(int a, int b, int) { return a == b; }

bool has_kind(const std::vector<Constraint>& rules, ConstraintType k) {
    return std::any_of(rules.begin(), rules.end(), [&](const Constraint& r) { return r.kind == k; });
}

// The orthogonal neighbour pairs (a < b) of an n x n grid.
std::vector<std::pair<int, int>> neighbour_pairs(int n) {
    std::vector<std::pair<int, int>> out;
    for (int c = 0; c < n * n; ++c) {
        if (c % n + 1 < n) out.push_back({c, c + 1});
        if (c / n + 1 < n) out.push_back({c, c + n});
    }
    return out;
}

}  // namespace

int kropki_value(const Constraint& r) {
    if (r.value > 0) return r.value;
    return r.kind == ConstraintType::KropkiBlack ? 2 : 1;
}

int whisper_difference(const Constraint& r, int n) {
    if (r.value > 0) return r.value;
    return n == 9 ? 5 : (n + 1) / 2;
}

std::string rule_sentence(const std::vector<Constraint>& rules, ConstraintType t, int n) {
    const std::string key = std::string("rule.") + constraint_key(t);
    const bool marked = std::any_of(rules.begin(), rules.end(), [&](const Constraint& r) {
        return r.kind == t && (t == ConstraintType::KropkiWhite || t == ConstraintType::KropkiBlack || t == ConstraintType::Whisper) &&
               r.value > 0;
    });
    if (!marked) return text::tr(key);
    return text::tr(key + ".marked", {{"n", std::to_string(n == 9 ? 5 : (n + 1) / 2)}});
}

const char* constraint_key(ConstraintType k) { return kConstraintInfo[int(k)].key; }
const char* constraint_sentence(ConstraintType k) { return kConstraintInfo[int(k)].sentence; }

std::vector<Prop> compile_constraints(const std::vector<Constraint>& rules, int n) {
    std::vector<Prop> out;
    for (int i = 0; i < int(rules.size()); ++i) {
        const Constraint& r = rules[std::size_t(i)];
        Prop p;
        p.source = r.kind;
        p.rule = i;
        p.cells = r.cells;
        p.value = r.value;
        switch (r.kind) {
        case ConstraintType::Odd:
        case ConstraintType::Even:
            p.kind = PropKind::Unary;
            for (int d = r.kind == ConstraintType::Odd ? 1 : 2; d <= n; d += 2) p.allow[0] |= bit(d);
            out.push_back(p);
            break;
        case ConstraintType::KropkiWhite: {  // a dot marked with another difference than 1
            const int diff = kropki_value(r);
            out.push_back(pair_prop(r.kind, i, r.cells[0], r.cells[1], n, [diff](int a, int b, int) { return std::abs(a - b) == diff; }));
            break;
        }
        case ConstraintType::KropkiBlack: {  // a dot marked with another ratio than 2
            const int ratio = kropki_value(r);
            out.push_back(pair_prop(r.kind, i, r.cells[0], r.cells[1], n, [ratio](int a, int b, int) { return a == ratio * b || b == ratio * a; }));
            break;
        }
        case ConstraintType::X: out.push_back(pair_prop(r.kind, i, r.cells[0], r.cells[1], n, sum10)); break;
        case ConstraintType::V: out.push_back(pair_prop(r.kind, i, r.cells[0], r.cells[1], n, sum5)); break;
        case ConstraintType::Whisper:
            for (std::size_t k = 0; k + 1 < r.cells.size(); ++k) {
                const int least = whisper_difference(r, n);
                out.push_back(pair_prop(r.kind, i, r.cells[k], r.cells[k + 1], n, [least](int a, int b, int) { return std::abs(a - b) >= least; }));
                out.back().value = r.value;
            }
            break;
        case ConstraintType::Palindrome:
            for (std::size_t k = 0; k < r.cells.size() / 2; ++k)
                if (r.cells[k] != r.cells[r.cells.size() - 1 - k])
                    out.push_back(pair_prop(r.kind, i, r.cells[k], r.cells[r.cells.size() - 1 - k], n, same));
            break;
        case ConstraintType::Thermo: p.kind = PropKind::Thermo; out.push_back(p); break;
        case ConstraintType::Arrow: p.kind = PropKind::Arrow; out.push_back(p); break;
        case ConstraintType::Renban: p.kind = PropKind::Renban; out.push_back(p); break;
        case ConstraintType::Between: p.kind = PropKind::Between; out.push_back(p); break;
        case ConstraintType::LittleKiller: p.kind = PropKind::SumLine; out.push_back(p); break;
        case ConstraintType::Sandwich: p.kind = PropKind::Sandwich; out.push_back(p); break;
        case ConstraintType::Quadruple:
            p.kind = PropKind::Quadruple;
            for (int d : r.digits)
                if (d >= 1 && d <= n) ++p.allow[std::size_t(d)];
            out.push_back(p);
            break;
        default: break;  // houses and peers, or whole-grid rules below
        }
    }
    // Whole-grid rules over neighbours, one pair prop each.
    // (As f-puzzles reads them: a pair with a dot of either colour is free of all three.)
    const bool nonconsecutive = has_kind(rules, ConstraintType::NonConsecutive) || has_kind(rules, ConstraintType::WhiteNegative);
    const bool black_neg = has_kind(rules, ConstraintType::BlackNegative), xv_neg = has_kind(rules, ConstraintType::XVNegative);
    if (nonconsecutive || black_neg || xv_neg) {
        auto marked = [&](int a, int b, ConstraintType k1, ConstraintType k2) {
            return std::any_of(rules.begin(), rules.end(), [&](const Constraint& r) {
                return (r.kind == k1 || r.kind == k2) && r.cells.size() == 2 &&
                       ((r.cells[0] == a && r.cells[1] == b) || (r.cells[0] == b && r.cells[1] == a));
            });
        };
        const ConstraintType consecutive_source =
            has_kind(rules, ConstraintType::WhiteNegative) ? ConstraintType::WhiteNegative : ConstraintType::NonConsecutive;
        for (auto [a, b] : neighbour_pairs(n)) {
            const bool dot = marked(a, b, ConstraintType::KropkiWhite, ConstraintType::KropkiBlack);
            if (nonconsecutive && !dot) out.push_back(pair_prop(consecutive_source, -1, a, b, n, not_consecutive));
            if (black_neg && !dot) out.push_back(pair_prop(ConstraintType::BlackNegative, -1, a, b, n, not_double));
            if (xv_neg && !marked(a, b, ConstraintType::X, ConstraintType::V))
                out.push_back(pair_prop(ConstraintType::XVNegative, -1, a, b, n, no_xv));
        }
    }
    return out;
}

std::vector<std::pair<int, int>> rule_peer_pairs(const std::vector<Constraint>& rules, int n) {
    std::vector<std::pair<int, int>> out;
    auto moves = [&](const int (*d)[2], int count) {
        for (int c = 0; c < n * n; ++c)
            for (int k = 0; k < count; ++k) {
                const int r = c / n + d[k][0], q = c % n + d[k][1];
                if (r >= 0 && r < n && q >= 0 && q < n) out.push_back({c, r * n + q});
            }
    };
    static const int knight[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    static const int king[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};  // orthogonal ones share a row or column
    if (has_kind(rules, ConstraintType::AntiKnight)) moves(knight, 8);
    if (has_kind(rules, ConstraintType::AntiKing)) moves(king, 4);
    for (const Constraint& r : rules)
        if (r.kind == ConstraintType::Renban || (r.kind == ConstraintType::ExtraRegion && int(r.cells.size()) < n))
            for (int a : r.cells)
                for (int b : r.cells)
                    if (a != b) out.push_back({a, b});
    return out;
}

std::vector<std::vector<int>> rule_houses(const std::vector<Constraint>& rules, int n, const std::vector<int>&, int box_rows,
                                          int box_cols) {
    std::vector<std::vector<int>> out;
    for (const Constraint& r : rules) {
        if (r.kind == ConstraintType::ExtraRegion && int(r.cells.size()) == n) out.push_back(r.cells);
        if (r.kind == ConstraintType::Diagonal) {
            std::vector<int> d;
            for (int i = 0; i < n; ++i) d.push_back(r.value ? i * n + (n - 1 - i) : i * n + i);
            out.push_back(d);
        }
    }
    if (has_kind(rules, ConstraintType::DisjointGroups) && box_rows)
        for (int pos = 0; pos < n; ++pos) {
            std::vector<int> group;
            const int pr = pos / box_cols, pc = pos % box_cols;
            for (int br = 0; br < n; br += box_rows)
                for (int bc = 0; bc < n; bc += box_cols) group.push_back((br + pr) * n + bc + pc);
            out.push_back(group);
        }
    for (auto& h : out) std::sort(h.begin(), h.end());
    return out;
}

ConstraintShape constraint_picture(const Constraint& r) {
    ConstraintShape s;
    s.cells = r.cells;
    s.clue_row = r.clue_row;
    s.clue_col = r.clue_col;
    switch (r.kind) {
    case ConstraintType::AntiKnight: case ConstraintType::AntiKing: case ConstraintType::NonConsecutive: case ConstraintType::WhiteNegative: case ConstraintType::BlackNegative:
    case ConstraintType::XVNegative: case ConstraintType::DisjointGroups:
        s.role = "global";
        s.label = constraint_key(r.kind);
        break;
    case ConstraintType::Arrow:
        s.role = r.value > 1 ? "pill" : "arrow";
        s.label = std::to_string(r.value);  // cells of the circle
        break;
    case ConstraintType::LittleKiller: case ConstraintType::Sandwich:
        s.role = constraint_key(r.kind);
        s.label = std::to_string(r.value);
        break;
    case ConstraintType::Quadruple:
        s.role = "quadruple";
        for (int d : r.digits) s.label += std::to_string(d);
        break;
    case ConstraintType::KropkiWhite: case ConstraintType::KropkiBlack:  // the value written on the dot when not 1 (2)
        s.role = r.kind == ConstraintType::KropkiWhite ? "dot-white" : "dot-black";
        if (r.value > 0 && r.value != (r.kind == ConstraintType::KropkiWhite ? 1 : 2)) s.label = std::to_string(r.value);
        break;
    case ConstraintType::X: s.role = "x", s.label = "X"; break;
    case ConstraintType::V: s.role = "v", s.label = "V"; break;
    default: s.role = constraint_key(r.kind); break;
    }
    return s;
}

}  // namespace sudoku
