// Words of the variant techniques' sentences: digits 1-9 then A-G, cells, houses of any
// geometry (regions, diagonals), cages by their first cell and sum.
#include <algorithm>
#include <map>

#include "core/logic/variant_internal.h"

namespace sudoku::vlogic {

using text::tr;

std::string vt_digit(int d) { return std::string(1, digit_char(d)); }

std::string vt_digits(Mask m, bool with_or) {
    std::vector<std::string> v;
    for (unsigned r = m; r; r &= r - 1) v.push_back(vt_digit(lowest_digit(r)));
    return with_or ? text::join(v, tr("word.or")) : text::join(v);
}

std::string vt_cells(const Geometry& g, std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::vector<std::string> v;
    for (int c : cells) v.push_back(g.cell_name(c));
    return text::join(v);
}

std::string vt_house(const Geometry& g, int house, std::string_view form) {
    const House& h = g.houses()[house];
    std::string prefix = "house.";
    if (!form.empty()) prefix.append(form).append(".");
    const std::string n = std::to_string(h.index + 1);
    switch (h.kind) {
        case HouseKind::Row: return tr(prefix + "row", {{"n", n}});
        case HouseKind::Column: return tr(prefix + "column", {{"n", n}});
        case HouseKind::Box: return tr(prefix + "box", {{"n", n}});
        case HouseKind::Region: return tr("variant." + prefix + "region", {{"n", n}});
        case HouseKind::Diagonal: return tr("variant." + prefix + "diagonal");
        case HouseKind::AntiDiagonal: return tr("variant." + prefix + "anti_diagonal");
    }
    return g.house_name(house);
}

std::string vt_cage(const Geometry& g, int cage, std::string_view form) {
    const Cage& c = g.cages()[cage];
    std::string key = "variant.house.";
    if (!form.empty()) key.append(form).append(".");
    if (!c.has_sum()) return tr(key + "cage_no_sum", {{"cell", g.cell_name(c.cells.front())}});
    return tr(key + "cage", {{"cell", g.cell_name(c.cells.front())}, {"sum", std::to_string(c.sum)}});
}

std::string vt_removals(const Geometry& g, const std::vector<CellDigit>& elims) {
    std::map<int, std::vector<int>> by_digit;
    for (auto e : elims) by_digit[e.digit].push_back(e.cell);
    std::vector<std::pair<Mask, std::vector<int>>> groups;  // digits removed from the same cells
    for (auto& entry : by_digit) {
        std::vector<int>& cells = entry.second;
        std::sort(cells.begin(), cells.end());
        auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& gr) { return gr.second == cells; });
        if (same != groups.end()) same->first |= bit(entry.first);
        else groups.push_back({bit(entry.first), cells});
    }
    std::string s;
    for (std::size_t i = 0; i < groups.size(); ++i)
        s += (i ? "; " : "") +
             tr("explain.digits_from", {{"digits", vt_digits(groups[i].first)}, {"cells", vt_cells(g, groups[i].second)}});
    return tr("explain.remove", {{"what", s}});
}

void vt_finish(VariantStep& out, int rank, std::string_view key, text::Args args) {
    const TechniqueInfo& info = technique_info(rank);
    out.difficulty = rank;
    out.key = info.id;
    out.technique = tr(std::string("variant.technique.") + info.id);
    out.text = text::capitalised(tr(std::string("variant.explain.") + std::string(key), args));
}

}  // namespace sudoku::vlogic
