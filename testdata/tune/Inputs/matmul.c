// A small matrix product for loopcc-tune's tests: a 3-deep perfect nest in
// kernel(), set-up loops in init(), and a checksum on stdout. Built with
// -DLOOPCC_TUNE_WRONG (the tuner's LOOPCC_TUNE_PLANT_WRONG=1 test hook) it
// skips part of the product, so its output differs and it runs faster: a
// candidate the tuner must discard however fast it is.
#include <stdio.h>

#define N 200
static double A[N][N], B[N][N], C[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 8.0;
      B[i][j] = (double)((i * 5 + j) % 13) / 4.0;
      C[i][j] = 0.0;
    }
}

static void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
#ifdef LOOPCC_TUNE_WRONG
      for (int k = 0; k < N / 2; k++)
#else
      for (int k = 0; k < N; k++)
#endif
        C[i][j] += A[i][k] * B[k][j];
}

int main(void) {
  init();
  for (int r = 0; r < 2; r++)
    kernel();
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += C[i][j] * (double)((i + 2 * j) % 7);
  printf("checksum %.6f\n", sum);
  return 0;
}
