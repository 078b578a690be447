// The 9x9 kinds with rules that suit digging (generator.h, GameRules): a whole-grid rule
// (anti-knight, anti-king, non-consecutive) shapes the full grid the solver draws; marks
// (kropki dots, X and V, thermometers) are read off a classic full grid. Every draw comes from
// the job's Rng, so the same seed gives the same puzzle everywhere.
#include <algorithm>

#include "core/generate/generator_internal.h"

namespace sudoku::vgen {

namespace {

using T = ConstraintType;

Constraint whole(T kind) {
    Constraint r;
    r.kind = kind;
    return r;
}

Constraint pair(T kind, int a, int b) {
    Constraint r;
    r.kind = kind;
    r.cells = {a, b};
    return r;
}

// Orthogonal neighbours (a, b), a < b, row by row.
std::vector<std::pair<int, int>> edges() {
    std::vector<std::pair<int, int>> out;
    for (int c = 0; c < 81; ++c) {
        if (c % 9 < 8) out.push_back({c, c + 1});
        if (c / 9 < 8) out.push_back({c, c + 9});
    }
    return out;
}

// Every dot the solution allows, all given (a 1-2 pair takes either colour at random).
std::vector<Constraint> kropki_marks(const Cells& s, Rng& rng) {
    std::vector<Constraint> out = {whole(T::WhiteNegative), whole(T::BlackNegative)};
    for (auto [a, b] : edges()) {
        const int x = s[std::size_t(a)], y = s[std::size_t(b)];
        const bool white = x - y == 1 || y - x == 1, black = x == 2 * y || y == 2 * x;
        if (white && black) out.push_back(pair(rng.below(2) ? T::KropkiWhite : T::KropkiBlack, a, b));
        else if (white) out.push_back(pair(T::KropkiWhite, a, b));
        else if (black) out.push_back(pair(T::KropkiBlack, a, b));
    }
    return out;
}

// Every X (sum 10) and V (sum 5), all given.
std::vector<Constraint> xv_marks(const Cells& s) {
    std::vector<Constraint> out = {whole(T::XVNegative)};
    for (auto [a, b] : edges()) {
        const int sum = s[std::size_t(a)] + s[std::size_t(b)];
        if (sum == 10) out.push_back(pair(T::X, a, b));
        else if (sum == 5) out.push_back(pair(T::V, a, b));
    }
    return out;
}

// Thermometers along rising paths of the solution (king steps, cells not shared), 3 to 7
// cells: a bulb drawn at random, then a random higher neighbour while there is one.
std::vector<Constraint> thermo_marks(const Cells& s, Rng& rng) {
    std::vector<Constraint> out;
    std::vector<char> used(81, 0);
    const int want = 5 + int(rng.below(3));
    for (int tries = 0; tries < 200 && int(out.size()) < want; ++tries) {
        int c = int(rng.below(81));
        if (used[std::size_t(c)] || s[std::size_t(c)] > 4) continue;
        const int len = 3 + int(rng.below(5));
        std::vector<int> path{c};
        while (int(path.size()) < len) {
            std::vector<int> next;
            const int r = c / 9, k = c % 9;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dk = -1; dk <= 1; ++dk) {
                    const int y = r + dr, x = k + dk, q = y * 9 + x;
                    if ((dr || dk) && y >= 0 && y < 9 && x >= 0 && x < 9 && !used[std::size_t(q)] &&
                        std::find(path.begin(), path.end(), q) == path.end() && s[std::size_t(q)] > s[std::size_t(c)])
                        next.push_back(q);
                }
            if (next.empty()) break;
            c = next[rng.below(std::uint32_t(next.size()))];
            path.push_back(c);
        }
        if (path.size() < 3) continue;
        for (int q : path) used[std::size_t(q)] = 1;
        Constraint r;
        r.kind = T::Thermo;
        r.cells = path;
        out.push_back(r);
    }
    return out;
}

}  // namespace

GeometryPtr rules_grid_geometry(GameRules rules) {
    switch (rules) {
    case GameRules::AntiKnight: return Geometry::with_constraints(Geometry::classic9(), {whole(T::AntiKnight)}).geometry;
    case GameRules::AntiKing: return Geometry::with_constraints(Geometry::classic9(), {whole(T::AntiKing)}).geometry;
    case GameRules::NonConsecutive:
        return Geometry::with_constraints(Geometry::classic9(), {whole(T::NonConsecutive)}).geometry;
    default: return Geometry::classic9();
    }
}

GeometryPtr rules_marks_geometry(GameRules rules, const GeometryPtr& grid, const Cells& solution, Rng& rng) {
    switch (rules) {
    case GameRules::Kropki: return Geometry::with_constraints(grid, kropki_marks(solution, rng)).geometry;
    case GameRules::XV: return Geometry::with_constraints(grid, xv_marks(solution)).geometry;
    case GameRules::Thermo: return Geometry::with_constraints(grid, thermo_marks(solution, rng)).geometry;
    default: return grid;
    }
}

}  // namespace sudoku::vgen

namespace sudoku {

const char* game_rules_key(GameRules r) {
    switch (r) {
    case GameRules::AntiKnight: return "anti-knight";
    case GameRules::AntiKing: return "anti-king";
    case GameRules::NonConsecutive: return "non-consecutive";
    case GameRules::Kropki: return "kropki";
    case GameRules::XV: return "xv";
    case GameRules::Thermo: return "thermo";
    default: return "";
    }
}

// The kind a geometry's rules make, when they are exactly one of the digging kinds' sets.
GameRules game_rules_of(const Geometry& g) {
    using T = ConstraintType;
    if (!g.has_constraints() || g.size() != 9 || g.variant() != Variant::Classic) return GameRules::None;
    bool only[kConstraintTypes] = {};
    for (const Constraint& r : g.constraints()) only[int(r.kind)] = true;
    auto exactly = [&](std::initializer_list<T> kinds) {
        int n = 0;
        for (bool b : only) n += b;
        for (T k : kinds) if (!only[int(k)]) return false;
        return n == int(kinds.size());
    };
    if (exactly({T::AntiKnight})) return GameRules::AntiKnight;
    if (exactly({T::AntiKing})) return GameRules::AntiKing;
    if (exactly({T::NonConsecutive})) return GameRules::NonConsecutive;
    if (exactly({T::Thermo})) return GameRules::Thermo;
    if (only[int(T::WhiteNegative)] && only[int(T::BlackNegative)] &&
        (exactly({T::WhiteNegative, T::BlackNegative, T::KropkiWhite, T::KropkiBlack}) ||
         exactly({T::WhiteNegative, T::BlackNegative, T::KropkiWhite}) || exactly({T::WhiteNegative, T::BlackNegative, T::KropkiBlack}) ||
         exactly({T::WhiteNegative, T::BlackNegative})))
        return GameRules::Kropki;
    if (only[int(T::XVNegative)] &&
        (exactly({T::XVNegative, T::X, T::V}) || exactly({T::XVNegative, T::X}) || exactly({T::XVNegative, T::V}) ||
         exactly({T::XVNegative})))
        return GameRules::XV;
    return GameRules::None;
}

}  // namespace sudoku
