// The locality transformations applied on Polly's schedule trees, each
// where the dependences allow it, and composed with each other and with
// vectorize: interchange permutation(1, 3, 2) then tile sizes(16, 32, 8)
// on a gemm (sizes that do not divide 50: partial tiles), tile on a
// transpose, reverse on a map, an interchange whose inner loop carries its
// own chain (reverse, which follows j to its new depth), and an interchange
// then vectorize on(inner) on two arrays that may overlap (VLA
// parameters): applied under Polly's run-time check, the original nest the
// fallback (called once with overlapping arrays). Every step is applied,
// the report says so (runtime_check for the overlap), no warning, and the
// program prints what clang-22 -O0 prints without the directives, at -O2
// and -O3 (the steps run early in the pipeline, before LICM and full
// unrolling make the N = 50 gemm nest imperfect: at -O3 too).
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -march=x86-64-v3 -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
// JSON: chain run-locality.c gemm 54:3
// JSON-NEXT:   step 0 interchange permutation(1, 3, 2) @52:24 applied produced_loops={{[0-9]+}} copies=gemm
// JSON-NEXT:   step 1 tile sizes(16, 32, 8) @51:24 applied produced_loops={{[0-9]+}} copies=gemm
// JSON-NEXT: chain run-locality.c transpose 64:3
// JSON-NEXT:   step 0 tile sizes(8, 8) @62:24 applied
// JSON-NEXT: chain run-locality.c backwards 73:3
// JSON-NEXT:   step 0 reverse @71:24 applied
// JSON-NEXT: chain run-locality.c follow 81:3
// JSON-NEXT:   step 0 interchange @79:24 applied
// JSON-NEXT: chain run-locality.c follow 85:5
// JSON-NEXT:   step 0 reverse @83:24 applied
// JSON-NEXT: chain run-locality.c overlap 94:3
// JSON-NEXT:   step 0 interchange @92:24 applied runtime_check=True
// JSON-NEXT:   step 1 vectorize width(4) on(inner) @91:24 applied on=inner vector_width=4

#include <stdio.h>

#define N 50
static double A[N][N], B[N][N], C[N][N], T[N][N];
static int V[N], W[N][N];

__attribute__((noinline)) static void gemm(void) {
#ifndef NO_PRAGMAS
#pragma loop transform tile sizes(16, 32, 8)
#pragma loop transform interchange permutation(1, 3, 2)
#endif
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

__attribute__((noinline)) static void transpose(void) {
#ifndef NO_PRAGMAS
#pragma loop transform tile sizes(8, 8)
#endif
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      T[j][i] = A[i][j] + 1.0;
}

__attribute__((noinline)) static void backwards(void) {
#ifndef NO_PRAGMAS
#pragma loop transform reverse
#endif
  for (int i = 0; i < N; i++)
    V[i] = 3 * i + 1;
}

__attribute__((noinline)) static void follow(void) {
#ifndef NO_PRAGMAS
#pragma loop transform interchange
#endif
  for (int i = 0; i < N; i++)
#ifndef NO_PRAGMAS
#pragma loop transform reverse
#endif
    for (int j = 0; j < N; j++)
      W[i][j] = W[i][j] * 2 + i - j;
}

__attribute__((noinline)) static void overlap(int n, double a[n][n], double b[n][n]) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform interchange
#endif
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[j][i] += b[j][i] * 0.5;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 17;
      B[i][j] = (i * 5 + j * 11) % 13;
      W[i][j] = i - j;
    }
  gemm();
  transpose();
  backwards();
  follow();
  overlap(N, C, T);
  overlap(N, A, A);
  double s = 0;
  long w = 0;
  for (int i = 0; i < N; i++) {
    w += V[i] * (i + 1);
    for (int j = 0; j < N; j++) {
      s += (C[i][j] + 2 * T[i][j] + 3 * A[i][j]) * (1 + (i + j) % 5);
      w += W[i][j] * (i + 2 * j);
    }
  }
  printf("%.3f %ld\n", s, w);
  return 0;
}
