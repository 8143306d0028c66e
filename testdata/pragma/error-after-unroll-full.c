// Nothing may follow `unroll full`: no loop remains.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
// CHECK: error-after-unroll-full.c:[[@LINE-11]]:24: error: 'vectorize' cannot follow 'unroll full': full unrolling leaves no loop to transform
// CHECK-NEXT: {{^ *}}[[@LINE-12]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-after-unroll-full.c:[[@LINE-13]]:24: note: 'unroll full' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unroll full{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-after-unroll-full.c:[[@LINE-11]]:24: error: 'unroll' cannot follow 'unroll full': full unrolling leaves no loop to transform
// CHECK-NEXT: {{^ *}}[[@LINE-12]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-after-unroll-full.c:[[@LINE-13]]:24: note: 'unroll full' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unroll full{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
