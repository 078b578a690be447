// Grouped chain nodes on the 9x9 classic: the 2-3 cells of one digit where a box meets a
// line, and their links (used by grouped AICs and grouped X-Chains).
#include "core/logic/logic_chain_graph.h"

namespace sudoku::logic::chains {
namespace {

// The 54 box-line intersections: box b's rows (b*6 + 0..2), then its columns (b*6 + 3..5).
// A group's cells are a 3-bit mask along its line; positions() masks of its box and line
// (cells in house order) give its links.
int segment_cell(int seg, int i) {
    int b = seg / 6, line = seg % 6, r0 = b / 3 * 3, c0 = b % 3 * 3;
    return line < 3 ? (r0 + line) * 9 + c0 + i : (r0 + i) * 9 + c0 + line - 3;
}
int segment_line(int seg) {
    int b = seg / 6, l = seg % 6;
    return l < 3 ? b / 3 * 3 + l : 9 + b % 3 * 3 + l - 3;
}
unsigned in_box(int seg, unsigned m) {
    int l = seg % 6;
    if (l < 3) return m << (3 * l);
    return (m & 1) << (l - 3) | (m >> 1 & 1) << (l - 3 + 3) | (m >> 2 & 1) << (l - 3 + 6);
}
unsigned in_line(int seg, unsigned m) {
    int b = seg / 6;
    return m << (seg % 6 < 3 ? b % 3 * 3 : b / 3 * 3);
}
// The intersection holding every cell of `rest` (a mask of box b's cells), with its mask.
int box_segment(int b, unsigned rest, unsigned& m) {
    for (int k = 0; k < 3; ++k) {
        if (!(rest & ~(7u << (3 * k)))) {
            m = rest >> (3 * k);
            return b * 6 + k;
        }
        unsigned col = 1u << k | 1u << (k + 3) | 1u << (k + 6);
        if (!(rest & ~col)) {
            m = (rest >> k & 1) | (rest >> (k + 3) & 1) << 1 | (rest >> (k + 6) & 1) << 2;
            return b * 6 + 3 + k;
        }
    }
    return -1;
}
// The same for a mask of line h's cells.
int line_segment(int h, unsigned rest, unsigned& m) {
    for (int t = 0; t < 3; ++t)
        if (!(rest & ~(7u << (3 * t)))) {
            m = rest >> (3 * t);
            int k = h % 9 % 3;
            return h < 9 ? (h / 3 * 3 + t) * 6 + k : (t * 3 + (h - 9) / 3) * 6 + 3 + k;
        }
    return -1;
}

struct Groups {
    std::array<std::int16_t, 54 * 9 * 8> id;  // by segment, digit and mask; -1 when none yet
    std::vector<std::uint8_t> seg, mask;      // by group (node - singles)
    Groups() { id.fill(-1); }

    int get(Graph& g, int segment, int digit, unsigned cells) {
        auto& slot = id[std::size_t((segment * 9 + digit - 1) * 8 + int(cells))];
        if (slot >= 0) return slot;
        Node v;
        v.digit = std::uint8_t(digit);
        v.size = 0;
        for (int i = 0; i < 3; ++i)
            if (cells >> i & 1) v.cell[v.size++] = std::uint8_t(segment_cell(segment, i));
        g.node.push_back(v);
        g.strong.push_back({-1, -1, -1, -1, -1, -1});
        seg.push_back(std::uint8_t(segment));
        mask.push_back(std::uint8_t(cells));
        return slot = std::int16_t(g.n++);
    }
};

// Group nodes: every intersection's cells of a digit (2 or 3), and any 2-3 cells of one
// intersection that are the rest of a house's cells for a group. Strong links: a group
// and the rest of a house's cells of its digit (a candidate or a group); weak links: a
// group and the candidates or disjoint groups of its digit in its box or its line.
}  // namespace

void add_groups(const Context& x, int digit, Graph& g) {
    Groups k;
    for (int b = 0; b < 9; ++b)
        for (int d = digit ? digit : 1; d <= (digit ? digit : 9); ++d) {
            unsigned pos = positions(x, 18 + b, d);
            for (int t = 0; t < 3; ++t) {
                unsigned row = pos >> (3 * t) & 7, col = (pos >> t & 1) | (pos >> (t + 3) & 1) << 1 | (pos >> (t + 6) & 1) << 2;
                if (count(row) >= 2) k.get(g, b * 6 + t, d, row);
                if (count(col) >= 2) k.get(g, b * 6 + 3 + t, d, col);
            }
        }
    auto link = [&](int a, int h, unsigned rest, int d) {
        int n = count(rest), other = -1;
        unsigned m = 0;
        if (n == 1) {
            other = g.single_id(house_cells()[h][__builtin_ctz(rest)], d);
        } else if (n == 2 || n == 3) {
            int s = h >= 18 ? box_segment(h - 18, rest, m) : line_segment(h, rest, m);
            if (s >= 0) other = k.get(g, s, d, m);
        }
        if (other < 0) return;
        g.add_strong(a, other);
        g.add_strong(other, a);
    };
    for (int a = g.singles; a < g.n; ++a) {  // g.n grows as the rest of a house becomes a group
        int s = k.seg[std::size_t(a - g.singles)], d = g.node[std::size_t(a)].digit;
        unsigned m = k.mask[std::size_t(a - g.singles)];
        link(a, 18 + s / 6, positions(x, 18 + s / 6, d) & ~in_box(s, m), d);
        link(a, segment_line(s), positions(x, segment_line(s), d) & ~in_line(s, m), d);
    }
    // Groups by digit (counting sort), so that only groups of one digit are paired.
    int groups = g.n - g.singles, first[11] = {};
    for (int a = g.singles; a < g.n; ++a) ++first[g.node[std::size_t(a)].digit + 1];
    for (int d = 1; d <= 10; ++d) first[d] += first[d - 1];
    std::vector<std::int16_t> by_digit(static_cast<std::size_t>(groups));
    int next[10];
    std::copy(first, first + 10, next);
    for (int a = g.singles; a < g.n; ++a) by_digit[std::size_t(next[g.node[std::size_t(a)].digit]++)] = std::int16_t(a);
    for (int d = 1; d <= 9; ++d)
        for (int i = first[d]; i < first[d + 1]; ++i) {
            int a = by_digit[std::size_t(i)], s = k.seg[std::size_t(a - g.singles)], box = 18 + s / 6, line = segment_line(s);
            unsigned m = k.mask[std::size_t(a - g.singles)];
            auto weak = [&](int h, unsigned rest) {
                for (; rest; rest &= rest - 1)
                    g.group_weak.push_back({std::int16_t(a), g.single_id(house_cells()[h][__builtin_ctz(rest)], d)});
            };
            weak(box, positions(x, box, d) & ~in_box(s, m));
            weak(line, positions(x, line, d) & ~in_line(s, 7));  // the line's cells in the box count with the box
            for (int j = first[d]; j < i; ++j) {
                int b = by_digit[std::size_t(j)], t = k.seg[std::size_t(b - g.singles)];
                unsigned n = k.mask[std::size_t(b - g.singles)];
                bool disjoint_box = t / 6 == s / 6 && !(in_box(t, n) & in_box(s, m));
                bool disjoint_line = t / 6 != s / 6 && segment_line(t) == line;
                if (disjoint_box || disjoint_line) g.group_weak.push_back({std::int16_t(a), std::int16_t(b)});
            }
        }
}

}  // namespace sudoku::logic::chains
