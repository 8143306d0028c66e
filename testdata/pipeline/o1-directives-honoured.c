// Directives are honoured at every optimization level above -O0, -O1
// included. At -O1 (and -Og) clang's code generator marks every loop that
// has no unroll pragma with llvm.loop.unroll.disable (-funroll-loops is off
// below -O2), so an `unroll count(2)` must not end up beside it: the loop is
// unrolled (remark, and two copies of the body in the IR), as clang-22 does
// for `#pragma clang loop unroll_count(2)` at -O1, and the JSON report says
// applied only when it was. The same holds for a chain that starts with the
// unroll (`unroll count(2)` then `vectorize width(4)`).
//
// RUN: %loopcc -O1 -Rpass='loop-unroll|loop-vectorize' -floop-transform-report=%t.json -S -emit-llvm %s \
// RUN:   -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: FileCheck --check-prefix=IR %s < %t.ll
// RUN: %loopcc -Og -Rpass=loop-unroll -c %s -o %t.o 2> %t.Og.err
// RUN: FileCheck --check-prefix=REMARK-OG --implicit-check-not=warning: %s < %t.Og.err
//
// RUN: %clang -DCLANG -O1 -Rpass=loop-unroll -c %s -o %t.clang.o 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

__attribute__((noinline)) void lone(int *restrict a, const int *restrict b) {
#ifdef CLANG
#pragma clang loop unroll_count(2)
#else
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < 100; i++)
    a[i] = a[i] * 3 + b[i];
}
// REMARK: o1-directives-honoured.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2
// REMARK-OG: o1-directives-honoured.c:[[@LINE-4]]:3: remark: unrolled loop by a factor of 2
// CLANG: o1-directives-honoured.c:[[@LINE-5]]:3: remark: unrolled loop by a factor of 2
// JSON: chain o1-directives-honoured.c lone [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-9]]:24 applied
// IR-LABEL: define {{.*}}void @lone(
// IR: store i32
// IR: store i32
// IR: br i1 {{.*}}!llvm.loop
// IR: {{^}}}

#ifndef CLANG
__attribute__((noinline)) void chain(float *restrict a, const float *restrict b,
                                     int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// REMARK: o1-directives-honoured.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2
// REMARK: o1-directives-honoured.c:[[@LINE-4]]:3: remark: vectorized loop (vectorization width: 4
// JSON: chain o1-directives-honoured.c chain [[@LINE-5]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-7]]:24 applied
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-9]]:24 applied
#endif
