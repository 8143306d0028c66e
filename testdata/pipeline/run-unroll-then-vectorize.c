// `unroll count(2)` then `vectorize width(4)`, an order LLVM's pipeline
// (vectorize, then unroll) cannot do: at -O2 and -O3 remarks in that order,
// both steps applied (JSON), no warning, the vector loop covers both unrolled
// elements (<8 x float>), and the output equals the build without directives.
// clang-22's closest pragma vectorizes first, then unrolls. scale() is
// elementwise: bit-identical (hex floats). dot() is a float reduction of
// N = 1003 positive terms that the forced vectorize may reorder: each order
// errs by at most (N-1)*2^-24 of the sum (Higham), so two orders differ by
// < 1.2e-4 relative; allowed: 2e-4.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
//
// RUN: %loopcc -O2 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -floop-transform-report=%t.O2.json %s -o %t.O2 2> %t.O2.err
// RUN: FileCheck --check-prefix=SCALE %s < %t.O2.err
// RUN: FileCheck --check-prefix=DOT %s < %t.O2.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O2.err
// RUN: %python %S/Inputs/report.py %t.O2.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: %python %S/Inputs/same-output.py --rel-tol 2e-4 %t.ref.out %t.O2.out
//
// RUN: %loopcc -O3 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=SCALE %s < %t.O3.err
// RUN: FileCheck --check-prefix=DOT %s < %t.O3.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: %python %S/Inputs/same-output.py --rel-tol 2e-4 %t.ref.out %t.O3.out
//
// The vector loop of scale() handles a[i] and a[i+1] of the unrolled body.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
//
// clang-22: `#pragma clang loop vectorize_width(4) unroll_count(2)`.
// RUN: %clang -DCLANG -O2 -Rpass='loop-vectorize|loop-unroll' -c %s -o /dev/null 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err
// RUN: %clang -DCLANG -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=CLANG-IR %s

#include <stdio.h>

#define N 1003

__attribute__((noinline)) void scale(float *restrict a, const float *restrict b,
                                     int n) {
#if defined(CLANG)
#pragma clang loop vectorize_width(4) unroll_count(2)
#elif !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// SCALE-NOT: run-unroll-then-vectorize.c:[[@LINE-3]]:3: remark: vectorized
// SCALE: run-unroll-then-vectorize.c:[[@LINE-4]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// SCALE: run-unroll-then-vectorize.c:[[@LINE-5]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// JSON: chain run-unroll-then-vectorize.c scale [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-9]]:24 applied {{.*}}copies=scale{{$}}
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-11]]:24 applied vector_width=4 {{.*}}copies=scale{{$}}
// CLANG-NOT: run-unroll-then-vectorize.c:[[@LINE-9]]:3: remark: unrolled
// CLANG: run-unroll-then-vectorize.c:[[@LINE-10]]:3: remark: vectorized loop (vectorization width: 4
// CLANG: run-unroll-then-vectorize.c:[[@LINE-11]]:3: remark: unrolled loop by a factor of 2
// IR-LABEL: define {{.*}}void @scale(
// IR: load <8 x float>
// IR: store <8 x float>
// IR: {{^}}}
// CLANG-IR-LABEL: define {{.*}}void @scale(
// CLANG-IR-NOT: <8 x float>
// CLANG-IR: store <4 x float>
// CLANG-IR-NOT: <8 x float>
// CLANG-IR: {{^}}}

__attribute__((noinline)) float dot(const float *restrict a,
                                    const float *restrict b, int n) {
  float s = 0.0f;
#if defined(CLANG)
#pragma clang loop vectorize_width(4) unroll_count(2)
#elif !defined(NO_PRAGMAS)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
// DOT-NOT: run-unroll-then-vectorize.c:[[@LINE-4]]:3: remark: vectorized
// DOT: run-unroll-then-vectorize.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// DOT: run-unroll-then-vectorize.c:[[@LINE-6]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// JSON: chain run-unroll-then-vectorize.c dot [[@LINE-7]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-10]]:24 applied {{.*}}copies=dot{{$}}
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-12]]:24 applied vector_width=4 {{.*}}copies=dot{{$}}
// JSON-NOT: {{^}}chain
// CLANG-NOT: run-unroll-then-vectorize.c:[[@LINE-11]]:3: remark: unrolled
// CLANG: run-unroll-then-vectorize.c:[[@LINE-12]]:3: remark: vectorized loop (vectorization width: 4
// CLANG: run-unroll-then-vectorize.c:[[@LINE-13]]:3: remark: unrolled loop by a factor of 2

float a[N], b[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 1.0f / (float)(i + 1);
    b[i] = (float)(i % 17) / 3.0f;
  }
  scale(a, b, N);
  for (int i = 0; i < N; i++)
    printf("a[%d] = %a\n", i, a[i]);
  printf("~ dot %.9g\n", dot(a, b, N));
  return 0;
}
