// `on(role)` on the directive nearest the loop: nothing produced that loop.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll count(2) on(epilogue)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-on-first-directive.c:[[@LINE-4]]:40: error: 'on(epilogue)' has nothing to refer to: 'unroll count(2) on(epilogue)' is the directive nearest the loop, so it is applied first and no earlier transformation produced the loop it names
// CHECK-NEXT: {{^ *}}[[@LINE-5]] | #pragma loop transform unroll count(2) on(epilogue){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
