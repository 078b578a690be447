#!/usr/bin/env bash
# Builds the wasm CLI the benchmarks time (build/bench-wasm: a plain release build, not the
# test build's CLI, which is linked at -O1) and prints its path. Build output only on failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
for step in "emcmake cmake -S . -B build/bench-wasm -G Ninja -DCMAKE_BUILD_TYPE=Release" \
            "cmake --build build/bench-wasm --target sudoku"; do
  out=$($step 2>&1) || { printf '%s\n' "$out" >&2; echo "bench_wasm_cli: failed: $step" >&2; exit 1; }
done
echo "$root/build/bench-wasm/sudoku-cli.js"
