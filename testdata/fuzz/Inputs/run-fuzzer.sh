#!/bin/bash
# Runs one libFuzzer target over a copy of a seed corpus, for the bounded
# runs of the suite:
#   run-fuzzer.sh FUZZER SEED_CORPUS WORKDIR [LIBFUZZER_FLAG...]
# On success it prints libFuzzer's closing `Done N runs in T second(s)`.
# On a failure it prints, on stderr, the end of libFuzzer's output (the
# sanitizer report or the reason) and every input libFuzzer kept as an
# artifact, in base64, so the failure can be reproduced from the CI log
# alone:  base64 -d > crash.c; FUZZER crash.c
set -uo pipefail
fuzzer="$1" seeds="$2" work="$3"
shift 3
rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts"
cp "$seeds"/* "$work/corpus/"
"$fuzzer" -artifact_prefix="$work/artifacts/" "$@" "$work/corpus" \
  > "$work/log" 2>&1
status=$?
if (( status == 0 )); then
  grep -E '^Done [0-9]+ runs in' "$work/log"
  exit 0
fi
{
  echo "run-fuzzer.sh: $(basename "$fuzzer") exited with status $status;" \
       "the end of its output:"
  grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|INITED)|^[[:space:]]+NEW_FUNC' "$work/log" | tail -n 80
  for artifact in "$work"/artifacts/*; do
    [[ -f "$artifact" ]] || continue
    echo "run-fuzzer.sh: artifact $(basename "$artifact"), base64:"
    base64 "$artifact"
  done
} >&2
exit 1
