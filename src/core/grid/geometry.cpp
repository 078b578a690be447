// Geometry: houses, peers and cages of any variant, built once from its description.
#include "core/grid/geometry.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <tuple>

namespace sudoku {

const char* variant_name(Variant v) {
    switch (v) {
        case Variant::Classic: return "classic";
        case Variant::Jigsaw: return "jigsaw";
        case Variant::X: return "x";
        case Variant::Killer: return "killer";
    }
    return "classic";
}

std::pair<int, int> Geometry::box_shape(int size) {
    switch (size) {
        case 4: return {2, 2};
        case 6: return {2, 3};
        case 9: return {3, 3};
        case 12: return {3, 4};
        case 16: return {4, 4};
        default: return {0, 0};
    }
}

bool Geometry::supported_size(int size) { return box_shape(size).first != 0; }

static std::vector<int> geometry_box_regions(int n) {
    auto [br, bc] = Geometry::box_shape(n);
    std::vector<int> regions(n * n);
    for (int c = 0; c < n * n; ++c) {
        int r = c / n, k = c % n;
        regions[c] = (r / br) * (n / bc) + k / bc;
    }
    return regions;
}

GeometryPtr Geometry::classic(int size) {
    assert(supported_size(size));
    auto g = std::shared_ptr<Geometry>(new Geometry());
    g->n_ = size;
    std::tie(g->box_rows_, g->box_cols_) = box_shape(size);
    g->regions_ = geometry_box_regions(size);
    g->build();
    return g;
}

const GeometryPtr& Geometry::classic9() {
    static const GeometryPtr g = classic(9);
    return g;
}

static std::string geometry_cell_list(const Geometry* g, int n, const std::vector<int>& cells) {
    std::string s;
    for (std::size_t i = 0; i < cells.size() && i < 6; ++i) {
        if (i) s += ", ";
        s += g ? g->cell_name(cells[i]) : "r" + std::to_string(cells[i] / n + 1) + "c" + std::to_string(cells[i] % n + 1);
    }
    if (cells.size() > 6) s += ", ...";
    return s;
}

GeometryResult Geometry::make(Variant variant, int size, std::vector<int> regions, bool diagonals,
                              std::vector<Cage> cages) {
    GeometryResult out;
    if (!supported_size(size)) {
        out.error = "size: " + std::to_string(size) + " is not one of 4, 6, 9, 12, 16";
        return out;
    }
    const int n = size, cells = n * n;
    auto g = std::shared_ptr<Geometry>(new Geometry());
    g->variant_ = variant;
    g->n_ = n;
    g->diagonals_ = diagonals;
    if (regions.empty()) {
        std::tie(g->box_rows_, g->box_cols_) = box_shape(n);
        regions = geometry_box_regions(n);
    } else {
        if (int(regions.size()) != cells) {
            out.error = "regions: " + std::to_string(regions.size()) + " entries, expected " + std::to_string(cells) +
                        " (one region id per cell, row by row)";
            return out;
        }
        std::vector<std::vector<int>> members(n);
        for (int c = 0; c < cells; ++c) {
            if (regions[c] < 0 || regions[c] >= n) {
                out.error = "regions: " + geometry_cell_list(nullptr, n, {c}) + " has region " + std::to_string(regions[c]) +
                            ", expected 0 to " + std::to_string(n - 1);
                return out;
            }
            members[regions[c]].push_back(c);
        }
        for (int r = 0; r < n; ++r)
            if (int(members[r].size()) != n) {
                out.error = "regions: region " + std::to_string(r) + " has " + std::to_string(members[r].size()) +
                            " cells, expected " + std::to_string(n) +
                            (members[r].empty() ? std::string() : " (" + geometry_cell_list(nullptr, n, members[r]) + ")");
                return out;
            }
        // Boxes given explicitly stay boxes (the board draws them the same either way).
        if (regions == geometry_box_regions(n)) std::tie(g->box_rows_, g->box_cols_) = box_shape(n);
        else g->box_rows_ = g->box_cols_ = 0;
    }
    g->regions_ = std::move(regions);
    std::vector<int> owner(cells, -1);
    for (std::size_t k = 0; k < cages.size(); ++k) {
        auto& cage = cages[k];
        std::sort(cage.cells.begin(), cage.cells.end());
        const std::string which = "cages[" + std::to_string(k) + "]";
        if (cage.cells.empty()) {
            out.error = which + ": a cage needs at least one cell";
            return out;
        }
        for (int c : cage.cells)
            if (c < 0 || c >= cells) {
                out.error = which + ": cell " + std::to_string(c) + " is outside the grid (0 to " + std::to_string(cells - 1) + ")";
                return out;
            }
        if (std::adjacent_find(cage.cells.begin(), cage.cells.end()) != cage.cells.end()) {
            out.error = which + ": lists a cell twice";
            return out;
        }
        for (int c : cage.cells) {
            if (owner[c] >= 0) {
                out.error = which + ": " + geometry_cell_list(nullptr, n, {c}) + " is already in cages[" + std::to_string(owner[c]) + "]";
                return out;
            }
            owner[c] = int(k);
        }
        const int m = int(cage.cells.size());
        if (cage.sum == 0 && m > n) {  // a cage without a sum: its digits only differ
            out.error = which + ": " + std::to_string(m) + " cells, but only " + std::to_string(n) +
                        " different digits (" + geometry_cell_list(nullptr, n, cage.cells) + ")";
            return out;
        }
        if (cage.sum != 0 && (m > n || cage_combinations(m, cage.sum, n).empty())) {
            out.error = which + ": no " + std::to_string(m) + " different digits from 1 to " + std::to_string(n) +
                        " add up to " + std::to_string(cage.sum) + " (" + geometry_cell_list(nullptr, n, cage.cells) + ")";
            return out;
        }
    }
    g->cages_ = std::move(cages);
    g->build();
    out.geometry = g;
    return out;
}

GeometryResult Geometry::with_constraints(const GeometryPtr& base, std::vector<Constraint> rules) {
    GeometryResult out;
    const int n = base->n_, cells = n * n;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const Constraint& r = rules[i];
        const std::string which = std::string(constraint_key(r.kind)) + " (rule " + std::to_string(i + 1) + ")";
        for (int c : r.cells)
            if (c < 0 || c >= cells) {
                out.error = which + ": cell " + std::to_string(c) + " is outside the grid";
                return out;
            }
        std::size_t need = 0;
        switch (r.kind) {
        case ConstraintType::Odd: case ConstraintType::Even: need = 1; break;
        case ConstraintType::KropkiWhite: case ConstraintType::KropkiBlack: case ConstraintType::X: case ConstraintType::V: need = 2; break;
        case ConstraintType::Thermo: case ConstraintType::Whisper: case ConstraintType::Palindrome: case ConstraintType::Renban: need = 2; break;
        case ConstraintType::Arrow: need = std::size_t(std::max(r.value, 1)) + 1; break;
        case ConstraintType::Between: need = 3; break;
        case ConstraintType::LittleKiller: case ConstraintType::Quadruple: case ConstraintType::ExtraRegion: need = 1; break;
        case ConstraintType::Sandwich: need = std::size_t(n); break;
        default: break;
        }
        if (r.cells.size() < need || (r.kind == ConstraintType::Odd || r.kind == ConstraintType::Even ? r.cells.size() > 1 : false)) {
            out.error = which + ": " + std::to_string(r.cells.size()) + " cells, expected " + std::to_string(need) +
                        (need > 1 ? " or more" : "");
            return out;
        }
        auto neighbours = [n](int a, int b) {
            return (a / n == b / n && std::abs(a % n - b % n) == 1) || (a % n == b % n && std::abs(a / n - b / n) == 1);
        };
        if ((r.kind == ConstraintType::KropkiWhite || r.kind == ConstraintType::KropkiBlack || r.kind == ConstraintType::X || r.kind == ConstraintType::V) &&
            (r.cells.size() != 2 || !neighbours(r.cells[0], r.cells[1]))) {
            out.error = which + ": the dot must sit between two neighbouring cells";
            return out;
        }
        if ((r.kind == ConstraintType::Renban || r.kind == ConstraintType::ExtraRegion) && int(r.cells.size()) > n) {
            out.error = which + ": " + std::to_string(r.cells.size()) + " cells, but only " + std::to_string(n) + " digits";
            return out;
        }
        if (r.kind == ConstraintType::Arrow && r.value > 3) {
            out.error = which + ": a circle of " + std::to_string(r.value) + " cells (at most 3)";
            return out;
        }
        if (r.kind == ConstraintType::DisjointGroups && !base->box_rows_) {
            out.error = which + ": disjoint groups need rectangular boxes";
            return out;
        }
        if (r.kind == ConstraintType::Quadruple && (r.digits.empty() || r.digits.size() > r.cells.size())) {
            out.error = which + ": " + std::to_string(r.digits.size()) + " digits for " + std::to_string(r.cells.size()) + " cells";
            return out;
        }
        for (int d : r.digits)
            if (d < 1 || d > n) {
                out.error = which + ": digit " + std::to_string(d) + " is not one of 1 to " + std::to_string(n);
                return out;
            }
    }
    auto g = std::shared_ptr<Geometry>(new Geometry(*base));
    g->rules_.insert(g->rules_.end(), rules.begin(), rules.end());
    g->build();
    // The logic's tables hold at most 74 houses, 8 a cell (logic/topology.h).
    int most = 0;
    for (int c = 0; c < cells; ++c) most = std::max(most, int(g->houses_of_[c].size()));
    if (g->houses_.size() > 74 || most > 8) {
        out.error = "constraints: too many houses (" + std::to_string(g->houses_.size()) + ", up to " + std::to_string(most) +
                    " through one cell; at most 74 and 8)";
        return out;
    }
    out.geometry = g;
    return out;
}

void Geometry::build() {
    const int n = n_, cells = n * n;
    houses_.clear();
    for (int r = 0; r < n; ++r) {
        House h{HouseKind::Row, r, {}};
        for (int k = 0; k < n; ++k) h.cells.push_back(r * n + k);
        houses_.push_back(h);
    }
    for (int k = 0; k < n; ++k) {
        House h{HouseKind::Column, k, {}};
        for (int r = 0; r < n; ++r) h.cells.push_back(r * n + k);
        houses_.push_back(h);
    }
    const HouseKind region_kind = box_rows_ ? HouseKind::Box : HouseKind::Region;
    for (int r = 0; r < n; ++r) houses_.push_back(House{region_kind, r, {}});
    for (int c = 0; c < cells; ++c) houses_[2 * n + regions_[c]].cells.push_back(c);
    if (diagonals_) {
        House d{HouseKind::Diagonal, 0, {}}, a{HouseKind::AntiDiagonal, 0, {}};
        for (int i = 0; i < n; ++i) {
            d.cells.push_back(i * n + i);
            a.cells.push_back(i * n + (n - 1 - i));
        }
        std::sort(a.cells.begin(), a.cells.end());
        houses_.push_back(d);
        houses_.push_back(a);
    }
    int extra = 0;
    for (auto& cells_of : rule_houses(rules_, n, regions_, box_rows_, box_cols_))
        houses_.push_back(House{HouseKind::Extra, extra++, std::move(cells_of)});
    props_ = compile_constraints(rules_, n);
    prop_refs_.assign(cells, {});
    for (std::size_t id = 0; id < props_.size(); ++id) {
        const Prop& p = props_[id];
        const bool pair = p.kind == PropKind::Pair && p.cells.size() == 2;
        for (int c : p.cells)
            if (prop_refs_[c].empty() || prop_refs_[c].back().id != int(id))
                prop_refs_[c].push_back({int(id), pair ? p.cells[0] : -1, pair ? p.cells[1] : -1, p.cover});
    }
    rule_peers_.assign(cells, {});
    cage_of_.assign(cells, -1);
    for (std::size_t k = 0; k < cages_.size(); ++k)
        for (int c : cages_[k].cells) cage_of_[c] = int(k);
    houses_of_.assign(cells, {});
    for (std::size_t h = 0; h < houses_.size(); ++h)
        for (int c : houses_[h].cells) houses_of_[c].push_back(int(h));
    const int words = (cells + 63) / 64;
    sees_.assign(std::size_t(cells) * words, 0);
    auto link = [&](int a, int b) {
        if (a != b) sees_[std::size_t(a) * words + b / 64] |= std::uint64_t(1) << (b % 64);
    };
    for (const auto& h : houses_)
        for (int a : h.cells)
            for (int b : h.cells) link(a, b);
    for (const auto& cage : cages_)
        for (int a : cage.cells)
            for (int b : cage.cells) link(a, b);
    auto seen = [&](int a, int b) { return (sees_[std::size_t(a) * words + b / 64] >> (b % 64)) & 1; };
    for (auto [a, b] : rule_peer_pairs(rules_, n))
        if (a != b && !seen(a, b)) {
            link(a, b), link(b, a);
            rule_peers_[a].push_back(b), rule_peers_[b].push_back(a);
        }
    for (auto& v : rule_peers_) std::sort(v.begin(), v.end());
    peers_.assign(cells, {});
    for (int a = 0; a < cells; ++a)
        for (int b = 0; b < cells; ++b)
            if (sees(a, b)) peers_[a].push_back(b);
}

bool Geometry::sees(int a, int b) const {
    const int words = (cells() + 63) / 64;
    return (sees_[std::size_t(a) * words + b / 64] >> (b % 64)) & 1;
}

std::string Geometry::name() const {
    switch (variant_) {
        case Variant::Classic: return std::to_string(n_) + "x" + std::to_string(n_);
        default: return variant_name(variant_);
    }
}

std::string Geometry::house_name(int house) const {
    if (house < 0 || house >= int(houses_.size())) return "cells a rule links";  // no house: a rule's peers
    const House& h = houses_[std::size_t(house)];
    switch (h.kind) {
        case HouseKind::Row: return "row " + std::to_string(h.index + 1);
        case HouseKind::Column: return "column " + std::to_string(h.index + 1);
        case HouseKind::Box: return "box " + std::to_string(h.index + 1);
        case HouseKind::Region: return "region " + std::to_string(h.index + 1);
        case HouseKind::Diagonal: return "the diagonal";
        case HouseKind::AntiDiagonal: return "the anti-diagonal";
        case HouseKind::Extra: return "extra region " + std::to_string(h.index + 1);
    }
    return "";
}

std::string Geometry::cell_name(int cell) const {
    return "r" + std::to_string(cell / n_ + 1) + "c" + std::to_string(cell % n_ + 1);
}

bool Geometry::operator==(const Geometry& o) const {
    if (!(variant_ == o.variant_ && n_ == o.n_ && diagonals_ == o.diagonals_ && regions_ == o.regions_ && cages_ == o.cages_))
        return false;
    // The same constraints in any order (a reader lists them by its keys' order).
    auto sorted = [](std::vector<Constraint> v) {
        std::sort(v.begin(), v.end(), [](const Constraint& a, const Constraint& b) {
            return std::tie(a.kind, a.cells, a.value, a.digits, a.clue_row, a.clue_col) <
                   std::tie(b.kind, b.cells, b.value, b.digits, b.clue_row, b.clue_col);
        });
        return v;
    };
    return rules_.size() == o.rules_.size() && (rules_ == o.rules_ || sorted(rules_) == sorted(o.rules_));
}

char digit_char(int digit) {
    if (digit <= 0) return '.';
    return digit <= 9 ? char('0' + digit) : char('A' + digit - 10);
}

int digit_value(char c) {
    if (c == '.' || c == '0') return 0;
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'G') return c - 'A' + 10;
    if (c >= 'a' && c <= 'g') return c - 'a' + 10;
    return -1;
}

int cage_min_sum(int cells) { return cells * (cells + 1) / 2; }
int cage_max_sum(int cells, int n) { return cells * (2 * n - cells + 1) / 2; }

std::vector<Mask> cage_combinations(int cells, int sum, int n) {
    std::vector<Mask> out;
    if (cells <= 0 || cells > n || sum < cage_min_sum(cells) || sum > cage_max_sum(cells, n)) return out;
    for (unsigned m = 1; m < (1u << n); ++m) {
        if (popcount(m) != cells) continue;
        int s = 0;
        for (unsigned r = m; r; r &= r - 1) s += lowest_digit(r);
        if (s == sum) out.push_back(Mask(m));
    }
    return out;
}

}  // namespace sudoku
