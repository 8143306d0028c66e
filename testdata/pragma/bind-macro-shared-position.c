// A directive bound to a loop that a macro writes together with other
// loops: every loop of the macro's body starts at the macro's use in the
// compiled code, and the passes tell them apart by their order, as clang
// emits a function's loops in source order (issue 38, item 5; this was an
// error, "ambiguous", before). Checked: a directive before a macro that
// writes two loops binds to the first (unrolled; the second is not), one
// before a macro that writes a nest binds to the outer loop (jammed), a
// `_Pragma` inside a macro before its second loop binds to that one, two
// uses of one macro each take their own directive, and #line giving two
// loops one position works alike. Where the compiled function has another
// number of loops at the position than the source (a `do ... while (0)`,
// for which clang emits no loop), no loop is taken, and the step is missed
// with a warning that says why. The program prints what clang-22 -O0
// prints, at -O2 and -O3; -fsyntax-only and -O0 say nothing.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O0 %s -o %t/ref
// RUN: %t/ref > %t/ref.out
// RUN: %loopcc -O2 %s -o %t/o2 -floop-transform-report=%t/o2.json 2> %t/o2.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t/o2.err
// RUN: %t/o2 | diff %t/ref.out -
// RUN: %python %S/../pipeline/Inputs/report.py %t/o2.json | FileCheck --check-prefix=REPORT %s
// RUN: %loopcc -O3 %s -o %t/o3 2> /dev/null
// RUN: %t/o3 | diff %t/ref.out -
// RUN: %loopcc -O0 -S -emit-llvm %s -o - 2> %t/o0.err | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=ATTRS %s
// RUN: count 0 < %t/o0.err
// RUN: %loopcc -fsyntax-only %s 2>&1 | count 0
//
// REPORT:      chain bind-macro-shared-position.c two 74:3
// REPORT-NEXT:   step 0 unroll count(2) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c nest 78:3
// REPORT-NEXT:   step 0 unroll_and_jam count(2) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c second 81:3
// REPORT-NEXT:   step 0 unroll count(4) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c twice 85:3
// REPORT-NEXT:   step 0 unroll count(2) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c twice 87:3
// REPORT-NEXT:   step 0 interleave count(2) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c line 100:3
// REPORT-NEXT:   step 0 unroll count(2) {{.*}}applied
// REPORT:      chain bind-macro-shared-position.c wrapped 97:3
// REPORT-NEXT:   step 0 tile sizes(8) {{.*}}missed
//
// WARN: bind-macro-shared-position.c:97:3: warning: loop not tiled: the loop shares its source position with 1 other loop(s) of one macro expansion, which the compiled code tells apart only by their order, and the compiled function has 1 loop(s) there (clang emits no loop for a 'do ... while (0)' or dead code, and puts a block's or an OpenMP region's loops in functions of their own): write the loop outside the macro, or in a macro of its own [-Wpass-failed]
// WARN: 1 warning generated.
//
// At -O0 the directives are in the loop IDs: two's first loop, nest's outer
// loop (its inner one protected), second's second loop, each of twice's
// uses its own (the back edges in order: an inner loop's first).
// ATTRS:      two: llvm.loop.unroll.count i32 2{{$}}
// ATTRS-NEXT: two: {{$}}
// ATTRS-NEXT: nest: llvm.loop.disable_nonforced{{$}}
// ATTRS-NEXT: nest: llvm.loop.unroll_and_jam.count i32 2{{$}}
// ATTRS-NEXT: second: {{$}}
// ATTRS-NEXT: second: llvm.loop.unroll.count i32 4{{$}}

#include <stdio.h>

#define TWO_LOOPS(a, n) \
  for (int i = 0; i < (n); i++) (a)[i] = i; \
  for (int i = 0; i < (n); i++) (a)[i] += i * 3;
#define NEST(a, n) \
  for (int i = 0; i < (n); i++) for (int j = 0; j < (n); j++) (a)[i * (n) + j] += i - j;
#define SECOND_UNROLLED(a, n) \
  for (int i = 0; i < (n); i++) (a)[i] -= 1; \
  _Pragma("loop transform unroll count(4)") \
  for (int i = 0; i < (n); i++) (a)[i] *= 3;
#define WRAPPED(a, n) do { for (int i = 0; i < (n); i++) (a)[i] *= 2; } while (0)

int A[64], B[64 * 64], C[64], D[64], E[64];

__attribute__((noinline)) void two(int n) {
#pragma loop transform unroll count(2)
  TWO_LOOPS(A, n)
}
__attribute__((noinline)) void nest(int n) {
#pragma loop transform unroll_and_jam count(2)
  NEST(B, n)
}
__attribute__((noinline)) void second(int n) {
  SECOND_UNROLLED(C, n)
}
__attribute__((noinline)) void twice(int n) {
#pragma loop transform unroll count(2)
  TWO_LOOPS(D, n)
#pragma loop transform interleave count(2)
  TWO_LOOPS(D, n)
}
__attribute__((noinline)) void line(int n) {
#pragma loop transform unroll count(2)
#line 100
  for (int i = 0; i < n; i++) E[i] += i;
#line 100
  for (int i = 0; i < n; i++) E[i] *= 5;
}
#line 95
__attribute__((noinline)) void wrapped(int n) {
#pragma loop transform tile sizes(8)
  WRAPPED(C, n);
}

int main(void) {
  two(64);
  nest(64);
  second(64);
  twice(64);
  line(64);
  wrapped(64);
  long s = 0;
  for (int i = 0; i < 64; i++)
    s += (A[i] + 3 * C[i] + 5 * D[i] + 7 * E[i]) * (i + 1);
  for (int i = 0; i < 64 * 64; i++)
    s += B[i] * (i % 7);
  printf("%ld\n", s);
  return 0;
}
