// -flto and -flto=thin: loopcc must complete every chain, lone directives
// included, in the pre-link compile (ThinLTO's pre-link pipeline has no
// vectorizer): the bitcode holds the finished loops, no loop keeps a request
// for link-time optimization to act on, the JSON report says applied, and a
// directive that fails is reported once, pre-link, and given up. The
// LTO-linked program prints what the build without directives prints.
// Measured: -flto does all of this; -flto=thin completes the chains but not
// a lone `vectorize` (left unvectorized and reported missed, no reason).
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
//
// RUN: %loopcc -O2 -flto -S -emit-llvm -floop-transform-report=%t.full.json %s -o %t.full.ll 2> %t.full.err
// RUN: FileCheck --check-prefix=IR %s < %t.full.ll
// RUN: %python %S/Inputs/loop-ids.py %t.full.ll > %t.full.ids
// RUN: FileCheck --check-prefix=IDS %s < %t.full.ids
// RUN: %python %S/Inputs/report.py %t.full.json | FileCheck --check-prefix=JSON %s
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.full.err
// RUN: %loopcc -O2 -flto -c %s -o %t.full.o 2> /dev/null
// RUN: %python -c "import sys; sys.exit(open(sys.argv[1], 'rb').read(2) != b'BC')" %t.full.o
// RUN: %loopcc -O2 -flto %t.full.o -o %t.full 2> %t.full.link.err
// RUN: count 0 < %t.full.link.err
// RUN: %t.full > %t.full.out
// RUN: diff %t.ref.out %t.full.out
//
// RUN: %loopcc -O2 -flto=thin -S -emit-llvm -floop-transform-report=%t.thin.json %s -o %t.thin.ll 2> %t.thin.err
// RUN: FileCheck --check-prefix=IR %s < %t.thin.ll
// RUN: %python %S/Inputs/loop-ids.py %t.thin.ll > %t.thin.ids
// RUN: FileCheck --check-prefix=IDS %s < %t.thin.ids
// RUN: %python %S/Inputs/report.py %t.thin.json | FileCheck --check-prefix=JSON %s
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.thin.err
// RUN: %loopcc -O2 -flto=thin -c %s -o %t.thin.o 2> /dev/null
// RUN: %python -c "import sys; sys.exit(open(sys.argv[1], 'rb').read(2) != b'BC')" %t.thin.o
// RUN: %loopcc -O2 -flto=thin %t.thin.o -o %t.thin 2> %t.thin.link.err
// RUN: count 0 < %t.thin.link.err
// RUN: %t.thin > %t.thin.out
// RUN: diff %t.ref.out %t.thin.out
//
// RUN: grep -e '^scale:' -e '^split:' -e '^lone:' %t.full.ids %t.thin.ids > %t.done.ids
// RUN: not grep -e 'vectorize.enable i1 true' -e 'unroll.count' -e 'distribute.enable i1 true' \
// RUN:   -e 'disable_nonforced' %t.done.ids
// RUN: grep -e '^recurrence:' %t.full.ids %t.thin.ids > %t.failed.ids
// RUN: not grep -e 'vectorize.enable i1 true' -e 'vectorize.width' -e 'disable_nonforced' %t.failed.ids
//
// IDS: scale: {{.*}}llvm.loop.isvectorized i32 1
// IDS: split: {{.*}}llvm.loop.distribute.enable i1 false
// IDS: split: {{.*}}llvm.loop.distribute.enable i1 false
// IDS: lone: {{.*}}llvm.loop.isvectorized i32 1

#include <stdio.h>

#define N 1000

__attribute__((noinline)) void scale(float *restrict a, const float *restrict b,
                                     int n) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// IR-LABEL: define {{.*}}void @scale(
// IR: load <8 x float>
// IR: {{^}}}
// JSON: chain lto.c scale [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-9]]:24 applied
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-11]]:24 applied vector_width=4

__attribute__((noinline)) void split(int *restrict a, const int *restrict b,
                                     int *restrict c, const int *restrict d,
                                     const int *restrict e, int n) {
#ifndef NO_PRAGMAS
#pragma loop transform distribute
#pragma loop transform unroll count(2)
#endif
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// JSON: chain lto.c split [[@LINE-5]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-8]]:24 applied
// JSON-NEXT: step 1 distribute @[[@LINE-10]]:24 applied produced_loops={{[2-9]}}

__attribute__((noinline)) void lone(float *restrict a, const float *restrict b,
                                    int n) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize width(4)
#endif
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3.0f - b[i];
}
// IR-LABEL: define {{.*}}void @lone(
// IR: store <4 x float>
// IR: {{^}}}
// JSON: chain lto.c lone [[@LINE-6]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-9]]:24 applied vector_width=4

__attribute__((noinline)) void recurrence(int *a, int n) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize width(4)
#endif
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// WARN: lto.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// JSON: chain lto.c recurrence [[@LINE-4]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-7]]:24 missed

float f[N], g[N];
int a[N], b[N], c[N], d[N], e[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    f[i] = (float)(i % 37) * 0.25f;
    g[i] = (float)(i % 11) - 5.0f;
    a[i] = i % 5;
    b[i] = i % 7 - 3;
    c[i] = -1;
    d[i] = i % 11 - 5;
    e[i] = 3 * (i % 13) - 17;
  }
  scale(f, g, N);
  lone(g, f, N);
  split(a, b, c, d, e, N);
  recurrence(a, 20);
  for (int i = 0; i < N; i++)
    printf("%d %a %a %d %d\n", i, f[i], g[i], a[i], c[i]);
  return 0;
}
