/* Naive gemm written i-j-k (k innermost, B walked down its columns):
 * C += A * B, N x N doubles. The locality chains reorder and tile it.
 * CHAIN selects the directives (see locality.py); none: the plain nest. */
#include <stdio.h>
#include <time.h>
#ifndef N
#define N 768
#endif
static double A[N][N], B[N][N], C[N][N];

#define P(x) _Pragma(#x)
#if CHAIN == 1
#define DIRECTIVES P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 2
#define DIRECTIVES P(loop transform tile sizes(64, 256, 512)) \
                   P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 3
#define DIRECTIVES P(loop transform unroll_and_jam count(4) on(intratile(1))) \
                   P(loop transform tile sizes(64, 256, 512)) \
                   P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 4
#define DIRECTIVES P(loop transform tile sizes(32, 128, 256)) \
                   P(loop transform interchange permutation(1, 3, 2))
#elif CHAIN == 5
#define DIRECTIVES P(loop transform unroll_and_jam count(4)) \
                   P(loop transform interchange permutation(1, 3, 2))
#else
#define DIRECTIVES
#endif

__attribute__((noinline)) static void gemm(void) {
  DIRECTIVES
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 17) / 16.0;
      B[i][j] = (double)((i * 5 + j * 11) % 13) / 12.0;
      C[i][j] = 0;
    }
  double best = 1e30;
  for (int r = 0; r < 3; r++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    gemm();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
    if (s < best)
      best = s;
  }
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (1 + (i + j) % 3);
  printf("%.6f %.2f\n", sum, 2.0 * N * N * N / best * 1e-9);
  return 0;
}
