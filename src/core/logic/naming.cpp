// Words for cells, digits and houses of the geometry being explained: the classic's own
// words (grid.h, text::house) when none is set, so the 9x9 sentences stay as they were.
#include "core/logic/logic_internal.h"
#include "core/text/text.h"

namespace sudoku::logic {
namespace {
thread_local const Topology* g_naming = nullptr;
}

NamingScope::NamingScope(const Topology& t) : saved_(g_naming) { g_naming = t.is_classic9() ? nullptr : &t; }
NamingScope::~NamingScope() { g_naming = saved_; }

const Topology& naming_topology() { return g_naming ? *g_naming : Topology::classic9(); }
int naming_size() { return g_naming ? g_naming->n : 9; }
bool naming_sees(int a, int b) { return g_naming ? g_naming->sees(a, b) : sees(a, b); }

std::string name_cell(int cell) { return g_naming ? g_naming->cell_name(cell) : cell_name(cell); }
std::string name_digit(int digit) { return std::string(1, digit_char(digit)); }

std::string name_house(int house, std::string_view form) {
    if (!g_naming) return text::house(house, form);
    const Geometry& g = g_naming->geometry();
    if (house < 0 || house >= int(g.houses().size())) return g.house_name(house);
    const House& h = g.houses()[std::size_t(house)];
    std::string prefix = "house.";
    if (!form.empty()) prefix.append(form).append(".");
    const std::string n = std::to_string(h.index + 1);
    switch (h.kind) {
        case HouseKind::Row: return text::tr(prefix + "row", {{"n", n}});
        case HouseKind::Column: return text::tr(prefix + "column", {{"n", n}});
        case HouseKind::Box: return text::tr(prefix + "box", {{"n", n}});
        case HouseKind::Region: return text::tr("variant." + prefix + "region", {{"n", n}});
        case HouseKind::Diagonal: return text::tr("variant." + prefix + "diagonal");
        case HouseKind::AntiDiagonal: return text::tr("variant." + prefix + "anti_diagonal");
        case HouseKind::Extra: return text::tr("variant." + prefix + "extra", {{"n", n}});
    }
    return g.house_name(house);
}

}  // namespace sudoku::logic
