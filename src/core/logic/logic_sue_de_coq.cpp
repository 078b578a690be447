// Sue de Coq: cells where a box meets a line holding n+2 or more digits, with line cells
// and box cells whose digits (disjoint, all from the intersection's) complete the count:
// the line cells' digits stay in the line, the box cells' in the box, the rest in both.
// The box-line intersections of the 9x9 boxes: the classic only for now.
#include "core/logic/logic_cells.h"
#include "core/logic/logic_chain_search.h"
#include "core/text/text.h"

namespace sudoku::logic {
namespace {

void finish_als(Step& out) {
    for (auto e : out.eliminations) out.marks.push_back({e, Role::Elim, 0});
    finish_step(out);
}

}  // namespace

bool find_sue_de_coq(const Context& x, Step& out) {
    const auto& hc = house_cells();
    int best = 1 << 30;
    for (int b = 0; b < 9; ++b)
        for (int line : {b / 3 * 3, b / 3 * 3 + 1, b / 3 * 3 + 2, 9 + b % 3 * 3, 10 + b % 3 * 3, 11 + b % 3 * 3}) {
            int box = 18 + b;
            auto in_box = [&](int c) { return box_of(c) == b; };
            auto in_line = [&](int c) { return line < 9 ? row_of(c) == line : col_of(c) == line - 9; };
            std::vector<int> inter;
            for (int c : hc[line])
                if (in_box(c) && x.s.cand[c]) inter.push_back(c);
            for (unsigned isub = 1; isub < (1u << inter.size()); ++isub) {
                if (count(isub) < 2) continue;
                std::vector<int> icells;
                Mask v = 0;
                for (std::size_t i = 0; i < inter.size(); ++i)
                    if (isub >> i & 1) icells.push_back(inter[i]), v |= x.s.cand[inter[i]];
                int k = count(v) - int(icells.size());
                if (k < 2) continue;
                // Line and box cells holding only digits of the intersection.
                std::vector<int> lc, bc;
                for (int c : hc[line])
                    if (!in_box(c) && x.s.cand[c] && !(x.s.cand[c] & ~v)) lc.push_back(c);
                for (int c : hc[box])
                    if (!in_line(c) && x.s.cand[c] && !(x.s.cand[c] & ~v)) bc.push_back(c);
                for (unsigned ls = 1; ls < (1u << lc.size()); ++ls) {
                    Mask dl = 0;
                    for (std::size_t i = 0; i < lc.size(); ++i)
                        if (ls >> i & 1) dl |= x.s.cand[lc[i]];
                    for (unsigned bs = 1; bs < (1u << bc.size()); ++bs) {
                        int cells = int(icells.size()) + count(ls) + count(bs);
                        if (count(ls) + count(bs) != k || cells >= best) continue;
                        Mask db = 0;
                        for (std::size_t i = 0; i < bc.size(); ++i)
                            if (bs >> i & 1) db |= x.s.cand[bc[i]];
                        if (dl & db) continue;
                        Mask rest = Mask(v & ~dl & ~db);
                        std::vector<int> used = icells;
                        for (std::size_t i = 0; i < lc.size(); ++i)
                            if (ls >> i & 1) used.push_back(lc[i]);
                        for (std::size_t i = 0; i < bc.size(); ++i)
                            if (bs >> i & 1) used.push_back(bc[i]);
                        auto is_used = [&](int c) { return std::find(used.begin(), used.end(), c) != used.end(); };
                        std::vector<Candidate> elims;
                        for (int c : hc[line])
                            if (!is_used(c))
                                for (Mask m = Mask(x.s.cand[c] & (dl | rest)); m; m &= Mask(m - 1))
                                    elims.push_back(cand(c, lowest_digit(m)));
                        for (int c : hc[box])
                            if (!is_used(c))
                                for (Mask m = Mask(x.s.cand[c] & (db | rest)); m; m &= Mask(m - 1))
                                    elims.push_back(cand(c, lowest_digit(m)));
                        normalize(elims);
                        if (elims.empty()) continue;
                        best = cells;
                        out = Step{};
                        out.technique = Technique::SueDeCoq;
                        out.eliminations = elims;
                        out.houses = {line, box};
                        for (int c : used)
                            for (Mask m = x.s.cand[c]; m; m &= Mask(m - 1)) {
                                out.pattern.push_back(cand(c, lowest_digit(m)));
                                out.marks.push_back({out.pattern.back(), Role::Group, 0});
                            }
                        finish_als(out);
                        out.rating = technique_rating(Technique::SueDeCoq) + 0.1 * (cells - 4);
                        auto names = [&](const std::vector<int>& v2, unsigned sel) {
                            std::vector<std::string> n;
                            for (std::size_t i = 0; i < v2.size(); ++i)
                                if (sel >> i & 1) n.push_back(name_cell(v2[i]));
                            return text::join(n);
                        };
                        auto digits = [](Mask m) {
                            std::vector<std::string> d;
                            for (int k : digits_of(m)) d.push_back(std::to_string(k));
                            return text::join(d);
                        };
                        out.explanation = text::tr(
                            line < 9 ? "als.sue_de_coq_row" : "als.sue_de_coq_column",
                            {{"cells", names(inter, isub)}, {"line", name_house(line)}, {"box", name_house(box)},
                             {"digits", digits(v)}, {"line_cells", names(lc, ls)}, {"line_digits", digits(dl)},
                             {"box_cells", names(bc, bs)}, {"box_digits", digits(db)}, {"in_line", name_house(line, "in")},
                             {"in_box", name_house(box, "in")},
                             {"rest", rest ? text::tr("als.sue_de_coq_rest", {{"digits", digits(rest)}}) : ""},
                             {"removed", chains::not_words(elims)}});
                    }
                }
            }
        }
    return best < (1 << 30);
}

}  // namespace sudoku::logic
