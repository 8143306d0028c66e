/* Measures one core's double-precision FMA peak: CHAINS independent chains
 * x = x * m + a on vectors of the widest width the target has (GCC vector
 * extensions: 64 bytes under __AVX512F__, 32 under __AVX__, else 16), so
 * that the FMA units are never waiting for a result (latency 4-5 cycles,
 * 2 units: at least 10 chains in flight). Build it as the benchmarks are
 * built: clang-22 -O2 -march=native peak.c -o peak (with FMA available,
 * clang contracts x * m + a into one FMA; -ffp-contract=on is its
 * default). m and a come from volatile variables and every chain's result
 * is printed, so nothing can be folded or dropped; m < 1 keeps the values
 * bounded (they converge to a / (1 - m)), far from denormals and overflow.
 *
 * SAMPLES short samples (~1 ms each, shorter than a scheduler time slice,
 * as in clock.c); on a shared machine preemption, or another thread on the
 * same physical core, can only make a sample slower, so the fastest one is
 * reported. (Samples of 10 ms read 60-100 of the ~113 GFLOP/s that 1 ms
 * samples read on the 2-vCPU development VM under load.)
 * Prints "<GFLOP/s> GFLOP/s peak: <bits>-bit vectors, <chains> FMA chains"
 * and, on a second line, the sum of the chains (to keep them alive).
 */
#include <stdio.h>
#include <time.h>

#if defined(__AVX512F__)
typedef double vd __attribute__((vector_size(64)));
#elif defined(__AVX__)
typedef double vd __attribute__((vector_size(32)));
#else
typedef double vd __attribute__((vector_size(16)));
#endif
#define LANES ((int)(sizeof(vd) / sizeof(double)))
#define CHAINS 12
#define SAMPLES 400

static volatile double vm = 0.999999, va = 1e-6;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Runs `iters` iterations of CHAINS FMAs on x[]; noinline so that the
 * chains stay in registers for the whole loop and the call is timed as a
 * whole. */
__attribute__((noinline)) static void run(vd *x, vd m, vd a, long iters) {
  vd x0 = x[0], x1 = x[1], x2 = x[2], x3 = x[3], x4 = x[4], x5 = x[5];
  vd x6 = x[6], x7 = x[7], x8 = x[8], x9 = x[9], x10 = x[10], x11 = x[11];
  for (long i = 0; i < iters; i++) {
    x0 = x0 * m + a;
    x1 = x1 * m + a;
    x2 = x2 * m + a;
    x3 = x3 * m + a;
    x4 = x4 * m + a;
    x5 = x5 * m + a;
    x6 = x6 * m + a;
    x7 = x7 * m + a;
    x8 = x8 * m + a;
    x9 = x9 * m + a;
    x10 = x10 * m + a;
    x11 = x11 * m + a;
  }
  x[0] = x0, x[1] = x1, x[2] = x2, x[3] = x3, x[4] = x4, x[5] = x5;
  x[6] = x6, x[7] = x7, x[8] = x8, x[9] = x9, x[10] = x10, x[11] = x11;
}

int main(void) {
  vd x[CHAINS], m, a;
  for (int l = 0; l < LANES; l++) {
    m[l] = vm;
    a[l] = va;
    for (int c = 0; c < CHAINS; c++)
      x[c][l] = 0.5 + 0.01 * (c * LANES + l);
  }
  /* Calibrate: grow the iteration count until a sample lasts ~1 ms. */
  long iters = 1000;
  for (;;) {
    double t0 = now();
    run(x, m, a, iters);
    double s = now() - t0;
    if (s > 0.001 || iters > (1L << 40))
      break;
    iters *= s > 0.0001 ? 0.0012 / s : 10;
  }
  double best = 1e30;
  for (int s = 0; s < SAMPLES; s++) {
    double t0 = now();
    run(x, m, a, iters);
    double t = now() - t0;
    if (t < best)
      best = t;
  }
  double flops = 2.0 * CHAINS * LANES * (double)iters;
  double sum = 0;
  for (int c = 0; c < CHAINS; c++)
    for (int l = 0; l < LANES; l++)
      sum += x[c][l];
  printf("%.2f GFLOP/s peak: %d-bit vectors, %d FMA chains\n",
         flops / best * 1e-9, (int)(8 * sizeof(vd)), CHAINS);
  printf("sum %.6f\n", sum);
  return 0;
}
