#!/usr/bin/env bash
# Benchmarks the solvers natively (-march=native, preset native-bench) and as WebAssembly
# in node, in one run, and prints the wasm/native ratio of the fast solver per file.
#
#   scripts/bench.sh [FILE...]     default: the tdoku data sets in ../shared/data/puzzles
#
# Environment: REPEAT=n runs each file n times, native and wasm alternating, and keeps
# each side's best figure (the machine is shared: the best run is the least disturbed);
# BENCH_ARGS adds options to `sudoku bench` (default: --min-time 2 --classic-sample 5);
# NATIVE_CXX=clang++-14 builds the native side with that compiler (in build/bench-native)
# instead of the preset's default compiler, e.g. to compare with the same compiler as emcc.
# The wasm build needs what scripts/setup.sh installs (emscripten, the web deps).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
data=${SUDOKU_DATA:-$root/../shared/data/puzzles}
repeat=${REPEAT:-1}
read -r -a bench_args <<< "${BENCH_ARGS:---min-time 2 --classic-sample 5}"
if [ $# -gt 0 ]; then
  files=("$@")
else
  files=("$data/puzzles2_17_clue" "$data/puzzles3_magictour_top1465" "$data/puzzles5_forum_hardest_1905_11+"
         "$data/puzzles7_serg_benchmark")
fi
for f in "${files[@]}"; do [ -r "$f" ] || { echo "bench.sh: cannot read $f" >&2; exit 2; }; done

export NODE_PATH=/usr/share/nodejs
log() { printf '[bench] %s\n' "$*" >&2; }
quiet() { # runs a build step, showing its output only when it fails
  local out
  out=$("$@" 2>&1) || { printf '%s\n' "$out" >&2; log "failed: $*"; exit 1; }
}
if [ -n "${NATIVE_CXX:-}" ]; then
  log "building native with $NATIVE_CXX (build/bench-native) and wasm (build/bench-wasm)"
  quiet cmake -S . -B build/bench-native -G Ninja -DCMAKE_BUILD_TYPE=Release -DSUDOKU_NATIVE_ARCH=ON \
    -DBUILD_TESTING=OFF -DCMAKE_CXX_COMPILER="$NATIVE_CXX"
  quiet cmake --build build/bench-native --target sudoku
  native=(build/bench-native/sudoku)
  cxx=$NATIVE_CXX
else
  log "building native (preset native-bench) and wasm (build/bench-wasm)"
  quiet cmake --preset native-bench
  quiet cmake --build --preset native-bench --target sudoku
  native=(build/native-bench/sudoku)
  cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' build/native-bench/CMakeCache.txt)
fi
wasm_cli=$(scripts/bench_wasm_cli.sh)
wasm=(node --no-experimental-fetch "$wasm_cli")

echo "# native: $("$cxx" --version | head -1), -O3 -march=native ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs))"
echo "# wasm:   emcc $(emcc --version | head -1 | grep -o '[0-9]*\.[0-9]*\.[0-9]*' | head -1), -O3 -msimd128, node $(node --version)"

# Prints the value of key $2 in the `solver=fast` line of output $1.
fast_value() { grep ' solver=fast ' <<< "$1" | tr ' ' '\n' | grep "^$2=" | cut -d= -f2; }
ratio() { awk -v w="$1" -v n="$2" 'BEGIN { if (w > 0 && n > 0) printf "%.2f", w / n; else print "n/a" }'; }
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 > b + 0) ? a : b }'; }

summary=()
status=0
for f in "${files[@]}"; do
  best_n="" best_w="" best_cn="" best_cw=""
  for ((i = 1; i <= repeat; i++)); do
    out_n=$("${native[@]}" bench "${bench_args[@]}" "$f")
    out_w=$("${wasm[@]}" bench "${bench_args[@]}" "$f")
    sed 's/^/native /' <<< "$out_n"
    sed 's/^/wasm   /' <<< "$out_w"
    best_n=$(best "$(fast_value "$out_n" puzzles_per_s)" "$best_n")
    best_w=$(best "$(fast_value "$out_w" puzzles_per_s)" "$best_w")
    best_cn=$(best "$(fast_value "$out_n" cpu_puzzles_per_s)" "$best_cn")
    best_cw=$(best "$(fast_value "$out_w" cpu_puzzles_per_s)" "$best_cw")
    if [ "$(fast_value "$out_n" guesses_per_puzzle)" != "$(fast_value "$out_w" guesses_per_puzzle)" ]; then
      echo "MISMATCH: native and wasm guess differently on $f" >&2
      status=1
    fi
  done
  summary+=("file=$(basename "$f") native_puzzles_per_s=$best_n wasm_puzzles_per_s=$best_w wasm_over_native=$(ratio "$best_w" "$best_n") native_cpu_puzzles_per_s=$best_cn wasm_cpu_puzzles_per_s=$best_cw cpu_wasm_over_native=$(ratio "$best_cw" "$best_cn")")
done
echo "# fast solver, best of $repeat run(s) per side: wall clock, then processor time (/proc/self/stat)"
printf '%s\n' "${summary[@]}"
exit $status
