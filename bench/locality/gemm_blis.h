/* The gemm of gemm_blis*.c: C += A * B on N x N doubles written i-j-k, as
 * gemm_ijk.c, with C reset to zero before every call. The including file
 * defines N and GEMM (the directives of its chain, which may use the macros
 * below). With -DUSE_OPENBLAS
 * the same product is OpenBLAS's cblas_dgemm instead (row-major, no
 * transposes; its declaration is written here because <cblas.h> names a
 * parameter N). Prints "<checksum> <GFLOP/s>" (best of REPS calls). */
#include "timing.h"
#ifndef REPS
#define REPS 3
#endif

static double A[N][N], B[N][N], C[N][N];

/* The chains' two parts, written as directives are (nearest the loop
 * last): expanded where GEMM is, in gemm() below. */
/* The register tile: Mr rows jammed, Nr columns as vectors of W lanes. */
#define MICRO_ON(Mr, Nr, W, Role)                                             \
  P(loop transform vectorize width(W) on(inner))                              \
  P(loop transform unroll_and_jam count(Mr) on(level(2)))                     \
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))         \
  P(loop transform tile sizes(Mr, Nr) on(Role))
/* The register tile on a block's loops, unpacked. */
#define REGISTER_TILE(Mr, Nr, W) MICRO_ON(Mr, Nr, W, intratile(1))
/* The register tile after the packs. */
#define MICRO(Mr, Nr, W) MICRO_ON(Mr, Nr, W, packed)
/* The register tile with its full tiles generated apart: there its loops
 * run constant trip counts, the jammed rows and the vectors of the
 * columns whole. */
#define SEPARATE_MICRO_ON(Mr, Nr, W, Role)                                    \
  P(loop transform vectorize width(W) on(inner))                              \
  P(loop transform unroll_and_jam count(Mr) on(level(2)))                     \
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))         \
  P(loop transform tile sizes(Mr, Nr) separate on(Role))
#define SEPARATE_REGISTER_TILE(Mr, Nr, W)                                     \
  SEPARATE_MICRO_ON(Mr, Nr, W, intratile(1))
#define SEPARATE_MICRO(Mr, Nr, W) SEPARATE_MICRO_ON(Mr, Nr, W, packed)
/* The blocks. */
#define BLOCKS(Mc, Nc, Kc) P(loop transform tile sizes(Mc, Nc, Kc))
/* The blocks, full ones generated apart from the partial ones at the
 * edges (the register tile's loops then run constant trip counts). */
#define SEPARATE_BLOCKS(Mc, Nc, Kc)                                           \
  P(loop transform tile sizes(Mc, Nc, Kc) separate)
/* The blocks, each packed: B's per (i, j, k) block, then A's. */
#define PACKED_BLOCKS(Mc, Nc, Kc)                                             \
  P(loop transform pack array(A))                                             \
  P(loop transform pack array(B) on(intratile(1)))                            \
  BLOCKS(Mc, Nc, Kc)

#ifdef USE_OPENBLAS
enum { RowMajor = 101, NoTrans = 111 };
void cblas_dgemm(int Order, int TransA, int TransB, int M, int Ncols, int K,
                 double Alpha, const double *A, int LdA, const double *B,
                 int LdB, double Beta, double *C, int LdC);
__attribute__((noinline)) static void gemm(void) {
  cblas_dgemm(RowMajor, NoTrans, NoTrans, N, N, N, 1.0, &A[0][0], N,
              &B[0][0], N, 1.0, &C[0][0], N);
}
#else
__attribute__((noinline)) static void gemm(void) {
  GEMM
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
#endif

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
  report(sum, 2.0 * N * N * N, best);
  return 0;
}
