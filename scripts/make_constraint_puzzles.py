#!/usr/bin/env python3
"""Makes the constraint-variant test set (tests/data/constraints/puzzles.fpuzzles and .iss): for each kind,
puzzles in f-puzzles JSON with their solution, and the same puzzle as an ISS constraint string
(for the cross-check and the speed anchor).

A random grid that keeps the whole-grid rules (anti-knight, anti-king, non-consecutive,
disjoint groups, windoku) is drawn by a small search here; the kind's clues are read off it
(thermometers along rising paths, dots and marks where the pair fits, sums along arrows and
diagonals ...); then givens are removed one by one while our engine (`sudoku solve`, which
counts to 2) still finds one solution. Deterministic from the seed.

Usage: scripts/make_constraint_puzzles.py SUDOKU_BINARY OUT_STEM [SEED]   (writes OUT_STEM.fpuzzles and OUT_STEM.iss,
and OUT_STEM_marked.fpuzzles: whispers lines and kropki dots with a number written on them, which the
ISS strings here do not carry)
"""
import json
import random
import subprocess
import sys

N = 9
CELLS = N * N


def rc(c):
    return f"R{c // N + 1}C{c % N + 1}"


def box(c):
    return (c // N // 3) * 3 + (c % N) // 3


def neighbours(c, king=False):
    r, k = divmod(c, N)
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if king:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    out = []
    for dr, dk in steps:
        y, x = r + dr, k + dk
        if 0 <= y < N and 0 <= x < N:
            out.append(y * N + x)
    return out


def peers_of(rules):
    peers = [set() for _ in range(CELLS)]
    for a in range(CELLS):
        for b in range(CELLS):
            if a != b and (a // N == b // N or a % N == b % N or box(a) == box(b)):
                peers[a].add(b)
    moves = []
    if "antiknight" in rules:
        moves += [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
    if "antiking" in rules:
        moves += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    for a in range(CELLS):
        r, k = divmod(a, N)
        for dr, dk in moves:
            y, x = r + dr, k + dk
            if 0 <= y < N and 0 <= x < N:
                peers[a].add(y * N + x)
    groups = []
    if "disjointgroups" in rules:
        for pos in range(9):
            groups.append([(br + pos // 3) * N + bc + pos % 3 for br in (0, 3, 6) for bc in (0, 3, 6)])
    if "windoku" in rules:
        for r0, c0 in ((1, 1), (1, 5), (5, 1), (5, 5)):
            groups.append([(r0 + i) * N + c0 + j for i in range(3) for j in range(3)])
    for g in groups:
        for a in g:
            peers[a].update(b for b in g if b != a)
    return peers


def random_grid(rules, rng):
    """A full grid keeping the whole-grid rules, by a randomised search (fewest options first)."""
    peers = peers_of(rules)
    nonconsec = "nonconsecutive" in rules
    while True:
        grid = [0] * CELLS
        budget = [20000]

        def options(c):
            used = {grid[p] for p in peers[c]}
            opts = [d for d in range(1, 10) if d not in used]
            if nonconsec:
                opts = [d for d in opts if all(abs(grid[q] - d) != 1 for q in neighbours(c) if grid[q])]
            return opts

        def fill():
            budget[0] -= 1
            if budget[0] < 0:
                return False
            best, best_opts = -1, None
            for c in range(CELLS):
                if grid[c]:
                    continue
                o = options(c)
                if best_opts is None or len(o) < len(best_opts):
                    best, best_opts = c, o
                    if not o:
                        return False
            if best < 0:
                return True
            rng.shuffle(best_opts)
            for d in best_opts:
                grid[best] = d
                if fill():
                    return True
            grid[best] = 0
            return False

        if fill():
            return grid


def random_path(rng, length, ok, king=True, tries=4000):
    """A path of `length` distinct cells (king or orthogonal steps) whose digits `ok` accepts."""
    for _ in range(tries):
        path = [rng.randrange(CELLS)]
        while len(path) < length:
            nxt = [c for c in neighbours(path[-1], king) if c not in path]
            if not nxt:
                break
            path.append(rng.choice(nxt))
        if len(path) == length and ok(path):
            return path
    return None


def clues_for(kind, s, rng):
    """The f-puzzles members and ISS parts of the kind's clues, read off solution s."""
    fp, iss = {}, []
    used = set()

    def lines(key, iss_name, count, lengths, ok, king=True, prefix=""):
        found = []
        for _ in range(count * 20):
            if len(found) >= count:
                break
            p = random_path(rng, rng.choice(lengths), ok, king)
            if p and not (set(p) & used):
                used.update(p)
                found.append(p)
        fp[key] = [{"lines": [[rc(c) for c in p]]} for p in found]
        for p in found:
            iss.append(f".{iss_name}{prefix}~" + "~".join(rc(c) for c in p))

    pairs = [(a, b) for a in range(CELLS) for b in neighbours(a) if a < b]
    if kind in ("antiknight", "antiking", "nonconsecutive", "disjointgroups"):
        fp[kind] = True
        iss.append({"antiknight": ".AntiKnight", "antiking": ".AntiKing", "nonconsecutive": ".AntiConsecutive",
                    "disjointgroups": ".DisjointSets"}[kind])
    elif kind == "windoku":
        fp["extraregion"] = [{"cells": [rc((r0 + i) * N + c0 + j) for i in range(3) for j in range(3)]}
                             for r0, c0 in ((1, 1), (1, 5), (5, 1), (5, 5))]
        iss.append(".Windoku")
    elif kind == "oddeven":
        cells = rng.sample(range(CELLS), 16)
        fp["odd"] = [{"cell": rc(c)} for c in cells if s[c] % 2]
        fp["even"] = [{"cell": rc(c)} for c in cells if s[c] % 2 == 0]
        for c in cells:
            iss.append(f".Given~{rc(c)}_" + "_".join(str(d) for d in range(1, 10) if d % 2 == s[c] % 2))
    elif kind == "thermo":
        lines("thermometer", "Thermo", 6, [3, 4, 5, 6], lambda p: all(s[p[i]] < s[p[i + 1]] for i in range(len(p) - 1)))
    elif kind == "whispers":
        lines("whispers", "Whisper", 6, [3, 4, 5, 6], lambda p: all(abs(s[p[i]] - s[p[i + 1]]) >= 5 for i in range(len(p) - 1)),
              prefix="~5")
    elif kind == "whispers-marked":  # lines with a least difference of 3 or 4, written on the line
        for diff in (3, 4):
            before = len(fp.get("whispers", []))
            lines("whispers", "Whisper", 3, [3, 4, 5], lambda p: all(abs(s[p[i]] - s[p[i + 1]]) >= diff for i in range(len(p) - 1)),
                  prefix=f"~{diff}")
            found = fp.pop("whispers")
            for item in found:
                item["value"] = str(diff)
            fp.setdefault("marked", []).extend(found)
        fp["whispers"] = fp.pop("marked")
    elif kind == "renban":
        def renban(p):
            d = sorted(s[c] for c in p)
            return len(set(d)) == len(d) and d[-1] - d[0] == len(d) - 1
        lines("renban", "Renban", 6, [3, 4, 5], renban)
    elif kind == "palindrome":
        lines("palindrome", "Palindrome", 5, [3, 4, 5, 6, 7], lambda p: [s[c] for c in p] == [s[c] for c in reversed(p)])
    elif kind == "between":
        def between(p):
            lo, hi = sorted((s[p[0]], s[p[-1]]))
            return all(lo < s[c] < hi for c in p[1:-1])
        lines("betweenline", "Between", 6, [3, 4, 5], between)
    elif kind in ("kropki", "kropki-negative"):
        dots = {"difference": [], "ratio": []}
        for a, b in pairs:
            x, y = s[a], s[b]
            kind_ = None
            if abs(x - y) == 1 and (x * 2 == y or y * 2 == x):
                kind_ = rng.choice(["difference", "ratio"])
            elif abs(x - y) == 1:
                kind_ = "difference"
            elif x * 2 == y or y * 2 == x:
                kind_ = "ratio"
            if kind_ and (kind == "kropki-negative" or rng.random() < 0.6):
                dots[kind_].append((a, b))
        fp["difference"] = [{"cells": [rc(a), rc(b)]} for a, b in dots["difference"]]
        fp["ratio"] = [{"cells": [rc(a), rc(b)]} for a, b in dots["ratio"]]
        iss += [f".WhiteDot~{rc(a)}~{rc(b)}" for a, b in dots["difference"]]
        iss += [f".BlackDot~{rc(a)}~{rc(b)}" for a, b in dots["ratio"]]
        if kind == "kropki-negative":
            fp["negative"] = ["ratio", "difference"]
            iss.append(".StrictKropki")
    elif kind == "kropki-marked":  # white dots marked with a difference of 2 or 3, black ones with a ratio of 3
        dots = {"difference": [], "ratio": []}
        for a, b in pairs:
            x, y = s[a], s[b]
            if abs(x - y) in (2, 3) and rng.random() < 0.55:
                dots["difference"].append((a, b, abs(x - y)))
            elif (x == 3 * y or y == 3 * x) and rng.random() < 0.9:
                dots["ratio"].append((a, b, 3))
        fp["difference"] = [{"cells": [rc(a), rc(b)], "value": str(v)} for a, b, v in dots["difference"]]
        fp["ratio"] = [{"cells": [rc(a), rc(b)], "value": str(v)} for a, b, v in dots["ratio"]]
    elif kind in ("xv", "xv-negative"):
        marks = [(a, b, "X" if s[a] + s[b] == 10 else "V") for a, b in pairs if s[a] + s[b] in (5, 10)]
        if kind == "xv":
            marks = [m for m in marks if rng.random() < 0.7]
        fp["xv"] = [{"cells": [rc(a), rc(b)], "value": v} for a, b, v in marks]
        iss += [f".{v}~{rc(a)}~{rc(b)}" for a, b, v in marks]
        if kind == "xv-negative":
            fp["negative"] = ["xv"]
            iss.append(".StrictXV")
    elif kind == "arrow":
        arrows = []
        for _ in range(400):
            if len(arrows) >= 6:
                break
            circle = rng.randrange(CELLS)
            if circle in used or s[circle] < 3:
                continue
            for _ in range(50):
                path = [circle]
                total = 0
                while total < s[circle]:
                    nxt = [c for c in neighbours(path[-1], True) if c not in path and c not in used and total + s[c] <= s[circle]]
                    if not nxt:
                        break
                    c = rng.choice(nxt)
                    path.append(c)
                    total += s[c]
                if total == s[circle] and len(path) >= 3:
                    used.update(path)
                    arrows.append(path)
                    break
        fp["arrow"] = [{"cells": [rc(p[0])], "lines": [[rc(c) for c in p]]} for p in arrows]
        iss += [".Arrow~" + "~".join(rc(c) for c in p) for p in arrows]
    elif kind == "littlekiller":
        diags = []
        for r0 in range(1, 8):  # from the left edge going down-right, and from the top going down-right
            diags.append(((r0, 0), "DR", [(r0 + i) * N + i for i in range(N - r0)]))
            diags.append(((0, r0), "DR", [i * N + r0 + i for i in range(N - r0)]))
        chosen = rng.sample(diags, 6)
        fp["littlekillersum"] = [{"cell": f"R{r}C{k}", "direction": d, "value": str(sum(s[c] for c in cells))}
                                 for (r, k), d, cells in chosen]
        iss += [f".Sum~{sum(s[c] for c in cells)}~" + "~".join(rc(c) for c in cells) for _, _, cells in chosen]
    elif kind == "sandwich":
        items = []
        for i in range(N):
            for column in (False, True):
                cells = [j * N + i for j in range(N)] if column else [i * N + j for j in range(N)]
                digits = [s[c] for c in cells]
                a, b = sorted((digits.index(1), digits.index(9)))
                items.append((column, i, sum(digits[a + 1:b])))
        chosen = rng.sample(items, 10)
        fp["sandwichsum"] = [{"cell": f"R0C{i + 1}" if col else f"R{i + 1}C0", "value": str(v)} for col, i, v in chosen]
        iss += [f".Sandwich~{v}~{'C' if col else 'R'}{i + 1}" for col, i, v in chosen]
    elif kind == "quadruple":
        quads = []
        for top in rng.sample([r * N + k for r in range(N - 1) for k in range(N - 1)], 8):
            cells = [top, top + 1, top + N, top + N + 1]
            digits = sorted(rng.sample([s[c] for c in cells], rng.choice([2, 3, 4])))
            quads.append((cells, digits))
        fp["quadruple"] = [{"cells": [rc(c) for c in cells], "values": d} for cells, d in quads]
        iss += [f".Quad~{rc(cells[0])}~" + "~".join(str(x) for x in d) for cells, d in quads]
    return fp, iss


KINDS = ["antiknight", "antiking", "nonconsecutive", "disjointgroups", "windoku", "oddeven", "thermo", "kropki",
         "kropki-negative", "xv", "xv-negative", "arrow", "whispers", "renban", "palindrome", "between",
         "littlekiller", "sandwich", "quadruple"]
# Kinds ISS's strings here do not carry (marked dots and lines): their own file, after the set's
# draws so the 38 above stay the same for a seed.
MARKED = ["whispers-marked", "kropki-marked"]
GLOBAL = {"antiknight", "antiking", "nonconsecutive", "disjointgroups", "windoku"}


def fpuzzles(fp, givens, s):
    grid = [[({"value": givens[r * N + k], "given": True} if givens[r * N + k] else {}) for k in range(N)] for r in range(N)]
    out = {"size": N, "grid": grid}
    out.update(fp)
    out["solution"] = s
    return json.dumps(out, separators=(",", ":"))


def iss_string(parts, givens):
    g = "~".join(f"{rc(c)}_{givens[c]}" for c in range(CELLS) if givens[c])
    return "".join(parts) + (f".Given~{g}" if g else "")


def solve_all(binary, lines):
    out = subprocess.run([binary, "solve"], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def main():
    binary, path = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    rng = random.Random(seed)
    items = []
    for kind in KINDS + MARKED:
        for copy in range(2):
            rules = {kind} if kind in GLOBAL else set()
            s = random_grid(rules, rng)
            fp, iss = clues_for(kind, s, rng)
            order = list(range(CELLS))
            rng.shuffle(order)
            items.append({"kind": kind, "name": f"{kind}-{copy + 1}", "fp": fp, "iss": iss, "s": s,
                          "givens": list(s), "order": order})
    # Remove givens one at a time, all puzzles in step: one engine run a round.
    for step in range(CELLS):
        trial = []
        for it in items:
            g = list(it["givens"])
            g[it["order"][step]] = 0
            trial.append(g)
        answers = solve_all(binary, [fpuzzles(it["fp"], g, it["s"]) for it, g in zip(items, trial)])
        for it, g, a in zip(items, trial, answers):
            if a.strip() == "".join(map(str, it["s"])):
                it["givens"] = g
            elif a.strip() != "multiple":
                sys.exit(f"{it['name']}: unexpected answer {a!r}")
    # One f-puzzles JSON a line (with its title and solution), and the same puzzles for ISS.
    with open(path + ".fpuzzles", "w") as f, open(path + ".iss", "w") as g, open(path + "_marked.fpuzzles", "w") as m:
        for it in items:
            fp = dict(it["fp"])
            fp["title"] = it["name"]
            if it["kind"] in MARKED:
                m.write(fpuzzles(fp, it["givens"], it["s"]) + "\n")
                continue
            f.write(fpuzzles(fp, it["givens"], it["s"]) + "\n")
            g.write(iss_string(it["iss"], it["givens"]) + "\n")
    print(f"{len(items)} puzzles, givens: " + " ".join(str(sum(1 for d in it['givens'] if d)) for it in items))


if __name__ == "__main__":
    main()
