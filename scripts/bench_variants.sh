#!/usr/bin/env bash
# Benchmarks the variants natively and as WebAssembly in node, in one run:
#   - native and wasm must print the same JSON line for the same variant, level and seed;
#   - per variant and level: generation ms (median, p90, slowest), the levels reached, clues,
#     and solve's puzzles/s on the puzzles made (sudoku bench-variant);
#   - a table of the wasm figures, for docs/performance.md.
#
#   scripts/bench_variants.sh       COUNT=n puzzles per variant and level (default 20),
#                                   LEVELS="easy medium ..." (default easy to expert),
#                                   NATIVE_BIN=path WASM_JS=path use those builds (no build here)
#
# Exit 1 when native and wasm differ, a solve is wrong, or a wasm game at the page's default
# level (easy) takes a second or more to make.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
count=${COUNT:-20}
levels=${LEVELS:-easy medium hard expert}
variants="4x4 6x6 12x12 16x16 jigsaw x killer"
log() { printf '[bench-variants] %s\n' "$*" >&2; }
# shellcheck source=scripts/bench_builds.sh
source "$root/scripts/bench_builds.sh"
status=0

log "same seeds, same puzzles?"
for v in $variants; do
  for level in $levels; do
    a=$("${native[@]}" generate --variant "$v" -l "$level" -s 7 --json)
    b=$("${wasm[@]}" generate --variant "$v" -l "$level" -s 7 --json)
    if [ "$a" != "$b" ]; then echo "MISMATCH: native and wasm make different $v $level puzzles" >&2; status=1; fi
  done
done
[ $status -eq 0 ] && echo "# native and wasm make identical puzzles (seed 7, every variant and level)"

# shellcheck disable=SC2086  # word lists on purpose
out_n=$("${native[@]}" bench-variant -n "$count" --variant $variants --level $levels) || status=1
# shellcheck disable=SC2086
out_w=$("${wasm[@]}" bench-variant -n "$count" --variant $variants --level $levels) || status=1
# Killer of cages alone (no givens), shown as killer-no-givens.
# shellcheck disable=SC2086
out_n+=$'\n'$("${native[@]}" bench-variant -n "$count" --variant killer --no-givens --level $levels) || status=1
# shellcheck disable=SC2086
out_w+=$'\n'$("${wasm[@]}" bench-variant -n "$count" --variant killer --no-givens --level $levels) || status=1
sed 's/^/native /' <<< "$out_n"
sed 's/^/wasm   /' <<< "$out_w"
value() { tr ' ' '\n' <<< "$1" | grep "^$2=" | cut -d= -f2; }
echo "# wasm: generation ms per puzzle ($count seeds each) and solving puzzles/s; native median for comparison"
printf '#   %-17s %-7s %10s %11s %13s %15s %-28s\n' variant level median_ms slowest_ms native_median solve_per_s reached
while read -r line; do
  [ -n "$line" ] || continue
  v=$(value "$line" variant) level=$(value "$line" level) slowest=$(value "$line" max_ms)
  native_line=$(grep "^variant=$v level=$level " <<< "$out_n" || true)
  verdict=
  if [ "$level" = easy ] && [ "${v%-no-givens}" = "$v" ] && awk -v m="$slowest" 'BEGIN { exit !(m >= 1000) }'; then verdict=SLOW; status=1; fi
  printf '#   %-17s %-7s %10s %11s %13s %15s %-28s %s\n' "$v" "$level" "$(value "$line" median_ms)" "$slowest" \
    "$(value "$native_line" median_ms)" "$(value "$line" solve_puzzles_per_s)" "$(value "$line" reached)" "$verdict"
done <<< "$out_w"
exit $status
