// The locality transformations composed with vectorize, unroll,
// unroll_and_jam and distribute, in both orders: inside one chain (tile
// then vectorize or unroll on an intratile loop; unroll_and_jam then
// interchange and the reverse; unroll then reverse and the reverse;
// distribute then reverse on the coincident loop; vectorize then reverse
// and the reverse) and across the chains of one nest (reverse on the outer
// loop, distribute on the inner loop, which follows its loop through the
// engine's regenerated nest). The engine runs early in the pipeline: the
// loops it makes must reach the later steps whole (the 8-iteration
// intratile loop is not fully unrolled before its vectorize). Two steps
// cannot apply and say why, once each: reverse on a loop that carries a
// recurrence (named as written, though GVN later turns it into a register
// recurrence), and reverse on a vectorized loop, whose vector induction is
// a value carried from one iteration to the next. The program prints what
// clang-22 -O0 prints without the directives, at -O2 and -O3.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -march=x86-64-v3 -floop-transform-report=%t.O3.json %s -o %t.O3 2> %t.O3.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.O3.err
// RUN: %python %S/Inputs/report.py %t.O3.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
//
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], C[N][N];
static int V[N * 4], W[N * 4], X[N][N], Y[N * 4], E[N][N], F[N][N], G[N][N], H[N][N];

#define P(x) _Pragma(#x)
#ifdef NO_PRAGMAS
#define D(x)
#else
#define D(x) P(loop transform x)
#endif

__attribute__((noinline)) static void tile_vec(void) {
  D(vectorize width(4) on(intratile(2)))
  D(tile sizes(8, 8))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = A[j][i] * 2 + B[i][j];
}
__attribute__((noinline)) static void tile_unroll(void) {
  D(unroll count(2) on(intratile(2)))
  D(tile sizes(8, 16))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[i][j] += i * j;
}
__attribute__((noinline)) static void uaj_interchange(void) {
  D(interchange on(outer))
  D(unroll_and_jam count(2))
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] += A[i][j] * B[j][i];
}
__attribute__((noinline)) static void interchange_uaj(void) {
  D(unroll_and_jam count(2) on(outer))
  D(interchange)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[i][j] = X[i][j] * 3 + j;
}
__attribute__((noinline)) static void unroll_reverse(void) {
  D(reverse on(unrolled))
  D(unroll count(4))
  for (int i = 0; i < N * 4; i++)
    V[i] = V[i] * 5 + i;
}
__attribute__((noinline)) static void reverse_unroll(void) {
  D(unroll count(4) on(reversed))
  D(reverse)
  for (int i = 0; i < N * 4; i++)
    W[i] = W[i] * 7 + i;
}
__attribute__((noinline)) static void distribute_reverse(int *restrict a, int *restrict b, int *restrict c) {
  D(reverse on(coincident))
  D(distribute)
  for (int i = 0; i < N * 4 - 1; i++) {
    a[i + 1] = a[i] * 3 + 1;
    b[i] = c[i] * 2;
  }
}
__attribute__((noinline)) static void reverse_distribute(int *restrict a, int *restrict b, int *restrict c) {
  D(distribute on(reversed))
  D(reverse)
  for (int i = 0; i < N * 4 - 1; i++) {
    a[i] = a[i] * 3 + 1;
    b[i + 1] = b[i] + c[i];
  }
}
__attribute__((noinline)) static void vec_reverse(void) {
  D(reverse on(vectorized))
  D(vectorize width(4))
  for (int i = 0; i < N * 4; i++)
    Y[i] = Y[i] * 9 + i;
}
__attribute__((noinline)) static void reverse_vec(void) {
  D(vectorize width(4) on(reversed))
  D(reverse)
  for (int i = 0; i < N * 4; i++)
    Y[i] = Y[i] * 11 + i;
}

__attribute__((noinline)) static void reverse_nest_distribute(void) {
  D(reverse)
  for (int i = 0; i < N; i++) {
    D(distribute)
    for (int j = 0; j < N - 1; j++) {
      E[i][j + 1] = E[i][j] * 3 + F[i][j];
      G[i][j] = H[i][j] * 2 + i;
    }
  }
}

int main(void) {
  static int a[N * 4], b[N * 4], c[N * 4];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      A[i][j] = i + 2 * j; B[i][j] = i - j; C[i][j] = 1; X[i][j] = i ^ j;
      E[i][j] = i * j % 13; F[i][j] = (i + j) % 5; G[i][j] = 0; H[i][j] = i - j;
    }
  }
  for (int i = 0; i < N * 4; i++) { Y[i] = i; V[i] = i; W[i] = 3 * i; a[i] = i; b[i] = 2 * i; c[i] = i % 7; }
  tile_vec(); tile_unroll(); uaj_interchange(); interchange_uaj();
  unroll_reverse(); reverse_unroll(); distribute_reverse(a, b, c);
  reverse_distribute(a, b, c); vec_reverse(); reverse_vec();
  reverse_nest_distribute();
  long s = 0;
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      s += (long)(C[i][j] * (j + 1)) + X[i][j] * (i + 3) + (E[i][j] % 1009) * 7 + G[i][j];
  }
  for (int i = 0; i < N * 4; i++) s += (V[i] + W[i] + Y[i] + a[i] + b[i]) % 10007 * (i + 1);
  printf("%ld\n", s);
}

// WARN: run-locality-compose.c:93:3: warning: loop not reversed: 'reverse' would reverse the dependence from b[i + 1] (line 95) to b[i] (line 95) [-Wpass-failed]
// WARN: run-locality-compose.c:101:3: warning: loop not reversed: 'reverse on(vectorized)' would reverse the dependence through a value carried from one iteration to the next (computed at line 102) [-Wpass-failed]

// JSON: chain run-locality-compose.c tile_vec 45:3
// JSON-NEXT:   step 0 tile sizes(8, 8) @44:3 applied
// JSON-NEXT:   step 1 vectorize width(4) on(intratile(2)) @43:3 applied on=intratile(2) vector_width=4
// JSON-NEXT: chain run-locality-compose.c tile_unroll 52:3
// JSON-NEXT:   step 0 tile sizes(8, 16) @51:3 applied
// JSON-NEXT:   step 1 unroll count(2) on(intratile(2)) @50:3 applied on=intratile(2)
// JSON-NEXT: chain run-locality-compose.c uaj_interchange 59:3
// JSON-NEXT:   step 0 unroll_and_jam count(2) @58:3 applied
// JSON-NEXT:   step 1 interchange on(outer) @57:3 applied on=outer
// JSON-NEXT: chain run-locality-compose.c interchange_uaj 66:3
// JSON-NEXT:   step 0 interchange @65:3 applied
// JSON-NEXT:   step 1 unroll_and_jam count(2) on(outer) @64:3 applied on=outer
// JSON-NEXT: chain run-locality-compose.c unroll_reverse 73:3
// JSON-NEXT:   step 0 unroll count(4) @72:3 applied
// JSON-NEXT:   step 1 reverse on(unrolled) @71:3 applied on=unrolled
// JSON-NEXT: chain run-locality-compose.c reverse_unroll 79:3
// JSON-NEXT:   step 0 reverse @78:3 applied
// JSON-NEXT:   step 1 unroll count(4) on(reversed) @77:3 applied on=reversed
// JSON-NEXT: chain run-locality-compose.c distribute_reverse 85:3
// JSON-NEXT:   step 0 distribute @84:3 applied
// JSON-NEXT:   step 1 reverse on(coincident) @83:3 applied on=coincident
// JSON-NEXT: chain run-locality-compose.c reverse_distribute 93:3
// JSON-NEXT:   step 0 reverse @92:3 missed
// JSON-NEXT:     reason: 'reverse' would reverse the dependence from b[i + 1] (line 95) to b[i] (line 95)
// JSON-NEXT:   step 1 distribute on(reversed) @91:3 skipped on=reversed
// JSON-NEXT:     reason: follows 'reverse', which was not applied
// JSON-NEXT: chain run-locality-compose.c vec_reverse 101:3
// JSON-NEXT:   step 0 vectorize width(4) @100:3 applied vector_width=4
// JSON-NEXT:   step 1 reverse on(vectorized) @99:3 missed on=vectorized
// JSON-NEXT:     reason: 'reverse on(vectorized)' would reverse the dependence through a value carried from one iteration to the next (computed at line 102)
// JSON-NEXT: chain run-locality-compose.c reverse_vec 107:3
// JSON-NEXT:   step 0 reverse @106:3 applied
// JSON-NEXT:   step 1 vectorize width(4) on(reversed) @105:3 applied on=reversed vector_width=4
// JSON-NEXT: chain run-locality-compose.c reverse_nest_distribute 113:3
// JSON-NEXT:   step 0 reverse @112:3 applied
// JSON-NEXT: chain run-locality-compose.c reverse_nest_distribute 115:5
// JSON-NEXT:   step 0 distribute @114:5 applied
