// One loop whose directive loopcc applies, and one whose directive it
// cannot apply: a recurrence, where each element needs the one before it.
#include <stdio.h>

#define N 1000

static unsigned a[N];

__attribute__((noinline)) static void fill(unsigned *restrict x, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    x[i] = 3u * (unsigned)i + 1u;
}

__attribute__((noinline)) static void recurrence(unsigned *x, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 2u + x[i];
}

int main(void) {
  fill(a, N);
  recurrence(a, N);
  unsigned sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("checksum %u\n", sum);
  return 0;
}
