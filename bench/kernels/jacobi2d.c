/* 2-D Jacobi stencil: TSTEPS time steps, each two 5-point sweeps
 * (A -> B, B -> A) over the interior of an N x N grid of doubles.
 * Unroll-and-jam of the row loop i lets the jammed rows share the loads of
 * their common neighbour rows; the jammed column loop j is then vectorized.
 *
 * BENCH flops: 2.0 * 5.0 * TSTEPS * (N - 2) * (N - 2)
 * BENCH sizes: 256 512 1024
 * BENCH tol: 1e-9
 * BENCH hint 1: j: vectorize(enable) interleave_count(4)
 * BENCH hint 2: j: vectorize_width(8) interleave_count(2)
 * BENCH hint 3: i: unroll_and_jam(2); j: vectorize(enable)
 * BENCH hint 4: j: vectorize(enable) unroll_count(2)
 * BENCH chain 1: i: unroll_and_jam count(2), then vectorize on(inner) [nondefault: hint 3]
 * BENCH chain 2: i: unroll_and_jam count(4), then vectorize on(inner)
 * BENCH chain 3: i: unroll_and_jam count(4), then vectorize interleave(2) on(inner)
 * BENCH chain 4: j: unroll count(2), then vectorize [nondefault: hint 4]
 * BENCH chain 5: j: vectorize interleave(4)
 */
#ifndef N
#define N 1024
#endif
#define TSTEPS 4
#include "bench.h"

#if HINT == 1
#define PRAGMA_J _Pragma("clang loop vectorize(enable) interleave_count(4)")
#elif HINT == 2
#define PRAGMA_J _Pragma("clang loop vectorize_width(8) interleave_count(2)")
#elif HINT == 3
#define PRAGMA_I _Pragma("unroll_and_jam(2)")
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif HINT == 4
#define PRAGMA_J _Pragma("clang loop vectorize(enable) unroll_count(2)")
#elif CHAIN == 1
#define PRAGMA_I _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(2)")
#elif CHAIN == 2
#define PRAGMA_I _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 3
#define PRAGMA_I _Pragma("loop transform vectorize interleave(2) on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 4
#define PRAGMA_J _Pragma("loop transform vectorize") \
                 _Pragma("loop transform unroll count(2)")
#elif CHAIN == 5
#define PRAGMA_J _Pragma("loop transform vectorize interleave(4)")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif
#ifndef PRAGMA_J
#define PRAGMA_J
#endif

static double A[N][N], B[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 5 + j * 3) % 17) + 1.0;
      B[i][j] = 0.0;
    }
}

__attribute__((noinline)) static void kernel(void) {
  for (int t = 0; t < TSTEPS; t++) {
    PRAGMA_I
    for (int i = 1; i < N - 1; i++) {
      PRAGMA_J
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] +
                         A[i - 1][j]);
    }
    PRAGMA_I
    for (int i = 1; i < N - 1; i++) {
      PRAGMA_J
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] +
                         B[i - 1][j]);
    }
  }
}

static void check(void) {
  double s = 0, w = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += A[i][j];
      w += A[i][j] * (double)((i + 2 * j) % 7 + 1);
    }
  checkf("sum", s);
  checkf("weighted", w);
}
