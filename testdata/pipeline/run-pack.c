// pack array(NAME) (passes/locality/Pack.h): the part of the array that
// one run of the loop touches is copied into a buffer before it, the loop
// reads and writes the buffer, and what it writes is copied back after.
// Each form: a transposed read packed on the outer loop (the buffer is laid
// out so the inner loop reads it with unit stride), a matrix product tiled
// with A and B packed on the tile's first intratile loop (one block of each
// per tile), an array read and written (copied back), a triangular nest
// (only the triangle is copied), a local array, a parameter `double
// T[][64]` (T and R may overlap: Polly's run-time check guards the packed
// nest), pack followed by tile on the packed loop, and pack on a
// loop whose buffer lives on the heap (-mllvm -loopcc-pack-stack-bytes=0);
// with the other steps in both orders: unroll_and_jam then pack,
// vectorize then pack (pack then tile: pack_then_tile; the register tile
// after packs: pack-register-tile.c). column: a column of a local array,
// A[i + 1][2], 16-byte aligned in rows of 32 doubles while element i + 1
// of its buffer is not; the buffer's accesses kept the array's alignment,
// and the vectorized loop's aligned load faulted (differential seed
// 540175). beside: a fixed nest packed beside a nest bounded by a
// parameter; Polly's model puts conditions on the parameter on both nests'
// statements, and the buffer was refused as growing with it.
// Every step is applied without a warning, and the program prints what
// clang-22 -O0 prints without the directives, at -O2 and -O3.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O2 -mllvm -loopcc-pack-stack-bytes=0 %s -o %t.heap 2> %t.heap.err
// RUN: count 0 < %t.heap.err
// RUN: %t.heap > %t.heap.out
// RUN: diff %t.ref.out %t.heap.out
// RUN: %loopcc -O3 %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// CHECK: chain run-pack.c transpose
// CHECK-NEXT: step 0 pack array(B) @{{[0-9]+}}:3 applied produced_loops=1 copies=transpose
// CHECK: chain run-pack.c product
// CHECK-NEXT: step 0 tile sizes(16, 16, 16) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(B) on(intratile(1)) @{{[0-9]+}}:3 applied on=intratile(1)
// CHECK-NEXT: step 2 pack array(A) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c written
// CHECK-NEXT: step 0 tile sizes(8, 8) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(C) on(intratile(1)) @{{[0-9]+}}:3 applied on=intratile(1)
// CHECK: chain run-pack.c triangle
// CHECK-NEXT: step 0 pack array(B) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c local
// CHECK-NEXT: step 0 pack array(L) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c parameter
// CHECK-NEXT: step 0 pack array(T) @{{[0-9]+}}:3 applied runtime_check=True
// CHECK: chain run-pack.c pack_then_tile
// CHECK-NEXT: step 0 pack array(B) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 tile sizes(8, 8) on(packed) @{{[0-9]+}}:3 applied on=packed
// CHECK: chain run-pack.c jam_then_pack
// CHECK-NEXT: step 0 unroll_and_jam count(2) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(B) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c vectorize_then_pack
// CHECK-NEXT: step 0 vectorize width(4) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(B) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c column
// CHECK-NEXT: step 0 pack array(L) @{{[0-9]+}}:3 applied
// CHECK: chain run-pack.c beside
// CHECK-NEXT: step 0 pack array(B) @{{[0-9]+}}:3 applied

#define N 64
#include "Inputs/matrices.h"

__attribute__((noinline)) void transpose(void) {
  P(loop transform pack array(B))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i] * 2 + i;
}

__attribute__((noinline)) void product(void) {
  P(loop transform pack array(A))
  P(loop transform pack array(B) on(intratile(1)))
  P(loop transform tile sizes(16, 16, 16))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

__attribute__((noinline)) void written(void) {
  P(loop transform pack array(C) on(intratile(1)))
  P(loop transform tile sizes(8, 8))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = C[i][j] * 0.5 + A[j][i];
}

__attribute__((noinline)) void triangle(void) {
  P(loop transform pack array(B))
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      C[i][j] += B[i][j] * B[j][i];
}

__attribute__((noinline)) double local(int seed) {
  double L[32][32];
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      L[i][j] = (i * seed + j) % 9;
  double S = 0;
  P(loop transform pack array(L))
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      S += L[j][i] * (i + 1);
  return S;
}

__attribute__((noinline)) void parameter(double T[][N], double R[][N]) {
  P(loop transform pack array(T))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      R[i][j] = T[j][i] - T[i][j];
}

__attribute__((noinline)) void pack_then_tile(void) {
  P(loop transform tile sizes(8, 8) on(packed))
  P(loop transform pack array(B))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] -= B[j][i];
}

__attribute__((noinline)) void jam_then_pack(void) {
  P(loop transform pack array(B))
  P(loop transform unroll_and_jam count(2))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] += B[j][i] * A[i][j];
}

__attribute__((noinline)) void vectorize_then_pack(void) {
  P(loop transform pack array(B))
  P(loop transform vectorize width(4))
  for (int i = 0; i < N; i++)
    C[0][i] += B[1][i] * 3;
}

__attribute__((noinline)) void column(void) {
  double L[32][32];
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      L[i][j] = A[i][j];
  P(loop transform pack array(L))
  for (int i = 0; i < 31; i++)
    L[i][2] = L[i + 1][2] + 3 * B[i + 1][2] - 2 * B[i][2] + 1;
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      C[i][j] = L[i][j];
}

__attribute__((noinline)) void beside(int n) {
  P(loop transform pack array(B))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i] + 1;
  for (int i = 1; i < n; i++)
    C[0][i] = C[0][i - 1] + A[i][0];
}

int main(void) {
  init();
  transpose();
  printf("transpose %.1f\n", sum(A));
  init();
  product();
  printf("product %.1f\n", sum(C));
  init();
  written();
  printf("written %.1f\n", sum(C));
  init();
  triangle();
  printf("triangle %.1f\n", sum(C));
  printf("local %.1f\n", local(5));
  init();
  parameter(B, C);
  printf("parameter %.1f\n", sum(C));
  init();
  pack_then_tile();
  printf("pack_then_tile %.1f\n", sum(C));
  init();
  jam_then_pack();
  printf("jam_then_pack %.1f\n", sum(C));
  init();
  vectorize_then_pack();
  printf("vectorize_then_pack %.1f\n", sum(C));
  init();
  column();
  printf("column %.1f\n", sum(C));
  init();
  beside(N);
  printf("beside %.1f\n", sum(A) + sum(C));
  return 0;
}
