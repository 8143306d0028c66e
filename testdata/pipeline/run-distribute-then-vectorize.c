// `distribute` then `vectorize on(coincident)`, LLVM's own order, for
// comparison: at -O2 and -O3 remarks in that order, both steps applied
// (JSON), no warning, the multiply loop vectorized, output equal to the build
// without directives (integers, exact). clang-22's `distribute(enable)
// vectorize(enable)` puts the vectorize request on every distributed loop
// and so warns "loop not vectorized" about the recurrence.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
//
// RUN: %loopcc -O2 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -floop-transform-report=%t.O2.json %s -o %t.O2 2> %t.O2.err
// RUN: FileCheck --check-prefix=REMARKS %s < %t.O2.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O2.err
// RUN: %python %S/Inputs/report.py %t.O2.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// RUN: %loopcc -O3 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=REMARKS %s < %t.O3.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// The multiplication is vectorized, the recurrence is not.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
//
// RUN: %clang -DCLANG -O2 -Rpass='loop-vectorize|loop-distribute' -c %s -o /dev/null 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

#include <stdio.h>

#define N 1000

__attribute__((noinline)) void kernel(int *restrict a, const int *restrict b,
                                      int *restrict c, const int *restrict d,
                                      const int *restrict e, int n) {
#if defined(CLANG)
#pragma clang loop distribute(enable) vectorize(enable)
#elif !defined(NO_PRAGMAS)
#pragma loop transform vectorize on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// REMARKS-NOT: run-distribute-then-vectorize.c:[[@LINE-5]]:3: remark: vectorized
// REMARKS: run-distribute-then-vectorize.c:[[@LINE-6]]:3: remark: distributed loop [-Rpass=loop-distribute]
// REMARKS: run-distribute-then-vectorize.c:[[@LINE-7]]:3: remark: vectorized loop (vectorization width: {{[0-9]+}}, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// JSON: chain run-distribute-then-vectorize.c kernel [[@LINE-8]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-11]]:24 applied produced_loops={{[2-9]}} copies=kernel{{$}}
// JSON-NEXT: step 1 vectorize on(coincident) @[[@LINE-13]]:24 applied on=coincident {{.*}}copies=kernel{{$}}
// JSON-NOT: {{^}}chain
// IR-LABEL: define {{.*}}void @kernel(
// IR: mul nsw <{{[0-9]+}} x i32>
// IR: {{^}}}
// CLANG: run-distribute-then-vectorize.c:[[@LINE-15]]:3: remark: distributed loop
// CLANG: run-distribute-then-vectorize.c:[[@LINE-16]]:3: remark: vectorized loop
// CLANG: run-distribute-then-vectorize.c:[[@LINE-17]]:3: warning: loop not vectorized: the optimizer was unable to perform the requested transformation

int a[N], b[N], c[N], d[N], e[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i % 5;
    b[i] = i % 7 - 3;
    c[i] = -1;
    d[i] = i % 11 - 5;
    e[i] = 3 * (i % 13) - 17;
  }
  kernel(a, b, c, d, e, N);
  for (int i = 0; i < N; i++)
    printf("%d %d %d\n", i, a[i], c[i]);
  return 0;
}
