// `parallelize` runs a loop's iterations on the threads of LLVM's OpenMP
// runtime (libomp), linked without -fopenmp. Checked here, each program's
// output equal to clang-22 -O0's with 1, 2, 3 and 7 threads:
// - a loop that carries no dependence is parallelized, with the runtime's
//   default threads, threads(1), threads(3) schedule(dynamic, 2) and
//   schedule(static, 5), also when it runs no iteration or one;
// - `parallelize on(grid(1))` after a tile, the tile's inner loop
//   vectorized by a chain of its own inside the outlined body;
// - a loop that carries a dependence is refused, the dependence named,
//   and still computes what the source says; a loop that updates one sum
//   in every iteration runs in parallel (parallelize-sums.c has more).
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref 0 > %t.ref0.out
// RUN: %t.ref 1 > %t.ref1.out
// RUN: %t.ref 97 > %t.ref97.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %llvm-objdump -t %t | FileCheck %s --check-prefix=SYMBOLS
// RUN: env OMP_NUM_THREADS=1 %t 97 | diff %t.ref97.out -
// RUN: env OMP_NUM_THREADS=2 %t 97 | diff %t.ref97.out -
// RUN: env OMP_NUM_THREADS=3 %t 97 | diff %t.ref97.out -
// RUN: env OMP_NUM_THREADS=7 %t 97 | diff %t.ref97.out -
// RUN: env OMP_NUM_THREADS=2 %t 0 | diff %t.ref0.out -
// RUN: env OMP_NUM_THREADS=3 %t 1 | diff %t.ref1.out -
// RUN: %loopcc -O2 -c %s -o /dev/null -Rpass='loopcc-.*' 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %loopcc -O2 -c %s -o %t.o -fsave-optimization-record -foptimization-record-file=%t.yaml 2> /dev/null
// RUN: FileCheck %s --check-prefix=YAML < %t.yaml
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: env OMP_NUM_THREADS=7 %t.O3 97 | diff %t.ref97.out -
//
// CHECK: step 0 parallelize {{.*}}applied
// CHECK: step 0 parallelize threads(1) {{.*}}applied
// CHECK: step 0 parallelize threads(3) schedule(dynamic, 2) {{.*}}applied
// CHECK: step 0 parallelize schedule(static, 5) {{.*}}applied
// CHECK: step 0 tile sizes(16, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(grid(1)) {{.*}}applied
// CHECK: step 0 vectorize width(4) {{.*}}applied
// CHECK: step 0 parallelize {{.*}}missed
// CHECK: step 0 parallelize {{.*}}applied
//
// WARN: parallelize.c:[[@LINE+46]]:3: warning: loop not parallelized: the loop carries the dependence from a[i] (line [[@LINE+47]]) to a[i - 1] (line [[@LINE+47]]): its iterations must run one after another
// SYMBOLS: __kmpc_fork_call
// Each applied engine step says so under -Rpass, at its loop, as LLVM's
// passes do, and the optimization record keeps it:
// REMARK: parallelize.c:[[@LINE+18]]:3: remark: parallelized loop (threads: the runtime's default; schedule: static) [-Rpass=loopcc-parallelize]
// REMARK: parallelize.c:[[@LINE+20]]:3: remark: parallelized loop (threads: 1; schedule: static) [-Rpass=loopcc-parallelize]
// REMARK: parallelize.c:[[@LINE+22]]:3: remark: parallelized loop (threads: 3; schedule: dynamic, chunk 2) [-Rpass=loopcc-parallelize]
// REMARK: parallelize.c:[[@LINE+24]]:3: remark: parallelized loop (threads: the runtime's default; schedule: static, chunk 5) [-Rpass=loopcc-parallelize]
// REMARK: parallelize.c:[[@LINE+30]]:3: remark: tiled loop (sizes 16 x 16) [-Rpass=loopcc-tile]
// REMARK: parallelize.c:[[@LINE+29]]:3: remark: parallelized loop (threads: the runtime's default; schedule: static) [-Rpass=loopcc-parallelize]
// YAML: Pass: loopcc-parallelize
// YAML: Name: Applied

#include <stdio.h>
#include <stdlib.h>

#define N 100
int a[N], b[N], c[N], d[N];
float T[N][N], S[N][N];

__attribute__((noinline)) void fill(int n) {
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    a[i] = 3 * i + 1;
#pragma loop transform parallelize threads(1)
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 2;
#pragma loop transform parallelize threads(3) schedule(dynamic, 2)
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
#pragma loop transform parallelize schedule(static, 5)
  for (int i = 0; i < n; i++)
    d[i] = c[i] - i;
}

__attribute__((noinline)) void transpose(int n) {
#pragma loop transform parallelize on(grid(1))
#pragma loop transform tile sizes(16, 16)
  for (int i = 0; i < n; i++)
#pragma loop transform vectorize width(4)
    for (int j = 0; j < n; j++)
      T[j][i] = S[i][j] * 2.0f + (float)i;
}

__attribute__((noinline)) void recurrence(int n) {
#pragma loop transform parallelize
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
}

__attribute__((noinline)) int sum(int n) {
  int s = 0;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    s += b[i];
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      S[i][j] = (float)(i * N + j);
  fill(n);
  transpose(n);
  recurrence(n);
  long t = 0;
  for (int i = 0; i < N; i++)
    t += a[i] + 3L * b[i] + 5L * c[i] + 7L * d[i];
  double u = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u += T[i][j] * (i + 1);
  printf("%ld %d %.1f\n", t, sum(n), u);
  return 0;
}
