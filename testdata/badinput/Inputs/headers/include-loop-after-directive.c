// A directive, then the loop from an #included file.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#include "include/loop-only.h"
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
