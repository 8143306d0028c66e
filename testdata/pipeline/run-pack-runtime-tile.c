// A pack on a loop of a tile whose nest is bounded by a run-time n (the
// gemm chain of docs/pragma.md with `n` for N) is applied: one run of the
// grid loop touches at most a tile of B, min(64, n - 64 t) wide, whose
// largest value over every n is 64; before, any width that mentioned n
// was taken for one that grows with it, and the pack was refused ("grows
// with a value known only at run time ... put the pack on a loop of a
// tile", where it was). A pack whose width really grows with n is still
// refused with that reason (pipeline/pack-missed.c). The program prints
// what clang-22 -O0 prints, at -O1, -O2 and -O3, for n below, at and above
// a tile's multiple.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 | diff %t.ref.out -
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -
//
// CHECK: step 0 tile sizes(64, 64, 64) {{.*}}applied
// CHECK-NEXT: step 1 interchange permutation(1, 3, 2) on(intratile(1)) {{.*}}applied
// CHECK-NEXT: step 2 pack array(B) {{.*}}applied

#include <stdio.h>

#define N 200
static double A[N][N], B[N][N], C[N][N];

__attribute__((noinline)) void gemm(int n) {
#pragma loop transform pack array(B)
#pragma loop transform interchange permutation(1, 3, 2) on(intratile(1))
#pragma loop transform tile sizes(64, 64, 64)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 3 + j) % 7;
      B[i][j] = (i + 2 * j) % 5;
    }
  int sizes[] = {0, 1, 63, 64, 150, 200};
  for (int t = 0; t < 6; t++) {
    gemm(sizes[t]);
    double s = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        s += C[i][j] * (i + j % 3);
    printf("%d %.1f\n", sizes[t], s);
  }
  return 0;
}
