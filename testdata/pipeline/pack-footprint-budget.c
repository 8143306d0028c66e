// A pack's footprint is computed under its share of the engine's budget
// (passes/locality/Budget.h: 1/1000 of -mllvm
// -loopcc-locality-max-operations, 50000 steps of Polly's solver at the
// default). Remainders with coefficients in the subscripts make the
// integer programs of the footprint grow without bound: this one pack took
// 80 s of CPU; it is now refused within the share, with the warning that
// names it and what to do, and the program still prints what clang-22
// -O0 prints. A pack of the same loop with simple remainders fits in the
// share and is applied. The budget is a count of isl's operations, not a
// time: the outcome is the same on every machine.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t > %t.out
// RUN: diff %t.ref.out %t.out

#include <stdio.h>

unsigned A[16][16], B[16][16];

__attribute__((noinline)) void lattice(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      A[i][j] = B[(i * 3 + 1) % 13][(j * 5 + 1) % 11] +
                B[(i * 7 + 3) % 16][(j + 2) % 9] +
                B[(i + 5) % 7][(j * 3 + 3) % 16] +
                B[(i * 5 + 7) % 15][(j + 5) % 14] +
                B[(i + 9) % 11][(j * 7 + 7) % 13] +
                B[(i * 11 + 11) % 16][(j + 11) % 12];
}
// CHECK: pack-footprint-budget.c:[[@LINE-9]]:3: warning: loop not packed: the analysis of the part of 'B' one run of the loop touches was too costly: it exceeded the 50000 steps of Polly's solver a pack's footprint may take (1/1000 of loopcc's budget); put the pack on an inner loop or a loop of a tile, or raise the budget with -mllvm -loopcc-locality-max-operations=N (0 for no limit) [-Wpass-failed]

__attribute__((noinline)) void simple(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      A[i][j] += B[(i + 1) % 16][j % 5] + B[(i + 3) % 16][(j + 2) % 7];
}
// JSON: chain pack-footprint-budget.c lattice
// JSON-NEXT: step 0 pack array(B) {{.*}}missed
// JSON: chain pack-footprint-budget.c simple
// JSON-NEXT: step 0 pack array(B) {{.*}}applied

int main(void) {
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      B[i][j] = i * 31 + j * 7 + 1;
  lattice();
  simple();
  unsigned long s = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      s = s * 33 + A[i][j];
  printf("%lu\n", s);
  return 0;
}
