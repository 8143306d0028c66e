// `distribute` after `vectorize` (or `interleave`), also with a step between
// them: a vectorized loop has no unsafe dependence to split off.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform unroll count(2)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-distribute-after-vectorize.c:[[@LINE-12]]:24: error: 'distribute' cannot follow 'vectorize': LoopDistribute only splits off memory dependences that are unsafe for vectorization, and a vectorized loop has none
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform distribute{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-distribute-after-vectorize.c:[[@LINE-14]]:24: note: 'vectorize' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-15]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-distribute-after-vectorize.c:[[@LINE-12]]:24: error: 'distribute' cannot follow 'interleave': LoopDistribute only splits off memory dependences that are unsafe for vectorization, and an interleaved loop has none
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform distribute{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-distribute-after-vectorize.c:[[@LINE-13]]:24: note: 'interleave count(2)' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform interleave count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
