// A directive at the end of a block (after the loop, and in an empty block).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll
}
void g(int *a, int n) {
  if (n) {
#pragma loop transform vectorize
  }
}
// CHECK: error-end-of-block.c:[[@LINE-7]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform', not the end of the block
// CHECK-NEXT: {{^ *}}[[@LINE-8]] | #pragma loop transform unroll{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~{{$}}
// CHECK-NEXT: error-end-of-block.c:[[@LINE-6]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform', not the end of the block
// CHECK-NEXT: {{^ *}}[[@LINE-7]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
