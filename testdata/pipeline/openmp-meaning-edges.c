// OpenMP's meaning under -fopenmp -floop-transform-openmp, beyond
// openmp-meaning.c (cases a review found):
// - overlapping: `omp reverse` of b[i + 1] = a[i] through pointers; the
//   engine can apply it only under a run-time check that the arrays do not
//   overlap, and the call passes the same array twice: the step is clang's
//   (OpenMP's order is not conditional), and the program prints what
//   clang-22 -fopenmp's prints;
// - in_header: `omp reverse` in a function of an #include'd header, over a
//   dependence: clang's, with the -Wopenmp warning at the header's line;
// - calls, doubled: a chains file (Inputs/openmp-meaning/edges.chains) puts
//   an unroll on loops that carry `omp reverse`; on `calls` (printf: the
//   reverse is clang's) the chain is not applied, with a -Wpass-failed
//   warning at its header, and the reverse keeps OpenMP's order; on
//   `doubled` the engine applies both;
// - -Werror=openmp makes the -Wopenmp warning an error (exit 1), and does
//   not make loopcc keep the step for itself;
// - the output goes nowhere but where -o says: `-S -o -` prints one
//   function `main`, though the unit is compiled more than once.
//
// RUN: %clang -O0 -fopenmp -I %S/Inputs/openmp-meaning %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp -floop-transform-openmp -I %S/Inputs/openmp-meaning -floop-transform-chains=%S/Inputs/openmp-meaning/edges.chains -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --input-file=%t.err %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %python %testdata/pragma/Inputs/chains-file/steps.py %t.json | FileCheck --check-prefix=STEPS %s
// RUN: %loopcc -O0 -fopenmp -floop-transform-openmp -I %S/Inputs/openmp-meaning -floop-transform-chains=%S/Inputs/openmp-meaning/edges.chains %s -o %t.O0 2> %t.O0.err
// RUN: count 0 < %t.O0.err
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.ref.out %t.O0.out
// RUN: not %loopcc -O2 -fopenmp -floop-transform-openmp -Werror=openmp -I %S/Inputs/openmp-meaning %s -o %t.werror 2>&1 | FileCheck --check-prefix=WERROR %s
// RUN: %loopcc -O2 -S -fopenmp -floop-transform-openmp -I %S/Inputs/openmp-meaning %s -o - 2> /dev/null | grep -c '^main:' | FileCheck --check-prefix=ONE %s
//
// CHECK-DAG: shifted.h:4:13: warning: '#pragma omp reverse' changes what the loop computes: it reverses the dependence from a[i + 1] (line 6) to a[i] (line 6); it is done as OpenMP defines it (by clang, on the loop as written) [-Wopenmp]
// CHECK-DAG: edges.chains:3:1: warning: the chain for loop 1 of 'calls' is not applied: the loop's OpenMP loop transformation is done by clang on the loop as written, so that it keeps OpenMP's meaning, and clang's loops take no further step [-Wpass-failed]
// CHECK-NOT: warning:
//
// STEPS-DAG: doubled loop {{[0-9]+}}: reverse (line {{[0-9]+}}) applied
// STEPS-DAG: doubled loop {{[0-9]+}}: unroll count(2) (edges.chains:6) applied
// STEPS-NOT: calls
// STEPS-NOT: overlapping
//
// WERROR: error: '#pragma omp reverse' changes what the loop computes{{.*}}[-Werror,-Wopenmp]
//
// ONE: {{^}}1{{$}}

#include "shifted.h"
#include <stdio.h>

__attribute__((noinline)) void overlapping(int *b, const int *a) {
#pragma omp reverse
  for (int i = 0; i < 63; i++)
    b[i + 1] = a[i];
}

void calls(void) {
#pragma omp reverse
  for (int i = 0; i < 4; i++)
    printf("%d\n", i);
}

double D[64];

void doubled(void) {
#pragma omp reverse
  for (int i = 0; i < 64; i++)
    D[i] = D[i] * 2 + i;
}

int main(void) {
  int x[64];
  for (int i = 0; i < 64; i++)
    x[i] = i;
  overlapping(x, x);
  long s = 0;
  for (int i = 0; i < 64; i++)
    s = s * 31 + x[i];
  printf("%ld\n", s);
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  shifted_in_header(a);
  for (int i = 0; i < 8; i++)
    printf("%d ", a[i]);
  printf("\n");
  calls();
  doubled();
  double t = 0;
  for (int i = 0; i < 64; i++)
    t += D[i];
  printf("%.1f\n", t);
  return 0;
}
