// `on(role)` naming a role the previous transformation does not produce
// (the note points at that transformation).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll count(2) on(inner)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform vectorize on(coincident)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform unroll on(all)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
// CHECK: error-on-role-not-produced.c:[[@LINE-18]]:40: error: 'on(inner)' names no loop produced by 'vectorize'; the roles of 'vectorize' are vectorized, epilogue or all
// CHECK-NEXT: {{^ *}}[[@LINE-19]] | #pragma loop transform unroll count(2) on(inner){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-on-role-not-produced.c:[[@LINE-20]]:24: note: 'vectorize' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-21]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-on-role-not-produced.c:[[@LINE-18]]:34: error: 'on(coincident)' names no loop produced by 'unroll'; the roles of 'unroll' are unrolled, remainder or all
// CHECK-NEXT: {{^ *}}[[@LINE-19]] | #pragma loop transform vectorize on(coincident){{$}}
// CHECK-NEXT: {{^ *}}|                                  ^{{$}}
// CHECK-NEXT: error-on-role-not-produced.c:[[@LINE-20]]:24: note: 'unroll count(2)' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-21]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-on-role-not-produced.c:[[@LINE-18]]:31: error: 'on(all)' names no loop produced by 'interchange'; the roles of 'interchange' are outer or inner
// CHECK-NEXT: {{^ *}}[[@LINE-19]] | #pragma loop transform unroll on(all){{$}}
// CHECK-NEXT: {{^ *}}|                               ^{{$}}
// CHECK-NEXT: error-on-role-not-produced.c:[[@LINE-20]]:24: note: 'interchange' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-21]] | #pragma loop transform interchange{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
