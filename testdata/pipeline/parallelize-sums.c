// A loop whose iterations all update one sum kept in a variable runs in
// parallel, each thread adding into a copy of its own that starts at the
// operation's identity and is added into the sum when the thread is done
// (OpenMP's reduction, on libomp): integer + * | ^ & always, a
// floating-point sum when the compile allows reassociation (-ffast-math),
// the same rule as tile's; without it the loop is refused with tile's
// reason. A 2-D sum tiled and parallelized on(grid(1)) too. A sum kept in
// an array element is refused, named, with the advice to keep it in a
// variable: threads would add to the one element at once (here it may
// also alias what the loop reads; GVN carries it in a register, which the
// engine loads from memory again, MemoryRecurrences.h, so that the
// refusal names the sum, not a dependence of the register). The floating-point values are small
// integers, so that every order of the additions gives the same result:
// the outputs equal clang-22 -O0's with 1, 2, 3 and 7 threads.
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
// RUN: FileCheck %s --check-prefix=FASTWARN < %t.fast.err
// RUN: %python %S/Inputs/report.py %t.fast.json | FileCheck %s --check-prefix=FAST
// RUN: env OMP_NUM_THREADS=3 %t.fast | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t.fast | diff %t.ref.out -
//
// CHECK: chain parallelize-sums.c sum
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-sums.c product
// CHECK-NEXT: step 0 parallelize {{.*}}applied
// CHECK: chain parallelize-sums.c bits
// CHECK-NEXT: step 0 parallelize schedule(dynamic, 3) {{.*}}applied
// CHECK: chain parallelize-sums.c tiled
// CHECK-NEXT: step 0 tile sizes(8, 16) {{.*}}applied
// CHECK-NEXT: step 1 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-sums.c fsum
// CHECK-NEXT: step 0 parallelize {{.*}}missed
// CHECK: chain parallelize-sums.c element
// CHECK-NEXT: step 0 parallelize {{.*}}missed
// FAST: chain parallelize-sums.c fsum
// FAST-NEXT: step 0 parallelize {{.*}}applied
// FAST: chain parallelize-sums.c lsum
// FAST-NEXT: step 0 parallelize {{.*}}missed
// FAST-NEXT: reason: every iteration updates the same sum {{.*}}, of a type whose copies loopcc cannot add atomically (only integers of 8 to 64 bits, float and double)
//
// WARN: parallelize-sums.c:[[@LINE+51]]:3: warning: loop not parallelized: 'parallelize' would change the order of the floating-point sum at line [[@LINE+52]] (d += v[i]), which changes its rounding; allow reassociation to let it
// WARN: parallelize-sums.c:[[@LINE+67]]:3: warning: loop not parallelized: every iteration updates the same element of an array at line [[@LINE+68]] (total[0] += p[i]): threads would add to it at once; loopcc gives each thread a copy only of a sum kept in a variable
// FASTWARN-NOT: parallelize-sums.c:[[@LINE+49]]:3: warning
// FASTWARN: parallelize-sums.c:[[@LINE+65]]:3: warning: loop not parallelized: every iteration updates the same element of an array

#include <stdio.h>

#define N 1000
int b[N];
unsigned c[N];
double v[N];
int M[64][100];
int total[2];

__attribute__((noinline)) long sum(int n) {
  long s = 5;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    s += b[i];
  return s;
}

__attribute__((noinline)) unsigned product(int n) {
  unsigned p = 3;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    p *= c[i];
  return p;
}

__attribute__((noinline)) unsigned bits(int n) {
  unsigned x = 0x5a5a;
#pragma loop transform parallelize schedule(dynamic, 3)
  for (int i = 0; i < n; i++)
    x ^= c[i] * 2654435761u;
  return x;
}

__attribute__((noinline)) long tiled(int n) {
  long s = 0;
#pragma loop transform parallelize on(grid(1))
#pragma loop transform tile sizes(8, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 100; j++)
      s += M[i][j];
  return s;
}

__attribute__((noinline)) double fsum(int n) {
  double d = 0;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    d += v[i];
  return d;
}

// A long double sum: no atomic add for its copies.
__attribute__((noinline)) long double lsum(int n) {
  long double d = 0;
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    d += v[i];
  return d;
}

// p may point into total: LICM cannot keep total[0] in a register.
__attribute__((noinline)) void element(int n, const int *p) {
#pragma loop transform parallelize
  for (int i = 0; i < n; i++)
    total[0] += p[i];
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = i % 17 - 8;
    c[i] = i % 5 + 1;
    v[i] = (double)(i % 9);
  }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 100; j++)
      M[i][j] = (i + j) % 4;
  element(N, b);
  printf("%ld %u %u %ld %.1f %d %.1Lf\n", sum(N), product(N), bits(N), tiled(64),
         fsum(N), total[0], lsum(N));
  return 0;
}
