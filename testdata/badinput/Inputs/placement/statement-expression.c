// A directive before a loop in a statement expression.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
int sum(int *a, int n) {
  return ({
    int s = 0;
#pragma loop transform unroll count(2)
    for (int i = 0; i < n; i++)
      s += a[i];
    s;
  });
}
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
  (void)sum(a, n);
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
