/* Naive gemm written i-j-k (k innermost, B walked down its columns):
 * C += A * B, N x N doubles, C reset to zero before every call. The chains
 * reorder the nest to i-k-j (unit stride on B and C), tile it, and jam.
 * Prints "<checksum> <GFLOP/s>" (best of REPS calls); locality.py reads the
 * LOCALITY lines. The directive nearest the loop applies first, so each
 * chain is listed here in application order.
 *
 * LOCALITY flops: 2.0 * N * N * N
 * LOCALITY quick: -DN=97
 * LOCALITY chain 1: interchange permutation(1, 3, 2)
 * LOCALITY chain 2: interchange permutation(1, 3, 2); tile sizes(64, 256, 512)
 * LOCALITY chain 3: interchange permutation(1, 3, 2); tile sizes(64, 256, 512); unroll_and_jam count(4) on(intratile(1))
 * LOCALITY chain 4: interchange permutation(1, 3, 2); tile sizes(32, 128, 256)
 * LOCALITY chain 5: interchange permutation(1, 3, 2); unroll_and_jam count(4)
 * LOCALITY chain 6: interchange permutation(1, 3, 2); tile sizes(32, 128, 128); unroll_and_jam count(4) on(intratile(2))
 * LOCALITY chain 7: tile sizes(32, 32, 32)
 * LOCALITY chain 8: interchange permutation(1, 3, 2); tile sizes(32, 32, 32)
 * LOCALITY chain 9: tile sizes(64, 32, 32); interchange permutation(1, 3, 2) on(intratile(1))
 */
#include "timing.h"
#ifndef N
#define N 640
#endif
#ifndef REPS
#define REPS 3
#endif
#define FLOPS (2.0 * N * N * N)

static double A[N][N], B[N][N], C[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN == 1
#define GEMM P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 2
#define GEMM P(loop transform tile sizes(64, 256, 512)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 3
#define GEMM P(loop transform unroll_and_jam count(4) on(intratile(1))) \
             P(loop transform tile sizes(64, 256, 512)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 4
#define GEMM P(loop transform tile sizes(32, 128, 256)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 5
#define GEMM P(loop transform unroll_and_jam count(4)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 6
#define GEMM P(loop transform unroll_and_jam count(4) on(intratile(2))) \
             P(loop transform tile sizes(32, 128, 128)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 7
#define GEMM P(loop transform tile sizes(32, 32, 32))
#elif CHAIN == 8
#define GEMM P(loop transform tile sizes(32, 32, 32)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 9
#define GEMM \
  P(loop transform interchange permutation(1, 3, 2) on(intratile(1))) \
  P(loop transform tile sizes(64, 32, 32))
#else
#define GEMM
#endif

__attribute__((noinline)) static void gemm(void) {
  GEMM
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

static void reset_gemm(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = 0;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 16.0;
      B[i][j] = (double)((i * 5 + j * 11) % 13) / 12.0;
    }
  double best = best_seconds(REPS, reset_gemm, gemm);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + 2 * j) % 7);
  report(sum, FLOPS, best);
  return 0;
}
