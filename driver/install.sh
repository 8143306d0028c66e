#!/bin/bash
# Installs loopcc and loopcc-check into PREFIX/bin (default /usr/local), so that CC=loopcc,
# cmake -DCMAKE_C_COMPILER=loopcc and ./configure CC=loopcc find it.
#   bazel run //driver:install -- [PREFIX]
set -euo pipefail
prefix="${1:-/usr/local}"
install -d "$prefix/bin"
for tool in loopcc loopcc-check; do
  binary="$(dirname "${BASH_SOURCE[0]}")/$tool"
  [[ -x "$binary" ]] || binary="${RUNFILES_DIR:-$0.runfiles}/loopcc/driver/$tool"
  install -m 0755 "$binary" "$prefix/bin/$tool"
  echo "installed $prefix/bin/$tool"
done
