// Where C's subscript marks (passes/locality/SubscriptBounds.h) live, and
// where they must not:
// - an unroll keeps them (StepDriver::keepsSubscriptMarks), so that a
//   locality step after it still tells rows apart: `unroll count(2)` then
//   `reverse on(unrolled)` of X[2][j] = X[1][j] ... under a run-time n is
//   applied under a run-time check (without the marks X[1][j] of j >= 64
//   would be X[2][j - 64], and the reverse was refused);
// - an always_inline callee's marks inlined into an optnone caller are
//   removed there too (RemoveSubscriptBoundsPass is required): the program
//   links with GlobalISel, which, unlike FastISel, keeps a call of a
//   function that does not exist, and no mark is left in the IR;
// - the marks go only into the nests a locality step is asked of: the
//   pragma-free loop of the same function keeps clang's memset.
// The program prints what clang-22 -O0 prints.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t | diff %t.ref.out -
// RUN: %loopcc -O2 -fglobal-isel -Wno-global-isel %s -o %t.gi 2> /dev/null
// RUN: %t.gi | diff %t.ref.out -
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2> /dev/null | FileCheck --check-prefix=IR %s
//
// CHECK: chain subscript-marks-kept.c unroll_then_reverse
// CHECK-NEXT: step 0 unroll count(2) {{.*}}applied
// CHECK-NEXT: step 1 reverse on(unrolled) {{.*}}applied on=unrolled runtime_check=True
//
// IR-NOT: loopcc.subscript_within
// IR: define {{.*}} @clear_then_tile(
// IR: call void @llvm.memset
// IR-NOT: loopcc.subscript_within

#include <stdio.h>

double X[4][64];
int Z[64][64];

__attribute__((noinline)) void unroll_then_reverse(int n) {
#pragma loop transform reverse on(unrolled)
#pragma loop transform unroll count(2)
  for (int j = 0; j < n; j++)
    X[2][j] = X[1][j] * 2 + j;
}

static inline __attribute__((always_inline)) void inlined(int n) {
#pragma loop transform reverse
  for (int i = 0; i < n; i++)
    X[3][i + 1] = X[3][i] + 1;
}

__attribute__((noinline)) void clear_then_tile(int n) {
  for (int i = 0; i < n; i++)
    Z[0][i] = 0;
#pragma loop transform tile sizes(4, 4)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      Z[i][j] = Z[i - 1][j] + j;
}

__attribute__((optnone, noinline)) int main(void) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 64; j++)
      X[i][j] = i * 64 + j;
  unroll_then_reverse(64);
  inlined(7);
  clear_then_tile(64);
  double s = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 64; j++)
      s = s * 0.5 + X[i][j];
  long t = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      t = t * 3 + Z[i][j];
  printf("%.6f %ld\n", s, t);
  return 0;
}
