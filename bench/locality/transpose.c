/* Out-of-place transpose with one add per element: B[j][i] = A[i][j] + 1,
 * N x N doubles. Written i-j: A is read along its rows, B written down
 * its columns (one cache line touched per element). The chains interchange
 * the loops (B written along rows, A read down columns) or tile them so
 * that the lines of both blocks stay in cache while a tile is done.
 * Rate unit: the second field is G elements/s (elements per ns; one add
 * per element, so it is also GFLOP/s); each element moves 16 bytes, so GB/s
 * is 16 times the field. Prints "<checksum> <rate>" (best of REPS calls);
 * locality.py reads the LOCALITY lines (chains in application order).
 *
 * LOCALITY flops: 1.0 * N * N
 * LOCALITY unit: Gelem/s
 * LOCALITY quick: -DN=131
 * LOCALITY chain 1: interchange
 * LOCALITY chain 2: tile sizes(32, 32)
 * LOCALITY chain 3: tile sizes(64, 64)
 * LOCALITY chain 4: tile sizes(128, 16)
 * LOCALITY chain 5: tile sizes(32, 32); interchange on(intratile(1))
 * LOCALITY chain 6: tile sizes(40, 40); unroll_and_jam count(4) on(intratile(1))
 * LOCALITY chain 7: tile sizes(8, 8)
 */
#include "timing.h"
#ifndef N
#define N 3000
#endif
#ifndef REPS
#define REPS 5
#endif
#define FLOPS (1.0 * N * N)

static double A[N][N], B[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN == 1
#define TRANSPOSE P(loop transform interchange)
#elif CHAIN == 2
#define TRANSPOSE P(loop transform tile sizes(32, 32))
#elif CHAIN == 3
#define TRANSPOSE P(loop transform tile sizes(64, 64))
#elif CHAIN == 4
#define TRANSPOSE P(loop transform tile sizes(128, 16))
#elif CHAIN == 5
#define TRANSPOSE P(loop transform interchange on(intratile(1))) \
                  P(loop transform tile sizes(32, 32))
#elif CHAIN == 6
#define TRANSPOSE P(loop transform unroll_and_jam count(4) on(intratile(1))) \
                  P(loop transform tile sizes(40, 40))
#elif CHAIN == 7
#define TRANSPOSE P(loop transform tile sizes(8, 8))
#else
#define TRANSPOSE
#endif

__attribute__((noinline)) static void transpose(void) {
  TRANSPOSE
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[j][i] = A[i][j] + 1.0;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 11 + j * 7) % 31) / 30.0;
      B[i][j] = -1.0;
    }
  double best = best_seconds(REPS, NULL, transpose);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += B[i][j] * (1 + (i + 2 * j) % 7);
  report(sum, FLOPS, best);
  return 0;
}
