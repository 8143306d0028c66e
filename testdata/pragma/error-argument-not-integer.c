// A clause argument that is not an integer constant (an identifier that is
// no macro, a floating-point literal, a string).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width(x)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll count(1.5)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform interleave count("4")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-not-integer.c:[[@LINE-14]]:40: error: argument of 'width' must be an integer constant or 'scalable', not 'x'
// CHECK-NEXT: {{^ *}}[[@LINE-15]] | #pragma loop transform vectorize width(x){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-not-integer.c:[[@LINE-12]]:37: error: argument of 'count' must be an integer constant, not '1.5'
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform unroll count(1.5){{$}}
// CHECK-NEXT: {{^ *}}|                                     ^{{$}}
// CHECK-NEXT: error-argument-not-integer.c:[[@LINE-10]]:41: error: argument of 'count' must be an integer constant, not '"4"'
// CHECK-NEXT: {{^ *}}[[@LINE-11]] | #pragma loop transform interleave count("4"){{$}}
// CHECK-NEXT: {{^ *}}|                                         ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
