#!/bin/sh
# loopcc against clang-22: compile time, code parity, what pragmas buy.
#   bench/run.sh            full run (~35 min on 2 cores): prints every table
#                           and writes docs/performance.md
#   bench/run.sh --quick    tiny sizes and repetitions (a few minutes), prints only
#   bench/run.sh --help     all options (sections, kernels, work directory, ...)
# Builds loopcc with `bazel build //driver:loopcc` first (--no-build or
# --loopcc PATH to skip). Needs clang-22, valgrind and the source packages
# .ci/setup.sh downloads. Not part of the test suite.
exec python3 "$(dirname "$0")/bench.py" "$@"
