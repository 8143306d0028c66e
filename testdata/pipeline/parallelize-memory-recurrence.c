// A chain with a parallelize waits for the vectorizer's start, after GVN.
// GVN replaces the load of a sum kept in memory (`E[i][j] = 0; for (k...)
// E[i][j] += ...`) by a PHI of the k loop, which Polly sees as a scalar
// carried from one iteration to the next: the j-k nest was no longer
// perfect, and the chain's tile was refused ("the loop at depth 2 has
// other statements beside its inner loop"). The engine now loads the sum
// from memory again where memory provably holds it at each iteration's
// start (passes/locality/MemoryRecurrences.cpp). Checked here, each
// program's output equal to clang-22 -O0's with 1, 2, 3 and 7 threads:
// - `product`: distribute, tile, interchange inside the tile, and a last
//   parallelize of the tile's rows: every step applied, no warning;
// - `other_start`: the sum starts from a value that is not the one stored
//   before the loop (`t = 0` while E[i][j] = 5 is stored): memory does not
//   hold the PHI's value, the PHI stays, and the tile of the j-k nest the
//   distribute leaves is refused as before.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O3 %s -o %t -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=3 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=7 %t | diff %t.ref.out -
//
// CHECK: chain parallelize-memory-recurrence.c product
// CHECK-NEXT: step 0 distribute {{.*}}applied
// CHECK-NEXT: step 1 tile sizes(16, 8, 8) on(piece(2)) ids(rows) {{.*}}applied
// CHECK-NEXT: step 2 interchange permutation(1, 3, 2) on(intratile(1)) {{.*}}applied
// CHECK-NEXT: step 3 parallelize on(rows) {{.*}}applied
// CHECK: chain parallelize-memory-recurrence.c other_start
// CHECK-NEXT: step 0 distribute {{.*}}applied
// CHECK-NEXT: step 1 tile sizes(8, 8, 8) on(piece(2)) ids(rows) {{.*}}missed
// CHECK: step 2 parallelize on(rows) {{.*}}skipped
//
// The one warning is other_start's:
// WARN: warning: loop not tiled: 'tile sizes(8, 8, 8) on(piece(2)) ids(rows)' needs 3 perfectly nested loops; the loop at depth 2 has other statements beside its inner loop
// WARN-NOT: warning:

#include <stdio.h>

#define NI 50
#define NJ 40
#define NK 30
double E[NI][NJ], F[NI][NJ], A[NI][NK], B[NK][NJ];

__attribute__((noinline)) void product(void) {
#pragma loop transform parallelize on(rows)
#pragma loop transform interchange permutation(1, 3, 2) on(intratile(1))
#pragma loop transform tile sizes(16, 8, 8) on(piece(2)) ids(rows)
#pragma loop transform distribute
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < NK; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
}

__attribute__((noinline)) void other_start(void) {
#pragma loop transform parallelize on(rows)
#pragma loop transform tile sizes(8, 8, 8) on(piece(2)) ids(rows)
#pragma loop transform distribute
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      double t = 0.0;
      F[i][j] = 5.0;
      for (int k = 0; k < NK; ++k) {
        t += A[i][k] * B[k][j];
        F[i][j] = t;
      }
    }
}

int main(void) {
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (i * 3 + k) % 7 - 3;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (k * 5 + j) % 11 - 5;
  product();
  other_start();
  double s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += (E[i][j] + 2 * F[i][j]) * (i + j + 1);
  printf("%.1f\n", s);
  return 0;
}
