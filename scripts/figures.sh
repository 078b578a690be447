#!/usr/bin/env bash
# The README's test and size figures, from a real run: the test counts per suite and the
# time from the last ./scripts/test.sh (build/logs/summary.log), and the weight of the
# built site and its first board on a slow phone (scripts/weight.js --figures).
#
#   scripts/figures.sh            prints the README's figures
#   scripts/figures.sh --update   writes them into README.md
set -euo pipefail
cd "$(dirname "$0")/.."
summary=build/logs/summary.log
dist=build/web/dist
[ -r "$summary" ] || { echo "figures.sh: no $summary: run ./scripts/test.sh first" >&2; exit 2; }
[ -d "$dist" ] || { echo "figures.sh: no $dist: build the web preset first" >&2; exit 2; }

# "  native (ctest): 120 passed, 0 failed, 1 skipped" -> "native 120 (1 skipped)"
suites=$(awk '/^  [^:]+: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped( \([0-9]+ s(, [0-9]+ CPU-s)?\))?$/ {
    name = substr($0, 3, index($0, ":") - 3); sub(/ \(.*/, "", name)
    n = split(substr($0, index($0, ":") + 2), w, " ")  # p passed, f failed, s skipped
    line = name " " w[1]; extra = ""
    if (w[3] + 0 > 0) extra = w[3] " failed"
    if (w[5] + 0 > 0) extra = extra (extra ? ", " : "") w[5] " skipped"
    if (extra) line = line " (" extra ")"
    out = out (out ? ", " : "") line
  } END { print out }' "$summary")
total=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$summary" | tail -1)
secs=$(sed -nE 's/^  time: ([0-9]+) s$/\1/p' "$summary")
[ -n "$suites" ] && [ -n "$total" ] && [ -n "$secs" ] || { echo "figures.sh: $summary is incomplete" >&2; exit 1; }
machine=$(sed -nE 's/^  machine: (a system call .*)$/\1/p' "$summary")
# (The phrase is built apart: an apostrophe inside "${machine:+...}" opens a quote in bash 5.2.)
kernel=""
[ -n "$machine" ] && kernel="; the machine's kernel charges $machine"
tests_line="\`./scripts/test.sh\`, last full run after its first builds: $((secs / 60)) min $((secs % 60)) s, $total ($suites)$kernel."

# Sizes and the slow-phone figure from scripts/weight.js --figures (each file gzip -9 as the
# e2e budget check measures it, the .gz/.br copies left out; the first board on Lighthouse's
# mobile profile, median of 3 first visits, by ../shared/tools/slow_probe.js).
command -v node >/dev/null || { echo "figures.sh: node is needed (scripts/weight.js)" >&2; exit 1; }
weight=$(NODE_PATH="${NODE_PATH:-/usr/share/nodejs}" node scripts/weight.js --figures)
site=$(grep -m1 '^site: ' <<<"$weight")
slow=$(grep -m1 '^slow phone: ' <<<"$weight")
# "site: 1434.2 KB raw, 574.3 KB gzip, 480.1 KB brotli (...)"
read -r raw gz br < <(sed -E 's/^site: ([0-9.]+) KB raw, ([0-9.]+) KB gzip, ([0-9.]+) KB brotli.*/\1 \2 \3/' <<<"$site")
[ -n "$br" ] || { echo "figures.sh: no weight from scripts/weight.js: $weight" >&2; exit 1; }
size_phrase=$(awk -v r="$raw" -v g="$gz" -v b="$br" 'BEGIN { printf "The static site weighs %.1f MB, %.0f KB gzip, %.0f KB brotli", r / 1024, g, b }')
# "slow phone: first board 3415 ms after navigation, median of 3 first visits, 524 KB on the wire (...)"
slow_ms=$(sed -nE 's/^slow phone: first board ([0-9]+) ms after navigation.*/\1/p' <<<"$slow")
slow_kb=$(sed -nE 's/.*, ([0-9]+) KB on the wire.*/\1/p' <<<"$slow")
[ -n "$slow_ms" ] || { echo "figures.sh: no slow-phone figure: $slow" >&2; exit 1; }
slow_phrase="On a slow phone (Lighthouse's mobile profile) a first visit draws its board ${slow_ms} ms after navigation (median of 3, ${slow_kb:-?} KB on the wire; goal 2500 ms)"

echo "$tests_line"
echo "$size_phrase"
echo "$slow_phrase"
if [ "${1:-}" = "--update" ]; then
  grep -q '^`./scripts/test.sh`, last full run' README.md || { echo "figures.sh: README.md has no test figures line" >&2; exit 1; }
  grep -q 'The static site weighs [0-9.]* MB, [0-9]* KB gzip' README.md || { echo "figures.sh: README.md has no size figures" >&2; exit 1; }
  grep -q 'On a slow phone .* a first visit draws its board [0-9]* ms after navigation' README.md || { echo "figures.sh: README.md has no slow-phone figure" >&2; exit 1; }
  esc() { sed -e 's/[&|\\]/\\&/g' <<<"$1"; }
  sed -i -e "s|^\`./scripts/test.sh\`, last full run.*\$|$(esc "$tests_line")|" \
         -e "s|The static site weighs [0-9.]* MB, [0-9]* KB gzip\(, [0-9]* KB brotli\)\?|$(esc "$size_phrase")|" \
         -e "s|On a slow phone (Lighthouse's mobile profile) a first visit draws its board [0-9]* ms after navigation ([^)]*)|$(esc "$slow_phrase")|" README.md
  echo "README.md updated"
fi
