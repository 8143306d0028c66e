/* Common driver for the kernels in bench/kernels/.
 *
 * A kernel file defines N (the problem size, overridable with -DN=...),
 * its data as global arrays, and three functions:
 *   static void init(void);          fills the inputs (deterministic)
 *   static void kernel(void);        the timed loop nest (noinline)
 *   static void check(void);         prints the result's checksums with
 *                                    checki()/checkf()
 * then includes this header last. Variants are selected with -DHINT=n
 * (#pragma clang loop hints for clang-22) or -DCHAIN=n (#pragma loop
 * transform chains for loopcc); with neither, the code is unannotated.
 *
 * The program (argument: number of timed samples, default 5):
 *   1. init(); kernel(); check()   -> the lines the harness compares;
 *   2. calibrates a repeat count so that one sample lasts >= 20 ms;
 *   3. for each sample: init(); time `repeat` calls of kernel();
 * and prints "median_s <seconds per kernel call>" and "min_s ...".
 */
#ifndef BENCH_H
#define BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef HINT
#define HINT 0
#endif
#ifndef CHAIN
#define CHAIN 0
#endif

static double bench_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void checki(const char *name, long long value) {
  printf("checki %s %lld\n", name, value);
}

static void checkf(const char *name, double value) {
  printf("checkf %s %.17g\n", name, value);
}

static int bench_cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void init(void);
static void kernel(void);
static void check(void);

int main(int argc, char **argv) {
  int samples = argc > 1 ? atoi(argv[1]) : 5;
  double min_sample = argc > 2 ? atof(argv[2]) : 0.02;
  if (samples < 1)
    samples = 1;
  init();
  kernel();
  check();
  fflush(stdout);

  long repeat = 1;
  for (;;) {
    init();
    double t0 = bench_now();
    for (long r = 0; r < repeat; r++)
      kernel();
    double t = bench_now() - t0;
    if (t >= min_sample || repeat >= (1L << 30))
      break;
    repeat *= t > 0 ? (long)(min_sample / t) + 1 : 2;
    if (repeat < 2)
      repeat = 2;
  }

  double *times = malloc(sizeof(double) * (size_t)samples);
  for (int s = 0; s < samples; s++) {
    init();
    double t0 = bench_now();
    for (long r = 0; r < repeat; r++)
      kernel();
    times[s] = (bench_now() - t0) / (double)repeat;
  }
  qsort(times, (size_t)samples, sizeof(double), bench_cmp);
  double median = samples % 2 ? times[samples / 2]
                              : 0.5 * (times[samples / 2 - 1] + times[samples / 2]);
  printf("repeat %ld\n", repeat);
  printf("median_s %.9g\n", median);
  printf("min_s %.9g\n", times[0]);
  free(times);
  return 0;
}

#endif
