#!/usr/bin/env bash
# Hard killer sudokus, our solver against Interactive Sudoku Solver (ISS), in one run: each
# puzzle's solutions counted up to 2 (uniqueness proven), per puzzle and in total.
#
#   scripts/bench_killers.sh [FILE...]
#
# FILE: killers one a line, SudoCue's long format (`3x3:[d]:k:` + 81 `sum*256+id`, optionally
# a space and the solution) or the short "snarfable" format; our CLI reads them as they are,
# ISS gets them as constraint strings (scripts/killer_convert.mjs). With no FILE: the shared 13
# (../shared/data/killers/hard_killers_long_format.txt, tuned on) and the held-out sets, ISS's
# own collections TAREK_ALL and MATHEMAGIC_KILLERS (ISS_DIR/data/collections.js, never tuned on).
#
# Environment:
#   ISS_DIR     the ISS checkout (default: ../iss beside the project); where it is missing the
#               script says so, and measures ours alone (the held-out sets need it).
#   SUDOKU_BIN  our native CLI (default build/native/sudoku, built with the native preset).
#   WASM_JS     the wasm CLI (default build/bench-wasm/sudoku-cli.js, built by scripts/bench_wasm_cli.sh: the test build's build/web CLI is linked at -O1 and times slower).
#   SUDOKU_DATA_KILLERS  the shared killers' folder (default ../shared/data/killers).
#
# Ours per puzzle is one process per puzzle (so it includes the process start, a few ms);
# ours in total is one process over the whole set, as ISS's total is one loop in one node.
# *_cpu_s: the same runs' processor time (ISS's includes node's start, as the wasm's does).
# ratio = ISS total / ours total (above 1: we are faster); ratio_wasm the same for our wasm
# CLI under node. `same`: our solution is ISS's. Exit 1 when a count or a solution differs
# or a puzzle is not proven unique.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
iss_dir=${ISS_DIR:-$root/../iss}
bin=${SUDOKU_BIN:-$root/build/native/sudoku}
wasm_js=${WASM_JS:-}
killers=${SUDOKU_DATA_KILLERS:-$root/../shared/data/killers}
iss_bench=${ISS_BENCH:-$root/../shared/tools/iss_bench.mjs}
convert="$root/scripts/killer_convert.mjs"
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -x "$bin" ] || { echo "no native CLI at $bin: cmake --preset native && cmake --build --preset native --target sudoku" >&2; exit 2; }
have_iss=1
if [ ! -f "$iss_dir/tools/lib/solver_analysis.js" ] || [ ! -f "$iss_bench" ]; then
  have_iss=0
  echo "# ISS MISSING: no ISS checkout at $iss_dir (set ISS_DIR) or no $iss_bench: ours alone, no held-out sets"
fi
if [ -z "$wasm_js" ] && command -v emcmake >/dev/null; then
  wasm_js=$("$root/scripts/bench_wasm_cli.sh") || exit 2
fi
have_wasm=0
[ -n "$wasm_js" ] && [ -f "$wasm_js" ] && have_wasm=1

# name<TAB>source: a file, or collection:NAME
sets=()
if [ $# -gt 0 ]; then
  for f in "$@"; do sets+=("$(basename "$f")	$f"); done
else
  if [ -f "$killers/hard_killers_long_format.txt" ]; then sets+=("shared13	$killers/hard_killers_long_format.txt")
  else echo "# shared killers missing at $killers (set SUDOKU_DATA_KILLERS)"; fi
  if [ $have_iss = 1 ]; then
    sets+=("held-out:TAREK_ALL	collection:TAREK_ALL" "held-out:MATHEMAGIC_KILLERS	collection:MATHEMAGIC_KILLERS")
  fi
fi

ms_now() { date +%s%N; }
# Processor time (user + system, s) of a command into $1: steadier than wall time when other
# work shares the cores (GNU time; "-" without it).
cpu() {
  local out=$1; shift
  if [ -x /usr/bin/time ]; then /usr/bin/time -f '%U %S' -o "$out" "$@"; else echo "- -" > "$out"; "$@"; fi
}
cpu_of() { awk '{ if ($1 == "-") print "-"; else printf "%.2f", $1 + $2 }' "$1"; }
status=0
grand_ours=0 grand_iss=0 grand_wasm=0
echo "# native: $bin ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1 /proc/loadavg))"
for entry in "${sets[@]}"; do
  name=${entry%%	*} src=${entry#*	}
  if [[ $src == collection:* ]]; then
    args=(--collection "${src#collection:}" "$iss_dir/data/collections.js")
  else
    args=("$src")
  fi
  # Our CLI reads the long and short forms; a line it refuses goes to it as the same
  # puzzle's JSON line (and is named).
  node "$convert" --to line "${args[@]}" > "$tmp/line.txt"
  node "$convert" --to json "${args[@]}" > "$tmp/json.txt"
  node "$convert" --to iss "${args[@]}" > "$tmp/p.iss"
  "$bin" validate "$tmp/line.txt" > "$tmp/valid.txt" || true
  paste -d '\n' "$tmp/valid.txt" "$tmp/line.txt" "$tmp/json.txt" |
    awk 'NR % 3 == 1 { ok = ($0 == "ok") } NR % 3 == 2 { line = $0 } NR % 3 == 0 { print ok ? line : $0 }' > "$tmp/p.txt"
  n=$(wc -l < "$tmp/p.txt")
  as_json=$(grep -vc '^ok$' "$tmp/valid.txt" || true)
  echo "## set=$name puzzles=$n (as JSON lines: $as_json)"
  grep -v '^ok$' "$tmp/valid.txt" | sed 's/^/#   refused as text: /' | sort | uniq -c | head -3 || true
  # ISS: one node process over the set.
  if [ $have_iss = 1 ]; then
    (cd "$iss_dir" && cpu "$tmp/iss.cpu" node "$iss_bench" "$iss_dir" "$tmp/p.iss") > "$tmp/iss.out"
  fi
  # Ours: per puzzle, then the whole set in one process.
  printf '%-8s %10s %6s %10s %6s %5s\n' puzzle ours_ms count iss_ms count same
  for i in $(seq 1 "$n"); do
    sed -n "${i}p" "$tmp/p.txt" > "$tmp/one.txt"
    # `solve` (counting to 2) prints the solution only when it is the only one.
    t0=$(ms_now)
    sol=$("$bin" solve "$tmp/one.txt" || true)
    t1=$(ms_now)
    ours=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e6 }')
    case $sol in none) c=0 ;; multiple) c=2 ;; [1-9]*) c=1 ;; *) c="?" ;; esac
    iss_ms=- iss_c=- iss_sol=
    if [ $have_iss = 1 ]; then read -r iss_ms iss_c iss_sol < <(sed -n "${i}p" "$tmp/iss.out"); fi
    same=-
    if [ -n "$iss_sol" ] && [ $c = 1 ]; then [ "$sol" = "$iss_sol" ] && same=yes || same=NO; fi
    printf '%-8s %10s %6s %10s %6s %5s\n' "$i" "$ours" "$c" "$iss_ms" "$iss_c" "$same"
    if [ "$c" != 1 ] || { [ $have_iss = 1 ] && [ "$iss_c" != "$c" ]; } || [ "$same" = NO ]; then
      echo "  ^ puzzle $i: ours counts $c, ISS $iss_c, same solution: $same" >&2; status=1
    fi
  done
  t0=$(ms_now)
  cpu "$tmp/ours.cpu" "$bin" solve --count "$tmp/p.txt" > /dev/null
  t1=$(ms_now)
  total=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", (b - a) / 1e6 }')
  line="set=$name total ours_native_ms=$total ours_native_cpu_s=$(cpu_of "$tmp/ours.cpu")"
  if [ $have_wasm = 1 ]; then
    t0=$(ms_now)
    cpu "$tmp/wasm.cpu" node --no-experimental-fetch "$wasm_js" solve --count "$tmp/p.txt" > /dev/null
    t1=$(ms_now)
    wasm_total=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", (b - a) / 1e6 }')
    line+=" ours_wasm_ms=$wasm_total ours_wasm_cpu_s=$(cpu_of "$tmp/wasm.cpu")"
    grand_wasm=$((grand_wasm + wasm_total))
  fi
  if [ $have_iss = 1 ]; then
    iss_total=$(sed -n 's/^total_ms=//p' "$tmp/iss.out")
    line+=" iss_ms=$iss_total iss_cpu_s=$(cpu_of "$tmp/iss.cpu") ratio_iss_over_ours=$(awk -v a="$iss_total" -v b="$total" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
    [ $have_wasm = 1 ] && line+=" ratio_iss_over_wasm=$(awk -v a="$iss_total" -v b="$wasm_total" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
    grand_iss=$((grand_iss + iss_total))
  fi
  grand_ours=$((grand_ours + total))
  echo "$line"
done
if [ $have_iss = 1 ]; then
  all="all sets: ours_native_ms=$grand_ours iss_ms=$grand_iss ratio_iss_over_ours=$(awk -v a="$grand_iss" -v b="$grand_ours" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
  [ $have_wasm = 1 ] && all+=" ours_wasm_ms=$grand_wasm ratio_iss_over_wasm=$(awk -v a="$grand_iss" -v b="$grand_wasm" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')"
  echo "$all"
else
  echo "all sets: ours_native_ms=$grand_ours (ISS MISSING: no comparison)"
fi
exit $status
