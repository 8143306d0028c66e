// A `#pragma loop` line whose next word is not `transform` is in loopcc's
// namespace but is no directive: it would be dropped without a word (clang's
// "unknown pragma ignored" is off by default). loopcc warns by default, at
// the word: a typo of `transform` gets a did-you-mean and a fix-it, a
// transformation written without `transform` gets the fix-it that inserts
// it, any other word says how directives are written. The warnings are in
// -Wunknown-pragmas, so -Wno-unknown-pragmas silences them and -Werror (or
// -Werror=unknown-pragmas) fails the compile with no object left. The
// dropped lines put no loopcc metadata on the loop. MSVC's `#pragma
// loop(ivdep)` stays as clang has it (msvc-loop-ivdep.c).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -c %s -o %t/out.o 2> %t/out.err
// RUN: test -s %t/out.o
// RUN: FileCheck --strict-whitespace --implicit-check-not=warning: %s < %t/out.err
// RUN: %loopcc -O2 -c %s -o %t/quiet.o -Wno-unknown-pragmas 2> %t/quiet.err
// RUN: count 0 < %t/quiet.err
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -O2 -Werror -c %s -o %t/err.o \
// RUN:   2> %t/werror.err | FileCheck --check-prefix=EXIT1 %s
// RUN: not ls %t/err.o
// RUN: FileCheck --check-prefix=WERROR %s < %t/werror.err
// RUN: %loopcc -O2 -fdiagnostics-parseable-fixits -c %s -o %t/fix.o 2>&1 \
// RUN:   | FileCheck --check-prefix=FIXIT %s
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s

void typo(float *a, int n) {
#pragma loop transfrom unroll count(4)
  for (int i = 0; i < n; i++)
    a[i] += 1.0f;
}
// CHECK: loop-namespace-typo.c:[[@LINE-4]]:14: warning: unknown pragma '#pragma loop transfrom' ignored; did you mean '#pragma loop transform'? [-Wunknown-pragmas]
// CHECK-NEXT: {{^ *}}[[@LINE-5]] | #pragma loop transfrom unroll count(4){{$}}
// CHECK-NEXT: {{^ *}}|              ^~~~~~~~~{{$}}
// CHECK-NEXT: {{^ *}}|              transform{{$}}
// FIXIT: fix-it:"{{.*}}loop-namespace-typo.c":{[[@LINE-8]]:14-[[@LINE-8]]:23}:"transform"

void missing(float *a, int n) {
#pragma loop vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += 1.0f;
}
// CHECK: loop-namespace-typo.c:[[@LINE-4]]:14: warning: unknown pragma '#pragma loop vectorize' ignored; did you mean '#pragma loop transform vectorize'? [-Wunknown-pragmas]
// FIXIT: fix-it:"{{.*}}loop-namespace-typo.c":{[[@LINE-5]]:14-[[@LINE-5]]:14}:"transform "

void other(float *a, int n) {
#pragma loop fast
  for (int i = 0; i < n; i++)
    a[i] += 1.0f;
}
// CHECK: loop-namespace-typo.c:[[@LINE-4]]:14: warning: unknown pragma '#pragma loop fast' ignored; loopcc's loop directives are written '#pragma loop transform <transformation>' [-Wunknown-pragmas]
// CHECK: 3 warnings generated.

// EXIT1: exit status: 1
// WERROR: error: unknown pragma '#pragma loop transfrom' ignored; did you mean '#pragma loop transform'? [-Werror,-Wunknown-pragmas]

// IR-NOT: loopcc.
