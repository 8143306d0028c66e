// unroll_and_jam of a loop a locality step made is applied by the engine
// on the schedule tree (passes/locality/UnrollAndJam.h) and judged by
// Polly's dependences, not by LLVM's pass:
// - tiled_jam: a jam of 3 in tiles of 8 rows; 30 rows, so strips are full
//   and partial: the trace shows the three copies in a sequence inside
//   the column loop and the remainder loop on the rows after them;
// - dot_tile: the register tile of a dot product, as BLAS's syrk needs:
//   i jammed through j into k, then j into k, then k vectorized (LLVM's
//   pass takes a two-deep nest only, and declined these on Polly's flat
//   subscripts);
// - illegal_jam: the tile (on rows only) is legal, the jam is not: the
//   warning names the dependence the jam would reverse, and the nest runs
//   tiled, not jammed;
// - packed_jam: a jam of the loop a pack is on, 29 rows by 4, of a
//   triangular nest: the pack's copies go around the whole loop, so the
//   partial strip stays in the strip loop, not in remainder loops after
//   the copy-out (found by the differential run, seed 560007).
// Integers, so the sums do not depend on the order: the program prints
// what clang-22 -O0 prints at -O1, -O2 and -O3.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
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
// CHECK: chain jam-on-engine.c tiled_jam
// CHECK-NEXT: step 0 tile sizes(8, 8) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 unroll_and_jam count(3) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK: chain jam-on-engine.c dot_tile
// CHECK-NEXT: step 0 tile sizes(4, 4) separate @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 unroll_and_jam count(4) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 2 unroll_and_jam count(4) on(inner) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 3 vectorize width(4) on(inner) @{{[0-9]+}}:3 applied
// CHECK: chain jam-on-engine.c packed_jam
// CHECK-NEXT: step 0 pack array(E) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 unroll_and_jam count(4) on(packed) @{{[0-9]+}}:3 applied
// CHECK: chain jam-on-engine.c illegal_jam
// CHECK-NEXT: step 0 tile sizes(4) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 unroll_and_jam count(2) on(intratile(1)) @{{[0-9]+}}:3 missed
// CHECK-NEXT: reason: 'unroll_and_jam count(2) on(intratile(1))' would reverse the dependence from D[i][j] (line [[#@LINE+57]]) to D[i - 1][j + 1] (line {{[0-9]+}})
//
// WARN: jam-on-engine.c:[[#@LINE+53]]:3: warning: loop not unroll-and-jammed: 'unroll_and_jam count(2) on(intratile(1))' would reverse the dependence from D[i][j]
// WARN-NOT: warning:
//
// TRACE-LABEL: locality: unroll_and_jam count(3) on(intratile(1))
// TRACE: after: {{.*}}sequence: [ { filter: {{.*}}sequence: [ { filter: "{ Stmt{{[0-9_a-z]*}}[i0, i1] : {{[^"]*}}" }, { filter: "{{[^"]*}}" }, { filter: "{{[^"]*}}" } ] }{{.*}}schedule: "[{ Stmt{{[0-9_a-z]*}}[i0, i1] -> [(i0)] }]"
// TRACE-LABEL: locality: unroll_and_jam count(4) on(intratile(1))
// TRACE-LABEL: locality: unroll_and_jam count(4) on(inner)
// TRACE-LABEL: locality: unroll_and_jam count(2) on(intratile(1))
// TRACE-NEXT: before:
// TRACE-NEXT: after:
// TRACE-NEXT: dependences:

#include <stdio.h>

#ifdef NO_PRAGMAS
#define P(x)
#else
#define P(x) _Pragma(#x)
#endif

#define N 30
static int A[N][N], B[N][N], C[N][N], D[N][N], E[N][N];

__attribute__((noinline)) void tiled_jam(void) {
  P(loop transform unroll_and_jam count(3) on(intratile(1)))
  P(loop transform tile sizes(8, 8))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = A[i][j] * 3 + A[j][i];
}

__attribute__((noinline)) void dot_tile(void) {
  P(loop transform vectorize width(4) on(inner))
  P(loop transform unroll_and_jam count(4) on(inner))
  P(loop transform unroll_and_jam count(4) on(intratile(1)))
  P(loop transform tile sizes(4, 4) separate)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[j][k];
}

__attribute__((noinline)) void packed_jam(void) {
  P(loop transform unroll_and_jam count(4) on(packed))
  P(loop transform pack array(E))
  for (int i = 1; i < N; i++)
    for (int j = 1; j <= i; j++)
      E[i][j] = E[i][j - 1] + A[i - 1][j - 1] + 5;
}

__attribute__((noinline)) void illegal_jam(void) {
  P(loop transform unroll_and_jam count(2) on(intratile(1)))
  P(loop transform tile sizes(4))
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      D[i][j] = D[i - 1][j + 1] + 1;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 17 - 8;
      D[i][j] = i - j;
      E[i][j] = (i * 3 + j) % 11;
    }
  tiled_jam();
  dot_tile();
  packed_jam();
  illegal_jam();
  long S = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      S += (B[i][j] + 3L * C[i][j] + 5L * D[i][j] + 7L * E[i][j]) *
           (1 + (i + 2 * j) % 7);
  printf("%ld\n", S);
  return 0;
}
