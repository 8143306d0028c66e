/* Unsharp mask, two stages over an N x N image of doubles: a row blur
 * B = (A[j-1] + 2 A[j] + A[j+1]) / 4, then C = A + 1.5 (A - B). Each
 * array is 32 MB at N = 2000, far beyond the caches: written as two loop
 * nests, the second stage reads A and B back from memory. Fused (session
 * 14's fuse: the two row loops become one, row i blurred then sharpened),
 * row i of A and B is still in cache when the second stage reads it.
 * Prints "<checksum> <GFLOP/s>" (best of REPS calls); locality.py reads
 * the LOCALITY lines (chains in application order; [R] is the first row
 * loop, [S] the second, [F] the block of both).
 *
 * LOCALITY flops: 7.0 * N * (N - 2)
 * LOCALITY quick: -DN=130
 * LOCALITY chain 1: [F] fuse
 * LOCALITY chain 2: [R] [S] tile sizes(32) [F] fuse
 */
#include "timing.h"
#ifndef N
#define N 2000
#endif
#ifndef REPS
#define REPS 5
#endif
#define FLOPS (7.0 * N * (N - 2))

static double A[N][N], B[N][N], C[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN == 1
#define BLOCK P(loop transform fuse)
#elif CHAIN == 2
#define ROWS P(loop transform tile sizes(32))
#define BLOCK P(loop transform fuse)
#endif
#ifndef ROWS
#define ROWS
#endif
#ifndef BLOCK
#define BLOCK
#endif

__attribute__((noinline)) static void unsharp(void) {
  BLOCK
  {
    ROWS
    for (int i = 0; i < N; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = (A[i][j - 1] + 2.0 * A[i][j] + A[i][j + 1]) * 0.25;
    ROWS
    for (int i = 0; i < N; i++)
      for (int j = 1; j < N - 1; j++)
        C[i][j] = A[i][j] + 1.5 * (A[i][j] - B[i][j]);
  }
}

static void reset_unsharp(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 3 + j * 7) % 23) / 22.0;
}

int main(void) {
  double best = best_seconds(REPS, reset_unsharp, unsharp);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + 2 * j) % 7) + B[i][j] * (1 + (2 * i + j) % 5);
  report(sum, FLOPS, best);
  return 0;
}
