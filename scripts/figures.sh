#!/usr/bin/env bash
# The README's test and size figures, from a real run: the test counts per suite and the
# time from the last ./scripts/test.sh (build/logs/summary.log), and the weight of the
# built site (build/web/dist, each file gzip -9 as tests/e2e/embed.js measures it).
#
#   scripts/figures.sh            prints the two README lines
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
tests_line="\`./scripts/test.sh\`, last full run after its first builds: $((secs / 60)) min $((secs % 60)) s, $total ($suites)."

# Sizes: raw bytes, and the sum of each file compressed at level 9 (node's zlib, as the
# e2e budget check does; gzip -9n where node is absent).
raw=0 gz=0
while IFS= read -r -d '' f; do
  raw=$((raw + $(stat -c %s "$f")))
  if command -v node >/dev/null; then
    gz=$((gz + $(node -e 'process.stdout.write(String(require("zlib").gzipSync(require("fs").readFileSync(process.argv[1]), {level: 9}).length))' "$f")))
  else
    gz=$((gz + $(gzip -9nc "$f" | wc -c)))
  fi
done < <(find "$dist" -type f -print0)
size_phrase=$(awk -v r="$raw" -v g="$gz" 'BEGIN { printf "The static site weighs %.1f MB, %.0f KB gzip", r / 1048576, g / 1024 }')

echo "$tests_line"
echo "$size_phrase"
if [ "${1:-}" = "--update" ]; then
  grep -q '^`./scripts/test.sh`, last full run' README.md || { echo "figures.sh: README.md has no test figures line" >&2; exit 1; }
  grep -q 'The static site weighs [0-9.]* MB, [0-9]* KB gzip' README.md || { echo "figures.sh: README.md has no size figures" >&2; exit 1; }
  esc() { sed -e 's/[&|\\]/\\&/g' <<<"$1"; }
  sed -i -e "s|^\`./scripts/test.sh\`, last full run.*\$|$(esc "$tests_line")|" \
         -e "s|The static site weighs [0-9.]* MB, [0-9]* KB gzip|$(esc "$size_phrase")|" README.md
  echo "README.md updated"
fi
