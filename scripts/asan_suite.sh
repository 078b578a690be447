#!/usr/bin/env bash
# The core suite under the sanitizers (build/asan), as the test command runs it: its doctest
# cases, but for the heavy ones (run natively in heavy_tests), in two processes side by side
# rather than one process a case as ctest runs them; then ctest for the checks that are not
# doctest cases (the layer checks). On this machine a process's start and its heap's first
# touch are dear (docs/performance.md): the 314 cases took 170 CPU-s as 314 processes and
# 122 CPU-s as two (86 -> 63 s wall, 2026-12-08). Ends with "N passed, M failed, 0 skipped".
#
# A case counts as passed only when it ran to its end (doctest's --duration line for it) and
# logged no error; a case its shard never reached (a crash, a sanitizer's abort, a timeout)
# counts as failed. The order is doctest's random one with a fixed seed, so a shard can be
# run again by hand with the command it prints.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=${ASAN_SUITE_DIR:-build/asan/tests}  # (another folder: to try this script on a small suite)
bin=./core_tests
filters=(-tse=heavy -ob=rand -rs=1)
total=$(cd "$dir" && "$bin" "${filters[@]}" -ltc | sed -nE 's/.*passing the current filters: ([0-9]+).*/\1/p')
[ -n "$total" ] && [ "$total" -gt 0 ] || { echo "asan_suite.sh: no test case found in $dir/core_tests"; echo "0 passed, 1 failed, 0 skipped"; exit 1; }
half=$(( (total + 1) / 2 ))
ranges=("1 $half" "$((half + 1)) $total")
logs=() pids=() sizes=()
for i in 0 1; do
  read -r first last <<<"${ranges[$i]}"
  sizes[i]=$((last - first + 1))
  logs[i]=$(mktemp)
  echo "shard $((i + 1)): (cd $dir && $bin ${filters[*]} -f=$first -l=$last)"
  (cd "$dir" && timeout 1800 "$bin" "${filters[@]}" -f="$first" -l="$last" -d) >"${logs[i]}" 2>&1 &
  pids[i]=$!
done
passed=0 failed=0
for i in 0 1; do
  wait "${pids[$i]}"
  rc=$?
  # doctest's own closing count is left out: with --first/--last it counts every case that
  # passes the filters, run or not.
  grep -vE '^\[doctest\] (test cases|assertions):' "${logs[$i]}"
  ran=$(grep -cE '^[0-9]+\.[0-9]+ s: ' "${logs[$i]}")
  # With --duration every case prints its "TEST CASE:" header; a failed one also an ERROR line.
  bad=$(awk '/^TEST CASE:/ { name = $0; next } /^[0-9]+\.[0-9]+ s: / { next }
    /(^|: )(FATAL )?ERROR: / && name != "" { print name }' "${logs[$i]}" | sort -u | wc -l)
  size=${sizes[$i]} ok=$((ran - bad))
  [ "$rc" -ne 0 ] && [ "$ok" -eq "$size" ] && ok=$((ok - 1))  # a failure doctest did not log (e.g. at exit: leaks)
  echo "shard $((i + 1)): $ok of $size cases passed (exit status $rc)"
  passed=$((passed + ok)) failed=$((failed + size - ok))
  rm -f "${logs[$i]}"
done
# The checks that are not doctest cases.
ctest_log=$(mktemp)
ctest --preset asan -R 'layers: ' >"$ctest_log" 2>&1
sed -E 's/tests passed, ([0-9]+) tests failed out of/of the layer checks passed, \1 failed out of/' "$ctest_log"
n=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* +Passed' "$ctest_log")
m=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: ' "$ctest_log")
# Every test ctest knows for this build (but the heavy, data and desktop ones, run natively)
# ran here: a check added later that is neither a doctest case nor a layer check fails the
# suite until this script runs it.
known=$(ctest --preset asan -N -LE 'heavy|data|desktop' | sed -nE 's/^Total Tests: ([0-9]+)$/\1/p')
[ "$known" = $((total + m)) ] || { echo "asan_suite.sh: ctest knows ${known:-no} tests, this ran $((total + m))"; failed=$((failed + 1)); }
rm -f "$ctest_log"
passed=$((passed + n)) failed=$((failed + m - n))
echo "$passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
