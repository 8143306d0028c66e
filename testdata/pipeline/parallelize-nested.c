// A parallelize inside a loop that already runs in parallel: the outer
// loop's chain parallelizes it, the inner loop's own chain parallelizes
// the inner loop too, and both are applied (two outlined functions, the
// inner one started from inside the outer one). libomp runs the inner
// region on the one thread that reaches it unless nesting is enabled
// (OMP_MAX_ACTIVE_LEVELS); either way every iteration runs once, and the
// output is clang-22 -O0's with 1, 2 and 3 threads, nested or not. A
// parallelize on a loop the chain made inside the tile (on(intratile(1)))
// and one with threads(1) are checked the same way.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 OMP_MAX_ACTIVE_LEVELS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2,3 OMP_MAX_ACTIVE_LEVELS=2 %t | diff %t.ref.out -
//
// CHECK: step 0 parallelize {{.*}}applied
// CHECK: step 0 parallelize threads(2) {{.*}}applied
// CHECK: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(intratile(1)) {{.*}}applied

#include <stdio.h>

#define N 60
int M[N][N], P[N][N];

__attribute__((noinline)) void nested(int n) {
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
#pragma loop transform parallelize threads(2)
    for (int j = 0; j < n; j++)
      M[i][j] = i * 7 + j;
}

__attribute__((noinline)) void inside_tile(int n) {
#pragma loop transform parallelize on(intratile(1))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      P[i][j] = M[j][i] + i;
}

int main(void) {
  nested(N);
  inside_tile(N);
  long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (long)P[i][j] * (i + 2 * j + 1);
  printf("%ld\n", s);
  return 0;
}
