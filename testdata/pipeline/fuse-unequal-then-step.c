// A fuse of loops whose trip counts differ (known at run time only) is one
// loop, each body under its own guard (the fused band is generated with
// isl's "atomic" option): isl would otherwise split the fused range where
// the shorter loop ends, into several loops under one mark, and a step
// on(fused) found only a part of it ("the loop has one statement: nothing
// to split" for a distribute of two statements). Here a distribute and a
// vectorize after such a fuse apply, the explain view shows one fused
// loop, and the program prints what clang-22 -O0's build prints, for
// either loop the longer.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-explain=%t.explain 2> %t.err
// RUN: count 0 < %t.err
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: FileCheck %s < %t.explain

#include <stdio.h>

float a[300], b[300], c[300], d[300];

__attribute__((noinline)) void split_after(int n, int m) {
#pragma loop transform distribute on(fused)
#pragma loop transform fuse
  {
    for (int i = 1; i < n; i++)
      a[i] = a[i - 1] + 1;
    for (int i = 0; i < m; i++)
      b[i] = c[i] * 2 + i;
  }
}
// CHECK-LABEL: chain in 'split_after': fuse, then distribute on(fused)
// CHECK:       step 1: fuse [{{.*}}]: applied
// CHECK-NEXT:    for (i; i < n; i++) {{.*}}fused loop of step 1
// CHECK-NEXT:  step 2: distribute on(fused) [{{.*}}]: applied
// CHECK-NEXT:    for (i; i < n; i++) {{.*}}sequential loop of step 2
// CHECK-NEXT:    for (i; i < n; i++) {{.*}}coincident loop of step 2

__attribute__((noinline)) void vectorize_after(int n, int m) {
#pragma loop transform vectorize width(4) on(fused)
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      c[i] = i * 0.5f;
    for (int i = 0; i < m; i++)
      d[i] = d[i] + 3;
  }
}
// CHECK-LABEL: chain in 'vectorize_after': fuse, then vectorize width(4) on(fused)
// CHECK:       step 1: fuse [{{.*}}]: applied
// CHECK-NEXT:    for (i; i < n; i++) {{.*}}fused loop of step 1
// CHECK-NEXT:  step 2: vectorize width(4) on(fused) [{{.*}}]: applied

int main(void) {
  split_after(100, 250);
  split_after(280, 30);
  vectorize_after(37, 201);
  vectorize_after(203, 11);
  double s = 0;
  for (int i = 0; i < 300; i++)
    s = s * 1.0001 + a[i] + 2 * b[i] + 3 * c[i] + 4 * d[i];
  printf("%.6f\n", s);
  return 0;
}
