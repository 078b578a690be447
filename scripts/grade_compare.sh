#!/bin/bash
# scripts/grade_compare.sh BASE_BIN HEAD_BIN FILE...: `sudoku grade` over the files with two
# built binaries (e.g. main's and a branch's), alternating REPEAT times (default 3) on this
# loaded machine: the output lines must be identical; prints each side's best processor
# seconds and base/head (>= 0.97: no slower).
BASE=$1; HEAD=$2; shift 2
REPEAT=${REPEAT:-3}
cat "$@" > ${TMPDIR:-/tmp}/grade_compare_cmp_input.txt
echo "puzzles: $(wc -l < ${TMPDIR:-/tmp}/grade_compare_cmp_input.txt)"
bb=999999; hb=999999
for r in $(seq $REPEAT); do
  for side in base head; do
    bin=$BASE; [ $side = head ] && bin=$HEAD
    /usr/bin/time -f "%U %S" -o ${TMPDIR:-/tmp}/grade_compare_cmp_$side.time $bin grade ${TMPDIR:-/tmp}/grade_compare_cmp_input.txt > ${TMPDIR:-/tmp}/grade_compare_cmp_$side.out
    t=$(awk '{print $1+$2}' ${TMPDIR:-/tmp}/grade_compare_cmp_$side.time)
    echo "round $r $side ${t}s"
    if [ $side = base ]; then bb=$(echo "$t $bb" | awk '{print ($1<$2)?$1:$2}'); else hb=$(echo "$t $hb" | awk '{print ($1<$2)?$1:$2}'); fi
  done
  if cmp -s ${TMPDIR:-/tmp}/grade_compare_cmp_base.out ${TMPDIR:-/tmp}/grade_compare_cmp_head.out; then echo "round $r: outputs identical ($(wc -l < ${TMPDIR:-/tmp}/grade_compare_cmp_head.out) lines)"; else echo "round $r: OUTPUTS DIFFER"; diff ${TMPDIR:-/tmp}/grade_compare_cmp_base.out ${TMPDIR:-/tmp}/grade_compare_cmp_head.out | head; fi
done
echo "best base ${bb}s head ${hb}s ratio base/head $(echo "$bb $hb" | awk '{printf "%.3f", $1/$2}')"
