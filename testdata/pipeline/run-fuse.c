// fuse on the locality engine (passes/locality/Fuse.h): the loops of a
// block become one loop that runs iteration t of each, in their order,
// each loop counted from its own first iteration (OpenMP 6's semantics):
// - producer_consumer: the second loop reads what the first wrote in the
//   same iteration: fused (the trace shows one band over both statements
//   and the sequence of their bodies inside);
// - reads_ahead: the second loop reads B[i + 1], which the first writes
//   one iteration later: refused, the warning names the dependence (once,
//   at the first loop), and the loops run as written;
// - unequal: trip counts n and m - 3, unknown at compile time, the second
//   loop from 3: each loop's iteration t runs only while it would (n < m
//   and n > m both run), in one loop with guards (the fused band has
//   isl's "atomic" option; pipeline/fuse-unequal-then-step.c);
// - range_then_vectorize: looprange(2, 2) of three loops, then the fused
//   loop vectorized (fuse, then vectorize);
// - fuse_then_tile and tile_then_fuse: tile on(fused) after the fuse, and
//   each loop tiled before it, their grid loops fused (the trace shows the
//   intratile loops in the sequence under the fused band);
// - nests: two 2-deep nests, their outer loops fused.
// Integers, so the sums do not depend on the order: the program prints
// what clang-22 -O0 prints at -O1, -O2 and -O3.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 > %t.O1.out
// RUN: diff %t.ref.out %t.O1.out
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// RUN: %loopcc -O2 -c %s -o %t.o -mllvm -loopcc-trace-locality 2>&1 \
// RUN:   | FileCheck --check-prefix=TRACE %s
//
// CHECK-DAG: chain run-fuse.c producer_consumer [[#FIRST:]]:5
// CHECK-DAG: step 0 fuse @[[#FIRST-2]]:24 applied produced_loops=1
// CHECK-LABEL: chain run-fuse.c reads_ahead
// CHECK-NEXT: step 0 fuse @{{[0-9]+}}:24 missed
// CHECK-NEXT: reason: 'fuse' would reverse the dependence from B[i] (line [[#@LINE+49]]) to B[i + 1] (line [[#@LINE+51]])
// CHECK-LABEL: chain run-fuse.c unequal
// CHECK-NEXT: step 0 fuse @{{[0-9]+}}:24 applied
// CHECK-LABEL: chain run-fuse.c range_then_vectorize
// CHECK-NEXT: step 0 fuse looprange(2, 2) @{{[0-9]+}}:24 applied
// CHECK-NEXT: step 1 vectorize width(4) on(fused) @{{[0-9]+}}:24 applied on=fused vector_width=4
// CHECK-LABEL: chain run-fuse.c fuse_then_tile
// CHECK-NEXT: step 0 fuse @{{[0-9]+}}:24 applied
// CHECK-NEXT: step 1 tile sizes(64) on(fused) @{{[0-9]+}}:24 applied
// CHECK-LABEL: chain run-fuse.c nests
// CHECK-NEXT: step 0 fuse @{{[0-9]+}}:24 applied
//
// WARN: run-fuse.c:[[#@LINE+36]]:5: warning: loop not fused: 'fuse' would reverse the dependence from B[i] (line [[#@LINE+37]]) to B[i + 1] (line [[#@LINE+39]])
// WARN-NEXT: {{^ +[0-9]+ \| }}
// WARN-NEXT: {{^ +\| +\^}}
// WARN-NEXT: run-fuse.c:[[#@LINE+31]]:24: note: 'fuse' requested here
// WARN-NOT: warning:
//
// TRACE-LABEL: locality: fuse
// TRACE: after: { domain: {{.*}}child: { mark: "Loop with Metadata", child: { schedule: "[{ Stmt{{[0-9]+[a-z]?}}[i0] -> [(i0)] : 0 <= i0 <= 999; Stmt{{[0-9]+[a-z]?}}[i0] -> [(i0)] : 0 <= i0 <= 999 }]", options: "{ atomic[0] }", child: { sequence: [ { filter: "{ Stmt{{[0-9]+[a-z]?}}[i0] }" }, { filter: "{ Stmt{{[0-9]+[a-z]?}}[i0] }" } ] } } } }
// TRACE-LABEL: locality: fuse looprange(2, 2)
// TRACE: after: { domain: {{.*}}child: { sequence: [ { filter: "{ Stmt{{[0-9]+[a-z]?}}[i0] }", child: { mark: {{.*}} }, { filter: {{.*}}sequence: [ {{.*}} ] } } } } ] } }
// TRACE-LABEL: locality: fuse
// TRACE: after: {{.*}}schedule: "[{ Stmt{{[0-9]+[a-z]?}}[i0] -> [(floor((i0)/64))] : 0 <= i0 <= 999; Stmt{{[0-9]+[a-z]?}}[i0] -> [(floor((i0)/64))] : 0 <= i0 <= 999 }]", options: "{ atomic[0] }", child: { sequence: [ { filter: "{ Stmt{{[0-9]+[a-z]?}}[i0] }", child: { mark: "Loop with Metadata", child: { schedule: "[{ Stmt{{[0-9]+[a-z]?}}[i0] -> [(i0)] }]" } } }
#include <stdio.h>

#define N 1000
long A[N], B[N], C[N + 8], D[N], E[64][64], F[64][64];

#ifdef NO_PRAGMAS
#define PRAGMA(x)
#else
#define PRAGMA(x) _Pragma(#x)
#endif

__attribute__((noinline)) void producer_consumer(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      B[i] = 3 * A[i] + 1;
    for (int i = 0; i < N; i++)
      C[i] = B[i] * B[i] - A[i];
  }
}

__attribute__((noinline)) void reads_ahead(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      B[i] = A[i] + 7;
    for (int i = 0; i < N - 1; i++)
      C[i] = B[i + 1] - B[i];
  }
}

__attribute__((noinline)) void unequal(int n, int m) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      B[i] = A[i] * 5;
    for (int j = 3; j < m; j++)
      C[j] += B[j - 3] + j;
  }
}

__attribute__((noinline)) void range_then_vectorize(void) {
#pragma loop transform vectorize width(4) on(fused)
#pragma loop transform fuse looprange(2, 2)
  {
    for (int i = 0; i < N; i++)
      A[i] = i % 17;
    for (int i = 0; i < N; i++)
      B[i] = A[i] * 2;
    for (int i = 0; i < N; i++)
      C[i] = B[i] + A[N - 1 - i];
  }
}

__attribute__((noinline)) void fuse_then_tile(void) {
#pragma loop transform tile sizes(64) on(fused)
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      B[i] = A[i] - 2;
    for (int i = 0; i < N; i++)
      D[i] = B[i] * 3 + C[i];
  }
}

__attribute__((noinline)) void tile_then_fuse(void) {
#pragma loop transform fuse
  {
#pragma loop transform tile sizes(64)
    for (int i = 0; i < N; i++)
      B[i] = A[i] + 11;
#pragma loop transform tile sizes(64)
    for (int i = 0; i < N; i++)
      D[i] += B[i] * 2;
  }
}

__attribute__((noinline)) void nests(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++)
        E[i][j] = i * j + A[j];
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++)
        F[i][j] = E[i][j] + E[i][63 - j];
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = (i * 37) % 101;
  long Sum = 0;
  producer_consumer();
  for (int i = 0; i < N; i++)
    Sum += C[i] * (i % 7);
  reads_ahead();
  for (int i = 0; i < N; i++)
    Sum += C[i] * (i % 5);
  unequal(900, 1000);
  unequal(1000, 20);
  for (int i = 0; i < N + 8; i++)
    Sum += C[i] * (i % 3);
  range_then_vectorize();
  fuse_then_tile();
  tile_then_fuse();
  nests();
  for (int i = 0; i < N; i++)
    Sum += A[i] + 2 * B[i] + 3 * C[i] + 5 * D[i];
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      Sum += F[i][j] * (j + 1);
  printf("%ld\n", Sum);
  return 0;
}
