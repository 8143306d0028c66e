// recurrence + map: a map beside a recurrence through memory that reads
// the map's result (issue 12's second loop, on integers).
#include "shape.h"

int a[N], b[N], c[N], d[N];

__attribute__((noinline)) void kernel(int n) {
  /*CHAIN*/
  for (int i = 1; i < n; i++) {
    a[i] = b[i] * 2 + c[i];
    d[i] = d[i - 1] / 2 + a[i];
  }
  /*END*/
}

int main(void) {
  fill(b, N, 3);
  fill(c, N, 5);
  fill(d, N, 7);
  kernel(RuntimeN);
  printf("%lu %lu\n", checksum(a, N), checksum(d, N));
  return 0;
}
