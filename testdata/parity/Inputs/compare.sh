#!/bin/sh
# compare.sh LOOPCC CLANG OBJCOPY OBJDUMP OUTDIR SOURCE FLAGSET...
#
# For each FLAGSET (one argument, e.g. "-O2 -march=native"), compiles SOURCE
# with LOOPCC and with CLANG and compares:
#   ir    -S -emit-llvm output, modulo the module identifier, source_filename
#         and the producer/ident strings;
#   text  the bytes of .text from -c (and its relocations).
# Prints one line per flag set:
#   <source> <flags>: ir same (<n> lines), text same (<n> bytes), relocs same (<n>)
# On a difference prints the diff and exits 1.
set -eu
loopcc=$1 clang=$2 objcopy=$3 objdump=$4 out=$5 src=$6
shift 6
name=$(basename "$src" .c)
mkdir -p "$out"

normalize_ir() {
  sed -e '/^; ModuleID = /d' \
      -e '/^source_filename = /d' \
      -e 's/!{!"[^"]*clang version [^"]*"}/!{!"<ident>"}/' \
      -e 's/producer: "[^"]*"/producer: "<producer>"/' "$1"
}

status=0
for flags in "$@"; do
  slug=$(printf '%s' "$flags" | tr -c 'A-Za-z0-9' '_')
  base="$out/$name.$slug"
  for cc in loopcc clang; do
    eval compiler=\$$cc
    # shellcheck disable=SC2086  # $flags is a list of options
    "$compiler" $flags -S -emit-llvm "$src" -o "$base.$cc.ll"
    normalize_ir "$base.$cc.ll" > "$base.$cc.norm.ll"
    # shellcheck disable=SC2086
    "$compiler" $flags -c "$src" -o "$base.$cc.o"
    "$objcopy" -O binary --only-section=.text "$base.$cc.o" "$base.$cc.text"
    "$objdump" -r "$base.$cc.o" \
      | awk '/^RELOCATION RECORDS FOR \[/ { on = ($0 ~ /\[\.text\]/) } on' \
      > "$base.$cc.relocs"
  done

  result="$(basename "$src") $flags:"
  if diff -u "$base.clang.norm.ll" "$base.loopcc.norm.ll" > "$base.ir.diff"; then
    result="$result ir same ($(wc -l < "$base.loopcc.norm.ll" | tr -d ' ') lines),"
  else
    result="$result ir DIFFERENT,"
    echo "--- IR differs for $src $flags:" >&2
    head -40 "$base.ir.diff" >&2
    status=1
  fi
  if cmp "$base.clang.text" "$base.loopcc.text" >&2; then
    result="$result text same ($(wc -c < "$base.loopcc.text" | tr -d ' ') bytes),"
  else
    result="$result text DIFFERENT,"
    status=1
  fi
  if diff -u "$base.clang.relocs" "$base.loopcc.relocs" >&2; then
    result="$result relocs same ($(grep -c '^[0-9a-f]' "$base.loopcc.relocs" || true))"
  else
    result="$result relocs DIFFERENT"
    status=1
  fi
  echo "$result"
done
exit $status
