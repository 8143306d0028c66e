// `unroll_and_jam` on a loop produced by `distribute` of an innermost
// loop: the loops it makes are innermost too (a distribute of a loop with
// loops inside makes nests, which may be jammed:
// pipeline/distribute-at-depth.c).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(2)
#pragma loop transform distribute
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: error-unroll-and-jam-after-distribute.c:[[@LINE-5]]:24: error: 'unroll_and_jam' cannot follow 'distribute' of an innermost loop: the loops it makes are innermost too, with no inner loop to jam
// CHECK-NEXT: {{^ *}}[[@LINE-6]] | #pragma loop transform unroll_and_jam count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-unroll-and-jam-after-distribute.c:[[@LINE-7]]:24: note: 'distribute' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-8]] | #pragma loop transform distribute{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
