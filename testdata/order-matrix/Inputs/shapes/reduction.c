// reduction: an integer sum over a product of two arrays.
#include "shape.h"

int b[N], c[N];
int result[1];

__attribute__((noinline)) void kernel(int n) {
  int s = 0;
  /*CHAIN*/
  for (int i = 0; i < n; i++)
    s += b[i] * c[i];
  /*END*/
  result[0] = s;
}

int main(void) {
  fill(b, N, 3);
  fill(c, N, 5);
  kernel(RuntimeN);
  printf("%lu\n", checksum(result, 1));
  return 0;
}
