// A sum updated with several terms in one iteration (`s += a[i] + b[i]`)
// runs in parallel as a sum of one term does. LLVM's Reassociate pass
// leaves it as two updates of the sum, `(s + a[i]) + b[i]`, which the
// engine took for a value carried from one iteration to the next and
// refused ("the loop carries the dependence through a value carried from
// one iteration to the next", docs/reliability.md, seeds 980123, 980155,
// ...); the engine now folds such a chain into one update, s + (a[i] +
// b[i]) (ReductionSlots.cpp), where that keeps the value: integers always,
// floating point when the compile allows reassociation. Checked: two and
// three terms, a difference (s = s - a[i] - c[i]), a 2-D sum tiled then
// parallelized on(grid(1)), a double sum under -ffast-math (refused
// without it, with tile's reason), tile and interchange of such a sum
// (the same folding serves every locality step), and (s * 3) + a[i],
// which is no sum: refused, named. The outputs equal clang-22 -O0's with
// 1, 2, 3 and 7 threads (the doubles are small integers: every order of
// the additions gives the same result).
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
// RUN: %loopcc -O2 -ffast-math %s -o %t.fast -floop-transform-report=%t.fast.json 2> %t.fast.err
// RUN: %python %S/Inputs/report.py %t.fast.json | FileCheck %s --check-prefix=FAST
// RUN: env OMP_NUM_THREADS=3 %t.fast | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t.fast | diff %t.ref.out -
//
// CHECK: chain parallelize-multi-term-sums.c two
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-multi-term-sums.c three
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-multi-term-sums.c difference
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-multi-term-sums.c tiled
// CHECK-NEXT: step 0 tile sizes(8, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-multi-term-sums.c interchanged
// CHECK-NEXT: step 0 interchange {{.*}}applied
// CHECK: chain parallelize-multi-term-sums.c fsum
// CHECK-NEXT: step 0 parallelize {{.*}}missed
// CHECK: chain parallelize-multi-term-sums.c scaled
// CHECK-NEXT: step 0 parallelize {{.*}}missed
// FAST: chain parallelize-multi-term-sums.c fsum
// FAST-NEXT: step 0 parallelize {{.*}}applied
//
// WARN-DAG: parallelize-multi-term-sums.c:[[@LINE+57]]:3: warning: loop not parallelized: 'parallelize' would change the order of the floating-point sum at line [[@LINE+58]] {{.*}}, which changes its rounding; allow reassociation to let it
// WARN-DAG: parallelize-multi-term-sums.c:[[@LINE+64]]:3: warning: loop not parallelized: the loop carries the dependence through a value carried from one iteration to the next
// WARN-NOT: warning:

#include <stdio.h>

#define N 1000
int a[N], b[N], c[N];
double x[N], y[N];
int M[64][100], P[64][100];

__attribute__((noinline)) int two(int n) {
  int s = 5;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    s += a[i] + b[i];
  return s;
}

__attribute__((noinline)) int three(int n) {
  int s = 1;
#pragma loop transform parallelize schedule(dynamic, 7)
  for (int i = 0; i < n; i++)
    s += a[i] + 2 * b[i] + c[i];
  return s;
}

__attribute__((noinline)) unsigned difference(int n) {
  unsigned s = 100000;
#pragma loop transform parallelize threads(3)
  for (int i = 0; i < n; i++)
    s = s - a[i] - c[i];
  return s;
}

__attribute__((noinline)) int tiled(void) {
  int s = 0;
#pragma loop transform parallelize on(grid(1))
#pragma loop transform tile sizes(8, 16)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++)
      s += M[i][j] + P[i][j];
  return s;
}

__attribute__((noinline)) int interchanged(void) {
  int s = 0;
#pragma loop transform interchange
  for (int j = 0; j < 100; j++)
    for (int i = 0; i < 64; i++)
      s += M[i][j] - 3 * P[i][j];
  return s;
}

__attribute__((noinline)) double fsum(int n) {
  double d = 0.5;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    d += x[i] + y[i];
  return d;
}

__attribute__((noinline)) int scaled(int n) {
  int s = 1;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    s = s * 3 + a[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i % 17 - 8;
    b[i] = i % 5;
    c[i] = (i * 7) % 11;
    x[i] = i % 13;
    y[i] = (i * 3) % 7;
  }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++) {
      M[i][j] = (i * 31 + j) % 23;
      P[i][j] = (i + j * 7) % 19;
    }
  printf("%d %d %u %d %d %.1f %d\n", two(N), three(N), difference(N),
         tiled(), interchanged(), fsum(N), scaled(N));
  return 0;
}
