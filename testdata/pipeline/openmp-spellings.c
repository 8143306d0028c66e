// -floop-transform-openmp: OpenMP 6's loop transformations and `omp simd`
// are steps of loopcc's chains (pragma/OpenMPTransformPragma.h), judged by
// loopcc's legality checks and reported like its own directives:
// - illegal_interchange: `omp interchange` of a nest whose dependence it
//   would reverse is refused with the dependence named, and the program
//   prints what it prints without it, at -O0 (no step applies), -O1, -O2
//   and -O3, under -fopenmp-simd and without OpenMP. Under -fopenmp it keeps
//   OpenMP's meaning (openmp-meaning.c): clang applies it on the loop as
//   written, with a warning naming the dependence, and the program prints
//   the same other sum at -O0, -O1 and -O2 (OpenMP 6, for stripe and
//   fuse's looprange, and no unroll inside simd: clang-22 rejects them);
//   under -fopenmp, OpenMP's rules are clang-22's: the unit as written
//   (stripe and looprange before OpenMP 6, an unroll inside simd) gets
//   clang-22's errors, byte for byte, and its exit status, at every level;
//   under -fopenmp-simd and without OpenMP they stay loopcc's steps;
// - every directive is its step: tile, stripe (a tile), unroll partial(N)
//   (count(N)), unroll full, unroll (the compiler's factor), reverse,
//   interchange permutation(...), fuse looprange(...), simd simdlen(N)
//   (vectorize width(N)), and `omp simd` above `omp unroll` on one loop
//   (which clang rejects inside a simd region): a chain;
// - `omp simd`'s other clauses are left out with a warning;
// - the shapes that stop clang-22 under -fopenmp-simd (fuse, tile, reverse,
//   interchange, stripe: llvm-project issue 183451) compile, and under
//   -fopenmp too; every other `#pragma omp` (parallel for) is clang's.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -fopenmp-simd -floop-transform-openmp \
// RUN:   -floop-transform-report=%t.json %s -o %t.simd 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.simd > %t.simd.out
// RUN: diff %t.ref.out %t.simd.out
// RUN: %loopcc -O0 -fopenmp -fopenmp-version=60 -DOPENMP_RULES \
// RUN:   -floop-transform-openmp %s -o %t.O0 2> /dev/null
// RUN: %t.O0 > %t.O0.out
// RUN: not diff %t.ref.out %t.O0.out
// RUN: %loopcc -O1 -fopenmp -fopenmp-version=60 -DOPENMP_RULES \
// RUN:   -floop-transform-openmp %s -o %t.O1 2> %t.O1.err
// RUN: FileCheck --check-prefix=OPENMP --input-file=%t.O1.err %s
// RUN: %t.O1 > %t.O1.out
// RUN: diff %t.O0.out %t.O1.out
// RUN: %loopcc -O2 -fopenmp -fopenmp-version=60 -DOPENMP_RULES \
// RUN:   -floop-transform-openmp %s -o %t.O2 2> /dev/null
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.O0.out %t.O2.out
// RUN: not %clang -fopenmp -fsyntax-only %s 2> %t.clang.err
// RUN: FileCheck --check-prefix=RULES --input-file=%t.clang.err %s
// RUN: not %loopcc -fopenmp -floop-transform-openmp -fsyntax-only %s \
// RUN:   2> %t.rules.syntax.err
// RUN: diff %t.clang.err %t.rules.syntax.err
// RUN: rm -f %t.rules.o
// RUN: not %loopcc -O2 -fopenmp -floop-transform-openmp -c %s -o %t.rules.o \
// RUN:   2> %t.rules.err
// RUN: diff %t.clang.err %t.rules.err
// RUN: not test -e %t.rules.o
// RUN: %loopcc -O3 -floop-transform-openmp %s -o %t.O3 2> /dev/null
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// OPENMP: warning: '#pragma omp interchange' changes what the loop computes: it reverses the dependence from A[i][j] (line {{[0-9]+}}) to A[i - 1][j + 1] (line {{[0-9]+}}); it is done as OpenMP defines it (by clang, on the loop as written) [-Wopenmp]
// OPENMP-NOT: error:
//
// RULES: error: unexpected OpenMP clause 'sizes' in directive '#pragma omp stripe'
// RULES: error: unexpected OpenMP clause 'looprange' in directive '#pragma omp fuse'
// RULES: error: OpenMP constructs may not be nested inside a simd region
//
// CHECK-LABEL: chain openmp-spellings.c illegal_interchange
// CHECK-NEXT: step 0 interchange @{{[0-9]+}}:13 missed
// CHECK-NEXT: reason: 'interchange' would reverse the dependence from A[i][j] (line {{[0-9]+}}) to A[i - 1][j + 1] (line {{[0-9]+}})
// CHECK-LABEL: chain openmp-spellings.c tiles
// CHECK-NEXT: step 0 tile sizes(8, 8) @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c stripes
// CHECK-NEXT: step 0 tile sizes(16) @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c unrolls
// CHECK-NEXT: step 0 unroll count(4) @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c unrolls
// CHECK-NEXT: step 0 unroll full @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c unrolls
// CHECK-NEXT: step 0 unroll @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c reversed
// CHECK-NEXT: step 0 reverse @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c permuted
// CHECK-NEXT: step 0 interchange permutation(2, 1) @{{[0-9]+}}:13 applied
// CHECK-LABEL: chain openmp-spellings.c simd_chain
// CHECK-NEXT: step 0 unroll count(2) @{{[0-9]+}}:13 applied
// CHECK-NEXT: step 1 vectorize width(4) @{{[0-9]+}}:13 applied {{.*}}vector_width=4
// CHECK-LABEL: chain openmp-spellings.c fused
// CHECK-NEXT: step 0 fuse looprange(1, 2) @{{[0-9]+}}:13 applied
//
// WARN: openmp-spellings.c:[[#@LINE+66]]:29: warning: 'reduction' of '#pragma omp simd' is left out: loopcc's vectorize works out dependences, reductions and alignment itself (only 'simdlen' is kept, as the vector width)
// WARN: openmp-spellings.c:[[#@LINE+9]]:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line [[#@LINE+11]]) to A[i - 1][j + 1] (line [[#@LINE+11]]) [-Wpass-failed]
// WARN-NOT: warning:
#include <stdio.h>

#define N 200
double A[N][N], B[N][N], X[N], Y[N], Z[N];

__attribute__((noinline)) void illegal_interchange(void) {
#pragma omp interchange
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      A[i][j] = A[i - 1][j + 1] + 1.0;
}

__attribute__((noinline)) void tiles(void) {
#pragma omp tile sizes(8, 8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = A[j][i] * 2;
}

__attribute__((noinline)) void stripes(void) {
#pragma omp stripe sizes(16)
  for (int i = 0; i < N; i++)
    Z[i] = X[i] + 1;
}

__attribute__((noinline)) void unrolls(int n) {
#pragma omp unroll partial(4)
  for (int i = 0; i < n; i++)
    X[i] = i % 17;
#pragma omp unroll full
  for (int i = 0; i < 8; i++)
    Y[i] = X[i] * 3;
#pragma omp unroll
  for (int i = 8; i < N; i++)
    Y[i] = X[i] - 1;
}

__attribute__((noinline)) void reversed(void) {
#pragma omp reverse
  for (int i = 0; i < N; i++)
    Z[i] += Y[i];
}

__attribute__((noinline)) void permuted(void) {
#pragma omp interchange permutation(2, 1)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[j][i] += A[i][j];
}

__attribute__((noinline)) void fused(void) {
#pragma omp fuse looprange(1, 2)
  {
    for (int i = 0; i < N; i++)
      X[i] = Y[i] + Z[i];
    for (int i = 0; i < N; i++)
      Y[i] = X[i] * 2;
    for (int i = 0; i < N; i++)
      Z[i] = Y[i] + X[i];
  }
}

__attribute__((noinline)) void simd_chain(void) {
#pragma omp simd simdlen(4) reduction(+ : Z)
#ifndef OPENMP_RULES
#pragma omp unroll partial(2)
#endif
  for (int i = 0; i < N; i++)
    Z[i] += X[i];
}

__attribute__((noinline)) int parallel(void) {
  int T = 0;
#pragma omp parallel for reduction(+ : T)
  for (int i = 0; i < N; i++)
    T += (int)X[i];
  return T;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 7 + j) % 13;
  illegal_interchange();
  tiles();
  stripes();
  unrolls(N);
  reversed();
  permuted();
  fused();
  simd_chain();
  double S = parallel();
  for (int i = 0; i < N; i++) {
    S += X[i] + 2 * Y[i] + 3 * Z[i];
    for (int j = 0; j < N; j++)
      S += A[i][j] + B[i][j];
  }
  printf("%.1f\n", S);
  return 0;
}
