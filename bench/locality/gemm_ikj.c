/* Gemm written i-k-j (j innermost: unit stride on B and C, A[i][k] held in
 * a register): C += A * B, N x N doubles, C reset to zero before every
 * call. The loop order is already the cache-friendly one; the chains tile
 * it (blocks of B reused from L2 across the rows of a tile) and jam the
 * intratile loops. Prints "<checksum> <GFLOP/s>" (best of REPS calls);
 * locality.py reads the LOCALITY lines (chains in application order: the
 * directive nearest the loop applies first).
 *
 * LOCALITY flops: 2.0 * N * N * N
 * LOCALITY quick: -DN=97
 * LOCALITY chain 1: tile sizes(64, 256, 512)
 * LOCALITY chain 2: tile sizes(32, 128, 256)
 * LOCALITY chain 3: tile sizes(16, 64, 1024)
 * LOCALITY chain 4: tile sizes(32, 128, 256); unroll_and_jam count(4) on(intratile(2))
 * LOCALITY chain 5: unroll_and_jam count(4)
 * LOCALITY chain 6: tile sizes(32, 128); unroll_and_jam count(4) on(intratile(1))
 * LOCALITY chain 7: tile sizes(32, 128, 256); vectorize width(8) interleave(2) on(intratile(3))
 * LOCALITY chain 8: tile sizes(32, 32, 32)
 */
#include "timing.h"
#ifndef N
#define N 1024
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
#define GEMM P(loop transform tile sizes(64, 256, 512))
#elif CHAIN == 2
#define GEMM P(loop transform tile sizes(32, 128, 256))
#elif CHAIN == 3
#define GEMM P(loop transform tile sizes(16, 64, 1024))
#elif CHAIN == 4
#define GEMM P(loop transform unroll_and_jam count(4) on(intratile(2))) \
             P(loop transform tile sizes(32, 128, 256))
#elif CHAIN == 5
#define GEMM P(loop transform unroll_and_jam count(4))
#elif CHAIN == 6
#define GEMM P(loop transform unroll_and_jam count(4) on(intratile(1))) \
             P(loop transform tile sizes(32, 128))
#elif CHAIN == 7
#define GEMM \
  P(loop transform vectorize width(8) interleave(2) on(intratile(3))) \
  P(loop transform tile sizes(32, 128, 256))
#elif CHAIN == 8
#define GEMM P(loop transform tile sizes(32, 32, 32))
#else
#define GEMM
#endif

__attribute__((noinline)) static void gemm(void) {
  GEMM
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
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
      A[i][j] = (double)((i * 5 + j * 9) % 19) / 18.0;
      B[i][j] = (double)((i * 3 + j * 7) % 23) / 22.0;
    }
  double best = best_seconds(REPS, reset_gemm, gemm);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (1 + (3 * i + j) % 7);
  report(sum, FLOPS, best);
  return 0;
}
