// A kind of constraint over cells beyond the houses: killer cages now; thermometers, arrows,
// kropki dots, little killers later. Each kind brings what the one logic engine needs from it:
//   - present(): whether a geometry has constraints of the kind (the engine skips the others);
//   - propagate(): the candidates its constraints rule out around a cell, given the digits and
//     candidates of a position (forcing chains follow it inside every assumption);
//   - strong_links(): pairs of candidates one of which is true (chains use them);
//   - techniques(): finders for its own Technique values (logic.h lists them in the order the
//     engine tries them, with names, keys and ratings); each finder writes its sentence and
//     what to draw, as every finder does.
// The kinds are listed once in constraint_kinds(); adding one touches its files and that list.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/grid/geometry.h"
#include "core/logic/logic.h"

namespace sudoku::logic {

struct Context;
using Finder = bool (*)(const Context& x, Step& out);

class ConstraintKind {
public:
    struct TechniqueFinder {
        Technique technique;
        Finder find;
    };
    virtual ~ConstraintKind() = default;
    virtual const char* name() const = 0;
    virtual bool present(const Geometry& g) const = 0;
    // Candidates (cell, digit) with cand[cell] holding digit that the constraints through
    // `cell` rule out; `reasons` gets the cells whose state the conclusion rests on.
    // digits[c] is the digit in c (0 blank), cand[c] the candidates of a blank c.
    virtual void propagate(const Geometry& g, int cell, const std::uint8_t* digits, const Mask* cand,
                           std::vector<Candidate>& out, std::vector<int>& reasons) const = 0;
    // Strong links the constraints make in this position (one of the two candidates is
    // true), for chains and static forcing chains; none by default.
    virtual void strong_links(const Geometry&, const std::uint8_t* /*digits*/, const Mask* /*cand*/,
                              std::vector<std::pair<Candidate, Candidate>>& /*out*/) const {}
    // Weak links beyond the peers (two candidates that cannot both be true in this position,
    // e.g. 4 and 5 across a non-consecutive edge); none by default.
    virtual void weak_links(const Geometry&, const std::uint8_t* /*digits*/, const Mask* /*cand*/,
                            std::vector<std::pair<Candidate, Candidate>>& /*out*/) const {}
    virtual const std::vector<TechniqueFinder>& techniques() const = 0;
    // Constraints the kind derives from a position that hold in every solution of it (a
    // killer's 45-rule sums over houses and runs of houses), made once per forcing-chain
    // search and followed inside every assumption by propagate_derived; none by default.
    virtual std::shared_ptr<const void> derive(const Geometry&, const std::uint8_t* /*digits*/, const Mask* /*cand*/) const {
        return nullptr;
    }
    virtual void propagate_derived(const Geometry&, const void* /*derived*/, int /*cell*/, const Mask* /*cand*/,
                                   std::vector<Candidate>& /*out*/, std::vector<int>& /*reasons*/) const {}
};

// The rules beyond houses and cages (core/grid/constraints.h) as one kind (rule_kind.cpp).
const ConstraintKind& rules_constraint_kind();
// Every kind the engine knows, in the order it asks them.
const std::vector<const ConstraintKind*>& constraint_kinds();
// The kind's finder for t, or null when no kind present on g has one.
Finder constraint_finder(const Geometry& g, Technique t);
// Every kind's strong links in a position of g.
std::vector<std::pair<Candidate, Candidate>> constraint_strong_links(const Geometry& g, const std::uint8_t* digits,
                                                                     const Mask* cand);
// Every kind's weak links in a position of g (beyond houses, cages and rule peers).
std::vector<std::pair<Candidate, Candidate>> constraint_weak_links(const Geometry& g, const std::uint8_t* digits,
                                                                   const Mask* cand);

}  // namespace sudoku::logic
