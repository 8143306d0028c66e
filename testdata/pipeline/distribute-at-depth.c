// distribute on a loop with loops inside, on the engine: each statement of
// the body, at any depth, gets its own copy of the loop nest where the
// dependences allow, so that the hot nest inside an imperfect nest becomes
// a perfect nest a later step can take. The copies are piece(1),
// piece(2), ... in the order they run (the statements' order, where the
// dependences leave it free), and ids(...) names them.
// - correlation: PolyBench's correlation nest; distribute names its four
//   pieces, then a tile of the i-j-k product (piece 3) applies.
// - covariance: the division and the mirror share a value in a register
//   and stay together, so the product is piece(2); an interchange of its
//   i-j-k nest (permutation 1, 3, 2).
// - cycle: the outer loop's two statements form a dependence cycle across
//   its iterations: refused, the warning naming a dependence a split would
//   reverse, the loop left as it was.
// - init_product: a lone distribute on an outer loop (LLVM's
//   LoopDistribute takes innermost loops only; the engine splits it).
// - jam_piece: the product piece of the same nest unroll-and-jammed (i by
//   2, jammed through j into k, on the engine).
// - two_statements: an innermost loop whose chain goes on with a piece:
//   the engine splits it (LoopDistribute makes no pieces), then the
//   second statement's loop is vectorized.
// - product_params: PolyBench's gemm on arrays passed as pointer
//   parameters, which may overlap: the split and the tile of its product
//   (piece 2) run under one run-time check of the overlap (the tile in a
//   later engine run was refused: "may be the same memory"); called once
//   with overlapping arrays, where the original nest runs.
// Every program prints what clang-22 -O0 prints without the directives,
// at -O2 and -O3; the report names each step's status.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json -Rpass='loopcc-.*|loop-vectorize' 2> %t.err
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -march=x86-64-v3 %s -o %t.O3 2> %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// A budget the split nests' code exceeds (the engine then gives up every
// step of the nest): the split is missed with that reason, and the step
// after it skipped, never a silent not-needed.
// RUN: %loopcc -O2 %s -o /dev/null -mllvm -loopcc-locality-max-operations=1000000 -floop-transform-report=%t.budget.json 2> %t.budget.err
// RUN: %python %S/Inputs/report.py %t.budget.json | FileCheck --check-prefix=BUDGET %s
// BUDGET: chain distribute-at-depth.c correlation
// BUDGET-NEXT: step 0 distribute ids(diag, init, dot, mirror) @{{.*}} missed
// BUDGET-NEXT: reason: the new nest's code was too costly to generate
// BUDGET-NEXT: step 1 tile sizes(16, 16, 32) on(dot) @{{.*}} skipped
//
// DIAG-DAG: distribute-at-depth.c:[[#CORR:]]:3: remark: distributed loop [-Rpass=loopcc-distribute]
// DIAG-DAG: distribute-at-depth.c:[[#CORR]]:3: remark: tiled loop (sizes 16 x 16 x 32) [-Rpass=loopcc-tile]
// DIAG-DAG: distribute-at-depth.c:[[#COV:]]:3: remark: distributed loop [-Rpass=loopcc-distribute]
// DIAG-DAG: distribute-at-depth.c:[[#COV]]:3: remark: interchanged loops (permutation 1, 3, 2) [-Rpass=loopcc-interchange]
// DIAG-DAG: distribute-at-depth.c:[[#CYCLE:]]:3: warning: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from
// DIAG-DAG: distribute-at-depth.c:[[#INIT:]]:3: remark: distributed loop [-Rpass=loopcc-distribute]
// DIAG-DAG: distribute-at-depth.c:[[#JAM:]]:3: remark: unroll-and-jammed loop (count 2) [-Rpass=loopcc-unroll_and_jam]
// DIAG-DAG: distribute-at-depth.c:{{[0-9]+}}:3: remark: vectorized loop (vectorization width: 4, interleaved count: 2) [-Rpass=loop-vectorize]
//
// JSON: chain distribute-at-depth.c correlation {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute ids(diag, init, dot, mirror) @{{[0-9]+}}:3 applied
// JSON-NEXT:   step 1 tile sizes(16, 16, 32) on(dot) @{{[0-9]+}}:3 applied on=piece(3) produced_loops={{[0-9]+}}
// JSON: chain distribute-at-depth.c covariance {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 applied
// JSON-NEXT:   step 1 interchange permutation(1, 3, 2) on(piece(2)) @{{[0-9]+}}:3 applied on=piece(2)
// JSON: chain distribute-at-depth.c cycle {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 missed
// JSON: chain distribute-at-depth.c init_product {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 applied
// JSON: chain distribute-at-depth.c jam_piece {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 applied
// JSON-NEXT:   step 1 unroll_and_jam count(2) on(piece(2)) @{{[0-9]+}}:3 applied on=piece(2)
// JSON: chain distribute-at-depth.c two_statements {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 applied
// JSON-NEXT:   step 1 vectorize width(4) on(piece(2)) @{{[0-9]+}}:3 applied on=piece(2)
// JSON: chain distribute-at-depth.c product_params {{[0-9]+}}:3
// JSON-NEXT:   step 0 distribute @{{[0-9]+}}:3 applied
// JSON-NEXT:   step 1 tile sizes(16, 8, 32) on(piece(2)) @{{[0-9]+}}:3 applied on=piece(2) runtime_check=True

#include <stdio.h>

#define M 60
#define N 70
static double data[N][M], corr[M][M], cov[M][M], mean[M];
static double x[N], y[N], z[N][M], C[M][M], A[M][N], B[N][M];
static float p[1000], q[1000], r[1000];

#ifdef NO_PRAGMAS
#define DIRECTIVE(...)
#else
#define DIRECTIVE(...) _Pragma(#__VA_ARGS__)
#endif

__attribute__((noinline)) static void correlation(void) {
  DIRECTIVE(loop transform tile sizes(16, 16, 32) on(dot))
  DIRECTIVE(loop transform distribute ids(diag, init, dot, mirror))
  for (int i = 0; i < M - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < M; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[M - 1][M - 1] = 1.0;
}

__attribute__((noinline)) static void covariance(void) {
  DIRECTIVE(loop transform interchange permutation(1, 3, 2) on(piece(2)))
  DIRECTIVE(loop transform distribute)
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= N - 1.0;
      cov[j][i] = cov[i][j];
    }
}

__attribute__((noinline)) static void cycle(void) {
  DIRECTIVE(loop transform distribute)
  for (int i = 1; i < N; i++) {
    x[i] = y[i - 1] * 0.5 + 1.0;
    for (int j = 0; j < M; j++)
      z[i][j] = x[i] + j;
    y[i] = z[i][M - 1] * 0.25;
  }
}

__attribute__((noinline)) static void init_product(void) {
  DIRECTIVE(loop transform distribute)
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      C[i][j] = 0.0;
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
}

static double C3[M][M];
__attribute__((noinline)) static void jam_piece(void) {
  DIRECTIVE(loop transform unroll_and_jam count(2) on(piece(2)))
  DIRECTIVE(loop transform distribute)
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      C3[i][j] = 1.0;
      for (int k = 0; k < N; k++)
        C3[i][j] += A[i][k] * B[k][j];
    }
}

__attribute__((noinline)) static void two_statements(void) {
  DIRECTIVE(loop transform vectorize width(4) on(piece(2)))
  DIRECTIVE(loop transform distribute)
  for (int i = 1; i < 1000; i++) {
    p[i] = p[i - 1] + q[i];
    r[i] = q[i] * 2.0f;
  }
}

__attribute__((noinline)) static void
product_params(int n, double C2[n][n], double A2[n][n], double B2[n][n]) {
  DIRECTIVE(loop transform tile sizes(16, 8, 32) on(piece(2)))
  DIRECTIVE(loop transform distribute)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C2[i][j] *= 0.5;
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C2[i][j] += A2[i][k] * B2[k][j];
  }
}

static double P1[40][40], P2[40][40], P3[40][40];

int main(void) {
  for (int k = 0; k < N; k++)
    for (int i = 0; i < M; i++) {
      data[k][i] = ((k * i) % 17) / 7.0;
      A[i][k] = (i + k) % 5;
      B[k][i] = (i * k) % 3;
    }
  for (int i = 0; i < N; i++)
    y[i] = i % 4;
  for (int i = 0; i < 1000; i++)
    q[i] = i % 9;
  correlation();
  covariance();
  cycle();
  init_product();
  jam_piece();
  two_statements();
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++) {
      P1[i][j] = (i + j) % 7;
      P2[i][j] = (i * j) % 5;
      P3[i][j] = (i + 2 * j) % 3;
    }
  product_params(37, P1, P2, P3);
  product_params(40, P2, P2, P3); // overlapping: the original nest runs
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      s += (corr[i][j] + 3 * cov[i][j] + 5 * C[i][j] + 7 * C3[i][j]) *
           ((i + 2 * j) % 5);
  for (int i = 0; i < N; i++)
    s += x[i] + y[i] + z[i][i % M];
  for (int i = 0; i < 1000; i++)
    s += p[i] + r[i];
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      s += P1[i][j] * 0.25 + P2[i][j] * 0.125;
  printf("%.6f\n", s);
  return 0;
}
