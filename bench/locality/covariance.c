/* Covariance of N variables (the columns of data[M][N], M observations):
 * the mean of each column, the data centred in place, then
 * cov[i][j] = sum_k data[k][i] * data[k][j] / (M - 1) for j >= i (k
 * innermost: two walks down columns of data), mirrored into cov[j][i].
 * The chains interchange the column-mean nest (rows walked instead of
 * columns) and reorder the covariance nest to k-i-j (j innermost: rows of
 * data and of cov walked with unit stride), then tile or jam it. [MEAN]
 * and [COV] name the nest a directive is written on. Prints
 * "<checksum> <GFLOP/s>" (best of REPS calls); locality.py reads the
 * LOCALITY lines (chains in application order).
 *
 * data is reset, and mean and cov zeroed, before every call, outside the
 * timed function: with the zeroing loops inside it (which
 * LoopIdiomRecognize turns into memset) the locality engine missed both
 * nests ("needs 3 perfectly nested loops; the loop at depth 2 has other
 * statements beside its inner loop").
 *
 * LOCALITY flops: 2.0 * M * N + N + N * (N + 1) / 2.0 * (2.0 * M + 1)
 * LOCALITY quick: -DN=71 -DM=90
 * LOCALITY chain 1: [MEAN] interchange [COV] interchange permutation(3, 1, 2)
 * LOCALITY chain 2: [MEAN] interchange [COV] interchange permutation(3, 1, 2); tile sizes(64, 64, 512)
 * LOCALITY chain 3: [MEAN] interchange [COV] tile sizes(32, 64, 128); interchange permutation(3, 1, 2) on(intratile(1))
 * LOCALITY chain 4: [MEAN] interchange [COV] interchange permutation(3, 1, 2); unroll_and_jam count(4) on(level(2))
 * LOCALITY chain 5: [MEAN] interchange [COV] interchange permutation(3, 1, 2); tile sizes(128, 32, 256)
 * LOCALITY chain 6: [COV] interchange permutation(3, 1, 2)
 */
#include "timing.h"
#ifndef N
#define N 640
#endif
#ifndef M
#define M N
#endif
#ifndef REPS
#define REPS 3
#endif
#define FLOPS (2.0 * M * N + N + N * (N + 1) / 2.0 * (2.0 * M + 1))

static double data[M][N], mean[N], cov[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN >= 1 && CHAIN <= 5
#define NEST_MEAN P(loop transform interchange)
#endif
#if CHAIN == 1 || CHAIN == 6
#define NEST_COV P(loop transform interchange permutation(3, 1, 2))
#elif CHAIN == 2
#define NEST_COV P(loop transform tile sizes(64, 64, 512)) \
                 P(loop transform interchange permutation(3, 1, 2))
#elif CHAIN == 3
#define NEST_COV \
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1))) \
  P(loop transform tile sizes(32, 64, 128))
#elif CHAIN == 4
#define NEST_COV P(loop transform unroll_and_jam count(4) on(level(2))) \
                 P(loop transform interchange permutation(3, 1, 2))
#elif CHAIN == 5
#define NEST_COV P(loop transform tile sizes(128, 32, 256)) \
                 P(loop transform interchange permutation(3, 1, 2))
#endif
#ifndef NEST_MEAN
#define NEST_MEAN
#endif
#ifndef NEST_COV
#define NEST_COV
#endif

__attribute__((noinline)) static void covariance(void) {
  NEST_MEAN
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      mean[j] += data[i][j];
  for (int j = 0; j < N; j++)
    mean[j] /= M;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      data[i][j] -= mean[j];
  NEST_COV
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      for (int k = 0; k < M; k++)
        cov[i][j] += data[k][i] * data[k][j];
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++) {
      cov[i][j] /= M - 1;
      cov[j][i] = cov[i][j];
    }
}

static void reset_covariance(void) {
  for (int k = 0; k < M; k++)
    for (int j = 0; j < N; j++)
      data[k][j] = (double)((k * (j % 5 + 1) + j) % 17) / 16.0 + 0.01 * j;
  for (int i = 0; i < N; i++) {
    mean[i] = 0;
    for (int j = 0; j < N; j++)
      cov[i][j] = 0;
  }
}

int main(void) {
  double best = best_seconds(REPS, reset_covariance, covariance);
  double sum = 0;
  for (int i = 0; i < N; i++) {
    sum += mean[i] * (1 + i % 3);
    for (int j = 0; j < N; j++)
      sum += cov[i][j] * (1 + (i + 2 * j) % 7);
  }
  report(sum, FLOPS, best);
  return 0;
}
