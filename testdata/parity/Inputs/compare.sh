#!/bin/sh
# compare.sh [--save-temps] LOOPCC CLANG OBJCOPY OBJDUMP OUTDIR SOURCE FLAGSET...
#
# For each FLAGSET (one argument, e.g. "-O2 -march=native"), compiles SOURCE
# with LOOPCC and with CLANG and compares:
#   ir    -S -emit-llvm output, modulo the module identifier, source_filename
#         and the producer/ident strings;
#   text  the bytes of .text from -c (and its relocations).
# With --save-temps, compiles only -c, with -save-temps=obj, each compiler
# in a folder of its own (the temporaries go next to the object), and
# compares text and relocations: loopcc optimizes in the frontend job there
# and clang in the bitcode job (driver/SaveTempsJobs.h).
# Prints one line per flag set:
#   <source> <flags>: ir same (<n> lines), text same (<n> bytes), relocs same (<n>)
# (without the ir part under --save-temps). On a difference prints the diff
# and exits 1.
set -eu
save_temps=0
if [ "$1" = --save-temps ]; then
  save_temps=1
  shift
fi
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

# compile COMPILER FLAGS BASE: BASE.o, BASE.text, BASE.relocs (and BASE.ll,
# BASE.norm.ll unless --save-temps).
compile() {
  # (sh has no local variables: these names are the function's own)
  c_compiler=$1 c_flags=$2 c_base=$3
  if [ $save_temps = 1 ]; then
    mkdir -p "$c_base.temps"
    # shellcheck disable=SC2086  # $c_flags is a list of options
    "$c_compiler" $c_flags -save-temps=obj -c "$src" -o "$c_base.temps/$name.o"
    [ -f "$c_base.temps/$name.bc" ] || {
      echo "no $c_base.temps/$name.bc: not a -save-temps compile" >&2
      exit 1
    }
    cp "$c_base.temps/$name.o" "$c_base.o"
  else
    # shellcheck disable=SC2086
    "$c_compiler" $c_flags -S -emit-llvm "$src" -o "$c_base.ll"
    normalize_ir "$c_base.ll" > "$c_base.norm.ll"
    # shellcheck disable=SC2086
    "$c_compiler" $c_flags -c "$src" -o "$c_base.o"
  fi
  "$objcopy" -O binary --only-section=.text "$c_base.o" "$c_base.text"
  "$objdump" -r "$c_base.o" \
    | awk '/^RELOCATION RECORDS FOR \[/ { on = ($0 ~ /\[\.text\]/) } on' \
    > "$c_base.relocs"
}

status=0
for flags in "$@"; do
  slug=$(printf '%s' "$flags" | tr -c 'A-Za-z0-9' '_')
  base="$out/$name.$slug"
  compile "$loopcc" "$flags" "$base.loopcc"
  compile "$clang" "$flags" "$base.clang"

  result="$(basename "$src") $flags:"
  if [ $save_temps = 0 ]; then
    if diff -u "$base.clang.norm.ll" "$base.loopcc.norm.ll" > "$base.ir.diff"; then
      result="$result ir same ($(wc -l < "$base.loopcc.norm.ll" | tr -d ' ') lines),"
    else
      result="$result ir DIFFERENT,"
      echo "--- IR differs for $src $flags:" >&2
      head -40 "$base.ir.diff" >&2
      status=1
    fi
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
