#!/bin/bash
# Installs loopcc and loopcc-check into PREFIX/bin (default /usr/local), so that CC=loopcc,
# cmake -DCMAKE_C_COMPILER=loopcc and ./configure CC=loopcc find it;
# loopcc's pass plugin into PREFIX/lib/loopcc (for opt-22 -load-pass-plugin
# and clang-22 -fpass-plugin); and <loopcc.h> (LOOP_TRANSFORM, directives
# that other compilers ignore quietly) into PREFIX/include, which gcc, clang
# and loopcc search; the JSON Schema of loopcc's report into
# PREFIX/share/loopcc/report.schema.json; loopcc-tune into PREFIX/bin, its
# modules into PREFIX/lib/loopcc/tune.
#   bazel run //driver:install -- [PREFIX]
set -euo pipefail
# The system's tools first: this script is itself named install, and a PATH
# with its directory in front (the test suite's) would have it call itself.
PATH="/usr/bin:/bin:$PATH"
prefix="${1:-/usr/local}"
install -d "$prefix/bin"
for tool in loopcc loopcc-check; do
  binary="$(dirname "${BASH_SOURCE[0]}")/$tool"
  [[ -x "$binary" ]] || binary="${RUNFILES_DIR:-$0.runfiles}/loopcc/driver/$tool"
  install -m 0755 "$binary" "$prefix/bin/$tool"
  echo "installed $prefix/bin/$tool"
done
install -d "$prefix/lib/loopcc"
plugin="$(dirname "${BASH_SOURCE[0]}")/../passes/plugin/loopcc-passes.so"
[[ -f "$plugin" ]] || plugin="${RUNFILES_DIR:-$0.runfiles}/loopcc/passes/plugin/loopcc-passes.so"
install -m 0755 "$plugin" "$prefix/lib/loopcc/loopcc-passes.so"
echo "installed $prefix/lib/loopcc/loopcc-passes.so"
install -d "$prefix/include"
header="$(dirname "${BASH_SOURCE[0]}")/include/loopcc.h"
[[ -f "$header" ]] || header="${RUNFILES_DIR:-$0.runfiles}/loopcc/driver/include/loopcc.h"
install -m 0644 "$header" "$prefix/include/loopcc.h"
echo "installed $prefix/include/loopcc.h"
# loopcc-tune (Python 3, standard library only): its files into
# PREFIX/lib/loopcc/tune, and a PREFIX/bin/loopcc-tune that runs them with
# the installed loopcc.
tune="$(dirname "${BASH_SOURCE[0]}")/../tune"
[[ -f "$tune/loopcc-tune" ]] || tune="${RUNFILES_DIR:-$0.runfiles}/loopcc/tune"
install -d "$prefix/lib/loopcc/tune"
install -m 0644 "$tune"/*.py "$prefix/lib/loopcc/tune/"
install -m 0755 "$tune/loopcc-tune" "$prefix/lib/loopcc/tune/loopcc-tune"
cat > "$prefix/bin/loopcc-tune.tmp" <<WRAPPER
#!/bin/sh
# loopcc-tune, installed by loopcc's driver/install.sh: docs/tuning.md.
exec python3 "$prefix/lib/loopcc/tune/loopcc-tune" "\$@"
WRAPPER
chmod 0755 "$prefix/bin/loopcc-tune.tmp"
mv "$prefix/bin/loopcc-tune.tmp" "$prefix/bin/loopcc-tune"
echo "installed $prefix/bin/loopcc-tune and $prefix/lib/loopcc/tune"
# The manual pages and the documentation (loopcc --help names the latter).
docs="$(dirname "${BASH_SOURCE[0]}")/../docs"
[[ -d "$docs" ]] || docs="${RUNFILES_DIR:-$0.runfiles}/loopcc/docs"
install -d "$prefix/share/man/man1" "$prefix/share/doc/loopcc"
install -m 0644 "$docs/man/loopcc.1" "$docs/man/loopcc-check.1" "$prefix/share/man/man1/"
install -m 0644 "$docs"/*.md "$prefix/share/doc/loopcc/"
echo "installed $prefix/share/man/man1/loopcc.1, loopcc-check.1 and $prefix/share/doc/loopcc"
# The report's schema, from the installed loopcc-check (the vocabulary's
# table it was built with).
install -d "$prefix/share/loopcc"
schema="$prefix/share/loopcc/report.schema.json"
"$prefix/bin/loopcc-check" --print-report-schema > "$schema.tmp"
mv "$schema.tmp" "$schema"
echo "installed $schema"
