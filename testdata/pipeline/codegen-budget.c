// Polly's code generation of a nest runs under its share of the engine's
// budget (passes/locality/CodeGenBudget.h: 3/1000 of -mllvm
// -loopcc-locality-max-operations, 150000 steps of Polly's solver at the
// default). A pack of a 16-iteration loop that reads its array through
// three remainders fits the footprint's share, but the syntax tree of its
// copies and their addresses grew without bound: 200 s of CPU at -O2
// (seed 950054 of the reliability run), after the step was accepted. The
// AST and the addresses are now built first under the share; this pack
// exceeds it and is not applied, with the warning that names the budget,
// and the program prints what clang-22 -O0 prints. A pack of the same loop
// read through its counter alone is applied. The budget is a count of
// isl's operations, not a time: the outcome is the same on every machine.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t | diff %t.ref.out -

#include <stdio.h>

unsigned A[64];
unsigned Q[16][5];

__attribute__((noinline)) void remainders(void) {
#pragma loop transform pack array(Q)
  for (int i = 0; i < 16; i++)
    A[i] = Q[(i + 3) % 16][(i + 3) % 5] + Q[(2 * i + 12) % 16][i % 5] * 9u +
           Q[(i + i + 1) % 16][(2 * i + 1) % 5] * 8u;
}
// CHECK: codegen-budget.c:[[@LINE-4]]:3: warning: loop not packed: the new nest's code was too costly to generate: its syntax tree and addresses exceeded the 150000 steps of Polly's solver a nest's code generation may take (3/1000 of loopcc's budget); remainders in the subscripts (% and /) of a packed array are the usual cause; raise the budget with -mllvm -loopcc-locality-max-operations=N (0 for no limit) [-Wpass-failed]

__attribute__((noinline)) void counter(void) {
#pragma loop transform pack array(Q)
  for (int i = 0; i < 16; i++)
    A[i + 16] = Q[i][1] + Q[i][3] * 9u;
}

int main(void) {
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 5; j++)
      Q[i][j] = (unsigned)(i * 31 + j * 7 + 3);
  remainders();
  counter();
  for (int i = 0; i < 32; i++)
    printf("%u\n", A[i]);
  return 0;
}

// JSON: chain codegen-budget.c remainders
// JSON-NEXT: step 0 pack array(Q) {{.*}}missed
// JSON: chain codegen-budget.c counter
// JSON-NEXT: step 0 pack array(Q) {{.*}}applied
