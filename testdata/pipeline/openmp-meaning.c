// Under -fopenmp, -floop-transform-openmp keeps OpenMP's meaning: OpenMP
// defines the iteration order of a loop transformation, with no legality
// condition, so a transformation loopcc's engine does not apply is done by
// clang on the loop as written, as without the flag (frontend/
// OpenMPMeaning.h), at every level:
// - printed: `omp reverse` over a loop that calls printf (Polly cannot
//   model the call) prints 16, 13, 10, 7, as clang-22 prints it;
// - shifted: `omp reverse` over a[i + 1] = a[i] changes what the loop
//   computes; it is done (the program prints clang-22's 1 1 2 3 4 5 6 7),
//   with a warning naming the dependence it reverses [-Wopenmp];
// - runtime_tile: `omp tile sizes(ts)`, a size known at run time, which
//   loopcc's directive language does not take, is clang's;
// - mixed: loopcc's `vectorize` above such a transformation is not applied
//   (clang's loops take no step), with a warning [-Wpass-failed];
// - tiled: a transformation the engine applies stays loopcc's step, with
//   its remark and its report entry.
// The outputs equal clang-22 -fopenmp's at -O0 (no loopcc step runs there:
// every transformation is clang's, and nothing is reported, as for any
// directive at -O0) and -O2. Under -fopenmp-simd alone,
// clang's transformations are not taken back (they can crash clang-22
// there): loopcc's checked meaning, the reverse refused and the loop run
// as written (1 1 1 1 1 1 1 1).
//
// RUN: %clang -O0 -fopenmp %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp -floop-transform-openmp %s -o %t.O2 -floop-transform-report=%t.json -Rpass=loopcc-tile 2> %t.O2.err
// RUN: FileCheck --input-file=%t.O2.err %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O0 -fopenmp -floop-transform-openmp %s -o %t.O0 2> %t.O0.err
// RUN: count 0 < %t.O0.err
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.ref.out %t.O0.out
// RUN: %loopcc -O2 -fopenmp-simd -floop-transform-openmp -DNO_RUNTIME_TILE %s -o %t.simd 2>&1 | FileCheck --check-prefix=SIMD %s
// RUN: %t.simd | FileCheck --check-prefix=SIMD-OUT %s
//
// CHECK-DAG: openmp-meaning.c:59:13: warning: '#pragma omp reverse' changes what the loop computes: it reverses the dependence from a[i + 1] (line 61) to a[i] (line 61); it is done as OpenMP defines it (by clang, on the loop as written) [-Wopenmp]
// CHECK-DAG: openmp-meaning.c:76:24: warning: 'vectorize' is not applied: the OpenMP loop transformation of its loop is done by clang on the loop as written, so that it keeps OpenMP's meaning (loopcc's engine could not apply it), and clang's loops take no further step [-Wpass-failed]
// CHECK-DAG: openmp-meaning.c:77:1: note: the other loop directive is here
// CHECK-DAG: openmp-meaning.c:86:3: remark: tiled loop (sizes 4 x 4) [-Rpass=loopcc-tile]
// CHECK-NOT: warning:
//
// SIMD: warning: loop not reversed: Polly cannot model the loop nest
// SIMD: warning: loop not reversed: 'reverse' would reverse the dependence from a[i + 1]
// SIMD-OUT: i=7
// SIMD-OUT-NEXT: i=10
// SIMD-OUT: 1 1 1 1 1 1 1 1

#include <stdio.h>

void printed(void) {
#pragma omp reverse
  for (int i = 7; i < 19; i += 3)
    printf("i=%d\n", i);
}

void shifted(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp reverse
  for (int i = 0; i < 7; i++)
    a[i + 1] = a[i];
  for (int i = 0; i < 8; i++)
    printf("%d ", a[i]);
  printf("\n");
}

#ifndef NO_RUNTIME_TILE
void runtime_tile(int ts) {
#pragma omp tile sizes(ts)
  for (int i = 0; i < 7; i++)
    printf("t=%d\n", i);
}
#endif

void mixed(void) {
#pragma loop transform vectorize
#pragma omp reverse
  for (int i = 0; i < 3; i++)
    printf("m=%d\n", i);
}

double A[16][16], B[16][16];

void tiled(void) {
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      B[j][i] = A[i][j] + i;
}

int main(void) {
  printed();
  shifted();
#ifndef NO_RUNTIME_TILE
  runtime_tile(3);
#endif
  mixed();
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      A[i][j] = i * 16 + j;
  tiled();
  double s = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      s += B[i][j] * (i + 1);
  printf("%.1f\n", s);
  return 0;
}
