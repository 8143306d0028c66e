// An integer minimum or maximum kept in a variable (`m = a[i] > m ? a[i] :
// m`, which InstCombine writes as llvm.smax) is a reduction: a
// `parallelize` runs it as OpenMP's reduction(max: m) does, each thread
// taking the maximum of its iterations into a copy of its own that starts
// at the operation's identity (the smallest value for a maximum, the
// largest for a minimum), the copies taken into the variable atomically
// (atomicrmw max, min, umax, umin) when the threads are done. Polly knows
// no such reduction; the engine marks it as one (ReductionSlots.cpp).
// Before, the loop was refused ("the loop carries the dependence through a
// value carried from one iteration to the next"). Checked: signed and
// unsigned, maximum and minimum, a 2-D maximum tiled then parallelized
// on(grid(1)), the start value above every element (the copies' identity
// must not win), a negative array, and a floating-point maximum, which
// stays refused (fmax is no integer min/max). The outputs equal clang-22
// -O0's with 1, 2, 3 and 7 threads.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t | diff %t.ref.out -
//
// CHECK: chain parallelize-min-max.c smax
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-min-max.c smin
// CHECK-NEXT: step 0 parallelize schedule(dynamic, 5) {{.*}}applied
// CHECK: chain parallelize-min-max.c umax
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-min-max.c umin
// CHECK-NEXT: step 0 parallelize threads(3) {{.*}}applied
// CHECK: chain parallelize-min-max.c tiled
// CHECK-NEXT: step 0 tile sizes(8, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-min-max.c fmaximum
// CHECK-NEXT: step 0 parallelize {{.*}}missed
//
// WARN: parallelize-min-max.c:[[@LINE+56]]:3: warning: loop not parallelized: the loop carries the dependence through a value carried from one iteration to the next (computed at line [[@LINE+57]])
// WARN-NOT: warning:

#include <stdio.h>

#define N 1000
int a[N];
unsigned u[N];
long long g[64][100];
double x[N];

__attribute__((noinline)) int smax(int n, int start) {
  int m = start;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return m;
}

__attribute__((noinline)) int smin(int n, int start) {
  int m = start;
#pragma loop transform parallelize schedule(dynamic, 5)
  for (int i = 0; i < n; i++)
    m = a[i] < m ? a[i] : m;
  return m;
}

__attribute__((noinline)) unsigned umax(int n) {
  unsigned m = 7;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    m = u[i] > m ? u[i] : m;
  return m;
}

__attribute__((noinline)) unsigned umin(int n) {
  unsigned m = 4000000000u;
#pragma loop transform parallelize threads(3)
  for (int i = 0; i < n; i++)
    m = u[i] < m ? u[i] : m;
  return m;
}

__attribute__((noinline)) long long tiled(void) {
  long long m = -5;
#pragma loop transform parallelize on(grid(1))
#pragma loop transform tile sizes(8, 16)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++)
      m = g[i][j] > m ? g[i][j] : m;
  return m;
}

__attribute__((noinline)) double fmaximum(int n) {
  double m = 0;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    m = x[i] > m ? x[i] : m;
  return m;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 37) % 1001 - 500;
    u[i] = 3000000000u + (unsigned)((i * 7919) % 100003);
    x[i] = (i * 13) % 101;
  }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++)
      g[i][j] = -1000000 + (i * 31 + j * 17) % 977;
  // Starts below, inside and above the elements' range.
  printf("%d %d %d\n", smax(N, -1000), smax(N, 0), smax(N, 1000));
  printf("%d %d %d\n", smin(N, 1000), smin(N, 0), smin(N, -1000));
  printf("%d %d\n", smax(0, 42), smin(1, 900));
  printf("%u %u %lld %.1f\n", umax(N), umin(N), tiled(), fmaximum(N));
  // All negative: the maximum's identity is the smallest int, not 0.
  for (int i = 0; i < N; i++)
    a[i] = -1 - i % 50;
  printf("%d %d\n", smax(N, -2147483647 - 1), smin(N, 0));
  return 0;
}
