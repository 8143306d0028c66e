// A parallelize inside a loop that already runs in parallel, in the same
// nest: the outer loop is parallelized, the inner loop's parallelize is
// refused with a warning that names the outer step (Polly's code generator
// corrupts its dominator tree when it starts a parallel loop inside
// another one's outlined code: a crash, seed 610185 of the differential
// run, in a block at -O1), and the inner loop runs on the thread of its
// outer iteration, as libomp runs a nested region unless nesting is
// enabled (OMP_MAX_ACTIVE_LEVELS). Every iteration runs once, and the
// output is clang-22 -O0's with 1, 2 and 3 threads, nesting enabled or
// not (seed 610185 itself: parallelize-nested-block.c). A parallelize on a loop the chain made inside
// the tile (on(intratile(1))) and one with threads(1) are checked the same
// way; so is a parallelize on the grid loop of a tile bigger than its
// nest, which runs one iteration: there is nothing to share out, and the
// step is applied. The chain of a loop inside a parallelized loop (a tile,
// which would run in the early scheduler) waits for the parallelize, so
// that both are judged on the source's nest in one run: both are applied.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 OMP_MAX_ACTIVE_LEVELS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2,3 OMP_MAX_ACTIVE_LEVELS=2 %t | diff %t.ref.out -
//
// CHECK: step 0 parallelize {{.*}}applied
// CHECK: step 0 parallelize threads(2) {{.*}}missed
// CHECK: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(intratile(1)) {{.*}}applied
// CHECK: step 0 tile sizes(16, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-nested.c inner_tiled
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-nested.c inner_tiled
// CHECK-NEXT: step 0 tile sizes(8) {{.*}}applied
//
// WARN: parallelize-nested.c:[[@LINE+13]]:5: warning: loop not parallelized: the loop is inside the loop that 'parallelize' runs in parallel, in the same nest, and Polly's code generator cannot start a parallel loop inside another one's outlined code; it runs on the thread of its outer iteration, as libomp runs a nested parallel region unless nesting is enabled: parallelize one loop of the nest (a tile's grid loop shares out more work) [-Wpass-failed]
// WARN: parallelize-nested.c:[[@LINE+11]]:24: note: 'parallelize threads(2)' requested here
// WARN: 1 warning generated.

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

int Q[8][8];

__attribute__((noinline)) void one_tile(void) {
#pragma loop transform parallelize on(grid(1))
#pragma loop transform tile sizes(16, 16)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      Q[i][j] = P[j][i] * 3 + M[i][j];
}

int R[N][N];

__attribute__((noinline)) void inner_tiled(int n) {
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
#pragma loop transform tile sizes(8)
    for (int j = 0; j < n; j++)
      R[i][j] = M[j][i] + i;
}

int main(void) {
  nested(N);
  inner_tiled(N);
  inside_tile(N);
  one_tile();
  long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (long)P[i][j] * (i + 2 * j + 1) + (i < 8 && j < 8 ? Q[i][j] : 0) +
           R[i][j] * (i ^ j);
  printf("%ld\n", s);
  return 0;
}
