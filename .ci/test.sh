#!/bin/bash
# The whole test suite: unit tests (GoogleTest) and the end-to-end lit
# suites, through Bazel; then one closing line `N passed, N failed` counted
# from every test case Bazel recorded.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash .ci/setup.sh || exit 1
# The libFuzzer targets are built with clang-22 outside Bazel (its
# toolchain here is gcc); the fuzz suite runs them for a bounded time.
bash .ci/build-fuzzers.sh || exit 1
bazel test //... "$@"
status=$?
python3 .ci/count_results.py "$(bazel info bazel-testlogs 2>/dev/null)"
count_status=$?
if (( status != 0 )); then
  exit "$status"
fi
exit "$count_status"
