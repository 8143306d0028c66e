// A directive at file scope (before a declaration, and before a function).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

#pragma loop transform unroll
int counter;
#pragma loop transform vectorize
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-file-scope.c:[[@LINE-7]]:24: error: '#pragma loop transform' must be inside a function, directly before a for, while or do-while loop
// CHECK-NEXT: {{^ *}}[[@LINE-8]] | #pragma loop transform unroll{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~{{$}}
// CHECK-NEXT: error-file-scope.c:[[@LINE-8]]:24: error: '#pragma loop transform' must be inside a function, directly before a for, while or do-while loop
// CHECK-NEXT: {{^ *}}[[@LINE-9]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
