// A chain's last `parallelize` may apply to a loop an earlier step made that
// no later step took: the outermost loop of the nest, while the steps after
// its maker transform the loops inside it (StepClauses::Producer, a leaf of
// the chain). Checked here, each program's output equal to clang-22 -O0's
// with 1, 2, 3 and 7 threads:
// - `#pragma omp parallel for` above a stack whose last step is on an inner
//   loop (`unroll on(intratile(2))`, `vectorize on(intratile(2))`,
//   `interchange on(intratile(1))`) shares out the outermost loop the stack
//   makes, the tile's grid(1) loop, as OpenMP 6 says: the report shows
//   `parallelize on(grid(1))`, the explain view the parallel loop outermost.
//   In `rows_carry` the loop the last step makes carries a dependence and
//   the outermost one does not: loopcc used to parallelize the former and
//   refuse it; now the outermost runs in parallel, without a warning;
// - a sum under `reduction(+: s)` kept in a variable, the parallel loop
//   outermost;
// - `parallelize on(NAME)` written as a chain's last step, naming the
//   tile's grid(1) loop from below a register tile of its intratile loops:
//   a register tile and parallelize in one chain;
// - the errors: a name whose loop a later step took, a reaching back by a
//   step that is not parallelize, and a parallelize that is not the last.
//
// RUN: %clang -O0 -fopenmp -Wno-unknown-pragmas %s -o %t.ref
// RUN: env OMP_NUM_THREADS=1 %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp %s -o %t -floop-transform-report=%t.json -floop-transform-explain=%t.explain 2> %t.err
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t | diff %t.ref.out -
// RUN: %loopcc -O3 -fopenmp %s -o %t.O3 2> /dev/null
// RUN: env OMP_NUM_THREADS=3 %t.O3 | diff %t.ref.out -
// RUN: %loopcc -O2 -fopenmp -c %s -o /dev/null -Rpass=loopcc-parallelize 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: not %loopcc -O2 -fopenmp -DERRORS -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
//
// QUIET-NOT: warning
// CHECK: chain parallelize-outermost-made.c unrolled_inner
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 unroll count(2) on(intratile(2)) {{.*}}applied
// CHECK-NEXT: step 2 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-outermost-made.c vectorized_inner
// CHECK-NEXT: step 0 tile sizes(16, 16) {{.*}}applied
// CHECK-NEXT: step 1 vectorize width(4) on(intratile(2)) {{.*}}applied
// CHECK-NEXT: step 2 parallelize threads(3) on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-outermost-made.c rows_carry
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 interchange on(intratile(1)) {{.*}}applied
// CHECK-NEXT: step 2 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-outermost-made.c summed
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}}applied
// CHECK-NEXT: step 1 unroll count(2) on(intratile(2)) {{.*}}applied
// CHECK-NEXT: step 2 parallelize on(grid(1)) {{.*}}applied
// CHECK: chain parallelize-outermost-made.c register_tiled
// CHECK-NEXT: step 0 tile sizes(32, 64) {{.*}}applied
// CHECK-NEXT: step 1 tile sizes(4, 8) on(intratile(1)) {{.*}}applied
// CHECK-NEXT: step 2 vectorize width(4) on(intratile(2)) {{.*}}applied
// CHECK-NEXT: step 3 parallelize on(rows) {{.*}}applied on=grid(1)
//
// The parallel loop is the outermost one, the steps inside it as written:
// EXPLAIN: chain in 'rows_carry': tile sizes(8, 8), then interchange on(intratile(1)), then parallelize on(grid(1))
// EXPLAIN: step 3: parallelize on(grid(1)) {{.*}}: applied
// EXPLAIN-NEXT: for {{.*}}parallel loop of step 3
// EXPLAIN-NEXT: for {{.*}}grid(2) loop of step 1
// EXPLAIN-NEXT: for {{.*}}outer loop of step 2
// EXPLAIN-NEXT: for {{.*}}inner loop of step 2
//
// REMARK-COUNT-5: remark: parallelized loop

#include <stdio.h>

#define N 100
double A[N][N], B[N][N], C[N][N], D[N][N];

__attribute__((noinline)) void unrolled_inner(int n) {
#pragma omp parallel for
#pragma loop transform unroll count(2) on(intratile(2))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2.0 + i;
}

__attribute__((noinline)) void vectorized_inner(int n) {
#pragma omp parallel for num_threads(3)
#pragma loop transform vectorize width(4) on(intratile(2))
#pragma loop transform tile sizes(16, 16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[j][i] = A[i][j] + B[i][j];
}

// Each row is a recurrence along j: the interchange's outer loop (j inside
// a tile) carries it, the tile's rows do not.
__attribute__((noinline)) void rows_carry(int n) {
#pragma omp parallel for
#pragma loop transform interchange on(intratile(1))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      D[i][j] = D[i][j - 1] * 0.5 + A[i][j];
}

__attribute__((noinline)) long summed(int n) {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
#pragma loop transform unroll count(2) on(intratile(2))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += (long)(A[i][j] * 3.0) + i;
  return s;
}

__attribute__((noinline)) void register_tiled(int n) {
#pragma loop transform parallelize on(rows)
#pragma loop transform vectorize width(4) on(intratile(2))
#pragma loop transform tile sizes(4, 8) on(intratile(1))
#pragma loop transform tile sizes(32, 64) ids(rows, cols)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = A[i][j] * 3.0 + B[j][i];
}

#ifdef ERRORS
void errors(int n) {
  // ERR: error: loop 'r' is no longer there: 'tile sizes(4, 8) on(intratile(1))' transformed it before this step
#pragma loop transform parallelize on(r)
#pragma loop transform tile sizes(4, 8) on(intratile(1))
#pragma loop transform tile sizes(32, 64) ids(_, _, r, c)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = 1.0;
  // ERR: error: loop 'g' is not the loop its chain goes on with: 'unroll count(2) on(intratile(2))' applies to the intratile(2) loop of 'tile sizes(8, 8) ids(g)'
#pragma loop transform unroll count(4) on(g)
#pragma loop transform unroll count(2) on(intratile(2))
#pragma loop transform tile sizes(8, 8) ids(g)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = 2.0;
  // ERR: error: loop 'h' is not the loop its chain goes on with
#pragma loop transform vectorize on(parallel)
#pragma loop transform parallelize on(h)
#pragma loop transform unroll count(2) on(intratile(2))
#pragma loop transform tile sizes(8, 8) ids(h)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = 3.0;
}
#endif

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 11 - 5;
      D[i][j] = i - j;
    }
  unrolled_inner(N);
  vectorized_inner(N - 3);
  rows_carry(N);
  long s = summed(N - 1);
  register_tiled(N);
  double t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      t += (B[i][j] + 2 * C[i][j] + 3 * D[i][j]) * (i + 1);
  printf("%ld %.6f\n", s, t);
  return 0;
}
