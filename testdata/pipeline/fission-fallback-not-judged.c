// distribute splits `x[i + 2] = x[i] + y[i]; z[i] = y[i] * 3;` on the
// locality engine (LoopDistribute declines), under a run-time check that x,
// y and z do not overlap; the original loop stays as the check's fallback.
// Polly's code generator gives that fallback a new loop ID (it turns the
// vectorizer off on it), which hid it from the engine: it kept the chain's
// marker, the scheduler then asked the vectorizer for `vectorize width(8)`
// on it, and the vectorizer's "explicitly disabled" became a false warning
// for a chain that applied ("in the copy of the loop in 'f'"), breaking
// -Werror builds. Now the fallback is found by its latch: no directive
// applies to it, and the chain is judged on the loops that run. The
// program prints what clang-22 -O0's does.
//
// RUN: %loopcc -O2 -Werror=pass-failed %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t > %t.out
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.out

#include <stdio.h>

__attribute__((noinline)) void f(float *x, float *y, float *z, int n) {
#pragma loop transform vectorize width(8) on(coincident)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    x[i + 2] = x[i] + y[i];
    z[i] = y[i] * 3;
  }
}
// CHECK: chain fission-fallback-not-judged.c f [[@LINE-5]]:3
// CHECK-NEXT: step 0 distribute @[[@LINE-7]]:24 applied
// CHECK-NEXT: step 1 vectorize width(8) on(coincident) @[[@LINE-9]]:24 applied on=coincident vector_width=8

int main(void) {
  float x[1002], y[1000], z[1000];
  for (int i = 0; i < 1000; i++) { x[i] = i % 7; y[i] = i % 5; z[i] = 0; }
  x[1000] = x[1001] = 0;
  f(x, y, z, 1000);
  // Overlapping arrays: the fallback runs.
  f(x, x + 1, x + 3, 500);
  double s = 0;
  for (int i = 0; i < 1000; i++) s += x[i] * (i + 1) + z[i];
  printf("%.1f\n", s);
  return 0;
}
