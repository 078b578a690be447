#!/usr/bin/env bash
# Makes the puzzle bank the generator hands out for the top levels: assets/bank/<level>.txt,
# one puzzle a line as "<puzzle> <rating> <hardest technique key> <seed> <symmetry>" (the
# puzzle in the dense form of src/core/generate/bank_pack.h: 30% lighter for the site), dug
# and graded by the project's own generator (`sudoku generate --dig`) from fixed seeds, so
# the same build makes the same bank, and any line again alone with
# `sudoku generate --dig -l <level> --symmetry <symmetry> -s <seed>`. Most entries are dug
# with rotational symmetry (the page's), the rest with mirror and diagonal symmetry, so
# every symmetry can be served from the bank.
#
#   scripts/make_bank.sh [LEVEL...]    levels: master extreme (default: both)
#   COUNT=n   entries per level (default 300: 240 rotational, 30 mirror, 30 diagonal)
#   JOBS=n    parallel generate processes (default 2)
#   SUDOKU=path  the CLI to use (default build/native/sudoku, built here if missing)
#
# It takes a while (extreme puzzles take seconds each to dig): run it in the background.
# The time each level took is printed at the end (and noted in docs/generator.md). When
# the logic engine changes, run it again: tests check that every entry still grades at
# its level, and that a few lines of each level come out of their seed again
# (tests/core/generator_bank_test.cpp).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
count=${COUNT:-300}
jobs=${JOBS:-2}
sudoku=${SUDOKU:-build/native/sudoku}
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(master extreme)
log() { printf '[make-bank] %s\n' "$*" >&2; }

if [ ! -x "$sudoku" ]; then
  log "building $sudoku"
  cmake --preset native -DSUDOKU_DESKTOP=OFF >/dev/null
  cmake --build build/native --target sudoku >/dev/null
fi
mkdir -p assets/bank
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Seeds: level L, symmetry S takes seeds base(L) + offset(S) + 0, 1, ...
base() { case $1 in master) echo 1000000 ;; extreme) echo 2000000 ;; *) log "unknown level '$1'"; exit 2 ;; esac; }

# One chunk: N puzzles from seed FIRST, in the bank's line format.
chunk() {  # level symmetry first n out
  "$sudoku" generate --dig --info -l "$1" --symmetry "$2" -s "$3" -n "$4" |
    awk -v want="$1" -v symmetry="$2" '{
      level = ""; rating = ""; hardest = ""; seed = ""; dense = ""
      for (i = 2; i <= NF; ++i) {
        split($i, kv, "=")
        if (kv[1] == "level") level = kv[2]
        if (kv[1] == "rating") rating = kv[2]
        if (kv[1] == "hardest") hardest = kv[2]
        if (kv[1] == "seed") seed = kv[2]
        if (kv[1] == "dense") dense = kv[2]
      }
      if (level != want) { print "make_bank: graded " level ", not " want ": " $0 > "/dev/stderr"; exit 1 }
      if (dense == "") { print "make_bank: no dense form: " $0 > "/dev/stderr"; exit 1 }
      print dense, rating, hardest, seed, symmetry
    }' > "$5"
}

for level in "${levels[@]}"; do
  first=$(base "$level")
  rotational=$((count * 8 / 10))
  other=$(((count - rotational) / 2))
  t0=$(date +%s)
  log "$level: $count puzzles ($rotational rotational, $other mirror, $((count - rotational - other)) diagonal), $jobs jobs"
  parts=()
  for spec in "rotational 0 $rotational" "mirror 100000 $other" "diagonal 200000 $((count - rotational - other))"; do
    read -r symmetry offset n <<< "$spec"
    # Split n seeds over the jobs; parts are joined in seed order.
    per=$(((n + jobs - 1) / jobs))
    for ((j = 0; j < jobs; ++j)); do
      start=$((j * per))
      size=$((n - start < per ? n - start : per))
      [ "$size" -gt 0 ] || continue
      part="$tmp/$level.$symmetry.$j"
      parts+=("$part")
      { chunk "$level" "$symmetry" $((first + offset + start)) "$size" "$part" && touch "$part.ok"; } &
      # At most `jobs` at once.
      while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    done
  done
  wait
  for part in "${parts[@]}"; do [ -f "$part.ok" ] || { log "a $level chunk failed ($part)"; exit 1; }; done
  seconds=$(($(date +%s) - t0))
  {
    echo "# The $level bank: made by scripts/make_bank.sh (sudoku generate --dig -l $level, seeds from $first:"
    echo "# rotational +0, mirror +100000, diagonal +200000). <puzzle> <rating> <hardest technique key> <seed> <symmetry>,"
    echo "# the puzzle in the dense form of src/core/generate/bank_pack.h (sudoku generate --info prints it: dense=...)"
    cat "${parts[@]}"
  } > "assets/bank/$level.txt.new"
  mv "assets/bank/$level.txt.new" "assets/bank/$level.txt"
  log "$level: $(grep -vc '^#' "assets/bank/$level.txt") puzzles in ${seconds}s -> assets/bank/$level.txt"
  echo "level=$level puzzles=$count seconds=$seconds jobs=$jobs"
done
