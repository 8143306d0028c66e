// Reductions in perfect nests (passes/locality/ReductionSlots.h): a sum
// carried in a register through both loops of `for i for j s += M[i][j]`
// made the nest imperfect for the engine ("the loop at depth 1 has other
// statements beside its inner loop"). Now an integer + * ^ - (and & |)
// into a scalar is reordered by interchange, tile and reverse, exactly;
// a floating-point sum only when the compile allows reassociation
// (-ffast-math, -funsafe-math-optimizations, or -fassociative-math with
// -fno-signed-zeros), else the warning says so and names the statement.
// A partial sum read inside the nest is not a reduction: refused. The
// integer results are checked against clang-22 -O0 without directives;
// with reassociation the floating-point sum is printed rounded.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -fassociative-math -fno-signed-zeros -floop-transform-report=%t.fm.json %s -o %t.fm 2> %t.fm.err
// RUN: FileCheck --check-prefix=REASSOC-WARN %s < %t.fm.err
// RUN: %python %S/Inputs/report.py %t.fm.json | FileCheck --check-prefix=REASSOC %s
// RUN: %t.fm > %t.fm.out
// RUN: diff %t.ref.out %t.fm.out
// RUN: %loopcc -O2 -ffast-math -floop-transform-report=%t.fast.json %s -o %t.fast
// RUN: %python %S/Inputs/report.py %t.fast.json | FileCheck --check-prefix=REASSOC %s
//
// WARN-NOT: warning:
// WARN: run-reductions.c:102:3: warning: loop not interchanged: 'interchange' would change the order of the floating-point sum at line 104 (s += D[i][j]), which changes its rounding; allow reassociation to let it: -ffast-math, -funsafe-math-optimizations, or -fassociative-math with -fno-signed-zeros [-Wpass-failed]
// WARN: run-reductions.c:111:3: warning: loop not interchanged: 'interchange' needs 2 perfectly nested loops
// WARN-NOT: warning:
//
// JSON: int_sum
// JSON-NEXT: step 0 interchange {{.*}} applied
// JSON: int_xor_tile
// JSON-NEXT: step 0 tile sizes(8, 16) {{.*}} applied
// JSON: int_product_reverse
// JSON-NEXT: step 0 reverse {{.*}} applied
// JSON: int_difference
// JSON-NEXT: step 0 interchange {{.*}} applied
// JSON: double_sum
// JSON-NEXT: step 0 interchange {{.*}} missed
// JSON: partial_sum_read
// JSON-NEXT: step 0 interchange {{.*}} missed
//
// REASSOC: double_sum
// REASSOC-NEXT: step 0 interchange {{.*}} applied
// REASSOC-WARN-NOT: would change the order
// REASSOC-WARN: 'interchange' needs 2 perfectly nested loops
// REASSOC-WARN-NOT: warning:

#include <stdio.h>

#ifdef NO_PRAGMAS
#define LOOP(x)
#else
#define LOOP(x) _Pragma(x)
#endif

int M[300][64];
double D[300][64];
int Partial[300];

__attribute__((noinline)) int int_sum(int n) {
  int s = 0;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      s += M[i][j] * (j + 1);
  return s;
}

__attribute__((noinline)) int int_xor_tile(int n) {
  int s = 1;
  LOOP("loop transform tile sizes(8, 16)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      s ^= M[i][j] + i;
  return s;
}

__attribute__((noinline)) unsigned int_product_reverse(int n) {
  unsigned p = 1;
  LOOP("loop transform reverse")
  for (int i = 0; i < n; i++)
    p *= (unsigned)M[i][3] * 2u + 1u;
  return p;
}

__attribute__((noinline)) long int_difference(int n) {
  long d = 1000;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      d -= M[i][j];
  return d;
}

__attribute__((noinline)) double double_sum(int n) {
  double s = 0;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      s += D[i][j];
  return s;
}

__attribute__((noinline)) int partial_sum_read(int n) {
  int s = 0;
  LOOP("loop transform interchange")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++) {
      s += M[i][j];
      Partial[i] = s;
    }
  return s;
}

int main(void) {
  for (int i = 0; i < 300; i++)
    for (int j = 0; j < 64; j++) {
      M[i][j] = (i * 7 + j * 3) % 11 - 5;
      D[i][j] = 1.0 / (i + j + 1);
    }
  printf("%d %d %u %ld %d\n", int_sum(300), int_xor_tile(277),
         int_product_reverse(300), int_difference(299), partial_sum_read(250));
  printf("%.6f\n", double_sum(300));
  return 0;
}
