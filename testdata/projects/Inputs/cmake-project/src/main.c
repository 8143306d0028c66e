#include <stdio.h>

#include "signal_ops.h"

#define N 1000

static float in[N], out[N];
static int sums[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    in[i] = (float)(i % 7);
    sums[i] = i % 5;
  }
  smooth(out, in, N);
  prefix_sum(sums, N);
  double total = 0.0;
  for (int i = 1; i < N - 1; i++)
    total += out[i];
  printf("smooth %.3f prefix %d\n", total, sums[N - 1]);
  return 0;
}
