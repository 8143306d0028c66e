// A clause given twice is an error at the second, with a note at the first;
// `full` and `count` together are one too.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width(4) interleave(2) width(8)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform unroll count(2) full
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-duplicated.c:[[@LINE-9]]:57: error: duplicate clause 'width'
// CHECK-NEXT: {{^ *}}[[@LINE-10]] | #pragma loop transform vectorize width(4) interleave(2) width(8){{$}}
// CHECK-NEXT: {{^ *}}|                                                         ^{{$}}
// CHECK-NEXT: error-argument-duplicated.c:[[@LINE-12]]:34: note: previous 'width' is here
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform vectorize width(4) interleave(2) width(8){{$}}
// CHECK-NEXT: {{^ *}}|                                  ^{{$}}
// CHECK-NEXT: error-argument-duplicated.c:[[@LINE-10]]:40: error: 'full' and 'count' cannot both be given to 'unroll'
// CHECK-NEXT: {{^ *}}[[@LINE-11]] | #pragma loop transform unroll count(2) full{{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-duplicated.c:[[@LINE-13]]:31: note: previous 'count' is here
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unroll count(2) full{{$}}
// CHECK-NEXT: {{^ *}}|                               ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
