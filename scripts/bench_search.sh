#!/usr/bin/env bash
# Speed of the step-by-step classic search natively and in WebAssembly (node), and the
# Timeline's memory over more than 10^8 steps. Figures go to docs/search.md.
#   scripts/bench_search.sh [NATIVE_SUDOKU] [WASM_SUDOKU_CLI_JS]
# Defaults: build/native/sudoku and build/web-cli/sudoku-cli.js. Build the wasm CLI with
#   NODE_PATH=/usr/share/nodejs emcmake cmake -S . -B build/web-cli -G Ninja -DCMAKE_BUILD_TYPE=Release
#   cmake --build build/web-cli --target sudoku
# Wall-clock rates suffer when other work shares the cores; the processor-time rates
# (cpu_steps_per_s natively, user time of the node process for wasm) say what the loop costs.
set -euo pipefail
cd "$(dirname "$0")/.."
native=${1:-build/native/sudoku}
wasm=${2:-build/web-cli/sudoku-cli.js}

# The 17-clue puzzle of assets/watch_puzzles.txt that takes 124,902,464 classic steps.
puzzle=$(mktemp)
trap 'rm -f "$puzzle"' EXIT
grep -A1 '^# 17 clues, 125 million' assets/watch_puzzles.txt | tail -n 1 > "$puzzle"
[ -s "$puzzle" ] || { echo "bench_search: puzzle not found in assets/watch_puzzles.txt" >&2; exit 1; }

run() {  # command...: its summary line, then steps per second of the process's user time
    local out line user
    TIMEFORMAT='%U'
    out=$( { time "$@" 2>&1; } 2>&1 )
    line=$(echo "$out" | head -n 1)
    user=$(echo "$out" | tail -n 1)
    echo "$line"
    echo "$line" | awk -v u="$user" '{ for (i = 1; i <= NF; ++i) if ($i ~ /^steps=/) s = substr($i, 7) }
        END { printf "  process_user_seconds=%s user_steps_per_s=%.0f\n", u, s / u }'
}

if [ -x "$native" ]; then
    for mode in "" --timeline; do run "$native" trace --bench $mode "$puzzle"; done
else
    echo "bench_search: no native CLI at $native (skipped)" >&2
fi
if [ -f "$wasm" ]; then
    export NODE_PATH=/usr/share/nodejs
    for mode in "" --timeline; do run node --no-experimental-fetch "$wasm" trace --bench $mode "$puzzle"; done
else
    echo "bench_search: no wasm CLI at $wasm (skipped)" >&2
fi
