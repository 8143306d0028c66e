// `unroll count(4)` then `distribute` on loops whose trip count is a known
// constant that 4 does not divide (1001 and 1002), issue 12's odd trip
// count. LLVM's unroll pass unrolls such a loop without a remainder loop:
// it keeps an exit test in the unrolled body, and LoopDistribute then
// refuses the loop ("loop is not bottom tested"). For a chain that goes on
// to distribute the unrolled loop, loopcc unrolls with a remainder loop
// instead (passes/UnrollWithRemainder.cpp, LLVM's UnrollLoop with its
// run-time remainder): at -O2 and -O3 both steps apply, in that order, the
// unroll produced the unrolled loop and its remainder, no warning, and
// the program prints what the build without directives prints. A trip
// count 4 divides (1000) and a lone `unroll count(4)` on the odd trip
// count are left to LLVM's unroll pass: no remainder loop.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
//
// RUN: %loopcc -O2 -Rpass='loop-unroll|loop-distribute' \
// RUN:   -floop-transform-report=%t.O2.json %s -o %t.O2 2> %t.O2.err
// RUN: FileCheck --check-prefix=REMARKS --implicit-check-not=warning: %s < %t.O2.err
// RUN: %python %S/Inputs/report.py %t.O2.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// RUN: %loopcc -O3 -Rpass='loop-unroll|loop-distribute' \
// RUN:   -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=REMARKS --implicit-check-not=warning: %s < %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out

#include <stdio.h>

int a[1003], b[1003], c[1003], d[1003], e[1003];

#if defined(NO_PRAGMAS)
#define CHAIN
#else
#define CHAIN                                                                  \
  _Pragma("loop transform distribute")                                         \
  _Pragma("loop transform unroll count(4)")
#endif

__attribute__((noinline)) void odd(void) {
  CHAIN
  for (int i = 0; i < 1001; i++) {
    a[i + 1] = a[i] * b[i] % 1009;
    c[i] = d[i] * e[i];
  }
}
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 4 with run-time trip count [-Rpass=loop-unroll]
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-6]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-unroll-then-distribute-constant-trip.c odd [[@LINE-7]]:3
// JSON-NEXT: step 0 unroll count(4) @{{.*}} applied produced_loops=2 copies=odd{{$}}
// JSON-NEXT: step 1 distribute @{{.*}} applied produced_loops={{[2-9]}} copies=odd{{$}}

__attribute__((noinline)) void two_left(void) {
  CHAIN
  for (int i = 0; i < 1002; i++) {
    a[i + 1] = a[i] * b[i] % 1009;
    c[i] = d[i] * e[i];
  }
}
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 4 with run-time trip count [-Rpass=loop-unroll]
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-6]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-unroll-then-distribute-constant-trip.c two_left [[@LINE-7]]:3
// JSON-NEXT: step 0 unroll count(4) @{{.*}} applied produced_loops=2 copies=two_left{{$}}
// JSON-NEXT: step 1 distribute @{{.*}} applied produced_loops={{[2-9]}} copies=two_left{{$}}

__attribute__((noinline)) void divides(void) {
  CHAIN
  for (int i = 0; i < 1000; i++) {
    a[i + 1] = a[i] * b[i] % 1009;
    c[i] = d[i] * e[i];
  }
}
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 4 [-Rpass=loop-unroll]
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-6]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-unroll-then-distribute-constant-trip.c divides [[@LINE-7]]:3
// JSON-NEXT: step 0 unroll count(4) @{{.*}} applied produced_loops=1 copies=divides{{$}}
// JSON-NEXT: step 1 distribute @{{.*}} applied produced_loops={{[2-9]}} copies=divides{{$}}

__attribute__((noinline)) void lone(void) {
#if !defined(NO_PRAGMAS)
#pragma loop transform unroll count(4)
#endif
  for (int i = 0; i < 1001; i++) {
    a[i + 1] = a[i] * b[i] % 1009;
    c[i] = d[i] * e[i];
  }
}
// REMARKS: run-unroll-then-distribute-constant-trip.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 4 [-Rpass=loop-unroll]
// JSON: chain run-unroll-then-distribute-constant-trip.c lone [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(4) @[[@LINE-9]]:24 applied

static void fill(int *x, int seed) {
  for (int i = 0; i < 1003; i++)
    x[i] = (i * seed + 7) % 23 - 11;
}

int main(void) {
  unsigned long sum = 0;
  void (*kernels[])(void) = {odd, two_left, divides, lone};
  for (int k = 0; k < 4; k++) {
    fill(a, 3);
    fill(b, 5);
    fill(c, 0);
    fill(d, 7);
    fill(e, 11);
    kernels[k]();
    for (int i = 0; i < 1003; i++)
      sum = sum * 31 + (unsigned)a[i] * 7 + (unsigned)c[i];
    printf("%d %lu\n", k, sum);
  }
  return 0;
}
