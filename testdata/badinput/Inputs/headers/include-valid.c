// A chain in an #included header; this file never spells a directive, so
// loopcc finds them late and compiles again with loop locations.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
#include "include/chain.h"
void f(int *a, int n) { fill(a, n); }
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
