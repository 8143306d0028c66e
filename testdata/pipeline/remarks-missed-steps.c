// A step that was not applied says so under -Rpass-missed, with its
// reason under -Rpass-analysis, at the loop, under the pass name of its
// kind (loopcc-tile, loopcc-interchange, ...), as LLVM's passes do; and
// -fsave-optimization-record keeps both. One refused step of each engine
// kind: a tile and an interchange that would reverse a dependence, a
// reverse of a recurrence, a skew of a nest Polly cannot model (a call), a
// parallelize of a loop that carries a dependence, a distribute of an
// outer loop whose statements form a cycle. The warnings are unchanged.
//
// RUN: %loopcc -O2 -c %s -o /dev/null -Rpass-missed='loopcc-.*' -Rpass-analysis='loopcc-.*' 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %loopcc -O2 -c %s -o /dev/null -fsave-optimization-record -foptimization-record-file=%t.yaml 2> /dev/null
// RUN: FileCheck --check-prefix=YAML %s < %t.yaml
//
// CHECK: remarks-missed-steps.c:38:3: warning: loop not tiled:
// CHECK: remarks-missed-steps.c:38:3: remark: loop not tiled ('tile sizes(8, 8)') [-Rpass-missed=loopcc-tile]
// CHECK: remarks-missed-steps.c:38:3: remark: 'tile sizes(8, 8)' would reverse the dependence from A[i][j] (line 40) to A[i - 1][j + 1] (line 40) [-Rpass-analysis=loopcc-tile]
// CHECK: remark: loop not interchanged ('interchange') [-Rpass-missed=loopcc-interchange]
// CHECK: remark: 'interchange' would reverse the dependence {{.*}} [-Rpass-analysis=loopcc-interchange]
// CHECK: remark: loop not reversed ('reverse') [-Rpass-missed=loopcc-reverse]
// CHECK: remark: loop not skewed ('skew') [-Rpass-missed=loopcc-skew]
// CHECK: remark: Polly cannot model the loop nest: {{.*}} [-Rpass-analysis=loopcc-skew]
// CHECK: remark: loop not parallelized ('parallelize') [-Rpass-missed=loopcc-parallelize]
// CHECK: remark: loop not distributed ('distribute') [-Rpass-missed=loopcc-distribute]
// CHECK: remark: the loop's statements form one dependence cycle: {{.*}} [-Rpass-analysis=loopcc-distribute]
//
// YAML: Pass: loopcc-tile
// YAML-NEXT: Name: Missed
// YAML: Pass: loopcc-tile
// YAML-NEXT: Name: Reason

#define N 64
double A[N][N], S[N][N], R[N], X[N], Y[N], Z[N][N];
double opaque(int, int);

void refused(void) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      A[i][j] = A[i - 1][j + 1] + 1.0;
#pragma loop transform interchange
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      S[i][j] = S[i - 1][j + 1] * 0.5;
#pragma loop transform reverse
  for (int i = 1; i < N; i++)
    R[i] = R[i - 1] * 3.0 + i;
#pragma loop transform skew
  for (int t = 0; t < N; t++)
    for (int i = 0; i < N; i++)
      Z[t][i] = opaque(t, i);
#pragma loop transform parallelize
  for (int i = 1; i < N; i++)
    X[i] = X[i - 1] + 2.0;
#pragma loop transform distribute
  for (int i = 1; i < N; i++) {
    Y[i] = X[i - 1] + 1.0;
    for (int j = 0; j < N; j++)
      Z[i][j] = Y[i] * j;
    X[i] = Z[i][N - 1];
  }
}
