// `#pragma omp for` above a `#pragma loop transform` stack, inside a
// parallel region (and once orphaned, outside any): clang shares the
// loop's iterations out among the threads of the team, as without the
// stack, and the stack's steps transform the loop each thread runs. clang
// emits that loop at the `omp for` line (inside the runtime's dispatch loop
// for a dynamic schedule), and the chain is attached there: a tile of a
// matrix product, a tile of a transpose under schedule(dynamic, 3), a tile
// under collapse(2) (the worksharing loop shares out the outermost loop
// only, the loops inside are the tile's), a vectorized integer sum under
// reduction(+: s) (s read after the loop), a nowait loop, and an orphaned
// loop unrolled; the product also with no iteration, the transpose also
// with one, fewer than the threads. Each step
// is applied (the report says so), and the output is clang-22 -O0's with
// 1, 2, 3 and 7 threads, and at -O0, where no step runs. OpenMP 6 shares
// out the outermost loop the stack makes; clang's worksharing shares out
// the loop as written: the two agree for steps that keep the loop
// outermost over its own iterations, and any other step below `omp for`
// is an error at its directive (interchange, distribute, parallelize).
//
// RUN: %clang -O0 -fopenmp %s -o %t.ref
// RUN: env OMP_NUM_THREADS=1 %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t | diff %t.ref.out -
// RUN: %loopcc -O0 -fopenmp %s -o %t.o0 2>&1 | count 0
// RUN: env OMP_NUM_THREADS=3 %t.o0 | diff %t.ref.out -
// RUN: not %loopcc -O2 -fopenmp -DINTERCHANGE -c %s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: not test -e %t.bad.o
//
// CHECK: chain openmp-for-above-chain.c product
// CHECK-NEXT: step 0 tile sizes(16, 16) {{.*}}applied
// CHECK: chain openmp-for-above-chain.c dynamic_tile
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK: chain openmp-for-above-chain.c collapsed
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK: chain openmp-for-above-chain.c summed
// CHECK-NEXT: step 0 vectorize width(4) {{.*}}applied
// CHECK: chain openmp-for-above-chain.c unwaited
// CHECK-NEXT: step 0 tile sizes(16) {{.*}}applied
// CHECK: chain openmp-for-above-chain.c orphaned
// CHECK-NEXT: step 0 unroll count(2) {{.*}}applied
//
// ERROR: openmp-for-above-chain.c:[[@LINE+16]]:24: error: 'interchange' cannot stand below '#pragma omp for': clang shares out the iterations of the loop as written among the threads of the team, and 'interchange' would make another loop the outermost one
// ERROR: 1 error generated.

#include <stdio.h>

#define N 96
double A[N][N], B[N][N], C[N][N];
float P[N][N], Q[N][N];
int V[4 * N], W[N];
long Sum;

__attribute__((noinline)) void product(int n) {
#pragma omp parallel
  {
#pragma omp for
#ifdef INTERCHANGE
#pragma loop transform interchange
#else
#pragma loop transform tile sizes(16, 16)
#endif
    for (int i = 0; i < n; i++)
      for (int k = 0; k < n; k++)
        for (int j = 0; j < n; j++)
          C[i][j] += A[i][k] * B[k][j];
  }
}

__attribute__((noinline)) void dynamic_tile(int n) {
#pragma omp parallel
  {
#pragma omp for schedule(dynamic, 3)
#pragma loop transform tile sizes(8, 8)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        P[i][j] = P[i][j] * 0.5f + Q[j][i];
  }
}

__attribute__((noinline)) void collapsed(int n) {
#pragma omp parallel
  {
#pragma omp for collapse(2)
#pragma loop transform tile sizes(8, 8)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        Q[i][j] += P[j][i] + 1.0f;
  }
}

__attribute__((noinline)) void summed(int n) {
  long s = 0;
#pragma omp parallel
  {
#pragma omp for reduction(+ : s)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < 4 * n; i++)
      s += V[i] * 3;
  }
  Sum += s;
}

__attribute__((noinline)) void unwaited(int n) {
#pragma omp parallel
  {
#pragma omp for nowait
#pragma loop transform tile sizes(16)
    for (int i = 0; i < n; i++)
      W[i] = W[i] * 2 + i;
  }
}

__attribute__((noinline)) void orphaned(int n) {
#pragma omp for
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    V[i] += i % 5;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * j % 7) / 7.0;
      B[i][j] = (i + j) % 5;
      P[i][j] = (float)((i * 3 + j) % 11);
      Q[i][j] = (float)((i + 2 * j) % 13);
    }
  for (int i = 0; i < 4 * N; i++)
    V[i] = i % 17 - 8;
  for (int i = 0; i < N; i++)
    W[i] = i;
  product(0);
  dynamic_tile(1);
  product(N);
  dynamic_tile(N);
  collapsed(N);
  orphaned(4 * N);
  summed(N);
  unwaited(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * (i + 1) + P[i][j] * (j + 2) + Q[i][j];
  long t = Sum;
  for (int i = 0; i < N; i++)
    t += W[i] * (i + 1);
  printf("%.3f %ld\n", s, t);
  return 0;
}
