/* Transposed matrix-vector product y = A^T x, written as it reads: for each
 * j, y[j] += A[i][j] * x[i] over i: a walk down column j of the row-major
 * N x N matrix (one cache line and, at this size, one page per element).
 * y is reset to zero before every call. The chains interchange the loops
 * (rows of A walked with unit stride, y updated as a vector), jam the new
 * outer loop, or tile so that a tile's columns reuse each line of A they
 * load. Prints "<checksum> <GFLOP/s>" (best of REPS calls); locality.py
 * reads the LOCALITY lines (chains in application order).
 *
 * LOCALITY flops: 2.0 * N * N
 * LOCALITY quick: -DN=157
 * LOCALITY chain 1: interchange
 * LOCALITY chain 2: interchange; unroll_and_jam count(4)
 * LOCALITY chain 3: interchange; tile sizes(256, 1024)
 * LOCALITY chain 4: tile sizes(8, 512); interchange on(intratile(1))
 * LOCALITY chain 5: unroll_and_jam count(8)
 * LOCALITY chain 6: tile sizes(64, 64)
 */
#include "timing.h"
#ifndef N
#define N 4000
#endif
#ifndef REPS
#define REPS 5
#endif
#define FLOPS (2.0 * N * N)

static double A[N][N], x[N], y[N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN == 1
#define MATVEC P(loop transform interchange)
#elif CHAIN == 2
#define MATVEC P(loop transform unroll_and_jam count(4)) \
               P(loop transform interchange)
#elif CHAIN == 3
#define MATVEC P(loop transform tile sizes(256, 1024)) \
               P(loop transform interchange)
#elif CHAIN == 4
#define MATVEC P(loop transform interchange on(intratile(1))) \
               P(loop transform tile sizes(8, 512))
#elif CHAIN == 5
#define MATVEC P(loop transform unroll_and_jam count(8))
#elif CHAIN == 6
#define MATVEC P(loop transform tile sizes(64, 64))
#else
#define MATVEC
#endif

__attribute__((noinline)) static void matvec_t(void) {
  MATVEC
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      y[j] += A[i][j] * x[i];
}

static void reset_matvec_t(void) {
  for (int j = 0; j < N; j++)
    y[j] = 0;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (double)(i % 13) / 12.0 - 0.25;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 17) % 37) / 36.0;
  }
  double best = best_seconds(REPS, reset_matvec_t, matvec_t);
  double sum = 0;
  for (int j = 0; j < N; j++)
    sum += y[j] * (1 + j % 7);
  report(sum, FLOPS, best);
  return 0;
}
