// An argument above LLVM 22's limit: vector width 64, interleave count 16, and
// a count that does not fit the 32-bit metadata operand (or 64 bits).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize width(128)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform interleave count(32)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma loop transform unroll count(4294967296)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void k(int *a, int n) {
#pragma loop transform unroll_and_jam count(99999999999999999999999)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-argument-too-large.c:[[@LINE-19]]:40: error: argument of 'width' is too large: 128 exceeds 64, the largest vector width LLVM 22 accepts (VectorizerParams::MaxVectorWidth)
// CHECK-NEXT: {{^ *}}[[@LINE-20]] | #pragma loop transform vectorize width(128){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-argument-too-large.c:[[@LINE-17]]:41: error: argument of 'count' is too large: 32 exceeds 16, the largest interleave count LLVM 22 accepts (MaxInterleaveFactor)
// CHECK-NEXT: {{^ *}}[[@LINE-18]] | #pragma loop transform interleave count(32){{$}}
// CHECK-NEXT: {{^ *}}|                                         ^{{$}}
// CHECK-NEXT: error-argument-too-large.c:[[@LINE-15]]:37: error: argument of 'count' is too large: 4294967296 exceeds 1024, the most copies of a loop body loopcc makes (LLVM unrolls any forced count, and its time grows faster than the count)
// CHECK-NEXT: {{^ *}}[[@LINE-16]] | #pragma loop transform unroll count(4294967296){{$}}
// CHECK-NEXT: {{^ *}}|                                     ^{{$}}
// CHECK-NEXT: error-argument-too-large.c:[[@LINE-13]]:45: error: argument of 'count' is too large: 99999999999999999999999 exceeds 1024, the most copies of a loop body loopcc makes (LLVM unrolls any forced count, and its time grows faster than the count)
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma loop transform unroll_and_jam count(99999999999999999999999){{$}}
// CHECK-NEXT: {{^ *}}|                                             ^{{$}}
// CHECK-NEXT: {{^}}4 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
