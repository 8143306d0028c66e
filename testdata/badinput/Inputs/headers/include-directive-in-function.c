// A header holding only a directive (without a newline), #included in a
// function just before the loop.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) {
#include "include/directive-only.h"
  for (int i = 0; i < n; i++)
    a[i] = i;
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
