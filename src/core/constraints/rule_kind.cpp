// The constraints beyond houses and cages (core/grid/constraints.h) as one constraint kind of
// the logic engine: its propagation (each prop's filter, rule_filter.h, inside forcing chains),
// its techniques (one per family of rules: the filter's removals, with the rule's sentence, the
// cells of the rule drawn; and candidates every place of a house's digit sees through a rule's
// peers), and their words ("constraint.explain.*", "rule.*" in the language tables).
#include <algorithm>

#include "core/constraints/cage_internal.h"
#include "core/grid/rule_filter.h"
#include "core/logic/logic_internal.h"

namespace sudoku::constraint_rules {

using cages::cd;
using cages::vt_cells;
using cages::vt_digit;
using cages::vt_removals;
using text::tr;

namespace {

using T = ConstraintType;

// The families of rules, one technique each.
struct Family {
    Technique technique;
    std::vector<ConstraintType> types;
};

const std::vector<Family>& families() {
    static const std::vector<Family> list = {
        {Technique::ConstraintParity, {T::Odd, T::Even}},
        {Technique::ThermoRange, {T::Thermo}},
        {Technique::KropkiPair, {T::KropkiWhite, T::KropkiBlack}},
        {Technique::XVPair, {T::X, T::V}},
        {Technique::NeighbourRule, {T::NonConsecutive, T::WhiteNegative, T::BlackNegative, T::XVNegative}},
        {Technique::WhisperLine, {T::Whisper}},
        {Technique::PalindromeLine, {T::Palindrome}},
        {Technique::ArrowSum, {T::Arrow}},
        {Technique::RenbanSpan, {T::Renban}},
        {Technique::BetweenLine, {T::Between}},
        {Technique::LittleKillerSum, {T::LittleKiller}},
        {Technique::SandwichSum, {T::Sandwich}},
        {Technique::QuadrupleDigits, {T::Quadruple}},
    };
    return list;
}

std::string rule_text(const Geometry& g, ConstraintType t) { return rule_sentence(g.constraints(), t, g.size()); }

// The cells a step names for a prop: the whole rule it comes from where it has cells.
std::vector<int> rule_cells(const Geometry& g, const Prop& p) {
    if (p.rule >= 0) return g.constraints()[std::size_t(p.rule)].cells;
    return p.cells;
}

// What a family's filter removes from one prop in this position, as a step.
bool prop_step(const logic::Context& x, const Prop& p, Step& out) {
    const Geometry& g = x.t.geometry();
    Mask local[kMaxCells];
    const int k = int(p.cells.size());
    for (int i = 0; i < k; ++i) {
        const int c = p.cells[std::size_t(i)];
        local[i] = x.s.grid[std::size_t(c)] ? bit(x.s.grid[std::size_t(c)]) : x.s.cand[std::size_t(c)];
    }
    if (!prop_filter(p, g.size(), local)) return false;  // a broken position: the singles report it
    std::vector<Candidate> elims;
    for (int i = 0; i < k; ++i) {
        const int c = p.cells[std::size_t(i)];
        if (x.s.grid[std::size_t(c)]) continue;
        for (unsigned m = x.s.cand[std::size_t(c)] & ~local[i]; m; m &= m - 1) elims.push_back(cd(c, lowest_digit(m)));
    }
    if (elims.empty()) return false;
    std::sort(elims.begin(), elims.end());
    elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
    out.eliminations = elims;
    for (int i = 0; i < k; ++i) {
        const int c = p.cells[std::size_t(i)];
        if (!x.s.grid[std::size_t(c)])
            for (unsigned m = local[i]; m; m &= m - 1) out.pattern.push_back(cd(c, lowest_digit(m)));
    }
    // A line is named in its order (a thermometer from its bulb), other rules by their cells.
    std::string where;
    const std::vector<int> cells = rule_cells(g, p);
    const bool line = p.source == T::Thermo || p.source == T::Whisper || p.source == T::Renban || p.source == T::Palindrome ||
                      p.source == T::Between || p.source == T::Arrow || p.source == T::LittleKiller;
    if (!line) {
        where = vt_cells(g, cells);
    } else {
        for (int c : cells) where += (where.empty() ? "" : "-") + g.cell_name(c);
    }
    const std::string removals = vt_removals(g, elims);
    const std::string rule = rule_text(g, p.source);
    std::string text;
    switch (p.source) {
    case T::Thermo:
        text = tr("constraint.explain.thermo", {{"where", where}, {"bulb", g.cell_name(p.cells.front())}, {"removals", removals}});
        break;
    case T::KropkiBlack: text = tr("constraint.explain.kropki_black", {{"where", where}, {"removals", removals}}); break;
    case T::Renban:
        text = tr("constraint.explain.renban", {{"where", where}, {"len", std::to_string(p.cells.size())}, {"removals", removals}});
        break;
    case T::Whisper:
        if (g.size() == 9 && p.value == 0 && std::any_of(elims.begin(), elims.end(), [](Candidate e) { return e.digit == 5; })) {
            text = tr("constraint.explain.whisper_five", {{"where", where}, {"removals", removals}});
            break;
        }
        [[fallthrough]];
    default: text = tr("constraint.explain.filter", {{"rule", rule}, {"where", where}, {"removals", removals}}); break;
    }
    out.explanation = text::capitalised(text);
    logic::finish_step(out);
    return true;
}

template <int F>
bool find_family(const logic::Context& x, Step& out) {
    const Geometry& g = x.t.geometry();
    const Family& fam = families()[F];
    for (const Prop& p : g.props())
        if (std::find(fam.types.begin(), fam.types.end(), p.source) != fam.types.end() && prop_step(x, p, out)) return true;
    return false;
}

const std::vector<std::pair<Candidate, Candidate>>& cached_links(const Geometry& g, const std::uint8_t* digits,
                                                                 const Mask* cand, bool strong);
bool find_rule_touch(const logic::Context& x, Step& out);

// A house's digit whose places all see one cell outside the house through a rule (a knight's
// or king's move, a renban line, a small extra region): that cell cannot hold it.
bool find_rule_pointing(const logic::Context& x, Step& out) {
    const Geometry& g = x.t.geometry();
    const auto& houses = g.houses();
    thread_local std::vector<int> places;
    for (int h = 0; h < int(houses.size()); ++h)
        for (int d = 1; d <= g.size(); ++d) {
            // The open cells with d (the house's cells with candidate d, in house order).
            const unsigned pos = x.positions(h, d);
            if (!pos) continue;
            places.clear();
            for (unsigned r = pos; r; r &= r - 1) {
                const int c = x.t.house_cell(h, __builtin_ctz(r));
                if (!x.s.grid[std::size_t(c)]) places.push_back(c);
            }
            if (places.empty() || places.size() > 4) continue;
            // Nothing seen through a rule where no place has a rule's peer (non-consecutive, kropki).
            if (std::all_of(places.begin(), places.end(), [&](int c) { return g.rule_peers(c).empty(); })) continue;
            if (std::any_of(houses[std::size_t(h)].cells.begin(), houses[std::size_t(h)].cells.end(),
                            [&](int c) { return x.s.grid[std::size_t(c)] == d; }))
                continue;
            std::vector<Candidate> elims;
            bool by_rule = false;
            // Any cell that sees every place, at least one of them through a rule (a cell in
            // the same row as one place and a knight's move from the other).
            for (int q : g.peers(places[0])) {
                if (x.s.grid[std::size_t(q)] || !(x.s.cand[std::size_t(q)] & bit(d))) continue;
                if (std::find(places.begin(), places.end(), q) != places.end()) continue;
                if (!std::all_of(places.begin(), places.end(), [&](int c) { return g.sees(q, c); })) continue;
                const bool rule = std::any_of(places.begin(), places.end(), [&](int c) {
                    const auto& rp = g.rule_peers(c);
                    return std::binary_search(rp.begin(), rp.end(), q);
                });
                if (!rule) continue;
                elims.push_back(cd(q, d));
                by_rule = true;
            }
            if (!by_rule || elims.empty()) continue;
            out.eliminations = elims;
            out.houses = {h};
            for (int c : places) out.pattern.push_back(cd(c, d));
            if (x.words) {
                std::string rules;
                for (const Constraint& r : g.constraints())
                    if (r.kind == T::AntiKnight || r.kind == T::AntiKing || r.kind == T::Renban || r.kind == T::ExtraRegion) {
                        const std::string s = rule_text(g, r.kind);
                        if (rules.find(s) == std::string::npos) rules += (rules.empty() ? "" : " ") + s;
                    }
                out.explanation = text::capitalised(tr("constraint.explain.pointing", {{"in_house", logic::name_house(h, "in")},
                                                                                      {"digit", vt_digit(d)},
                                                                                      {"cells", vt_cells(g, places)},
                                                                                      {"rule", rules},
                                                                                      {"removals", vt_removals(g, elims)}}));
            }
            logic::finish_step(out);
            return true;
        }
    return find_rule_touch(x, out);
}

// Pairs of candidates in two open cells of one prop that the prop alone links in this position:
// strong (the prop fails with both removed: one is true) or weak (it fails with both placed:
// not both true), e.g. a kropki black dot's 3 and 5 across it, a thermometer's 6 above a 4.
// A pair prop reads its table; longer props try their filter, up to kLinkCells cells (longer
// ones give few links for many trials).
constexpr int kLinkCells = 5;

void pair_links(const Prop& p, const Mask* cand, bool strong, std::vector<std::pair<Candidate, Candidate>>& out) {
    const int a = p.cells[0], b = p.cells[1];
    for (unsigned da = cand[a]; da; da &= da - 1) {
        const int x = lowest_digit(da);
        if (!strong) {  // x in a forbids the digits of b its table leaves out
            for (unsigned db = cand[b] & ~p.allow[std::size_t(x)]; db; db &= db - 1) out.push_back({cd(a, x), cd(b, lowest_digit(db))});
            continue;
        }
        // Without x, a's other digits allow `reach` in b: when that is one digit y of b's,
        // a holds x or b holds y.
        Mask reach = 0;
        for (unsigned r = cand[a] & ~(da & (0u - da)); r; r &= r - 1) reach |= p.allow[std::size_t(lowest_digit(r))];
        reach &= cand[b];
        if (popcount(reach) == 1) out.push_back({cd(a, x), cd(b, lowest_digit(reach))});
    }
}

void prop_links(const Geometry& g, const std::uint8_t* digits, const Mask* cand, bool strong,
                std::vector<std::pair<Candidate, Candidate>>& out, bool no_pairs = false) {
    Mask base[kMaxCells], m[kMaxCells];
    for (const Prop& p : g.props()) {
        const int k = int(p.cells.size());
        if (k < 2 || k > kLinkCells) continue;
        if (no_pairs && p.kind == PropKind::Pair && k == 2) continue;
        if (p.kind == PropKind::Pair) {
            const int a = p.cells[0], b = p.cells[1];
            if (digits[a] || digits[b] || (strong && (popcount(cand[a]) < 2 || popcount(cand[b]) < 2))) continue;
            pair_links(p, cand, strong, out);
            continue;
        }
        for (int i = 0; i < k; ++i) {
            const int c = p.cells[std::size_t(i)];
            base[i] = digits[c] ? bit(digits[c]) : cand[c];
        }
        for (int i = 0; i < k; ++i)
            for (int j = i + 1; j < k; ++j) {
                const int a = p.cells[std::size_t(i)], b = p.cells[std::size_t(j)];
                if (digits[a] || digits[b] || a == b) continue;
                if (strong && (popcount(cand[a]) < 2 || popcount(cand[b]) < 2)) continue;
                for (unsigned da = cand[a]; da; da &= da - 1)
                    for (unsigned db = cand[b]; db; db &= db - 1) {
                        std::copy_n(base, k, m);
                        if (strong) {
                            m[i] = Mask(m[i] & ~(da & (0u - da)));
                            m[j] = Mask(m[j] & ~(db & (0u - db)));
                        } else {
                            m[i] = Mask(da & (0u - da));
                            m[j] = Mask(db & (0u - db));
                        }
                        if (!prop_filter(p, g.size(), m)) out.push_back({cd(a, lowest_digit(da)), cd(b, lowest_digit(db))});
                    }
            }
    }
}

// A position and its geometry, for the caches of what was computed on the last one asked.
struct PositionKey {
    const Geometry* g = nullptr;
    int n = 0;
    std::vector<Constraint> rules;  // a new geometry may come at the same address
    std::vector<std::uint8_t> digits;
    std::vector<Mask> cand;
    bool same(const Geometry& geo, const std::uint8_t* d, const Mask* m) const {
        const int cells = geo.cells();
        return g == &geo && n == geo.size() && std::equal(d, d + cells, digits.begin()) &&
               std::equal(m, m + cells, cand.begin()) && rules == geo.constraints();
    }
    void keep(const Geometry& geo, const std::uint8_t* d, const Mask* m) {
        g = &geo;
        n = geo.size();
        rules = geo.constraints();
        digits.assign(d, d + geo.cells());
        cand.assign(m, m + geo.cells());
    }
};

// The links of the last position asked (the chain searches build a graph per digit and family
// on one position): computed once.
const std::vector<std::pair<Candidate, Candidate>>& cached_links(const Geometry& g, const std::uint8_t* digits,
                                                                 const Mask* cand, bool strong) {
    struct Cache {
        PositionKey key;
        std::vector<std::pair<Candidate, Candidate>> links;
    };
    thread_local Cache cache[2];
    Cache& c = cache[strong];
    if (c.key.same(g, digits, cand)) return c.links;
    c.key.keep(g, digits, cand);
    c.links.clear();
    prop_links(g, digits, cand, strong, c.links);
    return c.links;
}

// The rules' sentences for the props that join cell a to cell b (each rule once).
void add_rules_between(const Geometry& g, int a, int b, std::vector<ConstraintType>& seen) {
    for (const Geometry::PropRef& r : g.prop_refs(a)) {
        const Prop& p = g.props()[std::size_t(r.id)];
        if (std::find(p.cells.begin(), p.cells.end(), b) == p.cells.end()) continue;
        if (std::find(seen.begin(), seen.end(), p.source) == seen.end()) seen.push_back(p.source);
    }
}

// The weak links of the props other than two-cell pairs (a thermometer's, a renban's: their
// filter tried on pairs of candidates), by candidate (cell * 16 + digit - 1), for the last position
// asked: a pair's links are read from its table where they are wanted (rule touches run at every
// stall inside nested chains, each on a new position).
struct OtherLinks {
    PositionKey key;
    std::vector<int> start, adj;
};

const OtherLinks& other_links(const Geometry& g, const std::uint8_t* digits, const Mask* cand) {
    thread_local OtherLinks c;
    const int cells = g.cells();
    if (c.key.same(g, digits, cand)) return c;
    c.key.keep(g, digits, cand);
    const std::size_t nc = std::size_t(cells * 16);
    c.start.assign(nc + 1, 0);
    c.adj.clear();
    bool any = false;
    for (const Prop& p : g.props())
        any |= !(p.kind == PropKind::Pair && p.cells.size() == 2);
    if (!any) return c;
    std::vector<std::pair<Candidate, Candidate>> links;
    prop_links(g, digits, cand, false, links, true);
    auto idx = [](Candidate x) { return int(x.cell) * 16 + int(x.digit) - 1; };
    for (auto [p, q] : links) ++c.start[std::size_t(idx(p)) + 1], ++c.start[std::size_t(idx(q)) + 1];
    for (std::size_t i = 0; i < nc; ++i) c.start[i + 1] += c.start[i];
    c.adj.resize(links.size() * 2);
    std::vector<int> fill(c.start.begin(), c.start.end() - 1);
    for (auto [p, q] : links) {
        c.adj[std::size_t(fill[std::size_t(idx(p))]++)] = idx(q);
        c.adj[std::size_t(fill[std::size_t(idx(q))]++)] = idx(p);
    }
    return c;
}

// Every candidate of a set of which one is true (a house's digit's places, a cell's digits)
// rules out some candidate through the props' weak links (not both true: 4 and 5 across a
// non-consecutive edge), or as a peer of the same digit: that candidate is false. The players'
// "the 5 of box 1 is in r1c2 or r2c1, both beside r1c1, so r1c1 is neither 4 nor 6". At least
// one link comes from a prop (a set that only sees through houses and peers is pointing).
bool find_rule_touch(const logic::Context& x, Step& out) {
    const Geometry& g = x.t.geometry();
    if (g.props().empty()) return false;
    const int cells = g.cells(), n = g.size();
    const std::uint8_t* digits = x.s.grid.data();
    const Mask* cand = x.s.cand.data();
    const OtherLinks& other = other_links(g, digits, cand);
    // A member's links (the candidates, cell * 16 + digit - 1, it rules out through a prop), kept
    // per thread: a member has a few props, each ruling out a few digits of one cell.
    constexpr int kMaxMembers = 5;
    thread_local std::vector<int> targets[kMaxMembers];
    auto links_of = [&](int i, Candidate m) {
        std::vector<int>& out_i = targets[i];
        out_i.clear();
        const int c = m.cell, d = m.digit;
        for (const Geometry::PropRef& r : g.prop_refs(c)) {
            if (r.a < 0) continue;
            const Prop& p = g.props()[std::size_t(r.id)];
            const int o = r.a == c ? r.b : r.a;
            if (digits[o]) continue;
            // As pair_links lists them: the first cell's digit, the second's the table leaves out.
            const Mask gone = r.a == c ? Mask(cand[o] & ~p.allow[std::size_t(d)]) : Mask(0);
            Mask back = 0;
            if (r.a != c)
                for (unsigned s = cand[o]; s; s &= s - 1)
                    if (!(p.allow[std::size_t(lowest_digit(s))] & bit(d))) back |= Mask(s & (0u - s));
            for (unsigned s = gone | back; s; s &= s - 1) out_i.push_back(o * 16 + lowest_digit(s) - 1);
        }
        if (!other.adj.empty()) {
            const int id = c * 16 + d - 1;
            out_i.insert(out_i.end(), other.adj.begin() + other.start[std::size_t(id)], other.adj.begin() + other.start[std::size_t(id) + 1]);
        }
    };
    // Whether member i (m) rules out q: the same cell's other digit, a peer's same digit, a link.
    auto rules_out = [&](int i, Candidate m, int q) {
        const int qc = q >> 4, qd = (q & 15) + 1;
        if (qc == m.cell) return qd != m.digit;
        if (qd == m.digit && x.t.sees(m.cell, qc)) return true;
        return std::find(targets[i].begin(), targets[i].end(), q) != targets[i].end();
    };
    // The candidates every member rules out, one link from a prop at least (sorted).
    auto common = [&](const std::vector<Candidate>& set, std::vector<Candidate>& elims) {
        const int k = int(set.size());
        for (int i = 0; i < k; ++i) links_of(i, set[std::size_t(i)]);
        elims.clear();
        for (int i = 0; i < k; ++i)
            for (const int q : targets[i]) {
                bool all = true;
                for (int j = 0; j < k && all; ++j) all = j == i || rules_out(j, set[std::size_t(j)], q);
                if (all) elims.push_back(cd(q >> 4, (q & 15) + 1));
            }
        std::sort(elims.begin(), elims.end());
        elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
        return !elims.empty();
    };
    auto rules_text = [&](const std::vector<Candidate>& set, const std::vector<Candidate>& elims) {
        std::vector<ConstraintType> seen;
        for (Candidate m : set)
            for (Candidate e : elims) add_rules_between(g, m.cell, e.cell, seen);
        std::string rules;
        for (ConstraintType t : seen) rules += (rules.empty() ? "" : " ") + rule_text(g, t);
        return rules;
    };
    thread_local std::vector<Candidate> set, elims;
    const auto& houses = g.houses();
    for (int h = 0; h < int(houses.size()); ++h)
        for (int d = 1; d <= n; ++d) {
            const unsigned pos = x.positions(h, d);
            if (popcount(pos) < 2) continue;
            set.clear();
            for (unsigned r = pos; r; r &= r - 1) {
                const int c = x.t.house_cell(h, __builtin_ctz(r));
                if (!digits[c]) set.push_back(cd(c, d));
            }
            if (set.size() < 2 || set.size() > 5 || !common(set, elims)) continue;
            std::vector<int> places;
            for (Candidate m : set) places.push_back(m.cell);
            out.eliminations = elims;
            out.pattern = set;
            out.houses = {h};
            if (x.words)
                out.explanation = text::capitalised(tr("constraint.explain.touch_house", {{"in_house", text::capitalised(logic::name_house(h, "in"))},
                                                                                     {"digit", vt_digit(d)},
                                                                                     {"cells", vt_cells(g, places)},
                                                                                     {"rule", rules_text(set, elims)},
                                                                                     {"removals", vt_removals(g, elims)}}));
            logic::finish_step(out);
            return true;
        }
    for (int c = 0; c < cells; ++c) {
        const Mask m = digits[c] ? Mask(0) : cand[c];
        if (popcount(m) < 2 || popcount(m) > 4) continue;
        set.clear();
        for (unsigned r = m; r; r &= r - 1) set.push_back(cd(c, lowest_digit(r)));
        if (!common(set, elims)) continue;
        out.eliminations = elims;
        out.pattern = set;
        out.cells = {c};
        if (x.words)
            out.explanation = text::capitalised(tr("constraint.explain.touch_cell", {{"cell", g.cell_name(c)},
                                                                                {"digits", cages::vt_digits(m, true)},
                                                                                {"rule", rules_text(set, elims)},
                                                                                {"removals", vt_removals(g, elims)}}));
        logic::finish_step(out);
        return true;
    }
    return false;
}

class RulesKind final : public logic::ConstraintKind {
public:
    const char* name() const override { return "rules"; }
    bool present(const Geometry& g) const override { return g.has_constraints(); }

    // Each prop through the cell: what its filter removes given the position's candidates.
    // A prop that cannot be kept any more empties its first open cell (the chain's contradiction).
    void propagate(const Geometry& g, int cell, const std::uint8_t* digits, const Mask* cand, std::vector<Candidate>& out,
                   std::vector<int>& reasons) const override {
        Mask local[kMaxCells];
        for (const Geometry::PropRef& r : g.prop_refs(cell)) {
            if (r.a >= 0) {
                // A pair whose cells both hold more digits than its cover: nothing to filter
                // (most of them, read without the prop itself).
                local[0] = digits[r.a] ? bit(digits[r.a]) : cand[r.a];
                local[1] = digits[r.b] ? bit(digits[r.b]) : cand[r.b];
                if (popcount(local[0]) > r.cover && popcount(local[1]) > r.cover) continue;
            }
            const Prop& p = g.props()[std::size_t(r.id)];
            const int k = int(p.cells.size());
            if (r.a < 0)
                for (int i = 0; i < k; ++i) {
                    const int c = p.cells[std::size_t(i)];
                    local[i] = digits[c] ? bit(digits[c]) : cand[c];
                }
            const bool ok = r.a >= 0 ? filter_pair(p, local) : prop_filter(p, g.size(), local);
            const std::size_t before = out.size();
            for (int i = 0; i < k; ++i) {
                const int c = p.cells[std::size_t(i)];
                if (digits[c]) continue;
                const Mask gone = ok ? Mask(cand[c] & ~local[i]) : cand[c];
                for (unsigned m = gone; m; m &= m - 1) out.push_back(cd(c, lowest_digit(m)));
                if (!ok && gone) break;
            }
            if (out.size() > before)
                for (int c : p.cells) reasons.push_back(c);
        }
    }

    void strong_links(const Geometry& g, const std::uint8_t* digits, const Mask* cand,
                      std::vector<std::pair<Candidate, Candidate>>& out) const override {
        const auto& links = cached_links(g, digits, cand, true);
        out.insert(out.end(), links.begin(), links.end());
    }
    void weak_links(const Geometry& g, const std::uint8_t* digits, const Mask* cand,
                    std::vector<std::pair<Candidate, Candidate>>& out) const override {
        const auto& links = cached_links(g, digits, cand, false);
        out.insert(out.end(), links.begin(), links.end());
    }

    const std::vector<TechniqueFinder>& techniques() const override {
        static const std::vector<TechniqueFinder> list = {
            {Technique::ConstraintParity, find_family<0>},  {Technique::ThermoRange, find_family<1>},
            {Technique::KropkiPair, find_family<2>},        {Technique::XVPair, find_family<3>},
            {Technique::NeighbourRule, find_family<4>},     {Technique::WhisperLine, find_family<5>},
            {Technique::PalindromeLine, find_family<6>},    {Technique::ArrowSum, find_family<7>},
            {Technique::RenbanSpan, find_family<8>},        {Technique::BetweenLine, find_family<9>},
            {Technique::LittleKillerSum, find_family<10>},  {Technique::SandwichSum, find_family<11>},
            {Technique::QuadrupleDigits, find_family<12>},  {Technique::RulePointing, find_rule_pointing},
            {Technique::NeighbourSet, logic::find_neighbour_set},
            {Technique::NeighbourClash, logic::find_neighbour_clash},
        };
        return list;
    }
};

}  // namespace

}  // namespace sudoku::constraint_rules

namespace sudoku::logic {

const ConstraintKind& rules_constraint_kind() {
    static const constraint_rules::RulesKind kind;
    return kind;
}

}  // namespace sudoku::logic
