/* Two chained matrix products, each written naively i-j-k (k innermost):
 * D = A * B, then E = D * C, N x N doubles; D and E are reset to zero
 * before every call and accumulated into. The chains reorder each nest to
 * i-k-j, tile it, jam it, and (chain 5) reverse the tile loop over the rows
 * of E so that the second product starts on the rows of D the first one
 * wrote last (still in cache). [D] and [E] name the nest a directive is
 * written on. Prints "<checksum> <GFLOP/s>" (best of REPS calls);
 * locality.py reads the LOCALITY lines (chains in application order).
 *
 * LOCALITY flops: 4.0 * N * N * N
 * LOCALITY quick: -DN=61
 * LOCALITY chain 1: [D] [E] interchange permutation(1, 3, 2)
 * LOCALITY chain 2: [D] [E] interchange permutation(1, 3, 2); tile sizes(32, 128, 256)
 * LOCALITY chain 3: [D] [E] interchange permutation(1, 3, 2); tile sizes(64, 256, 512)
 * LOCALITY chain 4: [D] [E] interchange permutation(1, 3, 2); unroll_and_jam count(4)
 * LOCALITY chain 5: [D] interchange permutation(1, 3, 2); tile sizes(32, 128, 256) [E] the same; reverse (on grid(1))
 * LOCALITY chain 6: [D] [E] tile sizes(32, 32, 32)
 * LOCALITY chain 7: [D] [E] interchange permutation(1, 3, 2); tile sizes(32, 32, 32)
 * LOCALITY chain 8: [D] [E] interchange permutation(1, 3, 2); tile sizes(40, 40, 40)
 * LOCALITY chain 9 [avx512]: [D] [E] tile sizes(80, 200, 200); tile sizes(4, 40) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 10 [avx2]: [D] [E] as chain 9 with tile sizes(4, 16) and vectorize width(4)
 * LOCALITY openblas: cblas_dgemm twice (D += A * B, E += D * C)
 */
#include "timing.h"
#ifndef N
#define N 400
#endif
#ifndef REPS
#define REPS 3
#endif
#define FLOPS (4.0 * N * N * N)

static double A[N][N], B[N][N], C[N][N], D[N][N], E[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
/* The register tile of gemm_blis.h: Mr rows jammed, Nr columns as vectors
 * of W lanes, in blocks of 80 x 200 x 200 (not packed: X and Y name the
 * operands a pack would take, unused until pack and the jam compose). */
#define BLIS(X, Y, Mr, Nr, W)                                                 \
  P(loop transform vectorize width(W) on(inner))                              \
  P(loop transform unroll_and_jam count(Mr) on(level(2)))                     \
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))         \
  P(loop transform tile sizes(Mr, Nr) on(intratile(1)))                       \
  P(loop transform tile sizes(80, 200, 200))

#if CHAIN == 1
#define NEST_D P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 2
#define NEST_D P(loop transform tile sizes(32, 128, 256)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 3
#define NEST_D P(loop transform tile sizes(64, 256, 512)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 4
#define NEST_D P(loop transform unroll_and_jam count(4)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 5
#define NEST_D P(loop transform tile sizes(32, 128, 256)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E P(loop transform reverse) NEST_D
#elif CHAIN == 6
#define NEST_D P(loop transform tile sizes(32, 32, 32))
#define NEST_E NEST_D
#elif CHAIN == 7
#define NEST_D P(loop transform tile sizes(32, 32, 32)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 8
#define NEST_D P(loop transform tile sizes(40, 40, 40)) \
               P(loop transform interchange permutation(1, 3, 2))
#define NEST_E NEST_D
#elif CHAIN == 9
#define NEST_D BLIS(A, B, 4, 40, 8)
#define NEST_E BLIS(D, C, 4, 40, 8)
#elif CHAIN == 10
#define NEST_D BLIS(A, B, 4, 16, 4)
#define NEST_E BLIS(D, C, 4, 16, 4)
#else
#define NEST_D
#define NEST_E
#endif

#ifdef USE_OPENBLAS
enum { RowMajor = 101, NoTrans = 111 };
void cblas_dgemm(int Order, int TransA, int TransB, int M, int Ncols, int K,
                 double Alpha, const double *A, int LdA, const double *B,
                 int LdB, double Beta, double *C, int LdC);
__attribute__((noinline)) static void mm2(void) {
  cblas_dgemm(RowMajor, NoTrans, NoTrans, N, N, N, 1.0, &A[0][0], N,
              &B[0][0], N, 1.0, &D[0][0], N);
  cblas_dgemm(RowMajor, NoTrans, NoTrans, N, N, N, 1.0, &D[0][0], N,
              &C[0][0], N, 1.0, &E[0][0], N);
}
#else
__attribute__((noinline)) static void mm2(void) {
  NEST_D
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        D[i][j] += A[i][k] * B[k][j];
  NEST_E
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        E[i][j] += D[i][k] * C[k][j];
}
#endif

static void reset_mm2(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      D[i][j] = E[i][j] = 0;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 16.0;
      B[i][j] = (double)((i * 5 + j * 11) % 13) / 12.0;
      C[i][j] = (double)((i * 2 + j * 9) % 11) / 10.0 - 0.25;
    }
  double best = best_seconds(REPS, reset_mm2, mm2);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += D[i][j] * (1 + (i + 2 * j) % 7) + E[i][j] * (1 + (2 * i + j) % 5);
  report(sum, FLOPS, best);
  return 0;
}
