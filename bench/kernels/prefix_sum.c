/* Prefix sum (a first-order recurrence through memory):
 * s[i] = s[i-1] + a[i] over N 64-bit integers. Every iteration needs the
 * previous one's result, so no vectorizer in LLVM 22 can vectorize it (a
 * scan needs a log-step parallel prefix, which no LLVM pass builds); the
 * directives can only unroll it. A `vectorize` request is reported as
 * missed (recorded in the table's notes).
 *
 * BENCH flops: 0
 * BENCH sizes: 262144 1048576 4194304
 * BENCH tol: 0
 * BENCH hint 1: i: unroll_count(4)
 * BENCH hint 2: i: unroll_count(8)
 * BENCH hint 3: i: vectorize(enable)
 * BENCH chain 1: i: unroll count(4)
 * BENCH chain 2: i: unroll count(8)
 * BENCH chain 3: i: vectorize
 * BENCH chain 4: i: unroll count(2), then vectorize [nondefault: hint 3]
 */
#ifndef N
#define N 4194304
#endif
#include "bench.h"

#if HINT == 1
#define PRAGMA_I _Pragma("clang loop unroll_count(4)")
#elif HINT == 2
#define PRAGMA_I _Pragma("clang loop unroll_count(8)")
#elif HINT == 3
#define PRAGMA_I _Pragma("clang loop vectorize(enable)")
#elif CHAIN == 1
#define PRAGMA_I _Pragma("loop transform unroll count(4)")
#elif CHAIN == 2
#define PRAGMA_I _Pragma("loop transform unroll count(8)")
#elif CHAIN == 3
#define PRAGMA_I _Pragma("loop transform vectorize")
#elif CHAIN == 4
#define PRAGMA_I _Pragma("loop transform vectorize") \
                 _Pragma("loop transform unroll count(2)")
#endif
#ifndef PRAGMA_I
#define PRAGMA_I
#endif

static long long a[N], s[N];

static void init(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (long long)((i * 2654435761u) % 1000u) - 500;
    s[i] = 0;
  }
  s[0] = a[0];
}

__attribute__((noinline)) static void kernel(void) {
  PRAGMA_I
  for (int i = 1; i < N; i++)
    s[i] = s[i - 1] + a[i];
}

static void check(void) {
  long long x = 0;
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) {
    x += s[i];
    h = h * 31u + (unsigned long long)s[i];
  }
  checki("sum", x);
  checki("hash", (long long)(h >> 1));
}
