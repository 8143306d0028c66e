// Two chains whose second step needs a recurrence through memory as the
// source wrote it, after an unroll: `unroll count(4)` then `vectorize
// width(4)` on a stencil row that reads its neighbours again (b[i + 1],
// then b[i] in the next iteration), and `unroll count(4)` then
// `distribute` on a loop with a memory recurrence beside an independent
// statement, over global arrays. Both cells of the order matrix
// (testdata/order-matrix) failed: GVN's load PRE had turned each
// recurrence into a register before the scheduler ran, which left the
// vectorizer a carried value used by the remainder loop and LoopDistribute
// nothing unsafe to split off. With GVN's load-in-loop PRE held off in
// functions with such chains (passes/LoopLoadPREGate.cpp), at -O2 and -O3
// both chains apply (the report says applied for every step, no warning),
// and the program prints what the build without directives prints.
// A lone `vectorize` on the same row keeps clang's code (GVN is not
// touched for lone directives): its function body equals clang-22's for
// `#pragma clang loop vectorize(enable) vectorize_width(4)`.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
//
// RUN: %loopcc -O2 -floop-transform-report=%t.O2.json %s -o %t.O2 2> %t.O2.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O2.err
// RUN: %python %S/Inputs/report.py %t.O2.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// RUN: %loopcc -O3 -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: not grep -e 'warning:' -e 'error:' %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// The lone directive, as pragma/o2-matches-clang.c compares them:
// RUN: %loopcc -O2 -DLONE -S -emit-llvm %s -o %t.lone.ll
// RUN: %clang -O2 -DLONE -DCLANG -S -emit-llvm %s -o %t.clang.ll
// RUN: %opt -S -strip-debug %t.lone.ll -o %t.lone.strip.ll
// RUN: %opt -S -strip-debug %t.clang.ll -o %t.clang.strip.ll
// RUN: sed -n -e '/^define/,/^}/p' %t.lone.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.lone.body
// RUN: sed -n -e '/^define/,/^}/p' %t.clang.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.clang.body
// RUN: diff %t.clang.body %t.lone.body

#include <stdio.h>

#define N 1000

int a[N], b[N + 2], c[N + 1], d[N], e[N], f[N], g[N];

#if defined(NO_PRAGMAS)
#define ROW_CHAIN
#define RECURRENCE_CHAIN
#elif defined(CLANG)
#define ROW_CHAIN _Pragma("clang loop vectorize(enable) vectorize_width(4)")
#elif defined(LONE)
#define ROW_CHAIN _Pragma("loop transform vectorize width(4)")
#else
#define ROW_CHAIN                                                              \
  _Pragma("loop transform vectorize width(4)")                                 \
  _Pragma("loop transform unroll count(4)")
#define RECURRENCE_CHAIN                                                       \
  _Pragma("loop transform distribute")                                         \
  _Pragma("loop transform unroll count(4)")
#endif

__attribute__((noinline)) void row(int n) {
  ROW_CHAIN
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 2 * b[i + 1] + b[i + 2];
}

#if !defined(LONE)
__attribute__((noinline)) void recurrence(void) {
  RECURRENCE_CHAIN
  for (int i = 0; i < 1000; i++) {
    c[i + 1] = c[i] * d[i] % 1009;
    e[i] = f[i] * g[i];
  }
}

static volatile int RuntimeN = N;

int main(void) {
  for (int i = 0; i < N + 2; i++)
    b[i] = (i * 7 + 3) % 101 - 50;
  for (int i = 0; i < N; i++) {
    d[i] = (i * 5 + 1) % 97;
    f[i] = (i * 3 + 2) % 89;
    g[i] = (i * 11 + 5) % 83;
  }
  c[0] = 7;
  row(RuntimeN);
  recurrence();
  unsigned long s = 0;
  for (int i = 0; i < N; i++)
    s = s * 31 + (unsigned)a[i] + 7u * (unsigned)c[i] + 13u * (unsigned)e[i];
  printf("%lu\n", s);
  return 0;
}
#endif

// JSON: chain {{.*}} row
// JSON-NEXT: step 0 unroll count(4) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} applied
// JSON: chain {{.*}} recurrence
// JSON-NEXT: step 0 unroll count(4) {{.*}} applied
// JSON-NEXT: step 1 distribute {{.*}} applied
