#!/usr/bin/env bash
# The 9x9 fast solver before and after a change, in one run: builds `sudoku` (-O3
# -march=native) at git revision BASE and at the working tree, then times both on the same
# files, alternating, and prints each side's best processor-time rate and head/base.
#
#   scripts/bench_compare.sh BASE [FILE...]   default files: tdoku's sets in ../shared/data/puzzles
#
# REPEAT=n (default 3) rounds; the best of each side counts (the machine is shared).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
base=${1:?usage: scripts/bench_compare.sh BASE [FILE...]}
shift
data=${SUDOKU_DATA:-$root/../shared/data/puzzles}
repeat=${REPEAT:-3}
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$data/puzzles2_17_clue" "$data/puzzles3_magictour_top1465" "$data/puzzles7_serg_benchmark")
for f in "${files[@]}"; do [ -r "$f" ] || { echo "bench_compare.sh: cannot read $f" >&2; exit 2; }; done

log() { printf '[bench_compare] %s\n' "$*" >&2; }
build() { # build DIR SRC
  cmake -S "$2" -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSUDOKU_NATIVE_ARCH=ON -DBUILD_TESTING=OFF >/dev/null
  cmake --build "$1" --target sudoku >/dev/null
}
src_base=$root/build/compare-src
rev=$(git rev-parse --short "$base")
log "building $rev (build/compare-base) and the working tree (build/compare-head)"
rm -rf "$src_base"
mkdir -p "$src_base"
git archive "$rev" | tar -x -C "$src_base"
[ -e "$root/.cache" ] && ln -sfn "$root/.cache" "$src_base/.cache"
build build/compare-base "$src_base"
build build/compare-head "$root"

rate() { "$1" bench "$2" --min-time 2 --classic-sample 0 | grep ' solver=fast ' | tr ' ' '\n' | sed -n 's/^cpu_puzzles_per_s=//p'; }
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 > b + 0) ? a : b }'; }
echo "# fast solver, puzzles/s of processor time, best of $repeat; base $rev, head = working tree"
printf '%-40s %10s %10s %6s\n' file base head ratio
for f in "${files[@]}"; do
  b="" h=""
  for _ in $(seq "$repeat"); do
    b=$(best "$(rate build/compare-base/sudoku "$f")" "$b")
    h=$(best "$(rate build/compare-head/sudoku "$f")" "$h")
  done
  printf '%-40s %10s %10s %6s\n' "$(basename "$f")" "$b" "$h" "$(awk -v h="$h" -v b="$b" 'BEGIN { printf "%.3f", h / b }')"
done
