#!/bin/bash
# Differential testing of loopcc: random csmith programs, with random
# `#pragma loop transform` chains on their loops, compiled by loopcc at
# several optimization levels, must print the same checksum as the plain
# program compiled by clang-22 -O0. csmith's programs are integer programs:
# no directive may change their results.
#
#   run-differential.sh --loopcc PATH [--count N] [--seconds T]
#                       [--first-seed S] [--keep DIR] [--favour KIND]
#                       [--wrap]
#
# --favour KIND: most chains start with KIND (loopcc-insert-pragmas
# --favour), e.g. distribute for a distribute-heavy run.
# --wrap: some chains written as _Pragma in nested macros, some functions
# with chains made target_clones functions (loopcc-insert-pragmas --wrap).
#
# At -O2 the report and the IR are also checked against silent misses: a
# step reported not-needed while a loop still waits for it (Inputs/
# check_not_needed.py).
#
# Ends with one line:
#   differential: programs tried: N, runs compared: R, mismatches: M,
#   crashes: C, rejected: E, silent misses: S, skipped: K, with locality
#   directives: L, with distribute: D
# (L: the compared programs with a tile, interchange or reverse; D: those
# with a distribute)
# Every mismatch, crash or rejected program is kept in --keep DIR with the
# command that shows it; testdata/differential/Inputs/reduce.sh reduces one
# with creduce.
set -uo pipefail

loopcc=""; count=10; seconds=600; first_seed=1; keep=""; favour=()
while (( $# )); do
  case "$1" in
    --loopcc) loopcc="$2"; shift 2 ;;
    --count) count="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --first-seed) first_seed="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --favour) favour=("--favour=$2"); shift 2 ;;
    --wrap) favour+=("--wrap"); shift ;;
    *) echo "run-differential.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -x "$loopcc" ]] || { echo "run-differential.sh: --loopcc PATH required" >&2; exit 2; }
insert="$(dirname "$loopcc")/loopcc-insert-pragmas"
clang=/usr/lib/llvm-22/bin/clang
csmith_inc=/usr/include/csmith
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -n "$keep" ]] && mkdir -p "$keep"

# loopcc's configurations; the reference is clang-22 -O0 without pragmas.
configs=("-O1" "-O2" "-O3" "-O2 -march=native")

tried=0; compared=0; mismatches=0; crashes=0; rejected=0; silent=0; skipped=0; locality=0; distribute=0
check_not_needed="$(dirname "${BASH_SOURCE[0]}")/check_not_needed.py"
deadline=$(( $(date +%s) + seconds ))

keep_case() { # seed kind detail
  [[ -z "$keep" ]] && return
  local dir="$keep/seed-$1-$2"
  mkdir -p "$dir"
  cp "$work/p.c" "$work/pa.c" "$dir/" 2>/dev/null
  printf '%s\n' "$3" > "$dir/README"
}

for (( i = 0; i < count; i++ )); do
  (( $(date +%s) >= deadline )) && break
  seed=$(( first_seed + i ))
  # csmith leaves platform.info in the current directory.
  (cd "$work" && csmith --seed "$seed") \
    > "$work/p.c" 2>/dev/null || continue
  tried=$(( tried + 1 ))
  if ! "$insert" "$work/p.c" --seed="$seed" "${favour[@]}" -- -I"$csmith_inc" -w \
      > "$work/pa.c" 2>"$work/insert.err"; then
    skipped=$(( skipped + 1 )); continue
  fi
  "$clang" -O0 -w -I"$csmith_inc" "$work/p.c" -o "$work/ref" 2>/dev/null \
    || { skipped=$(( skipped + 1 )); continue; }
  ref=$(timeout 5 "$work/ref" 2>/dev/null) || { skipped=$(( skipped + 1 )); continue; }
  # Programs compared with a tile, interchange or reverse among their
  # directives (the locality engine's).
  grep -qE '^ *#pragma loop transform (tile|interchange|reverse)' "$work/pa.c" \
    && locality=$(( locality + 1 ))
  grep -qE '^ *#pragma loop transform distribute' "$work/pa.c" \
    && distribute=$(( distribute + 1 ))
  for cfg in "${configs[@]}"; do
    # shellcheck disable=SC2086
    "$loopcc" $cfg -w -I"$csmith_inc" "$work/pa.c" -o "$work/out" \
      > "$work/cc.out" 2>&1
    status=$?
    if (( status >= 128 )) || grep -q "PLEASE submit a bug report" "$work/cc.out"; then
      crashes=$(( crashes + 1 ))
      keep_case "$seed" crash "loopcc $cfg crashed (status $status): $(head -c 2000 "$work/cc.out")"
      continue
    fi
    if (( status != 0 )); then
      rejected=$(( rejected + 1 ))
      keep_case "$seed" rejected "loopcc $cfg rejected it: $(head -c 2000 "$work/cc.out")"
      continue
    fi
    if [[ "$cfg" == "-O2" ]]; then
      "$loopcc" -O2 -w -I"$csmith_inc" "$work/pa.c" -S -emit-llvm -o "$work/pa.ll" \
        -floop-transform-report="$work/report.json" > /dev/null 2>&1
      if ! python3 "$check_not_needed" "$work/report.json" "$work/pa.ll" > "$work/silent.out"; then
        silent=$(( silent + 1 ))
        keep_case "$seed" silent "loopcc -O2: $(head -c 2000 "$work/silent.out")"
      fi
    fi
    out=$(timeout 10 "$work/out" 2>/dev/null)
    compared=$(( compared + 1 ))
    if [[ "$out" != "$ref" ]]; then
      mismatches=$(( mismatches + 1 ))
      keep_case "$seed" mismatch "loopcc $cfg printed '$out', clang-22 -O0 '$ref'"
    fi
  done
done

echo "differential: programs tried: $tried, runs compared: $compared, mismatches: $mismatches, crashes: $crashes, rejected: $rejected, silent misses: $silent, skipped: $skipped, with locality directives: $locality, with distribute: $distribute"
(( mismatches == 0 && crashes == 0 && rejected == 0 && silent == 0 ))
