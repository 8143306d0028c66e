/* A loop with a distributable dependence (int, restrict pointers):
 *   a[i] = a[i - 1] + b[i];   // a recurrence: stays scalar
 *   c[i] = d[i] * e[i];       // independent: vectorizable once split off
 * LLVM 22's LoopDistribute splits it when asked (it is off by default, so
 * clang-22 -O3 leaves the whole loop scalar); the vectorizer then handles
 * the independent part. (The textbook `a[i+1] = a[i] * b[i]` is not a
 * candidate: GVN forwards the stored value and no dependence is left.)
 *
 * BENCH flops: 0
 * BENCH sizes: 262144 1048576 4194304
 * BENCH tol: 0
 * BENCH hint 1: i: distribute(enable)
 * BENCH hint 2: i: distribute(enable) vectorize(enable) interleave_count(4)
 * BENCH hint 3: i: distribute(enable) unroll_count(2)
 * BENCH chain 1: i: distribute
 * BENCH chain 2: i: distribute, then vectorize interleave(4) on(coincident)
 * BENCH chain 3: i: unroll count(2), then distribute [nondefault: hint 3]
 * BENCH chain 4: i: distribute, then unroll count(4) on(sequential)
 * BENCH chain 5: i: distribute, then vectorize width(8) on(coincident)
 */
#ifndef N
#define N 4194304
#endif
#include "bench.h"

#if HINT == 1
#define PRAGMA_I _Pragma("clang loop distribute(enable)")
#elif HINT == 2
#define PRAGMA_I _Pragma("clang loop distribute(enable) vectorize(enable) interleave_count(4)")
#elif HINT == 3
#define PRAGMA_I _Pragma("clang loop distribute(enable) unroll_count(2)")
#elif CHAIN == 1
#define PRAGMA_I _Pragma("loop transform distribute")
#elif CHAIN == 2
#define PRAGMA_I _Pragma("loop transform vectorize interleave(4) on(coincident)") \
                 _Pragma("loop transform distribute")
#elif CHAIN == 3
#define PRAGMA_I _Pragma("loop transform distribute") \
                 _Pragma("loop transform unroll count(2)")
#elif CHAIN == 4
#define PRAGMA_I _Pragma("loop transform unroll count(4) on(sequential)") \
                 _Pragma("loop transform distribute")
#elif CHAIN == 5
#define PRAGMA_I _Pragma("loop transform vectorize width(8) on(coincident)") \
                 _Pragma("loop transform distribute")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif

static int A[N], Bv[N], Cv[N], D[N], E[N];

static void init(void) {
  for (int i = 0; i < N; i++) {
    A[i] = 0;
    Bv[i] = (int)((i * 7u) % 5u);
    Cv[i] = 0;
    D[i] = (int)((i * 11u) % 97u) - 48;
    E[i] = (int)((i * 5u) % 89u) - 44;
  }
  A[0] = 3;
}

__attribute__((noinline)) static void run(int *restrict a, const int *restrict b,
                                          int *restrict c, const int *restrict d,
                                          const int *restrict e, int n) {
  PRAGMA_I
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}

/* n is read at run time, as in a library routine: with a constant n the
 * trip count would be known after interprocedural constant propagation. */
static volatile int n_runtime = N;

__attribute__((noinline)) static void kernel(void) {
  run(A, Bv, Cv, D, E, n_runtime);
}

static void check(void) {
  long long x = 0, y = 0;
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) {
    x += A[i];
    y += Cv[i];
    h = h * 31u + (unsigned)A[i] * 7u + (unsigned)Cv[i];
  }
  checki("sum_a", x);
  checki("sum_c", y);
  checki("hash", (long long)(h >> 1));
}
