// `unroll_and_jam count(2)` then `vectorize on(inner)` on gemm (directives on
// j), an order LLVM's pipeline cannot do: at -O2 and -O3 remarks in that
// order, both steps applied (JSON), no warning, the vector k loop holds two
// jammed j iterations (second multiply-add takes the first's result), and the
// output equals the build without directives exactly (small integers in
// doubles: every sum is exact in any order). clang-22 with `#pragma
// unroll_and_jam(2)` on j and `vectorize(enable)` on k vectorizes k and
// leaves the unroll-and-jam undone with a reasonless warning.
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
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
//
// RUN: %clang -DCLANG -O2 -Rpass='loop-vectorize|loop-unroll-and-jam' -c %s -o /dev/null 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

#include <stdio.h>

#define N 64

double A[N][N], B[N][N], C[N][N];

__attribute__((noinline)) void gemm(void) {
  for (int i = 0; i < N; i++) {
#if defined(CLANG)
#pragma unroll_and_jam(2)
#elif !defined(NO_PRAGMAS)
#pragma loop transform vectorize on(inner)
#pragma loop transform unroll_and_jam count(2)
#endif
    for (int j = 0; j < N; j++) {
#if defined(CLANG)
#pragma clang loop vectorize(enable)
#endif
      for (int k = 0; k < N; k++)
        C[i][k] += A[i][j] * B[j][k];
    }
  }
}
// REMARKS-NOT: run-unroll-and-jam-then-vectorize.c:{{[0-9]+}}:{{[0-9]+}}: remark: vectorized
// REMARKS: run-unroll-and-jam-then-vectorize.c:[[@LINE-10]]:5: remark: unroll and jammed loop by a factor of 2
// REMARKS: run-unroll-and-jam-then-vectorize.c:{{[0-9]+}}:{{[0-9]+}}: remark: vectorized loop (vectorization width: 2
// JSON: chain run-unroll-and-jam-then-vectorize.c gemm [[@LINE-12]]:5
// JSON-NEXT: step 0 unroll_and_jam count(2) @[[@LINE-15]]:24 applied {{.*}}copies=gemm{{$}}
// JSON-NEXT: step 1 vectorize on(inner) @[[@LINE-17]]:24 applied on=inner vector_width=2 {{.*}}copies=gemm{{$}}
// JSON-NOT: {{^}}chain
// IR-LABEL: define {{.*}}void @gemm(
// IR: [[FIRST:%[0-9]+]] = tail call <2 x double> @llvm.fmuladd.v2f64(
// IR: tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %{{[0-9]+}}, <2 x double> %{{[0-9]+}}, <2 x double> [[FIRST]])
// IR: {{^}}}
// CLANG: run-unroll-and-jam-then-vectorize.c:[[@LINE-16]]:7: remark: vectorized loop
// CLANG-NOT: remark: unroll and jammed
// CLANG: run-unroll-and-jam-then-vectorize.c:[[@LINE-22]]:5: warning: loop not unroll-and-jammed: the optimizer was unable to perform the requested transformation

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j) % 13 - 6;
      B[i][j] = (i + 3 * j) % 11 - 5;
      C[i][j] = (i * j) % 5;
    }
  gemm();
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      printf(" %g", C[i][j]);
    printf("\n");
  }
  return 0;
}
