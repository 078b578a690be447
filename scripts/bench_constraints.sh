#!/usr/bin/env bash
# The constraint-variant test set (tests/data/constraints), our solver against Interactive
# Sudoku Solver (ISS) in one run: every puzzle's solutions counted up to 2 by both, our
# solutions checked against ISS's and the set's, and the totals side by side.
#
#   ISS_DIR=/work/iss scripts/bench_constraints.sh [REPEAT]
#   WASM=1 ISS_DIR=/work/iss scripts/bench_constraints.sh [REPEAT]   (ours: scripts/bench_wasm_cli.sh's CLI under node)
#
# Ours: one `sudoku solve` process over the .fpuzzles file (f-puzzles JSON, one a line);
# ISS: ../shared/tools/iss_bench.mjs over the .iss file (the same puzzles as ISS constraint
# strings, made with them by scripts/make_constraint_puzzles.py). Best of REPEAT (default 3)
# wall times each; ratio = ISS / ours (above 1: we are faster). Exit 1 on any disagreement.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
iss_dir=${ISS_DIR:-$root/../iss}
bin=${SUDOKU_BIN:-$root/build/native/sudoku}
set_stem=$root/tests/data/constraints/puzzles
repeat=${1:-3}
tools=$root/../shared/tools
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -n "${WASM:-}" ]; then
  # Not build/web's CLI: the test build links it at -O1.
  wasm_js=${WASM_JS:-$("$root/scripts/bench_wasm_cli.sh")} || exit 2
  ours_solve() { node --no-experimental-fetch "$wasm_js" solve "$@"; }
else
  ours_solve() { "$bin" solve "$@"; }
fi
now_ms() { date +%s%3N; }
# The start of our process (node and the module for wasm), taken off ours below as ISS's loop
# has none: the best of REPEAT runs over an empty file.
: >"$tmp/empty"
best_start=0
for _ in $(seq "$repeat"); do
  t0=$(now_ms)
  ours_solve "$tmp/empty" >/dev/null 2>&1 || true  # "empty input" (status 1): the start alone
  t1=$(now_ms)
  s=$((t1 - t0))
  if [ "$best_start" = 0 ] || [ "$s" -lt "$best_start" ]; then best_start=$s; fi
done
best_ours=0 best_iss=0
for _ in $(seq "$repeat"); do
  t0=$(now_ms)
  ours_solve "$set_stem.fpuzzles" >"$tmp/ours"
  t1=$(now_ms)
  node "$tools/iss_bench.mjs" "$iss_dir" "$set_stem.iss" >"$tmp/iss"
  iss=$(sed -n 's/^total_ms=//p' "$tmp/iss")
  ours=$((t1 - t0))
  if [ "$best_ours" = 0 ] || [ "$ours" -lt "$best_ours" ]; then best_ours=$ours; fi
  if [ "$best_iss" = 0 ] || [ "$iss" -lt "$best_iss" ]; then best_iss=$iss; fi
done
python3 - "$set_stem.fpuzzles" "$tmp/ours" "$tmp/iss" <<'EOF'
import json, sys
puzzles = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
ours = open(sys.argv[2]).read().split()
iss = [l.split() for l in open(sys.argv[3]) if l.strip() and not l.startswith("total_ms")]
bad = 0
for p, o, i in zip(puzzles, ours, iss):
    want = "".join(map(str, p["solution"]))
    if o != want or i[1] != "1" or i[2] != want:
        bad += 1
        print(f"DIFFER {p.get('title')}: ours {o[:20]} iss {i[1]} {i[2][:20] if len(i) > 2 else ''}")
print(f"puzzles={len(puzzles)} agree={len(puzzles) - bad}")
sys.exit(1 if bad or len(ours) != len(puzzles) or len(iss) != len(puzzles) else 0)
EOF
awk -v o="$best_ours" -v i="$best_iss" -v s="$best_start" -v w="${WASM:+wasm}" 'BEGIN {
  b = o - s; if (b < 1) b = 1
  printf "ours=%s ours_total_ms=%d ours_start_ms=%d ours_solving_ms=%d iss_total_ms=%d ratio=%.1f (ISS / ours solving; ISS: its solve loop)\n", (w == "" ? "native" : w), o, s, b, i, i / b }'
