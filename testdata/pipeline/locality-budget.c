// The locality engine's work for one nest is bounded: Polly's dependence
// analysis and each step's legality check get at most
// -mllvm -loopcc-locality-max-operations steps of Polly's solver (default
// 50000000). A nest that needs more is not transformed, with a warning that
// says the analysis was too costly and how to raise the limit; with the
// default the same tile applies.
//
// RUN: %loopcc -O2 -c %s -o %t.o -mllvm -loopcc-locality-max-operations=20 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %loopcc -O2 -c %s -o %t.o -floop-transform-report=%t.json 2> %t.default.err
// RUN: count 0 < %t.default.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s

#define N 256
double A[N][N], B[N][N];

void transpose(void) {
#pragma loop transform tile sizes(32, 32)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[j][i] = A[i][j];
}
// CHECK: locality-budget.c:[[@LINE-4]]:3: warning: loop not tiled: the analysis of {{.*}} was too costly: it exceeded loopcc's budget of 20 steps of Polly's solver; raise it with -mllvm -loopcc-locality-max-operations=N (0 for no limit) [-Wpass-failed]
// JSON: step 0 tile sizes(32, 32) {{.*}} applied
