// Vector widths and interleave counts must be powers of two (unroll counts
// need not be).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width(6)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform vectorize width(12, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform vectorize interleave(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void k(int *a, int n) {
#pragma loop transform interleave count(12)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-not-power-of-two.c:[[@LINE-19]]:40: error: argument of 'width' must be a power of two, not 6
// CHECK-NEXT: {{^ *}}[[@LINE-20]] | #pragma loop transform vectorize width(6){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-not-power-of-two.c:[[@LINE-17]]:40: error: argument of 'width' must be a power of two, not 12
// CHECK-NEXT: {{^ *}}[[@LINE-18]] | #pragma loop transform vectorize width(12, scalable){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-not-power-of-two.c:[[@LINE-15]]:45: error: argument of 'interleave' must be a power of two, not 3
// CHECK-NEXT: {{^ *}}[[@LINE-16]] | #pragma loop transform vectorize interleave(3){{$}}
// CHECK-NEXT: {{^ *}}|                                             ^{{$}}
// CHECK-NEXT: error-argument-not-power-of-two.c:[[@LINE-13]]:41: error: argument of 'count' must be a power of two, not 12
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform interleave count(12){{$}}
// CHECK-NEXT: {{^ *}}|                                         ^{{$}}
// CHECK-NEXT: {{^}}4 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
