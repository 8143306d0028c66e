#!/bin/bash
# Builds loopcc's two libFuzzer targets with clang-22 (-fsanitize=fuzzer,
# address,undefined; runtime from Debian's libclang-rt-22-dev), outside
# Bazel, whose toolchain here is gcc:
#   pragma-parser-fuzzer   the `#pragma loop transform` parser
#   frontend-fuzzer        source to IR through loopcc's compile job
# Built without NDEBUG: loopcc's assertions are on, so that every invariant
# stated in the code is an oracle for the fuzzers.
# Objects are cached by content in OUT/obj, so a rebuild is quick.
#   build-fuzzers.sh [OUT]   (default: /var/cache/loopcc/fuzz)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-/var/cache/loopcc/fuzz}"
mkdir -p "$out/obj"
llvm=/usr/lib/llvm-22
cxx="$llvm/bin/clang++"
flags=(-std=c++17 -O1 -g -fno-rtti -fPIC -fsanitize=fuzzer-no-link,address,undefined
       -fno-sanitize=vptr,function -I"$root" -I"$llvm/include"
       -I"$llvm/include/polly"
       -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_LIMIT_MACROS
       "-DLOOPCC_LLVM_PREFIX=\"$llvm\"")
link=(-fsanitize=fuzzer,address,undefined -L"$llvm/lib" -Wl,-rpath,"$llvm/lib"
      -lclang-cpp -lLLVM)

compile() { # source -> object path on stdout
  local src="$1" key obj
  key=$(cat "$src" "$root"/pragma/*.h "$root"/pragma/vocabulary/* \
        "$root"/frontend/*.h "$root"/passes/*.h "$root"/passes/locality/*.h \
        "$root"/passes/steps/*.h \
        "$root"/driver/*.h \
        | sha1sum | cut -c1-16)
  obj="$out/obj/$(basename "$src" .cpp)-$key.o"
  [[ -f "$obj" ]] || "$cxx" "${flags[@]}" -c "$src" -o "$obj"
  echo "$obj"
}

objs() { for s in "$@"; do compile "$s"; done; }

mapfile -t pragma_objs < <(objs "$root"/pragma/*.cpp "$root"/pragma/vocabulary/*.cpp)
mapfile -t parser_objs < <(objs "$root"/pragma/fuzz/DirectiveParserFuzzer.cpp)
"$cxx" "${parser_objs[@]}" "${pragma_objs[@]}" "${link[@]}" \
  -o "$out/pragma-parser-fuzzer"

mapfile -t rest < <(objs "$root"/frontend/*.cpp "$root"/passes/*.cpp \
  "$root"/passes/locality/*.cpp "$root"/passes/steps/*.cpp \
  "$root"/driver/CC1Main.cpp "$root"/driver/Installation.cpp \
  "$root"/driver/fuzz/FrontendFuzzer.cpp)
"$cxx" "${rest[@]}" "${pragma_objs[@]}" "${link[@]}" -o "$out/frontend-fuzzer"
echo "built $out/pragma-parser-fuzzer $out/frontend-fuzzer"
