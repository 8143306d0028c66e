// map: each iteration on its own elements, trip count known at run time.
#include "shape.h"

int a[N], b[N], c[N];

__attribute__((noinline)) void kernel(int n) {
  /*CHAIN*/
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3 + c[i];
  /*END*/
}

int main(void) {
  fill(b, N, 3);
  fill(c, N, 5);
  kernel(RuntimeN);
  printf("%lu\n", checksum(a, N));
  return 0;
}
