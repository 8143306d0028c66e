// An unknown transformation is an error at its name, with the nearest valid
// name suggested as a fix-it (or the list of names when none is near).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorise width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unrol_and_jam
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform wavefront sizes(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-unknown-transformation.c:[[@LINE-14]]:24: error: unknown loop transformation 'vectorise'; did you mean 'vectorize'?
// CHECK-NEXT: {{^ *}}[[@LINE-15]] | #pragma loop transform vectorise width(4){{$}}
// CHECK-NEXT: {{^ *}}|                        ^~~~~~~~~{{$}}
// CHECK-NEXT: {{^ *}}|                        vectorize{{$}}
// CHECK-NEXT: error-unknown-transformation.c:[[@LINE-13]]:24: error: unknown loop transformation 'unrol_and_jam'; did you mean 'unroll_and_jam'?
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unrol_and_jam{{$}}
// CHECK-NEXT: {{^ *}}|                        ^~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^ *}}|                        unroll_and_jam{{$}}
// CHECK-NEXT: error-unknown-transformation.c:[[@LINE-12]]:24: error: unknown loop transformation 'wavefront'; expected vectorize, interleave, unroll, unroll_and_jam, distribute, tile, interchange, reverse, pack, fuse, parallelize or skew
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform wavefront sizes(4){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
