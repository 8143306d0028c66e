// `unroll count(4)` then `reverse`, on a map and on a stencil row, with a
// trip count known at run time. The unrolled loop hands its counter to
// the remainder loop, and on the stencil row GVN's load PRE carries
// `b[i + 1]` into the next iteration as `b[i]` in a register; Polly counts
// either as a value every iteration writes, and the locality engine
// refused to reverse the loop ("a value carried from one iteration to the
// next"). The scheduler now computes the counter's final value after the
// loop (LLVM's rewriteLoopExitValues) before the engine runs, and GVN's
// load-in-loop PRE is held off for a locality step after an unroll
// (passes/LoopLoadPREGate.cpp). Both chains apply at -O2 and -O3, no
// warning, and the program prints what the build without directives
// prints (integers).
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out

#include <stdio.h>

#define N 1000

int a[N], b[N + 2], c[N];
volatile int RuntimeN = N;

#if defined(NO_PRAGMAS)
#define CHAIN
#else
#define CHAIN                                                                  \
  _Pragma("loop transform reverse")                                            \
  _Pragma("loop transform unroll count(4)")
#endif

__attribute__((noinline)) void map(int n) {
  CHAIN
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3 + c[i];
}
// JSON: chain run-unroll-then-reverse.c map [[@LINE-3]]:3
// JSON-NEXT: step 0 unroll count(4) @{{.*}} applied produced_loops=2 copies=map{{$}}
// JSON-NEXT: step 1 reverse @{{.*}} applied

__attribute__((noinline)) void stencil_row(int n) {
  CHAIN
  for (int i = 1; i < n; i++)
    a[i] = b[i - 1] + 2 * b[i] + b[i + 1];
}
// JSON: chain run-unroll-then-reverse.c stencil_row [[@LINE-3]]:3
// JSON-NEXT: step 0 unroll count(4) @{{.*}} applied produced_loops=2 copies=stencil_row{{$}}
// JSON-NEXT: step 1 reverse @{{.*}} applied

int main(void) {
  for (int i = 0; i < N + 2; i++)
    b[i] = (i * 7) % 19 - 9;
  for (int i = 0; i < N; i++)
    c[i] = i % 5;
  unsigned long sum = 0;
  map(RuntimeN - 1);
  for (int i = 0; i < N; i++)
    sum = sum * 31 + (unsigned)a[i];
  stencil_row(RuntimeN);
  for (int i = 0; i < N; i++)
    sum = sum * 31 + (unsigned)a[i];
  printf("%lu\n", sum);
  return 0;
}
