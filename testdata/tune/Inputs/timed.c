// A kernel that prints its own time (a line that differs on every run)
// and its result, for loopcc-tune's --metric and --run test: the time line
// is what --metric reads and is left out of the output check, the sum is
// compared. Its 3-deep nest carries a dependence along i (each row reads
// the row before it), so loopcc refuses the reorderings that would reverse
// it: those candidates are refused, never run.
#include <stdio.h>
#include <time.h>

#define N 160
static double A[N][N], B[N][N];

static void kernel(void) {
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      for (int k = 0; k < 8; k++)
        A[i][j] += 0.5 * A[i - 1][j + 1] + B[k][j];
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i + j) % 7) / 7.0;
      B[i][j] = (double)((i * j) % 5) / 5.0;
    }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  kernel();
  clock_gettime(CLOCK_MONOTONIC, &t1);
  printf("kernel time: %.9f s\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i][i / 2];
  printf("sum %.6f\n", s);
  return 0;
}
