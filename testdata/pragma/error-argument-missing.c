// A missing argument: an empty `()`, no `(` at all, and an empty `on()`.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width()
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll count
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform vectorize on()
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-missing.c:[[@LINE-15]]:40: error: missing argument to 'width'; expected an integer constant or 'scalable'
// CHECK-NEXT: {{^ *}}[[@LINE-16]] | #pragma loop transform vectorize width(){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-missing.c:[[@LINE-13]]:36: error: expected '(' after 'count'
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unroll count{{$}}
// CHECK-NEXT: {{^ *}}|                                    ^{{$}}
// CHECK-NEXT: error-argument-missing.c:[[@LINE-11]]:37: error: missing argument to 'on'; expected a loop role such as 'epilogue'
// CHECK-NEXT: {{^ *}}[[@LINE-12]] | #pragma loop transform vectorize on(){{$}}
// CHECK-NEXT: {{^ *}}|                                     ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
