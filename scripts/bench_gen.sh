#!/usr/bin/env bash
# Benchmarks the generator and the grader natively and as WebAssembly in node, in one run:
#   - per level: puzzles/s, median/p90/slowest ms per puzzle, attempts (bench-gen), and a
#     table of the median and slowest generation time per level, native and wasm;
#   - native and wasm must make the same puzzles from the same seeds;
#   - grading: puzzles/s and the level histogram of each shared data set (native), and
#     puzzles3_magictour_top1465 in wasm too.
#
#   scripts/bench_gen.sh            COUNT=n puzzles per level (default 200),
#                                   SAMPLE=n puzzles graded per big data set (default 5000),
#                                   SYMMETRY=s generates with that symmetry (default none;
#                                   the page uses rotational),
#                                   GRADE=0 skips the grading part,
#                                   DIG=n also digs n master and extreme puzzles (no bank),
#                                   NATIVE_BIN=path WASM_JS=path use those builds (no build here)
#
# Figures go to docs/generator.md and docs/levels.md by hand. Builds into
# build/bench-gen{,-wasm} (Release, the same flags as the shipped builds). Exit 1 when
# native and wasm puzzles differ or the wasm median of a level up to expert is 20 ms or more.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
data=${SUDOKU_DATA:-$root/../shared/data/puzzles}
count=${COUNT:-200}
sample=${SAMPLE:-5000}
log() { printf '[bench-gen] %s\n' "$*" >&2; }
# shellcheck source=scripts/bench_builds.sh
source "$root/scripts/bench_builds.sh"
status=0

log "same seeds, same puzzles?"
for level in easy medium hard expert master extreme; do
  a=$("${native[@]}" generate -n 10 -s 1 -l "$level" --symmetry rotational)
  b=$("${wasm[@]}" generate -n 10 -s 1 -l "$level" --symmetry rotational)
  if [ "$a" != "$b" ]; then echo "MISMATCH: native and wasm generate different $level puzzles" >&2; status=1; fi
done
[ $status -eq 0 ] && echo "# native and wasm generate identical puzzles (10 per level, rotational)"

log "generating $count puzzles per level, native then wasm"
symmetry=${SYMMETRY:-none}
out_n=$("${native[@]}" bench-gen -n "$count" --symmetry "$symmetry")
out_w=$("${wasm[@]}" bench-gen -n "$count" --symmetry "$symmetry")
sed 's/^/native /' <<< "$out_n"
sed 's/^/wasm   /' <<< "$out_w"
value() { tr ' ' '\n' <<< "$1" | grep "^$2=" | cut -d= -f2; }
echo "# generation ms per puzzle, $count seeds per level, symmetry $symmetry (wasm target: median under 20 up to expert)"
echo "# (median and slowest: wall clock; cpu_mean: processor time per puzzle, mean over the run)"
printf '#   %-8s %14s %14s %15s %12s %12s %13s\n' level native_median native_slowest native_cpu_mean wasm_median \
  wasm_slowest wasm_cpu_mean
while read -r line; do
  level=$(value "$line" level)
  native_line=$(grep "^level=$level " <<< "$out_n")
  median=$(value "$line" median_ms)
  verdict=
  case $level in easy|medium|hard|expert)
    awk -v m="$median" 'BEGIN { exit !(m >= 20) }' && { verdict=SLOW; status=1; } ;;
  esac
  printf '#   %-8s %14s %14s %15s %12s %12s %13s %s\n' "$level" "$(value "$native_line" median_ms)" \
    "$(value "$native_line" max_ms)" "$(value "$native_line" cpu_ms_per_puzzle)" "$median" "$(value "$line" max_ms)" \
    "$(value "$line" cpu_ms_per_puzzle)" "$verdict"
done <<< "$out_w"

dig=${DIG:-0}
if [ "$dig" -gt 0 ]; then
  log "digging $dig master and extreme puzzles without the bank, native then wasm"
  "${native[@]}" bench-gen --dig -n "$dig" --levels master,extreme --symmetry "$symmetry" | sed 's/^/native /'
  "${wasm[@]}" bench-gen --dig -n "$dig" --levels master,extreme --symmetry "$symmetry" | sed 's/^/wasm   /'
fi
[ "${GRADE:-1}" = 0 ] && exit $status

log "grading the shared data sets (the first $sample puzzles of each)"
for f in "$data"/puzzles*; do
  "${native[@]}" bench-gen --levels none --sample "$sample" --grade "$f" | sed 's/^/native /'
done
"${wasm[@]}" bench-gen --levels none --grade "$data/puzzles3_magictour_top1465" | sed 's/^/wasm   /'
exit $status
