// What a hint draws: each candidate of a step with its role and the links between them.
// Finders of newer techniques fill marks and links themselves; for the others they are
// derived here from the pattern fields, so every step can be drawn the same way.
#include <cctype>

#include "core/logic/logic_internal.h"
#include "core/text/text.h"

namespace sudoku {
namespace {

bool chain_like(Technique t) {
    return t == Technique::XChain || t == Technique::XYChain || t == Technique::AIC;
}

bool contains(const std::vector<Candidate>& v, Candidate c) { return std::find(v.begin(), v.end(), c) != v.end(); }

void add_mark(Step& s, Candidate c, Role r) {
    for (const auto& m : s.marks)
        if (m.candidate == c && m.role == r) return;
    s.marks.push_back({c, r, 0});
}

void add_link(Step& s, Candidate a, Candidate b, bool strong) { s.links.push_back({a, b, strong, 0}); }

// A chain in the chain finders' form: nodes alternately off and on (the start assumed
// false makes the next one true), links alternately strong and weak.
void draw_chain(Step& s, const std::vector<Candidate>& chain) {
    for (std::size_t i = 0; i < chain.size(); ++i) add_mark(s, chain[i], i % 2 ? Role::On : Role::Off);
    for (std::size_t i = 0; i + 1 < chain.size(); ++i) add_link(s, chain[i], chain[i + 1], i % 2 == 0);
}

Candidate other_in_cell(const std::vector<Candidate>& p, int cell, int digit) {
    for (auto c : p)
        if (c.cell == cell && c.digit != digit) return c;
    return {std::uint8_t(cell), std::uint8_t(digit)};
}

Candidate find_in(const std::vector<Candidate>& p, int cell, int digit) {
    for (auto c : p)
        if (c.cell == cell && c.digit == digit) return c;
    return {std::uint8_t(cell), std::uint8_t(digit)};
}

// Wings drawn as the short chains they are. Pattern: XY/XYZ = pivot's, then each pincer's
// candidates; W = the pair cells' candidates, then the strong link's two ends.
bool draw_wing(Step& s) {
    const auto& p = s.pattern;
    if (s.eliminations.empty()) return false;
    const int z = s.eliminations[0].digit;
    if (s.technique == Technique::XYWing && p.size() == 6) {
        // z(a) = w(a) - w(pivot) = v(pivot) - v(b) = z(b)
        const int pivot = p[0].cell, a = p[2].cell, b = p[4].cell;
        const Candidate wa = other_in_cell(p, a, z), vb = other_in_cell(p, b, z);
        draw_chain(s, {find_in(p, a, z), wa, find_in(p, pivot, wa.digit), find_in(p, pivot, vb.digit), vb, find_in(p, b, z)});
        return true;
    }
    if (s.technique == Technique::XYZWing && p.size() == 7) {
        // One of the three z is true: the pivot's, or a pincer's when the pivot is its other digit.
        const int pivot = p[0].cell, a = p[3].cell, b = p[5].cell;
        for (auto c : p) add_mark(s, c, c.digit == z ? Role::On : Role::Off);
        for (int w : {a, b}) {
            const Candidate x = other_in_cell(p, w, z);
            add_link(s, find_in(p, pivot, x.digit), x, false);
            add_link(s, x, find_in(p, w, z), true);
        }
        return true;
    }
    if (s.technique == Technique::WWing && p.size() == 6) {
        // y(a) = x(a) - x(u) = x(v) - x(b) = y(b), u seeing a
        const int a = p[0].cell, b = p[2].cell, x = p[4].digit;
        Candidate u = p[4], v = p[5];
        if (!logic::naming_sees(u.cell, a)) std::swap(u, v);
        draw_chain(s, {find_in(p, a, z), find_in(p, a, x), u, v, find_in(p, b, x), find_in(p, b, z)});
        return true;
    }
    return false;
}

bool in_house(int cell, int house) { return logic::naming_topology().in_house(cell, house); }

// Fish: the digit's places in the base houses. Where a base house has two of them they
// are a strong link; an X-Wing's two diagonals are the two ways it can be true.
void draw_fish(Step& s) {
    const auto& p = s.pattern;
    const std::size_t n = s.houses.size() / 2;
    for (auto c : p) {
        Role r = Role::On;
        if (s.technique == Technique::XWing && p.size() == 4) {
            const int n = logic::naming_size();
            const bool first_row = c.cell / n == p[0].cell / n, first_col = c.cell % n == p[0].cell % n;
            r = first_row == first_col ? Role::On : Role::Off;
        }
        add_mark(s, c, r);
    }
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<Candidate> in;
        for (auto c : p)
            if (in_house(c.cell, s.houses[i])) in.push_back(c);
        if (in.size() == 2) add_link(s, in[0], in[1], true);
    }
}

// Simple colouring: the two colours, linked where two of opposite colours share a house
// (exactly one of them is true), as a tree from the first candidate.
void draw_colouring(Step& s) {
    // A colour wrap removes the false colour (pattern): it is drawn off, the other on.
    const bool wrap = !s.eliminations.empty() && contains(s.pattern, s.eliminations[0]);
    for (auto c : s.pattern) add_mark(s, c, wrap ? Role::Off : Role::On);
    for (auto c : s.pattern2) add_mark(s, c, wrap ? Role::On : Role::Off);
    std::vector<Candidate> all = s.pattern;
    all.insert(all.end(), s.pattern2.begin(), s.pattern2.end());
    const std::size_t first2 = s.pattern.size();
    std::vector<bool> reached(all.size(), false);
    std::vector<std::size_t> queue = {0};
    if (!all.empty()) reached[0] = true;
    for (std::size_t q = 0; q < queue.size() && !all.empty(); ++q) {
        const std::size_t i = queue[q];
        for (std::size_t j = 0; j < all.size(); ++j) {
            if (reached[j] || (i < first2) == (j < first2) || !logic::naming_sees(all[i].cell, all[j].cell)) continue;
            reached[j] = true;
            queue.push_back(j);
            add_link(s, all[i], all[j], true);
        }
    }
}

}  // namespace

const char* role_name(Role r) {
    static const char* names[] = {"on", "off", "place", "elim", "fin", "group"};
    return names[int(r)];
}

std::string technique_title(Technique t) {
    const std::string key = std::string("technique.") + technique_key(t);
    const std::string& name = text::tr(key);
    return name == key ? technique_name(t) : name;
}

// A variant's words, part by part: "level 2, cell", "type 4", "sashimi Swordfish",
// "colour wrap"; a part without a key stays as it is.
static std::string variant_title(const std::string& variant) {
    std::string out;
    std::size_t start = 0;
    while (start <= variant.size()) {
        std::size_t end = variant.find(", ", start);
        std::string part = variant.substr(start, end == std::string::npos ? std::string::npos : end - start);
        std::string key = "variant.", arg;
        std::size_t space = part.rfind(' ');
        bool number = space != std::string::npos && space + 1 < part.size() &&
                      std::isdigit(static_cast<unsigned char>(part[space + 1]));
        if (number || part.rfind("finned ", 0) == 0 || part.rfind("sashimi ", 0) == 0) {
            space = number ? space : part.find(' ');
            key += part.substr(0, space);
            arg = part.substr(space + 1);
        } else {
            for (char c : part) key += c == ' ' ? '_' : c;
        }
        const std::string& words = text::tr(key);
        if (!out.empty()) out += ", ";
        out += words == key ? part : text::fill(words, {{"x", arg}});
        if (end == std::string::npos) break;
        start = end + 2;
    }
    return out;
}

std::string step_title(const Step& step) {
    std::string t = technique_title(step.technique);
    if (!step.variant.empty()) t += " (" + variant_title(step.variant) + ")";
    return t;
}

void fill_drawing(Step& s) {
    if (s.marks.empty()) {
        const auto& p = s.pattern;
        const bool had_links = !s.links.empty();  // a finder's own links: keep the plain roles
        bool drawn = true;
        if (chain_like(s.technique)) {
            for (std::size_t i = 0; i < p.size(); ++i) add_mark(s, p[i], i % 2 ? Role::On : Role::Off);
        } else if (had_links) {
            drawn = false;
        } else if (s.technique == Technique::SimpleColouring) {
            draw_colouring(s);
        } else if (s.technique == Technique::XWing || s.technique == Technique::Swordfish ||
                   s.technique == Technique::Jellyfish) {
            draw_fish(s);
        } else {
            drawn = draw_wing(s);
        }
        if (!drawn) {
            // A placed candidate is drawn as placed only (singles name it as their pattern).
            for (auto c : p)
                if (!contains(s.placements, c)) add_mark(s, c, Role::On);
            for (auto c : s.pattern2) add_mark(s, c, Role::Off);
        }
        for (auto c : s.placements) add_mark(s, c, Role::Place);
        for (auto c : s.eliminations) add_mark(s, c, Role::Elim);
    }
    if (s.links.empty() && chain_like(s.technique)) {
        for (std::size_t i = 0; i + 1 < s.pattern.size(); ++i)
            s.links.push_back({s.pattern[i], s.pattern[i + 1], i % 2 == 0, 0});
    }
}

}  // namespace sudoku
