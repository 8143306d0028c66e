// Values chosen by a branch, in nests that ask for a locality step
// (passes/locality/ConditionalValues.h): `s += c ? x : 0` and `if (c) s ^=
// x * 3` reach the engine as a branch and a PHI, which Polly models as a
// scalar carried between statements of one iteration, and the steps were
// refused for "a value carried from one iteration to the next". The PHI
// becomes a select (a side of the branch that only computes safe values
// is computed before it), the branch goes, and the update is a reduction
// every iteration makes: interchanged and tiled. A clamp `A[j][i] = x > 5
// ? 5 : x` is interchanged the same way. An update whose side cannot be
// computed before the branch (a division by the data) stays conditional:
// refused, the warning says why and gives the unconditional form. The
// program prints what clang-22 -O0 prints without the directives.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// CHECK: ternary_sum
// CHECK-NEXT: step 0 interchange {{.*}} applied
// CHECK: branch_xor
// CHECK-NEXT: step 0 tile sizes(8, 8) {{.*}} applied
// CHECK: clamp
// CHECK-NEXT: step 0 interchange {{.*}} applied
// CHECK: divided
// CHECK-NEXT: step 0 interchange {{.*}} missed
//
// WARN-NOT: warning:
// WARN: run-conditional-reductions.c:74:3: warning: loop not interchanged: 'interchange' would change the order of the updates of the sum at line 77 (s += 1000 / B[i][j]), which runs under a condition; loopcc reorders a reduction only when every iteration updates it: write the condition into the value (x += cond ? v : 0, with a v that can be computed whatever the condition) [-Wpass-failed]
// WARN-NOT: warning:

#include <stdio.h>

#ifdef NO_PRAGMAS
#define LOOP(x)
#else
#define LOOP(x) _Pragma(x)
#endif

int A[64][64], B[64][64];

__attribute__((noinline)) int ternary_sum(int n) {
  int s = 0;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += B[i][j] > 0 ? B[i][j] : 0;
  return s;
}

__attribute__((noinline)) int branch_xor(int n) {
  int s = 7;
  LOOP("loop transform tile sizes(8, 8)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (B[i][j] > 0)
        s ^= B[i][j] * 3;
  return s;
}

__attribute__((noinline)) void clamp(int n) {
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[j][i] = B[i][j] > 5 ? 5 : B[i][j];
}

__attribute__((noinline)) int divided(int n) {
  int s = 0;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (B[i][j] != 0)
        s += 1000 / B[i][j];
  return s;
}

int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      B[i][j] = (i * 7 + j * 13) % 17 - 8;
  clamp(60);
  unsigned h = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      h = h * 31 + (unsigned)A[i][j];
  printf("%d %d %u %d\n", ternary_sum(64), branch_xor(61), h, divided(50));
  return 0;
}
