// -floop-transform-chains=FILE applies the chains of FILE
// (Inputs/chains-file/applied.chains) to this unedited source, as if their
// directives were written above the loops they name:
// - loop 1 of transpose (a perfect nest) is tiled: loops are numbered from
//   1 in source order, an outer loop before its inner loops;
// - two chains on one nest: loop 1 of scale (its outer loop) is
//   interchanged, and loop 2 (the loop inside it, by its number) gets a
//   chain of its own, an unroll;
// - the loop named by `#pragma loop id(sweep)` is reversed, and refused: the
//   warning stands at the loop, naming the dependence, with a note at the
//   chains file's directive;
// - the loop `cols` that the source's own tile makes (`ids(_, cols)`): the
//   file's chain continues the source's, after it;
// - a chain for another file (not part of this unit) is ignored, silently.
// The program prints what clang-22 -O0 prints, at -O2 and -O3. The JSON
// report gives each chains-file directive's file and line; -Rpass names the
// engine's steps at their loops. Without the flag only the source's own
// directive applies.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-chains=%S/Inputs/chains-file/applied.chains %s -o %t.O2 -floop-transform-report=%t.json -Rpass='loopcc-(tile|interchange|reverse)' 2> %t.err
// RUN: FileCheck --input-file=%t.err %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %python %S/Inputs/chains-file/steps.py %t.json | FileCheck --check-prefix=STEPS %s
// RUN: %loopcc -O3 -march=x86-64-v3 -floop-transform-chains=%S/Inputs/chains-file/applied.chains %s -o %t.O3 2> %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// RUN: %loopcc -O2 %s -o %t.none -floop-transform-report=%t.none.json
// RUN: %python %S/Inputs/chains-file/steps.py %t.none.json | FileCheck --check-prefix=NONE %s
//
// CHECK-DAG: chains-file.c:63:3: remark: tiled loop (sizes 8 x 16) [-Rpass=loopcc-tile]
// CHECK-DAG: chains-file.c:69:3: remark: interchanged loops [-Rpass=loopcc-interchange]
// CHECK-DAG: chains-file.c:82:3: remark: tiled loop (sizes 4 x 8) [-Rpass=loopcc-tile]
// CHECK-DAG: chains-file.c:76:3: warning: loop 'sweep' not reversed: 'reverse' would reverse the dependence from B[i][0] (line 77) to B[i - 1][0] (line 77) [-Wpass-failed]
// CHECK-DAG: applied.chains:14:24: note: 'reverse' requested here
// CHECK-NOT: other.c
//
// STEPS-DAG: blocked loop 82: tile sizes(4, 8) ids(_, cols) (line 81) applied
// STEPS-DAG: blocked loop 82: unroll count(4) on(cols) (applied.chains:18) applied
// STEPS-DAG: transpose loop 63: tile sizes(8, 16) (applied.chains:5) applied
// STEPS-DAG: scale loop 69: interchange (applied.chains:9) applied
// STEPS-DAG: scale loop 70: unroll count(2) (applied.chains:11) applied
// STEPS-DAG: sweep loop 76: reverse (applied.chains:14) missed
// STEPS-NOT: vectorize
//
// NONE: blocked loop 82: tile sizes(4, 8) ids(_, cols) (line 81) applied
// NONE-NOT: chains

#include <stdio.h>

#define N 48
double A[N][N], B[N][N], C[N][N];

void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j * 3) % 11;
}

void transpose(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[j][i] = A[i][j] * 2;
}

void scale(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = A[i][j] + B[i][j];
}

void sweep(void) {
#pragma loop id(sweep)
  for (int i = 1; i < N; i++)
    B[i][0] += B[i - 1][0];
}

void blocked(void) {
#pragma loop transform tile sizes(4, 8) ids(_, cols)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] += A[j][i];
}

int main(void) {
  init();
  transpose();
  scale(N);
  sweep();
  blocked();
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (B[i][j] + C[i][j]) * (i + 1) - j;
  printf("%.1f\n", s);
  return 0;
}
