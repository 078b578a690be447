#!/usr/bin/env bash
# Builds the libFuzzer harnesses (fuzz/fuzz_*.cpp) with clang-14 + ASan + UBSan into
# build/fuzz and runs each for SECONDS (default 60), one after the other. Prints per
# harness the inputs run and whether a crash, hang or sanitizer report happened; exits 1
# if any did. Crashing inputs land in build/fuzz/artifacts/, logs in build/fuzz/logs/.
# The committed seeds (fuzz/corpus/<name>/) are copied, never written to.
# ONLY=<name> (e.g. ONLY=puzzle_json) builds and runs that harness alone.
# --short [SECONDS] (scripts/test.sh): SECONDS (default 4) per harness from the committed seeds
# alone (a fresh corpus each time, so the stage takes the same time on every run), ending
# with "N passed, M failed" (one per harness).
set -uo pipefail
cd "$(dirname "$0")/.."
short=0
[ "${1:-}" = "--short" ] && { short=1; shift; }
seconds=${1:-$([ $short = 1 ] && echo 4 || echo 60)}
out=build/fuzz
CC=clang-14 CXX=clang++-14 cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSUDOKU_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null || exit 2
cmake --build "$out" --target "${ONLY:+fuzz_}${ONLY:-fuzzers}" -j2 || exit 2
logs=$out/logs
[ $short = 1 ] && logs=$out/short/logs
mkdir -p "$logs" "$out/artifacts"
bad=0 passed=0 failed=0
for src in fuzz/fuzz_*.cpp; do
  name=$(basename "$src" .cpp)
  short_name=${name#fuzz_}
  [ -n "${ONLY:-}" ] && [ "$short_name" != "$ONLY" ] && continue
  corpus="$out/corpus/$short_name"
  [ $short = 1 ] && { corpus="$out/short/corpus/$short_name"; rm -rf "$corpus"; }
  mkdir -p "$corpus"
  [ -d "fuzz/corpus/$short_name" ] && cp -n fuzz/corpus/"$short_name"/* "$corpus"/ 2>/dev/null
  dict=()
  [ -f "fuzz/$short_name.dict" ] && dict=(-dict="fuzz/$short_name.dict")
  # fuzz/<name>.options: extra libFuzzer flags for one harness ('#' lines are comments)
  [ -f "fuzz/$short_name.options" ] && dict+=($(grep -v '^#' "fuzz/$short_name.options"))
  log="$logs/$short_name.log"
  "$out/$name" "$corpus" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$out/artifacts/$short_name-" >"$log" 2>&1
  rc=$?
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  [ -n "$runs" ] || runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
  files=$(ls "$corpus" | wc -l)
  problem=none
  if [ $rc -eq 0 ]; then passed=$((passed + 1)); else
    bad=1 failed=$((failed + 1))
    problem=$(grep -m1 -oE 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|runtime error: .*|check failed: .*' "$log" || echo "exit status $rc")
  fi
  printf '%-6s seconds=%s inputs=%s coverage=%s corpus=%s problem=%s\n' \
    "$short_name" "$seconds" "${runs:-0}" "${cov:-0}" "$files" "$problem"
done
[ $short = 1 ] && echo "$passed passed, $failed failed"
exit $bad
