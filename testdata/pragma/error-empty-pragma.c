// `#pragma loop transform` with nothing after it.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-empty-pragma.c:[[@LINE-4]]:23: error: expected a transformation after '#pragma loop transform': vectorize, interleave, unroll, unroll_and_jam, distribute, tile, interchange, reverse, pack, fuse, parallelize or skew
// CHECK-NEXT: {{^ *}}[[@LINE-5]] | #pragma loop transform{{$}}
// CHECK-NEXT: {{^ *}}|                       ^{{$}}
// CHECK-NEXT: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
