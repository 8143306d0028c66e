/* 1-D convolution with a 16-tap filter: out[i] = sum_k w[k] * in[i + k]
 * over N outputs (doubles). LLVM fully unrolls the constant 16-trip tap loop
 * k and then vectorizes i (each lane keeps its own sum: no reordering).
 * The chains try to make that explicit, or to vectorize across taps after
 * unroll-and-jam of the output loop i.
 *
 * BENCH flops: 2.0 * 16 * N
 * BENCH sizes: 65536 262144 1048576
 * BENCH tol: 1e-9
 * BENCH hint 1: i: vectorize(enable) interleave_count(2)
 * BENCH hint 2: i: vectorize_width(8) interleave_count(1)
 * BENCH hint 3: k: unroll(full); i: vectorize(enable) unroll_count(2)
 * BENCH hint 4: i: unroll_and_jam(4); k: vectorize(enable)
 * BENCH chain 1: k: unroll full; i: vectorize interleave(2)
 * BENCH chain 2: k: unroll full; i: unroll count(2), then vectorize [nondefault: hint 3]
 * BENCH chain 3: i: unroll_and_jam count(4), then vectorize on(inner) [nondefault: hint 4]
 * BENCH chain 4: k: unroll full; i: vectorize width(8)
 */
#ifndef N
#define N 1048576
#endif
#define TAPS 16
#include "bench.h"

#if HINT == 1
#define PRAGMA_I _Pragma("clang loop vectorize(enable) interleave_count(2)")
#elif HINT == 2
#define PRAGMA_I _Pragma("clang loop vectorize_width(8) interleave_count(1)")
#elif HINT == 3
#define PRAGMA_K _Pragma("clang loop unroll(full)")
#define PRAGMA_I _Pragma("clang loop vectorize(enable) unroll_count(2)")
#elif HINT == 4
#define PRAGMA_I _Pragma("unroll_and_jam(4)")
#define PRAGMA_K _Pragma("clang loop vectorize(enable)")
#elif CHAIN == 1
#define PRAGMA_K _Pragma("loop transform unroll full")
#define PRAGMA_I _Pragma("loop transform vectorize interleave(2)")
#elif CHAIN == 2
#define PRAGMA_K _Pragma("loop transform unroll full")
#define PRAGMA_I _Pragma("loop transform vectorize") \
                 _Pragma("loop transform unroll count(2)")
#elif CHAIN == 3
#define PRAGMA_I _Pragma("loop transform vectorize on(inner)") \
                 _Pragma("loop transform unroll_and_jam count(4)")
#elif CHAIN == 4
#define PRAGMA_K _Pragma("loop transform unroll full")
#define PRAGMA_I _Pragma("loop transform vectorize width(8)")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif
#ifndef PRAGMA_K
#define PRAGMA_K
#endif

static double in[N + TAPS], out[N], w[TAPS];

static void init(void) {
  for (int i = 0; i < N + TAPS; i++)
    in[i] = (double)((i * 13) % 29) * 0.125 - 1.5;
  for (int k = 0; k < TAPS; k++)
    w[k] = 1.0 / (double)(k + 2);
  for (int i = 0; i < N; i++)
    out[i] = 0.0;
}

__attribute__((noinline)) static void kernel(void) {
  PRAGMA_I
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    PRAGMA_K
    for (int k = 0; k < TAPS; k++)
      s += w[k] * in[i + k];
    out[i] = s;
  }
}

static void check(void) {
  double s = 0, a = 0, q = 0;
  for (int i = 0; i < N; i++) {
    s += out[i];
    a += out[i] < 0 ? -out[i] : out[i];
    q += out[i] * (double)(i % 7 + 1);
  }
  checkf("sum", s);
  checkf("abs", a);
  checkf("weighted", q);
}
