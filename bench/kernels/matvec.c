/* Matrix-vector product y = A x (N x N doubles), row-major, each y[i] a
 * dot product. The dot product is a floating-point reduction: clang-22 -O3
 * leaves it scalar (reordering it needs permission, which a vectorize hint
 * or directive gives). Unroll-and-jam of the row loop i makes several rows
 * share each load of x[j] before the jammed inner loop is vectorized.
 *
 * BENCH flops: 2.0 * N * N
 * BENCH sizes: 512 1024 2048
 * BENCH tol: 1e-9
 * BENCH hint 1: j: vectorize(enable)
 * BENCH hint 2: j: vectorize(enable) interleave_count(4)
 * BENCH hint 3: j: vectorize_width(8) interleave_count(2)
 * BENCH hint 4: i: unroll_and_jam(4); j: vectorize(enable)
 * BENCH chain 1: j: vectorize interleave(4)
 * BENCH chain 2: i: unroll_and_jam count(4), then vectorize on(inner) [nondefault: hint 4]
 * BENCH chain 3: i: unroll_and_jam count(4), then vectorize interleave(2) on(inner)
 * BENCH chain 4: i: unroll_and_jam count(8), then vectorize on(inner)
 * BENCH chain 5: i: unroll_and_jam count(2), then vectorize interleave(2) on(inner)
 */
#ifndef N
#define N 2048
#endif
#include "bench.h"

#if HINT == 1
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif HINT == 2
#define PRAGMA_J _Pragma("clang loop vectorize(enable) interleave_count(4)")
#elif HINT == 3
#define PRAGMA_J _Pragma("clang loop vectorize_width(8) interleave_count(2)")
#elif HINT == 4
#define PRAGMA_I _Pragma("unroll_and_jam(4)")
#define PRAGMA_J _Pragma("clang loop vectorize(enable)")
#elif CHAIN == 1
#define PRAGMA_J _Pragma("loop transform vectorize interleave(4)")
#elif CHAIN == 2
#define PRAGMA_I _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 3
#define PRAGMA_I _Pragma("loop transform vectorize interleave(2) on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 4
#define PRAGMA_I _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(8)")
#elif CHAIN == 5
#define PRAGMA_I _Pragma("loop transform vectorize interleave(2) on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(2)")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif
#ifndef PRAGMA_J
#define PRAGMA_J
#endif

static double A[N][N], x[N], y[N];

static void init(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 23) * 0.01 - 0.1;
    x[i] = 1.0 / (double)(1 + i % 17);
    y[i] = 0.0;
  }
}

__attribute__((noinline)) static void kernel(void) {
  PRAGMA_I
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    PRAGMA_J
    for (int j = 0; j < N; j++)
      s += A[i][j] * x[j];
    y[i] = s;
  }
}

static void check(void) {
  double s = 0, w = 0, a = 0;
  for (int i = 0; i < N; i++) {
    s += y[i];
    a += y[i] < 0 ? -y[i] : y[i];
    w += y[i] * (double)(i % 7 + 1);
  }
  checkf("sum", s);
  checkf("abs", a);
  checkf("weighted", w);
}
