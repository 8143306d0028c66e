// `unroll full` of the intratile loops of `tile ... separate`, where the
// partial tiles' loops have a trip count LLVM knows only at run time (at
// most 8): LLVM says it cannot unroll those fully, unrolls them by 2 with a
// run-time remainder instead, and says that it did. loopcc took the second
// remark for the step's success and reported it applied; now a step that
// asked for a full unroll is applied only where LLVM says it unrolled the
// loop completely, so the step is reported missed, with LLVM's reason said
// in the source's terms (the trip count is known only at run time, and
// what to write instead), and warned of (-Wpass-failed). The program
// prints what clang-22 -O0 prints.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -

#include <stdio.h>

double A[64][64], B[64][64];
volatile int zero = 0;

__attribute__((noinline)) void partial(void) {
#pragma loop transform unroll full on(intratile(2))
#pragma loop transform tile sizes(8, 8) separate
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 60; j++)
      A[i][j] = B[i][j] * 2.0 + A[i][j];
}
// CHECK: unroll-full-partial-tiles.c:[[@LINE-4]]:3: warning: loop not unrolled: the loop's number of iterations is known only at run time (a bound such as n, or the partial tiles of a tile), and a full unroll needs one known when compiling. Use 'unroll count(N)', or give the loop constant bounds. [-Wpass-failed]

// The same reason, in loopcc's words, where the loop is the inner loop
// of the engine's unroll_and_jam of a tile under a run-time n (its text
// was LLVM's, "runtime trip count").
__attribute__((noinline)) void jammed(int n) {
#pragma loop transform unroll full on(inner)
#pragma loop transform unroll_and_jam count(2) on(intratile(1))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = B[i][j] * 2.0 + A[i][j];
}
// CHECK: unroll-full-partial-tiles.c:[[@LINE-4]]:3: warning: loop not unrolled: the loop's number of iterations is known only at run time (a bound such as n, or the partial tiles of a tile), and a full unroll needs one known when compiling. Use 'unroll count(N)', or give the loop constant bounds. [-Wpass-failed]

int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      B[i][j] = i - 2 * j;
  partial();
  jammed(61 + zero);
  double s = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s += A[i][j] * (i + 1) + j;
  printf("%g\n", s);
  return 0;
}

// JSON: chain unroll-full-partial-tiles.c partial
// JSON-NEXT: step 0 tile sizes(8, 8) separate {{.*}}applied
// JSON-NEXT: step 1 unroll full on(intratile(2)) {{.*}}missed
// JSON: chain unroll-full-partial-tiles.c jammed
// JSON-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// JSON-NEXT: step 1 unroll_and_jam count(2) on(intratile(1)) {{.*}}applied
// JSON-NEXT: step 2 unroll full on(inner) {{.*}}missed
