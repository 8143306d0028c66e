// tile sizes(...) separate (passes/locality/FullTiles.h): isl's AST
// generator writes the full tiles apart from the partial ones at the
// edges. The engine gives the last grid loop an isolate option holding
// exactly the full tiles (here 3 of 4 row tiles and 6 of 7 column tiles of
// a 100 x 100 nest tiled 32 x 16) and an atomic option for the rest; the
// isolated nest is generated as a copy of its own, so the intratile loops
// of full tiles run constant trip counts. With later steps on the
// intratile loops (a second tile, an interchange, a vectorize) the program
// prints what clang-22 -O0 prints, at -O2 and -O3; and a tile whose sizes
// divide the nest isolates every tile. The register tile's jam in a
// separated nest is jam-on-engine.c's (dot_tile).
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// RUN: %loopcc -O2 -c %s -o %t.o -mllvm -loopcc-trace-locality 2>&1 \
// RUN:   | FileCheck --check-prefix=TRACE %s
//
// CHECK: chain tile-separate.c edges
// CHECK-NEXT: step 0 tile sizes(32, 16) separate @{{[0-9]+}}:3 applied
// CHECK: chain tile-separate.c register_tile
// CHECK-NEXT: step 0 tile sizes(32, 32, 16) separate @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 tile sizes(4, 8) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 2 interchange permutation(3, 1, 2) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 3 vectorize width(4) on(inner) @{{[0-9]+}}:3 applied
// CHECK: chain tile-separate.c divides
// CHECK-NEXT: step 0 tile sizes(10, 20) separate @{{[0-9]+}}:3 applied
// CHECK: chain tile-separate.c then_pack
// CHECK-NEXT: step 0 tile sizes(16, 16) separate @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(B) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK: chain tile-separate.c reversed
// CHECK-NEXT: step 0 tile sizes(8) separate @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 reverse on(grid(1)) @{{[0-9]+}}:3 applied
//
// The full tiles of edges: i0 < 3 (rows 0-95) and i1 < 6 (columns 0-95);
// of register_tile, 3 x 3 x 6 of 4 x 4 x 7, set once its later steps are
// applied (isl refuses to delete a band above a band with an isolate
// option: differential seeds 550007 and others, a crash); of divides, all
// 10 x 5; then_pack: a pack on the intratile loop, grafted first; reversed:
// a reverse of the only grid loop replaces it, and the nest is generated
// without the split.
// TRACE: locality: tile sizes(32, 16) separate
// TRACE: locality: full tiles isolated
// TRACE-NEXT: after: {{.*}}options: "{ {{[^"]*}}isolate{{\[\[}}i0] -> [i1]] : 0 <= i0 <= 2 and 0 <= i1 <= 5{{[^"]*}}atomic
// TRACE: locality: tile sizes(32, 32, 16) separate
// TRACE-NOT: options
// TRACE: locality: full tiles isolated
// TRACE-NEXT: after: {{.*}}isolate{{\[\[}}i0, i1] -> [i2]] : 0 <= i0 <= 2 and 0 <= i1 <= 2 and 0 <= i2 <= 5
// TRACE: locality: tile sizes(10, 20) separate
// TRACE: locality: full tiles isolated
// TRACE-NEXT: after: {{.*}}isolate{{\[\[}}i0] -> [i1]] : 0 <= i0 <= 9 and 0 <= i1 <= 4
// TRACE: locality: tile sizes(16, 16) separate
// TRACE: locality: full tiles isolated
// TRACE-NEXT: after: {{.*}}isolate{{\[\[}}i0] -> [i1]] : 0 <= i0 <= 5 and 0 <= i1 <= 5{{.*}}CopyStmt
// TRACE: locality: reverse on(grid(1))
// TRACE: locality: full tiles isolated
// TRACE-NOT: isolate

#define N 100
#include "Inputs/matrices.h"

__attribute__((noinline)) void edges(void) {
  P(loop transform tile sizes(32, 16) separate)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i] * 2 + i;
}

__attribute__((noinline)) void register_tile(void) {
  P(loop transform vectorize width(4) on(inner))
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))
  P(loop transform tile sizes(4, 8) on(intratile(1)))
  P(loop transform tile sizes(32, 32, 16) separate)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

__attribute__((noinline)) void divides(void) {
  P(loop transform tile sizes(10, 20) separate)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = C[i][j] * 0.5 + A[j][i];
}

__attribute__((noinline)) void then_pack(void) {
  P(loop transform pack array(B) on(intratile(1)))
  P(loop transform tile sizes(16, 16) separate)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] += B[j][i] * A[i][j];
}

__attribute__((noinline)) void reversed(void) {
  P(loop transform reverse on(grid(1)))
  P(loop transform tile sizes(8) separate)
  for (int i = 0; i < N; i++)
    C[1][i] = C[0][i] * 2 + i;
}

int main(void) {
  init();
  edges();
  printf("edges %.1f\n", sum(A));
  init();
  register_tile();
  printf("register %.1f\n", sum(C));
  init();
  divides();
  printf("divides %.1f\n", sum(C));
  init();
  then_pack();
  printf("then_pack %.1f\n", sum(C));
  init();
  reversed();
  printf("reversed %.1f\n", sum(C));
  return 0;
}
