// Polly's model takes two arrays apart when LLVM's alias analysis says the
// accesses of one iteration do not overlap, and checks at run time only
// the arrays it groups as may-alias. `Y[i][j] = P[i][j + 1] * 7 + Y[i][j]`
// with a parameter P and a global Y has no overlap within an iteration, so
// Polly made no check, and a reverse of j, called with P = Y, read values
// the loop had already written (found by the differential run of issue
// 35: wrong output at every -O level). Such a step is now refused, naming
// the two arrays (passes/locality/UncheckedOverlap.h); with `restrict` on
// the parameter the same reverse is applied. The program prints what
// clang-22 -O0 prints, at -O1, -O2 and -O3.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 | diff %t.ref.out -
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -

#include <stdio.h>

unsigned X[10][8], Y[10][8], Z[10][8];

__attribute__((noinline)) void may_overlap(unsigned P[][8], int n, int m) {
  for (int i = 0; i < n; i++)
#pragma loop transform reverse
    for (int j = 0; j < m; j++)
      Y[i][j] = P[i][j + 1] * 7u + Y[i][j];
}
// CHECK: run-unchecked-overlap.c:[[@LINE-3]]:5: warning: loop not reversed: 'reverse' is not applied: the arrays of 'P[i][j + 1]' and 'Y[i][j]' may be the same memory (a pointer parameter and an array it may point into), and Polly's model takes them apart without a run-time check; if they never overlap, say so with 'restrict' on the parameter [-Wpass-failed]

__attribute__((noinline)) void never_overlap(unsigned P[restrict][8], int n,
                                             int m) {
  for (int i = 0; i < n; i++)
#pragma loop transform reverse
    for (int j = 0; j < m; j++)
      Z[i][j] = P[i][j + 1] * 7u + Z[i][j];
}
// JSON: chain run-unchecked-overlap.c never_overlap
// JSON-NEXT: step 0 reverse {{.*}}applied

int main(int argc, char **argv) {
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 8; j++) {
      X[i][j] = i * 8 + j;
      Y[i][j] = i * 3 + j * 5 + 1;
    }
  may_overlap(X, 5, 8);
  may_overlap(Y, 8 + argc, 7);
  never_overlap(X, 9, 7);
  unsigned long s = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 8; j++)
      s = s * 31 + Y[i][j] + Z[i][j] * 3;
  printf("%lu\n", s);
  return 0;
}
