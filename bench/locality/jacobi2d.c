/* 2-D Jacobi: TSTEPS time steps, each two 5-point sweeps over the interior
 * of an N x N grid of doubles, A -> B then B -> A; A and B are reset before
 * every call. The grids (2 x 8 MB at N = 1000) do not fit in L2, so a sweep
 * streams them. The time loop cannot be tiled without skewing, so the
 * chains work on the sweeps: reverse the second sweep (rows, or rows and
 * columns) so that it starts where the first one ended, on rows of B still
 * in cache; jam rows (neighbouring rows share loads); or tile. [AB] and
 * [BA] name the sweep (its i loop; [BA j]: its j loop) a directive is
 * written on. Prints "<checksum> <GFLOP/s>" (best of REPS calls);
 * locality.py reads the LOCALITY lines (chains in application order).
 *
 * LOCALITY flops: 10.0 * TSTEPS * (N - 2) * (N - 2)
 * LOCALITY quick: -DN=67 -DTSTEPS=3
 * LOCALITY chain 1: [BA] reverse
 * LOCALITY chain 2: [BA] reverse [BA j] reverse
 * LOCALITY chain 3: [AB] [BA] tile sizes(32, 256)
 * LOCALITY chain 4: [AB] unroll_and_jam count(2) [BA] reverse; unroll_and_jam count(2)
 * LOCALITY chain 5: [AB] unroll_and_jam count(4) [BA] reverse; unroll_and_jam count(4)
 */
#include "timing.h"
#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 30
#endif
#ifndef REPS
#define REPS 3
#endif
#define FLOPS (10.0 * TSTEPS * (N - 2) * (N - 2))

static double A[N][N], B[N][N];

#ifndef CHAIN
#define CHAIN 0 /* no directives */
#endif
#if CHAIN == 1
#define SWEEP_BA P(loop transform reverse)
#elif CHAIN == 2
#define SWEEP_BA P(loop transform reverse)
#define SWEEP_BA_J P(loop transform reverse)
#elif CHAIN == 3
#define SWEEP_AB P(loop transform tile sizes(32, 256))
#define SWEEP_BA SWEEP_AB
#elif CHAIN == 4
#define SWEEP_AB P(loop transform unroll_and_jam count(2))
#define SWEEP_BA SWEEP_AB P(loop transform reverse)
#elif CHAIN == 5
#define SWEEP_AB P(loop transform unroll_and_jam count(4))
#define SWEEP_BA SWEEP_AB P(loop transform reverse)
#endif
#ifndef SWEEP_AB
#define SWEEP_AB
#endif
#ifndef SWEEP_BA
#define SWEEP_BA
#endif
#ifndef SWEEP_BA_J
#define SWEEP_BA_J
#endif

__attribute__((noinline)) static void jacobi2d(void) {
  for (int t = 0; t < TSTEPS; t++) {
    SWEEP_AB
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] +
                         A[i][j + 1]);
    SWEEP_BA
    for (int i = 1; i < N - 1; i++)
      SWEEP_BA_J
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i - 1][j] + B[i + 1][j] + B[i][j - 1] +
                         B[i][j + 1]);
  }
}

static void reset_jacobi2d(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 3 + j * 7) % 23) / 22.0;
      B[i][j] = (double)((i * 5 + j) % 19) / 18.0;
    }
}

int main(void) {
  double best = best_seconds(REPS, reset_jacobi2d, jacobi2d);
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += A[i][j] * (1 + (i + 2 * j) % 7) + B[i][j] * (1 + (2 * i + j) % 5);
  report(sum, FLOPS, best);
  return 0;
}
