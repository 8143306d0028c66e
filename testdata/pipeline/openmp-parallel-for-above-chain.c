// OpenMP 6 applies a worksharing loop written above loop transformations
// to the outermost loop they make. Under -fopenmp, `#pragma omp parallel
// for` above a `#pragma loop transform` stack is the stack's last step,
// `parallelize`, on the loop the stack's last step makes (the grid(1)
// loop of a tile): num_threads(N) is its threads(N), schedule its
// schedule; private, shared, reduction and collapse are what the engine's
// dependences work out (a sum in reduction(+: s) is given a copy per
// thread; collapse(2) shares out the outermost loop, each thread running
// the loops inside it). The outputs equal clang-22 -O0's with 1, 2, 3 and
// 7 threads. A `#pragma omp parallel for` with no stack below it stays
// clang's (one of them here, compiled as clang compiles it). loopcc checks
// the loop: one that carries a dependence runs sequentially, with the
// warning naming it. A clause loopcc cannot follow there is an error.
// (`#pragma omp for` above a stack: openmp-for-above-chain.c.)
//
// RUN: %clang -O0 -fopenmp %s -o %t.ref
// RUN: env OMP_NUM_THREADS=1 %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t | diff %t.ref.out -
// Under -fopenmp-simd clang reads the worksharing loop as a directive of
// its own and starts no threads; loopcc leaves it to clang, and a chain
// below it is the mix of two directive languages it was before (an error),
// never threads the compile did not ask for.
// RUN: not %loopcc -O2 -fopenmp-simd -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMD
// SIMD: error: '#pragma loop transform' cannot be combined with an OpenMP loop directive ('#pragma omp ...') on the same loop
// RUN: not %loopcc -O2 -fopenmp -DBAD_CLAUSE -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLAUSE
//
// CHECK: chain openmp-parallel-for-above-chain.c transpose
// CHECK-NEXT: step 0 tile sizes(16, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize threads(3) schedule(dynamic, 2) {{.*}}applied
// CHECK: chain openmp-parallel-for-above-chain.c sum
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 parallelize {{.*}}applied
// CHECK: chain openmp-parallel-for-above-chain.c collapsed
// CHECK-NEXT: step 0 interchange {{.*}}applied
// CHECK-NEXT: step 1 parallelize {{.*}}applied
// CHECK: chain openmp-parallel-for-above-chain.c shifted
// CHECK-NEXT: step 0 tile sizes(8) {{.*}}applied
// CHECK-NEXT: step 1 parallelize {{.*}}missed
//
// WARN: warning: loop not parallelized: the loop carries the dependence from A[i + 1] (line [[@LINE+52]]) to A[i] (line [[@LINE+52]])
// CLAUSE: error: 'proc_bind' of '#pragma omp parallel for' cannot be followed above a '#pragma loop transform' stack

#include <stdio.h>

#define N 100
float T[N][N], S[N][N];
int M[N][N], A[N + 1], C[N][N];

__attribute__((noinline)) void transpose(int n) {
  float t;
#pragma omp parallel for num_threads(3) schedule(dynamic, 2) private(t)
#pragma loop transform tile sizes(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      t = S[i][j] * 2.0f;
      T[j][i] = t + (float)i;
    }
}

__attribute__((noinline)) long sum(int n) {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += M[i][j];
  return s;
}

__attribute__((noinline)) void collapsed(int n) {
#pragma omp parallel for collapse(2) default(shared)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = M[j][i] - i;
}

__attribute__((noinline)) void plain(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    M[i][0] += 1;
}

__attribute__((noinline)) void shifted(int n) {
#ifdef BAD_CLAUSE
#pragma omp parallel for proc_bind(close)
#else
#pragma omp parallel for
#endif
#pragma loop transform tile sizes(8)
  for (int i = 0; i < n; i++)
    A[i] = A[i + 1] + 1;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      S[i][j] = (float)(i * N + j);
      M[i][j] = (i * 7 + j) % 11;
    }
  for (int i = 0; i <= N; i++)
    A[i] = i;
  transpose(N);
  long s = sum(N);
  collapsed(N);
  plain(N);
  shifted(N);
  double u = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u += T[i][j] * (i + 1) + C[i][j] + M[i][j];
  for (int i = 0; i < N; i++)
    u += A[i] * i;
  printf("%ld %.1f\n", s, u);
  return 0;
}
