/* Measures the core clock: a chain of dependent integer adds (one cycle
 * each on every x86-64 core of the last decade) timed with clock_gettime.
 * 400 short samples (~0.5 ms each, shorter than a scheduler time slice, so
 * that on a shared machine most are not preempted); prints the median and
 * the fastest sample in GHz. Sharing the CPU can only make a sample slower,
 * so the fastest sample is the clock. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define SAMPLES 400

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(void) {
  const long iters = 60000; /* 20 adds each: 1.2e6 cycles */
  static double ghz[SAMPLES];
  unsigned long x = 0;
  for (int s = 0; s < SAMPLES; s++) {
    double t0 = now();
    for (long i = 0; i < iters; i++)
      __asm__ volatile(
          "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
          "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
          "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
          "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
          "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
          : "+r"(x));
    double t = now() - t0;
    ghz[s] = 20.0 * (double)iters / t / 1e9;
  }
  if (x == 42)
    puts("");
  qsort(ghz, SAMPLES, sizeof(double), cmp);
  printf("%.3f\n", ghz[SAMPLES / 2]);
  printf("max %.3f\n", ghz[SAMPLES - 1]);
  return 0;
}
