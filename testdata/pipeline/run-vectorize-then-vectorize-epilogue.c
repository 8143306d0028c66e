// A second vectorize (or interleave) on the epilogue of a first one is
// applied: the epilogue carries the first step's marks only once its own
// step is done (a pending vectorize must not see llvm.loop.isvectorized,
// which the vectorizer takes as "already vectorized"). The program prints
// what the plain build prints.
// RUN: %loopcc -O2 '-Rpass=loop-vectorize' -floop-transform-report=%t.json %s -o %t 2> %t.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
#include <stdio.h>

__attribute__((noinline)) void twice(float *restrict a, const float *restrict b,
                                     int n) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize width(2) on(epilogue)
#pragma loop transform vectorize width(8)
#endif
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3.0f + 1.0f;
}
// REMARK: run-vectorize-then-vectorize-epilogue.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 8,
// REMARK: run-vectorize-then-vectorize-epilogue.c:[[@LINE-4]]:3: remark: vectorized loop (vectorization width: 2,
// JSON: chain run-vectorize-then-vectorize-epilogue.c twice [[@LINE-5]]:3
// JSON-NEXT: step 0 vectorize width(8) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(2) on(epilogue) {{.*}} applied

__attribute__((noinline)) void interleaved(float *restrict a,
                                           const float *restrict b, int n) {
#ifndef NO_PRAGMAS
#pragma loop transform interleave count(2) on(epilogue)
#pragma loop transform vectorize width(8)
#endif
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 5.0f - 1.0f;
}
// REMARK: run-vectorize-then-vectorize-epilogue.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 8,
// REMARK: run-vectorize-then-vectorize-epilogue.c:[[@LINE-4]]:3: remark: interleaved loop (interleaved count: 2)
// JSON: chain run-vectorize-then-vectorize-epilogue.c interleaved [[@LINE-5]]:3
// JSON-NEXT: step 0 vectorize width(8) {{.*}} applied
// JSON-NEXT: step 1 interleave count(2) on(epilogue) {{.*}} applied

int main(void) {
  static float A[1003], B[1003];
  for (int i = 0; i < 1003; i++)
    B[i] = (float)(i % 17);
  twice(A, B, 1003);
  double S = 0;
  for (int i = 0; i < 1003; i++)
    S += A[i];
  interleaved(A, B, 1001);
  for (int i = 0; i < 1003; i++)
    S += A[i];
  printf("%.1f\n", S);
  return 0;
}
