#!/bin/bash
# LoopDistribute's split (loopcc's default) against the locality engine's
# fission (-mllvm -loopcc-fission-first) on merge-or-split.c, with clang-22
# -O3 (no directives) for reference, at -march=native and baseline; each
# binary run ROUNDS times alternately, the best kept. Prints the load
# average before and after: measure on a quiet machine.
#   bash bench/distribute/run.sh [LOOPCC] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
loopcc="${1:-$here/../../bazel-bin/driver/loopcc}"
rounds="${2:-5}"
clang=/usr/lib/llvm-22/bin/clang-22
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for arch in native x86-64; do
  "$clang" -O3 -march="$arch" -DNO_PRAGMAS "$here/merge-or-split.c" -o "$work/clang"
  "$loopcc" -O3 -march="$arch" "$here/merge-or-split.c" -o "$work/split2"
  "$loopcc" -O3 -march="$arch" -mllvm -loopcc-fission-first "$here/merge-or-split.c" -o "$work/split3"
  declare -A best=() sums=()
  for r in $(seq "$rounds"); do
    for b in clang split2 split3; do
      line="$("$work/$b")"
      g="${line##* }"
      if [[ -z "${best[$b]:-}" ]] || awk "BEGIN{exit !($g > ${best[$b]})}"; then
        best[$b]="$g"
      fi
      sums[$b]="${line%% *}"
    done
  done
  [[ "${sums[clang]}" == "${sums[split2]}" && "${sums[clang]}" == "${sums[split3]}" ]] ||
    { echo "checksums differ: ${sums[*]}" >&2; exit 1; }
  echo "-march=$arch GFLOP/s: clang-22 -O3 ${best[clang]}, LoopDistribute (2 loops) ${best[split2]}, engine fission (3 loops) ${best[split3]}"
  unset best sums
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
