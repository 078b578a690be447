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
build_type=RelWithDebInfo debug=-g
# The test stage takes the harnesses of the sanitizer build (the asan preset: clang-14, -O1,
# ASan + UBSan, line tables): the core is compiled once for its doctest suite and for them,
# and 4 s a harness needs no top speed.
if [ $short = 1 ]; then
  out=build/asan
  cmake --preset asan >/dev/null || exit 2
else
  CC=clang-14 CXX=clang++-14 cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=$build_type \
    -DSUDOKU_FUZZ_DEBUG=$debug -DSUDOKU_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null || exit 2
fi
cmake --build "$out" --target "${ONLY:+fuzz_}${ONLY:-fuzzers}" -j2 || exit 2
logs=$out/logs
mkdir -p "$logs" "$out/artifacts"
# run_one <harness>: runs it, writes its line to $logs/<name>.result; status 1 on a problem.
run_one() {
  local name=$1 short_name=${1#fuzz_} corpus log rc runs cov files problem dict=()
  corpus="$out/corpus/$short_name"
  [ $short = 1 ] && rm -rf "$corpus"
  mkdir -p "$corpus"
  [ -d "fuzz/corpus/$short_name" ] && cp -n fuzz/corpus/"$short_name"/* "$corpus"/ 2>/dev/null
  [ -f "fuzz/$short_name.dict" ] && dict=(-dict="fuzz/$short_name.dict")
  # fuzz/<name>.options: extra libFuzzer flags for one harness ('#' lines are comments)
  [ -f "fuzz/$short_name.options" ] && dict+=($(grep -v '^#' "fuzz/$short_name.options"))
  log="$logs/$short_name.log"
  # The test stage's runs take one mutation path (-seed=1), so a result is the same on every
  # machine: a random one found a 64 s input in fuzz_variant once (fuzz/known_slow/).
  [ $short = 1 ] && dict+=(-seed=1)
  "$out/$name" "$corpus" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$out/artifacts/$short_name-" >"$log" 2>&1
  rc=$?
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  [ -n "$runs" ] || runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
  files=$(ls "$corpus" | wc -l)
  problem=none
  [ $rc -ne 0 ] && problem=$(grep -m1 -oE 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|runtime error: .*|check failed: .*' "$log" || echo "exit status $rc")
  printf '%-6s seconds=%s inputs=%s coverage=%s corpus=%s problem=%s\n' \
    "$short_name" "$seconds" "${runs:-0}" "${cov:-0}" "$files" "$problem" > "$logs/$short_name.result"
  [ $rc -eq 0 ]
}
names=()
for src in fuzz/fuzz_*.cpp; do
  name=$(basename "$src" .cpp)
  [ -n "${ONLY:-}" ] && [ "${name#fuzz_}" != "$ONLY" ] && continue
  names+=("$name")
done
# Two at a time in the short stage (the machine's two cores), one at a time otherwise.
jobs=$([ $short = 1 ] && echo 2 || echo 1)
pids=()
for name in "${names[@]}"; do
  run_one "$name" &
  pids+=($!)
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
done
bad=0 passed=0 failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then passed=$((passed + 1)); else bad=1 failed=$((failed + 1)); fi
  cat "$logs/${names[$i]#fuzz_}.result"
done
[ $short = 1 ] && echo "$passed passed, $failed failed"
exit $bad
