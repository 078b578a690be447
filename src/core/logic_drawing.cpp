// What a hint draws: each candidate of a step with its role and the links between them.
// Finders of newer techniques fill marks and links themselves; for the others they are
// derived here from the pattern fields, so every step can be drawn the same way.
#include "logic_internal.h"

namespace sudoku {
namespace {

bool chain_like(Technique t) {
    return t == Technique::XChain || t == Technique::XYChain || t == Technique::AIC;
}

void add_mark(Step& s, Candidate c, Role r) {
    for (const auto& m : s.marks)
        if (m.candidate == c && m.role == r) return;
    s.marks.push_back({c, r, 0});
}

}  // namespace

const char* role_name(Role r) {
    static const char* names[] = {"on", "off", "place", "elim", "fin", "group"};
    return names[int(r)];
}

std::string step_title(const Step& step) {
    std::string t = technique_name(step.technique);
    if (!step.variant.empty()) t += " (" + step.variant + ")";
    return t;
}

void fill_drawing(Step& s) {
    if (s.marks.empty()) {
        const auto& p = s.pattern;
        if (chain_like(s.technique)) {
            // Chain order: nodes 0, 2, 4, ... start strong links ("this one or the next");
            // the first of each strong pair is off, the second on, when the start is false.
            for (std::size_t i = 0; i < p.size(); ++i) add_mark(s, p[i], i % 2 ? Role::On : Role::Off);
        } else if (s.technique == Technique::SimpleColouring) {
            for (auto c : p) add_mark(s, c, Role::On);
            for (auto c : s.pattern2) add_mark(s, c, Role::Off);
        } else {
            for (auto c : p) add_mark(s, c, Role::On);
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
