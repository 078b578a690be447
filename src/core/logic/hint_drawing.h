// What a hint draws on the board, free of any graphics library, so the app's board and the
// SVG export draw the same picture: every candidate of the blank cells in its fixed 3x3
// place, the step's marks (roles) and links, the links' curves, and the colours.
//
// Geometry is in cell units: the board spans 0..n on both axes (n = 9 for the classic),
// cell (r, c) spans [c, c+1] x [r, r+1], and candidate d sits in the 3x3 grid inside its
// cell (a 4-column grid past 9 digits), where the board draws pencil marks.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/logic/logic.h"
#include "core/text/json.h"

namespace sudoku {

struct Point {
    float x = 0, y = 0;
};

// A link as a quadratic Bezier between the rings of its two candidates. Links of chains
// end in an arrow head, but inside a cell, where the direction goes without saying.
struct LinkCurve {
    Point from, control, to;
    Point at(float t) const;  // point on the curve, t in 0..1
};

struct HintDrawing {
    int n = 9;                                          // digits and cells a side
    std::array<std::uint8_t, kMaxCells> values{};       // filled cells (their digits are drawn large)
    std::array<Mask, kMaxCells> candidates{};           // candidates shown in blank cells
    std::vector<Mark> marks;
    std::vector<Link> links;
    std::vector<LinkCurve> curves;          // one per link, from link_curve()
    bool arrows = true;  // links read in order (chains); not for fish and colouring
    std::vector<int> houses, cages;  // the step's houses and cages (outlined on other geometries)
};

// The drawing of `step` found on `s`: its candidates plus every marked one (a mark on a
// candidate the grid lacks still shows), marks and links as the step has them, and the
// links' curves.
HintDrawing make_hint_drawing(const CandidateGrid& s, const Step& step);

Point candidate_centre(Candidate c, int n = 9);  // in cell units, on a board of n x n cells
constexpr float kCandidateRadius = 0.15f;  // ring around a candidate, in cell units (up to 9 digits)
float candidate_radius(int n);             // the same for n digits (smaller past 9)

// The curve of a link, bent off the straight line so that it passes over as few other
// shown digits as it can (and stays on the board).
LinkCurve link_curve(const Link& link, const HintDrawing& d);
// How many shown digits (candidates other than the link's two, and filled cells' digits)
// the curve passes over: what link_curve keeps small.
int digits_crossed(const LinkCurve& curve, const Link& link, const HintDrawing& d);

// Colours (0xRRGGBB) of a drawn hint in the light or dark theme. On and off differ in hue
// (blue, orange) and in shape (filled disc, ring), so neither depends on red vs. green.
struct HintColours {
    std::uint32_t on, off, on_text;  // on_text: a digit drawn on a filled disc
    std::uint32_t place, elim, fin, group, link;
    std::array<std::uint32_t, 6> branch;  // forcing chains: branch 1, 2, ... (cycling)
};
const HintColours& hint_colours(bool dark);
// The colour of a mark or link of a forcing chain's branch, or of role `r` on branch 0.
std::uint32_t mark_colour(const HintColours& c, Role r, int branch);
std::uint32_t link_colour(const HintColours& c, int branch);

// The members "candidates":[{"cell":..,"digit":..,"role":".."}...],"links":[{"from":{..},
// "to":{..},"kind":"strong"}...] (with "branch" where it is above 0) put into w's open object:
// the page API and `sudoku hint --json`.
void write_drawing(json::Writer& w, const Step& step);
// [{"cell":..,"digit":..}, ...]
void write_candidates(json::Writer& w, const std::vector<Candidate>& v);
// The whole step's members put into w's open object: technique key, title, rating, text,
// placements, eliminations, houses, cages, candidates and links (any geometry).
void write_step(json::Writer& w, const Step& step);
// The step as one JSON object (write_step's members): the CLI's hint --json.
std::string step_json(const Step& step);

}  // namespace sudoku
