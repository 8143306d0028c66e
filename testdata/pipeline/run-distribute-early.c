// Issue 12's first loop, the Code Transformation Metadata document's own
// example with restrict pointers: `A[i + 1] = A[i] * B[i]; C[i] = D[i] *
// E[i];` with `distribute` then `vectorize on(coincident)`. By the time
// LLVM's LoopDistribute runs (and the scheduler at VectorizerStart), GVN's
// load PRE has turned the A recurrence into a register recurrence and
// LoopDistribute refuses ("memory operations are safe for vectorization").
// loopcc tries distribute steps early, before GVN (TransformScheduler's
// EarlyDistribute, at the peephole extension point): the loop is split,
// the C loop vectorized, no warning, both steps applied; the program
// prints what the build without directives prints (floats, but no
// reassociation: each element is one multiply). A lone `distribute` gets
// the same early try.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -Rpass=loop-distribute -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: not grep -e 'warning:' -e 'error:' %t.err
// RUN: FileCheck --check-prefix=REMARKS %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// The C loop is vectorized, the A recurrence is not.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s

#include <stdio.h>

#define N 1000

__attribute__((noinline)) void kernel(float *restrict A, const float *restrict B,
                                      float *restrict C, const float *restrict D,
                                      const float *restrict E, int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4) on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 0; i < n; i++) {
    A[i + 1] = A[i] * B[i];
    C[i] = D[i] * E[i];
  }
}
// REMARKS: run-distribute-early.c:[[@LINE-5]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-distribute-early.c kernel [[@LINE-6]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-9]]:24 applied produced_loops={{[2-9]}} copies=kernel{{$}}
// JSON-NEXT: step 1 vectorize width(4) on(coincident) @[[@LINE-11]]:24 applied on=coincident vector_width=4 {{.*}}copies=kernel{{$}}
// IR-LABEL: define {{.*}}void @kernel(
// IR: fmul <4 x float>
// IR: {{^}}}

__attribute__((noinline)) void lone(float *restrict A, const float *restrict B,
                                    float *restrict C, const float *restrict D,
                                    const float *restrict E, int n) {
#if !defined(NO_PRAGMAS)
#pragma loop transform distribute
#endif
  for (int i = 0; i < n; i++) {
    A[i + 1] = A[i] * B[i];
    C[i] = D[i] * E[i];
  }
}
// REMARKS: run-distribute-early.c:[[@LINE-5]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-distribute-early.c lone [[@LINE-6]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-9]]:24 applied

float a[N + 1], b[N], c[N], d[N], e[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 1.0f + (i % 3) * 0.25f;
    b[i] = (i % 5) * 0.5f + 0.5f;
    d[i] = i * 0.125f;
    e[i] = (i % 7) - 3.0f;
  }
  kernel(a, b, c, d, e, 40);
  lone(a, b, c, d, e, 40);
  for (int i = 0; i < 40; i++)
    printf("%d %a %a\n", i, a[i], c[i]);
  return 0;
}
