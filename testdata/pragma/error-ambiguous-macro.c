// A directive bound to a loop written by a macro that expands to two loops:
// both loops have the macro's position, so the binding would be a guess.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

#define TWO_LOOPS(a, n) \
  for (int i = 0; i < (n); i++) (a)[i] = 0; \
  for (int i = 0; i < (n); i++) (a)[i] += i;
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  TWO_LOOPS(a, n)
}
// CHECK: error-ambiguous-macro.c:[[@LINE-3]]:24: error: '#pragma loop transform' is bound to a loop that shares its source position with another loop (one macro expansion holds both); the binding would be ambiguous
// CHECK-NEXT: {{^ *}}[[@LINE-4]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: error-ambiguous-macro.c:[[@LINE-5]]:3: note: the loop comes from this macro expansion
// CHECK-NEXT: {{^ *}}[[@LINE-6]] |   TWO_LOOPS(a, n){{$}}
// CHECK-NEXT: {{^ *}}|   ^{{$}}
// CHECK-NEXT: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
