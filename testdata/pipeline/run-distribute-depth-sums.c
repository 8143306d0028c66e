// distribute at depth on a nest that keeps a sum in a register and reads
// it after its inner loop, with a recurrence beside it, called with trip
// counts 0, 1, 3 and 50 for both loops: the split applies and every call
// leaves the arrays as clang-22 -O0's code does.
// RUN: %clang -O0 -DREF %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -Rpass=loopcc-distribute 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// CHECK: remark: distributed loop [-Rpass=loopcc-distribute]
#include <stdio.h>
double a[50], b[50][50], c[50];
__attribute__((noinline)) void f(int n, int m) {
#ifndef REF
#pragma loop transform distribute
#endif
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) s += b[i][j];
    a[i] = s;
    c[i] = a[i] * 2 + (i ? c[i-1] : 0);
  }
}
int main(void) {
  for (int i = 0; i < 50; i++) for (int j = 0; j < 50; j++) b[i][j] = (i*j)%7;
  int ns[] = {0, 1, 3, 50}; double t = 0;
  for (int x = 0; x < 4; x++) for (int y = 0; y < 4; y++) { f(ns[x], ns[y]); for (int i=0;i<50;i++) t += a[i] + c[i]; }
  printf("%.3f\n", t);
}
