// A `#pragma loop transform` stack inside an OpenMP region binds to its
// loop wherever the region stands:
// - the region is the body of a `for` or an `if` without braces. clang's
//   range of such a statement ends at the end of the directive's line, so
//   the stack inside the region's braces was taken for one after the loop:
//   "expected a for, while or do-while loop to follow '#pragma loop
//   transform', not the end of the block" (seed 7402 of the differential
//   run's `--omp-for` programs), where clang-22 compiles the unit;
// - the stack stands right below `#pragma omp single` or `#pragma omp
//   task`, whose statement clang wraps in the region it outlines: "this
//   statement is not a loop" before.
// Each chain is in the report (bound), the unit compiles without an
// error, and the program prints what clang-22 -O0 prints with 1, 2 and 3
// threads.
//
// RUN: %clang -O0 -fopenmp %s -o %t.ref
// RUN: env OMP_NUM_THREADS=2 %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp %s -o %t -floop-transform-report=%t.json
// RUN: %python %S/../pipeline/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: %loopcc -O0 -fopenmp -c %s -o %t.O0.o
//
// CHECK-DAG: chain bind-openmp-region-body.c for_body
// CHECK-DAG: chain bind-openmp-region-body.c if_body
// CHECK-DAG: chain bind-openmp-region-body.c single_body
// CHECK-DAG: chain bind-openmp-region-body.c single_unbraced
// CHECK-DAG: chain bind-openmp-region-body.c task_body

#include <stdio.h>

#define N 64
int A[N][N], B[N][N], C[N];

__attribute__((noinline)) void for_body(void) {
  for (int i = 0; i < N; i++)
#pragma omp parallel
    {
#pragma omp for
#pragma loop transform reverse
      for (int j = 0; j < N; j++)
        B[i][j] = A[i][j] + j;
    }
}

__attribute__((noinline)) void if_body(int flag) {
  if (flag)
#pragma omp parallel
    {
#pragma omp for
#pragma loop transform unroll count(2)
      for (int j = 0; j < N; j++)
        C[j] = A[j][j] * 3;
    }
}

__attribute__((noinline)) void single_body(void) {
#pragma omp parallel
  {
#pragma omp single
#pragma loop transform tile sizes(8, 8)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        B[j][i] += A[i][j];
  }
}

__attribute__((noinline)) void single_unbraced(void) {
  for (int r = 0; r < 2; r++)
#pragma omp parallel
#pragma omp single
#pragma loop transform reverse
    for (int j = 0; j < N; j++)
      C[j] += r + j;
}

__attribute__((noinline)) void task_body(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma omp task
#pragma loop transform interchange
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        B[i][j] -= A[j][i];
#pragma omp taskwait
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 31;
  for_body();
  if_body(1);
  single_body();
  single_unbraced();
  task_body();
  long S = 0;
  for (int i = 0; i < N; i++) {
    S += C[i] * (i + 1);
    for (int j = 0; j < N; j++)
      S += B[i][j] * (i + 2 * j + 1);
  }
  printf("%ld\n", S);
  return 0;
}
