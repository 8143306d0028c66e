// `#pragma loop transform` and `#pragma clang loop` on one loop, in either
// order, is an error at our directive with a note at clang's.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma clang loop vectorize(enable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma clang loop vectorize_width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-mixed-clang-loop.c:[[@LINE-11]]:24: error: '#pragma loop transform' cannot be combined with '#pragma clang loop' or '#pragma unroll' on the same loop; write the whole chain as '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-12]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: error-mixed-clang-loop.c:[[@LINE-13]]:15: note: the other loop directive is here
// CHECK-NEXT: {{^ *}}[[@LINE-14]] | #pragma clang loop vectorize(enable){{$}}
// CHECK-NEXT: {{^ *}}|               ^{{$}}
// CHECK-NEXT: error-mixed-clang-loop.c:[[@LINE-10]]:24: error: '#pragma loop transform' cannot be combined with '#pragma clang loop' or '#pragma unroll' on the same loop; write the whole chain as '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-11]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: error-mixed-clang-loop.c:[[@LINE-14]]:15: note: the other loop directive is here
// CHECK-NEXT: {{^ *}}[[@LINE-15]] | #pragma clang loop vectorize_width(4){{$}}
// CHECK-NEXT: {{^ *}}|               ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
