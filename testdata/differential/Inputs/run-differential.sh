#!/bin/bash
# Differential testing of loopcc: random csmith programs, with random
# `#pragma loop transform` chains on their loops, compiled by loopcc at
# several optimization levels, must print the same checksum as the plain
# program compiled by clang-22 -O0. csmith's programs are integer programs:
# no directive may change their results.
#
#   run-differential.sh --loopcc PATH [--count N] [--seconds T]
#                       [--first-seed S] [--keep DIR] [--favour KIND]
#                       [--wrap] [--nests [--nests-opt OPT]...] [--fuse]
#                       [--reliability]
#
# --fuse: as --nests, with programs from Inputs/gen_fuse.py: blocks of
# loops fused, legal and illegal, with steps before and after the fuse.
# --reliability: as --nests, with programs from Inputs/gen_reliability.py:
# register sums read after their loop (fused, tiled, interchanged,
# reversed, jammed), out-of-row subscripts (X[i][j + 1] with j up to the
# row's end), modulo subscripts under pack, fuses with triangular and
# guarded members. Each loopcc compile's CPU time (user + sys) is
# measured; before the last line, a line
#   reliability: compiles: N, slowest: X.XX s, over 5 s: K
# counts them (K: compiles that took more than 5 s of CPU; each is kept in
# --keep DIR as a mismatch is). A compile is stopped at 60 s of CPU: it
# counts as slow, and the program's remaining configurations are not
# compiled (they would take as long); no run of it is compared.
# --favour KIND: most chains start with KIND (loopcc-insert-pragmas
# --favour), e.g. distribute for a distribute-heavy run.
# --wrap: some chains written as _Pragma in nested macros, some functions
# with chains made target_clones functions (loopcc-insert-pragmas --wrap).
# --nests: programs from Inputs/gen_nests.py SEED instead of csmith and the
# inserter: loop nests over fixed-size, local, parameter, VLA and
# pointer-to-row arrays with random tile / interchange / reverse chains
# (composed with unroll, unroll_and_jam, vectorize through on(role)), a
# parallelize in about a quarter of the chains (on the source loop or a
# loop a locality step made, sometimes followed by unroll or vectorize on
# it), some in block literals (-fblocks), OpenMP tasks (-fopenmp),
# target_clones functions and macros. The reference is the same file
# compiled by clang-22 -O0 (which ignores the directives) with the same
# -fblocks/-fopenmp (or at the level a line `// gen_nests reference: -O2`
# among the program's first lines gives, for code outside C whose meaning
# is what clang-22 makes of it at that level); the programs run with
# OMP_NUM_THREADS=2 (and 3: see below). Without a blocks or OpenMP runtime
# the generator leaves those wrappers out (one line says so). Before the
# last line, `nests-stats:` lines count the -O2 report's steps by
# transformation and status, the locality steps by array shape, statement,
# bounds and wrapper, and a line
#   nests: steps applied: A, missed: M, not-needed: N, skipped: S,
#   unexpected applied: U
# (U: steps applied that the generator's own dependence analysis calls
# illegal: a chain's first locality step, a parallelize on a loop that
# carries a dependence, or any step of a chain with a skew, judged on the
# nest the steps before it made; each is kept in --keep DIR for a look,
# not counted as a failure; a line `nests-stats: parallelize steps
# applied: ...` counts the parallelize steps alone, `nests-stats: chains
# with a skew` those chains' steps against the analysis). --keep DIR also
# gets nests-stats.tsv, one line per step.
# --nests-opt OPT passes OPT to the generator (--omp-firstprivate,
# --stacked-omp, --no-parallelize, --no-skew, --omp-for: see gen_nests.py;
# --omp-for writes OpenMP's worksharing loop, `omp parallel for` or `omp
# for` in a parallel region, above some chains where the program stays
# race-free, and `nests-stats:` lines count those chains and their steps).
#
# At -O2 the report and the IR are also checked against silent misses: a
# step reported not-needed while a loop still waits for it (Inputs/
# check_not_needed.py).
#
# A program whose text has `loop transform parallelize`, or OpenMP's
# worksharing loop (`omp parallel for`, `omp for`, as a #pragma or a
# _Pragma), (in every mode) runs each of its binaries twice, with
# OMP_NUM_THREADS=2 and with OMP_NUM_THREADS=3 (a parallel loop's
# iterations shared out differently); both outputs must equal the
# reference's (a difference in either is a mismatch of that binary, both
# outputs kept); each run counts in R. Other programs run once (with
# OMP_NUM_THREADS=2 in --nests mode, the environment's in the csmith mode).
#
# Ends with one line:
#   differential: programs tried: N, runs compared: R, mismatches: M,
#   crashes: C, rejected: E, silent misses: S, skipped: K, with locality
#   directives: L, with distribute: D, with parallelize: P, with omp
#   worksharing: W
# (L: the compared programs with a tile, interchange or reverse; D: those
# with a distribute; P: those with a parallelize; W: those with OpenMP's
# worksharing loop)
# Every mismatch, crash or rejected program is kept in --keep DIR with the
# command that shows it; testdata/differential/Inputs/reduce.sh reduces one
# with creduce.
set -uo pipefail

loopcc=""; count=10; seconds=600; first_seed=1; keep=""; favour=(); nests=0; nests_opts=()
reliability=0
generator=gen_nests.py
while (( $# )); do
  case "$1" in
    --loopcc) loopcc="$2"; shift 2 ;;
    --count) count="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --first-seed) first_seed="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --favour) favour=("--favour=$2"); shift 2 ;;
    --wrap) favour+=("--wrap"); shift ;;
    --nests) nests=1; shift ;;
    --nests-opt) nests=1; nests_opts+=("$2"); shift 2 ;;
    --fuse) nests=1; generator=gen_fuse.py; shift ;;
    --reliability) nests=1; reliability=1; generator=gen_reliability.py; shift ;;
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
parallel=0; worksharing=0
compiles=0; slowest=0.00; slow=0; slow_notes=""
cpu_limit=60
check_not_needed="$(dirname "${BASH_SOURCE[0]}")/check_not_needed.py"
gen_nests="$(dirname "${BASH_SOURCE[0]}")/$generator"
deadline=$(( $(date +%s) + seconds ))

keep_case() { # seed kind detail
  [[ -z "$keep" ]] && return
  local dir="$keep/seed-$1-$2"
  mkdir -p "$dir"
  cp "$work/p.c" "$work/pa.c" "$dir/" 2>/dev/null
  printf '%s\n' "$3" > "$dir/README"
}

# Runs $work/out once per thread count in $threads (an empty one: the
# environment's OMP_NUM_THREADS) and compares each output with $ref,
# counting each run in $compared. Returns 1 if any differed; $run_notes
# then says what each run printed.
run_compare() {
  local n out status differ=0
  run_notes=""
  for n in "${threads[@]}"; do
    if [[ -n "$n" ]]; then
      out=$(OMP_NUM_THREADS=$n timeout 10 "$work/out" 2>/dev/null)
    else
      out=$(timeout 10 "$work/out" 2>/dev/null)
    fi
    status=$?
    compared=$(( compared + 1 ))
    [[ "$out" != "$ref" ]] && differ=1
    run_notes+="${n:+with OMP_NUM_THREADS=$n }(exit status $status):
$out
"
  done
  return $differ
}

# Runs a loopcc compile ("$@"); with --reliability, measures its CPU time
# (user + sys, the compiler's child processes included) into $cpu, counts
# it, notes a slow one (over 5 s) in $slow_notes (for keep_case), and
# stops it at $cpu_limit s of CPU ($stopped=1). Returns the compile's
# status.
timed_compile() { # label command...
  local label="$1"; shift
  stopped=0
  if (( ! reliability )); then "$@"; return; fi
  /usr/bin/time -f '%U %S' -o "$work/time" \
    bash -c 'ulimit -t "$0"; exec "$@"' "$cpu_limit" "$@"
  local status=$?
  cpu=$(tail -n 1 "$work/time" | awk '{ printf "%.2f", $1 + $2 }')
  # Stopped by the limit: killed (the compiler, or the -cc1 process the
  # driver runs when it also links, and then exits with 1) near the
  # limit's CPU time (the kernel's count for the limit runs up to a tenth
  # ahead of the one time reads).
  (( status != 0 )) && awk -v c="$cpu" -v l="$cpu_limit" 'BEGIN { exit !(c >= 0.85 * l) }' \
    && stopped=1
  compiles=$(( compiles + 1 ))
  slowest=$(awk -v a="$slowest" -v b="$cpu" 'BEGIN { printf "%.2f", (b > a ? b : a) }')
  if awk -v c="$cpu" 'BEGIN { exit !(c > 5) }'; then
    slow=$(( slow + 1 ))
    slow_notes+="loopcc $label took $cpu s of CPU (user + sys)$( (( stopped )) && echo ", stopped at the limit of $cpu_limit s")
"
  fi
  return $status
}

# --nests: the generator's programs, with their own flags.
if (( nests )); then
  [[ -f "$gen_nests" && -f "$check_not_needed" ]] \
    || { echo "run-differential.sh: $gen_nests or $check_not_needed missing (copy the whole Inputs folder)" >&2; exit 2; }
  gen_opts=("${nests_opts[@]}")
  export OMP_NUM_THREADS=2
  printf 'int main(void) { int x = 0; ^{ }(); return x; }\n' > "$work/b.c"
  if ! { "$clang" -fblocks "$work/b.c" -o "$work/b" -lBlocksRuntime && "$work/b"; } > /dev/null 2>&1; then
    gen_opts+=("--no-blocks"); echo "nests: no blocks runtime (libblocksruntime-dev): no block literals"
  fi
  printf '#include <omp.h>\nint main(void) { int x = 1;\n#pragma omp parallel\n#pragma omp single\n x = omp_get_num_threads();\n return x != 2; }\n' > "$work/o.c"
  if ! { "$clang" -fopenmp "$work/o.c" -o "$work/o" && "$work/o"; } > /dev/null 2>&1; then
    gen_opts+=("--no-openmp"); echo "nests: no OpenMP runtime (libomp-22-dev): no OpenMP tasks"
  fi
  : > "$work/stats.tsv"
  for (( i = 0; i < count; i++ )); do
    (( $(date +%s) >= deadline )) && break
    seed=$(( first_seed + i ))
    slow_notes=""
    python3 "$gen_nests" "$seed" "${gen_opts[@]}" > "$work/pa.c" 2> "$work/gen.err" \
      || { skipped=$(( skipped + 1 )); continue; }
    cp "$work/pa.c" "$work/p.c"
    tried=$(( tried + 1 ))
    flags=$(sed -n '1s|^// gen_nests flags:||p' "$work/pa.c")
    # Flags for loopcc alone (-floop-transform-openmp), on the next line.
    lflags=$(sed -n '2s|^// gen_nests loopcc flags:||p' "$work/pa.c")
    # The reference's level: -O0, or the one the program asks for.
    refopt=$(sed -n '1,5s|^// gen_nests reference: *\(-O[0-3s]\) *$|\1|p' "$work/pa.c" | head -n 1)
    refopt=${refopt:--O0}
    libs=(-lm)
    [[ "$flags" == *-fblocks* ]] && libs+=(-lBlocksRuntime)
    # shellcheck disable=SC2086
    "$clang" $refopt -w $flags "$work/p.c" -o "$work/ref" "${libs[@]}" 2>/dev/null \
      || { skipped=$(( skipped + 1 )); keep_case "$seed" skipped "clang-22 $refopt $flags did not build it"; continue; }
    ref=$(timeout 10 "$work/ref" 2>/dev/null) || { skipped=$(( skipped + 1 )); keep_case "$seed" skipped "the reference failed or timed out"; continue; }
    grep -qE '(#pragma |_Pragma\(")loop transform (tile|interchange|reverse)' "$work/pa.c" \
      && locality=$(( locality + 1 ))
    grep -qE '(#pragma |_Pragma\(")loop transform distribute' "$work/pa.c" \
      && distribute=$(( distribute + 1 ))
    threads=(2)
    if grep -q 'loop transform parallelize' "$work/pa.c"; then
      parallel=$(( parallel + 1 )); threads=(2 3)
    fi
    if grep -qE '(#pragma |_Pragma\(")omp (parallel )?for' "$work/pa.c"; then
      worksharing=$(( worksharing + 1 )); threads=(2 3)
    fi
    for cfg in "${configs[@]}"; do
      # shellcheck disable=SC2086
      timed_compile "$cfg" "$loopcc" $cfg -w $flags $lflags "$work/pa.c" -o "$work/out" "${libs[@]}" \
        > "$work/cc.out" 2>&1
      status=$?
      if (( stopped )); then  # counted as slow; the next ones would be too
        slow_notes+="the configurations after $cfg were not compiled
"
        break
      fi
      if (( status >= 128 )) || grep -q "PLEASE submit a bug report" "$work/cc.out"; then
        crashes=$(( crashes + 1 ))
        keep_case "$seed" crash "loopcc $cfg $flags crashed (status $status): $(head -c 2000 "$work/cc.out")"
        continue
      fi
      if (( status != 0 )); then
        rejected=$(( rejected + 1 ))
        keep_case "$seed" rejected "loopcc $cfg $flags rejected it: $(head -c 2000 "$work/cc.out")"
        continue
      fi
      if [[ "$cfg" == "-O2" ]]; then
        rm -f "$work/report.json"
        # shellcheck disable=SC2086
        timed_compile "-O2 -S -emit-llvm (the report)" \
          "$loopcc" -O2 -w $flags $lflags "$work/pa.c" -S -emit-llvm -o "$work/pa.ll" \
          -floop-transform-report="$work/report.json" > /dev/null 2>&1
        if (( stopped )); then  # no report: the -O2 binary is still compared
          slow_notes+="the configurations after $cfg were not compiled
"
        else
          if ! python3 "$check_not_needed" "$work/report.json" "$work/pa.ll" > "$work/silent.out"; then
            silent=$(( silent + 1 ))
            keep_case "$seed" silent "loopcc -O2 $flags: $(head -c 2000 "$work/silent.out")"
          fi
          python3 "$gen_nests" --stats "$work/report.json" "$work/pa.c" "$seed" > "$work/seed-stats.tsv"
          cat "$work/seed-stats.tsv" >> "$work/stats.tsv"
          if awk -F'\t' '$8 == "illegal" && $7 == "applied" { found = 1 } END { exit !found }' "$work/seed-stats.tsv"; then
            keep_case "$seed" unexpected "loopcc -O2 $flags applied a step (a first locality step, a parallelize, or a step of a chain with a skew) the generator's analysis calls illegal: $(awk -F'\t' '$8 == "illegal" && $7 == "applied" { print $2 ": " $6 }' "$work/seed-stats.tsv")"
          fi
        fi
      fi
      if ! run_compare; then
        mismatches=$(( mismatches + 1 ))
        keep_case "$seed" mismatch "loopcc $cfg $flags $lflags printed, run
$run_notes
clang-22 $refopt $flags printed
$ref"
      fi
      (( stopped )) && break
    done
    [[ -n "$slow_notes" ]] && keep_case "$seed" slow "$slow_notes"
  done
  python3 "$gen_nests" --summary "$work/stats.tsv"
  (( reliability )) && echo "reliability: compiles: $compiles, slowest: $slowest s, over 5 s: $slow"
  [[ -n "$keep" ]] && cp "$work/stats.tsv" "$keep/nests-stats.tsv"
  count=0   # the csmith loop below does not run
fi

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
  threads=("")
  if grep -q 'loop transform parallelize' "$work/pa.c"; then
    parallel=$(( parallel + 1 )); threads=(2 3)
  fi
  if grep -qE '(#pragma |_Pragma\(")omp (parallel )?for' "$work/pa.c"; then
    worksharing=$(( worksharing + 1 )); threads=(2 3)
  fi
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
    if ! run_compare; then
      mismatches=$(( mismatches + 1 ))
      keep_case "$seed" mismatch "loopcc $cfg printed, run
$run_notes
clang-22 -O0 printed '$ref'"
    fi
  done
done

echo "differential: programs tried: $tried, runs compared: $compared, mismatches: $mismatches, crashes: $crashes, rejected: $rejected, silent misses: $silent, skipped: $skipped, with locality directives: $locality, with distribute: $distribute, with parallelize: $parallel, with omp worksharing: $worksharing"
(( mismatches == 0 && crashes == 0 && rejected == 0 && silent == 0 ))
