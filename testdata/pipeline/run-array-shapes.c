// Array shapes as C declares them (passes/locality/SubscriptBounds.h): a
// subscript of a declared dimension stays within it, so rows of a
// fixed-size array do not overlap and a nest under a run-time bound n has
// no false dependence from one row into the next. Each shape, in a form
// the dependences allow: a global `int A[50][50]` tiled under n (before,
// "would reverse the dependence from A[i][j] to A[i][j+1]": for n > 50,
// A[i][j+1] of one row was A[i+1][j-49] of the next), the same array
// interchanged, a fixed-size parameter `double T[][100]` with a triangular
// nest interchanged and tiled, a guarded nest (a condition on the data),
// a VLA parameter `double V[restrict n][m]` and a pointer to a VLA row
// `double (*P)[m]` (dimensions known only at run time: Polly's run-time
// check decides). The bounds are never assumed: under a run-time n the
// new nest runs only where n keeps every subscript within its dimension
// (a run-time check, the original nest otherwise), so every step is
// applied with runtime_check, no warning, and the program prints what
// clang-22 -O0 prints without the directives, at -O2 and -O3.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// CHECK: chain run-array-shapes.c fixed_tile
// CHECK-NEXT: step 0 tile sizes(4, 8) @{{[0-9]+}}:3 applied runtime_check=True produced_loops=4 copies=fixed_tile
// CHECK: chain run-array-shapes.c fixed_interchange
// CHECK-NEXT: step 0 interchange @{{[0-9]+}}:3 applied runtime_check=True produced_loops=2 copies=fixed_interchange
// CHECK: chain run-array-shapes.c triangular_interchange
// CHECK-NEXT: step 0 interchange @{{[0-9]+}}:3 applied runtime_check=True produced_loops=2 copies=triangular_interchange
// CHECK: chain run-array-shapes.c triangular_tile
// CHECK-NEXT: step 0 tile sizes(16, 16) @{{[0-9]+}}:3 applied runtime_check=True produced_loops=4 copies=triangular_tile
// CHECK: chain run-array-shapes.c guarded_tile
// CHECK-NEXT: step 0 tile sizes(8, 8) @{{[0-9]+}}:3 applied runtime_check=True produced_loops=4 copies=guarded_tile
// CHECK: chain run-array-shapes.c vla_tile
// CHECK-NEXT: step 0 tile sizes(4, 8) @{{[0-9]+}}:3 applied runtime_check=True produced_loops=4 copies=vla_tile
// CHECK: chain run-array-shapes.c pointer_interchange
// CHECK-NEXT: step 0 interchange @{{[0-9]+}}:3 applied runtime_check=True produced_loops=2 copies=pointer_interchange

#include <stdio.h>

#ifdef NO_PRAGMAS
#define LOOP(x)
#else
#define LOOP(x) _Pragma(x)
#endif

int A[50][50];
double B[200][200];

__attribute__((noinline)) void fixed_tile(int n) {
  LOOP("loop transform tile sizes(4, 8)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i][j + 1] * 3 + i;
}

__attribute__((noinline)) void fixed_interchange(int n) {
  LOOP("loop transform interchange")
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 2 + j;
}

__attribute__((noinline)) void triangular_interchange(int n, double T[][200]) {
  LOOP("loop transform interchange")
  for (int i = 1; i < n; i++)
    for (int j = 0; j <= i; j++)
      T[i][j] = T[i - 1][j] * 0.5 + T[i][j];
}

__attribute__((noinline)) void triangular_tile(int n, double T[][200]) {
  LOOP("loop transform tile sizes(16, 16)")
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      T[i][j] = T[i][j] + T[j][i] * 0.25;
}

__attribute__((noinline)) void guarded_tile(int n) {
  LOOP("loop transform tile sizes(8, 8)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (A[i][j] > 3)
        A[i][j] = A[i][j] - j;
}

__attribute__((noinline)) void vla_tile(int n, int m, double V[restrict n][m]) {
  LOOP("loop transform tile sizes(4, 8)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      V[i][j] = V[i][j + 1] + 1;
}

__attribute__((noinline)) void pointer_interchange(int n, int m,
                                                  double (*P)[m]) {
  LOOP("loop transform interchange")
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      P[i][j] = P[i - 1][j] + 1;
}

int main(void) {
  for (int i = 0; i < 50; i++)
    for (int j = 0; j < 50; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
  for (int i = 0; i < 200; i++)
    for (int j = 0; j < 200; j++)
      B[i][j] = (i * 5 + j) % 13;
  fixed_tile(50);
  fixed_interchange(50);
  fixed_tile(37);
  fixed_interchange(23);
  guarded_tile(50);
  triangular_interchange(200, B);
  triangular_tile(200, B);
  triangular_interchange(77, B);
  triangular_tile(131, B);
  vla_tile(60, 70, (double(*)[70])B);
  pointer_interchange(30, 90, (double(*)[90])B);
  unsigned long h = 0;
  double d = 0;
  for (int i = 0; i < 50; i++)
    for (int j = 0; j < 50; j++)
      h = h * 31 + (unsigned)A[i][j];
  for (int i = 0; i < 200; i++)
    for (int j = 0; j < 200; j++)
      d += B[i][j] * (i + 1) / (j + 1);
  printf("%lu %.6f\n", h, d);
  return 0;
}
