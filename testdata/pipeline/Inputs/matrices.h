/* Three N x N matrices of doubles for the run tests of pack and tile
 * (run-pack.c, pack-register-tile.c, tile-separate.c): small integers, so
 * every sum is exact whatever order a transformation runs it in; a
 * weighted sum, so a misplaced element changes it. The includer defines N;
 * P(x) is the directive x, or nothing with -DNO_PRAGMAS (the reference
 * build). */
#include <stdio.h>

#ifdef NO_PRAGMAS
#define P(x)
#else
#define P(x) _Pragma(#x)
#endif

static double A[N][N], B[N][N], C[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 17 - 8;
      B[i][j] = (i * 5 + j * 11) % 13 - 6;
      C[i][j] = (i + j) % 5;
    }
}

static double sum(double M[N][N]) {
  double S = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      S += M[i][j] * (1 + (i + 2 * j) % 7);
  return S;
}
