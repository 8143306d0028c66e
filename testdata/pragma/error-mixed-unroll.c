// `#pragma loop transform` and `#pragma unroll` (or `#pragma unroll_and_jam`)
// on one loop, in either order.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform vectorize
#pragma unroll 4
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma unroll
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void h(int *a, int n) {
#pragma unroll_and_jam(2)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
// CHECK: error-mixed-unroll.c:[[@LINE-18]]:24: error: '#pragma loop transform' cannot be combined with '#pragma clang loop' or '#pragma unroll' on the same loop; write the whole chain as '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-19]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CHECK-NEXT: error-mixed-unroll.c:[[@LINE-20]]:9: note: the other loop directive is here
// CHECK-NEXT: {{^ *}}[[@LINE-21]] | #pragma unroll 4{{$}}
// CHECK-NEXT: {{^ *}}|         ^{{$}}
// CHECK-NEXT: error-mixed-unroll.c:[[@LINE-17]]:24: error: '#pragma loop transform' cannot be combined with '#pragma clang loop' or '#pragma unroll' on the same loop; write the whole chain as '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-18]] | #pragma loop transform vectorize width(4){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: error-mixed-unroll.c:[[@LINE-21]]:9: note: the other loop directive is here
// CHECK-NEXT: {{^ *}}[[@LINE-22]] | #pragma unroll{{$}}
// CHECK-NEXT: {{^ *}}|         ^{{$}}
// CHECK-NEXT: error-mixed-unroll.c:[[@LINE-17]]:24: error: '#pragma loop transform' cannot be combined with '#pragma clang loop' or '#pragma unroll' on the same loop; write the whole chain as '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-18]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CHECK-NEXT: error-mixed-unroll.c:[[@LINE-21]]:9: note: the other loop directive is here
// CHECK-NEXT: {{^ *}}[[@LINE-22]] | #pragma unroll_and_jam(2){{$}}
// CHECK-NEXT: {{^ *}}|         ^{{$}}
// CHECK-NEXT: {{^}}3 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
