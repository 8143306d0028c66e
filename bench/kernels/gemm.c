/* gemm: C += A * B (N x N doubles), loop order i, k, j (j innermost and
 * contiguous). The interesting loopcc chain unroll-and-jams the middle loop
 * k and then vectorizes the jammed inner loop j, so each vector of C is
 * loaded and stored once per `count` products instead of once per product.
 * LLVM's fixed pipeline vectorizes j before unroll-and-jam would run (and
 * clang-22 does not run unroll-and-jam at all), so clang cannot do this.
 *
 * BENCH flops: 2.0 * N * N * N
 * BENCH sizes: 128 256 512
 * BENCH tol: 1e-9
 * BENCH hint 1: j: vectorize(enable) interleave_count(4)
 * BENCH hint 2: j: vectorize_width(8) interleave_count(2)
 * BENCH hint 3: k: unroll_and_jam(2); j: vectorize(enable)
 * BENCH hint 4: k: unroll_and_jam(4); j: vectorize(enable)
 * BENCH chain 1: k: unroll_and_jam count(2), then vectorize on(inner) [nondefault: hint 3]
 * BENCH chain 2: k: unroll_and_jam count(4), then vectorize on(inner) [nondefault: hint 4]
 * BENCH chain 3: k: unroll_and_jam count(4), then vectorize interleave(2) on(inner)
 * BENCH chain 4: k: unroll_and_jam count(2), then vectorize interleave(4) on(inner)
 * BENCH chain 5: j: vectorize interleave(4)
 */
#ifndef N
#define N 512
#endif
#include "bench.h"

#if HINT == 1
#define PRAGMA_J _Pragma("clang loop vectorize(enable) interleave_count(4)")
#elif HINT == 2
#define PRAGMA_J _Pragma("clang loop vectorize_width(8) interleave_count(2)")
#elif HINT == 3
#define PRAGMA_K _Pragma("unroll_and_jam(2)")
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif HINT == 4
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
#define PRAGMA_K _Pragma("loop transform vectorize interleave(4) on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(2)")
#elif CHAIN == 5
#define PRAGMA_J _Pragma("loop transform vectorize interleave(4)")
#endif
#ifndef PRAGMA_K
#define PRAGMA_K
#endif
#ifndef PRAGMA_J
#define PRAGMA_J
#endif

static double A[N][N], B[N][N], C[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j) % 13 - 6) / 8.0;
      B[i][j] = (double)((i + 3 * j) % 11 - 5) / 4.0;
      C[i][j] = (double)((i * j) % 5);
    }
}

__attribute__((noinline)) static void kernel(void) {
  for (int i = 0; i < N; i++) {
    PRAGMA_K
    for (int k = 0; k < N; k++) {
      PRAGMA_J
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
    }
  }
}

static void check(void) {
  double s = 0, w = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += C[i][j];
      w += C[i][j] * (double)((i + 2 * j) % 7 + 1);
    }
  checkf("sum", s);
  checkf("weighted", w);
}
