#include <stdio.h>

#include "kernels.h"

#define N 1024
float x[N], y[N];
int r[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
    r[i] = i;
  }
  scale(x, y, N);
  shift(x, y);
  recurrence(r, N);
  accumulate(8, N, x, y);
  float s = 0.0f;
#pragma loop transform unroll count(4)
  for (int i = 0; i < N; i++)
    s += x[i];
  printf("%g %d\n", s, r[N - 1]);
  return 0;
}
