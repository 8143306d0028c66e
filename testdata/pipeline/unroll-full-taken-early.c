// A tile's intratile loop of constant trip count, with `unroll full` as
// its chain's next step, carries LLVM's llvm.loop.unroll.full from the
// early scheduler on: LLVM's full unroller, in the function simplification
// pipeline, unrolls it completely before loopcc's scheduler reaches the
// step. The step was done as asked, yet reported "not-needed: 'tile sizes
// (8, 8) separate' produced no intratile(2) loop". Now the unroller's
// remark about the loop, which still carried the chain's marker, records
// the step applied (passes/EarlyFullUnroll.h). The program prints what
// clang-22 -O0 prints.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t | diff %t.ref.out -
//
// CHECK: step 0 tile sizes(8, 8) separate {{.*}}applied
// CHECK-NEXT: step 1 unroll full on(intratile(2)) {{.*}}applied

#include <stdio.h>

double A[64][64], B[64][64];

__attribute__((noinline)) void whole(void) {
#pragma loop transform unroll full on(intratile(2))
#pragma loop transform tile sizes(8, 8) separate
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      A[i][j] = B[i][j] * 3.0 + A[i][j];
}

int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      B[i][j] = i - 2 * j;
  whole();
  double s = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s += A[i][j] * (i + 1) + j;
  printf("%g\n", s);
  return 0;
}
