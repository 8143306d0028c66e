// The BLIS structure from directives: a matrix product tiled into blocks,
// both operands packed per block, the block tiled again into a 4 x 16
// register tile with k outside it, its rows jammed and its columns
// vectorized. The jam follows locality steps, so the engine applies it on
// the schedule tree, judged by Polly's dependences (LLVM's unroll-and-jam
// refused the packed kernel: its dependence analysis cannot tell the rows
// of Polly's flat subscripts apart); the vectorize after it applies. The
// same register tile without the packs, and the result of both, as
// clang-22 -O0 computes it. B's buffer is laid out as the kernel's loops
// read it, a 16 x 32 block of k by j, so the vectorized columns are
// contiguous: laid out by the jam's copies instead (a sequence position
// taken for the innermost loop), it was 32 x 16, and B was gathered.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2> /dev/null \
// RUN:   | FileCheck --check-prefix=IR %s
//
// IR-LABEL: define {{.*}}@packed_kernel(
// IR: alloca [16 x [32 x double]], align 64
// CHECK: chain pack-register-tile.c packed_kernel
// CHECK-NEXT: step 0 tile sizes(16, 32, 16) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 pack array(B) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 2 pack array(A) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 3 tile sizes(4, 16) on(packed) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 4 interchange permutation(3, 1, 2) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 5 unroll_and_jam count(4) on(level(2)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 6 vectorize width(4) on(inner) @{{[0-9]+}}:3 applied
// CHECK: chain pack-register-tile.c kernel
// CHECK-NEXT: step 0 tile sizes(16, 32, 16) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 1 tile sizes(4, 16) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 2 interchange permutation(3, 1, 2) on(intratile(1)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 3 unroll_and_jam count(4) on(level(2)) @{{[0-9]+}}:3 applied
// CHECK-NEXT: step 4 vectorize width(4) on(inner) @{{[0-9]+}}:3 applied

#define N 64
#include "Inputs/matrices.h"

__attribute__((noinline)) void packed_kernel(void) {
  P(loop transform vectorize width(4) on(inner))
  P(loop transform unroll_and_jam count(4) on(level(2)))
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))
  P(loop transform tile sizes(4, 16) on(packed))
  P(loop transform pack array(A))
  P(loop transform pack array(B) on(intratile(1)))
  P(loop transform tile sizes(16, 32, 16))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

__attribute__((noinline)) void kernel(void) {
  P(loop transform vectorize width(4) on(inner))
  P(loop transform unroll_and_jam count(4) on(level(2)))
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))
  P(loop transform tile sizes(4, 16) on(intratile(1)))
  P(loop transform tile sizes(16, 32, 16))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  init();
  packed_kernel();
  printf("packed_kernel %.1f\n", sum(C));
  init();
  kernel();
  printf("kernel %.1f\n", sum(C));
  return 0;
}
