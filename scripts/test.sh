#!/usr/bin/env bash
# Sets everything up and runs every test: native doctest (ctest), the sanitizer build, a
# short fuzz stage, the WebAssembly CLI under node, and the browser end-to-end tests. Ends
# with each stage's time (wall and processor seconds) and "N passed, M failed, K skipped"
# over all suites; a skipped test is never counted as passed, and its reason is printed. Each suite's log is kept in
# build/logs/ (read by scripts/figures.sh for the README's figures).
#
# Two lanes after the native build, on the machine's two cores: the browser lane (web
# build, wasm CLI, end-to-end) in front, and the checks lane (native tests, sanitizers,
# fuzz) beside it at low priority: the browser tests mostly wait on frames and timers, and
# the builds take the time they leave, without slowing the pages they time.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || { echo "0 passed, 1 failed, 0 skipped (setup)"; exit 1; }
export NODE_PATH=/usr/share/nodejs
passed=0 failed=0 skipped=0 start=$SECONDS unseen=0
summary=()
mkdir -p build/logs
# cpu_mark: sets cpu to the processor seconds (user + system) of the processes this shell
# has run and waited for (bash's `times`, read without a subshell). Each stage's figure is
# the difference: on a machine shared with other work its wall time says little.
cpu_mark() {
  local file="build/logs/.times.$BASHPID"
  times >"$file"
  cpu=$(awk 'NR == 2 { s = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); sub(/s$/, "", a[2]); s += a[1] * 60 + a[2] }
    printf "%d", s + 0.5 }' "$file")
  rm -f "$file"
}
cpu_mark; cpu_start=$cpu
# What this machine's kernel charges (scripts/machine_costs.c), read before the work starts:
# the same code runs the command in 550 s or in 1,000 s depending on it (docs/performance.md).
mkdir -p build
machine=$(cc -O2 -o build/machine_costs scripts/machine_costs.c 2>&1 && build/machine_costs 2>&1 || echo "not measured")
# suite-name log: reads the suite's figures from its log into p, f, s. Understands
# ctest's "N% tests passed, F tests failed out of T" (with its "(Skipped)" list) and
# "N passed, M failed" with or without ", K skipped".
count() {
  local log=$2 line
  p=0 f=1 s=0
  if grep -qE 'tests passed, [0-9]+ tests failed out of' "$log"; then
    line=$(grep -E 'tests failed out of' "$log" | tail -1)
    f=$(sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/' <<<"$line")
    # ctest counts skipped tests among the passed ones: take them out.
    s=$(grep -cE '^[[:space:]]*[0-9]+ - .* \((Skipped|Disabled)\)$' "$log")
    p=$(( $(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line") - f - s ))
  elif grep -qE '[0-9]+ passed, [0-9]+ failed' "$log"; then
    line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
    p=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+')
    f=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+')
    s=$(grep -oE '[0-9]+ skipped' <<<"$line" | grep -oE '[0-9]+' || echo 0)
  fi
}
step() { # name log command...: runs a suite, shows its output, counts it
  local name=$1 log=$2 t0=$SECONDS c0; shift 2
  cpu_mark; c0=$cpu
  echo "=== $name"
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  cpu_mark
  count "$name" "$log"
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; name="$name (exit status $rc)"; fi
  passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
  # A suite that counts its own processor time (the browser tests, with Chromium's
  # processes, which the shell does not see) says so in its log.
  local own
  own=$(grep -oE '^processor time: [0-9]+ CPU-s' "$log" | grep -oE '[0-9]+' | tail -1)
  [ -n "$own" ] && unseen=$((unseen + own - (cpu - c0)))
  summary+=("$name: $p passed, $f failed, $s skipped ($((SECONDS - t0)) s, ${own:-$((cpu - c0))} CPU-s)")
}
# ctest prints no output for a skipped test: show the reason each one gave (its
# "SKIPPED: ..." line, e.g. the shared data sets not found).
ctest_run() { # preset args...
  local preset=$1 rc; shift
  ctest --preset "$preset" "$@"
  rc=$?
  grep -h '^SKIPPED: ' "build/$preset/Testing/Temporary/LastTest.log" 2>/dev/null | sort -u
  return $rc
}
# Each test runs once. The doctest core suite runs under the sanitizers (in two processes,
# scripts/asan_suite.sh), but for its heavy cases (label heavy: grading the bank, many
# generated puzzles, whole solving paths), which run in the optimised native build
# (heavy_tests) with the shared data sets (label data) and the desktop smoke tests (label desktop).
# (A build folder made by gcc before the preset named clang-14 is made again.)
build_asan() {
  grep -q 'CMAKE_CXX_COMPILER:.*clang++-14' build/asan/CMakeCache.txt 2>/dev/null || rm -rf build/asan
  cmake --preset asan >/dev/null && cmake --build --preset asan --target core_tests && ./scripts/asan_suite.sh
}
build_web() { cmake --preset web -DSUDOKU_TEST_HOOKS=ON >/dev/null && cmake --build --preset web; }
# A build is not a test: it is counted only when it fails (as one failure).
build() { # name log command...
  local name=$1 log=$2 t0=$SECONDS c0 rc; shift 2
  cpu_mark; c0=$cpu
  echo "=== $name"
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  cpu_mark
  if [ "$rc" -ne 0 ]; then
    failed=$((failed + 1)); summary+=("$name: FAILED ($((SECONDS - t0)) s, $((cpu - c0)) CPU-s)")
  else summary+=("$name: built ($((SECONDS - t0)) s, $((cpu - c0)) CPU-s)"); fi
}
# Runs a suite into its log only (for the lane in the background); tally() counts it later.
quiet() { # log command...
  local log=$1 t0=$SECONDS c0 rc; shift
  cpu_mark; c0=$cpu
  "$@" >"$log" 2>&1
  rc=$?
  cpu_mark
  echo "$rc $((SECONDS - t0)) $((cpu - c0))" >"$log.status"
}
tally() { # name log: prints the log of a quiet() suite and counts it as step() does
  local name=$1 log=$2 rc secs cpus
  read -r rc secs cpus <"$log.status"
  echo "=== $name"
  cat "$log"
  count "$name" "$log"
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; name="$name (exit status $rc)"; fi
  passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
  summary+=("$name: $p passed, $f failed, $s skipped ($secs s, $cpus CPU-s)")
}
native_build() { cmake --preset native -DSUDOKU_CORE_TESTS=OFF >/dev/null && cmake --build --preset native; }
native_tests() { ctest_run native -j2 -L 'heavy|data|desktop'; }
build "native build" build/logs/native-build.log native_build
checks_lane() {
  quiet build/logs/native.log native_tests
  quiet build/logs/asan.log build_asan
  quiet build/logs/fuzz.log ./scripts/fuzz.sh --short
}
nice -n 15 bash -c "$(declare -f cpu_mark quiet ctest_run native_tests build_asan checks_lane); checks_lane" &
lane=$!
build "web build" build/logs/web.log build_web
step "wasm CLI (node)" build/logs/wasm.log node tests/wasm/run.js
step "browser end-to-end" build/logs/e2e.log node tests/e2e/run.js
wait $lane
tally "native (ctest)" build/logs/native.log
tally "sanitizers (doctest, ASan+UBSan)" build/logs/asan.log
tally "fuzz (4 s a harness)" build/logs/fuzz.log
echo "=== summary"
cpu_mark  # (here: the block below runs in a subshell, which sees no finished children)
{ # kept as build/logs/summary.log for scripts/figures.sh
  printf '  %s\n' "${summary[@]}"
  echo "  machine: $machine"
  echo "  time: $((SECONDS - start)) s"
  echo "  processor time: $((cpu - cpu_start + unseen)) CPU-s (every stage, both lanes, Chromium's included)"
  echo "$passed passed, $failed failed, $skipped skipped"
} | tee build/logs/summary.log
[ "$failed" -eq 0 ]
