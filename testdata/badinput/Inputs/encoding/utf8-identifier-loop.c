// A directive before a loop over UTF-8 identifiers.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int élément = 0; élément < n; élément++)
    a[élément] = élément;
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
