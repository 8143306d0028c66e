// An unknown clause is an error at its name, with the nearest clause the
// transformation accepts suggested as a fix-it (or the list of its clauses).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize widht(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll cout(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform vectorize bogus(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void k(int *a, int n) {
#pragma loop transform distribute count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-unknown-clause.c:[[@LINE-19]]:34: error: unknown clause 'widht' for 'vectorize'; did you mean 'width'?
// CHECK-NEXT: {{^ *}}[[@LINE-20]] | #pragma loop transform vectorize widht(4){{$}}
// CHECK-NEXT: {{^ *}}|                                  ^~~~~{{$}}
// CHECK-NEXT: {{^ *}}|                                  width{{$}}
// CHECK-NEXT: error-unknown-clause.c:[[@LINE-18]]:31: error: unknown clause 'cout' for 'unroll'; did you mean 'count'?
// CHECK-NEXT: {{^ *}}[[@LINE-19]] | #pragma loop transform unroll cout(4){{$}}
// CHECK-NEXT: {{^ *}}|                               ^~~~{{$}}
// CHECK-NEXT: {{^ *}}|                               count{{$}}
// CHECK-NEXT: error-unknown-clause.c:[[@LINE-17]]:34: error: unknown clause 'bogus' for 'vectorize'; 'vectorize' accepts width(N), width(scalable), width(N, scalable), interleave(M), predicate, on(role) and ids(NAME, ...)
// CHECK-NEXT: {{^ *}}[[@LINE-18]] | #pragma loop transform vectorize bogus(4){{$}}
// CHECK-NEXT: {{^ *}}|                                  ^{{$}}
// CHECK-NEXT: error-unknown-clause.c:[[@LINE-15]]:35: error: unknown clause 'count' for 'distribute'; 'distribute' accepts on(role) and ids(NAME, ...)
// CHECK-NEXT: {{^ *}}[[@LINE-16]] | #pragma loop transform distribute count(2){{$}}
// CHECK-NEXT: {{^ *}}|                                   ^{{$}}
// CHECK-NEXT: {{^}}4 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
