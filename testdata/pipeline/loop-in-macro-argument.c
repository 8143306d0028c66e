// A loop written inside a macro's argument (`ID(for (...) ...)`, or only
// its keyword, `ID(for) (...)`) starts its loop ID at its own position in
// clang 22 (debug locations use the file location: a macro argument's
// spelling), while the chain was recorded at the macro's use: no loop ID
// started there, and the directive was dropped without a word ("not-needed:
// the loop was removed by an earlier optimization", the loop alive in the
// object). The chain's position, the binder's count of loops per position
// and the explain view's nest now all use the file location, as clang
// does: the steps apply, and a warning points at the `for` inside the
// argument.
//
// RUN: %loopcc -O2 -c %s -o /dev/null -floop-transform-report=%t.json 2> %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
//
// CHECK: chain loop-in-macro-argument.c whole_loop 29:6
// CHECK-NEXT: step 0 unroll count(2) @28:24 applied
// CHECK: chain loop-in-macro-argument.c keyword_only 34:6
// CHECK-NEXT: step 0 vectorize width(4) @33:24 applied
// CHECK: chain loop-in-macro-argument.c missed_in_argument 39:6
// CHECK-NEXT: step 0 reverse @38:24 missed
//
// WARN: loop-in-macro-argument.c:39:6: warning: loop not reversed: 'reverse' would reverse the dependence

#define ID(x) x

void whole_loop(int *a, int n) {
#pragma loop transform unroll count(2)
  ID(for (int i = 0; i < n; i++) a[i] += 1;)
}

void keyword_only(int *restrict a, int n) {
#pragma loop transform vectorize width(4)
  ID(for) (int i = 0; i < n; i++) a[i] += 2;
}

void missed_in_argument(int *a, int n) {
#pragma loop transform reverse
  ID(for (int i = 1; i < n; i++) a[i] = a[i - 1] + 1;)
}
