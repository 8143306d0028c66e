// constant trip count: TRIP iterations (odd or even) of a two-statement
// loop whose first statement carries a dependence through memory.
// variants: trip-odd TRIP=1001, trip-even TRIP=1000
#include "shape.h"

int a[1003], b[1003], c[1003], d[1003], e[1003];

__attribute__((noinline)) void kernel(void) {
  /*CHAIN*/
  for (int i = 0; i < TRIP; i++) {
    a[i + 1] = a[i] * b[i] % 1009;
    c[i] = d[i] * e[i];
  }
  /*END*/
}

int main(void) {
  fill(a, 1003, 3);
  fill(b, 1003, 5);
  fill(d, 1003, 7);
  fill(e, 1003, 11);
  kernel();
  printf("%lu %lu\n", checksum(a, 1003), checksum(c, 1003));
  return 0;
}
