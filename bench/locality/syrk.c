/* Symmetric rank-N update, lower triangle: C[i][j] += A[i][k] * A[j][k]
 * for j <= i, N x N doubles, C reset before every call. k is innermost:
 * two rows of A walked with unit stride, a dot product per element of C
 * (clang-22 -O3 does not vectorize it: the sum would be reassociated).
 * The chains tile the triangular nest, jam the intratile j loop (four dot
 * products share the loads of A[i][k]), force vectorization of the
 * intratile k loop (that reassociates the sums: the checksum may then
 * differ from clang-22's in the last digits), or move j innermost as
 * PolyBench does (chains 5, 6). Chains 8-9 are the dot product's register
 * tile: 4 x 4 (or 3 x 4) elements of C, i jammed through j into k, then j
 * into k, k vectorized (reassociated, as chain 4): the engine jams through
 * the perfect nest, which LLVM's unroll-and-jam does not. Prints "<checksum> <GFLOP/s>" (best of
 * REPS calls); locality.py reads the LOCALITY lines (chains in application
 * order).
 *
 * LOCALITY flops: 1.0 * N * N * (N + 1)
 * LOCALITY quick: -DN=83
 * LOCALITY chain 1: tile sizes(32, 32, 256)
 * LOCALITY chain 2: tile sizes(64, 64, 128)
 * LOCALITY chain 3: tile sizes(32, 32, 256); unroll_and_jam count(4) on(intratile(2))
 * LOCALITY chain 4: tile sizes(32, 32, 256); vectorize width(4) interleave(2) on(intratile(3))
 * LOCALITY chain 5: interchange permutation(1, 3, 2)
 * LOCALITY chain 6: interchange permutation(1, 3, 2); tile sizes(32, 256, 64)
 * LOCALITY chain 7 [avx512]: tile sizes(64, 64, 256); pack array(A) on(intratile(1)); interchange permutation(1, 3, 2) on(packed); vectorize width(8) on(level(3))
 * LOCALITY chain 8 [avx512]: tile sizes(96, 96, 384); tile sizes(4, 4) separate on(intratile(1)); unroll_and_jam count(4) on(intratile(1)); unroll_and_jam count(4) on(inner); vectorize width(8) on(inner)
 * LOCALITY chain 9 [avx2]: tile sizes(96, 96, 384); tile sizes(3, 4) separate on(intratile(1)); unroll_and_jam count(3) on(intratile(1)); unroll_and_jam count(4) on(inner); vectorize width(4) on(inner)
 * LOCALITY openblas: cblas_dsyrk (the lower triangle of C += A * A^T)
 */
#include "timing.h"
#ifndef N
#define N 768
#endif
#ifndef REPS
#define REPS 3
#endif
#define FLOPS (1.0 * N * N * (N + 1))

static double A[N][N], C[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
/* The register tile of dot products: Mr x Nr elements of C, i jammed
 * through j into k, j into k, k as vectors of W lanes. */
#define DOT_TILE(Mr, Nr, W)                                                   \
  P(loop transform vectorize width(W) on(inner))                              \
  P(loop transform unroll_and_jam count(Nr) on(inner))                        \
  P(loop transform unroll_and_jam count(Mr) on(intratile(1)))                 \
  P(loop transform tile sizes(Mr, Nr) separate on(intratile(1)))
#if CHAIN == 1
#define SYRK P(loop transform tile sizes(32, 32, 256))
#elif CHAIN == 2
#define SYRK P(loop transform tile sizes(64, 64, 128))
#elif CHAIN == 3
#define SYRK P(loop transform unroll_and_jam count(4) on(intratile(2))) \
             P(loop transform tile sizes(32, 32, 256))
#elif CHAIN == 4
#define SYRK \
  P(loop transform vectorize width(4) interleave(2) on(intratile(3))) \
  P(loop transform tile sizes(32, 32, 256))
#elif CHAIN == 5
#define SYRK P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 6
#define SYRK P(loop transform tile sizes(32, 256, 64)) \
             P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 7
#define SYRK P(loop transform vectorize width(8) on(level(3))) \
             P(loop transform interchange permutation(1, 3, 2) on(packed)) \
             P(loop transform pack array(A) on(intratile(1))) \
             P(loop transform tile sizes(64, 64, 256))
#elif CHAIN == 8
#define SYRK DOT_TILE(4, 4, 8) P(loop transform tile sizes(96, 96, 384))
#elif CHAIN == 9
#define SYRK DOT_TILE(3, 4, 4) P(loop transform tile sizes(96, 96, 384))
#else
#define SYRK
#endif

#ifdef USE_OPENBLAS
enum { RowMajor = 101, Lower = 122, NoTrans = 111 };
void cblas_dsyrk(int Order, int Uplo, int Trans, int Ncols, int K,
                 double Alpha, const double *A, int LdA, double Beta,
                 double *C, int LdC);
__attribute__((noinline)) static void syrk(void) {
  cblas_dsyrk(RowMajor, Lower, NoTrans, N, N, 1.0, &A[0][0], N, 1.0,
              &C[0][0], N);
}
#else
__attribute__((noinline)) static void syrk(void) {
  SYRK
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * A[j][k];
}
#endif

static void reset_syrk(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = (double)((i + j) % 3);
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 13 + j * 5) % 29) / 28.0;
  double best = best_seconds(REPS, reset_syrk, syrk);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      sum += C[i][j] * (1 + (i + 3 * j) % 7);
  report(sum, FLOPS, best);
  return 0;
}
