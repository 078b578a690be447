#include "engine/step_json.h"

#include "core/grid/puzzle_json.h"
#include "core/logic/topology.h"

namespace sudoku::engine {
namespace {

void ints(json::Writer& w, std::string_view key, const std::vector<int>& v) {
    w.key(key).begin_array();
    for (int x : v) w.value(x);
    w.end_array();
}
// Candidates flat: cell, digit, cell, digit...
void cands(json::Writer& w, std::string_view key, const std::vector<Candidate>& v) {
    w.key(key).begin_array();
    for (const Candidate& c : v) w.value(int(c.cell)).value(int(c.digit));
    w.end_array();
}

bool read_ints(const json::Value& o, std::string_view key, std::vector<int>& out) {
    const json::Value* a = o.find(key);
    if (!a || !a->is_array()) return false;
    out.clear();
    for (const json::Value& x : a->items) {
        if (!x.is_int()) return false;
        out.push_back(x.as_int());
    }
    return true;
}
bool byte(int v) { return v >= 0 && v <= 255; }
bool read_cands(const json::Value& o, std::string_view key, std::vector<Candidate>& out) {
    std::vector<int> v;
    if (!read_ints(o, key, v) || v.size() % 2) return false;
    out.clear();
    for (std::size_t i = 0; i < v.size(); i += 2) {
        if (!byte(v[i]) || !byte(v[i + 1])) return false;
        out.push_back(Candidate{std::uint8_t(v[i]), std::uint8_t(v[i + 1])});
    }
    return true;
}

}  // namespace

std::string step_json(const Step& s) {
    json::Writer w;
    w.begin_object();
    w.field("technique", int(s.technique)).field("variant", s.variant);
    ints(w, "houses", s.houses);
    ints(w, "cages", s.cages);
    ints(w, "cells", s.cells);
    cands(w, "pattern", s.pattern);
    cands(w, "pattern2", s.pattern2);
    cands(w, "placements", s.placements);
    cands(w, "eliminations", s.eliminations);
    w.field("explanation", s.explanation).field("rating", s.rating);
    w.key("marks").begin_array();  // cell, digit, role, branch
    for (const Mark& m : s.marks) w.value(int(m.candidate.cell)).value(int(m.candidate.digit)).value(int(m.role)).value(int(m.branch));
    w.end_array();
    w.key("links").begin_array();  // from cell, digit, to cell, digit, strong, branch
    for (const Link& l : s.links)
        w.value(int(l.from.cell)).value(int(l.from.digit)).value(int(l.to.cell)).value(int(l.to.digit)).value(int(l.strong)).value(int(l.branch));
    w.end_array();
    w.end_object();
    return w.str();
}

bool step_from_json(const json::Value& v, Step& out) {
    if (!v.is_object()) return false;
    Step s;
    const json::Value* t = v.find("technique");
    if (!t || !t->is_int() || t->as_int() < 0 || t->as_int() >= kTechniques) return false;
    s.technique = Technique(t->as_int());
    if (const json::Value* x = v.find("variant"); x && x->is_string()) s.variant = x->string;
    if (const json::Value* x = v.find("explanation"); x && x->is_string()) s.explanation = x->string;
    if (const json::Value* x = v.find("rating"); x && x->is_number()) s.rating = x->number;
    if (!read_ints(v, "houses", s.houses) || !read_ints(v, "cages", s.cages) || !read_ints(v, "cells", s.cells) ||
        !read_cands(v, "pattern", s.pattern) || !read_cands(v, "pattern2", s.pattern2) ||
        !read_cands(v, "placements", s.placements) || !read_cands(v, "eliminations", s.eliminations))
        return false;
    std::vector<int> m, l;
    if (!read_ints(v, "marks", m) || m.size() % 4 || !read_ints(v, "links", l) || l.size() % 6) return false;
    for (std::size_t i = 0; i < m.size(); i += 4) {
        if (!byte(m[i]) || !byte(m[i + 1]) || m[i + 2] < 0 || m[i + 2] > int(Role::Group) || !byte(m[i + 3])) return false;
        s.marks.push_back(Mark{Candidate{std::uint8_t(m[i]), std::uint8_t(m[i + 1])}, Role(m[i + 2]), std::uint8_t(m[i + 3])});
    }
    for (std::size_t i = 0; i < l.size(); i += 6) {
        for (std::size_t k = 0; k < 6; ++k)
            if (!byte(l[i + k])) return false;
        s.links.push_back(Link{Candidate{std::uint8_t(l[i]), std::uint8_t(l[i + 1])}, Candidate{std::uint8_t(l[i + 2]), std::uint8_t(l[i + 3])},
                               l[i + 4] != 0, std::uint8_t(l[i + 5])});
    }
    out = std::move(s);
    return true;
}

std::string grid_members(const CandidateGrid& g) {
    PuzzleText p;
    p.geometry = g.topology().geometry_ptr();
    p.givens = g.cells();
    json::Writer w;
    w.field("grid", format_puzzle_json(p));  // a string: the line as the puzzle reader takes it
    w.key("cand").begin_array();
    for (int c = 0; c < g.cell_count(); ++c) w.value(unsigned(g.cand[std::size_t(c)]));
    w.end_array();
    return w.str();
}

std::string grid_from_json(const json::Value& request, CandidateGrid& out) {
    const json::Value* grid = request.find("grid");
    const json::Value* cand = request.find("cand");
    if (!grid || !grid->is_string() || !cand || !cand->is_array()) return "a hint needs \"grid\" and \"cand\"";
    PuzzleTextResult p = parse_puzzle_text(grid->string);
    if (!p.ok) return "grid: " + p.error;
    const int cells = p.puzzle.geometry->cells();
    if (int(cand->items.size()) != cells) return "cand: one mask a cell (" + std::to_string(cells) + ")";
    std::vector<Mask> marks;
    for (const json::Value& m : cand->items) {
        if (!m.is_unsigned() || m.magnitude >= (1u << kMaxSize)) return "cand: a mask of digits";
        marks.push_back(Mask(m.magnitude));
    }
    if (p.puzzle.geometry->is_classic9()) {
        Grid g;
        std::array<Mask, kCells> m{};
        for (int c = 0; c < kCells; ++c) g.cells[std::size_t(c)] = p.puzzle.givens[std::size_t(c)], m[std::size_t(c)] = marks[std::size_t(c)];
        out = CandidateGrid::from_marks(g, m);
    } else {
        out = CandidateGrid::from_cells(p.puzzle.geometry, p.puzzle.givens, marks);
    }
    return {};
}

}  // namespace sudoku::engine
