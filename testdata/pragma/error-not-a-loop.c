// A directive followed by a statement that is not a loop, with a note at that
// statement.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll
  a[0] = n;
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void g(int *a, int n) {
#pragma loop transform vectorize
  if (n > 0) {
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}
// CHECK: error-not-a-loop.c:[[@LINE-12]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform unroll{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~{{$}}
// CHECK-NEXT: error-not-a-loop.c:[[@LINE-14]]:3: note: this statement is not a loop
// CHECK-NEXT: {{^ *}}[[@LINE-15]] |   a[0] = n;{{$}}
// CHECK-NEXT: {{^ *}}|   ^{{$}}
// CHECK-NEXT: error-not-a-loop.c:[[@LINE-12]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-13]] | #pragma loop transform vectorize{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CHECK-NEXT: error-not-a-loop.c:[[@LINE-14]]:3: note: this statement is not a loop
// CHECK-NEXT: {{^ *}}[[@LINE-15]] |   if (n > 0) {{{$}}
// CHECK-NEXT: {{^ *}}|   ^{{$}}
// CHECK-NEXT: {{^}}2 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
