/* Two maps beside a recurrence that reads the first map's result:
 *   a[i] = x[i] * 2; c[i] = y[i] + 1; d[i] = d[i - 1] * 0.5f + a[i];
 * with `distribute` then `vectorize on(coincident)`. LLVM's LoopDistribute
 * (loopcc's default) splits it into two loops, the maps together and
 * vectorized, then the recurrence; the locality engine's fission
 * (-mllvm -loopcc-fission-first) into three, each map its own vectorized
 * loop. Which runs faster decides which goes first (docs/design.md,
 * "Distribute on the engine"). Prints "<checksum> <GFLOP/s>" (3 flops an
 * iteration). Run by bench/distribute/run.sh. */
#include "../locality/timing.h"

#ifndef N
#define N (1 << 16)
#endif
#ifndef REPS
#define REPS 2000
#endif

float a[N], c[N], d[N], x[N], y[N];

__attribute__((noinline)) void kernel(void) {
#ifndef NO_PRAGMAS
#pragma loop transform vectorize on(coincident)
#pragma loop transform distribute
#endif
  for (int i = 1; i < N; i++) {
    a[i] = x[i] * 2.0f;
    c[i] = y[i] + 1.0f;
    d[i] = d[i - 1] * 0.5f + a[i];
  }
}

static void reset(void) { d[0] = 1.0f; }

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 17) * 0.25f;
    y[i] = (float)(i % 5) - 2.0f;
  }
  double seconds = best_seconds(REPS, reset, kernel);
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i] + 3.0 * c[i] + 7.0 * d[i];
  report(sum, 3.0 * (N - 1), seconds);
  return 0;
}
