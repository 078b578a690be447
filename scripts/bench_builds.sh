# Sourced by the generator benches (bench_gen.sh, bench_variants.sh): sets `native` and `wasm`
# (command arrays running the sudoku CLI), building build/bench-gen{,-wasm} (Release, the
# shipped flags) unless NATIVE_BIN and WASM_JS name builds; prints what was measured with.
# Needs `log` defined by the caller.
export NODE_PATH=/usr/share/nodejs
quiet() {
  local out
  out=$("$@" 2>&1) || { printf '%s\n' "$out" >&2; log "failed: $*"; exit 1; }
}
if [ -n "${NATIVE_BIN:-}" ] && [ -n "${WASM_JS:-}" ]; then
  native=("$NATIVE_BIN")
  wasm=(node --no-experimental-fetch "$WASM_JS")
else
  log "building native (build/bench-gen) and wasm (build/bench-gen-wasm)"
  quiet cmake -S . -B build/bench-gen -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
  quiet cmake --build build/bench-gen --target sudoku
  quiet emcmake cmake -S . -B build/bench-gen-wasm -G Ninja -DCMAKE_BUILD_TYPE=Release
  quiet cmake --build build/bench-gen-wasm --target sudoku
  native=(build/bench-gen/sudoku)
  wasm=(node --no-experimental-fetch build/bench-gen-wasm/sudoku-cli.js)
fi
echo "# native: $(c++ --version | head -1), -O3 ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs))"
echo "# wasm:   emcc $(emcc --version | head -1 | grep -o '[0-9]*\.[0-9]*\.[0-9]*' | head -1), -O3 -msimd128, node $(node --version)"
