// stencil row: neighbour reuse, each iteration reads its neighbours'
// elements of b (a three-point stencil along one row).
#include "shape.h"

int a[N], b[N + 2];

__attribute__((noinline)) void kernel(int n) {
  /*CHAIN*/
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 2 * b[i + 1] + b[i + 2];
  /*END*/
}

int main(void) {
  fill(b, N + 2, 3);
  kernel(RuntimeN);
  printf("%lu\n", checksum(a, N));
  return 0;
}
