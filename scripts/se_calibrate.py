#!/usr/bin/env python3
"""Our ratings against Sudoku Explainer's (SE) on ../shared/data/se/diabolical_sample.txt.

Grades every puzzle with `sudoku grade`, then prints Spearman and mean |difference| for
the calibration half (first 160 lines), the held-out half (last 160) and all, and a
confusion table: per SE rating band, how many puzzles we put in each of our bands, with
the technique that sets our rating most often.

Usage: scripts/se_calibrate.py [--sudoku build/native/sudoku] [--file FILE] [--misses N]
"""
import argparse
import collections
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2
        i = j + 1
    return r


def pearson(a, b):
    n = len(a)
    ma, mb = sum(a) / n, sum(b) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va = sum((x - ma) ** 2 for x in a)
    vb = sum((y - mb) ** 2 for y in b)
    return cov / (va * vb) ** 0.5 if va and vb else float("nan")


def band(r):
    for lo, hi, name in [(0, 5.0, "<5.0"), (5.0, 5.85, "5.0-5.8"), (5.85, 6.25, "5.9-6.2"),
                         (6.25, 6.65, "6.3-6.6"), (6.65, 7.05, "6.7-7.0"), (7.05, 7.45, "7.1-7.4"),
                         (7.45, 7.95, "7.5-7.9"), (7.95, 8.45, "8.0-8.4"), (8.45, 8.95, "8.5-8.9")]:
        if lo <= r < hi:
            return name
    return "9.0+"


BANDS = ["<5.0", "5.0-5.8", "5.9-6.2", "6.3-6.6", "6.7-7.0", "7.1-7.4", "7.5-7.9", "8.0-8.4", "8.5-8.9", "9.0+"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sudoku", default=str(ROOT / "build/native/sudoku"))
    ap.add_argument("--file", default=str(ROOT / "../shared/data/se/diabolical_sample.txt"))
    ap.add_argument("--misses", type=int, default=0, help="print the N worst differences")
    a = ap.parse_args()
    rows = [l.split() for l in Path(a.file).read_text().splitlines() if l.strip()]
    puzzles = "\n".join(r[0] for r in rows) + "\n"
    out = subprocess.run([a.sudoku, "grade"], input=puzzles, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("sudoku grade failed: " + out.stderr)
    graded = [l.split() for l in out.stdout.splitlines() if l.strip()]
    if len(graded) != len(rows):
        sys.exit(f"expected {len(rows)} grades, got {len(graded)}:\n{out.stdout[:500]}")
    se = [float(r[1]) for r in rows]
    ours, tech = [], []
    for g in graded:
        # "<level> <rating> <hardest technique>"
        ours.append(float(g[1]))
        tech.append(g[2] if len(g) > 2 else "-")
    half = len(se) // 2
    for name, lo, hi in [("calibration (first half)", 0, half), ("held out (second half)", half, len(se)),
                         ("all", 0, len(se))]:
        s, o = se[lo:hi], ours[lo:hi]
        sp = pearson(ranks(s), ranks(o))
        md = sum(abs(x - y) for x, y in zip(s, o)) / len(s)
        print(f"{name:26s} n={len(s):3d}  Spearman {sp:.3f}  mean |diff| {md:.3f}")
    print("\nSE band -> our band (count); our most frequent hardest technique")
    table = collections.defaultdict(collections.Counter)
    techs = collections.defaultdict(collections.Counter)
    for s, o, t in zip(se, ours, tech):
        table[band(s)][band(o)] += 1
        techs[band(s)][t] += 1
    print("SE \\ ours  " + " ".join(f"{b:>7s}" for b in BANDS))
    for b in BANDS:
        if b not in table:
            continue
        print(f"{b:10s} " + " ".join(f"{table[b][c] or '':>7}" for c in BANDS) + "   " +
              ", ".join(f"{t} {n}" for t, n in techs[b].most_common(3)))
    if a.misses:
        print("\nworst differences (line, SE, ours, technique):")
        worst = sorted(range(len(se)), key=lambda i: -abs(se[i] - ours[i]))[: a.misses]
        for i in worst:
            print(f"  {i + 1:4d} {se[i]:.1f} {ours[i]:.1f} {tech[i]}")


if __name__ == "__main__":
    main()
