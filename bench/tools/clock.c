/* Measures the core clock: a chain of dependent integer adds (one cycle
 * each on every x86-64 core of the last decade) timed with clock_gettime.
 * Prints the median of 7 samples in GHz. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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
  const long iters = 20000000; /* 20 adds each: 4e8 cycles, ~0.1 s */
  double ghz[7];
  for (int s = 0; s < 7; s++) {
    unsigned long x = (unsigned long)s;
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
    if (x == 42)
      puts("");
  }
  qsort(ghz, 7, sizeof(double), cmp);
  printf("%.3f\n", ghz[3]);
  printf("max %.3f\n", ghz[6]);
  return 0;
}
