#!/usr/bin/env bash
# The long consistency job: over evenly spread samples of every shared data set, the fast
# solver, the classic search, the resumable strategies and the logic engine must agree,
# and generated puzzles must be unique (sudoku check-consistency does the checking).
#   scripts/consistency.sh [SAMPLE per set, default 5000; 0 = every puzzle] [GENERATE per level, default 50]
# SUDOKU_CLI picks the binary (default build/native/sudoku); SUDOKU_DATA the data folder.
# Exit status 0 when everything agrees, 1 on any disagreement.
set -uo pipefail
cd "$(dirname "$0")/.."
sample=${1:-5000}
generate=${2:-50}
cli=${SUDOKU_CLI:-build/native/sudoku}
data=${SUDOKU_DATA:-../shared/data/puzzles}
if [ ! -x "$cli" ]; then
  echo "no CLI at $cli: build it first (cmake --preset native && cmake --build --preset native)" >&2
  exit 2
fi
sets=("$data"/puzzles*)
if [ ! -f "${sets[0]}" ]; then
  echo "no data sets in $data (set SUDOKU_DATA)" >&2
  exit 2
fi
echo "consistency: sample=$sample per set, generate=$generate per level, cli=$cli"
exec "$cli" check-consistency --sample "$sample" --generate "$generate" "${sets[@]}"
