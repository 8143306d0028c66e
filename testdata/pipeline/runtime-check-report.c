// A tile legal only when the arrays do not overlap, or when the model's
// assumptions on its parameters hold, is applied under Polly's run-time
// check, and the report says so (`"runtime_check": true`), as
// docs/pragma.md promises: linearized subscripts `x[i * m + j]` with the
// row lengths `m` and `p` parameters (issue 27 reported such a tile without
// the flag; these shapes, and the one in the words, carry it), a
// pointer pair that may overlap, and, for contrast, a tile of a global
// array that needs no check. The programs print what clang-22 -O0's print,
// the check passing and failing.
//
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t > %t.out
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.out

#include <stdio.h>

__attribute__((noinline)) void scale_rows(float *x, int n, int m, int p) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[i * m + j] = x[i * m + j] * 2.0f + p;
}
// CHECK: chain runtime-check-report.c scale_rows [[@LINE-4]]:3
// CHECK-NEXT: step 0 tile sizes(8, 8) @[[@LINE-6]]:24 applied runtime_check=True

__attribute__((noinline)) void add_rows(float *x, float *y, int n, int m,
                                        int p) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[i * m + j] += y[i * p + j];
}
// CHECK: chain runtime-check-report.c add_rows [[@LINE-4]]:3
// CHECK-NEXT: step 0 tile sizes(8, 8) @[[@LINE-6]]:24 applied runtime_check=True

float G[64][64];
__attribute__((noinline)) void global(void) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      G[i][j] = G[i][j] * 0.5f + i;
}
// CHECK: chain runtime-check-report.c global [[@LINE-4]]:3
// CHECK-NEXT: step 0 tile sizes(8, 8) @[[@LINE-6]]:24 applied produced_loops

int main(void) {
  static float a[40 * 40], b[40 * 40];
  for (int k = 0; k < 40 * 40; k++) { a[k] = k % 13; b[k] = k % 7; }
  scale_rows(a, 30, 40, 3);
  add_rows(a, b, 30, 40, 40);
  // Overlapping rows: the check fails, the original nest runs.
  add_rows(a + 5, a, 30, 40, 40);
  global();
  double s = 0;
  for (int k = 0; k < 40 * 40; k++) s += a[k] * (k % 5 + 1);
  for (int i = 0; i < 64; i++) s += G[i][i];
  printf("%.1f\n", s);
  return 0;
}
