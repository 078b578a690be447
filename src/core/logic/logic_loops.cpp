// Nice loops and grouped chains, found by the chain search of logic_chains.cpp.
//
// Continuous nice loop: a closed chain A=B-C=...=Z-A. Assuming A false or true, the
// implications run all the way round either way, so every link has exactly one true end:
// a candidate weakly linked to both ends of any link is false.
// Discontinuous nice loop: A=B-...=A; assuming A false makes it true, so A is true. (The
// other discontinuity, two weak links at A, is the AIC's elimination: X-Chain, AIC.)
// Grouped chains: X-Chains and AICs whose nodes may be the cells of one digit in a
// box-line intersection.
//
// Ratings as Sudoku Explainer: a cycle 6.5 (one digit, or bivalue cells only) or 7.0
// (mixed), a chain that forces its own start 6.6 or 7.0, plus the length bonus; grouped
// chains (not in SE, where they take a longer chain or a forcing chain) 7.1 for one
// digit, 7.2 mixed.
#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku::logic {
namespace {

using chains::Found;
using chains::Goal;
using chains::Query;

// Longest searches (strong links) by family X, XY, AIC: longer chains are rare, slow to
// find, and an AIC or a forcing chain does the same work.
const int kLoopLayers[3] = {12, 12, 8};
const int kGroupedLayers = 8;

struct Best {
    double rating = 1e9;
    Found found;
    bool have = false;
    void consider(const Found& f, double base) {
        double r = base + chain_length_bonus(int(f.nodes.size()));
        if (r < rating - 1e-9) {
            rating = r;
            found = f;
            have = true;
        }
    }
    // Layers (strong links) worth searching for a chain of this base rating to beat the
    // best so far: a chain of L strong links has at least 2L - 1 nodes.
    int layers(double base, int cap) const {
        int l = 0;
        while (l < cap && base + chain_length_bonus(2 * (l + 1) - 1) < rating - 1e-9) ++l;
        return l;
    }
};

double loop_base(const Found& f) {
    bool simple = chains::x_only(f.nodes) || chains::y_only(f.nodes, f.goal);
    return f.goal == Goal::Loop ? (simple ? 6.5 : 7.0) : (simple ? 6.6 : 7.0);
}

void fill(const Context& x, const Found& f, double rating, Step& out) {
    for (const auto& v : f.nodes)
        for (int i = 0; i < v.size; ++i) out.pattern.push_back(v.candidate(i));
    out.placements = f.placements;
    out.eliminations = f.eliminations;
    out.houses = chains::chain_houses(f.nodes, f.goal, x.s);
    out.rating = rating;
    finish_step(out);
    chains::chain_drawing(f.nodes, f.goal, out);
}

std::string capital(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
    return s;
}

}  // namespace

bool find_nice_loop(const Context& x, Step& out) {
    Best best;
    Query q;
    q.goals = Goal::Place | Goal::Loop;
    auto run = [&](chains::Family family, int digit, double base) {
        q.family = family;
        q.digit = digit;
        q.max_layers = best.layers(base, kLoopLayers[int(family)]);
        Found f;
        if (q.max_layers >= 2 && chains::search(x, q, f)) best.consider(f, loop_base(f));
    };
    for (int d = 1; d <= x.t.n; ++d) run(chains::Family::X, d, 6.5);
    run(chains::Family::XY, 0, 6.5);
    run(chains::Family::AIC, 0, 7.0);  // one-digit and bivalue loops were found above
    if (!best.have) return false;
    const Found& f = best.found;
    fill(x, f, best.rating, out);
    const auto& a = f.nodes[0];
    const std::string words = capital(chains::chain_words(f.nodes)), note = chains::notation(f.nodes, f.goal);
    if (f.goal == Goal::Place) {
        out.variant = "discontinuous";
        out.explanation = text::tr("loop.discontinuous", {{"chain", words}, {"start", chains::node_words(a, true)},
                                                          {"notation", note}});
    } else {
        out.variant = "continuous";
        out.explanation = text::tr("loop.continuous", {{"chain", words}, {"start", chains::node_words(a, false)},
                                                       {"removed", chains::not_words(f.eliminations)},
                                                       {"notation", note}});
    }
    return true;
}

bool find_grouped_aic(const Context& x, Step& out) {
    // One search over every digit: a one-digit chain there is a grouped X-Chain (searching
    // digit by digit too finds hardly more, at twice the cost).
    Best best;
    Query q;
    q.groups = true;
    q.goals = Goal::Ends;
    q.family = chains::Family::AIC;
    q.max_layers = kGroupedLayers;
    Found f;
    if (chains::search(x, q, f)) best.consider(f, chains::x_only(f.nodes) ? 7.1 : 7.2);
    if (!best.have) return false;
    fill(x, best.found, best.rating, out);
    if (chains::x_only(best.found.nodes)) out.variant = "X-Chain";  // "Grouped AIC (X-Chain)"
    out.explanation = chains::ends_explanation(best.found.nodes, best.found.eliminations);
    return true;
}

}  // namespace sudoku::logic
