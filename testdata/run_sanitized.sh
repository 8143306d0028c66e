#!/bin/bash
# Runs lit suites with the AddressSanitizer + UndefinedBehaviorSanitizer
# build of loopcc (and of loopcc-check and loopcc-insert-pragmas, which
# the suites find next to it):
#
#   bazel build --config=sanitize //driver:all
#   bazel build //passes/plugin:loopcc-passes.so
#   bash testdata/run_sanitized.sh [FOLDER...]   (default: every suite,
#                                                 projects/ included)
#
# The pass plugin the passes/ suite loads into opt-22 is the normal build's:
# opt-22 has no sanitizer runtime to load an instrumented plugin into.
#
# Any sanitizer report makes the compile fail (UBSan does not recover), and
# the tests check exit statuses, so a finding is a failing test. Leak
# checking is off: clang's cc1 frees nothing on purpose (-disable-free).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$here/../bazel-out/k8-optsanitize/bin/driver"
[[ -x "$bin/loopcc" ]] || {
  echo "run_sanitized.sh: build it first: bazel build --config=sanitize //driver:all" >&2
  exit 2
}
plugin="$here/../bazel-out/k8-opt/bin/passes/plugin/loopcc-passes.so"
[[ -f "$plugin" ]] || {
  echo "run_sanitized.sh: build it first: bazel build //passes/plugin:loopcc-passes.so" >&2
  exit 2
}
folders=("$@")
if (( ${#folders[@]} == 0 )); then
  folders=(driver parity pragma pipeline passes differential check fuzz badinput
           faults projects)
fi
dirs=()
for f in "${folders[@]}"; do dirs+=("$here/$f"); done
# verify_asan_link_order=0: bear preloads its own library into every
# compiler it watches, ahead of the ASan runtime.
export ASAN_OPTIONS=detect_leaks=0:print_summary=1:verify_asan_link_order=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
exec /usr/lib/llvm-22/bin/lit -v -j2 --param projects=1 \
  --param loopcc="$(cd "$bin" && pwd)/loopcc" \
  --param plugin="$(cd "$(dirname "$plugin")" && pwd)/loopcc-passes.so" \
  --param exec_root="$(mktemp -d)" "${dirs[@]}"
