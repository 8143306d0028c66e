#!/bin/bash
# Reduces a kept differential-testing case with creduce:
#   reduce.sh CASE_DIR LOOPCC "LOOPCC FLAGS"
# CASE_DIR holds pa.c (the annotated program) from run-differential.sh. The
# interestingness test: clang-22 -O0 and loopcc FLAGS both compile it
# without warnings that signal undefined behaviour, and their outputs
# differ (or loopcc crashes). The reduced program goes to CASE_DIR/reduced.c.
set -euo pipefail
case_dir="$(cd "$1" && pwd)"; loopcc="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; flags="$3"
work="$(mktemp -d)"
cp "$case_dir/pa.c" "$work/t.c"
cat > "$work/test.sh" <<TEST
#!/bin/bash
inc=/usr/include/csmith
/usr/lib/llvm-22/bin/clang -O0 -I\$inc -Werror=uninitialized -Werror=return-type t.c -o ref 2>/dev/null || exit 1
out_ref=\$(timeout 5 ./ref) || exit 1
"$loopcc" $flags -w -I\$inc t.c -o opt > cc.log 2>&1; st=\$?
if (( st >= 128 )) || grep -q "PLEASE submit" cc.log; then exit 0; fi
(( st == 0 )) || exit 1
out=\$(timeout 5 ./opt) || exit 1
[[ "\$out" != "\$out_ref" ]]
TEST
chmod +x "$work/test.sh"
(cd "$work" && creduce --n 2 ./test.sh t.c >/dev/null)
cp "$work/t.c" "$case_dir/reduced.c"
echo "reduced: $case_dir/reduced.c"
