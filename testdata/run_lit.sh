#!/bin/bash
# Runs lit over some of testdata/ as a Bazel test: run_lit.sh LOOPCC DIR...
# lit's results go to Bazel's XML file, which .ci/run counts.
set -euo pipefail
loopcc="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Under Bazel the tests' files are symlinks into the source tree; tests that
# copy a project and build it (CMake, bear, make) must see real files, as
# they do when lit runs on the source tree itself.
if [[ -n "${TEST_TMPDIR:-}" ]]; then
  mkdir -p "$TEST_TMPDIR/src"
  cp -rL "$here" "$TEST_TMPDIR/src/testdata"
  # <loopcc.h>, which tests include from testdata/../driver/include.
  if [[ -d "$here/../driver/include" ]]; then
    mkdir -p "$TEST_TMPDIR/src/driver"
    cp -rL "$here/../driver/include" "$TEST_TMPDIR/src/driver/include"
  fi
  here="$TEST_TMPDIR/src/testdata"
fi
exec_root="${TEST_TMPDIR:-$(mktemp -d)}/lit"
mkdir -p "$exec_root"
extra=()
if [[ -n "${XML_OUTPUT_FILE:-}" ]]; then
  extra+=(--xunit-xml-output="$XML_OUTPUT_FILE")
fi
if [[ -n "${LOOPCC_LIT_PARAMS:-}" ]]; then
  for p in $LOOPCC_LIT_PARAMS; do extra+=(--param "$p"); done
fi
dirs=()
for d in "$@"; do dirs+=("$here/$d"); done
exec /usr/lib/llvm-22/bin/lit -v -j2 --param loopcc="$loopcc" \
  --param exec_root="$exec_root" "${extra[@]}" "${dirs[@]}"
