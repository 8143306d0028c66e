// A negative argument is an error at its minus sign.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll count(-2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform vectorize interleave(-4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-negative.c:[[@LINE-9]]:37: error: argument of 'count' must be positive, not -2
// CHECK-NEXT: {{^ *}}[[@LINE-10]] | #pragma loop transform unroll count(-2){{$}}
// CHECK-NEXT: {{^ *}}|                                     ^{{$}}
// CHECK-NEXT: error-argument-negative.c:[[@LINE-7]]:45: error: argument of 'interleave' must be positive, not -4
// CHECK-NEXT: {{^ *}}[[@LINE-8]] | #pragma loop transform vectorize interleave(-4){{$}}
// CHECK-NEXT: {{^ *}}|                                             ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
