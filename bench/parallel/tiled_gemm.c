// The worked example of docs/pragma.md ("A tiled gemm on every core") and
// docs/performance.md: 1536 x 1536 floats, i-k-j, best of 3. Built four
// ways (bench/parallel/README.md has the commands): clang-22, loopcc with
// -DTILE, and with -DTILE -DPAR at OMP_NUM_THREADS=1 and 2.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 1536
static float A[N][N], B[N][N], C[N][N];
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
__attribute__((noinline)) void gemm(void) {
#ifdef PAR
#pragma loop transform parallelize on(grid(1))
#endif
#ifdef TILE
#pragma loop transform tile sizes(64, 256)
#endif
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
}
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (i * j % 7) * 0.25f; B[i][j] = (i + j % 5) * 0.5f; C[i][j] = 0; }
  double best = 1e9;
  for (int r = 0; r < 3; r++) { double t = now(); gemm(); t = now() - t; if (t < best) best = t; }
  double s = 0; for (int i = 0; i < N; i++) s += C[i][i % N];
  printf("%.3f s  (checksum %.1f)\n", best, s);
  return 0;
}
