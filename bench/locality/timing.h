/* What every locality kernel shares: the clock, and the directive macro.
 * Each kernel times its noinline kernel function with now(), best of REPS
 * calls, and prints "<checksum> <rate>". */
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
#endif
