/* What every locality kernel shares: the clock, the directive macro, the
 * timing loop (best of REPS calls of the noinline kernel function) and the
 * line locality.py reads: "<checksum> <GFLOP/s>". */
#ifndef LOOPCC_BENCH_LOCALITY_TIMING_H
#define LOOPCC_BENCH_LOCALITY_TIMING_H
#include <stdio.h>
#include <time.h>

#define P(x) _Pragma(#x)

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The fastest of reps calls of kernel, each after reset (which sets the
 * kernel's inputs and outputs back; NULL when a call leaves nothing to
 * set back). */
static double best_seconds(int reps, void (*reset)(void),
                           void (*kernel)(void)) {
  double best = 1e30;
  for (int r = 0; r < reps; r++) {
    if (reset)
      reset();
    double t0 = now();
    kernel();
    double s = now() - t0;
    if (s < best)
      best = s;
  }
  return best;
}

static void report(double checksum, double flops, double seconds) {
  printf("%.15e %.3f\n", checksum, flops / seconds * 1e-9);
}
#endif
