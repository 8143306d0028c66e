#!/bin/bash
# Installs loopcc into PREFIX/bin (default /usr/local), so that CC=loopcc,
# cmake -DCMAKE_C_COMPILER=loopcc and ./configure CC=loopcc find it.
#   bazel run //driver:install -- [PREFIX]
set -euo pipefail
prefix="${1:-/usr/local}"
binary="$(dirname "${BASH_SOURCE[0]}")/loopcc"
[[ -x "$binary" ]] || binary="${RUNFILES_DIR:-$0.runfiles}/loopcc/driver/loopcc"
install -d "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/loopcc"
echo "installed $prefix/bin/loopcc"
