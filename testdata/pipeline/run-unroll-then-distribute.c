// `unroll count(2)` then `distribute`, an order LLVM's fixed pipeline
// (distribute, then unroll) cannot do: at -O2 and -O3 loopcc unrolls the loop
// and distributes the unrolled loop (remarks in that order), the JSON report
// says both steps applied and distribute produced several loops, nothing is
// reported as missed, and the program prints exactly what the build without
// directives prints (integer results). clang-22's closest pragma applies the
// two in LLVM's order: distributed, then unrolled.
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
// clang-22: `#pragma clang loop distribute(enable) unroll_count(2)`.
// RUN: %clang -DCLANG -O2 -Rpass='loop-unroll|loop-distribute' -c %s -o /dev/null 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

#include <stdio.h>

#define N 1000

__attribute__((noinline)) void kernel(int *restrict a, const int *restrict b,
                                      int *restrict c, const int *restrict d,
                                      const int *restrict e, int n) {
#if defined(CLANG)
#pragma clang loop distribute(enable) unroll_count(2)
#elif !defined(NO_PRAGMAS)
#pragma loop transform distribute
#pragma loop transform unroll count(2)
#endif
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// REMARKS-NOT: run-unroll-then-distribute.c:[[@LINE-5]]:3: remark: distributed
// REMARKS: run-unroll-then-distribute.c:[[@LINE-6]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// REMARKS: run-unroll-then-distribute.c:[[@LINE-7]]:3: remark: distributed loop [-Rpass=loop-distribute]
// JSON: chain run-unroll-then-distribute.c kernel [[@LINE-8]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-11]]:24 applied {{.*}}copies=kernel{{$}}
// JSON-NEXT: step 1 distribute @[[@LINE-13]]:24 applied produced_loops={{[2-9]}} copies=kernel{{$}}
// JSON-NOT: {{^}}chain
// CLANG-NOT: run-unroll-then-distribute.c:[[@LINE-12]]:3: remark: unrolled
// CLANG: run-unroll-then-distribute.c:[[@LINE-13]]:3: remark: distributed loop
// CLANG: run-unroll-then-distribute.c:[[@LINE-14]]:3: remark: unrolled loop by a factor of 2

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
