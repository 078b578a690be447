#!/usr/bin/env bash
# Sets everything up and runs every test: native doctest (ctest), the sanitizer build,
# the WebAssembly CLI under node, and the browser end-to-end tests. Ends with
# "N passed, M failed" over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || { echo "0 passed, 1 failed (setup)"; exit 1; }
export NODE_PATH=/usr/share/nodejs
passed=0 failed=0
summary=()
count() { # suite-name log: adds the suite's "N passed, M failed" style figures
  local name=$1 log=$2 p f
  if grep -qE 'tests passed, [0-9]+ tests failed out of' "$log"; then
    local line; line=$(grep -E 'tests failed out of' "$log" | tail -1)
    f=$(sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/' <<<"$line")
    p=$(( $(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line") - f ))
  elif grep -qE '[0-9]+ passed, [0-9]+ failed' "$log"; then
    local line; line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
    p=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+')
    f=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+')
  else
    p=0 f=1
  fi
  passed=$((passed + p)) failed=$((failed + f))
  summary+=("$name: $p passed, $f failed")
}
step() { # name log command...: runs a suite, shows its output, counts it
  local name=$1 log=$2; shift 2
  echo "=== $name"
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  count "$name" "$log"
  if [ "$rc" -ne 0 ] && [ "${summary[-1]##*, }" = "0 failed" ]; then
    failed=$((failed + 1)); summary[-1]="$name: exit status $rc"
  fi
}
mkdir -p build/logs
build_native() { cmake --preset native >/dev/null && cmake --build --preset native && ctest --preset native -j2; }
# The shared data sets are covered natively; under the sanitizers the doctest suite runs.
build_asan() { cmake --preset asan >/dev/null && cmake --build --preset asan && ctest --preset asan -j2 -E shared_data_sets; }
build_web() { cmake --preset web >/dev/null && cmake --build --preset web && echo "web build: 1 passed, 0 failed"; }
step "native (ctest)" build/logs/native.log build_native
step "sanitizers (ctest, ASan+UBSan)" build/logs/asan.log build_asan
step "web build" build/logs/web.log build_web
step "wasm CLI (node)" build/logs/wasm.log node tests/wasm/run.js
step "browser end-to-end" build/logs/e2e.log node tests/e2e/run.js
echo "=== summary"
printf '  %s\n' "${summary[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
