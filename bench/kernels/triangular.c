/* A triangular loop nest (trmm-like): B += L * A with L lower triangular,
 *   for i: for k <= i: for j < N: B[i][j] += L[i][k] * A[k][j]
 * (doubles). The middle loop k has a trip count that depends on i; the
 * inner loop j is rectangular, so unroll-and-jam of k (then vectorizing
 * the jammed j) is legal, while unroll-and-jam of i is not possible for
 * LLVM 22 (i's inner loop k is neither innermost nor of fixed trip count).
 *
 * BENCH flops: 1.0 * N * N * (N + 1)
 * BENCH sizes: 128 256 512
 * BENCH tol: 1e-9
 * BENCH hint 1: j: vectorize(enable) interleave_count(4)
 * BENCH hint 2: k: unroll_and_jam(2); j: vectorize(enable)
 * BENCH hint 3: k: unroll_and_jam(4); j: vectorize(enable)
 * BENCH chain 1: k: unroll_and_jam count(2), then vectorize on(inner) [nondefault: hint 2]
 * BENCH chain 2: k: unroll_and_jam count(4), then vectorize on(inner) [nondefault: hint 3]
 * BENCH chain 3: k: unroll_and_jam count(4), then vectorize interleave(2) on(inner)
 * BENCH chain 4: i: unroll_and_jam count(2)
 */
#ifndef N
#define N 512
#endif
#include "bench.h"

#if HINT == 1
#define PRAGMA_J _Pragma("clang loop vectorize(enable) interleave_count(4)")
#elif HINT == 2
#define PRAGMA_K _Pragma("unroll_and_jam(2)")
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif HINT == 3
#define PRAGMA_K _Pragma("unroll_and_jam(4)")
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif CHAIN == 1
#define PRAGMA_K _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(2)")
#elif CHAIN == 2
#define PRAGMA_K _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 3
#define PRAGMA_K _Pragma("loop transform vectorize interleave(2) on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 4
#define PRAGMA_I _Pragma("loop transform unroll_and_jam count(2)")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif
#ifndef PRAGMA_K
#define PRAGMA_K
#endif
#ifndef PRAGMA_J
#define PRAGMA_J
#endif

static double L[N][N], A[N][N], B[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      L[i][j] = j <= i ? (double)((i * 3 + j) % 9 - 4) / 8.0 : 0.0;
      A[i][j] = (double)((i + 5 * j) % 7 - 3) / 4.0;
      B[i][j] = (double)((i ^ j) % 3);
    }
}

__attribute__((noinline)) static void kernel(void) {
  PRAGMA_I
  for (int i = 0; i < N; i++) {
    PRAGMA_K
    for (int k = 0; k <= i; k++) {
      PRAGMA_J
      for (int j = 0; j < N; j++)
        B[i][j] += L[i][k] * A[k][j];
    }
  }
}

static void check(void) {
  double s = 0, w = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += B[i][j];
      w += B[i][j] * (double)((i + 2 * j) % 7 + 1);
    }
  checkf("sum", s);
  checkf("weighted", w);
}
