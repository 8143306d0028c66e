// A zero argument is not positive; a count of 1 would change nothing.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll_and_jam count(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform unroll count(1)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-zero.c:[[@LINE-14]]:40: error: argument of 'width' must be positive, not 0
// CHECK-NEXT: {{^ *}}[[@LINE-15]] | #pragma loop transform vectorize width(0){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-zero.c:[[@LINE-12]]:45: error: argument of 'count' must be positive, not 0
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform unroll_and_jam count(0){{$}}
// CHECK-NEXT: {{^ *}}|                                             ^{{$}}
// CHECK-NEXT: error-argument-zero.c:[[@LINE-10]]:37: error: 'unroll count(1)' would leave the loop unchanged; the count must be at least 2
// CHECK-NEXT: {{^ *}}[[@LINE-11]] | #pragma loop transform unroll count(1){{$}}
// CHECK-NEXT: {{^ *}}|                                     ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
