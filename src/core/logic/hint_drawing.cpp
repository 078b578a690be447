#include "core/logic/hint_drawing.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sudoku {
namespace {

Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
Point operator*(Point a, float k) { return {a.x * k, a.y * k}; }
float length(Point a) { return std::sqrt(a.x * a.x + a.y * a.y); }
Point unit(Point a) {
    const float l = length(a);
    return l > 1e-6f ? a * (1 / l) : Point{1, 0};
}

// Obstacles a link should not pass over, as half-sizes of boxes around the glyphs (with a
// little room): a candidate's digit, a filled cell's digit.
constexpr Point kCandidateBox{0.075f, 0.095f}, kDigitBox{0.2f, 0.27f};

LinkCurve curve_with(Point a, Point b, Point control, float radius) {
    // The ends sit on the candidates' rings, towards the control point.
    return {a + unit(control - a) * radius, control, b + unit(control - b) * radius};
}

}  // namespace

Point LinkCurve::at(float t) const {
    const float u = 1 - t;
    return {u * u * from.x + 2 * u * t * control.x + t * t * to.x, u * u * from.y + 2 * u * t * control.y + t * t * to.y};
}

Point candidate_centre(Candidate c, int n) {
    const int d = c.digit - 1, row = c.cell / n, col = c.cell % n;
    if (n > 9) {  // four columns of digits (the board's pencil marks: ui/layout.cpp mark_spot)
        const int rows = (n + 3) / 4;
        return {float(col) + (float(d % 4) + 0.5f) / 4, float(row) + (float(d / 4) + 0.5f) / float(rows)};
    }
    return {float(col) + 0.5f + 0.3f * float(d % 3 - 1), float(row) + 0.5f + 0.3f * float(d / 3 - 1)};
}

float candidate_radius(int n) { return n > 9 ? 0.11f : kCandidateRadius; }

int digits_crossed(const LinkCurve& curve, const Link& link, const HintDrawing& d) {
    const int samples = 8 + int(12 * length(curve.to - curve.from));
    std::vector<Point> pts;
    const int n = d.n;
    const float edge = float(n) - 0.05f;
    float x0 = float(n), y0 = float(n), x1 = 0, y1 = 0;
    for (int i = 0; i <= samples; ++i) {
        Point p = curve.at(float(i) / float(samples));
        pts.push_back(p);
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    int crossed = 0;
    for (const Point& p : pts)  // leaving the board is worse than crossing a digit
        if (p.x < 0.05f || p.y < 0.05f || p.x > edge || p.y > edge) crossed += 3;
    auto near = [&](Point o, Point box) {
        for (const Point& p : pts)
            if (std::fabs(p.x - o.x) < box.x && std::fabs(p.y - o.y) < box.y) return true;
        return false;
    };
    const int r0 = std::max(0, int(y0 - 1)), r1 = std::min(n - 1, int(y1 + 1));
    const int c0 = std::max(0, int(x0 - 1)), c1 = std::min(n - 1, int(x1 + 1));
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) {
            const int cell = r * n + c;
            if (d.values[cell]) {
                crossed += near({float(c) + 0.5f, float(r) + 0.5f}, kDigitBox);
                continue;
            }
            for (int digit = 1; digit <= n; ++digit) {
                const Candidate k{std::uint8_t(cell), std::uint8_t(digit)};
                if (!(d.candidates[cell] & bit(digit)) || k == link.from || k == link.to) continue;
                crossed += near(candidate_centre(k, n), kCandidateBox);
            }
        }
    return crossed;
}

LinkCurve link_curve(const Link& link, const HintDrawing& d) {
    const Point a = candidate_centre(link.from, d.n), b = candidate_centre(link.to, d.n);
    const Point v = b - a;
    const float len = length(v);
    const Point n = unit({-v.y, v.x});
    // Always bent a little (a curve reads as a link, not a grid line); more when the
    // gentle bend would pass over digits. Ties go to the gentler bend.
    const float base = link.from.cell == link.to.cell ? 0.4f : std::max(0.3f, 0.12f * len);
    LinkCurve best{};
    int best_score = -1;
    // Bends to try, gentlest first; then lopsided ones (the bulge nearer one end).
    for (float t : {0.5f, 0.3f, 0.7f})
        for (float k : {1.f, -1.f, 0.4f, -0.4f, 2.f, -2.f, 3.f, -3.f, 4.5f, -4.5f}) {
            LinkCurve c = curve_with(a, b, a + v * t + n * (base * k), candidate_radius(d.n));
            const int score = digits_crossed(c, link, d);
            if (best_score < 0 || score < best_score) best = c, best_score = score;
            if (best_score == 0) return best;
        }
    return best;
}

HintDrawing make_hint_drawing(const CandidateGrid& s, const Step& step) {
    HintDrawing d;
    d.n = s.size();
    std::copy(s.grid.begin(), s.grid.begin() + s.cell_count(), d.values.begin());
    std::copy(s.cand.begin(), s.cand.begin() + s.cell_count(), d.candidates.begin());
    d.houses = step.houses;
    d.cages = step.cages;
    d.marks = step.marks;
    d.links = step.links;
    const Technique t = step.technique;
    d.arrows = !(t == Technique::XWing || t == Technique::Swordfish || t == Technique::Jellyfish ||
                 t == Technique::FinnedFish || t == Technique::SimpleColouring || t == Technique::Medusa3D);
    for (const auto& m : d.marks)
        if (!d.values[m.candidate.cell]) d.candidates[m.candidate.cell] |= bit(m.candidate.digit);
    for (const auto& l : d.links)
        for (Candidate c : {l.from, l.to})
            if (!d.values[c.cell]) d.candidates[c.cell] |= bit(c.digit);
    for (const auto& l : d.links) d.curves.push_back(link_curve(l, d));
    return d;
}

const HintColours& hint_colours(bool dark) {
    static const HintColours light = {
        0x1D5FD6, 0xD96A00, 0xFFFFFF, 0x087F5B, 0xD62839, 0xB5179E, 0x4B5563, 0x6D28D9,
        {0x1D5FD6, 0xD96A00, 0x6D28D9, 0x087F5B, 0xB5179E, 0x8A5A00}};
    static const HintColours darkc = {
        0x6EA0FF, 0xFFA040, 0x10141A, 0x3DD9A4, 0xFF6B7A, 0xF07DE0, 0xB8C2D0, 0xB69CFF,
        {0x6EA0FF, 0xFFA040, 0xB69CFF, 0x3DD9A4, 0xF07DE0, 0xE0B050}};
    return dark ? darkc : light;
}

std::uint32_t mark_colour(const HintColours& c, Role r, int branch) {
    if (branch > 0 && (r == Role::On || r == Role::Off)) return c.branch[std::size_t(branch - 1) % c.branch.size()];
    switch (r) {
        case Role::On: return c.on;
        case Role::Off: return c.off;
        case Role::Place: return c.place;
        case Role::Elim: return c.elim;
        case Role::Fin: return c.fin;
        case Role::Group: return c.group;
    }
    return c.on;
}

std::uint32_t link_colour(const HintColours& c, int branch) {
    return branch > 0 ? c.branch[std::size_t(branch - 1) % c.branch.size()] : c.link;
}

namespace {
void write_candidate(json::Writer& w, Candidate c) {
    w.begin_object().field("cell", int(c.cell)).field("digit", int(c.digit)).end_object();
}
}  // namespace

void write_candidates(json::Writer& w, const std::vector<Candidate>& v) {
    w.begin_array();
    for (Candidate c : v) write_candidate(w, c);
    w.end_array();
}

void write_drawing(json::Writer& w, const Step& step) {
    w.key("candidates").begin_array();
    for (const Mark& m : step.marks) {
        w.begin_object().field("cell", int(m.candidate.cell)).field("digit", int(m.candidate.digit)).field("role", role_name(m.role));
        if (m.branch > 0) w.field("branch", m.branch);
        w.end_object();
    }
    w.end_array().key("links").begin_array();
    for (const Link& l : step.links) {
        w.begin_object().key("from");
        write_candidate(w, l.from);
        w.key("to");
        write_candidate(w, l.to);
        w.field("kind", l.strong ? "strong" : "weak");
        if (l.branch > 0) w.field("branch", l.branch);
        w.end_object();
    }
    w.end_array();
}

void write_step(json::Writer& w, const Step& step) {
    w.field("technique", technique_key(step.technique)).field("title", step_title(step));
    w.key("rating").number(step.rating, "%.1f");
    w.field("text", step.explanation).key("placements");
    write_candidates(w, step.placements);
    w.key("eliminations");
    write_candidates(w, step.eliminations);
    w.key("houses").array_of(step.houses).key("cages").array_of(step.cages);
    write_drawing(w, step);
}

std::string step_json(const Step& step) {
    json::Writer w;
    w.begin_object();
    write_step(w, step);
    return w.end_object().str();
}

}  // namespace sudoku
