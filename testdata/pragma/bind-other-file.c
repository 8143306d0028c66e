// Two loops in one function at the same line and column of different
// files (#line, #include) are not ambiguous: the directive binds to its own
// loop, and only that loop gets the attributes.
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck %s
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#line 100 "one.c"
  for (int i = 0; i < n; i++) a[i] = i;
#line 100 "two.c"
  for (int i = 0; i < n; i++) a[i] += i;
}
void g(int *a, int n) {
#line 7 "bind-other-file.c"
#pragma loop transform unroll count(4)
  for (int i = 0; i < n; i++) a[i] = i;
#include "Inputs/loop-at-8-3.inc"
}
// The loops in the order of their back edges.
// CHECK:      f: llvm.loop.unroll.count i32 2{{$}}
// CHECK-NEXT: f:{{ *$}}
// CHECK-NEXT: g: llvm.loop.unroll.count i32 4{{$}}
// CHECK-NEXT: g:{{ *$}}
