// A chain in a header given with -include.
// ARGS: -include %S/include/chain.h
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) { fill(a, n); }
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
