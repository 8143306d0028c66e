#!/bin/sh
# compare-save-temps.sh LOOPCC CLANG OBJCOPY OBJDUMP OUTDIR SOURCE FLAGSET...
#
# For each FLAGSET, compiles SOURCE to an object with -save-temps, with
# LOOPCC and with CLANG, each in a folder of its own (the temporaries go
# next to the object), and compares the bytes of .text and its relocations.
# loopcc optimizes in the frontend job there and clang in the bitcode job
# (driver/SaveTempsJobs.h); the code must not differ. Prints one line per
# flag set:
#   <source> <flags>: text same (<n> bytes), relocs same (<n>)
# On a difference prints the diff and exits 1.
set -eu
loopcc=$1 clang=$2 objcopy=$3 objdump=$4 out=$5 src=$6
shift 6
name=$(basename "$src" .c)
status=0
for flags in "$@"; do
  slug=$(printf '%s' "$flags" | tr -c 'A-Za-z0-9' '_')
  for cc in loopcc clang; do
    eval compiler=\$$cc
    dir="$out/$name.$slug.$cc"
    mkdir -p "$dir"
    # shellcheck disable=SC2086  # $flags is a list of options
    "$compiler" $flags -save-temps=obj -c "$src" -o "$dir/$name.o"
    [ -f "$dir/$name.bc" ] || { echo "no $dir/$name.bc: not a -save-temps compile" >&2; exit 1; }
    "$objcopy" -O binary --only-section=.text "$dir/$name.o" "$dir/text"
    "$objdump" -r "$dir/$name.o" \
      | awk '/^RELOCATION RECORDS FOR \[/ { on = ($0 ~ /\[\.text\]/) } on' \
      > "$dir/relocs"
  done
  l="$out/$name.$slug.loopcc" c="$out/$name.$slug.clang"
  result="$(basename "$src") $flags:"
  if cmp "$c/text" "$l/text" >&2; then
    result="$result text same ($(wc -c < "$l/text" | tr -d ' ') bytes),"
  else
    result="$result text DIFFERENT,"
    status=1
  fi
  if diff -u "$c/relocs" "$l/relocs" >&2; then
    result="$result relocs same ($(grep -c '^[0-9a-f]' "$l/relocs" || true))"
  else
    result="$result relocs DIFFERENT"
    status=1
  fi
  echo "$result"
done
exit $status
